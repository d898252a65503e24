import type { LettingUnit, PropertyType } from './inventoryApi.gen'

/*
 * Reads the inventory screens need from operations of other tags (properties, tenants). Features never
 * import each other, so the inventory asks for them itself through the same API root, typed here with the
 * contract fields it reads (PropertyListItem, RoomFeature, TenantListItem). The owners' mutations invalidate
 * the same tags (Property, RoomFeature, Tenant), so these stay fresh.
 */

/** The occupancy fields of the contract's PropertyListItem. */
export type PropertyOccupancy = {
  id: number
  property_name: string
  property_type: PropertyType
  letting_unit: LettingUnit
  city_name: string
  locality: string | null
  is_active: boolean
  total_floors: number
  total_rooms: number
  total_beds: number
  occupied_beds: number
  available_beds: number
  occupancy_bps: number
}

export type PropertyOccupancyPage = { data: { count: number; results: PropertyOccupancy[] } }

export type PropertyOccupancyArg = {
  offset: number
  limit: number
  propertyName?: string
  propertyType?: string
}

/** The contract's RoomFeature: an amenity rooms of one property can have. */
export type RoomFeatureOption = {
  id: number
  property_id: number
  name: string
  icon: string | null
  room_count: number
}

export type RoomFeatureOptionPage = { data: { count: number; results: RoomFeatureOption[] } }

/** The fields of the contract's TenantListItem a bed allotment picker shows. */
export type TenantOption = {
  id: number
  name: string
  phone_number: string
  dial_code: string
  status: 'UPCOMING' | 'ACTIVE' | 'ON_NOTICE' | 'MOVED_OUT'
  property_id: number
  property_name: string
  bed_name: string | null
  is_bed_linked: boolean
}

export type TenantOptionPage = { data: { count: number; results: TenantOption[] } }

export type TenantOptionArg = { propertyId: number; name: string }

/** Page size of pickers (spec §9). */
export const PICKER_LIMIT = 15
