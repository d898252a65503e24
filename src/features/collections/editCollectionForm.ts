import { object, string } from 'yup'
import { paiseToRupeesText, rupeesToPaise } from '../../design-system/MoneyInput'
import { formatPaise } from '../../design-system/format'
import type { Collection, CollectionEditRequest } from './collectionsApi'

export type EditCollectionValues = { title: string; amount: string; waived: string; dueDate: string }

export const editCollectionValues = (collection: Collection, decimalPlaces = 2): EditCollectionValues => ({
  title: collection.title,
  amount: paiseToRupeesText(collection.amount_paise, decimalPlaces),
  waived: collection.waived_paise > 0 ? paiseToRupeesText(collection.waived_paise, decimalPlaces) : '',
  dueDate: collection.due_date,
})

const paise = (value: string | undefined) => (value ? rupeesToPaise(value) : null)

/** The amount cannot fall below what is already paid, nor the waiver exceed what is left. */
export const editCollectionSchema = (collection: Collection) =>
  object({
    title: string().trim().required('Enter a title').max(120, 'Keep it under 120 characters'),
    amount: string()
      .required('Enter the amount')
      .test('amount', 'Enter the amount in rupees', (value) => !value || paise(value) !== null)
      .test(
        'paid',
        `At least the ${formatPaise(collection.paid_paise, { decimalPlaces: 2 })} already paid`,
        (value) => (paise(value) ?? Infinity) >= collection.paid_paise,
      ),
    waived: string()
      .test('amount', 'Enter the amount in rupees', (value) => !value || paise(value) !== null)
      .test('left', 'More than is left to pay', function check(value) {
        const amount = paise(this.parent.amount as string) ?? 0
        return (paise(value) ?? 0) <= Math.max(0, amount - collection.paid_paise)
      }),
    dueDate: string().required('Enter the due date'),
  })

/** Only the fields that changed; an empty body means nothing to save. */
export function editCollectionRequest(
  collection: Collection,
  values: EditCollectionValues,
): CollectionEditRequest {
  const amount = rupeesToPaise(values.amount) ?? collection.amount_paise
  const waived = rupeesToPaise(values.waived) ?? 0
  return {
    ...(values.title.trim() !== collection.title && { title: values.title.trim() }),
    ...(amount !== collection.amount_paise && { amount_paise: amount }),
    ...(waived !== collection.waived_paise && { waived_paise: waived }),
    ...(values.dueDate !== collection.due_date && { due_date: values.dueDate }),
  }
}
