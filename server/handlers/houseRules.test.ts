import { DAY } from '../clock'
import { DEMO_OPERATOR, SECOND_OPERATOR } from '../seed'
import { quietResidents } from '../testing/foodKit'
import { tenantPaths } from '../testing/tenantKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type Data<T> = { data: T }
type Failure = { message: string; errors?: { field: string; message: string }[] }
type Value = Record<string, unknown>
type Entry = {
  rule: string
  value: Value
  source: 'default' | 'overridden'
  effective_from: string
  upcoming: { effective_from: string; value: Value; source: string }[]
}
type Overview = {
  date: string
  today: string
  defaults: Entry[]
  properties: { property_id: number; property_name: string; rules: Entry[] }[]
}
type Version = {
  id: number
  rule: string
  property_id: number | null
  effective_from: string
  value: Value | null
  previous_value: Value | null
  status: string
  created_by_name: string
}
type Collection = { id: number; due_date: string; amount_paise: number }
type Detail = { collection: Collection }
type Offboarding = { id: number; forecast: { notice_period_days: number; notice_shortfall_days: number } }

// The test clock starts on Sunday 22 Nov 2026, 10:00 in Kolkata.
const TODAY = '2026-11-22'
const TOMORROW = '2026-11-23'

const paths = {
  rules: (query = '') => `/property/api/v1/operator/house_rules${query}`,
  versions: (query: string) => `/property/api/v1/operator/house_rules/versions${query}`,
  setDefault: (rule: string) => `/property/api/v1/operator/house_rules/defaults/${rule}`,
  setProperty: (id: number, rule: string) => `/property/api/v1/operator/house_rules/property/${id}/${rule}`,
  remove: (id: number, rule: string) => `/property/api/v1/operator/house_rules/property/${id}/${rule}/remove`,
  rentTicket: '/payment/api/v1/operator/payment_ticket/create',
  otherTicket: '/payment/api/v2/operator/payment_ticket/create',
  collection: (id: number) => `/payment/api/v1/operator/collection/${id}/details`,
  property: (id: number) => `/property/api/v1/operator/property/${id}`,
}

let server: TestServer
let token: string
let otherToken: string
let propertyId: number
let otherPropertyId: number

const send = <T>(method: string, path: string, body?: unknown) =>
  server.call<T>(method, path, { token, body })
const fieldsOf = (body: unknown) => (body as Failure).errors?.map((error) => error.field)
const overview = async (query = '') => (await send<Data<Overview>>('GET', paths.rules(query))).body.data
const ruleOf = async (id: number, rule: string, query = '') =>
  (await overview(query)).properties.find((p) => p.property_id === id)?.rules.find((r) => r.rule === rule)
const activityCount = async () =>
  Number(
    (
      await server.app.db
        .selectFrom('activity_log')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('entity', '=', 'house_rule')
        .executeTakeFirstOrThrow()
    ).count,
  )
const overdueFrom = async (id: number) =>
  (
    await server.app.db
      .selectFrom('collections')
      .select('overdue_from')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).overdue_from
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)

/** Runs a write and checks it left exactly one house-rule activity entry. */
async function logged<T>(write: () => Promise<{ status: number; body: T }>) {
  const before = await activityCount()
  const answer = await write()
  expect(answer.status).toBe(200)
  expect(await activityCount()).toBe(before + 1)
  return answer.body
}

/** Residents of the property whose own terms leave the due day, notice and lock-in to the property. */
async function followingResidents(id: number) {
  const residents = await quietResidents(server.app.db, id, '2026-10-01')
  const own = await server.app.db
    .selectFrom('rent_terms')
    .select('tenant_id')
    .where((eb) =>
      eb.or([
        eb('rent_due_day', 'is not', null),
        eb('notice_period_days', 'is not', null),
        eb('lock_in_months', 'is not', null),
      ]),
    )
    .execute()
  const excluded = new Set(own.map((row) => row.tenant_id))
  return residents.filter((resident) => !excluded.has(resident.id))
}

beforeAll(async () => {
  server = await startTestServer({ database: ':memory:', rateLimit: false })
  token = await server.signIn(DEMO_OPERATOR.phone)
  otherToken = await server.signIn(SECOND_OPERATOR.phone)
  const mine = await overview()
  propertyId = mine.properties[0].property_id
  const theirs = await server.call<Data<Overview>>('GET', paths.rules(), { token: otherToken })
  otherPropertyId = theirs.body.data.properties[0].property_id
})

afterAll(async () => {
  await server.close()
})

describe('house rules', () => {
  it('answers a default for every rule and each property marked default or overridden, as its settings hold', async () => {
    const rules = await overview()
    expect(rules.today).toBe(TODAY)
    expect(rules.defaults.map((entry) => entry.rule)).toEqual([
      'RENT_DUE_DAY',
      'GRACE_DAYS',
      'NOTICE_PERIOD',
      'LOCK_IN',
      'LATE_FEE',
      'CURFEW',
      'OUTPASS',
      'MEAL_CUTOFFS',
    ])
    const property = (
      await send<Data<{ rent_due_day: number; notice_period_days: number }>>(
        'GET',
        paths.property(propertyId),
      )
    ).body.data
    const entry = rules.properties.find((p) => p.property_id === propertyId)!
    const due = entry.rules.find((r) => r.rule === 'RENT_DUE_DAY')!
    expect(due.value).toEqual({ rent_due_day: property.rent_due_day })
    const fallback = rules.defaults.find((d) => d.rule === 'RENT_DUE_DAY')!
    expect(due.source).toBe(fallback.value.rent_due_day === property.rent_due_day ? 'default' : 'overridden')
  })

  it('refuses a past date, a missing field and another rule’s field, naming the field', async () => {
    const past = await send('PUT', paths.setDefault('NOTICE_PERIOD'), {
      effective_from: '2026-11-21',
      value: { notice_period_days: 15 },
    })
    expect(past.status).toBe(400)
    expect(fieldsOf(past.body)).toEqual(['body.effective_from'])
    const missing = await send('PUT', paths.setDefault('LATE_FEE'), {
      effective_from: TOMORROW,
      value: { late_fee_type: 'FIXED' },
    })
    expect(missing.status).toBe(400)
    expect(fieldsOf(missing.body)).toEqual(['body.value.late_fee_value'])
    const foreign = await send('PUT', paths.setProperty(propertyId, 'LOCK_IN'), {
      effective_from: TOMORROW,
      value: { lock_in_months: 3, rent_due_day: 4 },
    })
    expect(foreign.status).toBe(400)
    expect(fieldsOf(foreign.body)).toEqual(['body.value.rent_due_day'])
    const percent = await send('PUT', paths.setDefault('LATE_FEE'), {
      effective_from: TOMORROW,
      value: { late_fee_type: 'PERCENT', late_fee_value: 20_000 },
    })
    expect(fieldsOf(percent.body)).toEqual(['body.value.late_fee_value'])
    const outOfBounds = await send('PUT', paths.setDefault('RENT_DUE_DAY'), {
      effective_from: TOMORROW,
      value: { rent_due_day: 31 },
    })
    expect(outOfBounds.status).toBe(400)
  })

  it('lets an override shadow the default, and its removal restore the default from its date', async () => {
    const lockIn = await send<Data<Version>>('PUT', paths.setDefault('LOCK_IN'), {
      effective_from: TOMORROW,
      value: { lock_in_months: 6 },
    })
    expect(lockIn.status).toBe(200)
    const override = await logged(() =>
      send<Data<Version>>('PUT', paths.setProperty(propertyId, 'LOCK_IN'), {
        effective_from: '2026-12-01',
        value: { lock_in_months: 2 },
      }),
    )
    expect(override.data).toMatchObject({
      property_id: propertyId,
      status: 'UPCOMING',
      value: { lock_in_months: 2 },
    })
    expect(await ruleOf(propertyId, 'LOCK_IN', '?date=2026-12-05')).toMatchObject({
      value: { lock_in_months: 2 },
      source: 'overridden',
      effective_from: '2026-12-01',
    })
    const removal = await logged(() =>
      send<Data<Version>>('POST', paths.remove(propertyId, 'LOCK_IN'), { effective_from: '2027-01-01' }),
    )
    expect(removal.data.value).toBeNull()
    expect(await ruleOf(propertyId, 'LOCK_IN', '?date=2026-12-31')).toMatchObject({
      value: { lock_in_months: 2 },
      source: 'overridden',
    })
    expect(await ruleOf(propertyId, 'LOCK_IN', '?date=2027-01-01')).toMatchObject({
      value: { lock_in_months: 6 },
      source: 'default',
    })
    const inDecember = await ruleOf(propertyId, 'LOCK_IN', '?date=2026-11-30')
    expect(inDecember?.upcoming).toEqual([
      { effective_from: '2026-12-01', value: { lock_in_months: 2 }, source: 'overridden' },
      { effective_from: '2027-01-01', value: { lock_in_months: 6 }, source: 'default' },
    ])
    const again = await send<Failure>('POST', paths.remove(propertyId, 'LOCK_IN'), {
      effective_from: '2027-02-01',
    })
    expect(again.status).toBe(409)
    const history = await send<Data<{ count: number; results: Version[] }>>(
      'GET',
      paths.versions(`?rule=LOCK_IN&property_id=${propertyId}`),
    )
    expect(
      history.body.data.results.slice(0, 2).map((v) => [v.effective_from, v.value, v.created_by_name]),
    ).toEqual([
      ['2027-01-01', null, DEMO_OPERATOR.name],
      ['2026-12-01', { lock_in_months: 2 }, DEMO_OPERATOR.name],
    ])
    const defaults = await send<Data<{ results: Version[] }>>('GET', paths.versions('?rule=LOCK_IN'))
    expect(defaults.body.data.results[0]).toMatchObject({
      property_id: null,
      effective_from: TOMORROW,
      value: { lock_in_months: 6 },
      status: 'UPCOMING',
    })
  })

  it('applies a change from today at once, without touching a late fee already charged', async () => {
    const [resident] = await followingResidents(propertyId)
    const fee = await send<Data<Collection>>('POST', paths.otherTicket, {
      type: 'OTHERS',
      tenant_id: resident.id,
      charge_kind: 'LATE_FEE',
      title: 'Late fee – November',
      amount_paise: 25_000,
      due_date: TODAY,
    })
    expect(fee.status).toBe(201)
    await logged(() =>
      send('PUT', paths.setProperty(propertyId, 'LATE_FEE'), {
        effective_from: TODAY,
        value: { late_fee_type: 'PER_DAY', late_fee_value: 10_000 },
      }),
    )
    const property = await send<Data<{ late_fee_type: string; late_fee_value: number }>>(
      'GET',
      paths.property(propertyId),
    )
    expect(property.body.data).toMatchObject({ late_fee_type: 'PER_DAY', late_fee_value: 10_000 })
    const charged = await send<Data<Detail>>('GET', paths.collection(fee.body.data.id))
    expect(charged.body.data.collection.amount_paise).toBe(25_000)

    await logged(() =>
      send('PUT', paths.setProperty(propertyId, 'LATE_FEE'), {
        effective_from: TODAY,
        value: { late_fee_type: 'FIXED', late_fee_value: 20_000 },
      }),
    )
    const history = await send<Data<{ results: Version[] }>>(
      'GET',
      paths.versions(`?rule=LATE_FEE&property_id=${propertyId}`),
    )
    expect(history.body.data.results.map((version) => version.created_by_name)).not.toContain(
      "Changed in the property's own settings",
    )
    const today = history.body.data.results.filter((version) => version.effective_from === TODAY)
    expect(today.map((version) => [version.value, version.created_by_name])).toEqual([
      [{ late_fee_type: 'FIXED', late_fee_value: 20_000 }, DEMO_OPERATOR.name],
      [{ late_fee_type: 'PER_DAY', late_fee_value: 10_000 }, DEMO_OPERATOR.name],
    ])
    expect((await ruleOf(propertyId, 'LATE_FEE'))?.value).toEqual({
      late_fee_type: 'FIXED',
      late_fee_value: 20_000,
    })
  })

  it('records a rule changed in the property’s own settings as its override from that day', async () => {
    const second = (await overview()).properties[1].property_id
    const grace = (await ruleOf(second, 'GRACE_DAYS'))!.value.grace_days as number
    const changed = await send('PUT', `/property/api/v1/operator/property/update/${second}`, {
      grace_days: grace + 3,
    })
    expect(changed.status).toBe(200)
    expect(await ruleOf(second, 'GRACE_DAYS')).toMatchObject({
      value: { grace_days: grace + 3 },
      source: 'overridden',
      effective_from: TODAY,
    })
    const history = await send<Data<{ results: Version[] }>>(
      'GET',
      paths.versions(`?rule=GRACE_DAYS&property_id=${second}`),
    )
    expect(history.body.data.results[0]).toMatchObject({
      effective_from: TODAY,
      value: { grace_days: grace + 3 },
      previous_value: { grace_days: grace },
      status: 'IN_FORCE',
      created_by_name: "Changed in the property's own settings",
    })
  })

  it('keeps the second operator out: 404 for every property of the first, and only their own rules', async () => {
    const theirs = await server.call<Data<Overview>>('GET', paths.rules(), { token: otherToken })
    expect(theirs.body.data.properties.map((p) => p.property_id)).not.toContain(propertyId)
    const asOther = <T>(method: string, path: string, body?: unknown) =>
      server.call<T>(method, path, { token: otherToken, body })
    expect((await asOther('GET', paths.rules(`?property_id=${propertyId}`))).status).toBe(404)
    expect((await asOther('GET', paths.versions(`?rule=LOCK_IN&property_id=${propertyId}`))).status).toBe(404)
    const change = { effective_from: TOMORROW, value: { lock_in_months: 1 } }
    const before = await activityCount()
    expect((await asOther('PUT', paths.setProperty(propertyId, 'LOCK_IN'), change)).status).toBe(404)
    expect(
      (await asOther('POST', paths.remove(propertyId, 'LOCK_IN'), { effective_from: TOMORROW })).status,
    ).toBe(404)
    expect(await activityCount()).toBe(before)
    const ownVersions = await asOther<Data<{ results: Version[] }>>('GET', paths.versions('?rule=LOCK_IN'))
    expect(ownVersions.body.data.results.every((v) => v.value?.lock_in_months !== 6)).toBe(true)
    expect((await send('GET', paths.rules(`?property_id=${otherPropertyId}`))).status).toBe(404)
  })

  it('moves only dues of periods from the change, leaves a raised move-out as it was, and follows the date', async () => {
    const [payer, leaver, newcomer] = await followingResidents(propertyId)
    const dueDay = (await ruleOf(propertyId, 'RENT_DUE_DAY'))!.value.rent_due_day as number
    const day = (n: number) => String(n).padStart(2, '0')
    const newDay = dueDay === 12 ? 14 : 12

    const december = await send<Data<Collection>>('POST', paths.rentTicket, {
      type: 'RENT',
      tenant_id: payer.id,
      period_start: '2026-12-01',
      period_end: '2026-12-31',
    })
    expect(december.status).toBe(201)
    expect(december.body.data.due_date).toBe(`2026-12-${day(dueDay)}`)
    await logged(() =>
      send('PUT', paths.setProperty(propertyId, 'RENT_DUE_DAY'), {
        effective_from: '2027-01-01',
        value: { rent_due_day: newDay },
      }),
    )
    const grace = (await ruleOf(propertyId, 'GRACE_DAYS'))!.value.grace_days as number
    const decemberOverdue = await overdueFrom(december.body.data.id)
    expect(decemberOverdue).toBe(plusDays(december.body.data.due_date, grace + 1))
    await logged(() =>
      send('PUT', paths.setProperty(propertyId, 'GRACE_DAYS'), {
        effective_from: '2027-01-01',
        value: { grace_days: grace + 4 },
      }),
    )
    const january = await send<Data<Collection>>('POST', paths.rentTicket, {
      type: 'RENT',
      tenant_id: payer.id,
      period_start: '2027-01-01',
      period_end: '2027-01-31',
    })
    expect(january.body.data.due_date).toBe(`2027-01-${day(newDay)}`)
    expect(await overdueFrom(january.body.data.id)).toBe(plusDays(`2027-01-${day(newDay)}`, grace + 5))
    expect(
      (await send<Data<Detail>>('GET', paths.collection(december.body.data.id))).body.data.collection
        .due_date,
    ).toBe(`2026-12-${day(dueDay)}`)

    const notice = (await ruleOf(propertyId, 'NOTICE_PERIOD'))!.value.notice_period_days as number
    expect(notice).toBeGreaterThan(10)
    const raised = await send<Data<Offboarding>>('POST', tenantPaths.raise, {
      tenant_id: leaver.id,
      notice_date: TODAY,
      move_out_date: '2026-12-01',
    })
    expect(raised.status).toBe(201)
    expect(raised.body.data.forecast).toMatchObject({
      notice_period_days: notice,
      notice_shortfall_days: notice - 10,
    })
    await logged(() =>
      send('PUT', paths.setProperty(propertyId, 'NOTICE_PERIOD'), {
        effective_from: TOMORROW,
        value: { notice_period_days: 7 },
      }),
    )

    server.clock.advance(2 * DAY)
    token = await server.signIn(DEMO_OPERATOR.phone)
    const property = await send<Data<{ notice_period_days: number; rent_due_day: number }>>(
      'GET',
      paths.property(propertyId),
    )
    expect(property.body.data).toMatchObject({ notice_period_days: 7, rent_due_day: dueDay })
    const kept = await send<Data<Offboarding>>('GET', tenantPaths.offboarding(raised.body.data.id))
    expect(kept.body.data.forecast).toMatchObject({
      notice_period_days: notice,
      notice_shortfall_days: notice - 10,
    })
    const fresh = await send<Data<Offboarding['forecast']>>('POST', tenantPaths.forecast, {
      tenant_id: newcomer.id,
      move_out_date: '2026-12-01',
    })
    expect(fresh.body.data.notice_period_days).toBe(7)

    server.clock.advance(40 * DAY)
    token = await server.signIn(DEMO_OPERATOR.phone)
    expect(
      (await send<Data<{ rent_due_day: number }>>('GET', paths.property(propertyId))).body.data.rent_due_day,
    ).toBe(newDay)
    expect(
      (await send<Data<Detail>>('GET', paths.collection(december.body.data.id))).body.data.collection
        .due_date,
    ).toBe(`2026-12-${day(dueDay)}`)
    const renamed = await send('PUT', `/payment/api/v2/operator/collection/${december.body.data.id}/edit`, {
      title: 'Rent – December (hostel block)',
    })
    expect(renamed.status).toBe(200)
    expect(await overdueFrom(december.body.data.id)).toBe(decemberOverdue)
    const february = await send<Data<Collection>>('POST', paths.rentTicket, {
      type: 'RENT',
      tenant_id: payer.id,
      period_start: '2027-02-01',
      period_end: '2027-02-28',
    })
    expect(february.body.data.due_date).toBe(`2027-02-${day(newDay)}`)
    const past = await send('PUT', paths.setProperty(propertyId, 'RENT_DUE_DAY'), {
      effective_from: '2027-01-01',
      value: { rent_due_day: 3 },
    })
    expect(fieldsOf(past.body)).toEqual(['body.effective_from'])
  })
})
