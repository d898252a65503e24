import { monthOptions } from '../../design-system/format'
import type { ListStaffCollectionsApiArg } from './staffApi.gen'

export const RANGE = 'range'

/** The last twelve months as `yyyy-MM` with labels, this month first, then a date range. */
export function periodOptions(today: string): { value: string; label: string }[] {
  return [...monthOptions(today, 11), { value: RANGE, label: 'Date range' }]
}

export type Period = { period: string; from: string; to: string }

/** The period arguments of the staff collection calls: a month, or a range when both ends are chosen. */
export function periodArgs({
  period,
  from,
  to,
}: Period): Pick<ListStaffCollectionsApiArg, 'month' | 'fromDate' | 'toDate'> {
  if (period !== RANGE) return { month: period }
  return { fromDate: from || undefined, toDate: to || undefined }
}

/** A file-name-safe name of the period, e.g. `2026-11` or `2026-11-01_to_2026-11-15`. */
export const periodSlug = ({ period, from, to }: Period) => (period === RANGE ? `${from}_to_${to}` : period)
