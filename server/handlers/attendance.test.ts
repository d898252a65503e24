import { DEMO_OPERATOR } from '../seed'
import { demoOperatorProperty } from '../testing/attendanceKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type Data<T> = { data: T }
type Failure = { message: string; errors?: { field: string; message: string }[] }
type Counts = {
  total_tenants: number
  present: number
  absent: number
  leave: number
  late: number
  unmarked: number
}
type Floor = Counts & { floor_id: number; floor_name: string }
type FloorPage = {
  count: number
  results: Floor[]
  attendance_date: string
  roll_call_time: string
  totals: Counts
  absentees: { tenant_id: number; floor_id: number; remarks: string | null }[]
}
type Entry = {
  tenant_id: number
  status: string
  late_entry_time: string | null
  remarks: string | null
  outpass_id: number | null
  outpass_status: string | null
  marked_by_name: string | null
  history: { status: string; late_entry_time: string | null; marked_by_name: string | null }[]
}
type Sheet = { floor_id: number; floor_name: string; summary: Floor; entries: Entry[] }

const TODAY = '2026-11-22'
const YESTERDAY = '2026-11-21'
const TOMORROW = '2026-11-23'

let server: TestServer
let token: string
let propertyId: number
let operatorName: string
/** Floors of the first property with tonight's residents who have no pass of their own. */
let floors: { id: number; tenants: number[] }[]

const floorsPath = (query = '') => `/attendance/api/v1/operator/property/${propertyId}/floor/list${query}`
const sheetPath = (query = '') => `/attendance/api/v1/operator/attendance/${propertyId}${query}`
const send = <T>(method: string, path: string, body?: unknown) =>
  server.call<T>(method, path, { token, body })
const sheet = async (floorId: number, date = TODAY) =>
  (await send<Data<Sheet>>('GET', sheetPath(`?floor_id=${floorId}&attendance_date=${date}`))).body.data
const entryOf = (answer: Sheet, tenantId: number) =>
  answer.entries.find((entry) => entry.tenant_id === tenantId)
const mark = (floorId: number, entries: unknown[], extra: Record<string, unknown> = {}) =>
  send<Data<Sheet> & Failure>('POST', sheetPath(), {
    attendance_date: TODAY,
    floor_id: floorId,
    entries,
    ...extra,
  })

beforeAll(async () => {
  server = await startTestServer({ database: ':memory:', rateLimit: false })
  token = await server.signIn(DEMO_OPERATOR.phone)
  const db = server.app.db
  const demo = await demoOperatorProperty(db)
  operatorName = demo.operatorName
  propertyId = demo.propertyId
  const rows = await db
    .selectFrom('allotments')
    .innerJoin('beds', 'beds.id', 'allotments.bed_id')
    .innerJoin('rooms', 'rooms.id', 'beds.room_id')
    .select(['rooms.floor_id', 'allotments.tenant_id'])
    .where('allotments.property_id', '=', propertyId)
    .where('allotments.unlinked_at', 'is', null)
    .where('allotments.start_date', '<=', '2026-11-01')
    .where('allotments.end_date', 'is', null)
    .where('allotments.move_out_date', 'is', null)
    .where('allotments.tenant_id', 'not in', db.selectFrom('outpasses').select('tenant_id'))
    .orderBy('rooms.floor_id')
    .orderBy('allotments.tenant_id')
    .execute()
  const byFloor = new Map<number, number[]>()
  for (const row of rows) byFloor.set(row.floor_id, [...(byFloor.get(row.floor_id) ?? []), row.tenant_id])
  floors = [...byFloor.entries()].map(([id, tenants]) => ({ id, tenants }))
})
afterAll(() => server.close())

describe('the demo seed', () => {
  it('gives every demo property passes in every state, one overdue right now and one returned late', async () => {
    const properties = await server.app.db
      .selectFrom('properties')
      .select('id')
      .where(
        'operator_id',
        'in',
        server.app.db.selectFrom('properties').select('operator_id').where('id', '=', propertyId),
      )
      .execute()
    for (const { id } of properties) {
      const answer = await send<Data<{ status_counts: Record<string, number> }>>(
        'GET',
        `/outpass/api/v1/operator/outpass/list?property_ids=${id}`,
      )
      const counts = answer.body.data.status_counts
      expect(Object.keys(counts).sort()).toEqual(
        [
          'APPROVED',
          'CANCELLED',
          'EXPIRED',
          'OUT',
          'OVERDUE',
          'PENDING',
          'REJECTED',
          'RETURNED',
          'RETURNED_LATE',
        ].sort(),
      )
      expect({ id, overdue: counts.OVERDUE, late: counts.RETURNED_LATE }).toEqual({ id, overdue: 1, late: 1 })
    }
  })

  it('marks six weeks of nights, with late entries after the curfew and Leave for residents away on a pass', async () => {
    const marks = await server.app.db
      .selectFrom('attendance_marks')
      .leftJoin('staff', 'staff.id', 'attendance_marks.marked_by_staff_id')
      .select(['status', 'late_entry_time', 'attendance_date', 'staff.role'])
      .where('property_id', '=', propertyId)
      .execute()
    expect(new Set(marks.map((mark) => mark.role))).toEqual(new Set(['WARDEN']))
    const dates = new Set(marks.map((mark) => mark.attendance_date))
    expect(dates.size).toBe(42)
    expect([...dates].sort().at(-1)).toBe(YESTERDAY)
    const share = (status: string) => marks.filter((mark) => mark.status === status).length / marks.length
    expect(share('PRESENT')).toBeGreaterThan(0.8)
    for (const status of ['LATE', 'ABSENT', 'LEAVE']) expect(share(status)).toBeGreaterThan(0)
    const late = marks.filter((mark) => mark.status === 'LATE').map((mark) => mark.late_entry_time ?? '')
    expect(late.every((time) => time > '23:00' && time <= '23:40')).toBe(true)
  })
})

describe('the floor list', () => {
  it("counts tonight's roll-call by floor: residents on a pass are Leave, the rest unmarked", async () => {
    const answer = await send<Data<FloorPage>>('GET', floorsPath())
    expect(answer.status).toBe(200)
    const page = answer.body.data
    expect(page).toMatchObject({ attendance_date: TODAY, roll_call_time: '23:00', absentees: [] })
    const sum = (key: keyof Counts) => page.results.reduce((total, floor) => total + floor[key], 0)
    expect(page.totals.total_tenants).toBe(sum('total_tenants'))
    // The seed has a resident out now and one overdue right now on every property.
    expect(page.totals.leave).toBeGreaterThanOrEqual(2)
    expect(page.totals).toMatchObject({ present: 0, absent: 0, late: 0 })
    expect(page.totals.unmarked).toBe(page.totals.total_tenants - page.totals.leave)
  })

  it("shows a past night's seeded roll-call fully marked, with its absentees", async () => {
    const page = (await send<Data<FloorPage>>('GET', floorsPath(`?attendance_date=${YESTERDAY}`))).body.data
    expect(page.totals.unmarked).toBe(0)
    expect(page.totals.present).toBeGreaterThan(page.totals.total_tenants / 2)
    expect(page.absentees).toHaveLength(page.totals.absent)
  })

  it('refuses a night to come, naming attendance_date', async () => {
    const answer = await send<Failure>('GET', floorsPath(`?attendance_date=${TOMORROW}`))
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[0].field).toBe('query.attendance_date')
  })
})

describe("a floor's sheet", () => {
  it('shows a resident on an approved pass over the roll-call as Leave, never absent', async () => {
    const [tenantId] = floors[0].tenants
    await send('POST', `/outpass/api/v1/operator/setup/${propertyId}`, {
      lead_hours: { DAY_OUTING: 0, NIGHT_OUT: 0, HOME_LEAVE: 24, EMERGENCY: 0 },
    })
    const raised = await send<Data<{ outpass: { id: number } }>>(
      'POST',
      '/outpass/api/v1/operator/outpass/create',
      {
        tenant_id: tenantId,
        type: 'NIGHT_OUT',
        from_at: '2026-11-22T14:30:00.000Z',
        to_at: '2026-11-23T03:30:00.000Z',
        destination: 'Cousin’s flat',
        reason: 'Birthday dinner',
      },
    )
    expect(raised.status).toBe(201)
    const passId = raised.body.data.outpass.id
    const pending = entryOf(await sheet(floors[0].id), tenantId)
    expect(pending).toMatchObject({ status: 'UNMARKED', outpass_id: null })
    await send('POST', `/outpass/api/v1/operator/action/${passId}`, { action: 'APPROVE' })
    const answer = await sheet(floors[0].id)
    expect(entryOf(answer, tenantId)).toMatchObject({
      status: 'LEAVE',
      outpass_id: passId,
      outpass_status: 'APPROVED',
      marked_by_name: null,
    })
    expect(answer.summary.leave).toBeGreaterThanOrEqual(1)
    expect(answer.summary.absent).toBe(0)
  })

  it('takes the floor as floorId too, and needs one of them', async () => {
    const camel = await send<Data<Sheet>>('GET', sheetPath(`?floorId=${floors[0].id}`))
    expect(camel.status).toBe(200)
    expect(camel.body.data.floor_id).toBe(floors[0].id)
    const none = await send<Failure>('GET', sheetPath())
    expect(none.status).toBe(400)
    expect(none.body.errors?.[0].field).toBe('query.floor_id')
  })
})

describe('marking', () => {
  it('marks residents, and a re-mark replaces the mark keeping the old one in history', async () => {
    const [first, second] = floors[1].tenants
    const marked = await mark(
      floors[1].id,
      [
        { tenant_id: first, status: 'PRESENT' },
        { tenant_id: second, status: 'ABSENT', remarks: 'Did not inform' },
      ],
      { floor_id: undefined, floorId: floors[1].id },
    )
    expect(marked.status).toBe(200)
    expect(entryOf(marked.body.data, first)).toMatchObject({
      status: 'PRESENT',
      marked_by_name: operatorName,
      history: [],
    })
    const absentees = (await send<Data<FloorPage>>('GET', floorsPath())).body.data.absentees
    expect(absentees).toEqual([expect.objectContaining({ tenant_id: second, remarks: 'Did not inform' })])

    const staff = await send<Data<{ id: number; name: string }>>(
      'POST',
      '/user/api/v1/operator/staff/create',
      {
        name: 'Night Warden',
        phone_number: '9000000202',
        role: 'WARDEN',
        all_properties: true,
        can_collect_cash: false,
      },
    )
    expect(staff.status).toBe(201)
    server.clock.advance(60_000)
    const again = await mark(
      floors[1].id,
      [{ tenant_id: first, status: 'LATE', late_entry_time: '23:20', remarks: 'Metro delayed' }],
      { marked_by_staff_id: staff.body.data.id },
    )
    expect(again.status).toBe(200)
    expect(entryOf(again.body.data, first)).toMatchObject({
      status: 'LATE',
      late_entry_time: '23:20',
      remarks: 'Metro delayed',
      marked_by_name: 'Night Warden',
      history: [{ status: 'PRESENT', late_entry_time: null, remarks: null, marked_by_name: operatorName }],
    })
    expect(again.body.data.summary).toMatchObject({ late: 1, absent: 1 })
  })

  it('needs the entry time with LATE and refuses it otherwise, naming the entry', async () => {
    const [tenantId] = floors[1].tenants
    const late = await mark(floors[1].id, [{ tenant_id: tenantId, status: 'LATE' }])
    expect(late.status).toBe(400)
    expect(late.body.errors?.[0].field).toBe('body.entries[0].late_entry_time')
    const present = await mark(floors[1].id, [
      { tenant_id: tenantId, status: 'PRESENT' },
      { tenant_id: floors[1].tenants[1], status: 'PRESENT', late_entry_time: '22:10' },
    ])
    expect(present.status).toBe(400)
    expect(present.body.errors?.[0].field).toBe('body.entries[1].late_entry_time')
  })

  it('refuses a night to come, naming attendance_date', async () => {
    const answer = await mark(floors[1].id, [{ tenant_id: floors[1].tenants[0], status: 'PRESENT' }], {
      attendance_date: TOMORROW,
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[0].field).toBe('body.attendance_date')
  })

  it('refuses a resident of another floor, naming the entry, and changes nothing', async () => {
    const before = await sheet(floors[1].id)
    const answer = await mark(floors[1].id, [
      { tenant_id: floors[1].tenants[2], status: 'PRESENT' },
      { tenant_id: floors[0].tenants[1], status: 'PRESENT' },
    ])
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[0].field).toBe('body.entries[1].tenant_id')
    expect(await sheet(floors[1].id)).toEqual(before)
  })

  it('needs the floor as floor_id or floorId', async () => {
    const answer = await mark(floors[1].id, [{ tenant_id: floors[1].tenants[0], status: 'PRESENT' }], {
      floor_id: undefined,
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[0].field).toBe('body.floor_id')
  })
})
