import { useOperator } from '../../app/core/session/useOperator'
import { EmptyState } from '../../design-system/EmptyState'
import { formatDate, formatPaise } from '../../design-system/format'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import { StatusBadge } from '../../design-system/StatusBadge'
import { StyledFacts, StyledSection, StyledSheet } from './Sheet.styles'
import { useGetRentQrTransactionQuery } from './transactionsApi'
import { RENT_QR_STATUS_TEXT } from './transactionText'

export type RentQrSheetProps = { panelId: number; id: number }

/** Side sheet of one payment received on a rent QR: who paid, how much, and what it was matched to. */
export default function RentQrSheet({ id }: RentQrSheetProps) {
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const { data, isLoading, isError } = useGetRentQrTransactionQuery({ id })
  if (isLoading) {
    return (
      <SkeletonRegion busy label="Loading the payment">
        <Skeleton count={6} />
      </SkeletonRegion>
    )
  }
  const detail = data?.data
  if (isError || !detail) return <EmptyState title="This payment could not be found" headingLevel={3} />
  const payment = detail.rent_qr_transaction
  const status = RENT_QR_STATUS_TEXT[payment.status]
  return (
    <StyledSheet>
      <StyledSection aria-label="Details">
        <div>
          <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
        </div>
        <StyledFacts>
          <dt>Amount</dt>
          <dd>{formatPaise(payment.amount_paise, { decimalPlaces })}</dd>
          <dt>UTR</dt>
          <dd>{payment.utr}</dd>
          <dt>Payer</dt>
          <dd>{[payment.payer_name, payment.payer_vpa].filter(Boolean).join(' · ') || 'Unknown'}</dd>
          <dt>Received</dt>
          <dd>{formatDate(payment.received_at)}</dd>
          <dt>QR</dt>
          <dd>{payment.qr_label}</dd>
          {detail.bank_account_label && (
            <>
              <dt>Into</dt>
              <dd>{detail.bank_account_label}</dd>
            </>
          )}
          {detail.note && (
            <>
              <dt>Note</dt>
              <dd>{detail.note}</dd>
            </>
          )}
          <dt>Tenant</dt>
          <dd>{payment.tenant_name ?? 'Not matched yet'}</dd>
          {detail.matched_at && (
            <>
              <dt>Matched</dt>
              <dd>
                {formatDate(detail.matched_at)}
                {detail.matched_by_name && ` by ${detail.matched_by_name}`}
              </dd>
            </>
          )}
        </StyledFacts>
      </StyledSection>
    </StyledSheet>
  )
}
