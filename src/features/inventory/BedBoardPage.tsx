import { skipToken } from '@reduxjs/toolkit/query'
import { useCallback, useDeferredValue, useMemo, useState } from 'react'
import { useLocation, useParams } from 'react-router-dom'
import { useAppDispatch } from '../../app/core/hooks'
import { usePaintedAfter } from '../../app/core/paint'
import { useOperator } from '../../app/core/session/useOperator'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { EmptyState } from '../../design-system/EmptyState'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import { BedBoard } from './BedBoard'
import { StyledBoardFrame } from './BedBoard.styles'
import { StyledBoardPage, StyledBoardState } from './BedBoardPage.styles'
import { BoardHeader } from './BoardHeader'
import { NO_FILTERS } from './boardFilters'
import { filterBoard, groupBoard, type BoardFloor, type BoardRoom } from './boardRows'
import { BoardToolbar } from './BoardToolbar'
import {
  inventoryApi,
  useGetPropertySummaryQuery,
  useListRoomTypesQuery,
  useLookupBedsQuery,
  type BedLookupItem,
  type BedLookupResult,
} from './inventoryApi'
import { lettingWords } from './letting'
import { SelectionBar } from './SelectionBar'
import { useBoardFilters } from './useBoardFilters'
import { rememberBoardSize, rememberedBoardSize } from './boardSize'
import { useContentSize } from '../../design-system/useContentSize'
import { firstBedsArgs, lookupArgs, rendersAll, validId } from './BedBoardPage.reads'

const NO_FLOORS: BoardFloor[] = []
const NO_ROOMS: ReadonlySet<number> = new Set()
const NO_ROOM_IDS: number[] = []

const roomTypeArgs = (propertyId: number) => ({ id: propertyId, limit: 100 })

/** A first-beds answer that left no bed out carries the counts: it is the whole board, with no lookup to follow. */
const isWholeBoard = (answer: BedLookupResult) => answer.status_counts !== undefined

/**
 * /occupancy/inventory/:propertyId: every bed of a property, by floor and room, from one lookup call. Filters
 * run on the client over the full lookup (instant, and counts stay whole); only 'show inactive' refetches. The
 * first beds, asked for beside it, are painted until it arrives, with counts, filters and selection waiting.
 */
export default function BedBoardPage() {
  const propertyId = Number(useParams().propertyId)
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const [filters, setFilters] = useBoardFilters()
  const { search } = useLocation()
  const [renderAll] = useState(() => rendersAll(new URLSearchParams(search)))
  const [selectedRooms, setSelectedRooms] = useState(NO_ROOMS)
  // As last measured in a window of this size, then measured while the skeleton shows: the board's first render
  // already fits its box.
  const [boardSize, boardSizeRef] = useContentSize(rememberedBoardSize)
  const valid = validId(propertyId)

  const wholeArgs = lookupArgs(propertyId, filters)
  // The whole board's entry read before subscribing to anything, so that the first beds are asked for first (hooks
  // subscribe in order) and only while the whole board is not in.
  const wholeIn =
    inventoryApi.endpoints.lookupBeds.useQueryState(valid ? wholeArgs : skipToken).data !== undefined
  const firstBedsCall = valid && !wholeIn ? firstBedsArgs(propertyId, filters, renderAll) : skipToken
  const firstBeds = useLookupBedsQuery(firstBedsCall)
  // The whole board and the room types are asked for once the first beds are on screen (the summary, which names
  // the property in the heading, comes with them): beside them they would hold up their answer (the server reads one request at a time between queries, and the
  // whole board's are long), and their making and reading would share the 2 cores with the first beds' frame. At
  // once when there are no first beds to show (client filters, or the whole board already in). The whole board not
  // at all when the first beds are the whole of it (a property of at most FIRST_BEDS beds).
  const firstBedsShown = usePaintedAfter(firstBeds.data !== undefined || firstBeds.isError)
  const waiting = !valid || (firstBedsCall !== skipToken && !firstBedsShown)
  const firstBedsWhole = firstBeds.data !== undefined && isWholeBoard(firstBeds.data.data)
  const { data: summary } = useGetPropertySummaryQuery({ id: propertyId }, { skip: !valid })
  const { data: roomTypes } = useListRoomTypesQuery(roomTypeArgs(propertyId), { skip: waiting })
  const lookup = useLookupBedsQuery(wholeArgs, { skip: waiting || firstBedsWhole })
  // The whole lookup wins whenever present; the first beds stand in until then, unless it failed.
  const answer = lookup.data ?? (lookup.isError ? undefined : firstBeds.data)
  // The whole board is rendered as a transition: mounting it after 10,000 beds arrive yields to the browser every
  // few milliseconds instead of blocking it in one long task; the skeleton (or the first beds) stays up meanwhile.
  // The first beds are few and drawn at once: deferred, any answer arriving meanwhile (the summary, the room
  // types) would start their render again. They stay up until the whole board's render is done.
  const deferred = useDeferredValue(answer?.data)
  const result = answer?.data.partial !== undefined ? answer.data : (deferred ?? firstBeds.data?.data)
  const arriving = answer !== undefined && result === undefined
  // Only the first beds are shown (the lookup answered with `partial`, and no counts): counts, filters and
  // selection wait.
  const early = result !== undefined && !isWholeBoard(result)
  const words = lettingWords(summary?.data.letting_unit ?? result?.letting_unit)
  const bedWord = result?.letting_unit === 'UNIT' ? 'Unit' : 'Bed'

  const floors = useMemo(() => (result ? groupBoard(result) : NO_FLOORS), [result])
  const visible = useMemo(() => filterBoard(floors, filters), [floors, filters])
  const selecting = selectedRooms.size > 0
  // Only the selection bar's "select shown" needs them, so they are listed only while rooms are selected.
  const visibleRoomIds = useMemo(
    () => (selecting ? visible.floors.flatMap((floor) => floor.rooms.map((room) => room.id)) : NO_ROOM_IDS),
    [visible, selecting],
  )

  const onBedOpen = useCallback(
    (bed: BedLookupItem) =>
      dispatch(
        panelPushed({
          kind: 'inventory/bed',
          title: `${bedWord} ${bed.name}`,
          width: 480,
          props: { bedId: bed.id },
        }),
      ),
    [dispatch, bedWord],
  )
  const onRoomOpen = useCallback(
    (room: BoardRoom) =>
      dispatch(
        panelPushed({
          kind: 'inventory/room',
          title: `${room.isUnit ? 'Unit' : 'Room'} ${room.name}`,
          width: 480,
          props: { propertyId, roomId: room.id },
        }),
      ),
    [dispatch, propertyId],
  )
  const onRoomToggle = useCallback(
    (roomId: number) =>
      setSelectedRooms((current) => {
        const next = new Set(current)
        if (!next.delete(roomId)) next.add(roomId)
        return next
      }),
    [],
  )
  const push = (kind: string, title: string, props: Record<string, unknown>) =>
    dispatch(panelPushed({ kind, title, width: 520, props: { propertyId, ...props } }))

  if (!valid) {
    return (
      <EmptyState
        title="Property not found"
        description="Check the address, or pick a property from Inventory."
      />
    )
  }

  const board = () => {
    if ((answer === undefined && !lookup.isError) || arriving) {
      // In the board's own frame: its styles (rows and cards) are in the page before the beds arrive.
      return (
        <StyledBoardFrame ref={boardSizeRef}>
          <SkeletonRegion
            busy
            still={arriving}
            label={`Loading ${words.beds}`}
            style={{ flex: 1, padding: 16 }}
          >
            <Skeleton count={10} height={28} />
          </SkeletonRegion>
        </StyledBoardFrame>
      )
    }
    if (!result) {
      return (
        <StyledBoardState>
          <EmptyState
            title={`The ${words.board.toLowerCase()} could not be loaded`}
            action={<Button onClick={() => void lookup.refetch()}>Try again</Button>}
          />
        </StyledBoardState>
      )
    }
    if (result.count === 0) {
      return (
        <StyledBoardState>
          <EmptyState
            title={`No ${words.beds} yet`}
            description={`Add floors and ${words.rooms} to start letting this property.`}
            action={
              <Button
                onClick={() => push('inventory/add-inventory', 'Add inventory', { unitLet: words.unitLet })}
              >
                Add inventory
              </Button>
            }
          />
        </StyledBoardState>
      )
    }
    if (visible.beds === 0) {
      return (
        <StyledBoardState>
          <EmptyState
            title={`No ${words.bed} matches these filters`}
            action={
              <Button
                variant="secondary"
                onClick={() => setFilters({ ...NO_FILTERS, showInactive: filters.showInactive })}
              >
                Clear filters
              </Button>
            }
          />
        </StyledBoardState>
      )
    }
    return (
      <BedBoard
        floors={visible.floors}
        label={words.unitLet ? 'Units by floor' : 'Beds by floor and room'}
        selectedRooms={selectedRooms}
        selectable={!early}
        words={words}
        decimalPlaces={decimalPlaces}
        onBedOpen={onBedOpen}
        onRoomOpen={onRoomOpen}
        onRoomToggle={onRoomToggle}
        renderAll={renderAll}
        initialSize={boardSize}
        onMeasured={rememberBoardSize}
      />
    )
  }

  return (
    <StyledBoardPage aria-busy={lookup.isFetching || firstBeds.isFetching}>
      <BoardHeader
        summary={summary?.data}
        words={words}
        onAddInventory={() => push('inventory/add-inventory', 'Add inventory', { unitLet: words.unitLet })}
        onNewRoomType={() =>
          push('inventory/room-type', `New ${words.room} type`, { unitLet: words.unitLet })
        }
      />
      <BoardToolbar
        filters={filters}
        onChange={setFilters}
        counts={result?.status_counts}
        roomTypes={roomTypes?.data.results ?? []}
        words={words}
        shown={visible}
        total={result?.count ?? 0}
        waiting={early}
      />
      {selectedRooms.size > 0 && (
        <SelectionBar
          selected={selectedRooms.size}
          canSelectShown={visibleRoomIds.some((id) => !selectedRooms.has(id))}
          words={words}
          onSelectShown={() => setSelectedRooms(new Set([...selectedRooms, ...visibleRoomIds]))}
          onClear={() => setSelectedRooms(NO_ROOMS)}
          onEdit={() =>
            push(
              'inventory/rooms-bulk-edit',
              `Edit ${selectedRooms.size} ${selectedRooms.size === 1 ? words.room : words.rooms}`,
              {
                roomIds: [...selectedRooms],
                unitLet: words.unitLet,
              },
            )
          }
        />
      )}
      {board()}
    </StyledBoardPage>
  )
}
