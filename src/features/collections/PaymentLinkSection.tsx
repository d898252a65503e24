import { Button } from '../../design-system/Button'
import { formatDate, formatPaise } from '../../design-system/format'
import { useCreateCollectionPaymentLinkMutation, type CollectionDetail } from './collectionsApi'
import { StyledSection } from '../../design-system/SheetLayout'
import { UpiQr } from './UpiQr'

/** A link to a public page where the tenant pays the balance from any UPI app, with its QR code. */
export function PaymentLinkSection({
  detail,
  decimalPlaces,
}: {
  detail: CollectionDetail
  decimalPlaces: number
}) {
  const [createLink, { isLoading }] = useCreateCollectionPaymentLinkMutation()
  const link = detail.payment_links.find((candidate) => candidate.status === 'ACTIVE')
  const balance = detail.collection.balance_paise
  if (balance <= 0 && !link) return null
  const address = link && `${window.location.origin}${link.url}`
  return (
    <StyledSection aria-label="Payment link">
      <h3>Payment link</h3>
      {link && address ? (
        <>
          <p>
            {formatPaise(link.amount_paise, { decimalPlaces })}, valid until {formatDate(link.expires_at)}:{' '}
            <a href={link.url} target="_blank" rel="noreferrer">
              {address}
            </a>
          </p>
          <UpiQr
            uri={link.upi_uri}
            label={`UPI QR code for ${formatPaise(link.amount_paise, { decimalPlaces })}`}
          />
          <div>
            <Button
              size="small"
              variant="secondary"
              onClick={() => void navigator.clipboard?.writeText(address)}
            >
              Copy link
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>The tenant opens it and pays {formatPaise(balance, { decimalPlaces })} with any UPI app.</p>
          <div>
            <Button
              size="small"
              variant="secondary"
              loading={isLoading}
              onClick={() => void createLink({ id: detail.collection.id, paymentLinkCreateRequest: {} })}
            >
              Create payment link
            </Button>
          </div>
        </>
      )}
    </StyledSection>
  )
}
