import { object, string } from 'yup'
import { rupeesToPaise } from '../../design-system/MoneyInput'
import { serverFieldErrors } from '../../app/core/serverErrors'
import type {
  DepositHandling,
  QuoteRoomTransferApiArg,
  RentDifferenceHandling,
  TenantRoomChangeRequest,
} from './tenantsApi'

export type TransferValues = {
  propertyId: string
  bedId: string
  fromDate: string
  rent: string
  depositHandling: DepositHandling
  newDeposit: string
  rentDifference: RentDifferenceHandling
  reason: string
}

export const DEPOSIT_HANDLINGS: { value: DepositHandling; label: string }[] = [
  { value: 'CARRY_FORWARD', label: 'Carry the deposit forward' },
  { value: 'REFUND_AND_RECOLLECT', label: 'Refund it and collect a new deposit' },
  { value: 'FORFEIT', label: 'Forfeit the deposit' },
]

export const RENT_DIFFERENCES: { value: RentDifferenceHandling; label: string }[] = [
  { value: 'PRO_RATE', label: 'Charge or credit the difference for the rest of this period' },
  { value: 'NEXT_PERIOD', label: 'New rent from the next period' },
]

/** Form field names of the contract's TenantRoomChangeRequest, for server field errors. */
export const TRANSFER_FIELDS = {
  bed_id: 'bedId',
  from_date: 'fromDate',
  rent_paise: 'rent',
  deposit_handling: 'depositHandling',
  new_deposit_paise: 'newDeposit',
  rent_difference: 'rentDifference',
  reason: 'reason',
} as const satisfies Record<keyof TenantRoomChangeRequest, keyof TransferValues>

export const transferValues = (propertyId: number, fromDate: string): TransferValues => ({
  propertyId: String(propertyId),
  bedId: '',
  fromDate,
  rent: '',
  depositHandling: 'CARRY_FORWARD',
  newDeposit: '',
  rentDifference: 'PRO_RATE',
  reason: '',
})

const amount = (label: string) =>
  string().test('amount', `Enter the ${label} in rupees`, (value) => !value || rupeesToPaise(value) !== null)

/** The transfer's rules; the first night on the new bed cannot come before the tenant moved in. */
export const transferSchema = (moveInDate: string) =>
  object({
    propertyId: string().required('Choose the property'),
    bedId: string().required('Choose the bed to move to'),
    fromDate: string()
      .required('Choose the first night on the new bed')
      .test(
        'after-move-in',
        'The transfer cannot be before the move-in date',
        (value) => !value || value >= moveInDate,
      ),
    rent: amount('monthly rent')
      .required('Enter the monthly rent')
      .test('positive', 'Rent must be more than ₹0', (value) => !value || (rupeesToPaise(value) ?? 0) > 0),
    depositHandling: string().required(),
    newDeposit: amount('new deposit').when('depositHandling', {
      is: 'REFUND_AND_RECOLLECT',
      then: (rule) => rule.required('Enter the deposit to collect'),
    }),
    rentDifference: string().required(),
    reason: string().max(500, 'Keep the reason under 500 characters'),
  })

/** The deposit to collect, sent only when the old one is refunded and a new one collected. */
const newDepositPaise = (values: TransferValues) =>
  values.depositHandling === 'REFUND_AND_RECOLLECT'
    ? (rupeesToPaise(values.newDeposit) ?? undefined)
    : undefined

/** The quote's arguments once a bed and a date are chosen; undefined until then. */
export function quoteArgs(tenantId: number, values: TransferValues): QuoteRoomTransferApiArg | undefined {
  const bedId = Number(values.bedId)
  if (!Number.isInteger(bedId) || bedId <= 0 || !values.fromDate) return undefined
  return {
    id: tenantId,
    bedId,
    fromDate: values.fromDate,
    rentPaise: rupeesToPaise(values.rent) ?? undefined,
    depositHandling: values.depositHandling,
    newDepositPaise: newDepositPaise(values),
    rentDifference: values.rentDifference,
  }
}

/** The transfer body of updateTenantRoomDetails. */
export function transferRequest(values: TransferValues): TenantRoomChangeRequest {
  const deposit = newDepositPaise(values)
  const reason = values.reason.trim()
  return {
    bed_id: Number(values.bedId),
    from_date: values.fromDate,
    rent_paise: rupeesToPaise(values.rent) ?? 0,
    deposit_handling: values.depositHandling,
    ...(deposit === undefined ? {} : { new_deposit_paise: deposit }),
    rent_difference: values.rentDifference,
    ...(reason ? { reason } : {}),
  }
}

/**
 * Field messages of a failed quote or transfer: the fields the server names, else a 409 (the bed is taken on
 * that date) next to the bed.
 */
export function transferProblems(error: unknown): Partial<Record<keyof TransferValues, string>> {
  const fields = serverFieldErrors(error, TRANSFER_FIELDS)
  if (Object.keys(fields).length > 0) return fields
  const failure = error as { status?: unknown; data?: { message?: unknown } } | undefined
  if (failure?.status !== 409) return {}
  const message = failure.data?.message
  return { bedId: typeof message === 'string' && message ? message : 'This bed is taken on that date' }
}
