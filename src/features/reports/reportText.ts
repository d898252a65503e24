import type { StatusBadgeTone } from '../../design-system/StatusBadge'
import { formatCount, formatDate } from '../../design-system/format'
import type { ReportArea, ReportEmailState, ReportJob, ReportStatus } from './reportsApi'

export const AREA_LABELS: Record<ReportArea, string> = {
  MONEY: 'Money',
  OCCUPANCY: 'Occupancy',
  COMPLIANCE: 'Compliance',
  OPERATIONS: 'Operations',
}
export const AREAS: readonly ReportArea[] = ['MONEY', 'OCCUPANCY', 'COMPLIANCE', 'OPERATIONS']

export const STATUS_LABELS: Record<ReportStatus, string> = {
  QUEUED: 'Queued',
  RUNNING: 'Running',
  READY: 'Ready',
  FAILED: 'Failed',
  EXPIRED: 'Expired',
}
export const STATUS_TONES: Record<ReportStatus, StatusBadgeTone> = {
  QUEUED: 'neutral',
  RUNNING: 'info',
  READY: 'success',
  FAILED: 'error',
  EXPIRED: 'warning',
}

export const EMAIL_STATE_LABELS: Record<ReportEmailState, string> = {
  OUTBOX: 'Outbox',
  SENT: 'Sent',
  FAILED: 'Failed',
}
export const EMAIL_STATE_TONES: Record<ReportEmailState, StatusBadgeTone> = {
  OUTBOX: 'info',
  SENT: 'success',
  FAILED: 'error',
}

/** A job the server is still working on: the list is polled while one is shown. */
export const isUnfinished = (job: Pick<ReportJob, 'status'>) =>
  job.status === 'QUEUED' || job.status === 'RUNNING'

/** Only failed or expired jobs are offered a re-run. */
export const canRerun = (job: Pick<ReportJob, 'status'>) => job.status === 'FAILED' || job.status === 'EXPIRED'

/** A job's properties and dates in words, e.g. 'All properties · 01/11/2026 to 30/11/2026'. */
export function parametersInWords(
  parameters: ReportJob['parameters'],
  propertyNames: ReadonlyMap<number, string>,
): string {
  const ids = parameters.property_ids
  const properties =
    ids === null
      ? 'All properties'
      : ids.map((id) => propertyNames.get(id) ?? `Property ${id}`).join(', ')
  const dates =
    parameters.as_of !== null
      ? `as of ${formatDate(parameters.as_of)}`
      : `${formatDate(parameters.from_date)} to ${formatDate(parameters.to_date)}`
  return `${properties} · ${dates}`
}

/** A file size in bytes, kB or MB (1 kB = 1,024 bytes), one decimal above bytes. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** '12,480 rows' with the Indian digit grouping; '1 row'. */
export const formatRows = (count: number) =>
  `${formatCount(count)} ${count === 1 ? 'row' : 'rows'}`


/** An instant as the app shows it, DD/MM/YYYY HH:mm in Asia/Kolkata. */
