import { useId } from 'react'
import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { formatDate, formatPaise } from '../../design-system/format'
import { StatusBadge } from '../../design-system/StatusBadge'
import { StyledFacts, StyledList, StyledListItem } from '../../design-system/SheetLayout'
import { StyledMutedLine } from './Review.styles'
import type { TenantRoomDetails } from './tenantsApi'

type Props = { room: TenantRoomDetails; decimalPlaces: number }

type RoomCardProps = Props & {
  /** Opens the transfer sheet. */
  onTransfer: () => void
  /** Why the tenant cannot be transferred now (shown under the disabled button), or null. */
  transferBlocked: string | null
}

/** The tenant's room and bed now, with its type, features and roommates, and the room transfer. */
export function RoomCard({ room, onTransfer, transferBlocked }: RoomCardProps) {
  const reasonId = useId()
  return (
    <Card
      title="Room and bed"
      actions={
        <Button
          variant="secondary"
          size="small"
          disabled={transferBlocked !== null}
          aria-describedby={transferBlocked === null ? undefined : reasonId}
          onClick={onTransfer}
        >
          Transfer room
        </Button>
      }
    >
      {transferBlocked !== null && <StyledMutedLine id={reasonId}>{transferBlocked}</StyledMutedLine>}
      {room.bed_id === null ? (
        <p>No bed linked yet. Allot one from the bed board or while adding the tenant.</p>
      ) : (
        <StyledFacts>
          <dt>Property</dt>
          <dd>{room.property_name}</dd>
          <dt>Bed</dt>
          <dd>
            {room.floor_name ? `${room.floor_name} · ` : ''}Room {room.room_name} · Bed {room.bed_name}
          </dd>
          <dt>Room type</dt>
          <dd>
            {[
              room.room_type_name,
              room.sharing ? `${room.sharing}-sharing` : null,
              room.is_ac === null ? null : room.is_ac ? 'AC' : 'Non-AC',
              room.bath_type === 'ATTACHED'
                ? 'attached bath'
                : room.bath_type === 'COMMON'
                  ? 'common bath'
                  : null,
            ]
              .filter(Boolean)
              .join(' · ') || '—'}
          </dd>
          <dt>Features</dt>
          <dd>{room.features.length > 0 ? room.features.join(', ') : '—'}</dd>
          <dt>Since</dt>
          <dd>
            {formatDate(room.from_date)}
            {room.to_date ? ` to ${formatDate(room.to_date)}` : ''}
          </dd>
          <dt>Roommates</dt>
          <dd>
            {room.roommates.length > 0
              ? room.roommates.map((mate) => `${mate.name} (Bed ${mate.bed_name})`).join(', ')
              : 'None'}
          </dd>
        </StyledFacts>
      )}
    </Card>
  )
}

const STAY_TONES = {
  BOOKED: 'info',
  ACTIVE: 'success',
  ENDING: 'warning',
  ENDED: 'neutral',
  UNLINKED: 'neutral',
} as const

/** Every stay of the tenant, newest first. */
export function HistoryCard({ room, decimalPlaces }: Props) {
  return (
    <Card title="History">
      {room.history.length === 0 ? (
        <p>No stays yet.</p>
      ) : (
        <StyledList aria-label="Stays">
          {room.history.map((stay) => (
            <StyledListItem key={stay.allotment_id}>
              <span data-part="main">
                <span>
                  {stay.property_name} · Room {stay.room_name} · Bed {stay.bed_name}
                </span>
                <span data-part="muted">
                  {formatDate(stay.from_date)} to {stay.to_date ? formatDate(stay.to_date) : 'now'} ·{' '}
                  {formatPaise(stay.rent_paise, { decimalPlaces })} a month
                </span>
              </span>
              <span data-part="side">
                <StatusBadge tone={STAY_TONES[stay.status]}>
                  {stay.status.charAt(0) + stay.status.slice(1).toLowerCase()}
                </StatusBadge>
              </span>
            </StyledListItem>
          ))}
        </StyledList>
      )}
    </Card>
  )
}
