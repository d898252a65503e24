import { addDays, kolkataDate } from '../calendar'
import { DAY, HOUR, MINUTE, type Clock } from '../clock'
import type { Db } from '../db/database'
import type { OutpassType, PropertyRow } from '../db/schema'
import { noticeRecipients, noticeText, type NoticeEvent } from '../outpass/notices'
import type { OutpassRow } from '../outpass/status'
import { residentsOn } from '../attendance/roster'
import { DEMO_OPERATOR, SECOND_OPERATOR } from './demoOperators'

/** The demo operators' properties that take residents (never a signed-up operator's), with the operator's name. */
export async function demoResidentialProperties(db: Db) {
  const operators = await db
    .selectFrom('operators')
    .select('id')
    .where((eb) =>
      eb.or(
        [DEMO_OPERATOR, SECOND_OPERATOR].map(({ phone }) =>
          eb.and([eb('dial_code', '=', phone.dialCode), eb('phone_no', '=', phone.national)]),
        ),
      ),
    )
    .execute()
  if (!operators.length) return []
  return db
    .selectFrom('properties')
    .innerJoin('operators', 'operators.id', 'properties.operator_id')
    .selectAll('properties')
    .select('operators.name as operator_name')
    .where(
      'properties.operator_id',
      'in',
      operators.map((operator) => operator.id),
    )
    .where('properties.property_type', 'not in', ['COMMERCIAL', 'RETAIL'])
    .orderBy('properties.id')
    .execute()
}

/** Who acts for the operator at a property: its active warden (own first, then all-properties), else nobody. */
export async function wardenOf(db: Db, operatorId: number, propertyId: number) {
  return (
    (await db
      .selectFrom('staff')
      .leftJoin('staff_properties', (join) =>
        join
          .onRef('staff_properties.staff_id', '=', 'staff.id')
          .on('staff_properties.property_id', '=', propertyId),
      )
      .select(['staff.id', 'staff.name'])
      .where('staff.operator_id', '=', operatorId)
      .where('staff.role', '=', 'WARDEN')
      .where('staff.is_active', '=', 1)
      .where((eb) =>
        eb.or([eb('staff_properties.property_id', '=', propertyId), eb('staff.all_properties', '=', 1)]),
      )
      .orderBy('staff.all_properties')
      .orderBy('staff.id')
      .executeTakeFirst()) ?? null
  )
}

/** A seeded pass: times in ms from the seed's now; each step present happened. */
type PassPlan = {
  type: OutpassType
  from: number
  to: number
  created: number
  destination: string
  reason: string
  approved?: number
  autoApproved?: true
  rejected?: { at: number; remarks: string }
  cancelled?: number
  out?: number
  in?: number
}

/** One pass in every state the clock and the state machine give, plus past returns that show as Leave. */
const PLANS: readonly PassPlan[] = [
  {
    type: 'HOME_LEAVE',
    from: 3 * DAY,
    to: 5 * DAY,
    created: -3 * HOUR,
    destination: 'Mysuru',
    reason: 'Sister’s wedding',
  },
  {
    type: 'NIGHT_OUT',
    from: DAY,
    to: DAY + 14 * HOUR,
    created: -5 * HOUR,
    approved: -4 * HOUR,
    destination: 'Cousin’s flat, Indiranagar',
    reason: 'Birthday dinner',
  },
  {
    type: 'HOME_LEAVE',
    from: 6 * DAY,
    to: 9 * DAY,
    created: -DAY,
    rejected: { at: -20 * HOUR, remarks: 'Exams this week: apply after the 30th.' },
    destination: 'Hubballi',
    reason: 'Visiting parents',
  },
  {
    type: 'DAY_OUTING',
    from: -4 * DAY,
    to: -4 * DAY + 3 * HOUR,
    created: -5 * DAY,
    cancelled: -4 * DAY - 2 * HOUR,
    destination: 'Phoenix Mall',
    reason: 'Shopping',
  },
  {
    type: 'HOME_LEAVE',
    from: -DAY,
    to: 2 * DAY,
    created: -3 * DAY,
    approved: -2 * DAY,
    out: -DAY + 20 * MINUTE,
    destination: 'Chennai',
    reason: 'Festival at home',
  },
  {
    type: 'NIGHT_OUT',
    from: -20 * HOUR,
    to: -3 * HOUR,
    created: -2 * DAY,
    approved: -2 * DAY + HOUR,
    out: -20 * HOUR + 10 * MINUTE,
    destination: 'Friend’s place, HSR Layout',
    reason: 'Project work overnight',
  },
  {
    type: 'HOME_LEAVE',
    from: -12 * DAY,
    to: -9 * DAY,
    created: -14 * DAY,
    approved: -13 * DAY,
    out: -12 * DAY + 30 * MINUTE,
    in: -9 * DAY - 2 * HOUR,
    destination: 'Pune',
    reason: 'Family visit',
  },
  {
    type: 'NIGHT_OUT',
    from: -20 * DAY,
    to: -19 * DAY,
    created: -22 * DAY,
    approved: -21 * DAY,
    out: -20 * DAY + 15 * MINUTE,
    in: -19 * DAY + 95 * MINUTE,
    destination: 'Lonavala',
    reason: 'College trip',
  },
  {
    type: 'DAY_OUTING',
    from: -3 * DAY,
    to: -3 * DAY + 3 * HOUR,
    created: -3 * DAY - 4 * HOUR,
    approved: -3 * DAY - 4 * HOUR,
    autoApproved: true,
    destination: 'Dentist',
    reason: 'Check-up',
  },
  {
    type: 'NIGHT_OUT',
    from: -33 * DAY,
    to: -32 * DAY,
    created: -35 * DAY,
    approved: -34 * DAY,
    out: -33 * DAY + 5 * MINUTE,
    in: -32 * DAY - HOUR,
    destination: 'Aunt’s house',
    reason: 'Pooja at home',
  },
  {
    type: 'HOME_LEAVE',
    from: -27 * DAY,
    to: -25 * DAY,
    created: -29 * DAY,
    approved: -28 * DAY,
    out: -27 * DAY + 40 * MINUTE,
    in: -25 * DAY - 3 * HOUR,
    destination: 'Nashik',
    reason: 'Grandmother unwell',
  },
]

const stateOf = (plan: PassPlan): OutpassRow['state'] =>
  plan.rejected
    ? 'REJECTED'
    : plan.cancelled !== undefined
      ? 'CANCELLED'
      : plan.in !== undefined
        ? 'RETURNED'
        : plan.out !== undefined
          ? 'OUT'
          : plan.approved !== undefined
            ? 'APPROVED'
            : 'PENDING'

/** The same default grace a property without rules of its own runs on. */
const GRACE = 15 * MINUTE

async function seedProperty(db: Db, now: Date, property: PropertyRow, operatorName: string) {
  const today = kolkataDate(now)
  const longest = new Set((await residentsOn(db, property.id, addDays(today, -34))).map((r) => r.tenant_id))
  const tonight = await residentsOn(db, property.id, today)
  const residents = [
    ...tonight.filter((r) => longest.has(r.tenant_id)),
    ...tonight.filter((r) => !longest.has(r.tenant_id)),
  ]
  if (!residents.length) return
  const warden = await wardenOf(db, property.operator_id, property.id)
  const by = { by_staff_id: warden?.id ?? null, by_name: warden?.name ?? operatorName }
  const iso = (offset: number) => new Date(now.getTime() + offset).toISOString()
  for (const [index, plan] of PLANS.entries()) {
    const resident = residents[index % residents.length]
    const pass = await db
      .insertInto('outpasses')
      .values({
        operator_id: property.operator_id,
        property_id: property.id,
        tenant_id: resident.tenant_id,
        type: plan.type,
        state: stateOf(plan),
        from_at: iso(plan.from),
        to_at: iso(plan.to),
        destination: plan.destination,
        reason: plan.reason,
        contact_phone: null,
        guardian_approved: plan.approved !== undefined && index % 2 === 0 ? 1 : null,
        actual_out_at: plan.out === undefined ? null : iso(plan.out),
        actual_in_at: plan.in === undefined ? null : iso(plan.in),
        created_at: iso(plan.created),
        updated_at: iso(
          plan.in ?? plan.out ?? plan.approved ?? plan.cancelled ?? plan.rejected?.at ?? plan.created,
        ),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    const none = { by_staff_id: null, by_name: null, remarks: null }
    const events = [
      { event: 'REQUESTED', at: iso(plan.created), by_staff_id: null, by_name: operatorName, remarks: null },
      ...(plan.approved === undefined
        ? []
        : [
            {
              event: plan.autoApproved ? 'AUTO_APPROVED' : 'APPROVED',
              at: iso(plan.approved),
              ...(plan.autoApproved ? none : { ...by, remarks: null }),
            },
          ]),
      ...(plan.rejected
        ? [{ event: 'REJECTED', at: iso(plan.rejected.at), ...by, remarks: plan.rejected.remarks }]
        : []),
      ...(plan.cancelled === undefined
        ? []
        : [{ event: 'CANCELLED', at: iso(plan.cancelled), ...by, remarks: 'Plans changed.' }]),
      ...(plan.out === undefined ? [] : [{ event: 'OUT', at: iso(plan.out), ...by, remarks: null }]),
      ...(plan.in === undefined ? [] : [{ event: 'IN', at: iso(plan.in), ...by, remarks: null }]),
    ]
    await db
      .insertInto('outpass_events')
      .values(events.map((event) => ({ outpass_id: pass.id, ...event })))
      .execute()
    const notices: [NoticeEvent, number][] = [
      ...(plan.approved === undefined ? [] : [['APPROVED', plan.approved] as [NoticeEvent, number]]),
      ...(plan.out === undefined ? [] : [['OUT', plan.out] as [NoticeEvent, number]]),
      ...(plan.in !== undefined && plan.in > plan.to + GRACE
        ? [['LATE_RETURN', plan.in] as [NoticeEvent, number]]
        : []),
    ]
    const tenant = await db
      .selectFrom('tenants')
      .select(['name', 'dial_code', 'phone_no', 'guardian_phone'])
      .where('id', '=', resident.tenant_id)
      .executeTakeFirstOrThrow()
    const rows = notices.flatMap(([event, at]) =>
      noticeRecipients(tenant).map(({ recipient, to }) => ({
        outpass_id: pass.id,
        recipient,
        to,
        event,
        text: noticeText(event, pass, tenant.name),
        status: 'RECORDED',
        created_at: iso(at),
      })),
    )
    if (rows.length) await db.insertInto('outpass_notices').values(rows).execute()
  }
}

/**
 * Passes and roll-calls are on for every demo property that takes residents, and each gets passes in every
 * state, timed from the seed's clock: pending and approved ahead, out now, one overdue right now, returned, one
 * returned late, one expired, rejected and cancelled. Properties with any pass already are skipped.
 */
export async function seedOutpasses(db: Db, now: Clock): Promise<void> {
  const properties = await demoResidentialProperties(db)
  for (const { operator_name, ...property } of properties) {
    const seeded = await db
      .selectFrom('outpasses')
      .select('id')
      .where('property_id', '=', property.id)
      .executeTakeFirst()
    if (seeded) continue
    await db
      .updateTable('properties')
      .set({ outpass_enabled: 1, attendance_enabled: 1 })
      .where('id', '=', property.id)
      .execute()
    await seedProperty(db, now(), property, operator_name)
  }
}
