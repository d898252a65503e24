import { formatPaise } from '../../design-system/format'
import type { StatusBadgeTone } from '../../design-system/StatusBadge'
import type { RentTermsVersion } from './tenantsApi'

/** The badge of a version: whether it applies later, today, or was replaced. */
export const TERMS_STATUS: Record<RentTermsVersion['status'], { label: string; tone: StatusBadgeTone }> = {
  UPCOMING: { label: 'Upcoming', tone: 'info' },
  CURRENT: { label: 'Current', tone: 'success' },
  PAST: { label: 'Past', tone: 'neutral' },
}

/** What made a version: the move-in, a change of terms, or a room transfer's new rent. */
export const TERMS_SOURCE: Record<RentTermsVersion['source'], string> = {
  MOVE_IN: 'Move-in',
  CHANGE: 'Change',
  TRANSFER: 'Room transfer',
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`

/** `₹12,500.00 a month, due on day 5 · deposit ₹25,000.00 · notice 30 days · lock-in 6 months`. */
export function termsText(version: RentTermsVersion, decimalPlaces: number): string {
  const money = (paise: number) => formatPaise(paise, { decimalPlaces })
  return [
    `${money(version.rent_paise)} a month, due on day ${version.rent_due_day}`,
    `deposit ${money(version.deposit_paise)}`,
    `notice ${plural(version.notice_period_days, 'day')}`,
    `lock-in ${plural(version.lock_in_months, 'month')}`,
  ].join(' · ')
}
