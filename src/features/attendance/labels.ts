import type { StatusBadgeTone } from '../../design-system/StatusBadge'
import type { AttendanceStatus, OutpassAction, OutpassStatus, OutpassType } from './attendanceApi.gen'

export const MARK_LABELS: Record<AttendanceStatus, string> = {
  PRESENT: 'Present',
  ABSENT: 'Absent',
  LEAVE: 'Leave',
  LATE: 'Late',
  UNMARKED: 'Not marked',
}

export const PASS_STATUS_LABELS: Record<OutpassStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
  OUT: 'Out',
  RETURNED: 'Returned',
  OVERDUE: 'Overdue',
  RETURNED_LATE: 'Returned late',
  EXPIRED: 'Expired',
}

export const PASS_STATUS_TONES: Record<OutpassStatus, StatusBadgeTone> = {
  PENDING: 'warning',
  APPROVED: 'info',
  REJECTED: 'error',
  CANCELLED: 'neutral',
  OUT: 'primary',
  RETURNED: 'success',
  OVERDUE: 'error',
  RETURNED_LATE: 'warning',
  EXPIRED: 'neutral',
}

export const PASS_STATUSES = Object.keys(PASS_STATUS_LABELS) as OutpassStatus[]

export const PASS_TYPE_LABELS: Record<OutpassType, string> = {
  DAY_OUTING: 'Day outing',
  NIGHT_OUT: 'Night out',
  HOME_LEAVE: 'Home leave',
  EMERGENCY: 'Emergency',
}

export const PASS_TYPES = Object.keys(PASS_TYPE_LABELS) as OutpassType[]
export const PASS_TYPE_OPTIONS = PASS_TYPES.map((value) => ({ value, label: PASS_TYPE_LABELS[value] }))

/** The buttons of the pass sheet, in the order they are shown. */
export const ACTION_LABELS: Record<OutpassAction, string> = {
  APPROVE: 'Approve',
  REJECT: 'Reject',
  MARK_OUT: 'Mark out',
  MARK_IN: 'Mark in',
  CANCEL: 'Cancel pass',
}

/** '95' → '1 h 35 min'; minutes late as the list and sheet show them. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}
