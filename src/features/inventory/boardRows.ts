import type { BoardFilters, Vacancy } from './boardFilters'
import type { BedLookupItem, BedLookupResult } from './inventoryApi'

/** A room of the board with its beds (a unit with its one slot in COMMERCIAL and RETAIL properties). */
export type BoardRoom = {
  id: number
  name: string
  floorId: number
  roomTypeId: number | null
  roomTypeName: string | null
  sharing: number
  isAc: boolean
  isUnit: boolean
  /** False when every bed of the room is inactive (only listed with show_inactive). */
  isActive: boolean
  beds: BedLookupItem[]
  /** Every bed of the room, before any filter. */
  total: number
  /** Active beds with status 1 Available, before any filter. */
  free: number
}

export type BoardFloor = { id: number; name: string; level: number; rooms: BoardRoom[] }

/**
 * Floors → rooms → beds from the lookup: floors and rooms in the server's board order from its side tables, each
 * room with its beds in the order listed. Rooms without a bed listed, and floors without such rooms, are left out.
 */
export function groupBoard(lookup: BedLookupResult): BoardFloor[] {
  const isUnit = lookup.letting_unit === 'UNIT'
  const typeNames = new Map(lookup.room_types.map((type) => [type.id, type.name]))
  const floors = new Map<number, BoardFloor>()
  for (const { id, name, level } of lookup.floors) floors.set(id, { id, name, level, rooms: [] })
  const rooms = new Map<number, { room: BoardRoom; floor: BoardFloor }>()
  for (const room of lookup.rooms) {
    const floor = floors.get(room.floor_id)
    if (!floor) continue
    rooms.set(room.id, {
      floor,
      room: {
        id: room.id,
        name: room.name,
        floorId: room.floor_id,
        roomTypeId: room.room_type_id,
        roomTypeName: room.room_type_id === null ? null : (typeNames.get(room.room_type_id) ?? null),
        sharing: room.sharing,
        isAc: room.is_ac,
        isUnit,
        isActive: false,
        beds: [],
        total: 0,
        free: 0,
      },
    })
  }
  for (const bed of lookup.results) {
    const room = rooms.get(bed.room_id)?.room
    if (!room) continue
    room.beds.push(bed)
    room.total += 1
    room.isActive ||= bed.is_active
    if (bed.is_active && bed.status === 1) room.free += 1
  }
  for (const { room, floor } of rooms.values()) if (room.total > 0) floor.rooms.push(room)
  return [...floors.values()].filter((floor) => floor.rooms.length > 0)
}

const vacancyMatches = (room: BoardRoom, vacancy: Vacancy | null) => {
  if (vacancy === null) return true
  const active = room.beds.filter((bed) => bed.is_active).length
  if (vacancy === 'free') return room.free > 0
  if (vacancy === 'empty') return active > 0 && room.free === active
  return room.free === 0
}

const matches = (text: string | null, search: string) => text !== null && text.toLowerCase().includes(search)

export type FilteredBoard = { floors: BoardFloor[]; rooms: number; beds: number }

/**
 * The board as filtered: rooms by type and vacancy (counted on all their beds), then beds by status and search.
 * A search that matches a room's name keeps all its beds; otherwise beds match by their own or tenant's name.
 * Rooms and floors left without beds drop out.
 */
export function filterBoard(floors: readonly BoardFloor[], filters: BoardFilters): FilteredBoard {
  const search = filters.search.toLowerCase()
  const statuses = new Set<number>(filters.statuses)
  let roomCount = 0
  let bedCount = 0
  const result: BoardFloor[] = []
  for (const floor of floors) {
    const rooms: BoardRoom[] = []
    for (const room of floor.rooms) {
      if (filters.roomTypeId !== null && room.roomTypeId !== filters.roomTypeId) continue
      if (!vacancyMatches(room, filters.vacancy)) continue
      const roomMatches = search === '' || matches(room.name, search)
      // Without a status filter, a room matching the search (or no search) keeps its beds as they are.
      const beds =
        statuses.size === 0 && roomMatches
          ? room.beds
          : room.beds.filter(
              (bed) =>
                (statuses.size === 0 || statuses.has(bed.status)) &&
                (roomMatches || matches(bed.name, search) || matches(bed.tenant_name, search)),
            )
      if (beds.length === 0) continue
      rooms.push(beds.length === room.beds.length ? room : { ...room, beds })
      roomCount += 1
      bedCount += beds.length
    }
    if (rooms.length > 0) result.push(rooms.length === floor.rooms.length ? floor : { ...floor, rooms })
  }
  return { floors: result, rooms: roomCount, beds: bedCount }
}

/**
 * One row of the virtual list: a floor heading; a room with some of its beds; or, in a property let by unit
 * (one slot per room), several units side by side.
 */
export type BoardRow =
  | { kind: 'floor'; key: string; floor: BoardFloor; beds: number; free: number }
  | { kind: 'room'; key: string; room: BoardRoom; beds: BedLookupItem[]; first: boolean }
  | { kind: 'units'; key: string; rooms: BoardRoom[] }

/** Active beds with status 1 Available among those shown. */
function freeBeds(beds: readonly BedLookupItem[]) {
  let free = 0
  for (const bed of beds) if (bed.is_active && bed.status === 1) free += 1
  return free
}

/**
 * Rows of fixed heights: a floor heading, then each room with `perRow` beds to a row, wrapping those that do
 * not fit onto more rows; with `packUnits`, `perRow` units to a row instead.
 */
export function toRows(floors: readonly BoardFloor[], perRow: number, packUnits = false): BoardRow[] {
  const count = Math.max(1, Math.floor(perRow))
  const rows: BoardRow[] = []
  for (const floor of floors) {
    let beds = 0
    let free = 0
    for (const room of floor.rooms) {
      beds += room.beds.length
      free += freeBeds(room.beds)
    }
    rows.push({ kind: 'floor', key: `floor-${floor.id}`, floor, beds, free })
    if (packUnits) {
      for (let start = 0; start < floor.rooms.length; start += count) {
        rows.push({
          kind: 'units',
          key: `units-${floor.id}-${start}`,
          rooms: floor.rooms.slice(start, start + count),
        })
      }
      continue
    }
    for (const room of floor.rooms) {
      for (let start = 0; start < room.beds.length; start += count) {
        rows.push({
          kind: 'room',
          key: `room-${room.id}-${start}`,
          room,
          beds: room.beds.slice(start, start + count),
          first: start === 0,
        })
      }
    }
  }
  return rows
}

/** Layout of the rows, in pixels: the room column, bed cards of a fixed width, a unit's checkbox. */
export const BOARD_LAYOUT = {
  floorRowHeight: 48,
  roomRowHeight: 92,
  roomColumn: 208,
  cardWidth: 196,
  unitSelect: 28,
  gap: 8,
  rowPadding: 16,
} as const

/** How many bed cards fit beside the room column in a row of this width (at least one). */
export function bedsPerRowFor(width: number): number {
  const { roomColumn, cardWidth, gap, rowPadding } = BOARD_LAYOUT
  const room = width - roomColumn - 2 * rowPadding
  return Math.max(1, Math.floor((room + gap) / (cardWidth + gap)))
}

/** How many units (a checkbox and a card each) fit in a row of this width (at least one). */
export function unitsPerRowFor(width: number): number {
  const { cardWidth, unitSelect, gap, rowPadding } = BOARD_LAYOUT
  return Math.max(1, Math.floor((width - 2 * rowPadding + gap) / (unitSelect + cardWidth + gap)))
}
