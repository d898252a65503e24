import type { PropertyType } from '../db/schema'

export const PROPERTY_TYPES: readonly PropertyType[] = ['PG', 'HOSTEL', 'COLIVING', 'COMMERCIAL', 'RETAIL']

/**
 * COMMERCIAL and RETAIL properties are let by unit: each room is one unit with one lettable slot, a bed with
 * `is_unit` named after the room; they have no gender, food, attendance or outpass.
 */
export const isLetByUnit = (type: PropertyType): boolean => type === 'COMMERCIAL' || type === 'RETAIL'

export const lettingUnit = (type: PropertyType): 'BED' | 'UNIT' => (isLetByUnit(type) ? 'UNIT' : 'BED')

/** The type a filter names in either letter case, or undefined for `all`. */
export function propertyTypeFilter(value: string | undefined): PropertyType | undefined {
  const upper = value?.toUpperCase()
  return PROPERTY_TYPES.find((type) => type === upper)
}
