import { REPORT_TYPES, type ReportDefinition, type ReportType } from './definition'
import { MONEY_REPORTS } from './moneyReports'
import { OPERATIONS_REPORTS } from './operationsReports'

/** Every report with a builder, in the order of REPORT_TYPES (the catalogue's order on the screen). */
export const REPORT_CATALOGUE: readonly ReportDefinition[] = [...MONEY_REPORTS, ...OPERATIONS_REPORTS].sort(
  (a, b) => REPORT_TYPES.indexOf(a.type) - REPORT_TYPES.indexOf(b.type),
)

export const definitionOf = (type: ReportType): ReportDefinition | undefined =>
  REPORT_CATALOGUE.find((definition) => definition.type === type)

/** The catalogue as the contract's ReportTypeInfo. */
export const reportTypeInfo = (definition: ReportDefinition) => ({
  report_type: definition.type,
  area: definition.area,
  title: definition.title,
  description: definition.description,
  takes: definition.takes,
})
