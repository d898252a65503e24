import { addDays, kolkataDate } from '../calendar'
import { DAY, HOUR, MINUTE, type Clock } from '../clock'
import { createOtherTicket } from '../collections/charges'
import { recordActivity, type ActivityInput } from '../complaints/activity'
import type { Db } from '../db/database'
import { COMPLAINT_TYPES, DEFAULT_SLA_TARGETS } from '../db/reference/complaintTypes'
import type { ComplaintPriority, ComplaintStatus, IsoDate, OperatorRow } from '../db/schema'
import type { FileStore } from '../files/fileStore'
import { lastNightSql } from '../inventory/bedStatus'
import { findOperatorByPhone } from '../operators/operators'
import { rupees } from '../pdf/rupees'
import { DEMO_OPERATOR, SECOND_OPERATOR, type DemoOperator } from './demoOperators'
import { seededRandom, type Random } from './random'
import { SAMPLE_PNG } from './tenantDetails'

/** How many complaints each demo operator gets over the past year. */
const COUNTS: readonly [DemoOperator, number, number][] = [
  [DEMO_OPERATOR, 150, 16_001],
  [SECOND_OPERATOR, 15, 16_002],
]

const TITLES: Record<string, readonly string[]> = {
  PLUMBING: [
    'Tap leaking in the bathroom',
    'Drain blocked',
    'No hot water in the geyser',
    'Flush not working',
  ],
  ELECTRICAL: ['Tube light not working', 'Switchboard sparking', 'Fan making noise', 'Power socket dead'],
  APPLIANCE: ['AC not cooling', 'Washing machine stuck', 'Fridge not cooling', 'Water purifier leaking'],
  WIFI: ['Wi-Fi keeps dropping', 'No internet on the second floor', 'Wi-Fi very slow at night'],
  FURNITURE: ['Cupboard door broken', 'Bed frame creaking', 'Study chair broken', 'Mattress torn'],
  CLEANLINESS: ['Room not cleaned today', 'Bathroom needs deep cleaning', 'Garbage not collected'],
  PEST_CONTROL: ['Cockroaches in the kitchen', 'Bed bugs in the room', 'Mosquitoes in the corridor'],
  FOOD: ['Dinner served cold', 'Too much oil in the curry', 'Breakfast ran out early'],
  SECURITY: [
    'Main gate left open at night',
    'CCTV not working at the entrance',
    'Visitor entered without entry',
  ],
  ROOMMATE: ['Roommate plays music late', 'Noise from the next room', 'Roommate smokes in the room'],
  BILLING: ['Electricity charge looks wrong', 'Payment not shown in the app', 'Charged twice for laundry'],
  OTHER: ['Lost key replacement', 'Parking space for a bike', 'Notice board outdated'],
}

/** Which vendor service fits a complaint category (categories vendors do not serve go to staff). */
const SERVICE: Partial<Record<string, string>> = {
  PLUMBING: 'PLUMBING',
  ELECTRICAL: 'ELECTRICAL',
  APPLIANCE: 'APPLIANCE_REPAIR',
  WIFI: 'INTERNET',
  FURNITURE: 'CARPENTRY',
  CLEANLINESS: 'CLEANING',
  PEST_CONTROL: 'PEST_CONTROL',
  SECURITY: 'SECURITY',
}

/** Repairs that may cost something. */
const COSTLY = new Set(['PLUMBING', 'ELECTRICAL', 'APPLIANCE', 'FURNITURE', 'PEST_CONTROL'])

const PRIORITIES: readonly ComplaintPriority[] = [
  'LOW',
  'MEDIUM',
  'MEDIUM',
  'MEDIUM',
  'HIGH',
  'HIGH',
  'URGENT',
]

type Stay = {
  tenant_id: number
  tenant_name: string
  room_id: number
  property_id: number
  from: IsoDate
  to: IsoDate
}
type Assignee = { staff_id: number | null; vendor_id: number | null; name: string }

/** What the operator has to raise complaints on: properties, rooms, stays, staff and complaint vendors. */
async function cast(db: Db, operatorId: number) {
  const properties = await db
    .selectFrom('properties')
    .select(['id', 'name'])
    .where('operator_id', '=', operatorId)
    .orderBy('id')
    .execute()
  const rooms = await db
    .selectFrom('rooms')
    .innerJoin('properties as p', 'p.id', 'rooms.property_id')
    .select(['rooms.id', 'rooms.property_id'])
    .where('p.operator_id', '=', operatorId)
    .orderBy('rooms.id')
    .execute()
  const stays: Stay[] = await db
    .selectFrom('allotments as a')
    .innerJoin('beds as b', 'b.id', 'a.bed_id')
    .innerJoin('tenants as t', 't.id', 'a.tenant_id')
    .select([
      'a.tenant_id',
      't.name as tenant_name',
      'b.room_id',
      'a.property_id',
      'a.start_date as from',
      lastNightSql('a').as('to'),
    ])
    .where('t.operator_id', '=', operatorId)
    .where('a.unlinked_at', 'is', null)
    .orderBy('a.id')
    .execute()
  const staff = await db
    .selectFrom('staff')
    .select(['id', 'name'])
    .where('operator_id', '=', operatorId)
    .where('is_active', '=', 1)
    .orderBy('id')
    .execute()
  const vendors = await db
    .selectFrom('vendors')
    .innerJoin('vendor_services as s', 's.vendor_id', 'vendors.id')
    .select(['vendors.id', 'vendors.name', 's.service'])
    .where('vendors.operator_id', '=', operatorId)
    .where('vendors.serves_complaints', '=', 1)
    .where('vendors.is_active', '=', 1)
    .orderBy('vendors.id')
    .execute()
  return { properties, rooms, stays, staff, vendors }
}

type Cast = Awaited<ReturnType<typeof cast>>

/** One step of a seeded complaint's story, at minutes after it was raised. */
type Step =
  | { at: number; kind: 'assign' }
  | { at: number; kind: 'move'; to: ComplaintStatus; comment?: string; internal?: boolean }
  | { at: number; kind: 'comment'; text: string; internal: boolean }
  | { at: number; kind: 'reopen' }

/** A story for a complaint: the moves it makes from OPEN, within (or past) its SLA targets. */
function story(random: Random, response: number, resolution: number): Step[] {
  const late = random.next() < 0.2
  const respondAt = Math.round(response * (late ? 1.3 + random.next() : 0.1 + random.next() * 0.7))
  const ending = random.next()
  if (ending < 0.08) {
    return [{ at: respondAt, kind: 'move', to: 'DECLINED', comment: 'Not something the property maintains.' }]
  }
  const steps: Step[] = [
    { at: respondAt, kind: 'assign' },
    { at: respondAt + 20, kind: 'move', to: 'IN_PROGRESS' },
  ]
  let at = respondAt + 20
  if (random.next() < 0.2) {
    const hold = Math.round(resolution * (0.2 + random.next()))
    steps.push({
      at: at + 30,
      kind: 'move',
      to: 'ON_HOLD',
      comment: 'Waiting for a spare part.',
      internal: true,
    })
    steps.push({ at: at + 30 + hold, kind: 'move', to: 'IN_PROGRESS' })
    at += 30 + hold
  }
  if (random.next() < 0.3) {
    steps.push({
      at: at + 45,
      kind: 'comment',
      text: 'Technician visited; will finish tomorrow.',
      internal: false,
    })
  }
  const resolvedAt = at + Math.round(resolution * (late ? 1.1 + random.next() : 0.2 + random.next() * 0.6))
  steps.push({
    at: resolvedAt,
    kind: 'move',
    to: 'RESOLVED',
    comment: 'Fixed and checked with the resident.',
  })
  if (random.next() < 0.1) {
    steps.push({ at: resolvedAt + 2 * 24 * 60, kind: 'reopen' })
    steps.push({ at: resolvedAt + 2 * 24 * 60 + 60, kind: 'assign' })
    steps.push({ at: resolvedAt + 2 * 24 * 60 + 80, kind: 'move', to: 'IN_PROGRESS' })
    steps.push({
      at: resolvedAt + 3 * 24 * 60,
      kind: 'move',
      to: 'RESOLVED',
      comment: 'Fixed properly this time.',
    })
  }
  if (random.next() < 0.5) {
    const last = steps[steps.length - 1].at
    steps.push({ at: last + random.int(1, 5) * 24 * 60, kind: 'move', to: 'CLOSED' })
  }
  return steps
}

type Planned = {
  raisedAt: Date
  propertyId: number
  roomId: number | null
  stay: Stay | null
  category: string
  typeId: number
  priority: ComplaintPriority
  title: string
  steps: Step[]
  withPhoto: boolean
}

/** The complaints to raise, oldest first: spread over a year, busier lately; one room with a repeat issue. */
function plan(
  random: Random,
  now: Date,
  count: number,
  world: Cast,
  typeIds: Map<string, number>,
): Planned[] {
  const planned: Planned[] = []
  for (let n = 0; n < count; n += 1) {
    const daysAgo = Math.floor(365 * random.next() ** 2)
    const raisedAt = new Date(now.getTime() - daysAgo * DAY - random.int(0, 23 * 60) * MINUTE)
    const property = world.properties[n % world.properties.length]
    const date = kolkataDate(raisedAt)
    const staying = world.stays.filter((s) => s.property_id === property.id && s.from <= date && s.to >= date)
    const stay = staying.length && random.next() < 0.75 ? random.pick(staying) : null
    const rooms = world.rooms.filter((room) => room.property_id === property.id)
    const roomId = stay ? stay.room_id : rooms.length && random.next() < 0.6 ? random.pick(rooms).id : null
    const { category } = COMPLAINT_TYPES[n % COMPLAINT_TYPES.length]
    const priority = random.pick(PRIORITIES)
    const targets = DEFAULT_SLA_TARGETS[priority]
    planned.push({
      raisedAt,
      propertyId: property.id,
      roomId,
      stay,
      category,
      typeId: typeIds.get(category) ?? 0,
      priority,
      title: random.pick(TITLES[category]),
      steps: story(random, targets.response_minutes, targets.resolution_minutes),
      withPhoto: n % 40 === 3,
    })
  }
  const today = kolkataDate(now)
  const repeatRoom = world.stays.find((s) => s.from <= addDays(today, -30) && s.to >= today)
  if (repeatRoom) {
    for (const daysAgo of [24, 13, 2]) {
      planned.push({
        raisedAt: new Date(now.getTime() - daysAgo * DAY - 5 * HOUR),
        propertyId: repeatRoom.property_id,
        roomId: repeatRoom.room_id,
        stay: repeatRoom,
        category: 'PLUMBING',
        typeId: typeIds.get('PLUMBING') ?? 0,
        priority: 'HIGH',
        title: 'Bathroom drain blocked again',
        steps: story(
          random,
          DEFAULT_SLA_TARGETS.HIGH.response_minutes,
          DEFAULT_SLA_TARGETS.HIGH.resolution_minutes,
        ),
        withPhoto: daysAgo === 2,
      })
    }
  }
  return planned.sort((a, b) => a.raisedAt.getTime() - b.raisedAt.getTime())
}

/** Whoever fits the category: a vendor of its service when there is one (mostly), else a staff member. */
function assigneeFor(random: Random, world: Cast, category: string): Assignee | null {
  const service = SERVICE[category]
  const vendors = world.vendors.filter((vendor) => vendor.service === service)
  if (vendors.length && random.next() < 0.7) {
    const vendor = random.pick(vendors)
    return { staff_id: null, vendor_id: vendor.id, name: vendor.name }
  }
  if (!world.staff.length) return null
  const member = random.pick(world.staff)
  return { staff_id: member.id, vendor_id: null, name: member.name }
}

const minutesBetween = (from: string, to: Date) =>
  Math.floor((to.getTime() - new Date(from).getTime()) / MINUTE)

/** Writes one planned complaint as its story stood at `now`, with its activity list. */
async function writeComplaint(
  db: Db,
  files: FileStore,
  random: Random,
  operator: OperatorRow,
  world: Cast,
  item: Planned,
  ticket: string,
  isRepeat: boolean,
  now: Date,
) {
  const raisedAt = item.raisedAt.toISOString()
  const targets = DEFAULT_SLA_TARGETS[item.priority]
  const raisedBy = item.stay?.tenant_name ?? operator.name
  const { id } = await db
    .insertInto('complaints')
    .values({
      operator_id: operator.id,
      ticket_number: ticket,
      property_id: item.propertyId,
      room_id: item.roomId,
      tenant_id: item.stay?.tenant_id ?? null,
      type_id: item.typeId,
      priority: item.priority,
      status: 'OPEN',
      title: item.title,
      description: random.next() < 0.6 ? `${item.title}. Please send someone soon.` : null,
      raised_by_name: raisedBy,
      raised_at: raisedAt,
      updated_at: raisedAt,
      clock_started_at: raisedAt,
      response_minutes: targets.response_minutes,
      resolution_minutes: targets.resolution_minutes,
      is_repeat: isRepeat ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const entry = (input: Omit<ActivityInput, 'actorName'>) =>
    recordActivity(db, id, { actorName: operator.name, ...input })
  await recordActivity(
    db,
    id,
    { kind: 'RAISED', text: `Raised by ${raisedBy}`, actorName: operator.name, at: raisedAt, to: 'OPEN' },
    item.withPhoto
      ? { files, operatorId: operator.id, uploads: [{ fileName: `complaint-${id}.png`, data: SAMPLE_PNG }] }
      : undefined,
  )
  const state = {
    status: 'OPEN' as ComplaintStatus,
    assignee: null as Assignee | null,
    first_response_at: null as string | null,
    clock_started_at: raisedAt,
    paused_minutes: 0,
    hold_started_at: null as string | null,
    resolved_at: null as string | null,
    closed_at: null as string | null,
    reopen_count: 0,
    resolution_notes: null as string | null,
    updated_at: raisedAt,
  }
  for (const step of item.steps) {
    const at = new Date(item.raisedAt.getTime() + step.at * MINUTE)
    if (at > now) break
    const when = at.toISOString()
    state.updated_at = when
    if (step.kind === 'assign') {
      const assignee = assigneeFor(random, world, item.category)
      if (!assignee) continue
      state.assignee = assignee
      state.first_response_at ??= when
      await entry({ kind: 'ASSIGNED', text: `Assigned to ${assignee.name}`, at: when })
    } else if (step.kind === 'comment') {
      if (!step.internal) state.first_response_at ??= when
      await entry({
        kind: 'COMMENT',
        text: step.text,
        visibility: step.internal ? 'INTERNAL' : 'PUBLIC',
        at: when,
      })
    } else if (step.kind === 'reopen') {
      await entry({ kind: 'REOPENED', text: 'The problem is back.', at: when, from: 'RESOLVED', to: 'OPEN' })
      Object.assign(state, {
        status: 'OPEN',
        reopen_count: state.reopen_count + 1,
        clock_started_at: when,
        paused_minutes: 0,
        first_response_at: null,
        resolved_at: null,
      })
    } else {
      if (state.status === 'ON_HOLD' && state.hold_started_at) {
        state.paused_minutes += minutesBetween(state.hold_started_at, at)
        state.hold_started_at = null
      }
      if (step.to === 'ON_HOLD') state.hold_started_at = when
      if (step.to === 'RESOLVED') {
        state.resolved_at = when
        state.resolution_notes = step.comment ?? null
      }
      if (step.to === 'CLOSED') {
        // A RESOLVED complaint closes itself after 7 days: only close by hand before that.
        if (state.resolved_at && at.getTime() - new Date(state.resolved_at).getTime() >= 7 * DAY) continue
        state.closed_at = when
      }
      await entry({
        kind: 'STATUS_CHANGED',
        text: `Status changed from ${state.status} to ${step.to}`,
        at: when,
        from: state.status,
        to: step.to,
      })
      if (step.comment && step.to !== 'RESOLVED') {
        await entry({
          kind: 'COMMENT',
          text: step.comment,
          visibility: step.internal ? 'INTERNAL' : 'PUBLIC',
          at: when,
        })
      }
      state.status = step.to
      state.first_response_at ??= when
    }
  }
  const resolved = state.status === 'RESOLVED' || state.status === 'CLOSED'
  const cost =
    resolved && COSTLY.has(item.category) && random.next() < 0.35 ? random.int(3, 60) * 5_000 : null
  const paidBy = cost === null ? null : item.stay && random.next() < 0.35 ? 'RESIDENT' : 'OPERATOR'
  let chargeId: number | null = null
  if (cost !== null && state.resolved_at) {
    const when = state.resolved_at
    const payer = paidBy === 'RESIDENT' ? 'resident' : 'operator'
    await entry({
      kind: 'COST_SET',
      visibility: 'INTERNAL',
      text: `Cost set to ${rupees(cost)}, paid by the ${payer}`,
      at: when,
    })
    if (paidBy === 'RESIDENT' && item.stay && random.next() < 0.7) {
      const collection = await createOtherTicket(db, () => new Date(when), operator, {
        type: 'OTHERS',
        charge_kind: 'OTHER',
        tenant_id: item.stay.tenant_id,
        title: `Repair – ${item.title} (${ticket})`,
        due_date: addDays(kolkataDate(new Date(when)), 7),
        amount_paise: cost,
      })
      chargeId = collection.id
      await entry({
        kind: 'CHARGED',
        visibility: 'INTERNAL',
        text: `Charged ${rupees(cost)} to ${item.stay.tenant_name} as an Other charge`,
        at: when,
      })
    }
  }
  await db
    .updateTable('complaints')
    .set({
      status: state.status,
      assignee_staff_id: state.assignee?.staff_id ?? null,
      assignee_vendor_id: state.assignee?.vendor_id ?? null,
      first_response_at: state.first_response_at,
      clock_started_at: state.clock_started_at,
      paused_minutes: state.paused_minutes,
      hold_started_at: state.hold_started_at,
      resolved_at: state.resolved_at,
      closed_at: state.closed_at,
      reopen_count: state.reopen_count,
      resolution_notes: state.resolution_notes,
      updated_at: state.updated_at,
      cost_paise: cost,
      cost_paid_by: paidBy,
      charge_collection_id: chargeId,
    })
    .where('id', '=', id)
    .execute()
}

/**
 * A year of complaints for both demo operators (about 150 for the demo operator, 15 for the second): every type,
 * priority and state (breached, on hold, reopened, declined, closed by hand and by the 7-day rule), assigned to
 * staff and vendors, with public and internal comments, a few costs (some charged to the resident), a couple of
 * photos and one room with a repeat issue. Operators that already have complaints are left alone.
 */
export async function seedComplaints(db: Db, now: Clock, files: FileStore): Promise<void> {
  const at = now()
  const types = await db.selectFrom('complaint_types').select(['id', 'category']).execute()
  const typeIds = new Map(types.map((type) => [type.category, type.id]))
  for (const [demo, count, seed] of COUNTS) {
    const operator = await findOperatorByPhone(db, demo.phone)
    if (!operator) continue
    const existing = await db
      .selectFrom('complaints')
      .select('id')
      .where('operator_id', '=', operator.id)
      .executeTakeFirst()
    if (existing) continue
    const random = seededRandom(seed)
    const world = await cast(db, operator.id)
    if (!world.properties.length) continue
    const planned = plan(random, at, count, world, typeIds)
    for (const [index, item] of planned.entries()) {
      const ticket = `CMP-${kolkataDate(item.raisedAt).slice(0, 4)}-${String(index + 1).padStart(5, '0')}`
      const earlier = planned
        .slice(0, index)
        .filter(
          (other) =>
            item.roomId !== null &&
            other.roomId === item.roomId &&
            other.typeId === item.typeId &&
            item.raisedAt.getTime() - other.raisedAt.getTime() <= 30 * DAY,
        )
      await writeComplaint(db, files, random, operator, world, item, ticket, earlier.length >= 2, at)
    }
  }
}
