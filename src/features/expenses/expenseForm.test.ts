import {
  expenseCreateRequest,
  expenseSchema,
  expenseUpdateRequest,
  newExpenseValues,
  type ExpenseValues,
} from './expenseForm'

const TODAY = '2026-11-25'
const filled: ExpenseValues = {
  ...newExpenseValues(TODAY),
  property: 'all',
  category: '3',
  vendor: '12',
  amount: '1180.50',
  gstRate: '18',
  invoice: ' INV-9 ',
  mode: 'CASH',
  paidBy: 'staff:101',
}

const errorsOf = async (values: ExpenseValues) => {
  try {
    await expenseSchema(TODAY).validate(values, { abortEarly: false })
    return []
  } catch (error) {
    return (error as { errors: string[] }).errors
  }
}

describe('expense form', () => {
  it('needs an amount above zero and a date not after today', async () => {
    expect(await errorsOf({ ...filled, amount: '0' })).toEqual(['The amount must be more than zero'])
    expect(await errorsOf({ ...filled, amount: '' })).toEqual(['Enter the amount'])
    expect(await errorsOf({ ...filled, date: '2026-11-26' })).toEqual(['The date cannot be in the future'])
    expect(await errorsOf(filled)).toEqual([])
  })

  it('sends all properties as null and who paid only for cash', () => {
    expect(expenseCreateRequest(filled)).toEqual({
      property_id: null,
      category_id: 3,
      vendor_id: 12,
      amount_paise: 118050,
      gst_rate_percent: 18,
      expense_date: TODAY,
      payment_mode: 'CASH',
      invoice_number: 'INV-9',
      paid_by_staff_id: 101,
    })
    expect(expenseCreateRequest({ ...filled, mode: 'UPI' })).not.toHaveProperty('paid_by_staff_id')
  })

  it('clears emptied fields on edit and records a draft when asked', () => {
    expect(expenseUpdateRequest({ ...filled, property: '2', vendor: '', mode: 'UPI' }, true)).toEqual({
      status: 'RECORDED',
      property_id: 2,
      category_id: 3,
      vendor_id: null,
      amount_paise: 118050,
      gst_rate_percent: 18,
      expense_date: TODAY,
      payment_mode: 'UPI',
      invoice_number: 'INV-9',
      reference: null,
      paid_by_staff_id: null,
      notes: null,
    })
  })
})
