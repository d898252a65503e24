import type { MeterTone } from '../../design-system/Meter'
import type { PropertyListItem, PropertyType } from './propertiesApi'

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  PG: 'PG',
  HOSTEL: 'Hostel',
  COLIVING: 'Co-living',
  COMMERCIAL: 'Commercial',
  RETAIL: 'Retail',
}

export const PROPERTY_TYPES = Object.keys(PROPERTY_TYPE_LABELS) as PropertyType[]

export const GENDER_LABELS = { BOYS: 'Boys', GIRLS: 'Girls', COED: 'Co-ed' } as const

/** COMMERCIAL and RETAIL, in either letter case, are let by unit: no beds, food, attendance or outpass. */
export const isLetByUnit = (type: string) => ['COMMERCIAL', 'RETAIL'].includes(type.toUpperCase())

/** A property type from the address, in either letter case; anything else means every type. */
export function parsePropertyType(text: string | undefined): PropertyType | undefined {
  const upper = text?.toUpperCase()
  return PROPERTY_TYPES.find((type) => type === upper)
}

/** Green when nearly full, amber when half empty, red when mostly empty. */
export function occupancyTone(bps: number): MeterTone {
  if (bps >= 8500) return 'success'
  if (bps >= 5000) return 'primary'
  if (bps >= 2500) return 'warning'
  return 'error'
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** '3 floors · 24 rooms · 60 beds', or '2 floors · 12 units' for a property let by unit. */
export function inventoryText(
  property: Pick<PropertyListItem, 'letting_unit' | 'total_floors' | 'total_rooms' | 'total_beds'>,
) {
  const floors = count(property.total_floors, 'floor')
  return property.letting_unit === 'UNIT'
    ? `${floors} · ${count(property.total_rooms, 'unit')}`
    : `${floors} · ${count(property.total_rooms, 'room')} · ${count(property.total_beds, 'bed')}`
}

/** 'Koramangala, Bengaluru', or the city alone. */
export const placeText = (property: Pick<PropertyListItem, 'locality' | 'city_name'>) =>
  [property.locality, property.city_name].filter(Boolean).join(', ')
