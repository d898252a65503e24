import type { PaymentMode } from '../db/schema'

/** How each payment mode reads on receipts, filters and reports. */
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  CASH: 'Cash',
  UPI: 'UPI',
  NEFT: 'NEFT',
  IMPS: 'IMPS',
  RTGS: 'RTGS',
  CHEQUE: 'Cheque',
  CARD: 'Card',
  DEPOSIT_ADJUSTMENT: 'Adjusted from deposit',
  ADVANCE_ADJUSTMENT: 'Adjusted from advance',
}
