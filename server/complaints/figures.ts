import { kolkataDate, monthOf } from '../calendar'
import type { Db } from '../db/database'
import { derive } from './sla'

export type FigureScope = { propertyIds: readonly number[]; month: string; now: Date }

/**
 * The dashboard's complaint figures for the properties, read at `now`: OPEN complaints, those being worked on
 * (IN_PROGRESS or ON_HOLD), those resolved in the month, and the unresolved ones by age (under a day, 1–3 days,
 * 3–7 days, over 7 days).
 */
export async function complaintFigures(db: Db, scope: FigureScope) {
  const figures = {
    open: 0,
    in_progress: 0,
    resolved_this_month: 0,
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
    const { status, age_hours: age } = derive(row, scope.now)
    if (row.resolved_at !== null && (status === 'RESOLVED' || status === 'CLOSED')) {
      if (monthOf(kolkataDate(new Date(row.resolved_at))) === scope.month) figures.resolved_this_month += 1
      continue
    }
    if (status === 'OPEN') figures.open += 1
    else if (status === 'IN_PROGRESS' || status === 'ON_HOLD') figures.in_progress += 1
    else continue
    if (age < 24) figures.age_under_1d += 1
    else if (age < 72) figures.age_1_3d += 1
    else if (age < 168) figures.age_3_7d += 1
    else figures.age_over_7d += 1
  }
  return figures
}
