import { Button } from '../../design-system/Button'
import { formatDate, formatPaise } from '../../design-system/format'
import type { PaymentLink } from './collectionsApi'
import { UpiQr } from './UpiQr'

/** An active payment link: what it asks for and until when, its address to share, and its UPI QR code. */
export function PaymentLinkDetails({ link, decimalPlaces }: { link: PaymentLink; decimalPlaces: number }) {
  const address = `${window.location.origin}${link.url}`
  const amount = formatPaise(link.amount_paise, { decimalPlaces })
  return (
    <>
      <p>
        {amount}, valid until {formatDate(link.expires_at)}:{' '}
        <a href={link.url} target="_blank" rel="noreferrer">
          {address}
        </a>
      </p>
      <UpiQr uri={link.upi_uri} label={`UPI QR code for ${amount}`} />
      <div>
        <Button size="small" variant="secondary" onClick={() => void navigator.clipboard?.writeText(address)}>
          Copy link
        </Button>
      </div>
    </>
  )
}
