import type { StatusBadgeTone } from '../../design-system/StatusBadge'
import type { DocumentCategory, DeductionKind, TenantStatus } from './tenantsApi'

/** The list tabs, in order, with the `type` each sends (spec §4: the default type is active). */
export const TENANT_TABS = [
  { value: 'active', label: 'Active' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'on_notice', label: 'On notice' },
  { value: 'moved_out', label: 'Moved out' },
  { value: 'all', label: 'All' },
] as const

export type TenantTab = (typeof TENANT_TABS)[number]['value']
export const DEFAULT_TAB: TenantTab = 'active'

/** The tab in the address, or the default when it is missing or unknown. */
export const parseTab = (value: string | undefined): TenantTab =>
  TENANT_TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_TAB

export const STATUS_LABELS: Record<TenantStatus, { label: string; tone: StatusBadgeTone }> = {
  UPCOMING: { label: 'Upcoming', tone: 'info' },
  ACTIVE: { label: 'Active', tone: 'success' },
  ON_NOTICE: { label: 'On notice', tone: 'warning' },
  MOVED_OUT: { label: 'Moved out', tone: 'neutral' },
}

export const DOCUMENT_CATEGORIES: { value: DocumentCategory; label: string }[] = [
  { value: 'ID_PROOF', label: 'ID proof' },
  { value: 'ADDRESS_PROOF', label: 'Address proof' },
  { value: 'PHOTO', label: 'Photo' },
  { value: 'AGREEMENT', label: 'Agreement' },
  { value: 'POLICE_VERIFICATION', label: 'Police verification' },
  { value: 'VISA', label: 'Visa' },
  { value: 'OTHER', label: 'Other' },
]

export const categoryLabel = (category: DocumentCategory) =>
  DOCUMENT_CATEGORIES.find((option) => option.value === category)?.label ?? category

/** The deductions an operator may add by hand; the others the server computes. */
export const MANUAL_DEDUCTIONS: { value: DeductionKind; label: string }[] = [
  { value: 'ELECTRICITY', label: 'Electricity' },
  { value: 'DAMAGE', label: 'Damage' },
  { value: 'CLEANING', label: 'Cleaning' },
  { value: 'LOST_ITEM', label: 'Lost item' },
  { value: 'OTHER', label: 'Other' },
]

/** Accepted uploads (the server checks the content too): PDF, JPEG or PNG up to 10 MB. */
export const UPLOAD_ACCEPT = ['application/pdf', 'image/jpeg', 'image/png'] as const
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
