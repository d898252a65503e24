import { DEMO_OPERATOR } from '../seed'
import { startTestServer, type TestServer } from '../testing/testServer'

type Data<T> = { data: T }
type Failure = { message: string; errors?: { field: string; message: string }[] }
type Collection = {
  id: number
  tenant_id: number
  title: string
  type: string
  due_date: string
  amount_paise: number
  paid_paise: number
  waived_paise: number
  balance_paise: number
  status: string
  is_overdue: boolean
  last_paid_on: string | null
  period_label: string | null
  reminder_count: number
  bifurcation: unknown[] | null
}
type CollectionPage = Data<{
  count: number
  total_amount_paise: number
  total_balance_paise: number
  results: Collection[]
}>

const TODAY = '2026-11-22'
const list = (query: string) => `/payment/api/v1/operator/collection/list${query}`

let server: TestServer
let token: string
let tenantId: number
let operatorId: number
beforeAll(async () => {
  server = await startTestServer({ database: ':memory:' })
  token = await server.signIn(DEMO_OPERATOR.phone)
  const tenant = await server.app.db
    .selectFrom('tenants')
    .innerJoin('operators', 'operators.id', 'tenants.operator_id')
    .select(['tenants.id', 'operators.id as operator_id'])
    .where('operators.phone_no', '=', DEMO_OPERATOR.phone.national)
    .orderBy('tenants.id')
    .executeTakeFirstOrThrow()
  tenantId = tenant.id
  operatorId = tenant.operator_id
})
afterAll(() => server.close())

const send = <T>(method: string, path: string, body?: unknown) =>
  server.call<T>(method, path, { token, body })

async function other(amount: number, title = 'Laundry', dueDate = '2026-11-10') {
  const answer = await send<Data<Collection>>('POST', '/payment/api/v2/operator/payment_ticket/create', {
    type: 'OTHERS',
    tenant_id: tenantId,
    charge_kind: 'LAUNDRY',
    title,
    amount_paise: amount,
    due_date: dueDate,
  })
  expect(answer.status).toBe(201)
  return answer.body.data
}

describe('the collection list', () => {
  it('sorts the Due tab by due date and the Received tab by last payment, with totals of every match', async () => {
    const due = await send<CollectionPage>('GET', list('?limit=100'))
    expect(due.status).toBe(200)
    const rows = due.body.data.results
    expect(rows.every((row) => row.balance_paise > 0)).toBe(true)
    const order = rows.map((row) => `${row.due_date}|${String(row.id).padStart(8, '0')}`)
    expect(order).toEqual([...order].sort())
    const all = await send<CollectionPage>('GET', list(`?limit=100&offset=${due.body.data.count - 1}`))
    expect(all.body.data.results).toHaveLength(1)

    const received = await send<CollectionPage>('GET', list('?status=received&limit=50'))
    const paidOn = received.body.data.results.map((row) => row.last_paid_on!)
    expect(received.body.data.results.every((row) => row.status === 'paid')).toBe(true)
    expect(paidOn).toEqual([...paidOn].sort().reverse())
    expect(received.body.data.total_balance_paise).toBe(0)

    const rent = await send<CollectionPage>('GET', list('?type=RENT&overdue_only=true&limit=100'))
    expect(rent.body.data.results.every((row) => row.type === 'RENT' && row.is_overdue)).toBe(true)
    const mine = await send<CollectionPage>('GET', list(`?tenant_id=${tenantId}&limit=100`))
    expect(mine.body.data.total_balance_paise).toBe(
      mine.body.data.results.reduce((sum, row) => sum + row.balance_paise, 0),
    )
    const split = await send<CollectionPage>('GET', list('?is_ticket_bifurcation_v2_required=true&limit=1'))
    expect(split.body.data.results[0].bifurcation).toHaveLength(1)
    expect(due.body.data.results[0].bifurcation).toBeNull()
  })

  it('keeps count and totals right after a payment changes them', async () => {
    const before = await send<CollectionPage>('GET', list(''))
    const created = await other(40_000)
    const after = await send<CollectionPage>('GET', list(''))
    expect(after.body.data.count).toBe(before.body.data.count + 1)
    expect(after.body.data.total_balance_paise).toBe(before.body.data.total_balance_paise + 40_000)
    await send('POST', `/payment/api/v1/operator/collection/${created.id}/mark_paid`, {
      amount_paise: 40_000,
      mode: 'CASH',
      paid_on: TODAY,
    })
    const paid = await send<CollectionPage>('GET', list(''))
    expect(paid.body.data.count).toBe(before.body.data.count)
    expect(paid.body.data.total_balance_paise).toBe(before.body.data.total_balance_paise)
  })

  it('gives the filter groups, the month dashboard and the dues summary in agreement', async () => {
    const filters = await send<
      Data<{ filters: { key: string; options: { value: string; count: number }[] }[] }>
    >('GET', '/payment/api/v2/collection/list/filter?status=received')
    expect(filters.body.data.filters.map((group) => group.key)).toEqual([
      'property_ids',
      'month',
      'type',
      'mode',
    ])
    const due = await send<CollectionPage>('GET', list(''))
    const summary = await send<Data<{ total_due_paise: number; due_count: number }>>(
      'GET',
      '/payment/api/v1/operator/collection/due',
    )
    const future = await send<CollectionPage>('GET', list('?month=2026-12'))
    expect(summary.body.data.total_due_paise).toBe(
      due.body.data.total_balance_paise - future.body.data.total_balance_paise,
    )
    const dashboard = await send<
      Data<{
        expected_paise: number
        collected_paise: number
        due_paise: number
        waived_paise: number
        collection_rate_bps: number
        by_mode: { mode: string }[]
      }>
    >('GET', '/payment/api/v2/operator/collection/dashboard?filter_version=v3&month=2026-10')
    const october = dashboard.body.data
    expect(october.expected_paise).toBe(october.collected_paise + october.due_paise + october.waived_paise)
    expect(october.collection_rate_bps).toBe(
      Math.floor((october.collected_paise * 10_000) / october.expected_paise),
    )
    expect(october.by_mode.length).toBeGreaterThan(3)
  })

  it('moves the kept filter counts and dashboard figures as soon as a charge is added', async () => {
    type Filters = Data<{ filters: { key: string; options: { value: string; count: number }[] }[] }>
    type Dashboard = Data<{ expected_paise: number; due_count: number }>
    const monthCount = (answer: { body: Filters }) =>
      answer.body.data.filters
        .find((group) => group.key === 'month')
        ?.options.find((option) => option.value === '2026-11')?.count ?? 0
    const filtersPath = '/payment/api/v2/collection/list/filter?status=due'
    const dashboardPath = '/payment/api/v2/operator/collection/dashboard?filter_version=v3&month=2026-11'
    const before = [
      await send<Filters>('GET', filtersPath),
      await send<Dashboard>('GET', dashboardPath),
    ] as const
    // Bodies, not whole answers: the Date header comes from the real clock and can tick between two calls.
    expect((await send<Filters>('GET', filtersPath)).body).toEqual(before[0].body)
    await other(123_45, 'Kept answers', '2026-11-15')
    const filters = await send<Filters>('GET', filtersPath)
    const dashboard = await send<Dashboard>('GET', dashboardPath)
    expect(monthCount(filters)).toBe(monthCount(before[0]) + 1)
    expect(dashboard.body.data.expected_paise).toBe(before[1].body.data.expected_paise + 123_45)
    expect(dashboard.body.data.due_count).toBe(before[1].body.data.due_count + 1)
  })
})

describe('charges', () => {
  it('creates a RENT ticket pro-rated from the tenant’s rent, and refuses an overlapping one', async () => {
    const { rent_paise } = await server.app.db
      .selectFrom('tenants')
      .select('rent_paise')
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow()
    const half = await send<Data<Collection>>('POST', '/payment/api/v1/operator/payment_ticket/create', {
      type: 'RENT',
      tenant_id: tenantId,
      period_start: '2027-06-16',
      period_end: '2027-06-30',
      due_date: '2027-06-16',
    })
    expect(half.status).toBe(201)
    expect(half.body.data).toMatchObject({
      title: 'Rent – June 2027',
      period_label: '16–30 Jun 2027',
      amount_paise: Math.round((rent_paise * 15) / 30 / 100) * 100,
      status: 'due',
    })
    const overlap = await send<Failure>('POST', '/payment/api/v1/operator/payment_ticket/create', {
      type: 'RENT',
      tenant_id: tenantId,
      period_start: '2027-06-01',
      period_end: '2027-06-30',
      due_date: '2027-06-05',
    })
    expect(overlap.status).toBe(409)
    const backwards = await send<Failure>('POST', '/payment/api/v1/operator/payment_ticket/create', {
      type: 'RENT',
      tenant_id: tenantId,
      period_start: '2027-08-30',
      period_end: '2027-08-01',
      due_date: '2027-08-05',
    })
    expect(backwards.status).toBe(400)
    const unknown = await send<Failure>('POST', '/payment/api/v2/operator/payment_ticket/create', {
      type: 'OTHERS',
      tenant_id: 999_999,
      charge_kind: 'DAMAGE',
      title: 'Broken chair',
      amount_paise: 150_000,
      due_date: TODAY,
    })
    expect(unknown.status).toBe(404)
  })

  it('edits a collection (a waiver can settle it) but never below what is paid', async () => {
    const collection = await other(100_000)
    await send('POST', `/payment/api/v1/operator/collection/${collection.id}/mark_paid`, {
      amount_paise: 60_000,
      mode: 'CASH',
      paid_on: TODAY,
    })
    const low = await send<Failure>('PUT', `/payment/api/v2/operator/collection/${collection.id}/edit`, {
      amount_paise: 50_000,
    })
    expect(low.status).toBe(400)
    const waived = await send<Data<{ collection: Collection }>>(
      'PUT',
      `/payment/api/v2/operator/collection/${collection.id}/edit`,
      { waived_paise: 40_000, title: 'Laundry (waived rest)' },
    )
    expect(waived.body.data.collection).toMatchObject({
      title: 'Laundry (waived rest)',
      paid_paise: 60_000,
      waived_paise: 40_000,
      balance_paise: 0,
      status: 'paid',
    })
  })

  it('deletes a collection without payments, and refuses one with a payment', async () => {
    const unpaid = await other(5_000)
    const paid = await other(5_000)
    await send('POST', `/payment/api/v1/operator/collection/${paid.id}/mark_paid`, {
      amount_paise: 5_000,
      mode: 'CASH',
      paid_on: TODAY,
    })
    expect((await send<Failure>('DELETE', `/payment/api/v1/operator/${paid.id}/delete`)).status).toBe(409)
    expect((await send('DELETE', `/payment/api/v1/operator/${unpaid.id}/delete`)).status).toBe(200)
    expect((await send('GET', `/payment/api/v1/operator/collection/${unpaid.id}/details`)).status).toBe(404)
  })

  it('creates the settlement collection of a move-out once, for what the deposit did not cover', async () => {
    const { id } = await server.app.db
      .insertInto('offboardings')
      .values({
        operator_id: operatorId,
        tenant_id: tenantId,
        status: 'COMPLETED',
        notice_date: '2026-10-01',
        move_out_date: '2026-10-31',
        settlement: JSON.stringify({ payable_paise: 345_600 }),
        raised_at: '2026-10-01T05:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const path = `/payment/api/v1/operator/offboarded/${id}/create`
    const created = await send<Data<Collection>>('POST', path, { due_date: TODAY })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      title: 'Move-out settlement',
      amount_paise: 345_600,
      type: 'OTHERS',
    })
    expect((await send('POST', path, { due_date: TODAY })).status).toBe(409)
    expect(
      (await send('POST', '/payment/api/v1/operator/offboarded/999999/create', { due_date: TODAY })).status,
    ).toBe(404)
  })
})

describe('reminders and remarks', () => {
  it('records a reminder through the Notifier, at most one an hour, none for a paid collection', async () => {
    const collection = await other(20_000, 'Water')
    const first = await send<Data<{ reminder: { status: string; channel: string } }>>(
      'GET',
      `/payment/api/v1/operator/collection/${collection.id}/remind`,
    )
    expect(first.status).toBe(200)
    expect(first.body.data.reminder).toMatchObject({ status: 'RECORDED', channel: 'SMS' })
    const again = await send<Failure>('GET', `/payment/api/v1/operator/collection/${collection.id}/remind`)
    expect(again.status).toBe(429)
    expect(again.headers.get('retry-after')).toBe('3600')
    const stored = await server.app.db
      .selectFrom('collection_reminders')
      .select('message')
      .where('collection_id', '=', collection.id)
      .execute()
    expect(stored).toHaveLength(1)
    expect(stored[0].message).toContain('₹200.00 is due for Water')
    await send('POST', `/payment/api/v1/operator/collection/${collection.id}/mark_paid`, {
      amount_paise: 20_000,
      mode: 'CASH',
      paid_on: TODAY,
    })
    server.clock.advance(3_600_000)
    expect((await send('GET', `/payment/api/v1/operator/collection/${collection.id}/remind`)).status).toBe(
      409,
    )
  })

  it('reminds a selection, skipping those reminded today and paid ones', async () => {
    const [a, b] = [await other(1_000, 'Guest stay'), await other(2_000, 'Guest stay')]
    await send('GET', `/payment/api/v1/operator/collection/${a.id}/remind`)
    const answer = await send<
      Data<{ reminded_count: number; skipped_count: number; collection_ids: number[] }>
    >('GET', `/payment/api/v1/operator/collection/all/remind?collection_ids=${a.id},${b.id}`)
    expect(answer.body.data).toEqual({ reminded_count: 1, skipped_count: 1, collection_ids: [b.id] })
    const all = await send<Data<{ reminded_count: number }>>(
      'GET',
      '/payment/api/v1/operator/collection/all/remind',
    )
    expect(all.body.data.reminded_count).toBeGreaterThan(10)
  })

  it('adds remarks signed by the operator and lists them newest first, 20 a page', async () => {
    const collection = await other(3_000, 'Damage')
    for (const text of ['First call made', 'Promised Friday']) {
      const added = await send<Data<{ text: string; created_by_name: string }>>(
        'POST',
        `/payment/api/v1/operator/${collection.id}/remark/add`,
        { text },
      )
      expect(added.body.data).toMatchObject({ text, created_by_name: DEMO_OPERATOR.name })
      server.clock.advance(1_000)
    }
    const remarks = await send<Data<{ count: number; results: { text: string }[] }>>(
      'GET',
      `/payment/api/v1/operator/${collection.id}/remark/list`,
    )
    expect(remarks.body.data.count).toBe(2)
    expect(remarks.body.data.results.map((remark) => remark.text)).toEqual([
      'Promised Friday',
      'First call made',
    ])
    expect(
      (await send('POST', `/payment/api/v1/operator/${collection.id}/remark/add`, { text: '   ' })).status,
    ).toBe(400)
  })
})

describe('proofs', () => {
  const upload = async (collectionId: number, bytes: Buffer, name: string) => {
    const form = new FormData()
    form.append('file', new Blob([bytes]), name)
    form.append('amount_paise', '3000')
    const response = await fetch(`${server.url}/payment/api/v1/operator/${collectionId}/payment-proof`, {
      method: 'POST',
      headers: { Authorization: `Token ${token}`, 'X-User-Type': 'operator', 'X-Source': 'desktop' },
      body: form,
    })
    return {
      status: response.status,
      body: (await response.json()) as Data<{ id: number; file: { url: string; content_type: string } }>,
    }
  }

  it('keeps a PDF proof recognised by content and serves it back; refuses other files', async () => {
    const collection = await other(3_000, 'Food')
    const pdf = Buffer.from('%PDF-1.4\n%proof\n')
    const stored = await upload(collection.id, pdf, 'proof.png')
    expect(stored.status).toBe(201)
    expect(stored.body.data.file.content_type).toBe('application/pdf')
    const file = await fetch(`${server.url}${stored.body.data.file.url}`, {
      headers: { Authorization: `Token ${token}` },
    })
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdf)
    expect((await upload(collection.id, Buffer.from('just text'), 'proof.pdf')).status).toBe(400)
    const detail = await send<Data<{ proofs: { id: number }[] }>>(
      'GET',
      `/payment/api/v1/operator/collection/${collection.id}/details`,
    )
    expect(detail.body.data.proofs.map((proof) => proof.id)).toEqual([stored.body.data.id])
  })
})

describe('banks and links', () => {
  it('lists the bank catalogue (100 a page), the operator’s accounts, and staff collections', async () => {
    const banks = await send<Data<{ count: number; results: { name: string }[] }>>(
      'GET',
      '/payment/api/v3/operator/bank/list?name=hdfc',
    )
    expect(banks.body.data.results.map((bank) => bank.name)).toEqual(['HDFC Bank'])
    const all = await send<Data<{ count: number; results: unknown[] }>>(
      'GET',
      '/payment/api/v3/operator/bank/list',
    )
    expect(all.body.data.results).toHaveLength(all.body.data.count)
    const accounts = await send<
      Data<{ results: { is_primary: boolean; upi_id: string; account_number_masked: string }[] }>
    >('GET', '/payment/api/v2/operator/bank/account/list')
    expect(accounts.body.data.results[0]).toMatchObject({ is_primary: true })
    expect(accounts.body.data.results[0].account_number_masked).toMatch(/^X+\d{4}$/)
    const staff = await send<Data<{ count: number; results: unknown[] }>>(
      'GET',
      '/payment/api/v2/operator/staff/collection/list',
    )
    expect(staff.body.data.results).toHaveLength(Math.min(staff.body.data.count, 10))
  })

  it('makes a UPI link for a move-in token that is still unpaid', async () => {
    const property = await server.app.db
      .selectFrom('properties')
      .select('id')
      .where('operator_id', '=', operatorId)
      .executeTakeFirstOrThrow()
    const { id } = await server.app.db
      .insertInto('token_requests')
      .values({
        operator_id: operatorId,
        property_id: property.id,
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
        created_at: '2026-11-20T05:00:00.000Z',
        updated_at: '2026-11-20T05:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const link = await send<Data<{ amount_paise: number; upi_uri: string; tenant_onboarding_id: number }>>(
      'POST',
      `/payment/api/v1/operator/token/${id}/payment_link`,
    )
    expect(link.status).toBe(201)
    expect(link.body.data).toMatchObject({ amount_paise: 500_000, tenant_onboarding_id: id })
    expect(link.body.data.upi_uri).toMatch(
      /^upi:\/\/pay\?pa=[^&]+&pn=[^&]+&am=5000\.00&cu=INR&tn=Booking%20token&tr=/,
    )
  })
})
