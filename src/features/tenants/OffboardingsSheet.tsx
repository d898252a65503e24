import { useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { useOperator } from '../../app/core/session/useOperator'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { EmptyState } from '../../design-system/EmptyState'
import { formatDate, formatPaise } from '../../design-system/format'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import { Tabs } from '../../design-system/Tabs'
import { StyledList, StyledListItem, StyledSheet } from '../../design-system/SheetLayout'
import { useListOffboardingsQuery, type Offboarding } from './tenantsApi'

export type OffboardingsSheetProps = { panelId: number }

const TABS = [
  { value: 'RAISED', label: 'Raised' },
  { value: 'COMPLETED', label: 'Completed' },
  { value: 'REJECTED', label: 'Rejected' },
]

/** Move-outs by status; each opens its own sheet to edit, reject or complete. */
export default function OffboardingsSheet(_props: OffboardingsSheetProps) {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const [status, setStatus] = useState(TABS[0].value)
  const { data, isLoading } = useListOffboardingsQuery({ status, limit: 50 })
  const items = data?.data.results ?? []
  const open = (item: Offboarding) =>
    dispatch(
      panelPushed({
        kind: 'tenants/offboarding',
        title: `Move-out: ${item.tenant_name}`,
        width: 560,
        props: { offboardingId: item.id },
      }),
    )
  return (
    <StyledSheet>
      <Tabs label="Move-out status" items={TABS} value={status} onChange={setStatus} />
      {isLoading ? (
        <SkeletonRegion busy label="Loading move-outs">
          <Skeleton count={5} />
        </SkeletonRegion>
      ) : items.length === 0 ? (
        <EmptyState headingLevel={3} title="No move-outs here" />
      ) : (
        <StyledList aria-label="Move-outs">
          {items.map((item) => (
            <StyledListItem key={item.id}>
              <span data-part="main">
                <Button variant="ghost" size="small" onClick={() => open(item)}>
                  {item.tenant_name}
                </Button>
                <span data-part="muted">
                  {item.property_name}
                  {item.room_name && item.bed_name ? ` · Room ${item.room_name} · Bed ${item.bed_name}` : ''}
                </span>
              </span>
              <span data-part="side">
                <span>Out {formatDate(item.actual_move_out_date ?? item.move_out_date)}</span>
                <span data-part="muted">Refund {formatPaise(item.refund_paise, { decimalPlaces })}</span>
              </span>
            </StyledListItem>
          ))}
        </StyledList>
      )}
    </StyledSheet>
  )
}
