import { findOperatorByPhone } from '../operators/operators'
import { DEMO_OPERATOR, SECOND_OPERATOR, seedBulkInventory, seedDemoData } from '../seed'
import { board, propertyIds } from '../testing/inventoryKit'
import { startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ database: ':memory:' })
})
afterAll(() => server.close())

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
  ] as const) {
    const row = await server.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()
    sizes[table] = Number(row.count)
  }
  return sizes
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
    return beds.results.map((bed) => [
      bed.name,
      bed.status,
      bed.tenant_name,
      bed.move_in_date,
      bed.rent_paise,
    ])
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
