import { formatDate } from '../../design-system/format'
import type { StatusBadgeTone } from '../../design-system/StatusBadge'
import type { TenantDocument, TenantDocumentUpdateRequest } from './tenantsApi'

export const VERIFICATION = {
  PENDING: { label: 'Unverified', tone: 'warning' },
  VERIFIED: { label: 'Verified', tone: 'success' },
  REJECTED: { label: 'Rejected', tone: 'error' },
} as const

/** IDs that expire (passport, visa, driving licence) take an expiry date. */
export const canExpire = (document: Pick<TenantDocument, 'category' | 'kyc_id_type'>) =>
  document.category === 'VISA' ||
  document.kyc_id_type === 'PASSPORT' ||
  document.kyc_id_type === 'DRIVING_LICENCE'

const DAY_MS = 86_400_000
const dayNumber = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number)
  return Date.UTC(year, month - 1, day) / DAY_MS
}

/**
 * The expiry badge from the server's `expiry_status` (Asia/Kolkata) and the days left from `today`:
 * `Expires in 12 days`, `Expires today`, `Expired on 01/11/2026`; none while valid or without a date.
 */
export function expiryBadge(
  document: Pick<TenantDocument, 'expiry_date' | 'expiry_status'>,
  today: string,
): { label: string; tone: StatusBadgeTone } | null {
  const { expiry_date: expiry, expiry_status: status } = document
  if (expiry === null) return null
  if (status === 'EXPIRED') return { label: `Expired on ${formatDate(expiry)}`, tone: 'error' }
  if (status !== 'EXPIRING_SOON') return null
  const days = Math.max(0, dayNumber(expiry) - dayNumber(today))
  if (days === 0) return { label: 'Expires today', tone: 'warning' }
  return { label: `Expires in ${days} ${days === 1 ? 'day' : 'days'}`, tone: 'warning' }
}

/** The success toast of a document update: verified, rejected, back to unverified, or its expiry date saved. */
export function documentSavedText(request: TenantDocumentUpdateRequest, name: string): string {
  if (request.verification_status === 'VERIFIED') return `${name} verified`
  if (request.verification_status === 'REJECTED') return `${name} rejected`
  if (request.verification_status === 'PENDING') return `${name} marked unverified`
  if (request.expiry_date !== undefined) {
    return request.expiry_date === null
      ? `Expiry date of ${name} removed`
      : `${name} expires on ${formatDate(request.expiry_date)}`
  }
  return `${name} saved`
}
