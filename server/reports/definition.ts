import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'

/**
 * What every report is: a definition the catalogue lists, and a builder that turns an operator's scope into
 * sheets of typed columns. The job runner writes the sheets as CSV, XLSX or PDF; the builders know nothing of
 * files, jobs or mail.
 */

export const REPORT_TYPES = [
  'RENT_ROLL',
  'DUES_AGEING',
  'COLLECTIONS_BY_MODE',
  'COLLECTIONS_BY_STAFF',
  'TRANSACTIONS',
  'DEPOSIT_LEDGER',
  'EXPENSES_BY_CATEGORY',
  'EXPENSES_BY_VENDOR',
  'PROFIT_AND_LOSS',
  'GST_SALES_REGISTER',
  'OCCUPANCY',
  'NOTICES_AND_MOVE_OUTS',
  'POLICE_VERIFICATION',
  'FORM_III',
  'COMPLAINT_SLA',
  'MEAL_HEADCOUNT',
  'OUTPASS_REGISTER',
] as const
export type ReportType = (typeof REPORT_TYPES)[number]

/** The catalogue's groups on the reports screen. */
export type ReportArea = 'MONEY' | 'OCCUPANCY' | 'COMPLIANCE' | 'OPERATIONS'

/** The operator's checked properties and the days asked for; an as-of report has from = to = asOf. */
export type ReportScope = {
  operatorId: number
  propertyIds: readonly number[]
  from: IsoDate
  to: IsoDate
  asOf: IsoDate
  now: Date
}

/** How a column's values are typed in every format: money as integer paise, shares in basis points. */
export type ColumnKind = 'text' | 'integer' | 'money_paise' | 'date' | 'percent_bps'
export type ReportColumn = { key: string; label: string; kind: ColumnKind }
export type ReportValue = string | number | null
export type ReportRow = Record<string, ReportValue>

/** One table: the whole report, or one property's part of it when the definition splits by property. */
export type ReportSheet = { name: string; columns: ReportColumn[]; rows: ReportRow[]; totals: ReportRow | null }

export type ReportDefinition = {
  type: ReportType
  area: ReportArea
  title: string
  /** One or two sentences on the catalogue: what the report answers and who asks for it. */
  description: string
  /** A period (from–to) or one day (as of). */
  takes: 'period' | 'as_of'
  /** Builds the sheets; calls `progress` with the share done (0–1) as it goes, for the list's progress bar. */
  build: (db: Db, scope: ReportScope, progress: (done: number) => void) => Promise<ReportSheet[]>
}
