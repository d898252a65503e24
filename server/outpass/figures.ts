import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import { withStatus } from './views'

/**
 * The dashboard's pass and roll-call figures for some properties: passes out now, overdue and waiting for
 * approval (statuses derived at `now`, as the pass list counts them), and the night's late entries.
 */
export async function outpassFigures(db: Db, now: Date, propertyIds: readonly number[], date: IsoDate) {
  if (!propertyIds.length) return { out_now: 0, overdue: 0, pending_approval: 0, late_entries_today: 0 }
  const live = await db
    .selectFrom('outpasses')
    .selectAll()
    .where('property_id', 'in', propertyIds)
    .where('state', 'in', ['PENDING', 'OUT'])
    .execute()
  const statuses = (await withStatus(db, now, live)).map(({ status }) => status)
  const late = await db
    .selectFrom('attendance_marks')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('property_id', 'in', propertyIds)
    .where('attendance_date', '=', date)
    .where('status', '=', 'LATE')
    .executeTakeFirstOrThrow()
  return {
    out_now: statuses.filter((status) => status === 'OUT').length,
    overdue: statuses.filter((status) => status === 'OVERDUE').length,
    pending_approval: statuses.filter((status) => status === 'PENDING').length,
    late_entries_today: Number(late.count),
  }
}
