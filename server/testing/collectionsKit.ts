import type { Db } from '../db/database'
import { DEMO_OPERATOR } from '../seed'
import type { TestServer } from './testServer'

type Data<T> = { data: T }

/** A one-page PDF's first bytes: enough for the content check of uploads. */
const PDF = Buffer.from('%PDF-1.4\n%payment proof\n')

/**
 * Calls every operation of the collections and transactions tags (and the staff tag's collections) once with a
 * valid request, for the contract walk: the test server checks each answer against the contract.
 */
export async function exerciseCollections(server: TestServer, token: string): Promise<void> {
  const call = <T>(method: string, path: string, body?: unknown) =>
    server.call<T>(method, path, { token, body })
  const today = '2026-11-22'
  const due = await call<Data<{ results: { id: number; tenant_id: number }[] }>>(
    'GET',
    '/payment/api/v1/operator/collection/list?is_ticket_bifurcation_v2_required=true',
  )
  const [first, second, third] = due.body.data.results
  await call('GET', `/payment/api/v1/operator/collection/${first.id}/details`)
  await call('GET', '/payment/api/v1/operator/collection/due')
  await call('GET', '/payment/api/v2/operator/collection/dashboard?filter_version=v3')
  await call('GET', '/payment/api/v2/collection/list/filter')
  await call('GET', `/payment/api/v1/operator/collection/${first.id}/remind`)
  await call('GET', `/payment/api/v1/operator/collection/all/remind?collection_ids=${second.id}`)
  await call('POST', `/payment/api/v1/operator/${first.id}/payment_link`, {})
  const link = await call<Data<{ token: string }>>(
    'POST',
    `/payment/api/v1/operator/${second.id}/payment_link`,
  )
  await server.call('GET', `/payment/api/v1/open/payment_link/${link.body.data.token}`)
  await call('POST', `/payment/api/v1/operator/${first.id}/remark/add`, { text: 'Called the tenant.' })
  await call('GET', `/payment/api/v1/operator/${first.id}/remark/list`)

  const form = new FormData()
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'proof.pdf')
  const uploaded = await fetch(`${server.url}/payment/api/v1/operator/${first.id}/payment-proof`, {
    method: 'POST',
    headers: { Authorization: `Token ${token}`, 'X-User-Type': 'operator', 'X-Source': 'desktop' },
    body: form,
  })
  server.exercised.push({ operationId: 'uploadPaymentProof', status: uploaded.status })
  const proof = (await uploaded.json()) as Data<{ id: number }>
  await call('GET', `/payment/api/v1/operator/payment-proof/${proof.data.id}/file`)

  const paid = await call<Data<{ transaction: { id: number } }>>(
    'POST',
    `/payment/api/v1/operator/collection/${first.id}/mark_paid`,
    { amount_paise: 100, mode: 'CASH', paid_on: today },
  )
  await call('GET', `/payment/api/v1/operator/collection/${first.id}/receipt`)
  await call('GET', `/payment/api/v1/operator/collection/${first.id}/receipt/pdf`)
  await call('POST', '/payment/api/v1/operator/collection/bulk_mark_paid', {
    collection_ids: [second.id],
    mode: 'UPI',
    paid_on: today,
    reference: '123456789012',
  })
  await call('PUT', `/payment/api/v2/operator/collection/${third.id}/edit`, { title: 'Rent (edited)' })
  const other = await call<Data<{ id: number }>>('POST', '/payment/api/v2/operator/payment_ticket/create', {
    type: 'OTHERS',
    tenant_id: third.tenant_id,
    charge_kind: 'MAINTENANCE',
    title: 'Annual maintenance',
    amount_paise: 400_000,
    due_date: today,
  })
  await call('DELETE', `/payment/api/v1/operator/${other.body.data.id}/delete`)
  await call('POST', '/payment/api/v1/operator/payment_ticket/create', {
    type: 'RENT',
    tenant_id: third.tenant_id,
    period_start: '2027-09-01',
    period_end: '2027-09-30',
    due_date: '2027-09-05',
  })

  const transactions = await call<Data<{ results: { id: number }[] }>>(
    'GET',
    '/payment/api/v2/operator/collection/transactions/list?filter_version=v3',
  )
  await call('GET', '/payment/api/v1/transaction/filter')
  await call('GET', `/payment/api/v2/operator/transaction/${transactions.body.data.results[0].id}/details`)
  await call('GET', '/payment/api/v1/operator/recorded/transaction/dashboard')
  const qr = await call<Data<{ results: { id: number }[] }>>(
    'GET',
    '/payment/api/v1/operator/rentqr/transactions/list',
  )
  await call('GET', `/payment/api/v1/operator/rentqr/transaction/${qr.body.data.results[0].id}/details`)
  await call('PUT', `/payment/api/v1/operator/revert/transaction/${paid.body.data.transaction.id}`, {
    reason: 'Cash not received',
  })
  const again = await call<Data<{ transaction: { id: number } }>>(
    'POST',
    `/payment/api/v1/operator/collection/${first.id}/mark_paid`,
    { amount_paise: 200, mode: 'CASH', paid_on: today },
  )
  await call('PUT', `/payment/api/v1/operator/delete/transaction/${again.body.data.transaction.id}`, {
    reason: 'Recorded twice',
  })

  // A move-in token request and a finished move-out with something left to pay, as the tenants feature leaves them.
  const db = server.app.db
  const tenant = await db
    .selectFrom('tenants')
    .select(['operator_id', 'property_id'])
    .where('id', '=', third.tenant_id)
    .executeTakeFirstOrThrow()
  const request = await db
    .insertInto('token_requests')
    .values({
      operator_id: tenant.operator_id,
      property_id: tenant.property_id,
      name: 'Ananya Iyer',
      dial_code: '+91',
      phone_no: '9876501234',
      gender: 'FEMALE',
      bed_id: null,
      room_type_id: null,
      expected_move_in_date: '2026-12-01',
      rent_paise: 1_200_000,
      deposit_paise: 1_200_000,
      token_paise: 500_000,
      token_paid_paise: 0,
      status: 'PENDING',
      source: 'WALK_IN',
      notes: null,
      reject_reason: null,
      refund_paise: null,
      expires_on: null,
      tenant_id: null,
      created_at: `${today}T05:00:00.000Z`,
      updated_at: `${today}T05:00:00.000Z`,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await call('POST', `/payment/api/v1/operator/token/${request.id}/payment_link`, { expires_in_days: 3 })
  const offboarding = await db
    .insertInto('offboardings')
    .values({
      operator_id: tenant.operator_id,
      tenant_id: third.tenant_id,
      status: 'COMPLETED',
      notice_date: '2026-10-01',
      move_out_date: '2026-10-31',
      settlement: JSON.stringify({ payable_paise: 250_000 }),
      raised_at: '2026-10-01T05:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await call('POST', `/payment/api/v1/operator/offboarded/${offboarding.id}/create`, { due_date: today })

  await call('GET', '/payment/api/v3/operator/bank/list')
  await call('GET', '/payment/api/v2/operator/bank/account/list')
  await call('GET', '/payment/api/v2/operator/staff/collection/list')
}

/** The ids of an operator's tenants (the demo operator's by default), in id order: tests charge them. */
export async function tenantIdsOf(db: Db, phone = DEMO_OPERATOR.phone.national): Promise<number[]> {
  const tenants = await db
    .selectFrom('tenants')
    .innerJoin('operators', 'operators.id', 'tenants.operator_id')
    .select('tenants.id')
    .where('operators.phone_no', '=', phone)
    .orderBy('tenants.id')
    .execute()
  return tenants.map((tenant) => tenant.id)
}
