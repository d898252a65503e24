import { formatDate, formatPaise } from '../../design-system/format'
import { StyledFacts, StyledSection } from '../../design-system/SheetLayout'
import { StyledMutedLine } from './Review.styles'
import type { TransferQuote } from './tenantsApi'
import { adjustmentText } from './transferText'

type Props = { quote: TransferQuote | undefined; checking: boolean; decimalPlaces: number }

/** What the transfer would do, from quoteRoomTransfer: the new bed, rent, deposit and the rent adjustment. */
export function TransferQuoteView({ quote, checking, decimalPlaces }: Props) {
  const money = (paise: number) => formatPaise(paise, { decimalPlaces })
  return (
    <StyledSection data-span="full" aria-label="Transfer quote" aria-busy={checking}>
      <h3>What the transfer does</h3>
      {!quote ? (
        <p role="status">
          {checking ? 'Checking the new bed…' : 'Choose a bed and a date to see the quote.'}
        </p>
      ) : (
        <StyledFacts>
          <dt>New bed</dt>
          <dd>
            {quote.property_name} · Room {quote.room_name} · Bed {quote.bed_name}, from{' '}
            {formatDate(quote.from_date)}
          </dd>
          <dt>Rent</dt>
          <dd>{money(quote.rent_paise)} a month</dd>
          <dt>Deposit held</dt>
          <dd>{money(quote.deposit_paise)}</dd>
          <dt>Adjustment</dt>
          <dd>
            {adjustmentText(quote.adjustment, decimalPlaces)}
            {quote.adjustment.kind !== 'NONE' && quote.adjustment.amount_paise > 0 && (
              <StyledMutedLine>{quote.adjustment.label}</StyledMutedLine>
            )}
            {!quote.adjustment.period_raised && (
              <StyledMutedLine>
                This period’s rent is not raised yet: it is charged at each rent by the night.
              </StyledMutedLine>
            )}
          </dd>
        </StyledFacts>
      )}
    </StyledSection>
  )
}
