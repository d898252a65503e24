import type {
  Allotment,
  InventoryEditRequest,
  RoomMultipleEditRequest,
  RoomToggleRequest,
  RoomUpdateRequest,
} from './inventoryApi.gen'

/**
 * Tag types the inventory reads or changes. Property, RoomFeature, Tenant and Dashboard are provided by the
 * properties, tenants and dashboard slices; tags are plain strings in the one API root, so invalidating them
 * here refreshes those screens without importing them.
 */
export const INVENTORY_TAG_TYPES = [
  'Property',
  'PropertySummary',
  'RoomFeature',
  'Floor',
  'Room',
  'RoomType',
  'BedBoard',
  'Bed',
  'BedAvailability',
  'Tenant',
  'Dashboard',
] as const

export type InventoryTagType = (typeof INVENTORY_TAG_TYPES)[number]
export type InventoryTag = { type: InventoryTagType; id: number | string }

export const LIST = 'LIST'
const dashboardFigures: InventoryTag = { type: 'Dashboard', id: 'FIGURES' }

/** What changes with beds coming or going, or a bed's occupancy: the property's counts everywhere. */
const occupancyTags = (propertyId: number): InventoryTag[] => [
  { type: 'BedBoard', id: propertyId },
  { type: 'PropertySummary', id: propertyId },
  { type: 'Property', id: propertyId },
  dashboardFigures,
]

/** An allotment made or unlinked: the bed, its timeline, the board and counts, and the tenant's bed. */
export const allotmentTags = (allotment: Allotment): InventoryTag[] => [
  { type: 'Bed', id: allotment.bed_id },
  { type: 'BedAvailability', id: allotment.bed_id },
  ...occupancyTags(allotment.property_id),
  { type: 'Tenant', id: allotment.tenant_id },
  { type: 'Tenant', id: LIST },
]

type RoomChanges = RoomUpdateRequest | Omit<RoomMultipleEditRequest, 'room_id_list'> | RoomToggleRequest

/**
 * Rooms edited: each room (and the bed details that read it), the floor list and the board; plus the counts
 * when rooms are (de)activated, room-type and feature counts when those links change, and tenants' room names.
 */
export function roomTags(
  propertyId: number,
  roomIds: readonly number[],
  changes: RoomChanges,
): InventoryTag[] {
  const tags: InventoryTag[] = [
    ...roomIds.map((id): InventoryTag => ({ type: 'Room', id })),
    { type: 'Floor', id: propertyId },
    { type: 'BedBoard', id: propertyId },
  ]
  if ('is_active' in changes) {
    tags.push(
      { type: 'PropertySummary', id: propertyId },
      { type: 'Property', id: propertyId },
      dashboardFigures,
    )
  }
  if ('room_type_id' in changes) tags.push({ type: 'RoomType', id: propertyId })
  if ('feature_ids' in changes) tags.push({ type: 'RoomFeature', id: propertyId })
  if ('name' in changes || 'floor_id' in changes) tags.push({ type: 'Tenant', id: LIST })
  return tags
}

/** Floors, rooms and beds added in bulk: the floor list, the board and every count; room types if used. */
export function inventoryAddTags(propertyId: number, request: InventoryEditRequest): InventoryTag[] {
  const usesRoomTypes = request.floors.some((floor) =>
    (floor.rooms ?? []).some((room) => room.room_type_id !== undefined),
  )
  return [
    { type: 'Floor', id: propertyId },
    ...occupancyTags(propertyId),
    ...(usesRoomTypes ? [{ type: 'RoomType', id: propertyId } satisfies InventoryTag] : []),
  ]
}
