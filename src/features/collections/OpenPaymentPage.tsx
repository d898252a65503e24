import { useParams } from 'react-router-dom'
import styled from 'styled-components'
import { Card } from '../../design-system/Card'
import { EmptyState } from '../../design-system/EmptyState'
import { formatDate, formatPaise } from '../../design-system/format'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import { vars } from '../../design-system/theme'
import { useGetOpenPaymentLinkQuery } from './collectionsApi'
import { UpiQr } from './UpiQr'

const StyledPay = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space.md};
  max-width: 360px;
  text-align: center;

  & > h1 {
    margin: 0;
    font-size: ${vars.font.sizeLg};
  }
  & > p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
  & > [data-part='amount'] {
    font-size: 32px;
    font-weight: ${vars.font.weightBold};
    color: ${vars.color.text};
  }
`

const CLOSED = {
  PAID: { title: 'This is paid', description: 'Thank you. Nothing more is due on this link.' },
  EXPIRED: { title: 'This link has expired', description: 'Ask your PG or hostel to send you a new one.' },
  CANCELLED: {
    title: 'This link was cancelled',
    description: 'Ask your PG or hostel to send you a new one.',
  },
}

/**
 * /open/pay/:token, reached without signing in: what is due and a UPI QR of the operator's UPI id for exactly
 * that amount, so the tenant pays from any UPI app; on a phone the button opens the UPI app directly.
 */
export default function OpenPaymentPage() {
  const { token = '' } = useParams()
  const { data, isLoading, isError } = useGetOpenPaymentLinkQuery({ token })
  const link = data?.data
  if (isLoading) {
    return (
      <SkeletonRegion busy label="Loading the payment">
        <Skeleton variant="rect" width={320} height={360} />
      </SkeletonRegion>
    )
  }
  if (isError || !link) {
    return (
      <EmptyState
        title="This link is not valid"
        description="It may have expired or been replaced. Ask your PG or hostel to send you a new one."
      />
    )
  }
  if (link.status !== 'ACTIVE') return <EmptyState {...CLOSED[link.status]} />
  const amount = formatPaise(link.amount_paise, { decimalPlaces: 2 })
  return (
    <Card>
      <StyledPay>
        <h1>
          Pay {link.brand ?? link.payee_name}, {link.property_name}
        </h1>
        <p>
          Hi {link.tenant_first_name}, this is for {link.title}
          {link.due_date && `, due ${formatDate(link.due_date)}`}.
        </p>
        <div data-part="amount">{amount}</div>
        <UpiQr uri={link.upi_uri} label={`UPI QR code to pay ${amount} to ${link.payee_name}`} />
        <p>Scan with any UPI app, or pay to {link.upi_id}.</p>
        <a href={link.upi_uri}>Open in a UPI app</a>
        <p>Valid until {formatDate(link.expires_at)}.</p>
      </StyledPay>
    </Card>
  )
}
