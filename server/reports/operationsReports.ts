import type { ReportDefinition } from './definition'

/** Reports of occupancy, compliance and operations: bed-nights, movements, registers, SLA, meals and passes. */
export const OPERATIONS_REPORTS: ReportDefinition[] = []
