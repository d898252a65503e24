import { object, string } from 'yup'
import { paiseToRupeesText, rupeesToPaise } from '../../design-system/MoneyInput'
import type { CashHandover } from './staffApi'

export type HandoverValues = { declared: string; note: string }

/** The form starts at the expected cash, so a handover that matches is one click. */
export const handoverDefaults = (expectedPaise: number, decimalPlaces = 2): HandoverValues => ({
  declared: paiseToRupeesText(expectedPaise, decimalPlaces),
  note: '',
})

export const handoverSchema = object({
  declared: string()
    .required('Enter the cash handed over')
    .test('rupees', 'Enter the amount in rupees', (value) => !value || rupeesToPaise(value) !== null),
  note: string().max(500, 'Keep it under 500 characters'),
})

export const handoverRequest = (values: HandoverValues, submit: boolean) => {
  const note = values.note.trim()
  return { declared_paise: rupeesToPaise(values.declared) ?? 0, ...(note && { note }), submit }
}

export const disputeSchema = object({
  reason: string()
    .trim()
    .required('Say what is wrong with the handover')
    .max(500, 'Keep it under 500 characters'),
})

/** What each state allows: a draft is submitted or discarded; a submitted one accepted or disputed. */
export const handoverActions = (handover: Pick<CashHandover, 'status'>) =>
  handover.status === 'DRAFT'
    ? (['SUBMIT', 'DISCARD'] as const)
    : handover.status === 'SUBMITTED'
      ? (['ACCEPT', 'DISPUTE'] as const)
      : ([] as const)
