import { findOperatorByPhone } from '../operators/operators'
import { DEMO_OPERATOR, SECOND_OPERATOR, seedBulkInventory, seedDemoData } from '../seed'
import { board, propertyIds, type Data, type Page } from '../testing/inventoryKit'
import { tenantPaths } from '../testing/tenantKit'
import { startTestServer, type TestServer } from '../testing/testServer'
import { COMPLETED_MOVE_OUTS } from './completedMoveOuts'
import { REJECTION_REASON } from './documentReviews'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ database: ':memory:' })
})
afterAll(() => server.close())

let demoToken: string | undefined
/** One sign-in for the tests below (a phone gets five codes an hour). */
const signedIn = async () => (demoToken ??= await server.signIn(DEMO_OPERATOR.phone))

const tableSizes = async () => {
  const sizes: Record<string, number> = {}
  for (const table of [
    'properties',
    'floors',
    'room_types',
    'rooms',
    'beds',
    'tenants',
    'allotments',
    'rent_terms',
    'tenant_documents',
    'offboardings',
    'bank_accounts',
  ] as const) {
    const row = await server.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()
    sizes[table] = Number(row.count)
  }
  const linked = await server.app.db
    .selectFrom('tenants')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('bank_account_id', 'is not', null)
    .executeTakeFirstOrThrow()
  sizes.linked_tenants = Number(linked.count)
  return sizes
}

type MoveOut = {
  id: number
  tenant_id: number
  tenant_name: string
  status: string
  deposit_paise: number
  deductions_total_paise: number
  refund_paise: number
  payable_paise: number
  refund_status: string
}
type Document = {
  category: string
  verification_status: string
  rejection_reason: string | null
  verified_by_name: string | null
  expiry_date: string | null
  expiry_status: string | null
}

const completedMoveOuts = async (token: string, target = server) => {
  const path = tenantPaths.offboardings('?status=COMPLETED&limit=50')
  const answer = await target.call<Page<MoveOut>>('GET', path, { token })
  expect(answer.status).toBe(200)
  return answer.body.data.results
}

it('gives the demo operator three properties with about 300 beds in every status, mostly occupied', async () => {
  const token = await server.signIn(DEMO_OPERATOR.phone)
  const ids = await propertyIds(server, token)
  expect(Object.keys(ids)).toEqual([
    'DLF Phase 2 Co-living',
    'Koramangala Boys PG',
    'Viman Nagar Girls Hostel',
  ])
  let beds = 0
  let staying = 0
  for (const id of Object.values(ids)) {
    const { count, status_counts: counts } = await board(server, token, id)
    beds += count
    staying += counts.occupied + counts.ending
    expect(Math.min(counts.available, counts.occupied, counts.booked, counts.ending)).toBeGreaterThan(0)
  }
  expect(beds).toBeGreaterThanOrEqual(290)
  expect(beds).toBeLessThanOrEqual(310)
  expect(staying / beds).toBeGreaterThan(0.75)
  expect(staying / beds).toBeLessThan(0.88)

  const girls = await board(server, token, ids['Viman Nagar Girls Hostel'])
  const tenants = await server.app.db
    .selectFrom('tenants')
    .select(['name', 'phone_no', 'gender', 'property_id'])
    .execute()
  expect(new Set(tenants.map((tenant) => tenant.phone_no)).size).toBe(tenants.length)
  expect(tenants.every((tenant) => /^[6-9][0-9]{9}$/.test(tenant.phone_no))).toBe(true)
  expect(
    tenants
      .filter((tenant) => tenant.property_id === ids['Viman Nagar Girls Hostel'])
      .every((tenant) => tenant.gender === 'FEMALE'),
  ).toBe(true)
  expect(girls.results.some((bed) => bed.tenant_name)).toBe(true)

  const second = await server.signIn(SECOND_OPERATOR.phone)
  expect(Object.keys(await propertyIds(server, second))).toEqual(['Nest Hinjewadi'])
})

it('adds nothing when run again', async () => {
  const before = await tableSizes()
  await seedDemoData(server.app.db, server.clock.now)
  expect(await tableSizes()).toEqual(before)
})

it('gives the same data on every fresh run', async () => {
  const other = await startTestServer({ database: ':memory:' })
  const snapshot = async (target: TestServer) => {
    const token = await target.signIn(DEMO_OPERATOR.phone)
    const ids = await propertyIds(target, token)
    const beds = await board(target, token, ids['Koramangala Boys PG'])
    const moveOuts = (await completedMoveOuts(token, target)).map((moveOut) => [
      moveOut.tenant_name,
      moveOut.deductions_total_paise,
      moveOut.refund_paise,
      moveOut.refund_status,
    ])
    return [
      ...beds.results.map((bed) => [bed.name, bed.status, bed.tenant_name, bed.move_in_date, bed.rent_paise]),
      ...moveOuts,
    ]
  }
  expect(await snapshot(other)).toEqual(await snapshot(server))
  await other.close()
})

it('seeds an operator with any number of beds for benchmarks', async () => {
  const operator = await findOperatorByPhone(server.app.db, SECOND_OPERATOR.phone)
  const { propertyId, beds } = await seedBulkInventory(server.app.db, operator!.id, {
    beds: 250,
    now: server.clock.now,
  })
  expect(beds).toBe(250)
  const token = await server.signIn(SECOND_OPERATOR.phone)
  const bulk = await board(server, token, propertyId)
  expect(bulk.count).toBe(250)
  expect(bulk.status_counts.occupied).toBeGreaterThan(150)
})

it('gives the demo operator completed move-outs whose settlements add up, as the API completes them', async () => {
  const token = await signedIn()
  const moveOuts = await completedMoveOuts(token)
  expect(moveOuts).toHaveLength(COMPLETED_MOVE_OUTS)
  for (const moveOut of moveOuts) {
    expect(moveOut.refund_paise + moveOut.deductions_total_paise - moveOut.payable_paise).toBe(
      moveOut.deposit_paise,
    )
    const tenant = await server.call<Data<{ status: string }>>(
      'GET',
      tenantPaths.details(moveOut.tenant_id),
      { token },
    )
    expect(tenant.body.data.status).toBe('MOVED_OUT')
  }
  expect(moveOuts.filter((moveOut) => moveOut.refund_status === 'COMPLETED').length).toBeGreaterThanOrEqual(3)
  expect(moveOuts.some((moveOut) => moveOut.deposit_paise > 0 && moveOut.refund_paise > 0)).toBe(true)
  const details = await Promise.all(
    moveOuts.map(async (moveOut) => {
      const answer = await server.call<
        Data<{ forecast: { deductions: { is_manual: boolean }[] }; history: { action: string }[] }>
      >('GET', tenantPaths.offboarding(moveOut.id), { token })
      return answer.body.data
    }),
  )
  expect(
    details.every((detail) => detail.history.map((entry) => entry.action).join() === 'RAISED,COMPLETED'),
  ).toBe(true)
  expect(details.some((detail) => detail.forecast.deductions.some((deduction) => deduction.is_manual))).toBe(
    true,
  )
})

it('gives IDs expiring within 30 days and one expired, verified documents and one rejected with its reason', async () => {
  const token = await signedIn()
  const operator = await findOperatorByPhone(server.app.db, DEMO_OPERATOR.phone)
  const reviewed = await server.app.db
    .selectFrom('tenant_documents')
    .select('tenant_id')
    .distinct()
    .where('operator_id', '=', operator!.id)
    .where((eb) => eb.or([eb('expiry_date', 'is not', null), eb('verification_status', '=', 'REJECTED')]))
    .execute()
  const documents: Document[] = []
  for (const { tenant_id } of reviewed) {
    const answer = await server.call<Page<Document>>('GET', tenantPaths.documents(tenant_id), { token })
    documents.push(...answer.body.data.results)
  }
  const statuses = documents.map((document) => document.expiry_status)
  expect(statuses.filter((status) => status === 'EXPIRING_SOON').length).toBeGreaterThanOrEqual(3)
  expect(statuses.filter((status) => status === 'EXPIRED')).toHaveLength(1)
  expect(statuses.filter((status) => status === 'VALID').length).toBeGreaterThan(3)
  expect(
    documents.some((document) => document.category === 'VISA' && document.expiry_status === 'EXPIRING_SOON'),
  ).toBe(true)
  const rejected = documents.filter((document) => document.verification_status === 'REJECTED')
  expect(rejected).toEqual([
    expect.objectContaining({ rejection_reason: REJECTION_REASON, verified_by_name: DEMO_OPERATOR.name }),
  ])
  const verified = documents.filter((document) => document.verification_status === 'VERIFIED')
  expect(verified.length).toBeGreaterThan(3)
  expect(verified.every((document) => document.verified_by_name === DEMO_OPERATOR.name)).toBe(true)
})

it('links residents to two of the demo operator’s bank accounts, and each resident names the account', async () => {
  const token = await signedIn()
  const accounts = await server.call<Page<{ id: number; linked_tenant_count: number }>>(
    'GET',
    '/payment/api/v2/operator/bank/account/list?limit=15',
    { token },
  )
  const used = accounts.body.data.results.filter((account) => account.linked_tenant_count > 0)
  expect(used).toHaveLength(2)
  const linked = await server.app.db
    .selectFrom('tenants')
    .select(['id', 'bank_account_id'])
    .where(
      'bank_account_id',
      'in',
      used.map((account) => account.id),
    )
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow()
  const bank = await server.call<Data<{ linked_bank_account_id: number; linked_bank_account_label: string }>>(
    'GET',
    tenantPaths.bank(linked.id),
    { token },
  )
  expect(bank.body.data.linked_bank_account_id).toBe(linked.bank_account_id)
  expect(bank.body.data.linked_bank_account_label).toMatch(/^(HDFC|ICICI) Bank ••\d{4}$/)
})

it('gives every tenant of the demo operator its MOVE_IN rent terms', async () => {
  const operator = await findOperatorByPhone(server.app.db, DEMO_OPERATOR.phone)
  const tenants = await server.app.db
    .selectFrom('tenants')
    .select(['id', 'move_in_date', 'rent_paise'])
    .where('operator_id', '=', operator!.id)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('rent_terms')
            .select('rent_terms.id')
            .whereRef('rent_terms.tenant_id', '=', 'tenants.id')
            .where('rent_terms.source', '=', 'MOVE_IN'),
        ),
      ),
    )
    .execute()
  expect(tenants).toEqual([])
})
