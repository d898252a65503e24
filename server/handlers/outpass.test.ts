import { HOUR, MINUTE } from '../clock'
import { DEMO_OPERATOR } from '../seed'
import { demoOperatorProperty } from '../testing/attendanceKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type Data<T> = { data: T }
type Failure = { message: string; errors?: { field: string; message: string }[] }
type Pass = {
  id: number
  tenant_id: number
  property_id: number
  status: string
  from_at: string
  to_at: string
  late_by_minutes: number | null
  allowed_actions: string[]
  guardian_approved: boolean | null
  actual_out_at: string | null
  actual_in_at: string | null
}
type Detail = {
  outpass: Pass
  history: { event: string; at: string; by_name: string | null; remarks: string | null }[]
  notices: { to: string; recipient: string; event: string; status: string }[]
}
type Setup = {
  is_enabled: boolean
  require_guardian_approval: boolean
  lead_hours: Record<string, number>
  monthly_quota: number | null
  curfew_time: string
  late_grace_minutes: number
  auto_approve_outing_hours: number
  updated_at: string | null
}

const ACTIONS = ['APPROVE', 'REJECT', 'MARK_OUT', 'MARK_IN', 'CANCEL'] as const
type Action = (typeof ACTIONS)[number]
const ALLOWED: Record<string, Action[]> = {
  PENDING: ['APPROVE', 'REJECT', 'CANCEL'],
  APPROVED: ['MARK_OUT', 'CANCEL'],
  REJECTED: [],
  CANCELLED: [],
  OUT: ['MARK_IN'],
  RETURNED: [],
  OVERDUE: ['MARK_IN'],
  RETURNED_LATE: [],
  EXPIRED: [],
}
const STATES = Object.keys(ALLOWED)
const AFTER: Record<Action, (from: string) => string> = {
  APPROVE: () => 'APPROVED',
  REJECT: () => 'REJECTED',
  CANCEL: () => 'CANCELLED',
  MARK_OUT: () => 'OUT',
  MARK_IN: (from) => (from === 'OVERDUE' ? 'RETURNED_LATE' : 'RETURNED'),
}
const WHY: Record<Action, string> = {
  APPROVE: 'only a PENDING pass can be approved',
  REJECT: 'only a PENDING pass can be rejected',
  CANCEL: 'only a PENDING or APPROVED pass can be cancelled',
  MARK_OUT: 'only an APPROVED pass can be marked out',
  MARK_IN: 'only an OUT or OVERDUE pass can be marked in',
}

const paths = {
  create: '/outpass/api/v1/operator/outpass/create',
  list: (query: string) => `/outpass/api/v1/operator/outpass/list${query}`,
  detail: (id: number) => `/outpass/api/v1/operator/outpass/${id}/details`,
  action: (id: number) => `/outpass/api/v1/operator/action/${id}`,
  setup: (id: number) => `/outpass/api/v1/operator/setup/${id}`,
}

let server: TestServer
let token: string
let propertyId: number
let operatorName: string
/** Residents of the first property staying on open-ended stays, without a pass of their own. */
let residents: { id: number; guardian_phone: string | null; phone_no: string; dial_code: string }[]
let nextResident = 0
const resident = () => {
  const found = residents[nextResident++]
  if (!found) throw new Error('The seed has too few residents without passes')
  return found
}

beforeAll(async () => {
  server = await startTestServer({ database: ':memory:', rateLimit: false })
  token = await server.signIn(DEMO_OPERATOR.phone)
  const db = server.app.db
  const demo = await demoOperatorProperty(db)
  operatorName = demo.operatorName
  propertyId = demo.propertyId
  residents = await db
    .selectFrom('tenants')
    .innerJoin('allotments', 'allotments.tenant_id', 'tenants.id')
    .select(['tenants.id', 'tenants.guardian_phone', 'tenants.phone_no', 'tenants.dial_code'])
    .where('allotments.property_id', '=', propertyId)
    .where('allotments.unlinked_at', 'is', null)
    .where('allotments.start_date', '<=', '2026-11-01')
    .where('allotments.end_date', 'is', null)
    .where('allotments.move_out_date', 'is', null)
    .where('tenants.id', 'not in', db.selectFrom('outpasses').select('tenant_id'))
    .orderBy('tenants.id')
    .execute()
})
afterAll(() => server.close())

const send = <T>(method: string, path: string, body?: unknown) =>
  server.call<T>(method, path, { token, body })
const at = (offset: number) => new Date(server.clock.now().getTime() + offset).toISOString()

function raise(tenantId: number, fields: Record<string, unknown> = {}) {
  return send<Data<Detail> & Failure>('POST', paths.create, {
    tenant_id: tenantId,
    type: 'HOME_LEAVE',
    from_at: at(48 * HOUR),
    to_at: at(96 * HOUR),
    destination: 'Mysuru',
    reason: 'Family function',
    ...fields,
  })
}

async function raised(tenantId: number, fields: Record<string, unknown> = {}): Promise<Pass> {
  const answer = await raise(tenantId, fields)
  expect(answer.status).toBe(201)
  return answer.body.data.outpass
}

async function act(id: number, action: Action, fields: Record<string, unknown> = {}) {
  return send<Data<Detail> & Failure>('POST', paths.action(id), {
    action,
    ...(action === 'REJECT' ? { remarks: 'Exams this week' } : {}),
    ...fields,
  })
}

async function acted(id: number, action: Action, fields: Record<string, unknown> = {}) {
  const answer = await act(id, action, fields)
  expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 200, message: undefined })
  return answer.body.data
}

const detail = async (id: number) => (await send<Data<Detail>>('GET', paths.detail(id))).body.data

/** A one-hour outing `k` hours-and-ten apart: short enough to be approved at once. */
const outing = (k: number) => ({
  type: 'DAY_OUTING',
  from_at: at(5 * MINUTE + k * 70 * MINUTE),
  to_at: at(65 * MINUTE + k * 70 * MINUTE),
})
/** A six-hour outing: too long to be approved at once. */
const longOuting = (k: number) => ({
  type: 'DAY_OUTING',
  from_at: at(HOUR + k * 7 * HOUR),
  to_at: at(7 * HOUR + k * 7 * HOUR),
})

describe('the state machine: every action from every status', () => {
  const passes: Record<string, number[]> = {}
  beforeAll(async () => {
    for (const state of ['EXPIRED', 'OVERDUE', 'RETURNED_LATE']) {
      const tenant = resident()
      passes[state] = []
      for (const k of ACTIONS.keys()) {
        const pass = await raised(tenant.id, outing(k))
        expect(pass.status).toBe('APPROVED')
        if (state !== 'EXPIRED') await acted(pass.id, 'MARK_OUT')
        passes[state].push(pass.id)
      }
    }
    server.clock.advance(8 * HOUR)
    for (const id of passes.RETURNED_LATE) await acted(id, 'MARK_IN')
    const steps: Record<string, Action[]> = {
      PENDING: [],
      APPROVED: ['APPROVE'],
      REJECTED: ['REJECT'],
      CANCELLED: ['CANCEL'],
      OUT: ['APPROVE', 'MARK_OUT'],
      RETURNED: ['APPROVE', 'MARK_OUT', 'MARK_IN'],
    }
    for (const [state, path] of Object.entries(steps)) {
      const tenant = resident()
      passes[state] = []
      for (const k of ACTIONS.keys()) {
        const pass = await raised(tenant.id, longOuting(k))
        for (const action of path) {
          if (action === 'MARK_IN') server.clock.advance(MINUTE)
          await acted(pass.id, action)
        }
        passes[state].push(pass.id)
      }
    }
  })

  const rows = STATES.flatMap((state) =>
    ACTIONS.map((action, index): [string, Action, number] => [state, action, index]),
  )
  it.each(rows)('%s + %s', async (state, action, index) => {
    const id = passes[state][index]
    const before = await detail(id)
    expect(before.outpass.status).toBe(state)
    expect(before.outpass.allowed_actions).toEqual(ACTIONS.filter((a) => ALLOWED[state].includes(a)))
    const answer = await act(id, action)
    if (ALLOWED[state].includes(action)) {
      expect(answer.status).toBe(200)
      expect(answer.body.data.outpass.status).toBe(AFTER[action](state))
    } else {
      expect({ status: answer.status, message: answer.body.message }).toEqual({
        status: 409,
        message: `Pass ${id} is ${state}; ${WHY[action]}.`,
      })
      expect((await detail(id)).outpass).toEqual(before.outpass)
    }
  })
})

describe('raising a pass', () => {
  it('refuses a return before leaving, naming to_at', async () => {
    const answer = await raise(resident().id, { to_at: at(47 * HOUR) })
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[0].field).toBe('body.to_at')
  })

  it('refuses a home leave raised inside its 24 h lead time, naming from_at', async () => {
    const answer = await raise(resident().id, { from_at: at(2 * HOUR) })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('A HOME_LEAVE pass must be raised at least 24 h before leaving.')
    expect(answer.body.errors?.[0].field).toBe('body.from_at')
  })

  it('refuses an overlap with a pending or approved pass (409), not with a cancelled one', async () => {
    const tenant = resident()
    const first = await raised(tenant.id)
    const overlap = await raise(tenant.id, { from_at: at(72 * HOUR), to_at: at(120 * HOUR) })
    expect(overlap.status).toBe(409)
    expect(overlap.body.message).toContain(`pass ${first.id} (PENDING)`)
    await acted(first.id, 'APPROVE')
    expect((await raise(tenant.id, { from_at: at(72 * HOUR), to_at: at(120 * HOUR) })).status).toBe(409)
    await acted(first.id, 'CANCEL')
    expect((await raise(tenant.id, { from_at: at(72 * HOUR), to_at: at(120 * HOUR) })).status).toBe(201)
  })

  it('refuses a fifth night pass in a month (quota 4), but not an outing', async () => {
    const tenant = resident()
    for (const day of [2, 5, 8, 11]) {
      await raised(tenant.id, {
        type: day % 2 ? 'NIGHT_OUT' : 'HOME_LEAVE',
        from_at: `2026-12-${String(day).padStart(2, '0')}T12:30:00.000Z`,
        to_at: `2026-12-${String(day + 1).padStart(2, '0')}T12:30:00.000Z`,
      })
    }
    const fifth = await raise(tenant.id, {
      from_at: '2026-12-20T12:30:00.000Z',
      to_at: '2026-12-21T12:30:00.000Z',
    })
    expect(fifth.status).toBe(409)
    expect(fifth.body.errors?.[0].field).toBe('body.type')
    const outingAnswer = await raise(tenant.id, {
      type: 'DAY_OUTING',
      from_at: '2026-12-20T04:30:00.000Z',
      to_at: '2026-12-20T06:30:00.000Z',
    })
    expect(outingAnswer.status).toBe(201)
  })

  it('refuses a resident who is not staying over the pass, naming tenant_id', async () => {
    const gone = await server.app.db
      .selectFrom('tenants')
      .select('id')
      .where(
        'operator_id',
        'in',
        server.app.db.selectFrom('properties').select('operator_id').where('id', '=', propertyId),
      )
      .where(
        'id',
        'not in',
        server.app.db
          .selectFrom('allotments')
          .select('tenant_id')
          .where('unlinked_at', 'is', null)
          .where('end_date', 'is', null)
          .where('move_out_date', 'is', null),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const answer = await raise(gone.id, { from_at: at(60 * 24 * HOUR), to_at: at(62 * 24 * HOUR) })
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[0].field).toBe('body.tenant_id')
  })

  it('approves a short outing at once, records it and tells the resident and the guardian', async () => {
    const tenant = residents.find((r, index) => index >= nextResident && r.guardian_phone) ?? resident()
    residents = residents.filter((r) => r !== tenant)
    const { outpass, history, notices } = (
      await raise(tenant.id, { type: 'DAY_OUTING', from_at: at(HOUR), to_at: at(4 * HOUR) })
    ).body.data
    expect(outpass.status).toBe('APPROVED')
    expect(history.map((entry) => [entry.event, entry.by_name])).toEqual([
      ['REQUESTED', operatorName],
      ['AUTO_APPROVED', null],
    ])
    expect(notices.map((notice) => [notice.recipient, notice.event, notice.status, notice.to])).toEqual([
      ['RESIDENT', 'APPROVED', 'RECORDED', `${tenant.dial_code}${tenant.phone_no}`],
      ...(tenant.guardian_phone
        ? [['GUARDIAN', 'APPROVED', 'RECORDED', tenant.guardian_phone.replace(/\s/g, '')]]
        : []),
    ])
  })
})

describe('acting on a pass', () => {
  it('needs a reason to reject, naming remarks', async () => {
    const pass = await raised(resident().id)
    const answer = await act(pass.id, 'REJECT', { remarks: ' ' })
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[0].field).toBe('body.remarks')
    const rejected = await acted(pass.id, 'REJECT', { remarks: 'Exams' })
    expect(rejected.history.at(-1)).toMatchObject({
      event: 'REJECTED',
      remarks: 'Exams',
      by_name: operatorName,
    })
  })

  it("needs the guardian's approval where the property asks for it (409 without)", async () => {
    const set = await send<Data<Setup>>('POST', paths.setup(propertyId), { require_guardian_approval: true })
    expect(set.body.data.require_guardian_approval).toBe(true)
    const pass = await raised(resident().id)
    const refused = await act(pass.id, 'APPROVE')
    expect(refused.status).toBe(409)
    expect(refused.body.errors?.[0].field).toBe('body.guardian_approved')
    const approved = await acted(pass.id, 'APPROVE', { guardian_approved: true })
    expect(approved.outpass).toMatchObject({ status: 'APPROVED', guardian_approved: true })
    await send('POST', paths.setup(propertyId), { require_guardian_approval: false })
  })

  it('refuses a time to come for going out, and a return before going out', async () => {
    const pass = await raised(resident().id, longOuting(0))
    await acted(pass.id, 'APPROVE')
    const future = await act(pass.id, 'MARK_OUT', { at: at(10 * MINUTE) })
    expect(future.status).toBe(400)
    expect(future.body.errors?.[0].field).toBe('body.at')
    await acted(pass.id, 'MARK_OUT')
    server.clock.advance(MINUTE)
    const early = await act(pass.id, 'MARK_IN', { at: at(-5 * MINUTE) })
    expect(early.status).toBe(400)
    expect(early.body.errors?.[0].field).toBe('body.at')
  })

  it('turns OUT into OVERDUE past the grace, records the late return and tells of it', async () => {
    const tenant = resident()
    const pass = await raised(tenant.id, outing(0))
    const out = await acted(pass.id, 'MARK_OUT')
    expect(out.notices.map((n) => n.event)).toEqual(expect.arrayContaining(['APPROVED', 'OUT']))
    server.clock.advance(65 * MINUTE + 14 * MINUTE)
    expect((await detail(pass.id)).outpass.status).toBe('OUT')
    server.clock.advance(2 * MINUTE)
    const overdue = await detail(pass.id)
    expect(overdue.outpass).toMatchObject({
      status: 'OVERDUE',
      late_by_minutes: 16,
      allowed_actions: ['MARK_IN'],
    })
    expect(overdue.history.at(-1)).toMatchObject({ event: 'OVERDUE', by_name: null })
    server.clock.advance(30 * MINUTE)
    const back = await acted(pass.id, 'MARK_IN')
    expect(back.outpass).toMatchObject({ status: 'RETURNED_LATE', late_by_minutes: 46, allowed_actions: [] })
    expect(back.history.map((entry) => entry.event)).toEqual([
      'REQUESTED',
      'AUTO_APPROVED',
      'OUT',
      'OVERDUE',
      'IN',
    ])
    const late = back.notices.filter((notice) => notice.event === 'LATE_RETURN')
    expect(late.map((notice) => notice.recipient)).toEqual(
      tenant.guardian_phone ? ['RESIDENT', 'GUARDIAN'] : ['RESIDENT'],
    )
  })

  it('expires an approved pass never used, with an EXPIRED moment at its return time', async () => {
    const pass = await raised(resident().id, outing(0))
    server.clock.advance(66 * MINUTE)
    const expired = await detail(pass.id)
    expect(expired.outpass).toMatchObject({ status: 'EXPIRED', allowed_actions: [] })
    expect(expired.history.at(-1)).toEqual({ event: 'EXPIRED', at: pass.to_at, by_name: null, remarks: null })
  })
})

describe('the list', () => {
  it('filters on the derived status and counts every status', async () => {
    const all = await send<Data<{ count: number; results: Pass[]; status_counts: Record<string, number> }>>(
      'GET',
      paths.list('?limit=100'),
    )
    expect(all.status).toBe(200)
    const counts = all.body.data.status_counts
    for (const state of STATES) expect(counts[state]).toBeGreaterThan(0)
    const overdue = await send<Data<{ count: number; results: Pass[] }>>(
      'GET',
      paths.list('?status=OVERDUE,EXPIRED&limit=100'),
    )
    expect(overdue.body.data.count).toBe(counts.OVERDUE + counts.EXPIRED)
    expect(new Set(overdue.body.data.results.map((pass) => pass.status))).toEqual(
      new Set(['OVERDUE', 'EXPIRED']),
    )
    const from = overdue.body.data.results.map((pass) => pass.id)
    expect(from.length).toBeGreaterThan(0)
  })

  it("keeps one resident's passes, newest leaving first", async () => {
    const tenantId = residents[0].id
    const answer = await send<Data<{ results: (Pass & { from_at: string })[] }>>(
      'GET',
      paths.list(`?tenant_id=${tenantId}&limit=100`),
    )
    const results = answer.body.data.results
    expect(results.every((pass) => pass.tenant_id === tenantId)).toBe(true)
    expect(results.map((pass) => pass.from_at)).toEqual(
      results
        .map((pass) => pass.from_at)
        .sort()
        .reverse(),
    )
  })
})

describe('the rules', () => {
  /** An empty property of the demo operator, inserted directly (the contract has no call creating one). */
  async function emptyProperty(type: 'COMMERCIAL' | 'HOSTEL', gender: 'GIRLS' | null) {
    const { operator_id } = await server.app.db
      .selectFrom('properties')
      .select('operator_id')
      .where('id', '=', propertyId)
      .executeTakeFirstOrThrow()
    const { id } = await server.app.db
      .insertInto('properties')
      .values({
        operator_id,
        name: `Rules ${type}`,
        property_type: type,
        gender,
        description: null,
        image: null,
        address_line1: '12 MG Road',
        address_line2: null,
        locality: null,
        city_id: null,
        city_name: 'Pune',
        state: 'Maharashtra',
        pincode: '411014',
        contact_phone: null,
        manager_name: null,
        curfew_time: null,
        gstin: null,
        pan: null,
        upi_id: null,
        payee_name: null,
        created_at: at(0),
        updated_at: at(0),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return id
  }

  it("closes a women's property's gate at 21:30 by default, and keeps a curfew the rules name", async () => {
    const id = await emptyProperty('HOSTEL', 'GIRLS')
    expect((await send<Data<Setup>>('GET', paths.setup(id))).body.data).toMatchObject({
      curfew_time: '21:30',
      is_enabled: false,
    })
    const propertyCurfew = async () =>
      (await send<Data<{ curfew_time: string | null }>>('GET', `/property/api/v1/operator/property/${id}`))
        .body.data.curfew_time
    await send('POST', paths.setup(id), { late_grace_minutes: 10 })
    expect((await send<Data<Setup>>('GET', paths.setup(id))).body.data.curfew_time).toBe('21:30')
    expect(await propertyCurfew()).toBeNull()
    await send('POST', paths.setup(id), { curfew_time: '22:15' })
    expect(await propertyCurfew()).toBe('22:15')
  })

  it('refuses commercial and retail properties (400)', async () => {
    const id = await emptyProperty('COMMERCIAL', null)
    for (const answer of [
      await send<Failure>('GET', paths.setup(id)),
      await send<Failure>('POST', paths.setup(id), { late_grace_minutes: 10 }),
      await send<Failure>('GET', `/attendance/api/v1/operator/property/${id}/floor/list`),
    ]) {
      expect({ status: answer.status, message: answer.body.message }).toEqual({
        status: 400,
        message: 'Commercial and retail properties have no attendance or outpass.',
      })
    }
  })

  it('answers the defaults with the property’s switch and curfew, and saves only the fields sent', async () => {
    const second = await server.app.db
      .selectFrom('properties')
      .select(['id', 'curfew_time'])
      .where('id', '>', propertyId)
      .where('outpass_enabled', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const defaults = (await send<Data<Setup>>('GET', paths.setup(second.id))).body.data
    expect(defaults).toMatchObject({
      is_enabled: true,
      require_guardian_approval: false,
      lead_hours: { DAY_OUTING: 0, NIGHT_OUT: 24, HOME_LEAVE: 24, EMERGENCY: 0 },
      monthly_quota: 4,
      late_grace_minutes: 15,
      auto_approve_outing_hours: 4,
      updated_at: null,
    })
    const saved = await send<Data<Setup>>('POST', paths.setup(second.id), {
      late_grace_minutes: 30,
      is_enabled: false,
    })
    expect(saved.body.data).toMatchObject({
      ...defaults,
      late_grace_minutes: 30,
      is_enabled: false,
      updated_at: at(0),
    })
  })
})
