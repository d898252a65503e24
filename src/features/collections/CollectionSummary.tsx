import { formatDate, formatPaise } from '../../design-system/format'
import { StatusBadge } from '../../design-system/StatusBadge'
import type { CollectionDetail } from './collectionsApi'
import { collectionStatus, placeOf } from './collectionText'
import { StyledFacts, StyledHeadline, StyledSection } from '../../design-system/SheetLayout'

/** What a collection is for, from whom, and how much of it is paid. */
export function CollectionSummary({
  detail,
  decimalPlaces,
}: {
  detail: CollectionDetail
  decimalPlaces: number
}) {
  const { collection } = detail
  const status = collectionStatus(collection)
  const money = (paise: number) => formatPaise(paise, { decimalPlaces })
  return (
    <StyledSection aria-label="Details">
      <StyledHeadline>
        <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
        <StatusBadge tone="primary">{collection.type === 'RENT' ? 'Rent' : 'Other charge'}</StatusBadge>
      </StyledHeadline>
      <StyledFacts>
        <dt>Tenant</dt>
        <dd>{collection.tenant_name}</dd>
        <dt>Stays at</dt>
        <dd>{placeOf(collection)}</dd>
        {collection.period_label && (
          <>
            <dt>Period</dt>
            <dd>{collection.period_label}</dd>
          </>
        )}
        <dt>Due on</dt>
        <dd>{formatDate(collection.due_date)}</dd>
        <dt>Amount</dt>
        <dd>{money(collection.amount_paise)}</dd>
        <dt>Paid</dt>
        <dd>{money(collection.paid_paise)}</dd>
        {collection.waived_paise > 0 && (
          <>
            <dt>Waived</dt>
            <dd>{money(collection.waived_paise)}</dd>
          </>
        )}
        <dt>Outstanding</dt>
        <dd data-tone={collection.balance_paise > 0 ? 'error' : undefined}>
          {money(collection.balance_paise)}
        </dd>
        {detail.description && (
          <>
            <dt>Note</dt>
            <dd>{detail.description}</dd>
          </>
        )}
      </StyledFacts>
    </StyledSection>
  )
}
