import { object, string } from 'yup'
import { paiseToRupeesText, rupeesToPaise } from '../../design-system/MoneyInput'
import type { BedDetail } from './inventoryApi'

export type AllotValues = {
  tenantId: string
  /** The chosen tenant's name, kept so the choice still shows after the search changes. */
  tenantName: string
  fromDate: string
  toDate: string
  rent: string
  deposit: string
}

export const allotValues = (bed: BedDetail, fromDate: string): AllotValues => ({
  tenantId: '',
  tenantName: '',
  fromDate,
  toDate: '',
  rent: paiseToRupeesText(bed.rent_paise),
  deposit: paiseToRupeesText(bed.deposit_paise),
})

const amount = (label: string) =>
  string()
    .required(`Enter the ${label}`)
    .test('amount', `Enter the ${label} in rupees`, (value) => !value || rupeesToPaise(value) !== null)

export const allotSchema = object({
  tenantId: string().required('Choose a tenant'),
  fromDate: string().required('Choose the move-in date'),
  toDate: string().test('after', 'Move-out must be on or after move-in', function (value) {
    return !value || !this.parent.fromDate || value >= (this.parent.fromDate as string)
  }),
  rent: amount('monthly rent'),
  deposit: amount('deposit'),
})

/** The allotment body; an empty move-out date leaves the stay open-ended. */
export const allotRequest = (values: AllotValues) => ({
  tenant_id: Number(values.tenantId),
  from_date: values.fromDate,
  to_date: values.toDate || null,
  rent_paise: rupeesToPaise(values.rent) ?? 0,
  deposit_paise: rupeesToPaise(values.deposit) ?? 0,
})
