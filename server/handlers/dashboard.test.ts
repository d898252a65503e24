import { kolkataDate } from '../calendar'
import { DEMO_OPERATOR } from '../seed'
import {
  board,
  paths,
  propertyIds,
  waitingTenants,
  type Data,
  type Failure,
  type StatusCounts,
} from '../testing/inventoryKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type Occupancy = {
  total_beds: number
  occupied_beds: number
  booked_beds: number
  ending_beds: number
  available_beds: number
  occupied_now_bps: number
  bed_nights: number
  occupied_bed_nights: number
  blocked_bed_nights: number
  occupancy_bps: number
  vacant_by_sharing: { sharing: number; is_ac: boolean; available_beds: number }[]
}
type Movement = {
  tenant_id: number
  tenant_name: string
  date: string
  property_name: string
  bed_name: string | null
}
type Dashboard = {
  as_of: string
  period: { preset: string; from: string; to: string; label: string }
  property_ids: number[]
  data_modules: string[]
  occupancy?: Occupancy
  collections?: Record<string, number>
  dues_ageing?: Record<string, number>
  movements?: {
    move_ins: number
    move_outs: number
    on_notice: number
    upcoming_move_ins: Movement[]
    upcoming_move_outs: Movement[]
  }
  complaints?: Record<string, number>
  food?: { date: string; next_meal: unknown; meals: unknown[] }
  attendance?: Record<string, number>
  expenses?: { total_paise: number; by_category: { amount_paise: number }[] }
}
type Filters = {
  filters: {
    key: string
    label: string
    multiple: boolean
    options: { value: string; label: string; count: number | null }[]
  }[]
}

let server: TestServer
let token: string
let ids: Record<string, number>
let today: string
beforeEach(async () => {
  server = await startTestServer({ database: ':memory:' })
  token = await server.signIn(DEMO_OPERATOR.phone)
  ids = await propertyIds(server, token)
  today = kolkataDate(server.clock.now())
})
afterEach(() => server.close())

const dashboard = async (query = '') => {
  const answer = await server.call<Data<Dashboard> & Failure>('GET', paths.dashboard(query), { token })
  expect(answer.status).toBe(200)
  return answer.body.data
}

const sum = (counts: StatusCounts[]) =>
  counts.reduce(
    (total, count) => ({
      available: total.available + count.available,
      occupied: total.occupied + count.occupied,
      booked: total.booked + count.booked,
      ending: total.ending + count.ending,
    }),
    { available: 0, occupied: 0, booked: 0, ending: 0 },
  )

it('answers every section for all properties this month, with real occupancy and movements', async () => {
  const data = await dashboard()
  expect(data).toMatchObject({
    as_of: today,
    period: { preset: 'this_month', from: '2026-11-01', to: '2026-11-30', label: 'This month (Nov 2026)' },
    property_ids: Object.values(ids).sort((a, b) => a - b),
    data_modules: [
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
    ],
  })
  const boards = await Promise.all(Object.values(ids).map((id) => board(server, token, id)))
  const counts = sum(boards.map((beds) => beds.status_counts))
  const beds = boards.reduce((total, beds) => total + beds.count, 0)
  expect(data.occupancy).toMatchObject({
    total_beds: beds,
    occupied_beds: counts.occupied,
    booked_beds: counts.booked,
    ending_beds: counts.ending,
    available_beds: counts.available,
    occupied_now_bps: Math.round(((counts.occupied + counts.ending) * 10_000) / beds),
  })
  expect(data.occupancy!.vacant_by_sharing.reduce((total, row) => total + row.available_beds, 0)).toBe(
    counts.available,
  )
  expect(data.occupancy!.vacant_by_sharing.map((row) => row.sharing)).toEqual(
    [...data.occupancy!.vacant_by_sharing.map((row) => row.sharing)].sort(),
  )

  const movements = data.movements!
  expect(movements.on_notice).toBe(counts.ending)
  expect(movements.upcoming_move_ins).toHaveLength(10)
  expect(movements.upcoming_move_ins.every((move) => move.date > today)).toBe(true)
  expect(movements.upcoming_move_outs.every((move) => move.date >= today)).toBe(true)
  const dates = movements.upcoming_move_ins.map((move) => move.date)
  expect(dates).toEqual([...dates].sort())

  // The four meals of today over every property (their equality with getFoodHeadcount: foodKitchen.test.ts).
  expect(data.food).toEqual({ date: today, next_meal: expect.anything(), meals: expect.any(Array) })
  expect(data.food!.meals).toHaveLength(4)
})

it('counts passes as the pass list does, and the night’s late entries as the roll-call does', async () => {
  const property = Object.values(ids)[0]
  const floors = async () =>
    (
      await server.call<Data<{ results: { floor_id: number }[]; totals: { late: number } }>>(
        'GET',
        `/attendance/api/v1/operator/property/${property}/floor/list?attendance_date=${today}`,
        { token },
      )
    ).body.data
  const sheet = await server.call<Data<{ entries: { tenant_id: number }[] }>>(
    'GET',
    `/attendance/api/v1/operator/attendance/${property}?attendance_date=${today}&floor_id=${(await floors()).results[0].floor_id}`,
    { token },
  )
  const marked = await server.call('POST', `/attendance/api/v1/operator/attendance/${property}`, {
    token,
    body: {
      attendance_date: today,
      floor_id: (await floors()).results[0].floor_id,
      entries: sheet.body.data.entries
        .slice(0, 2)
        .map((entry) => ({ tenant_id: entry.tenant_id, status: 'LATE', late_entry_time: '22:40' })),
    },
  })
  expect(marked.status).toBe(200)

  const passes = (
    await server.call<Data<{ status_counts: Record<string, number> }>>(
      'GET',
      `/outpass/api/v1/operator/outpass/list?property_ids=${property}`,
      { token },
    )
  ).body.data.status_counts
  const { attendance } = await dashboard(`?property_ids=${property}&data_modules=attendance`)
  expect(attendance).toMatchObject({
    out_now: passes.OUT ?? 0,
    overdue: passes.OVERDUE ?? 0,
    pending_approval: passes.PENDING ?? 0,
    late_entries_today: (await floors()).totals.late,
  })
  expect(attendance).toMatchObject({ overdue: 1, late_entries_today: 2 })

  // Tomorrow's night has no late entries yet.
  server.clock.advance(24 * 3_600_000)
  expect((await dashboard(`?property_ids=${property}&data_modules=attendance`)).attendance).toMatchObject({
    late_entries_today: 0,
  })
})

it('answers only the sections asked for, for the chosen properties, period and day', async () => {
  const id = ids['Viman Nagar Girls Hostel']
  const data = await dashboard(
    `?data_modules=movements,occupancy&property_ids=${id}&period=last_month&date=2026-10-15`,
  )
  expect(data).toMatchObject({
    as_of: '2026-10-15',
    period: { preset: 'last_month', from: '2026-09-01', to: '2026-09-30', label: 'Last month (Sep 2026)' },
    property_ids: [id],
    data_modules: ['occupancy', 'movements'],
  })
  expect(Object.keys(data).sort()).toEqual([
    'as_of',
    'data_modules',
    'movements',
    'occupancy',
    'period',
    'property_ids',
  ])
  const then = await board(server, token, id, '?current_date=2026-10-15')
  expect(data.occupancy).toMatchObject({ total_beds: then.count, occupied_beds: then.status_counts.occupied })

  const wrong = await server.call<Failure>('GET', paths.dashboard('?data_modules=occupancy,weather'), {
    token,
  })
  expect(wrong).toMatchObject({
    status: 400,
    body: { message: 'Data modules is not in the expected format.' },
  })
  const unknown = await server.call<Failure>('GET', paths.dashboard('?property_ids=999999'), { token })
  expect(unknown.body.message).toBe('Property 999999 is not one of your properties.')
})

it('follows allotments: a move-in today shows in occupancy and this week’s move-ins', async () => {
  const id = ids['Koramangala Boys PG']
  const before = await dashboard(`?property_ids=${id}&data_modules=occupancy,movements`)
  const bed = (await board(server, token, id, '?status2=1')).results[0]
  const [tenant] = await waitingTenants(server, token, id)
  await server.call('POST', paths.allot(bed.id), { token, body: { tenant_id: tenant.id, from_date: today } })
  const after = await dashboard(`?property_ids=${id}&data_modules=occupancy,movements`)
  expect(after.occupancy!.occupied_beds).toBe(before.occupancy!.occupied_beds + 1)
  expect(after.occupancy!.available_beds).toBe(before.occupancy!.available_beds - 1)
  expect(after.movements!.move_ins).toBe(before.movements!.move_ins + 1)
  expect(after.occupancy!.occupied_bed_nights).toBe(before.occupancy!.occupied_bed_nights + 1)
})

it('offers properties with their beds, period presets naming their dates and the sections as filters', async () => {
  const { status, body } = await server.call<Data<Filters>>('GET', paths.dashboardFilters, { token })
  expect(status).toBe(200)
  const [properties, periods, modules] = body.data.filters
  expect(properties).toMatchObject({ key: 'property_ids', multiple: true })
  const boards = Object.fromEntries(
    await Promise.all(
      Object.entries(ids).map(async ([name, id]) => [name, (await board(server, token, id)).count]),
    ),
  )
  expect(properties.options).toEqual(
    Object.entries(ids)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, id]) => ({ value: String(id), label: name, count: boards[name] })),
  )
  expect(periods).toMatchObject({ key: 'period', multiple: false })
  expect(periods.options.map((option) => [option.value, option.label])).toEqual([
    ['today', 'Today (22 Nov 2026)'],
    ['yesterday', 'Yesterday (21 Nov 2026)'],
    ['this_week', 'This week (16 Nov 2026 – 22 Nov 2026)'],
    ['last_week', 'Last week (9 Nov 2026 – 15 Nov 2026)'],
    ['this_month', 'This month (Nov 2026)'],
    ['last_month', 'Last month (Oct 2026)'],
    ['this_quarter', 'This quarter (Oct–Dec 2026)'],
    ['last_quarter', 'Last quarter (Jul–Sep 2026)'],
    ['this_year', 'This year (FY 2026–27)'],
    ['previous_year', 'Previous year (FY 2025–26)'],
    ['custom', 'Custom dates'],
  ])
  expect(modules.options.map((option) => option.value)).toEqual([
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
  ])
})

it('keeps its figures between reads until the operator writes: a payment shows on the next read', async () => {
  const before = await dashboard('?data_modules=collections')
  expect(await dashboard('?data_modules=collections')).toEqual(before)
  const due = await server.call<Data<{ results: { id: number; balance_paise: number }[] }>>(
    'GET',
    '/payment/api/v1/operator/collection/list?status=due&offset=0&limit=1',
    { token },
  )
  const [collection] = due.body.data.results
  const paid = await server.call('POST', `/payment/api/v1/operator/collection/${collection.id}/mark_paid`, {
    token,
    body: { amount_paise: 100, mode: 'CASH', paid_on: today },
  })
  expect(paid.status).toBe(200)
  const after = await dashboard('?data_modules=collections')
  expect(after.collections?.collected_today_paise).toBe(
    (before.collections?.collected_today_paise ?? 0) + 100,
  )
  expect(after.collections?.received_paise).toBe((before.collections?.received_paise ?? 0) + 100)
})
