import type { PaymentMode } from './collectionsApi'

/** The modes an operator records by hand, in the order the form offers them. */
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
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

export const PAYMENT_MODE_OPTIONS = (Object.keys(PAYMENT_MODE_LABELS) as PaymentMode[]).map((mode) => ({
  value: mode,
  label: PAYMENT_MODE_LABELS[mode],
}))

const WITHOUT_REFERENCE: readonly PaymentMode[] = ['CASH', 'DEPOSIT_ADJUSTMENT', 'ADVANCE_ADJUSTMENT']

/** Every non-cash payment carries a reference: a UTR or a cheque number. */
export const needsReference = (mode: PaymentMode | '') => mode !== '' && !WITHOUT_REFERENCE.includes(mode)

export const isPaymentMode = (value: string | undefined): value is PaymentMode =>
  value !== undefined && value in PAYMENT_MODE_LABELS
