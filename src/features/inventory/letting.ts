import type { MeterTone } from '../../design-system/Meter'
import type { LettingUnit, PropertyType } from './inventoryApi'
import { formatCount } from '../../design-system/format'

/** The words the screens use for what a property lets: beds in rooms, or units (COMMERCIAL and RETAIL). */
export type LettingWords = {
  unitLet: boolean
  bed: string
  beds: string
  room: string
  rooms: string
  /** The board's name: 'Bed board' or 'Unit board'. */
  board: string
}

const BY_BED: LettingWords = {
  unitLet: false,
  bed: 'bed',
  beds: 'beds',
  room: 'room',
  rooms: 'rooms',
  board: 'Bed board',
}
const BY_UNIT: LettingWords = {
  unitLet: true,
  bed: 'unit',
  beds: 'units',
  room: 'unit',
  rooms: 'units',
  board: 'Unit board',
}

export const lettingWords = (letting: LettingUnit | undefined): LettingWords =>
  letting === 'UNIT' ? BY_UNIT : BY_BED

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  PG: 'PG',
  HOSTEL: 'Hostel',
  COLIVING: 'Co-living',
  COMMERCIAL: 'Commercial',
  RETAIL: 'Retail',
}

export const PROPERTY_TYPE_OPTIONS = (Object.keys(PROPERTY_TYPE_LABELS) as PropertyType[]).map((value) => ({
  value,
  label: PROPERTY_TYPE_LABELS[value],
}))

/** Green when nearly full, amber when half empty, red when mostly empty. */
export function occupancyTone(bps: number): MeterTone {
  if (bps >= 8500) return 'success'
  if (bps >= 5000) return 'primary'
  if (bps >= 2500) return 'warning'
  return 'error'
}

/** '1 bed', '3 units'. */
export const countOf = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`

/** 'Bed' from 'bed'. */
export const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`
