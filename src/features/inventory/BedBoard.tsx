import { useEffect, useMemo } from 'react'
import { List } from 'react-window'
import { StyledBoardFrame } from './BedBoard.styles'
import { BOARD_LAYOUT, bedsPerRowFor, toRows, unitsPerRowFor, type BoardFloor } from './boardRows'
import { BoardRowView, type BoardRowData } from './BoardRowView'
import { useContentSize, type ContentSize } from '../../design-system/useContentSize'

const rowHeight = (index: number, { rows }: BoardRowData) =>
  rows[index].kind === 'floor' ? BOARD_LAYOUT.floorRowHeight : BOARD_LAYOUT.roomRowHeight
const rowKey = (index: number, { rows }: BoardRowData) => rows[index].key

export type BedBoardProps = Omit<BoardRowData, 'rows'> & {
  /** The floors to show, already filtered. */
  floors: readonly BoardFloor[]
  /** Accessible name of the list. */
  label: string
  /** Mounts every row instead of those in view: the baseline `npm run bench:beds` compares against. @default false */
  renderAll?: boolean
  /** The list's box if known before mounting, so the first render lays out rows for it. @default null */
  initialSize?: ContentSize | null
  /** Called with the list's box each time it is measured (mounted, or resized). */
  onMeasured?: (size: ContentSize) => void
}

/**
 * Floors → rooms → beds as one virtual list of fixed-height rows (react-window): only the rows in view are
 * mounted, so a property of 10,000 beds scrolls as smoothly as one of 40. Rooms wrap their beds onto more
 * rows to fit the width; units sit side by side.
 */
export function BedBoard({
  floors,
  label,
  selectedRooms,
  selectable,
  words,
  decimalPlaces,
  onBedOpen,
  onRoomOpen,
  onRoomToggle,
  renderAll = false,
  initialSize = null,
  onMeasured,
}: BedBoardProps) {
  // The frame's own box, not the list's onResize: react-window's first report gives a width it has not measured.
  // Known, it sizes the list too, which then observes nothing itself: a first measurement equal to it (the box
  // given) renders nothing again in the frame that paints the first rows.
  const [frameSize, frameRef] = useContentSize(initialSize)
  useEffect(() => {
    if (frameSize) onMeasured?.(frameSize)
  }, [frameSize, onMeasured])
  const width = frameSize?.width ?? 1000
  const perRow = words.unitLet ? unitsPerRowFor(width) : bedsPerRowFor(width)
  const rows = useMemo(() => toRows(floors, perRow, words.unitLet), [floors, perRow, words.unitLet])
  const rowProps = useMemo<BoardRowData>(
    () => ({ rows, selectedRooms, selectable, words, decimalPlaces, onBedOpen, onRoomOpen, onRoomToggle }),
    [rows, selectedRooms, selectable, words, decimalPlaces, onBedOpen, onRoomOpen, onRoomToggle],
  )
  return (
    <StyledBoardFrame ref={frameRef}>
      <List
        aria-label={label}
        data-testid="bed-board"
        rowComponent={BoardRowView}
        rowCount={rows.length}
        rowHeight={rowHeight}
        rowKey={rowKey}
        rowProps={rowProps}
        overscanCount={renderAll ? rows.length : 2}
        defaultHeight={frameSize?.height ?? 600}
        style={{ height: frameSize?.height ?? '100%' }}
      />
    </StyledBoardFrame>
  )
}
