import { Migrator, sql, type Migration } from 'kysely'
import { MEMORY, openDatabase } from '../db/database'
import { migrateToLatest } from '../db/migrate'
import { migrations } from '../db/migrations'
import { DEMO_OPERATOR, seedDemoData } from '../seed'
import { propertyIds, type Data, type Failure, type Page } from '../testing/inventoryKit'
import { bedPicker, phoneSerials, tenantPaths } from '../testing/tenantKit'
import { startTestServer, testClock, type TestServer } from '../testing/testServer'

type Version = {
  effective_from: string
  status: 'UPCOMING' | 'CURRENT' | 'PAST'
  rent_paise: number
  deposit_paise: number
  rent_due_day: number
  notice_period_days: number
  reason: string | null
  source: 'MOVE_IN' | 'CHANGE' | 'TRANSFER'
  changed_by_name: string | null
}
type Tenant = {
  id: number
  rent_paise: number
  deposit_paise: number
  rent_due_day: number
  notice_period_days: number
  move_in_date: string
  terms_history: Version[]
}
type Collection = { id: number; amount_paise: number }
type Deduction = { kind: string; amount_paise: number }

let server: TestServer
let token: string
let propertyId: number

// The test clock's today is 22 Nov 2026 in Asia/Kolkata.
beforeAll(async () => {
  server = await startTestServer()
  token = await server.signIn(DEMO_OPERATOR.phone)
  propertyId = (await propertyIds(server, token))['Koramangala Boys PG']
  freeBed = bedPicker(server, token, () => propertyId)
}, 60_000)
afterAll(() => server.close())

const call = <T>(method: string, path: string, body?: unknown) =>
  server.call<T>(method, path, { token, body })

let freeBed: (from: string) => Promise<number>
const newPhone = phoneSerials('96', 50000000)

/** A tenant on a bed from 1 Oct 2026 at ₹9,000 a month, no first dues raised. */
async function addTenant(moveIn = '2026-10-01') {
  const added = await call<Data<Tenant>>('POST', tenantPaths.add, {
    name: 'Aditya Joshi',
    phone_number: newPhone(),
    gender: 'MALE',
    property_id: propertyId,
    bed_id: await freeBed(moveIn),
    rent_paise: 900_000,
    deposit_paise: 1_800_000,
    move_in_date: moveIn,
    lock_in_months: 0,
    create_collections: false,
  })
  expect(added.status).toBe(201)
  return added.body.data
}

const changeTerms = (tenantId: number, body: Record<string, unknown>) =>
  call<Data<Tenant> & Failure>('PUT', tenantPaths.details(tenantId), body)

const details = async (tenantId: number) =>
  (await call<Data<Tenant>>('GET', tenantPaths.details(tenantId))).body.data

async function raiseRent(tenantId: number, start: string, end: string) {
  const raised = await call<Data<Collection>>('POST', '/payment/api/v1/operator/payment_ticket/create', {
    type: 'RENT',
    tenant_id: tenantId,
    period_start: start,
    period_end: end,
    due_date: start,
  })
  expect(raised.status).toBe(201)
  return raised.body.data
}

describe('versions of the rent terms', () => {
  it('records the terms at move-in as the first version', async () => {
    const tenant = await addTenant()
    expect(tenant.terms_history).toEqual([
      expect.objectContaining({
        effective_from: '2026-10-01',
        status: 'CURRENT',
        rent_paise: 900_000,
        deposit_paise: 1_800_000,
        source: 'MOVE_IN',
        changed_by_name: DEMO_OPERATOR.name,
      }),
    ])
  })

  it('keeps today’s rent until a change from the 1st of next month, and raises each month at its own rent', async () => {
    const tenant = await addTenant()
    const november = await raiseRent(tenant.id, '2026-11-01', '2026-11-30')
    const changed = await changeTerms(tenant.id, {
      rent_paise: 1_100_000,
      notice_period_days: 45,
      effective_from: '2026-12-01',
      reason: 'Annual revision',
    })
    expect(changed.status).toBe(200)
    expect(changed.body.data).toMatchObject({ rent_paise: 900_000, notice_period_days: 30 })
    expect(changed.body.data.terms_history).toMatchObject([
      {
        effective_from: '2026-12-01',
        status: 'UPCOMING',
        rent_paise: 1_100_000,
        deposit_paise: 1_800_000,
        notice_period_days: 45,
        reason: 'Annual revision',
        source: 'CHANGE',
        changed_by_name: DEMO_OPERATOR.name,
      },
      { effective_from: '2026-10-01', status: 'CURRENT', rent_paise: 900_000, source: 'MOVE_IN' },
    ])
    const listed = await call<Page<{ id: number; rent_paise: number }>>(
      'GET',
      tenantPaths.list(`?type=all&tenant_ids=${tenant.id}`),
    )
    expect(listed.body.data.results).toMatchObject([{ id: tenant.id, rent_paise: 900_000 }])

    expect((await raiseRent(tenant.id, '2026-12-01', '2026-12-31')).amount_paise).toBe(1_100_000)
    const novemberAfter = await call<Data<{ collection: Collection }>>(
      'GET',
      `/payment/api/v1/operator/collection/${november.id}/details`,
    )
    expect(november.amount_paise).toBe(900_000)
    expect(novemberAfter.body.data.collection.amount_paise).toBe(900_000)
  })

  it('charges a month that straddles a change night by night, each part pro-rated to the rupee', async () => {
    const tenant = await addTenant()
    const changed = await changeTerms(tenant.id, { rent_paise: 1_200_000, effective_from: '2027-01-16' })
    expect(changed.status).toBe(200)
    // 1–15 Jan at ₹9,000: 9,000 × 15 ÷ 31 = ₹4,354.84 → ₹4,355; 16–31 Jan at ₹12,000: 12,000 × 16 ÷ 31 = ₹6,193.55 → ₹6,194.
    expect((await raiseRent(tenant.id, '2027-01-01', '2027-01-31')).amount_paise).toBe(435_500 + 619_400)
    // A stretch inside one version is that version's proRatedRent: 16–20 Feb at ₹12,000 = 12,000 × 5 ÷ 28 = ₹2,142.86.
    expect((await raiseRent(tenant.id, '2027-02-16', '2027-02-20')).amount_paise).toBe(214_300)
  })

  it.each([
    // 16–30 Jun at ₹9,000: 15 of 30 actual days, 15 of 30 days, or the full month.
    ['ACTUAL_DAYS', 450_000],
    ['THIRTY_DAYS', 450_000],
    ['FULL_MONTH', 900_000],
  ])(
    'pro-rates part of a month by the property’s method (%s), and charges whole months whole',
    async (method, part) => {
      const setMethod = (pro_rate_method: string) =>
        call('PUT', `/property/api/v1/operator/property/update/${propertyId}`, { pro_rate_method })
      expect(await setMethod(method)).toMatchObject({ status: 200 })
      try {
        const tenant = await addTenant()
        expect((await raiseRent(tenant.id, '2027-06-16', '2027-06-30')).amount_paise).toBe(part)
        // 1 Jul – 31 Aug is two whole months, not 62 ÷ 31 of the rent.
        expect((await raiseRent(tenant.id, '2027-07-01', '2027-08-31')).amount_paise).toBe(1_800_000)
        // 1–14 Feb 2027 (28 days): actual days 9,000 × 14 ÷ 28 = ₹4,500; 30 days 9,000 × 14 ÷ 30 = ₹4,200.
        const february = (await raiseRent(tenant.id, '2027-02-01', '2027-02-14')).amount_paise
        expect(february).toBe({ ACTUAL_DAYS: 450_000, THIRTY_DAYS: 420_000, FULL_MONTH: 900_000 }[method])
      } finally {
        await setMethod('ACTUAL_DAYS')
      }
    },
  )

  it('applies a change without a date from today: the detail shows it at once and the move-in terms are past', async () => {
    const tenant = await addTenant()
    const changed = await changeTerms(tenant.id, { rent_paise: 950_000, deposit_paise: 1_900_000 })
    expect(changed.status).toBe(200)
    expect(changed.body.data).toMatchObject({ rent_paise: 950_000, deposit_paise: 1_900_000 })
    expect(changed.body.data.terms_history).toMatchObject([
      { effective_from: '2026-11-22', status: 'CURRENT', rent_paise: 950_000, reason: null },
      { effective_from: '2026-10-01', status: 'PAST', rent_paise: 900_000 },
    ])
  })

  it('replaces a version changed again for the same day', async () => {
    const tenant = await addTenant()
    await changeTerms(tenant.id, { rent_paise: 1_000_000, effective_from: '2027-01-01' })
    const again = await changeTerms(tenant.id, {
      rent_due_day: 7,
      effective_from: '2027-01-01',
      reason: 'Fixed',
    })
    expect(again.status).toBe(200)
    expect(again.body.data.terms_history).toMatchObject([
      {
        effective_from: '2027-01-01',
        rent_paise: 1_000_000,
        rent_due_day: 7,
        reason: 'Fixed',
        source: 'CHANGE',
      },
      { effective_from: '2026-10-01', rent_paise: 900_000, source: 'MOVE_IN' },
    ])
    expect(again.body.data.terms_history).toHaveLength(2)
  })

  it('keeps the move-in terms of a tenant written without versions when a later version comes', async () => {
    const tenant = await addTenant()
    // As bulk benchmark data writes tenants: no version at all.
    await server.app.db.deleteFrom('rent_terms').where('tenant_id', '=', tenant.id).execute()
    await changeTerms(tenant.id, { rent_paise: 1_000_000, effective_from: '2027-01-01' })
    expect((await raiseRent(tenant.id, '2026-12-01', '2026-12-31')).amount_paise).toBe(900_000)
    expect((await details(tenant.id)).terms_history).toMatchObject([
      { effective_from: '2027-01-01', rent_paise: 1_000_000, source: 'CHANGE' },
      { effective_from: '2026-10-01', rent_paise: 900_000, source: 'MOVE_IN' },
    ])
  })

  it('refuses new terms from before the move-in date, naming effective_from', async () => {
    const tenant = await addTenant()
    const refused = await changeTerms(tenant.id, { rent_paise: 1_000_000, effective_from: '2026-09-30' })
    expect(refused.status).toBe(400)
    expect(refused.body.errors?.map((error) => error.field)).toEqual(['body.effective_from'])
    expect((await details(tenant.id)).terms_history).toHaveLength(1)
  })

  it('starts the terms of a tenant not yet moved in on the move-in date, and moves them with it', async () => {
    const tenant = await addTenant('2026-12-10')
    const changed = await changeTerms(tenant.id, { rent_paise: 880_000 })
    expect(changed.body.data.terms_history).toMatchObject([
      { effective_from: '2026-12-10', status: 'UPCOMING', rent_paise: 880_000, source: 'MOVE_IN' },
    ])
    const moved = await changeTerms(tenant.id, { move_in_date: '2026-12-05' })
    expect(moved.status).toBe(200)
    expect(moved.body.data).toMatchObject({ move_in_date: '2026-12-05', rent_paise: 880_000 })
    expect(moved.body.data.terms_history).toMatchObject([
      { effective_from: '2026-12-05', rent_paise: 880_000, source: 'MOVE_IN' },
    ])
  })

  it('forecasts the final rent night by night at the rent in force on each night', async () => {
    const tenant = await addTenant()
    await changeTerms(tenant.id, { rent_paise: 1_200_000, effective_from: '2027-01-01' })
    const forecast = await call<Data<{ rent_paise: number; deductions: Deduction[] }>>(
      'POST',
      tenantPaths.forecast,
      { tenant_id: tenant.id, move_out_date: '2027-01-31', notice_date: '2026-11-22' },
    )
    expect(forecast.status).toBe(200)
    expect(forecast.body.data.rent_paise).toBe(900_000)
    // November is the period running today; December at ₹9,000 and January at ₹12,000 follow.
    expect(forecast.body.data.deductions.find((line) => line.kind === 'FINAL_RENT')?.amount_paise).toBe(
      900_000 + 1_200_000,
    )
  })
})

describe('migration 0007 on a database made before versions', () => {
  it('gives every tenant a MOVE_IN version from its latest stay’s rent and deposit, from its first night', async () => {
    const db = openDatabase(MEMORY)
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async (): Promise<Record<string, Migration>> => migrations },
    })
    await migrateToLatest(db)
    await seedDemoData(db, testClock().now)
    const down = await migrator.migrateTo('0006_collection_filter_counts')
    expect(down.error).toBeUndefined()
    await migrateToLatest(db)
    const { rows } = await sql<{ tenants: number; versions: number; mismatched: number }>`
      select
        (select count(*) from tenants) as tenants,
        (select count(*) from rent_terms where source = 'MOVE_IN') as versions,
        (select count(*) from tenants t join rent_terms v on v.tenant_id = t.id
          where v.effective_from <> coalesce((select min(a.start_date) from allotments a
              where a.tenant_id = t.id and a.unlinked_at is null), t.move_in_date)
            or v.rent_paise <> coalesce((select a.rent_paise from allotments a where a.tenant_id = t.id
              and a.unlinked_at is null order by a.start_date desc limit 1), t.rent_paise)) as mismatched`.execute(
      db,
    )
    await db.destroy()
    expect(rows[0].tenants).toBeGreaterThan(0)
    expect(rows[0]).toEqual({ tenants: rows[0].tenants, versions: rows[0].tenants, mismatched: 0 })
  })
})
