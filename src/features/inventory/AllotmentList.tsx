import { useState } from 'react'
import { Button } from '../../design-system/Button'
import { ConfirmDialog } from '../../design-system/ConfirmDialog'
import { formatDate, formatPaise } from '../../design-system/format'
import { StatusBadge, type StatusBadgeTone } from '../../design-system/StatusBadge'
import { useUnlinkAllotmentMutation, type Allotment } from './inventoryApi'
import { StyledList, StyledListItem, StyledSection } from '../../design-system/SheetLayout'

const STATUS: Record<Allotment['status'], { label: string; tone: StatusBadgeTone }> = {
  BOOKED: { label: 'Booked', tone: 'info' },
  ACTIVE: { label: 'Staying', tone: 'primary' },
  ENDING: { label: 'Leaving', tone: 'warning' },
  ENDED: { label: 'Ended', tone: 'neutral' },
  UNLINKED: { label: 'Unlinked', tone: 'neutral' },
}

const stayText = ({ from_date, to_date }: Allotment) =>
  to_date ? `${formatDate(from_date)} to ${formatDate(to_date)}` : `From ${formatDate(from_date)}`

/** The bed's current and future allotments, each of which can be unlinked after a confirmation. */
export function AllotmentList({
  allotments,
  decimalPlaces,
}: {
  allotments: Allotment[]
  decimalPlaces: number
}) {
  const [unlink] = useUnlinkAllotmentMutation()
  const [confirming, setConfirming] = useState<Allotment | null>(null)
  return (
    <StyledSection aria-label="Allotments">
      <h3>Allotments</h3>
      {allotments.length === 0 ? (
        <p>No current or upcoming allotment.</p>
      ) : (
        <StyledList>
          {allotments.map((allotment) => (
            <StyledListItem key={allotment.id}>
              <div data-part="main">
                <strong>{allotment.tenant_name}</strong>
                <span data-part="muted">
                  {stayText(allotment)} · {formatPaise(allotment.rent_paise, { decimalPlaces })} a month
                </span>
              </div>
              <div data-part="side">
                <StatusBadge tone={STATUS[allotment.status].tone}>
                  {STATUS[allotment.status].label}
                </StatusBadge>
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={`Unlink ${allotment.tenant_name}`}
                  onClick={() => setConfirming(allotment)}
                >
                  Unlink
                </Button>
              </div>
            </StyledListItem>
          ))}
        </StyledList>
      )}
      <ConfirmDialog
        open={confirming !== null}
        tone="danger"
        title={confirming ? `Unlink ${confirming.tenant_name} from ${confirming.bed_name}?` : ''}
        message="The allotment is removed as if it never was, and the bed is free for these dates again. To end a stay that took place, raise a move-out from the tenant's page instead."
        confirmLabel="Unlink"
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          if (!confirming) return
          await unlink({ id: confirming.id, allotmentUnlinkRequest: {} }).unwrap()
          setConfirming(null)
        }}
      />
    </StyledSection>
  )
}
