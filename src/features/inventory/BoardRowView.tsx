import type { RowComponentProps } from 'react-window'
import { StatusBadge } from '../../design-system/StatusBadge'
import { BedCard } from './BedCard'
import { freeText, roomMeta } from './bedText'
import type { BoardRoom, BoardRow } from './boardRows'
import type { BedLookupItem } from './inventoryApi'
import { capitalised, countOf, type LettingWords } from './letting'

/** What every row reads; the board memoises it so rows re-render only when it changes. */
export type BoardRowData = {
  rows: readonly BoardRow[]
  selectedRooms: ReadonlySet<number>
  /** False while only the first beds are in: selecting rooms waits for the whole board. */
  selectable: boolean
  words: LettingWords
  decimalPlaces: number
  onBedOpen: (bed: BedLookupItem) => void
  onRoomOpen: (room: BoardRoom) => void
  onRoomToggle: (roomId: number) => void
}

/**
 * One row of the virtual board, by kind: a floor heading, a room with some of its beds, or a run of units. Plain
 * elements styled by the board's frame (BedBoard.styles), checkboxes included (bareCheckbox), as rows mount per
 * frame while scrolling.
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
      <div {...ariaAttributes} style={style} data-row="floor">
        <h2>{row.floor.name}</h2>
        <span>
          {countOf(row.beds, words.bed, words.beds)} · {row.free} free
        </span>
      </div>
    )
  }
  if (row.kind === 'units') {
    return (
      <div {...ariaAttributes} style={style} data-row="units">
        {row.rooms.map((unit) => (
          <div key={unit.id} data-part="unit" data-selected={data.selectedRooms.has(unit.id)}>
            <input
              type="checkbox"
              aria-label={`Select unit ${unit.name}`}
              checked={data.selectedRooms.has(unit.id)}
              disabled={!data.selectable}
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
          </div>
        ))}
      </div>
    )
  }
  const { room } = row
  const selected = data.selectedRooms.has(room.id)
  const roomWord = capitalised(words.room)
  return (
    <div
      {...ariaAttributes}
      style={style}
      data-row="room"
      data-selected={selected}
      data-continued={!row.first}
    >
      <div data-part="room">
        {row.first ? (
          <>
            <input
              type="checkbox"
              aria-label={`Select ${words.room} ${room.name}`}
              checked={selected}
              disabled={!data.selectable}
              onChange={() => data.onRoomToggle(room.id)}
            />
            <button type="button" data-part="room-name" onClick={() => data.onRoomOpen(room)}>
              {roomWord} {room.name}
            </button>
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
      </div>
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
    </div>
  )
}
