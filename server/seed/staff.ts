import { addDays, kolkataDate } from '../calendar'
import { DAY, type Clock } from '../clock'
import type { Db } from '../db/database'
import type { IsoDate, StaffRole } from '../db/schema'
import { DEMO_OPERATOR, SECOND_OPERATOR } from './demoOperators'
import { seededRandom, type Random } from './random'

const FIRST_NAMES = [
  'Ravi',
  'Kavita',
  'Suresh',
  'Meena',
  'Anil',
  'Lakshmi',
  'Prakash',
  'Sunita',
  'Manoj',
  'Geeta',
  'Rajesh',
  'Bhavna',
  'Venkatesh',
  'Farida',
  'Harpreet',
  'Joseph',
  'Deepa',
  'Imran',
  'Shanthi',
  'Gopal',
]
const LAST_NAMES = [
  'Kumar',
  'Nair',
  'Yadav',
  'Iyer',
  'Reddy',
  'Patil',
  'Sharma',
  'Das',
  'Gowda',
  'Khan',
  'Singh',
  'Fernandes',
  'Pillai',
  'Joshi',
]

/** Monthly salary range by role, in rupees (rounded to ₹500). */
const SALARY: Record<StaffRole, [number, number]> = {
  ADMIN: [30_000, 35_000],
  PROPERTY_MANAGER: [26_000, 35_000],
  WARDEN: [18_000, 24_000],
  ACCOUNTANT: [24_000, 32_000],
  RECEPTIONIST: [14_000, 18_000],
  COOK: [14_000, 19_000],
  HOUSEKEEPING: [12_000, 14_000],
  SECURITY: [13_000, 16_000],
  METER_READER: [12_000, 15_000],
  OTHER: [12_000, 15_000],
}

/** Cash the disputed demo handover falls short by: ₹500. */
export const DISPUTED_SHORTFALL_PAISE = 50_000
/** Cash payments of the last days name who took them (older ones predate the team's records). */
const NAMED_CASH_DAYS = 60

type Planned = {
  role: StaffRole
  propertyId: number | null
  canCollectCash: boolean
  isActive: boolean
}

/** Each property's manager and warden (who take cash), sometimes security or housekeeping; a cook and an accountant for all. */
function team(propertyIds: readonly number[], random: Random): Planned[] {
  const planned: Planned[] = [
    { role: 'ACCOUNTANT', propertyId: null, canCollectCash: true, isActive: true },
    { role: 'COOK', propertyId: null, canCollectCash: false, isActive: true },
  ]
  propertyIds.forEach((propertyId, index) => {
    planned.push({ role: 'PROPERTY_MANAGER', propertyId, canCollectCash: true, isActive: true })
    planned.push({ role: 'WARDEN', propertyId, canCollectCash: true, isActive: true })
    if (random.next() < 0.6)
      planned.push({ role: 'SECURITY', propertyId, canCollectCash: false, isActive: true })
    if (random.next() < 0.5) {
      planned.push({ role: 'HOUSEKEEPING', propertyId, canCollectCash: false, isActive: index !== 0 })
    }
  })
  // One who left: kept (records may name them), no longer in the pickers.
  if (planned.every((member) => member.isActive)) {
    planned.push({ role: 'HOUSEKEEPING', propertyId: propertyIds[0], canCollectCash: false, isActive: false })
  }
  return planned
}

function verification(random: Random, today: IsoDate): { status: string; date: IsoDate | null } {
  const roll = random.next()
  if (roll < 0.5) return { status: 'VERIFIED', date: addDays(today, -random.int(30, 400)) }
  if (roll < 0.75) return { status: 'SUBMITTED', date: addDays(today, -random.int(3, 25)) }
  return { status: 'PENDING', date: null }
}

/**
 * The demo team of each demo operator: per property a manager and a warden (who take cash), sometimes security and
 * housekeeping; a cook and an accountant for all properties; one member who left. Recent cash payments name the
 * property's manager or warden (some stay unnamed); one warden's cash was handed over and accepted, one manager's
 * handover is disputed ₹500 short; everyone else who took cash still holds it.
 */
export async function seedStaff(db: Db, now: Clock): Promise<void> {
  const today = kolkataDate(now())
  const at = now().toISOString()
  for (const [index, demo] of [DEMO_OPERATOR, SECOND_OPERATOR].entries()) {
    const operator = await db
      .selectFrom('operators')
      .select('id')
      .where('dial_code', '=', demo.phone.dialCode)
      .where('phone_no', '=', demo.phone.national)
      .executeTakeFirst()
    if (!operator) continue
    const existing = await db
      .selectFrom('staff')
      .select('id')
      .where('operator_id', '=', operator.id)
      .executeTakeFirst()
    if (existing) continue
    const random = seededRandom(1500 + index)
    const properties = await db
      .selectFrom('properties')
      .select('id')
      .where('operator_id', '=', operator.id)
      .orderBy('id')
      .execute()
    const planned = team(
      properties.map((property) => property.id),
      random,
    )
    const collectors = new Map<number, number[]>()
    for (const [serial, member] of planned.entries()) {
      const name = `${FIRST_NAMES[(serial * 7 + index * 3) % FIRST_NAMES.length]} ${random.pick(LAST_NAMES)}`
      const checked = verification(random, today)
      const [low, high] = SALARY[member.role]
      const { id } = await db
        .insertInto('staff')
        .values({
          operator_id: operator.id,
          name,
          dial_code: '+91',
          phone_number: `88${index}${String(4_100_000 + serial * 7_919).padStart(7, '0')}`,
          email: null,
          role: member.role,
          all_properties: member.propertyId === null ? 1 : 0,
          can_collect_cash: member.canCollectCash ? 1 : 0,
          police_verification_status: checked.status,
          police_verification_date: checked.date,
          joined_on: addDays(today, -random.int(45, 1_100)),
          monthly_salary_paise: Math.round(random.int(low, high) / 500) * 500 * 100,
          is_active: member.isActive ? 1 : 0,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (member.propertyId !== null) {
        await db
          .insertInto('staff_properties')
          .values({ staff_id: id, property_id: member.propertyId })
          .execute()
        if (member.canCollectCash)
          collectors.set(member.propertyId, [...(collectors.get(member.propertyId) ?? []), id])
      }
    }
    await nameCollectors(
      db,
      operator.id,
      collectors,
      new Date(now().getTime() - NAMED_CASH_DAYS * DAY),
      random,
    )
    if (demo === DEMO_OPERATOR) await seedHandovers(db, operator.id, now)
  }
}

/** Recent SUCCESS cash payments name the property's manager or warden; about one in five stays unnamed. */
async function nameCollectors(
  db: Db,
  operatorId: number,
  collectors: Map<number, number[]>,
  since: Date,
  random: Random,
) {
  const payments = await db
    .selectFrom('collection_transactions')
    .select(['id', 'property_id'])
    .where('operator_id', '=', operatorId)
    .where('mode', '=', 'CASH')
    .where('recorded_at', '>=', since.toISOString())
    .orderBy('id')
    .execute()
  const names = new Map(
    (await db.selectFrom('staff').select(['id', 'name']).where('operator_id', '=', operatorId).execute()).map(
      (member) => [member.id, member.name],
    ),
  )
  for (const payment of payments) {
    const choices = collectors.get(payment.property_id)
    if (!choices?.length || random.next() < 0.2) continue
    const staffId = random.pick(choices)
    await db
      .updateTable('collection_transactions')
      .set({ collected_by_staff_id: staffId, collected_by_name: names.get(staffId) ?? null })
      .where('id', '=', payment.id)
      .execute()
  }
}

/** SUCCESS cash a member took up to `until`, and how many payments. */
async function cashUntil(db: Db, staffId: number, until: string) {
  const row = await db
    .selectFrom('collection_transactions')
    .select((eb) => [eb.fn.sum<number>('amount_paise').as('paise'), eb.fn.countAll<number>().as('count')])
    .where('collected_by_staff_id', '=', staffId)
    .where('status', '=', 'SUCCESS')
    .where('mode', '=', 'CASH')
    .where('recorded_at', '<=', until)
    .executeTakeFirstOrThrow()
  return { paise: Number(row.paise ?? 0), count: Number(row.count) }
}

/**
 * The two members who took the most cash before the handover days: the first handed it all over three weeks ago
 * (accepted), the second ten days ago, ₹500 short (disputed).
 */
async function seedHandovers(db: Db, operatorId: number, now: Clock) {
  const ago = (days: number) => new Date(now().getTime() - days * DAY).toISOString()
  const takers = await db
    .selectFrom('collection_transactions')
    .select((eb) => ['collected_by_staff_id as staff_id', eb.fn.sum<number>('amount_paise').as('paise')])
    .where('operator_id', '=', operatorId)
    .where('mode', '=', 'CASH')
    .where('status', '=', 'SUCCESS')
    .where('collected_by_staff_id', 'is not', null)
    .where('recorded_at', '<=', ago(21))
    .groupBy('collected_by_staff_id')
    .orderBy('paise', 'desc')
    .orderBy('collected_by_staff_id')
    .limit(2)
    .execute()
  const plans = [
    { days: 21, shortfall: 0, reason: null },
    {
      days: 10,
      shortfall: DISPUTED_SHORTFALL_PAISE,
      reason: 'Counted ₹500 short at handover; one tenant may have paid less than the receipt shows.',
    },
  ]
  for (const [turn, taker] of takers.entries()) {
    const plan = plans[turn]
    const staffId = Number(taker.staff_id)
    const until = ago(plan.days)
    const cash = await cashUntil(db, staffId, until)
    const shortfall = Math.min(plan.shortfall, cash.paise)
    await db
      .insertInto('cash_handovers')
      .values({
        operator_id: operatorId,
        staff_id: staffId,
        status: plan.reason ? 'DISPUTED' : 'ACCEPTED',
        expected_paise: cash.paise,
        declared_paise: cash.paise - shortfall,
        payment_count: cash.count,
        covered_from: null,
        covered_until: until,
        note: plan.reason ? 'Handed over at the office.' : 'All cash handed over.',
        dispute_reason: plan.reason,
        created_at: until,
        submitted_at: until,
        settled_at: new Date(new Date(until).getTime() + DAY / 4).toISOString(),
      })
      .execute()
  }
}
