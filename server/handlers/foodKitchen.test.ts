import { addDays, kolkataDate } from '../calendar'
import { HOUR, MINUTE } from '../clock'
import { pdfText } from '../pdf/pdfText'
import { DEMO_OPERATOR } from '../seed'
import { demoOperatorProperty } from '../testing/attendanceKit'
import { foodPaths, quietResidents } from '../testing/foodKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type Data<T> = { data: T }
type Failure = { message: string; errors?: { field: string; message: string }[] }
type Meal = {
  meal_type: string
  is_served: boolean
  is_locked: boolean
  cutoff_at: string
  opted_in: number
  skipped: number
  away: number
  guests: number
  expected: number
  by_diet: { diet: string; count: number }[]
  served: number | null
  dishes: string[]
  end_at: string
}

const paths = {
  headcount: (query: string) => `/food/api/v1/operator/headcount${query}`,
  log: '/food/api/v1/operator/meal_log',
  sheet: (query: string) => `/food/api/v1/operator/kitchen_sheet${query}`,
  createPass: '/outpass/api/v1/operator/outpass/create',
  passAction: (id: number) => `/outpass/api/v1/operator/action/${id}`,
}

let server: TestServer
let token: string
let propertyId: number
let today: string
/** Residents of the first property with no opt-in, skip or pass of their own (the seed opts most in). */
let residents: { id: number; name: string }[]

beforeAll(async () => {
  server = await startTestServer({ database: ':memory:', rateLimit: false })
  token = await server.signIn(DEMO_OPERATOR.phone)
  propertyId = (await demoOperatorProperty(server.app.db)).propertyId
  today = kolkataDate(server.clock.now())
  const opted = await server.app.db.selectFrom('food_opt_ins').select('tenant_id').execute()
  residents = (await quietResidents(server.app.db, propertyId, '2026-11-01')).filter(
    (resident) => !opted.some((row) => row.tenant_id === resident.id),
  )
})
afterAll(() => server.close())

const send = <T>(method: string, path: string, body?: unknown) =>
  server.call<T>(method, path, { token, body })

async function dinner(): Promise<Meal> {
  const answer = await send<Data<{ meals: Meal[] }>>(
    'GET',
    paths.headcount(`?property_id=${propertyId}&date=${today}`),
  )
  expect(answer.status).toBe(200)
  return answer.body.data.meals.find((meal) => meal.meal_type === 'DINNER') as Meal
}

const dietCount = (meal: Meal, diet: string) => meal.by_diet.find((row) => row.diet === diet)?.count ?? 0

/** An outing from 19:00 to 22:00 today (Kolkata), over dinner, approved; answers its id. */
async function outing(tenantId: number) {
  const from = new Date(`${today}T19:00:00+05:30`)
  const pass = await send<Data<{ outpass: { id: number; state: string } }>>('POST', paths.createPass, {
    tenant_id: tenantId,
    type: 'DAY_OUTING',
    from_at: from.toISOString(),
    to_at: new Date(from.getTime() + 3 * HOUR).toISOString(),
    destination: 'Cousin’s flat',
    reason: 'Birthday dinner',
  })
  expect(pass.status).toBe(201)
  const id = pass.body.data.outpass.id
  if (pass.body.data.outpass.state === 'PENDING')
    expect((await send('POST', paths.passAction(id), { action: 'APPROVE' })).status).toBe(200)
  return id
}

describe('the kitchen sheet and the dashboard', () => {
  it('prints the next meal still to be served as an A4 PDF with its headcount', async () => {
    // 10:00 on Sunday: breakfast is over, lunch (12:30–14:00) is next, locked since its 9:30 cut-off.
    const answer = await fetch(`${server.url}${paths.sheet(`?property_id=${propertyId}`)}`, {
      headers: { Authorization: `Token ${token}`, 'X-User-Type': 'operator', 'X-Source': 'desktop' },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    expect(answer.headers.get('content-disposition')).toMatch(
      `attachment; filename="kitchen-sheet-${today}-lunch.pdf"`,
    )
    const pdf = Buffer.from(await answer.arrayBuffer())
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF')
    const lunch = (
      await send<Data<{ meals: Meal[] }>>('GET', paths.headcount(`?property_id=${propertyId}`))
    ).body.data.meals.find((meal) => meal.meal_type === 'LUNCH') as Meal
    const text = pdfText(pdf)
    expect(text).toContain('Locked at 9:30 am')
    expect(text).toMatch(new RegExp(`Total to cook for\\s+${lunch.expected}\\s`))
    expect(text).toContain(lunch.dishes[0])
  })

  it('shows on the dashboard the meals the headcount endpoint counts', async () => {
    const dashboard = await send<Data<{ food: { date: string; next_meal: Meal | null; meals: Meal[] } }>>(
      'GET',
      `/dashboard/api/v1/operator/?data_modules=food&property_ids=${propertyId}`,
    )
    expect(dashboard.status).toBe(200)
    const headcount = await send<Data<{ meals: Meal[] }>>(
      'GET',
      paths.headcount(`?property_id=${propertyId}`),
    )
    const { next_meal: next, ...food } = dashboard.body.data.food
    expect(food).toEqual({ date: today, meals: headcount.body.data.meals })
    // The next meal is today's first served one not yet over, else tomorrow's first.
    const upcoming = headcount.body.data.meals.find(
      (meal) => meal.is_served && Date.parse(meal.end_at) > server.clock.now().getTime(),
    )
    const tomorrow = await send<Data<{ meals: Meal[] }>>(
      'GET',
      paths.headcount(`?property_id=${propertyId}&date=${addDays(today, 1)}`),
    )
    expect(next).toEqual(upcoming ?? tomorrow.body.data.meals.find((meal) => meal.is_served) ?? null)
  })
})

describe('the headcount of a meal', () => {
  let skipId: number
  let passId: number
  let before: Meal

  it('is opted in − skipped − away on a pass + guests, split by diet', async () => {
    expect(residents.length).toBeGreaterThanOrEqual(4)
    before = await dinner()
    expect(before).toMatchObject({ is_served: true, is_locked: false })
    expect(before.expected).toBe(before.opted_in - before.skipped - before.away + before.guests)
    expect(before.dishes.length).toBeGreaterThan(0)
    const [veg, egg, jain] = residents
    for (const [resident, diet] of [
      [veg, 'VEG'],
      [egg, 'EGG'],
      [jain, 'JAIN'],
    ] as const) {
      const applied = await send('POST', foodPaths.apply, {
        tenant_ids: [resident.id],
        is_active: true,
        meal_types: ['DINNER'],
        diet,
      })
      expect(applied.status).toBe(200)
    }
    const skip = await send<Data<{ id: number }>>('POST', foodPaths.addSkip, {
      tenant_id: jain.id,
      meal_type: 'DINNER',
      date: today,
    })
    expect(skip.status).toBe(200)
    skipId = skip.body.data.id
    passId = await outing(egg.id)
    const logged = await send<Data<Meal>>('POST', paths.log, {
      property_id: propertyId,
      date: today,
      meal_type: 'DINNER',
      guests: before.guests + 2,
    })
    expect(logged.status).toBe(200)

    const after = await dinner()
    expect(logged.body.data).toEqual(after)
    expect(after).toMatchObject({
      opted_in: before.opted_in + 3,
      skipped: before.skipped + 1,
      away: before.away + 1,
      guests: before.guests + 2,
      expected: before.expected + 3,
      is_locked: false,
    })
    expect(dietCount(after, 'VEG')).toBe(dietCount(before, 'VEG') + 1)
    expect(dietCount(after, 'EGG')).toBe(dietCount(before, 'EGG'))
    expect(dietCount(after, 'JAIN')).toBe(dietCount(before, 'JAIN'))
    expect(after.by_diet.map((row) => row.diet)).toEqual(['VEG', 'NON_VEG', 'EGG', 'JAIN'])
  })

  it('locks at the cut-off: a pass cancelled or approved later, or an opt-in gone, no longer moves it', async () => {
    const live = await dinner()
    // 10:00 → the cut-off at 17:00.
    server.clock.advance(new Date(live.cutoff_at).getTime() - server.clock.now().getTime())
    const locked = await dinner()
    expect(locked).toEqual({ ...live, is_locked: true })
    expect((await send('POST', paths.passAction(passId), { action: 'CANCEL' })).status).toBe(200)
    await outing(residents[3].id)
    await send('POST', foodPaths.cancelSkip(skipId))
    await server.app.db.deleteFrom('food_opt_ins').where('tenant_id', '=', residents[0].id).execute()
    server.clock.advance(30 * MINUTE)
    expect(await dinner()).toEqual(locked)
  })
})

describe('analytics', () => {
  type Analytics = {
    from_date: string
    to_date: string
    planned: number
    served: number | null
    skipped: number
    days: { expected: number; served: number | null; skipped: number; away: number }[]
    months: {
      month: string
      mess_expense_paise: number
      plates: number
      cost_per_plate_paise: number | null
    }[]
    rebates: { rebate_days: number; rebate_paise: number }[]
    skips_by_source: { source: string; count: number }[]
    cost_per_plate_paise: number | null
  }
  const analytics = (query = '') =>
    send<Data<Analytics> & Failure>(
      'GET',
      `/food/api/v1/operator/analytics?property_id=${propertyId}${query}`,
    )

  it('covers the last 30 days to yesterday, every served meal, with rebates owed', async () => {
    const answer = await analytics()
    expect(answer.status).toBe(200)
    const data = answer.body.data
    expect({ from: data.from_date, to: data.to_date }).toEqual({ from: '2026-10-23', to: '2026-11-21' })
    expect(data.planned).toBe(data.days.reduce((sum, day) => sum + day.expected, 0))
    expect(data.skipped).toBe(data.days.reduce((sum, day) => sum + day.skipped + day.away, 0))
    expect(data.skipped).toBeGreaterThan(0)
    expect(data.rebates.length).toBeGreaterThan(0)
    expect(data.months.map((month) => month.month)).toEqual([
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ])
  })

  it('prices a plate from the month’s mess expenses, not voided ones nor other groups', async () => {
    const expenses = '/expense/api/v1/operator'
    const categories = await send<Data<{ results: { id: number; code: string }[] }>>(
      'GET',
      `${expenses}/category/list?limit=50`,
    )
    const idOf = (code: string) => categories.body.data.results.find((category) => category.code === code)?.id
    const november = async () => (await analytics()).body.data.months[5]
    const before = await november()
    const add = (code: string, amount: number) =>
      send<Data<{ expense: { id: number } }>>('POST', `${expenses}/expense/add`, {
        category_id: idOf(code),
        property_id: propertyId,
        amount_paise: amount,
        expense_date: '2026-11-18',
        payment_mode: 'CASH',
      })
    const groceries = await add('GROCERIES', 12_345_00)
    expect(groceries.status).toBe(201)
    const lpg = await add('LPG', 1_000_00)
    expect((await add('OTHER', 50_000_00)).status).toBe(201)
    await send('DELETE', `${expenses}/expense/${lpg.body.data.expense.id}/delete`, {
      reason: 'Entered twice',
    })
    const after = await november()
    expect(after.mess_expense_paise).toBe(before.mess_expense_paise + 12_345_00)
    expect(after.plates).toBe(before.plates)
    expect(after.plates).toBeGreaterThan(0)
    expect(after.cost_per_plate_paise).toBe(Math.round(after.mess_expense_paise / after.plates))
  })

  it('refuses a range over 92 days or backwards, naming the field', async () => {
    const long = await analytics('&from_date=2026-06-01&to_date=2026-09-30')
    expect(long.status).toBe(400)
    expect(long.body.errors?.[0].field).toBe('query.to_date')
    const backwards = await analytics('&from_date=2026-11-10&to_date=2026-11-01')
    expect(backwards.status).toBe(400)
    expect(backwards.body.errors?.[0].field).toBe('query.from_date')
  })
})

describe('the meal log', () => {
  it('takes guests only until the cut-off, naming it', async () => {
    const late = await send<Failure>('POST', paths.log, {
      property_id: propertyId,
      date: today,
      meal_type: 'DINNER',
      guests: 1,
    })
    expect(late.status).toBe(409)
    expect(late.body.message).toBe('Guests for dinner closed at the cut-off, 5:00 pm on Sun 22 Nov.')
    expect(late.body.errors?.[0].field).toBe('body.guests')
  })

  it('takes plates served and waste only once the meal has started', async () => {
    const early = await send<Failure>('POST', paths.log, {
      property_id: propertyId,
      date: today,
      meal_type: 'DINNER',
      served: 40,
    })
    expect(early.status).toBe(409)
    expect(early.body.errors?.[0].field).toBe('body.served')
    const now = server.clock.now().getTime()
    server.clock.advance(new Date(`${today}T20:30:00+05:30`).getTime() - now)
    const logged = await send<Data<Meal>>('POST', paths.log, {
      property_id: propertyId,
      date: today,
      meal_type: 'DINNER',
      served: 40,
      waste_grams: 3500,
    })
    expect(logged.status).toBe(200)
    expect(logged.body.data).toMatchObject({ served: 40, is_locked: true })
  })

  it('refuses a meal the property does not serve that day', async () => {
    const properties = await server.app.db
      .selectFrom('food_meal_slots')
      .select('property_id')
      .where('meal_type', '=', 'SNACKS')
      .where('is_enabled', '=', 0)
      .where('operator_id', '=', (await demoOperatorProperty(server.app.db)).operatorId)
      .executeTakeFirstOrThrow()
    const off = await send<Failure>('POST', paths.log, {
      property_id: properties.property_id,
      date: today,
      meal_type: 'SNACKS',
      guests: 1,
    })
    expect(off.status).toBe(409)
    expect(off.body.message).toMatch(/does not serve snacks on Sun 22 Nov\.$/)
  })
})
