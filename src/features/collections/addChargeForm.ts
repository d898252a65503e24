import { endOfMonth, format, parseISO } from 'date-fns'
import { object, string } from 'yup'
import { rupeesToPaise } from '../../design-system/MoneyInput'
import type { ChargeKind } from './collectionsApi'
import type { OtherPaymentTicketCreateRequest, RentPaymentTicketCreateRequest } from './collectionsApi.gen'

export type OtherChargeKind = Exclude<ChargeKind, 'RENT'>

export const CHARGE_KIND_LABELS: Record<OtherChargeKind, string> = {
  ELECTRICITY: 'Electricity',
  WATER: 'Water',
  MAINTENANCE: 'Maintenance',
  FOOD: 'Food',
  LAUNDRY: 'Laundry',
  LATE_FEE: 'Late fee',
  DAMAGE: 'Damage',
  GUEST_STAY: 'Guest stay',
  DEPOSIT: 'Deposit',
  TOKEN: 'Token',
  ROOM_TRANSFER: 'Room transfer',
  SETTLEMENT: 'Settlement',
  OTHER: 'Other',
}

export const CHARGE_TYPE_OPTIONS = [
  { value: 'RENT', label: 'Rent' },
  { value: 'OTHERS', label: 'Other charge' },
] as const

export type AddChargeValues = {
  tenantId: string
  type: 'RENT' | 'OTHERS'
  /** Rent month as yyyy-MM. */
  month: string
  chargeKind: OtherChargeKind
  title: string
  amount: string
  dueDate: string
}

export const addChargeDefaults = (tenantId: number | undefined, today: string): AddChargeValues => ({
  tenantId: tenantId === undefined ? '' : String(tenantId),
  type: 'RENT',
  month: today.slice(0, 7),
  chargeKind: 'ELECTRICITY',
  title: '',
  amount: '',
  dueDate: today,
})

const money = string().test(
  'amount',
  'Enter the amount in rupees',
  (value) => !value || rupeesToPaise(value) !== null,
)

/** Rent may leave the amount to the tenant's rent; another charge needs a title and an amount. */
export const addChargeSchema = object({
  tenantId: string().required('Choose a tenant'),
  type: string().oneOf(['RENT', 'OTHERS']).required(),
  month: string().when('type', {
    is: 'RENT',
    then: (schema) => schema.required('Choose the month').matches(/^\d{4}-\d{2}$/, 'Choose the month'),
  }),
  title: string()
    .trim()
    .max(120, 'Keep it under 120 characters')
    .when('type', {
      is: 'OTHERS',
      then: (schema) => schema.required('Name the charge, e.g. Electricity (Oct)'),
    }),
  amount: money
    .test('positive', 'The amount must be more than ₹0', (value) => !value || (rupeesToPaise(value) ?? 0) > 0)
    .when('type', { is: 'OTHERS', then: (schema) => schema.required('Enter the amount') }),
  dueDate: string().required('Enter the due date'),
})

/** The v1 RENT ticket (period = the chosen month) or the v2 OTHERS ticket, as spec §7 splits them. */
export function addChargeRequest(
  values: AddChargeValues,
): RentPaymentTicketCreateRequest | OtherPaymentTicketCreateRequest {
  const amount = rupeesToPaise(values.amount)
  const tenantId = Number(values.tenantId)
  if (values.type === 'RENT') {
    const start = parseISO(`${values.month}-01`)
    return {
      type: 'RENT',
      tenant_id: tenantId,
      period_start: format(start, 'yyyy-MM-dd'),
      period_end: format(endOfMonth(start), 'yyyy-MM-dd'),
      due_date: values.dueDate,
      ...(amount !== null && { amount_paise: amount }),
    }
  }
  return {
    type: 'OTHERS',
    tenant_id: tenantId,
    charge_kind: values.chargeKind,
    title: values.title.trim(),
    amount_paise: amount ?? 0,
    due_date: values.dueDate,
  }
}
