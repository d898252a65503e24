import { boolean, object, string } from 'yup'
import { paiseToRupeesText, rupeesToPaise } from '../../design-system/MoneyInput'
import { formatPaise } from '../../design-system/format'
import { staffIdOfChoice, type UserChoice } from '../../app/core/people'
import type { MarkPaidRequest, PaymentMode } from './collectionsApi'
import type { BulkMarkPaidRequest } from './collectionsApi.gen'
import { needsReference } from './paymentModes'

export type MarkPaidValues = {
  amount: string
  mode: PaymentMode | ''
  paidOn: string
  reference: string
  remarks: string
  sendReceipt: boolean
  /** Who took the money ('' or the operator: nobody is named). */
  collectedBy: UserChoice
}

/** The contract's loose reference rule: a UTR (12–22) or a cheque number (6), letters and digits only. */
export const REFERENCE_PATTERN = /^[A-Za-z0-9]{6,22}$/

/** The form starts at the whole balance, paid today in UPI. */
export const markPaidDefaults = (balancePaise: number, today: string, decimalPlaces = 2): MarkPaidValues => ({
  amount: paiseToRupeesText(balancePaise, decimalPlaces),
  mode: 'UPI',
  paidOn: today,
  reference: '',
  remarks: '',
  sendReceipt: true,
  collectedBy: '',
})

/** Amount within the balance, a mode, a day not in the future, and a reference for non-cash modes. */
export const markPaidSchema = (balancePaise: number, today: string) =>
  object({
    amount: string()
      .required('Enter the amount received')
      .test('amount', 'Enter the amount in rupees', (value) => !value || rupeesToPaise(value) !== null)
      .test('positive', 'The amount must be more than ₹0', (value) => {
        const paise = value ? rupeesToPaise(value) : null
        return paise === null || paise > 0
      })
      .test(
        'outstanding',
        `At most the outstanding ${formatPaise(balancePaise, { decimalPlaces: 2 })}`,
        (value) => {
          const paise = value ? rupeesToPaise(value) : null
          return paise === null || paise <= balancePaise
        },
      ),
    mode: string().required('Choose how it was paid'),
    paidOn: string()
      .required('Enter the day it was paid')
      .test('past', 'The day cannot be in the future', (value) => !value || value <= today),
    reference: string()
      .trim()
      .when('mode', {
        is: (mode: PaymentMode | '') => needsReference(mode),
        then: (schema) => schema.required('Enter the UTR or cheque number'),
      })
      .test(
        'shape',
        'Use 6 to 22 letters and digits',
        (value) => !value || REFERENCE_PATTERN.test(value.trim()),
      ),
    remarks: string().max(500, 'Keep it under 500 characters'),
    sendReceipt: boolean(),
    collectedBy: string(),
  })

/**
 * The mark-paid body; the reference only where the mode takes one, remarks only when written, the collector
 * only when a staff member was picked.
 */
export function markPaidRequest(values: MarkPaidValues): MarkPaidRequest {
  const mode = values.mode as PaymentMode
  const reference = values.reference.trim()
  const remarks = values.remarks.trim()
  const collectedBy = staffIdOfChoice(values.collectedBy)
  return {
    amount_paise: rupeesToPaise(values.amount) ?? 0,
    mode,
    paid_on: values.paidOn,
    ...(needsReference(mode) && reference && { reference }),
    ...(collectedBy !== undefined && { collected_by_staff_id: collectedBy }),
    ...(remarks && { remarks }),
    send_receipt: values.sendReceipt,
  }
}

export type BulkMarkPaidValues = Pick<MarkPaidValues, 'mode' | 'paidOn' | 'reference' | 'collectedBy'>

/** Bulk payments each settle a whole balance: only the mode, the day and a reference are asked. */
export const bulkMarkPaidSchema = (today: string) =>
  object({
    mode: string().required('Choose how it was paid'),
    paidOn: string()
      .required('Enter the day it was paid')
      .test('past', 'The day cannot be in the future', (value) => !value || value <= today),
    reference: string()
      .trim()
      .test(
        'shape',
        'Use 6 to 22 letters and digits',
        (value) => !value || REFERENCE_PATTERN.test(value.trim()),
      ),
  })

export function bulkMarkPaidRequest(
  collectionIds: readonly number[],
  values: BulkMarkPaidValues,
): BulkMarkPaidRequest {
  const reference = values.reference.trim()
  const collectedBy = staffIdOfChoice(values.collectedBy)
  return {
    collection_ids: [...collectionIds],
    mode: values.mode as PaymentMode,
    paid_on: values.paidOn,
    ...(needsReference(values.mode) && reference && { reference }),
    ...(collectedBy !== undefined && { collected_by_staff_id: collectedBy }),
  }
}
