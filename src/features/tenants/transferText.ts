import { formatDate, formatPaise } from '../../design-system/format'
import type { TransferAdjustment } from './tenantsApi'

/** The rent adjustment in one line: `Charge ₹2,000.00 for 16 of 30 nights (15/11/2026 to 30/11/2026)`. */
export function adjustmentText(adjustment: TransferAdjustment, decimalPlaces = 2): string {
  if (adjustment.kind === 'NONE' || adjustment.amount_paise === 0) return 'Nothing to adjust'
  const verb = adjustment.kind === 'CHARGE' ? 'Charge' : 'Credit'
  return (
    `${verb} ${formatPaise(adjustment.amount_paise, { decimalPlaces })} for ${adjustment.nights} of ` +
    `${adjustment.period_days} nights (${formatDate(adjustment.period_start)} to ${formatDate(adjustment.period_end)})`
  )
}

type Stay = { room_name: string; bed_name: string; from_date: string }

/**
 * The success toast of a transfer: the new bed from its first night, then what was charged or credited. The
 * answer's room is today's, which is still the old bed when the move is later, so the new stay is read from the
 * history by its first night.
 */
export function transferToast(
  room: { history: readonly Stay[] },
  fromDate: string,
  adjustment: TransferAdjustment,
) {
  const stay = room.history.find((item) => item.from_date === fromDate)
  const bed = stay
    ? `Room ${stay.room_name} · Bed ${stay.bed_name} from ${formatDate(fromDate)}`
    : `the new bed from ${formatDate(fromDate)}`
  const money = formatPaise(adjustment.amount_paise, { decimalPlaces: 2 })
  const change =
    adjustment.kind === 'CHARGE' && adjustment.amount_paise > 0
      ? `${money} charged`
      : adjustment.kind === 'CREDIT' && adjustment.amount_paise > 0
        ? `${money} credited`
        : 'nothing to adjust'
  return `Moved to ${bed}; ${change}`
}

/** Why a tenant cannot be transferred now, or null when they can. */
export function transferBlockedReason(tenant: { status: string; is_bed_linked: boolean }): string | null {
  if (tenant.status === 'MOVED_OUT') return 'Moved out: there is no stay to transfer.'
  if (!tenant.is_bed_linked) return 'No bed yet: allot one from the bed board instead.'
  return null
}
