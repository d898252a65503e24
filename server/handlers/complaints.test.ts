import { kolkataDate } from '../calendar'
import { DAY, HOUR, MINUTE } from '../clock'
import { DEMO_OPERATOR } from '../seed'
import { demoOperatorProperty } from '../testing/attendanceKit'
import { complaintForm, complaintPaths, residentInRoom } from '../testing/complaintKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type Data<T> = { data: T }
type Failure = { message: string; errors?: { field: string; message: string }[] }
type Complaint = {
  id: number
  ticket_number: string
  status: string
  room_id: number | null
  tenant_name: string | null
  raised_by_name: string
  sla_state: string
  due_at: string | null
  response_due_at: string
  first_response_at: string | null
  auto_closed: boolean
  closed_at: string | null
  reopen_count: number
  is_repeat: boolean
  assignee_name: string | null
  assignee_type: string | null
  age_hours: number
}
type Detail = {
  complaint: Complaint
  sla: { paused_minutes: number; remaining_minutes: number | null; response_breached: boolean }
  allowed_statuses: string[]
  can_raise_again: boolean
  activities: { id: number; kind: string; text: string; visibility: string; actor_name: string }[]
}

let server: TestServer
let token: string
let operatorId: number
let operatorName: string
let propertyId: number
let plumbingTypeId: number

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false })
  token = await server.signIn(DEMO_OPERATOR.phone)
  ;({ operatorId, operatorName, propertyId } = await demoOperatorProperty(server.app.db))
  const types = await server.call<Data<{ results: { id: number; category: string }[] }>>(
    'GET',
    complaintPaths.types,
    {
      token,
    },
  )
  plumbingTypeId = types.body.data.results.find((type) => type.category === 'PLUMBING')!.id
})
afterAll(() => server.close())
// Tests move the clock by days, past a session's life: each signs in again once its session has lapsed.
beforeEach(async () => {
  const probe = await server.call('GET', complaintPaths.types, { token })
  if (probe.status === 401) token = await server.signIn(DEMO_OPERATOR.phone)
})

const call = <T>(method: string, path: string, body?: unknown) =>
  server.call<T>(method, path, { token, body })

async function raise(fields: Record<string, string | number> = {}) {
  const answer = await call<Data<Detail>>(
    'POST',
    complaintPaths.create,
    complaintForm({ property_id: propertyId, type_id: plumbingTypeId, title: 'Tap leaking', ...fields }),
  )
  expect(answer.status).toBe(201)
  return answer.body.data
}

const update = (id: number, fields: Record<string, string | number>) =>
  call<Data<Detail> | Failure>('PUT', complaintPaths.update(id), complaintForm(fields))

async function moved(id: number, fields: Record<string, string | number>) {
  const answer = await update(id, fields)
  expect(answer.status).toBe(200)
  return (answer.body as Data<Detail>).data
}

describe('raising a complaint', () => {
  it('numbers it per operator, starts its SLA clock on the type targets and records who raised it', async () => {
    const raised = await raise({ priority: 'URGENT' })
    const now = server.clock.now()
    expect(raised.complaint.ticket_number).toMatch(new RegExp(`^CMP-${kolkataDate(now).slice(0, 4)}-\\d{5}$`))
    expect(raised.complaint.status).toBe('OPEN')
    expect(raised.complaint.raised_by_name).toBe(operatorName)
    expect(raised.complaint.response_due_at).toBe(new Date(now.getTime() + HOUR).toISOString())
    expect(raised.complaint.due_at).toBe(new Date(now.getTime() + 8 * HOUR).toISOString())
    expect(raised.complaint.sla_state).toBe('ON_TIME')
    expect(raised.allowed_statuses).toEqual(['IN_PROGRESS', 'DECLINED'])
    expect(raised.activities.map((entry) => entry.kind)).toEqual(['RAISED'])
    const next = await raise()
    expect(Number(next.complaint.ticket_number.slice(-5))).toBe(
      Number(raised.complaint.ticket_number.slice(-5)) + 1,
    )
  })

  it('puts a resident on their room and names them; refuses a room or resident that does not fit', async () => {
    const resident = await residentInRoom(server.app.db, operatorId, kolkataDate(server.clock.now()))
    const raised = await call<Data<Detail>>(
      'POST',
      complaintPaths.create,
      complaintForm({
        property_id: resident.property_id,
        type_id: plumbingTypeId,
        title: 'No water',
        tenant_id: resident.tenant_id,
      }),
    )
    expect(raised.body.data.complaint.room_id).toBe(resident.room_id)
    expect(raised.body.data.complaint.raised_by_name).toBe(resident.tenant_name)
    const otherProperty = await server.app.db
      .selectFrom('properties')
      .select('id')
      .where('operator_id', '=', operatorId)
      .where('id', '!=', resident.property_id)
      .executeTakeFirstOrThrow()
    const elsewhere = await call<Failure>(
      'POST',
      complaintPaths.create,
      complaintForm({
        property_id: otherProperty.id,
        type_id: plumbingTypeId,
        title: 'No water',
        tenant_id: resident.tenant_id,
      }),
    )
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.body.errors?.[0].field).toBe('body.tenant_id')
    const wrongRoom = await call<Failure>(
      'POST',
      complaintPaths.create,
      complaintForm({
        property_id: otherProperty.id,
        type_id: plumbingTypeId,
        title: 'No water',
        room_id: resident.room_id,
      }),
    )
    expect(wrongRoom.status).toBe(400)
    expect(wrongRoom.body.errors?.[0].field).toBe('body.room_id')
  })

  it('flags the third complaint of one type in one room within 30 days as a repeat issue', async () => {
    const resident = await residentInRoom(server.app.db, operatorId, kolkataDate(server.clock.now()), 1)
    const fields = {
      property_id: resident.property_id,
      room_id: resident.room_id,
      type_id: plumbingTypeId,
      title: 'Drain blocked',
    }
    const first = await call<Data<Detail>>('POST', complaintPaths.create, complaintForm(fields))
    server.clock.advance(10 * DAY)
    const second = await call<Data<Detail>>('POST', complaintPaths.create, complaintForm(fields))
    server.clock.advance(10 * DAY)
    const third = await call<Data<Detail>>('POST', complaintPaths.create, complaintForm(fields))
    expect([first, second, third].map((answer) => answer.body.data.complaint.is_repeat)).toEqual([
      false,
      false,
      true,
    ])
    const repeats = await call<Data<{ results: { id: number }[] }>>(
      'GET',
      `${complaintPaths.list}?is_repeat=true&room_id=${resident.room_id}`,
    )
    expect(repeats.body.data.results.map((complaint) => complaint.id)).toEqual([third.body.data.complaint.id])
  })
})

describe('the status machine', () => {
  it('moves OPEN → IN_PROGRESS → ON_HOLD → IN_PROGRESS → RESOLVED → CLOSED, recording each move', async () => {
    const { complaint } = await raise()
    const started = await moved(complaint.id, { status: 'IN_PROGRESS' })
    expect(started.complaint.first_response_at).toBe(server.clock.now().toISOString())
    expect(started.allowed_statuses).toEqual(['ON_HOLD', 'RESOLVED', 'OPEN'])
    const held = await moved(complaint.id, {
      status: 'ON_HOLD',
      comment: 'Waiting for the part',
      comment_visibility: 'INTERNAL',
    })
    expect(held.allowed_statuses).toEqual(['IN_PROGRESS'])
    const back = await moved(complaint.id, { status: 'IN_PROGRESS' })
    expect(back.complaint.status).toBe('IN_PROGRESS')
    const resolved = await moved(complaint.id, { status: 'RESOLVED', resolution_notes: 'Washer replaced' })
    expect(resolved.can_raise_again).toBe(true)
    expect(resolved.allowed_statuses).toEqual(['CLOSED'])
    const closed = await moved(complaint.id, { status: 'CLOSED' })
    expect(closed.complaint).toMatchObject({ status: 'CLOSED', auto_closed: false, sla_state: 'MET' })
    expect(closed.allowed_statuses).toEqual([])
    expect(
      closed.activities.filter((entry) => entry.kind === 'STATUS_CHANGED').map((entry) => entry.text),
    ).toEqual([
      'Status changed from OPEN to IN_PROGRESS',
      'Status changed from IN_PROGRESS to ON_HOLD',
      'Status changed from ON_HOLD to IN_PROGRESS',
      'Status changed from IN_PROGRESS to RESOLVED',
      'Status changed from RESOLVED to CLOSED',
    ])
    const note = closed.activities.find((entry) => entry.kind === 'COMMENT')
    expect(note).toMatchObject({
      text: 'Waiting for the part',
      visibility: 'INTERNAL',
      actor_name: operatorName,
    })
  })

  it('moves IN_PROGRESS back to OPEN, and OPEN to DECLINED with a reason', async () => {
    const { complaint } = await raise()
    await moved(complaint.id, { status: 'IN_PROGRESS' })
    expect((await moved(complaint.id, { status: 'OPEN' })).complaint.status).toBe('OPEN')
    const declined = await moved(complaint.id, { status: 'DECLINED', comment: 'Not our pipe' })
    expect(declined.complaint).toMatchObject({ status: 'DECLINED', sla_state: 'NONE', due_at: null })
  })

  it.each([
    ['OPEN', 'RESOLVED', 'CMP is OPEN; it can move to IN_PROGRESS or DECLINED, not RESOLVED.'],
    ['OPEN', 'ON_HOLD', 'CMP is OPEN; it can move to IN_PROGRESS or DECLINED, not ON_HOLD.'],
    ['OPEN', 'CLOSED', 'CMP is OPEN; it can move to IN_PROGRESS or DECLINED, not CLOSED.'],
    ['OPEN', 'OPEN', 'CMP is already OPEN.'],
    [
      'IN_PROGRESS',
      'DECLINED',
      'CMP is IN_PROGRESS; it can move to ON_HOLD or RESOLVED or OPEN, not DECLINED.',
    ],
    ['IN_PROGRESS', 'CLOSED', 'CMP is IN_PROGRESS; it can move to ON_HOLD or RESOLVED or OPEN, not CLOSED.'],
    ['ON_HOLD', 'RESOLVED', 'CMP is ON_HOLD; it can move to IN_PROGRESS, not RESOLVED.'],
    ['ON_HOLD', 'OPEN', 'CMP is ON_HOLD; it can move to IN_PROGRESS, not OPEN.'],
    ['RESOLVED', 'OPEN', 'CMP is RESOLVED; raise it again to reopen it.'],
    ['RESOLVED', 'IN_PROGRESS', 'CMP is RESOLVED; it can move to CLOSED, not IN_PROGRESS.'],
    ['DECLINED', 'OPEN', 'CMP is DECLINED, which is final.'],
    ['CLOSED', 'OPEN', 'CMP is CLOSED, which is final.'],
  ])('refuses %s → %s with a 409 saying why', async (from, to, reason) => {
    const { complaint } = await raise()
    const path: Record<string, Record<string, string>[]> = {
      OPEN: [],
      IN_PROGRESS: [{ status: 'IN_PROGRESS' }],
      ON_HOLD: [{ status: 'IN_PROGRESS' }, { status: 'ON_HOLD', comment: 'Part ordered' }],
      RESOLVED: [{ status: 'IN_PROGRESS' }, { status: 'RESOLVED', comment: 'Fixed' }],
      DECLINED: [{ status: 'DECLINED', comment: 'Duplicate' }],
      CLOSED: [{ status: 'IN_PROGRESS' }, { status: 'RESOLVED', comment: 'Fixed' }, { status: 'CLOSED' }],
    }
    for (const step of path[from]) await moved(complaint.id, step)
    const refused = await update(complaint.id, { status: to, comment: 'Trying' })
    expect(refused.status).toBe(409)
    expect((refused.body as Failure).message).toBe(reason.replace('CMP', complaint.ticket_number))
  })

  it.each([
    ['ON_HOLD', {}, 'body.comment'],
    ['DECLINED', {}, 'body.comment'],
    ['RESOLVED', {}, 'body.resolution_notes'],
  ])('asks for a reason to move to %s (400 naming the field)', async (to, extra, field) => {
    const { complaint } = await raise()
    if (to !== 'DECLINED') await moved(complaint.id, { status: 'IN_PROGRESS' })
    const refused = await update(complaint.id, { status: to, ...extra })
    expect(refused.status).toBe(400)
    expect((refused.body as Failure).errors?.[0].field).toBe(field)
  })
})

describe('the SLA clock', () => {
  it('stops while ON_HOLD, moves the due time by the pause, and breaches once past due', async () => {
    const { complaint } = await raise({ priority: 'HIGH' })
    const due = new Date(complaint.due_at!).getTime()
    server.clock.advance(2 * HOUR)
    await moved(complaint.id, { status: 'IN_PROGRESS' })
    const held = await moved(complaint.id, { status: 'ON_HOLD', comment: 'Resident away' })
    expect(held.complaint).toMatchObject({ sla_state: 'PAUSED', due_at: null })
    expect(held.sla.remaining_minutes).toBe(22 * 60)
    server.clock.advance(30 * HOUR)
    const still = await call<Data<Detail>>('GET', complaintPaths.detail(complaint.id))
    expect(still.body.data.complaint.sla_state).toBe('PAUSED')
    expect(still.body.data.sla.paused_minutes).toBe(30 * 60)
    const resumed = await moved(complaint.id, { status: 'IN_PROGRESS' })
    expect(resumed.complaint.due_at).toBe(new Date(due + 30 * HOUR).toISOString())
    expect(resumed.complaint.sla_state).toBe('ON_TIME')
    server.clock.advance(17 * HOUR)
    const soon = await call<Data<Detail>>('GET', complaintPaths.detail(complaint.id))
    expect(soon.body.data.complaint.sla_state).toBe('DUE_SOON')
    server.clock.advance(5 * HOUR + MINUTE)
    const late = await call<Data<Detail>>('GET', complaintPaths.detail(complaint.id))
    expect(late.body.data.complaint.sla_state).toBe('BREACHED')
    expect(late.body.data.sla.remaining_minutes).toBe(-1)
    const resolved = await moved(complaint.id, { status: 'RESOLVED', comment: 'Done at last' })
    expect(resolved.complaint.sla_state).toBe('BREACHED')
    expect(resolved.sla.remaining_minutes).toBeNull()
  })

  it('counts the response as breached when nothing happened by the response due time', async () => {
    const { complaint } = await raise({ priority: 'URGENT' })
    server.clock.advance(HOUR + MINUTE)
    const assigned = await call<Data<Detail>>('POST', complaintPaths.assign(complaint.id), {
      assignee_type: 'VENDOR',
      vendor_id: await complaintVendorId(),
    })
    expect(assigned.body.data.sla.response_breached).toBe(true)
    expect(assigned.body.data.complaint.first_response_at).toBe(server.clock.now().toISOString())
  })

  it('closes a RESOLVED complaint 7 days after resolution, which can no longer be raised again', async () => {
    const { complaint } = await raise()
    await moved(complaint.id, { status: 'IN_PROGRESS' })
    const resolved = await moved(complaint.id, { status: 'RESOLVED', resolution_notes: 'Fixed' })
    server.clock.advance(7 * DAY - MINUTE)
    const before = await call<Data<Detail>>('GET', complaintPaths.detail(complaint.id))
    expect(before.body.data.complaint).toMatchObject({ status: 'RESOLVED', auto_closed: false })
    server.clock.advance(MINUTE)
    const after = await call<Data<Detail>>('GET', complaintPaths.detail(complaint.id))
    const closesAt = new Date(
      new Date(resolved.complaint.closed_at ?? after.body.data.complaint.closed_at!).getTime(),
    )
    expect(after.body.data.complaint).toMatchObject({ status: 'CLOSED', auto_closed: true })
    expect(closesAt.toISOString()).toBe(server.clock.now().toISOString())
    expect(after.body.data.can_raise_again).toBe(false)
    expect(after.body.data.activities.at(-1)).toMatchObject({ id: 0, kind: 'AUTO_CLOSED' })
    const again = await call<Failure>('POST', complaintPaths.raiseAgain(complaint.id), {
      reason: 'Leaking again',
    })
    expect(again.status).toBe(409)
    const closedList = await call<Data<{ results: { id: number }[] }>>(
      'GET',
      `${complaintPaths.list}?status=CLOSED&limit=100`,
    )
    expect(closedList.body.data.results.map((row) => row.id)).toContain(complaint.id)
  })

  it('raises a RESOLVED complaint again: back to OPEN, counted, its clock restarted', async () => {
    const { complaint } = await raise()
    await moved(complaint.id, { status: 'IN_PROGRESS' })
    await moved(complaint.id, { status: 'ON_HOLD', comment: 'Wait' })
    server.clock.advance(HOUR)
    await moved(complaint.id, { status: 'IN_PROGRESS' })
    await moved(complaint.id, { status: 'RESOLVED', comment: 'Fixed' })
    server.clock.advance(6 * HOUR)
    const again = await call<Data<Detail>>('POST', complaintPaths.raiseAgain(complaint.id), {
      reason: 'Leaking again',
    })
    expect(again.status).toBe(200)
    const now = server.clock.now().getTime()
    expect(again.body.data.complaint).toMatchObject({
      status: 'OPEN',
      reopen_count: 1,
      first_response_at: null,
    })
    expect(again.body.data.complaint.due_at).toBe(new Date(now + 72 * HOUR).toISOString())
    expect(again.body.data.sla.paused_minutes).toBe(0)
    expect(again.body.data.activities.at(-1)).toMatchObject({ kind: 'REOPENED', text: 'Leaking again' })
    const open = await call<Failure>('POST', complaintPaths.raiseAgain(complaint.id), { reason: 'Once more' })
    expect(open.status).toBe(409)
    expect(open.body.message).toBe(
      `${complaint.ticket_number} is OPEN; only a RESOLVED complaint can be raised again.`,
    )
  })
})

async function complaintVendorId() {
  const vendor = await server.app.db
    .selectFrom('vendors')
    .select('id')
    .where('operator_id', '=', operatorId)
    .where('serves_complaints', '=', 1)
    .where('is_active', '=', 1)
    .executeTakeFirstOrThrow()
  return vendor.id
}

describe('assigning', () => {
  it('assigns staff or a vendor, replacing the assignee; refuses the wrong pairings and final complaints', async () => {
    const { complaint } = await raise()
    const staff = await server.app.db
      .selectFrom('staff')
      .select(['id', 'name'])
      .where('operator_id', '=', operatorId)
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow()
    const toStaff = await call<Data<Detail>>('POST', complaintPaths.assign(complaint.id), {
      assignee_type: 'STAFF',
      staff_id: staff.id,
      note: 'Please check today',
    })
    expect(toStaff.body.data.complaint).toMatchObject({ assignee_type: 'STAFF', assignee_name: staff.name })
    expect(toStaff.body.data.activities.at(-1)?.text).toBe(`Assigned to ${staff.name}: Please check today`)
    const vendorId = await complaintVendorId()
    const toVendor = await call<Data<Detail>>('POST', complaintPaths.assign(complaint.id), {
      assignee_type: 'VENDOR',
      vendor_id: vendorId,
    })
    expect(toVendor.body.data.complaint).toMatchObject({ assignee_type: 'VENDOR', assignee_id: vendorId })
    const mismatched = await call<Failure>('POST', complaintPaths.assign(complaint.id), {
      assignee_type: 'STAFF',
      vendor_id: vendorId,
    })
    expect(mismatched.status).toBe(400)
    expect(mismatched.body.errors?.[0].field).toBe('body.vendor_id')
    const missing = await call<Failure>('POST', complaintPaths.assign(complaint.id), {
      assignee_type: 'VENDOR',
    })
    expect(missing.body.errors?.[0].field).toBe('body.vendor_id')
    await moved(complaint.id, { status: 'DECLINED', comment: 'Duplicate' })
    const declined = await call<Failure>('POST', complaintPaths.assign(complaint.id), {
      assignee_type: 'VENDOR',
      vendor_id: vendorId,
    })
    expect(declined.status).toBe(409)
  })
})
