import { array, number, object, string } from 'yup'
import { paiseToRupeesText, rupeesToPaise } from '../../design-system/MoneyInput'
import type { BathType, Room, RoomUpdateRequest } from './inventoryApi'

export const BATH_OPTIONS: { value: BathType; label: string }[] = [
  { value: 'ATTACHED', label: 'Attached bath' },
  { value: 'COMMON', label: 'Common bath' },
]

export type RoomValues = {
  name: string
  floorId: string
  roomTypeId: string
  sharing: string
  isAc: boolean
  bathType: BathType
  rent: string
  meterNumber: string
  area: string
  featureIds: number[]
}

export const roomValues = (room: Room): RoomValues => ({
  name: room.name,
  floorId: String(room.floor_id),
  roomTypeId: room.room_type_id === null ? '' : String(room.room_type_id),
  sharing: String(room.sharing),
  isAc: room.is_ac,
  bathType: room.bath_type,
  rent: paiseToRupeesText(room.rent_paise),
  meterNumber: room.meter_number ?? '',
  area: room.area_sqft === null ? '' : String(room.area_sqft),
  featureIds: [...room.feature_ids].sort((a, b) => a - b),
})

export const roomSchema = object({
  name: string().trim().required('Enter the room number or name').max(40, 'Keep it under 40 characters'),
  floorId: string().required('Choose a floor'),
  sharing: string()
    .required('Enter how many beds it is meant for')
    .test('range', 'Between 1 and 20', (value) => !value || (+value >= 1 && +value <= 20)),
  rent: string()
    .required('Enter the monthly rent')
    .test('amount', 'Enter the rent in rupees', (value) => !value || rupeesToPaise(value) !== null),
  meterNumber: string().max(40, 'Keep it under 40 characters'),
  area: string().test(
    'range',
    'Between 1 and 1,00,000 sq ft',
    (value) => !value || (+value >= 1 && +value <= 100000),
  ),
  featureIds: array(number().required()).max(50, 'At most 50 features'),
})

const request = (values: RoomValues): Required<RoomUpdateRequest> => ({
  name: values.name.trim(),
  floor_id: Number(values.floorId),
  room_type_id: values.roomTypeId ? Number(values.roomTypeId) : null,
  sharing: Number(values.sharing),
  is_ac: values.isAc,
  bath_type: values.bathType,
  rent_paise: rupeesToPaise(values.rent) ?? 0,
  feature_ids: [...values.featureIds].sort((a, b) => a - b),
  meter_number: values.meterNumber.trim() || null,
  area_sqft: values.area ? Number(values.area) : null,
})

/** The fields that differ from the room as saved: the update body (empty when nothing changed). */
export function roomChanges(room: Room, values: RoomValues): RoomUpdateRequest {
  const next = request(values)
  const saved = request(roomValues(room))
  const keys = (Object.keys(next) as (keyof RoomUpdateRequest)[]).filter(
    (key) => JSON.stringify(next[key]) !== JSON.stringify(saved[key]),
  )
  return Object.fromEntries(keys.map((key) => [key, next[key]])) as RoomUpdateRequest
}
