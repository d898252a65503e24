import type { StatusBadgeTone } from '../../design-system/StatusBadge'
import type { TokenRequestStatus } from './tenantsApi.gen'

export const TOKEN_STATUS: Record<TokenRequestStatus, { label: string; tone: StatusBadgeTone }> = {
  PENDING: { label: 'Pending', tone: 'warning' },
  APPROVED: { label: 'Approved', tone: 'info' },
  REJECTED: { label: 'Rejected', tone: 'neutral' },
  CONVERTED: { label: 'Converted', tone: 'success' },
  EXPIRED: { label: 'Expired', tone: 'neutral' },
}
