import { format, parseISO } from 'date-fns'
import type { SkipSource } from '../foodApi.gen'

/** Who skipped: the resident, the operator, or an approved outpass. */
export const SKIP_SOURCE_LABEL: Record<SkipSource, string> = {
  TENANT: 'Resident',
  ADMIN: 'Operator',
  OUTPASS: 'Outpass',
}

/** '2026-11' → 'Nov 2026'. */
export const monthLabel = (month: string) => format(parseISO(`${month}-01`), 'MMM yyyy')
