import { useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { Button } from '../../design-system/Button'
import { formatDate, formatPaise } from '../../design-system/format'
import { StatusBadge } from '../../design-system/StatusBadge'
import type { Transaction } from './collectionsApi'
import { downloadWithToken, reportFileCallFailure } from '../../app/core/files/fileTransfer'
import { PAYMENT_MODE_LABELS } from './paymentModes'
import { StyledList, StyledListItem, StyledSection } from '../../design-system/SheetLayout'

const receiptPath = (payment: Transaction) =>
  `/payment/api/v1/operator/collection/${payment.collection_id}/receipt/pdf?transaction_id=${payment.id}&disposition=attachment`

/** The payments recorded against a collection, each with its receipt. */
export function PaymentList({ payments, decimalPlaces }: { payments: Transaction[]; decimalPlaces: number }) {
  const dispatch = useAppDispatch()
  const [downloading, setDownloading] = useState<number | null>(null)
  if (payments.length === 0) return null

  const download = async (payment: Transaction) => {
    setDownloading(payment.id)
    try {
      await downloadWithToken(receiptPath(payment), `receipt-${payment.receipt_number ?? payment.id}.pdf`)
    } catch (error) {
      reportFileCallFailure(dispatch, error)
    } finally {
      setDownloading(null)
    }
  }

  return (
    <StyledSection aria-label="Payments">
      <h3>Payments</h3>
      <StyledList>
        {payments.map((payment) => (
          <StyledListItem key={payment.id}>
            <div data-part="main">
              <strong>{formatPaise(payment.amount_paise, { decimalPlaces })}</strong>
              <span data-part="muted">
                {PAYMENT_MODE_LABELS[payment.mode]} · {formatDate(payment.paid_on)}
                {payment.reference && ` · ${payment.reference}`}
              </span>
            </div>
            <div data-part="side">
              {payment.status === 'SUCCESS' ? (
                <Button
                  size="xxsmall"
                  variant="secondary"
                  loading={downloading === payment.id}
                  onClick={() => void download(payment)}
                  aria-label={`Download receipt ${payment.receipt_number ?? ''}`.trim()}
                >
                  Receipt
                </Button>
              ) : (
                <StatusBadge tone="neutral">Reverted</StatusBadge>
              )}
            </div>
          </StyledListItem>
        ))}
      </StyledList>
    </StyledSection>
  )
}
