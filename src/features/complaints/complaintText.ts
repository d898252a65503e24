import type { StatusBadgeTone } from '../../design-system/StatusBadge'
import type {
  Complaint,
  ComplaintActivityKind,
  ComplaintPriority,
  ComplaintStatus,
  SlaState,
} from './complaintsApi'

type Badge = { label: string; tone: StatusBadgeTone }

export const STATUS_BADGES: Record<ComplaintStatus, Badge> = {
  OPEN: { label: 'Open', tone: 'info' },
  IN_PROGRESS: { label: 'In progress', tone: 'primary' },
  ON_HOLD: { label: 'On hold', tone: 'warning' },
  RESOLVED: { label: 'Resolved', tone: 'success' },
  CLOSED: { label: 'Closed', tone: 'neutral' },
  DECLINED: { label: 'Declined', tone: 'neutral' },
}

/** The status tabs, in the order of the complaint's life. */
export const STATUS_TABS: readonly ComplaintStatus[] = [
  'OPEN',
  'IN_PROGRESS',
  'ON_HOLD',
  'RESOLVED',
  'CLOSED',
  'DECLINED',
]

export const PRIORITY_BADGES: Record<ComplaintPriority, Badge> = {
  URGENT: { label: 'Urgent', tone: 'error' },
  HIGH: { label: 'High', tone: 'warning' },
  MEDIUM: { label: 'Medium', tone: 'info' },
  LOW: { label: 'Low', tone: 'neutral' },
}

export const PRIORITIES: readonly ComplaintPriority[] = ['URGENT', 'HIGH', 'MEDIUM', 'LOW']

export const SLA_BADGES: Record<SlaState, Badge | null> = {
  ON_TIME: { label: 'On time', tone: 'success' },
  DUE_SOON: { label: 'Due soon', tone: 'warning' },
  BREACHED: { label: 'Breached', tone: 'error' },
  PAUSED: { label: 'Paused', tone: 'neutral' },
  MET: { label: 'Met', tone: 'success' },
  NONE: null,
}

export const SLA_FILTERS: readonly SlaState[] = ['ON_TIME', 'DUE_SOON', 'BREACHED', 'PAUSED', 'MET']

export const ACTIVITY_LABELS: Record<ComplaintActivityKind, string> = {
  RAISED: 'Raised',
  ASSIGNED: 'Assigned',
  STATUS_CHANGED: 'Status',
  PRIORITY_CHANGED: 'Priority',
  COMMENT: 'Comment',
  ATTACHMENT: 'Attachment',
  COST_SET: 'Cost',
  EXPENSE_POSTED: 'Expense',
  CHARGED: 'Charge',
  REOPENED: 'Reopened',
  AUTO_CLOSED: 'Closed',
}

/** Minutes as "3 d 4 h", "5 h 20 min" or "45 min". */
export function durationText(minutes: number): string {
  const total = Math.abs(Math.round(minutes))
  const days = Math.floor(total / 1440)
  const hours = Math.floor((total % 1440) / 60)
  const rest = total % 60
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`
  return `${rest} min`
}

/** Hours since raised as "3 d" or "5 h". */
export const ageText = (hours: number) => (hours >= 24 ? `${Math.floor(hours / 24)} d` : `${hours} h`)

export const placeText = (complaint: Pick<Complaint, 'property_name' | 'room_name'>) =>
  complaint.room_name ? `${complaint.property_name} · ${complaint.room_name}` : complaint.property_name

export const assigneeText = (complaint: Pick<Complaint, 'assignee_name' | 'assignee_type'>) =>
  complaint.assignee_name
    ? `${complaint.assignee_name}${complaint.assignee_type === 'VENDOR' ? ' (vendor)' : ''}`
    : 'Unassigned'

export const reopenText = (count: number) => (count > 0 ? `Reopened ${count}×` : '')

/** '2026-11-25T16:30:00Z' → '25/11/2026 22:00', as the app shows dates, in Asia/Kolkata. */
