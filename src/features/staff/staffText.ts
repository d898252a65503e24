import { STAFF_ROLE_LABELS } from '../../app/core/people'
import type { StatusBadgeTone } from '../../design-system/StatusBadge'
import type { CashHandoverStatus, PoliceVerificationStatus, Staff } from './staffApi'

export const roleLabel = (role: Staff['role']) => STAFF_ROLE_LABELS[role]

export const POLICE_LABELS: Record<PoliceVerificationStatus, { label: string; tone: StatusBadgeTone }> = {
  PENDING: { label: 'Police: pending', tone: 'warning' },
  SUBMITTED: { label: 'Police: submitted', tone: 'info' },
  VERIFIED: { label: 'Police: verified', tone: 'success' },
  NOT_APPLICABLE: { label: 'Police: not needed', tone: 'neutral' },
}

export const POLICE_OPTIONS = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'SUBMITTED', label: 'Submitted' },
  { value: 'VERIFIED', label: 'Verified' },
  { value: 'NOT_APPLICABLE', label: 'Not needed' },
]

export const HANDOVER_LABELS: Record<CashHandoverStatus, { label: string; tone: StatusBadgeTone }> = {
  DRAFT: { label: 'Draft', tone: 'neutral' },
  SUBMITTED: { label: 'Submitted', tone: 'info' },
  ACCEPTED: { label: 'Accepted', tone: 'success' },
  DISPUTED: { label: 'Disputed', tone: 'error' },
}

/** "All properties" or the property names, comma-separated. */
export const propertiesText = (staff: Pick<Staff, 'all_properties' | 'property_names'>) =>
  staff.all_properties ? 'All properties' : staff.property_names.join(', ') || 'No property'
