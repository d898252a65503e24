import { kolkataDate } from '../calendar'
import type { Db } from '../db/database'
import type { ComplaintStatus, IsoDate } from '../db/schema'
import { derive } from './sla'

/**
 * Whether a complaint counts as resolved within `from`–`to` (Asia/Kolkata days, inclusive): resolved or closed as
 * derived now, its resolution on one of those days. The dashboard's figure and the complaints list's
 * resolved_from/resolved_to filter both ask this.
 */
export function resolvedWithin(
  complaint: { status: ComplaintStatus; resolved_at: string | null },
  from: IsoDate,
  to: IsoDate,
): boolean {
  if (complaint.resolved_at === null) return false
  if (complaint.status !== 'RESOLVED' && complaint.status !== 'CLOSED') return false
  const day = kolkataDate(new Date(complaint.resolved_at))
  return day >= from && day <= to
}

/** `from`–`to` (inclusive, Asia/Kolkata days) is the period resolutions are counted in. */
export type FigureScope = { propertyIds: readonly number[]; from: IsoDate; to: IsoDate; now: Date }

/**
 * The dashboard's complaint figures for the properties, read at `now` as the complaints list derives them: open
 * (OPEN, IN_PROGRESS or ON_HOLD), being worked on (IN_PROGRESS or ON_HOLD), breached (sla_state BREACHED) and near breach (DUE_SOON) among the
 * open ones, those resolved in the period, and the open ones by age (under a day, 1–3 days, 3–7 days, over 7).
 */
export async function complaintFigures(db: Db, scope: FigureScope) {
  const figures = {
    open: 0,
    in_progress: 0,
    breached: 0,
    near_breach: 0,
    resolved: 0,
    age_under_1d: 0,
    age_1_3d: 0,
    age_3_7d: 0,
    age_over_7d: 0,
  }
  if (!scope.propertyIds.length) return figures
  const rows = await db
    .selectFrom('complaints')
    .selectAll()
    .where('property_id', 'in', scope.propertyIds)
    .where((eb) =>
      eb.or([eb('status', 'in', ['OPEN', 'IN_PROGRESS', 'ON_HOLD']), eb('resolved_at', 'is not', null)]),
    )
    .execute()
  for (const row of rows) {
    const { status, age_hours: age, sla_state: sla } = derive(row, scope.now)
    if (resolvedWithin({ status, resolved_at: row.resolved_at }, scope.from, scope.to)) {
      figures.resolved += 1
      continue
    }
    if (status !== 'OPEN' && status !== 'IN_PROGRESS' && status !== 'ON_HOLD') continue
    figures.open += 1
    if (status === 'IN_PROGRESS' || status === 'ON_HOLD') figures.in_progress += 1
    if (sla === 'BREACHED') figures.breached += 1
    if (sla === 'DUE_SOON') figures.near_breach += 1
    if (age < 24) figures.age_under_1d += 1
    else if (age < 72) figures.age_1_3d += 1
    else if (age < 168) figures.age_3_7d += 1
    else figures.age_over_7d += 1
  }
  return figures
}
