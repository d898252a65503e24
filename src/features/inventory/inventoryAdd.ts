import { rupeesToPaise } from '../../design-system/MoneyInput'
import type { InventoryEditRequest, InventoryFloorInput, InventoryRoomInput, RoomType } from './inventoryApi'

/** One block of the bulk add: rooms on an existing floor, or on a new one. */
export type AddGroup = {
  /** 'new', or the id of an existing floor. */
  floor: string
  floorName: string
  floorLevel: string
  /** Room names and numeric ranges, e.g. '201-206, 210A'. */
  rooms: string
  roomTypeId: string
  /** Beds per room; with a room type, empty takes its sharing. Ignored for units. */
  beds: string
  /** Monthly rent per bed; empty takes the room type's. */
  rent: string
}

export const newGroup = (floor = 'new'): AddGroup => ({
  floor,
  floorName: '',
  floorLevel: '',
  rooms: '',
  roomTypeId: '',
  beds: '',
  rent: '',
})

export const MAX_ROOMS_PER_FLOOR = 200

/** Room names from a list of names and ranges: '101-103, G4' gives 101, 102, 103 and G4. */
export function expandRoomNames(text: string): { names: string[]; error: string | null } {
  const names: string[] = []
  for (const token of text.split(/[\s,]+/).filter(Boolean)) {
    const range = /^(\d+)-(\d+)$/.exec(token)
    if (!range) {
      names.push(token)
      continue
    }
    const [from, to] = [Number(range[1]), Number(range[2])]
    if (to < from) return { names, error: `${token}: the range runs backwards` }
    if (to - from + 1 > MAX_ROOMS_PER_FLOOR)
      return { names, error: `${token}: at most ${MAX_ROOMS_PER_FLOOR} rooms` }
    for (let number = from; number <= to; number += 1)
      names.push(String(number).padStart(range[1].length, '0'))
  }
  return { names, error: null }
}

export type GroupErrors = Partial<Record<keyof AddGroup, string>>

const whole = (text: string, min: number, max: number) => /^-?\d+$/.test(text) && +text >= min && +text <= max

/** Problems per group: floor, names (also across groups and against existing rooms), beds and rent. */
export function groupErrors(groups: readonly AddGroup[], existingRooms: readonly string[], unitLet: boolean) {
  const taken = new Set(existingRooms.map((name) => name.toLowerCase()))
  return groups.map((group) => {
    const errors: GroupErrors = {}
    if (group.floor === 'new') {
      if (!group.floorName.trim()) errors.floorName = 'Name the floor, e.g. Second floor'
      if (!whole(group.floorLevel, -5, 200))
        errors.floorLevel = 'A level from -5 (basement) to 200; 0 is ground'
    }
    const { names, error } = expandRoomNames(group.rooms)
    const clash = names.find((name) => taken.has(name.toLowerCase()))
    if (error) errors.rooms = error
    else if (names.length === 0) errors.rooms = 'Enter room numbers, e.g. 201-206'
    else if (names.length > MAX_ROOMS_PER_FLOOR)
      errors.rooms = `At most ${MAX_ROOMS_PER_FLOOR} rooms per floor`
    else if (names.some((name) => name.length > 40)) errors.rooms = 'Keep each name under 40 characters'
    else if (clash) errors.rooms = `${clash} is already a room of this property`
    names.forEach((name) => taken.add(name.toLowerCase()))
    if (!unitLet && (group.beds ? !whole(group.beds, 1, 20) : !group.roomTypeId)) {
      errors.beds = group.beds ? 'Between 1 and 20' : 'Enter beds per room, or choose a room type'
    }
    if (group.rent ? rupeesToPaise(group.rent) === null : !group.roomTypeId) {
      errors.rent = group.rent ? 'Enter the rent in rupees' : 'Enter the rent, or choose a room type'
    }
    return errors
  })
}

function roomInput(name: string, group: AddGroup, unitLet: boolean): InventoryRoomInput {
  const beds = !unitLet && group.beds ? Number(group.beds) : undefined
  const rent = rupeesToPaise(group.rent)
  return {
    name,
    ...(group.roomTypeId !== '' && { room_type_id: Number(group.roomTypeId) }),
    ...(beds !== undefined && { bed_count: beds, ...(group.roomTypeId === '' && { sharing: beds }) }),
    ...(unitLet && { sharing: 1 }),
    ...(rent !== null && { rent_paise: rent }),
  }
}

/** The bulk add body: one entry per group, new floors by name and level, existing ones by id. */
export function inventoryRequest(groups: readonly AddGroup[], unitLet: boolean): InventoryEditRequest {
  return {
    floors: groups.map((group): InventoryFloorInput => ({
      ...(group.floor === 'new'
        ? { name: group.floorName.trim(), level: Number(group.floorLevel) }
        : { floor_id: Number(group.floor) }),
      rooms: expandRoomNames(group.rooms).names.map((name) => roomInput(name, group, unitLet)),
    })),
  }
}

/** What the add will create, for the button and the preview: new floors, rooms and (when known) beds. */
export function addTotals(groups: readonly AddGroup[], types: readonly RoomType[], unitLet: boolean) {
  let rooms = 0
  let beds = 0
  for (const group of groups) {
    const count = expandRoomNames(group.rooms).names.length
    const perRoom = unitLet
      ? 1
      : Number(group.beds) || types.find((type) => String(type.id) === group.roomTypeId)?.sharing || 0
    rooms += count
    beds += count * perRoom
  }
  return { floors: groups.filter((group) => group.floor === 'new').length, rooms, beds }
}
