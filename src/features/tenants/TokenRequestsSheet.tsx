import { useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { useOperator } from '../../app/core/session/useOperator'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { EmptyState } from '../../design-system/EmptyState'
import { formatDate, formatPaise, formatPhone } from '../../design-system/format'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import { StatusBadge } from '../../design-system/StatusBadge'
import { Tabs } from '../../design-system/Tabs'
import { StyledList, StyledListItem, StyledSheet } from '../../design-system/SheetLayout'
import { useListTokenRequestsQuery, type TokenRequest } from './tenantsApi'
import { TOKEN_STATUS } from './tokenRequestLabels'

export type TokenRequestsSheetProps = { panelId: number }

const TABS = [
  { value: 'PENDING,APPROVED', label: 'Open' },
  { value: 'CONVERTED', label: 'Converted' },
  { value: 'REJECTED,EXPIRED', label: 'Closed' },
]

/** Move-in (token) requests: open ones to approve, reject or convert, and the closed ones. */
export default function TokenRequestsSheet(_props: TokenRequestsSheetProps) {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const [status, setStatus] = useState(TABS[0].value)
  const { data, isLoading } = useListTokenRequestsQuery({ status, limit: 50 })
  const requests = data?.data.results ?? []
  const open = (request: TokenRequest) =>
    dispatch(
      panelPushed({
        kind: 'tenants/token-request',
        title: `Move-in request: ${request.name}`,
        width: 520,
        props: { tokenRequestId: request.id },
      }),
    )
  return (
    <StyledSheet>
      <Tabs label="Request status" items={TABS} value={status} onChange={setStatus} />
      {isLoading ? (
        <SkeletonRegion busy label="Loading move-in requests">
          <Skeleton count={5} />
        </SkeletonRegion>
      ) : requests.length === 0 ? (
        <EmptyState headingLevel={3} title="No move-in requests here" />
      ) : (
        <StyledList aria-label="Move-in requests">
          {requests.map((request) => (
            <StyledListItem key={request.id}>
              <span data-part="main">
                <Button variant="ghost" size="small" onClick={() => open(request)}>
                  {request.name}
                </Button>
                <span data-part="muted">
                  {formatPhone(`${request.dial_code}${request.phone_number}`)} · {request.property_name}
                  {request.bed_name ? ` · Bed ${request.bed_name}` : ''}
                </span>
                <span data-part="muted">
                  Moves in {formatDate(request.expected_move_in_date)} · token{' '}
                  {formatPaise(request.token_paid_paise, { decimalPlaces })} of{' '}
                  {formatPaise(request.token_paise, { decimalPlaces })}
                </span>
              </span>
              <span data-part="side">
                <StatusBadge tone={TOKEN_STATUS[request.status].tone}>
                  {TOKEN_STATUS[request.status].label}
                </StatusBadge>
              </span>
            </StyledListItem>
          ))}
        </StyledList>
      )}
    </StyledSheet>
  )
}
