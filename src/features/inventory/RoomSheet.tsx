import { useOperator } from '../../app/core/session/useOperator'
import { EmptyState } from '../../design-system/EmptyState'
import { formatPaise } from '../../design-system/format'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import { StatusBadge } from '../../design-system/StatusBadge'
import { Switch } from '../../design-system/Switch'
import { useListFloorsQuery, useToggleRoomMutation } from './inventoryApi'
import { countOf } from './letting'
import { RoomForm } from './RoomForm'
import { StyledFacts, StyledHeadline, StyledSection, StyledSheet } from '../../design-system/SheetLayout'

export type RoomSheetProps = { panelId: number; propertyId: number; roomId: number }

/** Side sheet of one room (or unit): whether it is active, what it is, and the form to change it. */
export default function RoomSheet({ propertyId, roomId }: RoomSheetProps) {
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const { data, isLoading } = useListFloorsQuery({ id: propertyId, limit: 100, showInactive: true })
  const [toggleRoom, { isLoading: toggling }] = useToggleRoomMutation()
  const floors = data?.data.results ?? []
  const room = floors.flatMap((floor) => floor.rooms).find((candidate) => candidate.id === roomId)

  if (isLoading) {
    return (
      <SkeletonRegion busy label="Loading the room">
        <Skeleton count={6} />
      </SkeletonRegion>
    )
  }
  if (!room) return <EmptyState title="This room could not be found" headingLevel={3} />

  const word = room.is_unit ? 'unit' : 'room'
  return (
    <StyledSheet>
      <StyledSection aria-label="Status">
        <StyledHeadline>
          <StatusBadge tone={room.is_active ? 'success' : 'neutral'}>
            {room.is_active ? 'Active' : 'Inactive'}
          </StatusBadge>
          {room.room_type_name && <StatusBadge tone="primary">{room.room_type_name}</StatusBadge>}
        </StyledHeadline>
        <StyledFacts>
          <dt>Floor</dt>
          <dd>{room.floor_name}</dd>
          {!room.is_unit && (
            <>
              <dt>Beds</dt>
              <dd>
                {countOf(room.bed_count, 'bed', 'beds')}, {room.sharing}-sharing
              </dd>
            </>
          )}
          <dt>Rent</dt>
          <dd>{formatPaise(room.rent_paise, { decimalPlaces })} a month</dd>
        </StyledFacts>
        <Switch
          label={`${word === 'unit' ? 'Unit' : 'Room'} is active`}
          hint={`Inactive ${word}s are hidden from the board and cannot be allotted. A ${word} with a current or upcoming stay stays active.`}
          checked={room.is_active}
          disabled={toggling}
          onChange={(isActive) =>
            void toggleRoom({ id: room.id, roomToggleRequest: { is_active: isActive } })
          }
        />
      </StyledSection>
      <StyledSection aria-label="Edit">
        <h3>Edit {word}</h3>
        <RoomForm room={room} floors={floors} />
      </StyledSection>
    </StyledSheet>
  )
}
