import { Button } from '../../design-system/Button'
import { formatPaise } from '../../design-system/format'
import { StyledSection } from '../../design-system/SheetLayout'
import { useCreateTokenPaymentLinkMutation } from '../collections/collectionsApi'
import { PaymentLinkDetails } from '../collections/PaymentLinkDetails'
import type { TokenRequest } from './tenantsApi'

/**
 * A link to a public page where the person pays the rest of the booking token from any UPI app, with its QR code.
 * A move-in request does not list its links, so the one shown is the one made here; making another cancels it.
 */
export function TokenPaymentLinkSection({
  request,
  decimalPlaces,
}: {
  request: TokenRequest
  decimalPlaces: number
}) {
  const [createLink, { data, isLoading }] = useCreateTokenPaymentLinkMutation()
  const unpaid = request.token_paise - request.token_paid_paise
  const open = request.status === 'PENDING' || request.status === 'APPROVED'
  if (!open || unpaid <= 0) return null
  const link = data?.data
  return (
    <StyledSection aria-label="Token payment link">
      <h3>Token payment link</h3>
      {link ? (
        <PaymentLinkDetails link={link} decimalPlaces={decimalPlaces} />
      ) : (
        <p>
          {request.name} opens it and pays the token of {formatPaise(unpaid, { decimalPlaces })} with any UPI
          app.
        </p>
      )}
      <div>
        <Button
          size="small"
          variant="secondary"
          loading={isLoading}
          onClick={() => void createLink({ id: request.id, paymentLinkCreateRequest: {} })}
        >
          {link ? 'Make a new link (cancels this one)' : 'Create payment link'}
        </Button>
      </div>
    </StyledSection>
  )
}
