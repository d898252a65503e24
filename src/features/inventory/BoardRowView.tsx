import type { RowComponentProps } from 'react-window'
import { StatusBadge } from '../../design-system/StatusBadge'
import { BedCard } from './BedCard'
import {
  StyledFloorRow,
  StyledRoomButton,
  StyledRoomCell,
  StyledRoomRow,
  StyledUnitCell,
  StyledUnitsRow,
} from './BedBoard.styles'
import { freeText, roomMeta } from './bedText'
import type { BoardRoom, BoardRow } from './boardRows'
import type { BedLookupItem } from './inventoryApi'
import { capitalised, countOf, type LettingWords } from './letting'

/** What every row reads; the board memoises it so rows re-render only when it changes. */
export type BoardRowData = {
  rows: readonly BoardRow[]
  selectedRooms: ReadonlySet<number>
  words: LettingWords
  decimalPlaces: number
  onBedOpen: (bed: BedLookupItem) => void
  onRoomOpen: (room: BoardRoom) => void
  onRoomToggle: (roomId: number) => void
}

/**
 * One row of the virtual board, by kind: a floor heading, a room with some of its beds, or a run of units. Its
 * checkboxes are bare inputs drawn like Checkbox by the board's styles (bareCheckbox), as rows mount per frame.
 */
export function BoardRowView({
  index,
  style,
  ariaAttributes,
  rows,
  ...data
}: RowComponentProps<BoardRowData>) {
  const row = rows[index]
  const { words } = data
  if (row.kind === 'floor') {
    return (
      <StyledFloorRow {...ariaAttributes} style={style} data-row="floor">
        <h2>{row.floor.name}</h2>
        <span>
          {countOf(row.beds, words.bed, words.beds)} · {row.free} free
        </span>
      </StyledFloorRow>
    )
  }
  if (row.kind === 'units') {
    return (
      <StyledUnitsRow {...ariaAttributes} style={style} data-row="units">
        {row.rooms.map((unit) => (
          <StyledUnitCell key={unit.id} data-selected={data.selectedRooms.has(unit.id)}>
            <input
              type="checkbox"
              aria-label={`Select unit ${unit.name}`}
              checked={data.selectedRooms.has(unit.id)}
              onChange={() => data.onRoomToggle(unit.id)}
            />
            {unit.beds.map((bed) => (
              <BedCard
                key={bed.id}
                bed={bed}
                decimalPlaces={data.decimalPlaces}
                unitWord="Unit"
                onOpen={data.onBedOpen}
              />
            ))}
          </StyledUnitCell>
        ))}
      </StyledUnitsRow>
    )
  }
  const { room } = row
  const selected = data.selectedRooms.has(room.id)
  const roomWord = capitalised(words.room)
  return (
    <StyledRoomRow
      {...ariaAttributes}
      style={style}
      data-row="room"
      data-selected={selected}
      data-continued={!row.first}
    >
      <StyledRoomCell>
        {row.first ? (
          <>
            <input
              type="checkbox"
              aria-label={`Select ${words.room} ${room.name}`}
              checked={selected}
              onChange={() => data.onRoomToggle(room.id)}
            />
            <StyledRoomButton type="button" onClick={() => data.onRoomOpen(room)}>
              {roomWord} {room.name}
            </StyledRoomButton>
            <span data-part="meta">
              {roomMeta(room) && <span>{roomMeta(room)} ·</span>}
              <span>{freeText(room)}</span>
              {!room.isActive && <StatusBadge>Inactive</StatusBadge>}
            </span>
          </>
        ) : (
          <span data-part="continued">
            {roomWord} {room.name}, continued
          </span>
        )}
      </StyledRoomCell>
      <div data-part="beds">
        {row.beds.map((bed) => (
          <BedCard
            key={bed.id}
            bed={bed}
            decimalPlaces={data.decimalPlaces}
            unitWord={capitalised(words.bed)}
            onOpen={data.onBedOpen}
          />
        ))}
      </div>
    </StyledRoomRow>
  )
}
