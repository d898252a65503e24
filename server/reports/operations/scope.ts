import { addDays, kolkataDate } from '../../calendar'
import type { Db } from '../../db/database'
import type { IsoDate } from '../../db/schema'
import type { ColumnKind, ReportColumn, ReportScope } from '../definition'

/** The scope's properties that are the operator's (another operator's ids are dropped), by name. */
export async function scopeProperties(db: Db, scope: ReportScope) {
  if (!scope.propertyIds.length) return []
  return db
    .selectFrom('properties')
    .select(['id', 'name', 'property_type'])
    .where('operator_id', '=', scope.operatorId)
    .where('id', 'in', [...scope.propertyIds])
    .orderBy('name')
    .orderBy('id')
    .execute()
}

/** The instant a Kolkata day starts, as an ISO UTC timestamp. */
export const kolkataDayStart = (date: IsoDate) => new Date(`${date}T00:00:00+05:30`).toISOString()

/** Whether a date lies in the scope's period, both ends included. */
export const inPeriod = (date: IsoDate | null, scope: Pick<ReportScope, 'from' | 'to'>) =>
  date !== null && date >= scope.from && date <= scope.to

/** Whether an instant falls on a Kolkata day of the scope's period. */
export const atInPeriod = (at: string | null, scope: Pick<ReportScope, 'from' | 'to'>) =>
  at !== null && inPeriod(kolkataDate(new Date(at)), scope)

/** Every day of the period, in order. */
export function periodDays(scope: Pick<ReportScope, 'from' | 'to'>): IsoDate[] {
  const days: IsoDate[] = []
  for (let day = scope.from; day <= scope.to; day = addDays(day, 1)) days.push(day)
  return days
}

export const column = (key: string, label: string, kind: ColumnKind): ReportColumn => ({ key, label, kind })

/** The sheet that names the columns the data model does not hold, left empty rather than invented. */
export const missingDataSheet = (missing: readonly { column: string; reason: string }[]) => ({
  name: 'Missing data',
  columns: [column('column', 'Column', 'text'), column('reason', 'Why it is empty', 'text')],
  rows: missing.map((entry) => ({ column: entry.column, reason: entry.reason })),
  totals: null,
})
