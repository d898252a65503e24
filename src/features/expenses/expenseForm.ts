import { object, string } from 'yup'
import { choiceOfStaffId, staffIdOfChoice, type UserChoice } from '../../app/core/people'
import { paiseToRupeesText, rupeesToPaise } from '../../design-system/MoneyInput'
import type {
  Expense,
  ExpenseCreateRequest,
  ExpensePaymentModeCode,
  ExpenseUpdateRequest,
  GstRate,
} from './expensesApi'

/** The property choice meaning every property (the provider splits the amount by beds). */
export const ALL_PROPERTIES = 'all'

export type ExpenseValues = {
  property: string
  category: string
  vendor: string
  amount: string
  gstRate: string
  invoice: string
  date: string
  mode: ExpensePaymentModeCode | ''
  reference: string
  paidBy: UserChoice
  notes: string
}

/** Contract field → form field, for the provider's 400/409 field errors. */
export const EXPENSE_FIELDS: Record<string, keyof ExpenseValues> = {
  property_id: 'property',
  category_id: 'category',
  vendor_id: 'vendor',
  amount_paise: 'amount',
  gst_rate_percent: 'gstRate',
  invoice_number: 'invoice',
  expense_date: 'date',
  payment_mode: 'mode',
  reference: 'reference',
  paid_by_staff_id: 'paidBy',
  notes: 'notes',
}

/** A new expense is dated today, without GST, for the property the screen is filtered to (if any). */
export const newExpenseValues = (today: string, propertyId?: string): ExpenseValues => ({
  property: propertyId ?? '',
  category: '',
  vendor: '',
  amount: '',
  gstRate: '0',
  invoice: '',
  date: today,
  mode: '',
  reference: '',
  paidBy: '',
  notes: '',
})

export const expenseValues = (expense: Expense, decimalPlaces = 2): ExpenseValues => ({
  property: expense.property_id == null ? ALL_PROPERTIES : String(expense.property_id),
  category: String(expense.category_id),
  vendor: expense.vendor_id == null ? '' : String(expense.vendor_id),
  amount: paiseToRupeesText(expense.amount_paise, decimalPlaces),
  gstRate: String(expense.gst_rate_percent),
  invoice: expense.invoice_number ?? '',
  date: expense.expense_date,
  mode: expense.payment_mode,
  reference: expense.reference ?? '',
  paidBy: choiceOfStaffId(expense.paid_by_staff_id),
  notes: expense.notes ?? '',
})

/** Paise of the amount as typed; null when it is not an amount. */
export const amountPaiseOf = (values: Pick<ExpenseValues, 'amount'>) =>
  values.amount ? rupeesToPaise(values.amount) : null

export const expenseSchema = (today: string) =>
  object({
    property: string().required('Choose a property, or All properties'),
    category: string().required('Choose the category'),
    amount: string()
      .required('Enter the amount')
      .test('rupees', 'Enter the amount in rupees', (value) => !value || rupeesToPaise(value) !== null)
      .test('positive', 'The amount must be more than zero', (value) => {
        const paise = value ? rupeesToPaise(value) : null
        return paise === null || paise > 0
      }),
    invoice: string().trim().max(40, 'Keep the invoice number under 40 characters'),
    date: string()
      .required('Enter the date of the expense')
      .test('past', 'The date cannot be in the future', (value) => !value || value <= today),
    mode: string().required('Choose how it was paid'),
    reference: string().trim().max(40, 'Keep the reference under 40 characters'),
    notes: string().trim().max(1000, 'Keep the notes under 1,000 characters'),
  })

const propertyIdOf = (values: ExpenseValues) =>
  values.property === ALL_PROPERTIES ? null : Number(values.property)

/** Who paid is only sent for cash; the operator (no staff id) otherwise. */
const paidByOf = (values: ExpenseValues) =>
  values.mode === 'CASH' ? staffIdOfChoice(values.paidBy) : undefined

/** The create body: optional fields only when filled. */
export function expenseCreateRequest(values: ExpenseValues): ExpenseCreateRequest {
  const invoice = values.invoice.trim()
  const reference = values.reference.trim()
  const notes = values.notes.trim()
  const paidBy = paidByOf(values)
  return {
    property_id: propertyIdOf(values),
    category_id: Number(values.category),
    ...(values.vendor && { vendor_id: Number(values.vendor) }),
    amount_paise: amountPaiseOf(values) ?? 0,
    gst_rate_percent: Number(values.gstRate) as GstRate,
    expense_date: values.date,
    payment_mode: values.mode as ExpensePaymentModeCode,
    ...(invoice && { invoice_number: invoice }),
    ...(reference && { reference }),
    ...(paidBy !== undefined && { paid_by_staff_id: paidBy }),
    ...(notes && { notes }),
  }
}

/** The edit body: every field, emptied ones as null; `record` records a draft. */
export function expenseUpdateRequest(values: ExpenseValues, record = false): ExpenseUpdateRequest {
  return {
    ...(record && { status: 'RECORDED' as const }),
    property_id: propertyIdOf(values),
    category_id: Number(values.category),
    vendor_id: values.vendor ? Number(values.vendor) : null,
    amount_paise: amountPaiseOf(values) ?? 0,
    gst_rate_percent: Number(values.gstRate) as GstRate,
    expense_date: values.date,
    payment_mode: values.mode as ExpensePaymentModeCode,
    invoice_number: values.invoice.trim() || null,
    reference: values.reference.trim() || null,
    paid_by_staff_id: paidByOf(values) ?? null,
    notes: values.notes.trim() || null,
  }
}
