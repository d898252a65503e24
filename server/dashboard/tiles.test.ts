import { addDays, kolkataDate } from '../calendar'
import { HOUR } from '../clock'
import { DEMO_OPERATOR, SECOND_OPERATOR } from '../seed'
import { board, paths, propertyIds, type Data, type Failure } from '../testing/inventoryKit'
import { startTestServer, type TestServer } from '../testing/testServer'

/**
 * Every dashboard tile against the list it opens: the same filter on the list gives the tile's count and sum. Runs
 * over every property and over one, for the demo operator, and checks a second operator sees none of it.
 */

type Figures = Record<string, number>
type Period = { preset: string; from: string; to: string; label: string }
type Dashboard = {
  as_of: string
  period: Period
  property_ids: number[]
  occupancy: Figures
  collections: Figures
  dues_ageing: Figures
  movements: Figures
  complaints: Figures
  expenses: Figures
  staff: Figures
  attendance: Figures
  trends: {
    months: { month: string; occupancy_bps: number; expected_paise: number; collected_paise: number }[]
  }
}
type CollectionTotals = {
  count: number
  total_amount_paise: number
  total_paid_paise: number
  total_balance_paise: number
}

const MODULES = [
  'occupancy',
  'collections',
  'dues_ageing',
  'movements',
  'complaints',
  'expenses',
  'food',
  'staff',
  'attendance',
  'trends',
]
const BUCKETS = ['d1_30', 'd31_60', 'd61_90', 'd90_plus'] as const
const OPEN_STATES = 'OPEN,IN_PROGRESS,ON_HOLD'

let server: TestServer
let token: string
let ids: Record<string, number>
let today: string
beforeAll(async () => {
  server = await startTestServer({ rateLimit: false })
  token = await server.signIn(DEMO_OPERATOR.phone)
  ids = await propertyIds(server, token)
  today = kolkataDate(server.clock.now())
})
afterAll(() => server.close())

async function get<T>(path: string, as = token): Promise<T> {
  const answer = await server.call<Data<T> & Failure>('GET', path, { token: as })
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${answer.body.message}`)
  return answer.body.data
}

const dashboard = (query: string, as = token) => get<Dashboard>(paths.dashboard(`?${query}`), as)
const collections = (query: string) =>
  get<CollectionTotals>(`/payment/api/v1/operator/collection/list?limit=1&${query}`)
const count = async (path: string) => (await get<{ count: number }>(path)).count

describe.each([
  ['every property', () => ({ dashboard: '', list: '', tenants: '' })],
  [
    'one property',
    () => {
      const id = ids['Koramangala Boys PG']
      return { dashboard: `&property_ids=${id}`, list: `&property_ids=${id}`, tenants: `&property_id=${id}` }
    },
  ],
])('each tile is its list, over %s', (_name, scopeOf) => {
  let data: Dashboard
  let scope: ReturnType<typeof scopeOf>
  beforeAll(async () => {
    scope = scopeOf()
    data = await dashboard(`period=this_month${scope.dashboard}`)
  })

  it('collections: expected and collected are the period’s collections, due and due today the Due tab’s', async () => {
    const { from, to } = data.period
    const expected = await collections(`status=all&due_from=${from}&due_to=${to}${scope.list}`)
    expect(data.collections).toMatchObject({
      expected_count: expected.count,
      expected_paise: expected.total_amount_paise,
      collected_paise: expected.total_paid_paise,
    })
    expect(data.collections.expected_count).toBeGreaterThan(0)
    expect(data.collections.collected_paise).toBeGreaterThan(0)
    expect(data.collections.efficiency_bps).toBe(
      Math.round((data.collections.collected_paise * 10_000) / data.collections.expected_paise),
    )
    const dueToday = await collections(`status=due&due_from=${today}&due_to=${today}${scope.list}`)
    expect(data.collections).toMatchObject({
      due_today_count: dueToday.count,
      due_today_paise: dueToday.total_balance_paise,
    })
    const due = await collections(`status=due&due_to=${today}${scope.list}`)
    expect(data.collections.due_paise).toBe(due.total_balance_paise)
    const received = await get<{ total_paise: number }>(
      `/payment/api/v2/operator/collection/transactions/list?filter_version=v3&limit=1&month=${today.slice(0, 7)}${scope.list}`,
    )
    expect(data.collections.received_paise).toBe(received.total_paise)
  })

  it('dues ageing: each bucket is the Due tab with ageing=<bucket>; overdue is their total', async () => {
    let total = 0
    let totalCount = 0
    for (const bucket of BUCKETS) {
      const listed = await collections(`status=due&ageing=${bucket}${scope.list}`)
      expect([bucket, data.dues_ageing[`${bucket}_count`], data.dues_ageing[`${bucket}_paise`]]).toEqual([
        bucket,
        listed.count,
        listed.total_balance_paise,
      ])
      total += listed.total_balance_paise
      totalCount += listed.count
    }
    expect(data.dues_ageing).toMatchObject({ total_paise: total, total_count: totalCount })
    expect(data.collections).toMatchObject({ overdue_paise: total, overdue_count: totalCount })
    expect(data.dues_ageing.d31_60_count).toBeGreaterThan(0)
    expect(data.dues_ageing.d90_plus_count).toBeGreaterThan(0)
  })

  it('movements: on notice and beds freeing in 7 and 30 days are the On notice tab with leaving_by', async () => {
    const tenants = (query: string) =>
      count(`/onboarding/api/v1/operator/tenant/list?type=on_notice&limit=1${scope.tenants}${query}`)
    expect(data.movements.on_notice).toBe(await tenants(''))
    expect(data.movements.freeing_7_days).toBe(await tenants(`&leaving_by=${addDays(today, 7)}`))
    expect(data.movements.freeing_30_days).toBe(await tenants(`&leaving_by=${addDays(today, 30)}`))
    expect(data.movements.freeing_30_days).toBeGreaterThan(0)
  })

  it('movements: the period’s move-ins and move-outs are the All tab with moved_in_from/to and moved_out_from/to', async () => {
    const { from, to } = data.period
    const tenants = (query: string) =>
      count(`/onboarding/api/v1/operator/tenant/list?type=all&limit=1${scope.tenants}${query}`)
    expect(data.movements.move_ins).toBe(await tenants(`&moved_in_from=${from}&moved_in_to=${to}`))
    expect(data.movements.move_outs).toBe(await tenants(`&moved_out_from=${from}&moved_out_to=${to}`))
    const year = await dashboard(`period=this_year${scope.dashboard}`)
    expect(year.movements.move_ins).toBe(
      await tenants(`&moved_in_from=${year.period.from}&moved_in_to=${year.period.to}`),
    )
    expect(year.movements.move_outs).toBe(
      await tenants(`&moved_out_from=${year.period.from}&moved_out_to=${year.period.to}`),
    )
    expect(year.movements.move_ins).toBeGreaterThan(0)
    expect(year.movements.move_outs).toBeGreaterThan(0)
  })

  it('movements: notices given in the period are the All tab with noticed_from/to', async () => {
    const tenants = (query: string) =>
      count(`/onboarding/api/v1/operator/tenant/list?type=all&limit=1${scope.tenants}${query}`)
    expect(data.movements.notices).toBe(
      await tenants(`&noticed_from=${data.period.from}&noticed_to=${data.period.to}`),
    )
    const year = await dashboard(`period=this_year${scope.dashboard}`)
    expect(year.movements.notices).toBe(
      await tenants(`&noticed_from=${year.period.from}&noticed_to=${year.period.to}`),
    )
    expect(year.movements.notices).toBeGreaterThan(0)
  })

  it('complaints: open, in progress, breached and near breach are the complaints list’s', async () => {
    const complaints = (query: string) =>
      count(`/complaint/api/v1/operator/complaint/list?limit=1${scope.list}&${query}`)
    expect(data.complaints).toMatchObject({
      open: await complaints(`status=${OPEN_STATES}`),
      in_progress: await complaints('status=IN_PROGRESS,ON_HOLD'),
      breached: await complaints(`status=${OPEN_STATES}&sla_state=BREACHED`),
      near_breach: await complaints('sla_state=DUE_SOON'),
    })
    expect(data.complaints.open).toBeGreaterThan(0)
  })

  it('complaints: resolved in the period is the complaints list with resolved_from/to', async () => {
    const resolved = (period: { from: string; to: string }) =>
      count(
        `/complaint/api/v1/operator/complaint/list?limit=1${scope.list}&resolved_from=${period.from}&resolved_to=${period.to}`,
      )
    expect(data.complaints.resolved).toBe(await resolved(data.period))
    const year = await dashboard(`period=this_year${scope.dashboard}`)
    expect(year.complaints.resolved).toBe(await resolved(year.period))
    expect(year.complaints.resolved).toBeGreaterThan(0)
  })

  it('expenses: the period’s total is the expenses list’s; net operating income is income received less it', async () => {
    const { from, to } = data.period
    const expenses = await get<{ total_paise: number }>(
      `/expense/api/v1/operator/expense/list?limit=1&from_date=${from}&to_date=${to}${scope.tenants}`,
    )
    expect(data.expenses.total_paise).toBe(expenses.total_paise)
    expect(data.expenses.net_operating_income_paise).toBeLessThan(
      data.collections.received_paise - data.expenses.total_paise,
    )
  })

  it('staff and attendance: cash in hand and overdue passes are their lists’', async () => {
    const staff = await get<{ results: { cash_in_hand_paise: number }[] }>(
      `/payment/api/v2/operator/staff/collection/list?limit=100${scope.list}`,
    )
    const holding = staff.results.filter((row) => row.cash_in_hand_paise > 0)
    expect(data.staff).toEqual({
      cash_in_hand_paise: holding.reduce((sum, row) => sum + row.cash_in_hand_paise, 0),
      staff_holding_cash: holding.length,
    })
    expect(data.attendance.overdue).toBe(
      await count(`/outpass/api/v1/operator/outpass/list?status=OVERDUE&limit=1${scope.list}`),
    )
    // Absent tonight: the absentees of each property's roll-call (the Attendance tab shows one property).
    let absentees = 0
    for (const id of data.property_ids) {
      const night = await get<{ absentees: unknown[] }>(
        `/attendance/api/v1/operator/property/${id}/floor/list?limit=50&attendance_date=${today}`,
      )
      absentees += night.absentees.length
    }
    expect(data.attendance.absent_tonight).toBe(absentees)
  })

  it('occupancy: today’s bed-nights are today’s beds; trends end with this month', async () => {
    const day = await dashboard(`period=today&data_modules=occupancy${scope.dashboard}`)
    const beds = day.occupancy
    expect(beds.occupied_bed_nights).toBe(beds.occupied_beds + beds.ending_beds)
    expect(beds.bed_nights - beds.blocked_bed_nights).toBe(beds.total_beds)
    expect(beds.occupancy_bps).toBe(beds.occupied_now_bps)
    const nights = data.occupancy
    expect(nights.bed_nights).toBe(beds.bed_nights * Number(today.slice(8)))
    const months = data.trends.months
    expect(months).toHaveLength(12)
    expect(months[11]).toEqual({
      month: today.slice(0, 7),
      occupancy_bps: nights.occupancy_bps,
      expected_paise: data.collections.expected_paise,
      collected_paise: data.collections.collected_paise,
    })
    expect(months[0].month).toBe('2025-12')
  })
})

it('the bed board agrees with the occupancy block on a property', async () => {
  const id = ids['Koramangala Boys PG']
  const beds = await board(server, token, id)
  const data = await dashboard(`property_ids=${id}&data_modules=occupancy`)
  expect(data.occupancy).toMatchObject({ total_beds: beds.count, occupied_beds: beds.status_counts.occupied })
})

it('a custom period needs both dates, in order, at most 366 days apart (400 naming the field)', async () => {
  const wrong = async (query: string) => {
    const answer = await server.call<Failure>('GET', paths.dashboard(`?data_modules=collections&${query}`), {
      token,
    })
    expect(answer.status).toBe(400)
    return [answer.body.message, answer.body.errors?.[0]?.field]
  }
  expect(await wrong('period=custom&to_date=2026-11-01')).toEqual([
    'A custom period needs from_date.',
    'query.from_date',
  ])
  expect(await wrong('period=custom&from_date=2026-11-01')).toEqual([
    'A custom period needs to_date.',
    'query.to_date',
  ])
  expect(await wrong('period=custom&from_date=2026-11-02&to_date=2026-11-01')).toEqual([
    'to_date must not be before from_date.',
    'query.to_date',
  ])
  expect(await wrong('period=custom&from_date=2025-11-01&to_date=2026-11-03')).toEqual([
    'A custom period is at most 366 days.',
    'query.to_date',
  ])
  expect(await wrong('period=this_month&from_date=2026-11-01')).toEqual([
    'from_date is only for period=custom.',
    'query.from_date',
  ])
  const year = await dashboard(
    'period=custom&from_date=2025-11-01&to_date=2026-11-02&data_modules=collections',
  )
  expect(year.period).toEqual({
    preset: 'custom',
    from: '2025-11-01',
    to: '2026-11-02',
    label: '1 Nov 2025 – 2 Nov 2026',
  })
})

it("another operator's property is a 400 and none of its figures leak", async () => {
  const other = await server.signIn(SECOND_OPERATOR.phone)
  const mine = Object.values(ids)[0]
  const answer = await server.call<Failure>('GET', paths.dashboard(`?property_ids=${mine}`), { token: other })
  expect(answer.status).toBe(400)
  expect(answer.body).toEqual({
    message: `Property ${mine} is not one of your properties.`,
    errors: [{ field: 'query.property_ids', message: `Property ${mine} is not one of your properties.` }],
  })
  const theirs = await dashboard('data_modules=occupancy,dues_ageing', other)
  expect(theirs.property_ids.some((id) => Object.values(ids).includes(id))).toBe(false)
  const all = await dashboard('data_modules=occupancy,dues_ageing')
  expect(theirs.occupancy.total_beds).toBeLessThan(all.occupancy.total_beds)
  expect(theirs.dues_ageing.total_count).toBeLessThan(all.dues_ageing.total_count)
})

it('answers every block over the demo data in a few tens of milliseconds (median of 10)', async () => {
  const headers = { 'X-User-Type': 'operator', 'X-Source': 'desktop', Authorization: `Token ${token}` }
  const median = async (query: string) => {
    const took: number[] = []
    for (let call = 0; call < 10; call += 1) {
      // Plain HTTP, without the test's contract check of the answer: the server's time as a client sees it.
      const started = performance.now()
      const answer = await fetch(`${server.url}${paths.dashboard(`?${query}`)}`, { headers })
      await answer.text()
      took.push(performance.now() - started)
      expect(answer.status).toBe(200)
    }
    took.sort((a, b) => a - b)
    return (took[4] + took[5]) / 2
  }
  const lines = []
  for (const module of MODULES)
    lines.push(`${module} ${(await median(`data_modules=${module}`)).toFixed(1)} ms`)
  const all = await median('period=this_month')
  console.info(
    `Dashboard over the demo data, median of 10 calls: every block ${all.toFixed(1)} ms; ${lines.join(', ')}`,
  )
  expect(all).toBeLessThan(1_000)
})

describe('period presets around month, quarter and financial-year ends', () => {
  let clocked: TestServer
  let clockedToken: string
  beforeAll(async () => {
    clocked = await startTestServer({ rateLimit: false })
    clockedToken = await clocked.signIn(DEMO_OPERATOR.phone)
  })
  afterAll(() => clocked.close())

  const periods = async () => {
    const answer = await clocked.call<Data<{ filters: { key: string; options: { value: string }[] }[] }>>(
      'GET',
      paths.dashboardFilters,
      { token: clockedToken },
    )
    expect(answer.status).toBe(200)
    const resolved: Record<string, Period> = {}
    for (const preset of [
      'this_week',
      'this_month',
      'last_month',
      'this_quarter',
      'last_quarter',
      'this_year',
    ]) {
      const data = await clocked.call<Data<Dashboard>>(
        'GET',
        paths.dashboard(`?data_modules=dues_ageing&period=${preset}`),
        { token: clockedToken },
      )
      resolved[preset] = data.body.data.period
    }
    return resolved
  }

  /** Moves the clock to an Asia/Kolkata day and hour, signing in again (sessions end). */
  const moveTo = async (day: string, hour: number) => {
    const target = new Date(`${day}T00:00:00.000Z`).getTime() + hour * HOUR - 5.5 * HOUR
    clocked.clock.advance(target - clocked.clock.now().getTime())
    clockedToken = await clocked.signIn(DEMO_OPERATOR.phone)
  }

  it('the last evening of March is still the old financial year; just after midnight IST the new one', async () => {
    await moveTo('2027-03-31', 23)
    const march = await periods()
    expect(march.this_month).toMatchObject({
      from: '2027-03-01',
      to: '2027-03-31',
      label: 'This month (Mar 2027)',
    })
    expect(march.this_quarter).toMatchObject({
      from: '2027-01-01',
      to: '2027-03-31',
      label: 'This quarter (Jan–Mar 2027)',
    })
    expect(march.last_quarter).toMatchObject({ from: '2026-10-01', to: '2026-12-31' })
    expect(march.this_year).toMatchObject({
      from: '2026-04-01',
      to: '2027-03-31',
      label: 'This year (FY 2026–27)',
    })

    await moveTo('2027-04-01', 1)
    const april = await periods()
    expect(april.this_month).toMatchObject({ from: '2027-04-01', to: '2027-04-30' })
    expect(april.last_month).toMatchObject({ from: '2027-03-01', to: '2027-03-31' })
    expect(april.this_quarter).toMatchObject({
      from: '2027-04-01',
      to: '2027-06-30',
      label: 'This quarter (Apr–Jun 2027)',
    })
    expect(april.last_quarter).toMatchObject({ from: '2027-01-01', to: '2027-03-31' })
    expect(april.this_year).toMatchObject({
      from: '2027-04-01',
      to: '2028-03-31',
      label: 'This year (FY 2027–28)',
    })
    // 1 April 2027 is a Thursday: the week began on Monday 29 March.
    expect(april.this_week).toMatchObject({ from: '2027-03-29', to: '2027-04-04' })
  })

  it('a new calendar year stays in the financial year; last month crosses back into December', async () => {
    await moveTo('2028-01-01', 0.5)
    const january = await periods()
    expect(january.this_month).toMatchObject({ from: '2028-01-01', to: '2028-01-31' })
    expect(january.last_month).toMatchObject({
      from: '2027-12-01',
      to: '2027-12-31',
      label: 'Last month (Dec 2027)',
    })
    expect(january.this_quarter).toMatchObject({ from: '2028-01-01', to: '2028-03-31' })
    expect(january.last_quarter).toMatchObject({ from: '2027-10-01', to: '2027-12-31' })
    expect(january.this_year).toMatchObject({ from: '2027-04-01', to: '2028-03-31' })
  })
})

it('a move-in or move-out period on the tenants list needs both days (400 naming the missing one)', async () => {
  const answer = await server.call<Failure>(
    'GET',
    `/onboarding/api/v1/operator/tenant/list?type=all&moved_out_from=${today}`,
    { token },
  )
  expect(answer.status).toBe(400)
  expect(JSON.stringify(answer.body)).toContain('query.moved_out_to')
})

it('a resolved period on the complaints list needs both days (400 naming the missing one)', async () => {
  const answer = await server.call<Failure>(
    'GET',
    `/complaint/api/v1/operator/complaint/list?resolved_from=${today}`,
    { token },
  )
  expect(answer.status).toBe(400)
  expect(JSON.stringify(answer.body)).toContain('query.resolved_to')
})
