import type { Db } from '../../db/database'
import type { ColumnKind, ReportColumn, ReportRow, ReportScope } from '../definition'

/** Helpers every money report shares: the scope's properties, columns and totals. */

export const column = (key: string, label: string, kind: ColumnKind): ReportColumn => ({ key, label, kind })

export type ScopedProperty = {
  id: number
  name: string
  state: string
  gst_registered: 0 | 1
  gstin: string | null
  tax_rate_bps: number
}

/** The scope's properties that are the operator's, by name: another operator's id in the scope reads nothing. */
export async function scopedProperties(db: Db, scope: ReportScope): Promise<ScopedProperty[]> {
  if (!scope.propertyIds.length) return []
  return db
    .selectFrom('properties')
    .select(['id', 'name', 'state', 'gst_registered', 'gstin', 'tax_rate_bps'])
    .where('operator_id', '=', scope.operatorId)
    .where('id', 'in', scope.propertyIds)
    .orderBy('name')
    .orderBy('id')
    .execute()
}

/** Sums of the given keys over rows (null counts as 0), for a sheet's totals row. */
export function sums(rows: readonly ReportRow[], keys: readonly string[]): Record<string, number> {
  const result: Record<string, number> = {}
  for (const key of keys) result[key] = rows.reduce((sum, row) => sum + Number(row[key] ?? 0), 0)
  return result
}

/** A sheet name the XLSX writer accepts: at most 31 characters, none of `[]:*?/\`. */
export const sheetName = (name: string): string => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31)
