import { rupeesToPaise } from '../../design-system/MoneyInput'
import type { BathType, RoomMultipleEditRequest } from './inventoryApi'

/** 'keep' leaves a field as each room has it. */
export type BulkRoomValues = {
  roomTypeId: 'keep' | 'none' | `${number}`
  ac: 'keep' | 'yes' | 'no'
  bathType: 'keep' | BathType
  rent: string
  active: 'keep' | 'yes' | 'no'
  replaceFeatures: boolean
  featureIds: number[]
}

export const BULK_DEFAULTS: BulkRoomValues = {
  roomTypeId: 'keep',
  ac: 'keep',
  bathType: 'keep',
  rent: '',
  active: 'keep',
  replaceFeatures: false,
  featureIds: [],
}

/** The changes to apply to every selected room; fields left at 'keep' (or an empty rent) are not sent. */
export function bulkRoomChanges(values: BulkRoomValues): Omit<RoomMultipleEditRequest, 'room_id_list'> {
  const rent = rupeesToPaise(values.rent)
  return {
    ...(values.roomTypeId !== 'keep' && {
      room_type_id: values.roomTypeId === 'none' ? null : Number(values.roomTypeId),
    }),
    ...(values.ac !== 'keep' && { is_ac: values.ac === 'yes' }),
    ...(values.bathType !== 'keep' && { bath_type: values.bathType }),
    ...(rent !== null && { rent_paise: rent }),
    ...(values.active !== 'keep' && { is_active: values.active === 'yes' }),
    ...(values.replaceFeatures && { feature_ids: [...values.featureIds].sort((a, b) => a - b) }),
  }
}
