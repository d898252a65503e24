import { array, number, object, string } from 'yup'
import { rupeesToPaise } from '../../design-system/MoneyInput'
import type { BathType, RoomTypeCreateRequest } from './inventoryApi'

export type RoomTypeValues = {
  name: string
  sharing: string
  isAc: boolean
  bathType: BathType
  rent: string
  deposit: string
  featureIds: number[]
}

export const roomTypeDefaults = (unitLet: boolean): RoomTypeValues => ({
  name: '',
  sharing: unitLet ? '1' : '2',
  isAc: false,
  bathType: 'ATTACHED',
  rent: '',
  deposit: '',
  featureIds: [],
})

const money = (label: string) =>
  string().test('amount', `Enter the ${label} in rupees`, (value) => !value || rupeesToPaise(value) !== null)

export const roomTypeSchema = object({
  name: string()
    .trim()
    .required('Name the type, e.g. Double sharing AC')
    .max(60, 'Keep it under 60 characters'),
  sharing: string()
    .required('Enter the beds per room')
    .test('range', 'Between 1 and 20', (value) => !value || (+value >= 1 && +value <= 20)),
  rent: money('rent').required('Enter the monthly rent'),
  deposit: money('deposit'),
  featureIds: array(number().required()),
})

/** The create body; an empty deposit lets the server default it to one month's rent. */
export function roomTypeRequest(propertyId: number, values: RoomTypeValues): RoomTypeCreateRequest {
  const deposit = rupeesToPaise(values.deposit)
  return {
    property_id: propertyId,
    name: values.name.trim(),
    sharing: Number(values.sharing),
    is_ac: values.isAc,
    bath_type: values.bathType,
    rent_paise: rupeesToPaise(values.rent) ?? 0,
    ...(deposit !== null && { deposit_paise: deposit }),
    ...(values.featureIds.length > 0 && { feature_ids: values.featureIds }),
  }
}
