import type { StatusBadgeTone } from '../../design-system/StatusBadge'
import type { PaymentMode, RentQrTransaction, Transaction } from './transactionsApi'

export const MODE_LABELS: Record<PaymentMode, string> = {
  UPI: 'UPI',
  CASH: 'Cash',
  NEFT: 'NEFT',
  IMPS: 'IMPS',
  RTGS: 'RTGS',
  CHEQUE: 'Cheque',
  CARD: 'Card',
  DEPOSIT_ADJUSTMENT: 'From deposit',
  ADVANCE_ADJUSTMENT: 'From advance',
}

export const MODE_OPTIONS = (Object.keys(MODE_LABELS) as PaymentMode[]).map((mode) => ({
  value: mode,
  label: MODE_LABELS[mode],
}))

export const STATUS_TEXT: Record<Transaction['status'], { label: string; tone: StatusBadgeTone }> = {
  SUCCESS: { label: 'Recorded', tone: 'success' },
  DELETED: { label: 'Deleted', tone: 'neutral' },
  REVERTED: { label: 'Reverted', tone: 'warning' },
}

export const RENT_QR_STATUS_TEXT: Record<
  RentQrTransaction['status'],
  { label: string; tone: StatusBadgeTone }
> = {
  MATCHED: { label: 'Matched', tone: 'success' },
  UNMATCHED: { label: 'Unmatched', tone: 'warning' },
  REFUNDED: { label: 'Refunded', tone: 'neutral' },
}

export const SOURCE_LABELS: Record<Transaction['source'], string> = {
  MANUAL: 'Recorded by hand',
  BULK: 'Bulk mark paid',
  RENT_QR: 'Rent QR',
  PAYMENT_LINK: 'Payment link',
  SETTLEMENT: 'Move-out settlement',
}

/** Where the tenant stays, e.g. 'Koramangala PG · 204 · B'. */
export const placeOf = (row: Pick<Transaction, 'property_name' | 'room_name' | 'bed_name'>) =>
  [row.property_name, row.room_name, row.bed_name].filter(Boolean).join(' · ')
