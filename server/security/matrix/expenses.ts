import type { JsonObject } from '../../contract/loadContract'
import type { OperatorObjects } from '../../testing/objectsKit'
import { filter, inPath, type MatrixCase, type MatrixEntry } from './entry'

const CATEGORY = 'Expense categories are reference data shared by every operator.'
const FIRST_CATEGORY = 1
const UPI = { 'body.upi_id': 'A UPI address the vendor is paid at, not the id of a record.' }

type Body = JsonObject

/** A body id of B's in an otherwise valid request of A's (`path` for calls on one of A's objects). */
const inBody = (
  field: string,
  theirs: MatrixCase['theirs'],
  body: (id: number | string) => Body,
  path?: (mine: OperatorObjects) => Promise<number | string>,
): MatrixCase => ({
  fields: [`body.${field}`],
  theirs,
  call: async (id, mine) => ({ ...(path ? { path: { id: await path(mine) } } : {}), body: body(id) }),
})

const queryFilter = (field: string, theirs: MatrixCase['theirs']) =>
  filter(`query.${field}`, theirs, (id) => ({ query: { [field]: id } }))

const expense = (fields: Body) => ({
  category_id: FIRST_CATEGORY,
  amount_paise: 100_00,
  expense_date: '2026-11-01',
  payment_mode: 'UPI',
  ...fields,
})
const template = (fields: Body) => ({
  name: 'Matrix rent',
  category_id: FIRST_CATEGORY,
  amount_paise: 100_00,
  payment_mode: 'UPI',
  frequency: 'MONTHLY',
  day_of_month: 1,
  starts_on: '2026-11-01',
  ...fields,
})
const vendor = (fields: Body) => ({
  name: 'Matrix Vendor',
  services: ['OTHER'],
  phone_number: '9000000199',
  ...fields,
})
const receipt = () => {
  const form = new FormData()
  form.append('file', new Blob([Buffer.from('89504e470d0a1a0a', 'hex')]), 'receipt.png')
  return form
}

/** The ids a new or changed expense names: property, vendor and the cash payer (the category is reference data). */
const expenseIds = (path?: (mine: OperatorObjects) => Promise<number | string>): MatrixCase[] => [
  inBody(
    'property_id',
    (o) => o.property(),
    (id) => expense({ property_id: id }),
    path,
  ),
  inBody(
    'vendor_id',
    (o) => o.vendor(),
    (id) => expense({ vendor_id: id }),
    path,
  ),
  inBody(
    'paid_by_staff_id',
    (o) => o.staff(),
    (id) => expense({ payment_mode: 'CASH', paid_by_staff_id: id }),
    path,
  ),
]

/**
 * Tag expenses, with the vendor operations of tag complaints (one vendor table serves both) and
 * postComplaintExpense: expenses, their documents, recurring templates and vendors.
 */
export const expenseEntries: Record<string, MatrixEntry> = {
  listVendors: { cases: [queryFilter('property_id', (o) => o.property())] },
  getVendor: { cases: [inPath((o) => o.vendor())] },
  createVendor: {
    cases: [
      inBody(
        'property_ids',
        (o) => o.property(),
        (id) => vendor({ property_ids: [id] }),
      ),
    ],
    notOwned: UPI,
  },
  addExpenseVendor: {
    cases: [
      inBody(
        'property_ids',
        (o) => o.property(),
        (id) => vendor({ property_ids: [id] }),
      ),
    ],
    notOwned: UPI,
  },
  updateVendor: {
    cases: [
      inPath((o) => o.vendor(), { body: { contact_name: 'Mine now' } }),
      inBody(
        'property_ids',
        (o) => o.property(),
        (id) => ({ property_ids: [id] }),
        (mine) => mine.vendor(),
      ),
    ],
    notOwned: UPI,
  },
  deleteVendor: { cases: [inPath((o) => o.vendor())] },
  listExpenseVendors: { cases: [queryFilter('property_id', (o) => o.property())] },

  addExpense: {
    cases: [
      ...expenseIds(),
      inBody(
        'complaint_id',
        (o) => o.complaint(),
        (id) => expense({ complaint_id: id }),
      ),
    ],
    notOwned: { 'body.category_id': CATEGORY },
  },
  updateExpense: {
    cases: [
      inPath((o) => o.expense(), { body: { notes: 'Mine now' } }),
      ...expenseIds((mine) => mine.expense()),
    ],
    notOwned: { 'body.category_id': CATEGORY },
  },
  deleteExpense: { cases: [inPath((o) => o.expense(), { body: { reason: 'Not mine' } })] },
  getExpense: { cases: [inPath((o) => o.expense())] },
  listExpenses: {
    cases: [
      queryFilter('property_id', (o) => o.property()),
      queryFilter('vendor_id', (o) => o.vendor()),
      queryFilter('complaint_id', (o) => o.complaint()),
    ],
    notOwned: { 'query.category_id': CATEGORY },
  },
  getExpenseSummary: { cases: [queryFilter('property_id', (o) => o.property())] },
  addExpenseDocument: {
    cases: [
      { fields: ['path.id'], theirs: (o) => o.expense(), call: (id) => ({ path: { id }, body: receipt() }) },
    ],
  },
  deleteExpenseDocument: { cases: [inPath((o) => o.expenseDocument())] },
  createExpenseTemplate: {
    cases: [
      inBody(
        'property_id',
        (o) => o.property(),
        (id) => template({ property_id: id }),
      ),
      inBody(
        'vendor_id',
        (o) => o.vendor(),
        (id) => template({ vendor_id: id }),
      ),
    ],
    notOwned: { 'body.category_id': CATEGORY },
  },
  updateExpenseTemplate: {
    cases: [
      inPath((o) => o.expenseTemplate(), { body: { notes: 'Mine now' } }),
      inBody(
        'property_id',
        (o) => o.property(),
        (id) => ({ property_id: id }),
        (mine) => mine.expenseTemplate(),
      ),
      inBody(
        'vendor_id',
        (o) => o.vendor(),
        (id) => ({ vendor_id: id }),
        (mine) => mine.expenseTemplate(),
      ),
    ],
    notOwned: { 'body.category_id': CATEGORY },
  },
  postComplaintExpense: {
    cases: [
      inPath((o) => o.complaint(), {
        body: { category_id: FIRST_CATEGORY, payment_mode: 'UPI', expense_date: '2026-11-01' },
      }),
      inBody(
        'vendor_id',
        (o) => o.vendor(),
        (id) => ({
          category_id: FIRST_CATEGORY,
          payment_mode: 'UPI',
          expense_date: '2026-11-01',
          vendor_id: id,
        }),
        (mine) => mine.complaint(),
      ),
      inBody(
        'paid_by_staff_id',
        (o) => o.staff(),
        (id) => ({
          category_id: FIRST_CATEGORY,
          payment_mode: 'CASH',
          expense_date: '2026-11-01',
          paid_by_staff_id: id,
        }),
        (mine) => mine.complaint(),
      ),
    ],
    notOwned: { 'body.category_id': CATEGORY },
  },
}
