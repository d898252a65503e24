import { HOUR, MINUTE } from '../clock'
import { countingSkips } from '../food/optIns'
import { kolkataInstant } from '../food/setup'
import { DEMO_OPERATOR } from '../seed'
import { demoOperatorProperty } from '../testing/attendanceKit'
import { foodPaths, quietResidents } from '../testing/foodKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type Data<T> = { data: T }
type Page<T> = Data<{ count: number; results: T[] }>
type Failure = { message: string; errors?: { field: string; message: string }[] }
type Dish = { id: number; name: string; is_active: boolean }
type Slot = { id: number; week_day: number; meal_type: string; is_active: boolean; items: Dish[] }
type Menu = { effective_from: string | null; versions: { effective_from: string }[]; entries: Slot[] }
type Skip = {
  id: number
  tenant_id: number
  meal_type: string
  date: string | null
  source: string
  status: string
}
type OptIn = { is_active: boolean; meal_types: string[]; diet: string | null; start_date: string | null }

// The test clock starts on Sunday 22 Nov 2026, 10:00 in Kolkata.
const TODAY = '2026-11-22'
const MONDAY = '2026-11-23'

let server: TestServer
let token: string
let propertyId: number
let residents: { id: number; name: string }[]
let breakfast: number

const send = <T>(method: string, path: string, body?: unknown) =>
  server.call<T>(method, path, { token, body })
const fieldsOf = (body: Failure) => body.errors?.map((e) => e.field)
const skipsOf = async (tenantId: number, status = 'ACTIVE') =>
  (await send<Page<Skip>>('GET', foodPaths.skips(`?tenant_id=${tenantId}&status=${status}&limit=100`))).body
    .data

beforeAll(async () => {
  server = await startTestServer({ database: ':memory:', rateLimit: false })
  token = await server.signIn(DEMO_OPERATOR.phone)
  propertyId = (await demoOperatorProperty(server.app.db)).propertyId
  residents = await quietResidents(server.app.db, propertyId, '2026-11-01')
  expect(residents.length).toBeGreaterThanOrEqual(8)
  const setup = await send('PUT', foodPaths.setup(propertyId), {
    is_enabled: true,
    diets: ['VEG', 'NON_VEG', 'EGG', 'JAIN'],
    meals: [
      {
        meal_type: 'BREAKFAST',
        is_enabled: true,
        start_time: '07:30',
        end_time: '09:30',
        skip_cutoff_minutes: 630,
      },
      {
        meal_type: 'LUNCH',
        is_enabled: true,
        start_time: '12:30',
        end_time: '14:00',
        skip_cutoff_minutes: 180,
      },
      {
        meal_type: 'DINNER',
        is_enabled: true,
        start_time: '20:00',
        end_time: '21:30',
        skip_cutoff_minutes: 180,
      },
    ],
  })
  expect(setup.status).toBe(200)
  const applied = await send('POST', foodPaths.apply, {
    tenant_ids: residents.slice(0, 8).map((r) => r.id),
    is_active: true,
    meal_types: ['BREAKFAST', 'LUNCH', 'DINNER'],
    diet: 'VEG',
  })
  expect(applied.status).toBe(200)
  const categories = await send<Page<{ id: number; meal_type: string }>>('GET', foodPaths.categories)
  breakfast = categories.body.data.results.find((c) => c.meal_type === 'BREAKFAST')?.id ?? 0
})
afterAll(() => server.close())

describe('setup', () => {
  it('names the field at fault: a meal ending before it starts, a flat charge without a price, a diet in use', async () => {
    const window = await send<Failure>('PUT', foodPaths.setup(propertyId), {
      meals: [{ meal_type: 'LUNCH', start_time: '14:00', end_time: '13:00' }],
    })
    expect([window.status, fieldsOf(window.body)]).toEqual([400, ['body.meals[0].end_time']])
    const flat = await send<Failure>('PUT', foodPaths.setup(propertyId), {
      billing_mode: 'MONTHLY_FLAT',
      monthly_price_paise: null,
    })
    expect([flat.status, fieldsOf(flat.body)]).toEqual([400, ['body.monthly_price_paise']])
    const diets = await send<Failure>('PUT', foodPaths.setup(propertyId), { diets: ['JAIN'] })
    expect([diets.status, fieldsOf(diets.body)]).toEqual([400, ['body.diets']])
    expect(diets.body.message).toContain('vegetarian')
    const saved = await send<
      Data<{ billing_mode: string; meals: { meal_type: string; start_time: string }[] }>
    >('GET', foodPaths.setup(propertyId))
    expect(saved.body.data.meals.find((m) => m.meal_type === 'LUNCH')?.start_time).toBe('12:30')
  })
})

describe('dishes and the weekly menu', () => {
  it('keeps one dish per name whatever its case', async () => {
    const again = await send<Failure>('POST', foodPaths.upsertItem, {
      name: ' poha ',
      diet: 'VEG',
      meal_types: ['BREAKFAST'],
    })
    expect([again.status, again.body.message, fieldsOf(again.body)]).toEqual([
      400,
      'Poha is already on your dish list.',
      ['body.name'],
    ])
    const found = await send<Page<Dish>>('GET', foodPaths.items('?search_text=poha&meal_type=BREAKFAST'))
    expect(found.body.data.results.map((d) => d.name)).toContain('Poha')
  })

  it('shows a week_day 1 slot on a Monday, keeps earlier days’ dishes after a new menu, and refuses past starts', async () => {
    const add = (name: string) =>
      send<Data<Dish>>('POST', foodPaths.upsertItem, { name, diet: 'VEG', meal_types: ['BREAKFAST'] })
    const first = (await add('Test rava idli')).body.data
    const second = (await add('Test ragi dosa')).body.data
    const entry = (dish: Dish) => ({ week_day: 1, meal_category_id: breakfast, food_item_ids: [dish.id] })
    const now = await send<Data<Menu>>('POST', foodPaths.upsertMenu, {
      property_id: propertyId,
      entries: [entry(first)],
    })
    expect(now.status).toBe(200)
    const later = await send<Data<Menu>>('POST', foodPaths.upsertMenu, {
      property_id: propertyId,
      effective_from: '2026-11-30',
      entries: [entry(second)],
    })
    expect(later.body.data.versions.slice(0, 2).map((v) => v.effective_from)).toEqual(['2026-11-30', TODAY])
    const mondayBreakfast = async (date: string) => {
      const menu = await send<Data<Menu>>('GET', foodPaths.menu(`?property_id=${propertyId}&date=${date}`))
      const slot = menu.body.data.entries.find((e) => e.week_day === 1 && e.meal_type === 'BREAKFAST')
      return slot?.items.map((d) => d.name)
    }
    expect(await mondayBreakfast(MONDAY)).toEqual(['Test rava idli'])
    expect(await mondayBreakfast('2026-11-30')).toEqual(['Test ragi dosa'])
    const options = await send<Page<Slot>>(
      'GET',
      foodPaths.options(`?property_id=${propertyId}&week_day=1&meal_category_id=${breakfast}&date=${MONDAY}`),
    )
    expect(options.body.data.results.map((o) => o.items.map((d) => d.name))).toEqual([['Test rava idli']])
    const past = await send<Failure>('POST', foodPaths.upsertMenu, {
      property_id: propertyId,
      effective_from: '2026-11-21',
      entries: [],
    })
    expect([past.status, fieldsOf(past.body)]).toEqual([400, ['body.effective_from']])
  })

  it('links only active dishes served at that meal', async () => {
    const lunchOnly = await send<Data<Dish>>('POST', foodPaths.upsertItem, {
      name: 'Test veg pulao',
      diet: 'VEG',
      meal_types: ['LUNCH'],
    })
    const option = (
      await send<Page<Slot>>(
        'GET',
        foodPaths.options(`?property_id=${propertyId}&week_day=2&meal_category_id=${breakfast}`),
      )
    ).body.data.results[0]
    const wrong = await send<Failure>('POST', foodPaths.link, {
      meal_option_id: option.id,
      food_item_ids: [lunchOnly.body.data.id],
    })
    expect([wrong.status, fieldsOf(wrong.body)]).toEqual([400, ['body.food_item_ids']])
    const clash = await send<Failure>('POST', foodPaths.upsertOption, {
      property_id: propertyId,
      week_day: 2,
      meal_category_id: breakfast,
    })
    expect(clash.status).toBe(409)
  })
})

describe('opt-ins', () => {
  it('applies to many residents all or nothing', async () => {
    const [a] = residents
    const moved = await server.app.db
      .selectFrom('allotments')
      .select('tenant_id')
      .where('property_id', '=', propertyId)
      .where('move_out_date', '<', TODAY)
      .where(
        'tenant_id',
        'not in',
        server.app.db.selectFrom('allotments').select('tenant_id').where('move_out_date', 'is', null),
      )
      .executeTakeFirstOrThrow()
    const bulk = await send<Failure>('POST', foodPaths.apply, {
      tenant_ids: [a.id, moved.tenant_id],
      is_active: true,
      meal_types: ['LUNCH'],
      diet: 'JAIN',
    })
    expect([bulk.status, fieldsOf(bulk.body)]).toEqual([400, ['body.tenant_ids']])
    const after = await send<Data<OptIn>>('GET', foodPaths.optIn(a.id))
    expect(after.body.data).toMatchObject({
      is_active: true,
      meal_types: ['BREAKFAST', 'LUNCH', 'DINNER'],
      diet: 'VEG',
    })
    const noDiet = await send<Failure>('POST', foodPaths.apply, {
      tenant_ids: [a.id],
      is_active: true,
      meal_types: ['LUNCH'],
    })
    expect([noDiet.status, fieldsOf(noDiet.body)]).toEqual([400, ['body.diet']])
  })

  it('turning off keeps a day whose first meal has closed and ends the opt-in there', async () => {
    const resident = residents[7]
    const off = await send('POST', foodPaths.apply, { tenant_ids: [resident.id], is_active: false })
    expect(off.status).toBe(200)
    const optIn = await send<Data<OptIn & { end_date: string | null }>>('GET', foodPaths.optIn(resident.id))
    expect(optIn.body.data).toMatchObject({ is_active: true, end_date: TODAY })
    const monday = await send<Failure>('POST', foodPaths.addSkip, {
      tenant_id: resident.id,
      meal_type: 'DINNER',
      date: MONDAY,
    })
    expect([monday.status, fieldsOf(monday.body)]).toEqual([400, ['body.meal_type']])
  })
})

describe('skips', () => {
  it('counts a recurring Sunday breakfast skip on Sundays only', async () => {
    const resident = residents[1]
    const weekly = await send<Data<Skip>>('POST', foodPaths.addSkip, {
      tenant_id: resident.id,
      meal_type: 'BREAKFAST',
      week_day: 7,
    })
    expect(weekly.status).toBe(200)
    const counted = async (date: string) =>
      (await countingSkips(server.app.db, propertyId, date, 'BREAKFAST', kolkataInstant(date, '07:00'))).map(
        (s) => s.tenant_id,
      )
    expect(await counted('2026-11-29')).toContain(resident.id)
    expect(await counted('2026-11-30')).not.toContain(resident.id)
    const twice = await send('POST', foodPaths.addSkip, {
      tenant_id: resident.id,
      meal_type: 'BREAKFAST',
      date: '2026-11-29',
    })
    expect(twice.status).toBe(409)
  })

  it('turns an approved pass into OUTPASS skips of the meals it covers, and gives them back when cancelled', async () => {
    const resident = residents[2]
    const from = new Date(server.clock.now().getTime() + 48 * HOUR)
    const pass = await send<Data<{ outpass: { id: number } }>>(
      'POST',
      '/outpass/api/v1/operator/outpass/create',
      {
        tenant_id: resident.id,
        type: 'HOME_LEAVE',
        from_at: from.toISOString(),
        to_at: new Date(from.getTime() + 48 * HOUR).toISOString(),
        destination: 'Mysuru',
        reason: 'Family function',
      },
    )
    const id = pass.body.data.outpass.id
    expect((await skipsOf(resident.id)).count).toBe(0)
    await send('POST', `/outpass/api/v1/operator/action/${id}`, { action: 'APPROVE' })
    const away = await skipsOf(resident.id)
    // Tue 24 Nov 10:00 to Thu 26 Nov 10:00: lunch and dinner, three meals, then breakfast.
    expect(away.results.map((s) => `${s.date} ${s.meal_type} ${s.source}`).sort()).toEqual([
      '2026-11-24 DINNER OUTPASS',
      '2026-11-24 LUNCH OUTPASS',
      '2026-11-25 BREAKFAST OUTPASS',
      '2026-11-25 DINNER OUTPASS',
      '2026-11-25 LUNCH OUTPASS',
      '2026-11-26 BREAKFAST OUTPASS',
    ])
    const own = await send<Failure>('POST', foodPaths.cancelSkip(away.results[0].id))
    expect(own.status).toBe(409)
    await send('POST', `/outpass/api/v1/operator/action/${id}`, { action: 'CANCEL' })
    expect((await skipsOf(resident.id)).count).toBe(0)
    expect((await skipsOf(resident.id, 'CANCELLED')).count).toBe(6)
  })

  it('gives the meals back when the resident returns early', async () => {
    const resident = residents[3]
    const pass = await send<Data<{ outpass: { id: number } }>>(
      'POST',
      '/outpass/api/v1/operator/outpass/create',
      {
        tenant_id: resident.id,
        type: 'EMERGENCY',
        from_at: new Date(server.clock.now().getTime() + 5 * MINUTE).toISOString(),
        to_at: new Date(server.clock.now().getTime() + 30 * HOUR).toISOString(),
        destination: 'Hospital',
        reason: 'Father unwell',
      },
    )
    const id = pass.body.data.outpass.id
    await send('POST', `/outpass/api/v1/operator/action/${id}`, { action: 'APPROVE' })
    expect((await skipsOf(resident.id)).results.map((s) => `${s.date} ${s.meal_type}`).sort()).toEqual([
      '2026-11-22 DINNER',
      '2026-11-22 LUNCH',
      '2026-11-23 BREAKFAST',
      '2026-11-23 LUNCH',
    ])
    await send('POST', `/outpass/api/v1/operator/action/${id}`, { action: 'MARK_OUT' })
    server.clock.advance(2 * HOUR)
    const back = await send('POST', `/outpass/api/v1/operator/action/${id}`, { action: 'MARK_IN' })
    expect(back.status).toBe(200)
    expect((await skipsOf(resident.id)).count).toBe(0)
  })

  it('closes skips at the cut-off with its time, and takes them just before', async () => {
    const [, , , , first, second, third] = residents
    const lunch = await send<Failure>('POST', foodPaths.addSkip, {
      tenant_id: first.id,
      meal_type: 'LUNCH',
      date: TODAY,
    })
    expect([lunch.status, lunch.body.message]).toEqual([
      409,
      'Skips for lunch on Sun 22 Nov closed at 9:30 am.',
    ])
    const untilCutoff = kolkataInstant(TODAY, '17:00').getTime() - server.clock.now().getTime()
    server.clock.advance(untilCutoff - MINUTE)
    const before = await send<Data<Skip>>('POST', foodPaths.addSkip, {
      tenant_id: second.id,
      meal_type: 'DINNER',
      date: TODAY,
    })
    expect([before.status, before.body.data.status]).toEqual([200, 'ACTIVE'])
    const early = await send<Data<Skip>>('POST', foodPaths.addSkip, {
      tenant_id: second.id,
      meal_type: 'BREAKFAST',
      date: MONDAY,
    })
    const cancelled = await send<Data<Skip>>('POST', foodPaths.cancelSkip(early.body.data.id))
    expect([cancelled.status, cancelled.body.data.status]).toEqual([200, 'CANCELLED'])
    server.clock.advance(MINUTE)
    const after = await send<Failure>('POST', foodPaths.addSkip, {
      tenant_id: third.id,
      meal_type: 'DINNER',
      date: TODAY,
    })
    expect([after.status, after.body.message]).toEqual([
      409,
      'Skips for dinner on Sun 22 Nov closed at 5:00 pm.',
    ])
    const giveBack = await send<Failure>('POST', foodPaths.cancelSkip(before.body.data.id))
    expect(giveBack.status).toBe(409)
    const month = await send<Data<{ skipped_meals_this_month: number }>>('GET', foodPaths.optIn(second.id))
    expect(month.body.data.skipped_meals_this_month).toBe(1)
    const both = await send<Failure>('POST', foodPaths.addSkip, {
      tenant_id: third.id,
      meal_type: 'DINNER',
      date: MONDAY,
      week_day: 1,
    })
    expect([both.status, fieldsOf(both.body)]).toEqual([400, ['body.week_day']])
  })
})
