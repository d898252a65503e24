import { addDays, kolkataDate } from '../calendar'
import { DAY, HOUR, MINUTE, systemClock, type Clock } from '../clock'
import { chunks } from '../db/batches'
import type { Db } from '../db/database'
import { DEFAULT_SLA_TARGETS } from '../db/reference/complaintTypes'
import type { Insertable } from 'kysely'
import type { ComplaintPriority, ComplaintStatus, ComplaintTable, ExpensePaymentMode } from '../db/schema'
import { insertExpense } from '../expenses/expenseWrite'
import { seededRandom, type Random } from './random'

export type BulkOperationsOptions = {
  /** Days back from today that the complaints and expenses cover. */
  days?: number
  complaintsPerDay?: number
  expensesPerDay?: number
  now?: Clock
  seed?: number
}

const PRIORITIES: readonly ComplaintPriority[] = ['LOW', 'MEDIUM', 'MEDIUM', 'MEDIUM', 'HIGH', 'URGENT']

/** What a large property spends on, with a typical bill in rupees and how it is paid. */
const SPENDS: readonly [code: string, rupees: number, mode: ExpensePaymentMode][] = [
  ['GROCERIES', 18_000, 'UPI'],
  ['MILK', 4_500, 'UPI'],
  ['LPG', 3_700, 'CASH'],
  ['HOUSEKEEPING', 6_200, 'UPI'],
  ['REPAIRS_MAINTENANCE', 9_800, 'BANK_TRANSFER'],
  ['ELECTRICITY', 2_40_000, 'BANK_TRANSFER'],
  ['WATER', 12_000, 'CASH'],
  ['DG_DIESEL', 15_500, 'CASH'],
  ['LAUNDRY', 7_300, 'UPI'],
  ['OFFICE', 1_200, 'CARD'],
]

type Complaint = {
  status: ComplaintStatus
  raisedAt: Date
  firstResponseAt: Date | null
  resolvedAt: Date | null
  closedAt: Date | null
}

/** A complaint's course by its age: old ones are closed (a few declined), recent ones at every step. */
function courseOf(random: Random, raisedAt: Date, now: Date, priority: ComplaintPriority): Complaint {
  const targets = DEFAULT_SLA_TARGETS[priority]
  // Nine in ten answered within the response target, the rest late.
  const respondIn = targets.response_minutes * (random.next() < 0.9 ? random.next() : 1 + random.next())
  const resolveIn = targets.resolution_minutes * (random.next() < 0.85 ? random.next() : 1 + random.next())
  const at = (minutes: number) => new Date(raisedAt.getTime() + Math.max(5, Math.round(minutes)) * MINUTE)
  const firstResponseAt = at(respondIn)
  const resolvedAt = at(Math.max(respondIn + 30, resolveIn))
  const closedAt = new Date(resolvedAt.getTime() + 2 * DAY)
  const course = (status: ComplaintStatus, responded: boolean, resolved: boolean, closed: boolean) => ({
    status,
    raisedAt,
    firstResponseAt: responded && firstResponseAt <= now ? firstResponseAt : null,
    resolvedAt: resolved ? resolvedAt : null,
    closedAt: closed ? closedAt : null,
  })
  if (closedAt <= now) {
    if (random.next() < 0.04) return course('DECLINED', true, false, false)
    return course('CLOSED', true, true, true)
  }
  if (resolvedAt <= now) return course('RESOLVED', true, true, false)
  const roll = random.next()
  if (roll < 0.4) return course('OPEN', false, false, false)
  if (roll < 0.9) return course('IN_PROGRESS', true, false, false)
  return course('ON_HOLD', true, false, false)
}

/**
 * Seeds a year (by default) of complaints and expenses at one property of an operator, for the dashboard
 * benchmark: 20 complaints a day over the property's rooms in every type and priority, closed, resolved or open
 * by their age against the default SLA targets (some breached), and 10 expenses a day in the mess, utility and
 * upkeep categories. Complaints go in batched inserts; expenses through the module's own insert, in one
 * transaction. Call it with a database handle, not inside a transaction.
 */
export async function seedBulkOperations(
  db: Db,
  operatorId: number,
  propertyId: number,
  {
    days = 365,
    complaintsPerDay = 20,
    expensesPerDay = 10,
    now = systemClock,
    seed = propertyId,
  }: BulkOperationsOptions = {},
): Promise<{ complaints: number; expenses: number }> {
  const random = seededRandom(seed)
  const operator = await db
    .selectFrom('operators')
    .select(['id', 'name'])
    .where('id', '=', operatorId)
    .executeTakeFirstOrThrow()
  const rooms = await db.selectFrom('rooms').select('id').where('property_id', '=', propertyId).execute()
  const types = await db.selectFrom('complaint_types').select(['id', 'name']).orderBy('sort_order').execute()
  const categories = new Map(
    (await db.selectFrom('expense_categories').select(['id', 'code']).execute()).map((c) => [c.code, c.id]),
  )
  const { n: existing } = await db
    .selectFrom('complaints')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('operator_id', '=', operatorId)
    .executeTakeFirstOrThrow()
  const current = now()
  const today = kolkataDate(current)

  const complaints: Insertable<ComplaintTable>[] = []
  for (let day = days - 1; day >= 0; day -= 1) {
    for (let k = 0; k < complaintsPerDay; k += 1) {
      const raisedAt = new Date(current.getTime() - day * DAY - random.int(0, 23 * 60) * MINUTE - HOUR)
      const priority = random.pick(PRIORITIES)
      const type = random.pick(types)
      const course = courseOf(random, raisedAt, current, priority)
      const number = Number(existing) + complaints.length + 1
      const iso = (date: Date | null) => date?.toISOString() ?? null
      complaints.push({
        operator_id: operatorId,
        ticket_number: `CMP-${kolkataDate(raisedAt).slice(0, 4)}-${String(number).padStart(5, '0')}`,
        property_id: propertyId,
        room_id: random.pick(rooms).id,
        tenant_id: null,
        type_id: type.id,
        priority,
        status: course.status,
        title: `${type.name}: needs attention`,
        description: null,
        raised_by_name: 'Resident',
        raised_at: raisedAt.toISOString(),
        updated_at:
          iso(course.closedAt ?? course.resolvedAt ?? course.firstResponseAt) ?? raisedAt.toISOString(),
        clock_started_at: raisedAt.toISOString(),
        ...DEFAULT_SLA_TARGETS[priority],
        first_response_at: iso(course.firstResponseAt),
        resolved_at: iso(course.resolvedAt),
        closed_at: iso(course.closedAt),
        resolution_notes: course.resolvedAt ? 'Fixed.' : null,
      })
    }
  }

  await db.transaction().execute(async (trx) => {
    for (const batch of chunks(complaints, 200)) await trx.insertInto('complaints').values(batch).execute()
    for (let day = days - 1; day >= 0; day -= 1) {
      for (let k = 0; k < expensesPerDay; k += 1) {
        const [code, rupees, mode] = SPENDS[(day + k) % SPENDS.length]
        const category = categories.get(code)
        if (category === undefined) throw new Error(`No expense category ${code}`)
        await insertExpense(trx, now, operator, {
          property_id: propertyId,
          category_id: category,
          amount_paise: Math.round(rupees * (0.8 + 0.4 * random.next())) * 100,
          expense_date: addDays(today, -day),
          payment_mode: mode,
        })
      }
    }
  })
  return { complaints: complaints.length, expenses: days * expensesPerDay }
}
