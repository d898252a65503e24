import { Card } from '../../design-system/Card'
import { formatDate } from '../../design-system/format'
import { StyledList, StyledListItem } from '../../design-system/SheetLayout'
import { StatusBadge } from '../../design-system/StatusBadge'
import type { RentTermsVersion } from './tenantsApi'
import { TERMS_SOURCE, TERMS_STATUS, termsText } from './termsText'

type Props = { history: RentTermsVersion[]; decimalPlaces: number }

/** Every version of the tenant's rent terms, newest first, as the server lists them. */
export function TermsHistoryCard({ history, decimalPlaces }: Props) {
  return (
    <Card title="Terms history">
      {history.length === 0 ? (
        <p>No terms recorded yet.</p>
      ) : (
        <StyledList aria-label="Rent terms versions">
          {history.map((version) => (
            <StyledListItem key={version.id}>
              <span data-part="main">
                <strong>
                  From {formatDate(version.effective_from)} · {TERMS_SOURCE[version.source]}
                </strong>
                <span>{termsText(version, decimalPlaces)}</span>
                {version.reason && <span>Reason: {version.reason}</span>}
                <span data-part="muted">
                  {version.changed_by_name ? `By ${version.changed_by_name} on ` : 'On '}
                  {formatDate(version.created_at)}
                </span>
              </span>
              <span data-part="side">
                <StatusBadge tone={TERMS_STATUS[version.status].tone}>
                  {TERMS_STATUS[version.status].label}
                </StatusBadge>
              </span>
            </StyledListItem>
          ))}
        </StyledList>
      )}
    </Card>
  )
}
