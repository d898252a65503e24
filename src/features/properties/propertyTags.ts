import type { PropertyUpdateRequest, RoomFeatureChangeRequest } from './propertiesApi.gen'

/**
 * Tag types the properties slice reads or changes. PropertySummary, Floor, RoomType, Tenant and Dashboard are
 * provided by the inventory, tenants and dashboard slices; tags are plain strings in the one API root.
 */
export const PROPERTY_TAG_TYPES = [
  'Property',
  'PropertySummary',
  'RoomFeature',
  'Floor',
  'RoomType',
  'Bed',
  'Room',
  'Tenant',
  'Dashboard',
] as const

export type PropertyTagType = (typeof PROPERTY_TAG_TYPES)[number]
export type PropertyTag = { type: PropertyTagType; id: number | string }

export const LIST = 'LIST'

/**
 * A property edited: its detail, its rows in lists and its summary; the dashboard's property filter on a
 * rename or (de)activation, its figures on (de)activation, and tenants' property names on a rename.
 */
export function propertyUpdateTags(id: number, changes: PropertyUpdateRequest): PropertyTag[] {
  const tags: PropertyTag[] = [
    { type: 'Property', id },
    { type: 'PropertySummary', id },
  ]
  const renamed = 'property_name' in changes
  const activation = 'is_active' in changes
  if (renamed || activation) tags.push({ type: 'Dashboard', id: 'FILTERS' })
  if (activation) tags.push({ type: 'Dashboard', id: 'FIGURES' })
  if (renamed) tags.push({ type: 'Tenant', id: LIST })
  return tags
}

/**
 * The feature catalogue changed: its list; removed features are also unlinked from rooms and room types,
 * whose `feature_ids` the floor list and room types carry.
 */
export function roomFeatureChangeTags({ property_id, remove }: RoomFeatureChangeRequest): PropertyTag[] {
  const tags: PropertyTag[] = [{ type: 'RoomFeature', id: property_id }]
  if (remove && remove.length > 0) {
    tags.push({ type: 'Floor', id: property_id }, { type: 'RoomType', id: property_id })
  }
  return tags
}
