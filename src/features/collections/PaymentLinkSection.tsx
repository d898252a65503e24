import { Button } from '../../design-system/Button'
import { formatPaise } from '../../design-system/format'
import { StyledSection } from '../../design-system/SheetLayout'
import { useCreateCollectionPaymentLinkMutation, type CollectionDetail } from './collectionsApi'
import { PaymentLinkDetails } from './PaymentLinkDetails'

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
  return (
    <StyledSection aria-label="Payment link">
      <h3>Payment link</h3>
      {link ? (
        <PaymentLinkDetails link={link} decimalPlaces={decimalPlaces} />
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
