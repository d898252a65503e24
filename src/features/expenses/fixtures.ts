import type {
  Expense,
  ExpenseCategory,
  ExpenseDetail,
  ExpenseSummary,
  ExpenseTemplate,
  Vendor,
} from './expensesApi'

/* Expenses in the contract's shapes, for stories and tests. */

export const properties = [
  { id: 1, property_name: 'Koramangala PG' },
  { id: 2, property_name: 'HSR Residency' },
]

const category = (
  id: number,
  code: string,
  name: string,
  group: ExpenseCategory['group'],
  tds: ExpenseCategory['tds_section'] = null,
): ExpenseCategory => ({ id, code, name, group, tds_section: tds, is_system: true })

export const categories: ExpenseCategory[] = [
  category(1, 'LEASE_RENT', 'Lease rent to landlord', 'PROPERTY', '194I'),
  category(3, 'REPAIRS_MAINTENANCE', 'Repairs and maintenance', 'PROPERTY', '194C'),
  category(5, 'ELECTRICITY', 'Electricity', 'UTILITIES'),
  category(8, 'INTERNET', 'Internet and Wi-Fi', 'UTILITIES'),
  category(11, 'GROCERIES', 'Groceries and vegetables', 'MESS'),
]

export const makeVendor = (overrides: Partial<Vendor> = {}): Vendor => ({
  id: 21,
  name: 'Sri Sai Electricals',
  services: ['ELECTRICAL'],
  record_kinds: ['EXPENSE', 'COMPLAINT'],
  contact_name: 'Manjunath',
  phone_number: '9845011111',
  email: null,
  gstin: '29ABCDE1234F1ZW',
  pan: 'ABCDE1234F',
  upi_id: null,
  bank_account_name: null,
  bank_account_number: null,
  bank_ifsc: null,
  address: null,
  property_ids: [],
  is_active: true,
  complaint_count: 2,
  expense_count: 5,
  created_at: '2026-01-10T05:30:00Z',
  ...overrides,
})

export const vendors: Vendor[] = [
  makeVendor(),
  makeVendor({ id: 22, name: 'Fresh Mart Groceries', services: ['GROCERY'], gstin: null, pan: null }),
  makeVendor({ id: 23, name: 'ACT Fibernet', services: ['INTERNET'], gstin: '29AAACA1234B1ZU' }),
]

export const makeExpense = (overrides: Partial<Expense> = {}): Expense => ({
  id: 501,
  status: 'RECORDED',
  property_id: 1,
  property_name: 'Koramangala PG',
  category_id: 5,
  category_code: 'ELECTRICITY',
  category_name: 'Electricity',
  vendor_id: null,
  vendor_name: null,
  vendor_gstin: null,
  amount_paise: 1845000,
  gst_rate_percent: 0,
  tax_paise: 0,
  taxable_paise: 1845000,
  share_paise: null,
  invoice_number: 'BESCOM-1125',
  expense_date: '2026-11-05',
  payment_mode: 'UPI',
  reference: '432198765012',
  paid_by_staff_id: null,
  paid_by_name: null,
  notes: null,
  complaint_id: null,
  complaint_ticket_number: null,
  template_id: null,
  document_count: 1,
  tds_hint: null,
  void_reason: null,
  voided_at: null,
  voided_by_name: null,
  created_by_name: 'Asha Menon',
  created_at: '2026-11-05T06:00:00Z',
  updated_at: '2026-11-05T06:00:00Z',
  ...overrides,
})

/** A month's mix: rent with a TDS reminder, a repair from a complaint paid in cash, an all-properties bill, a draft, a voided one. */
export const expenses: Expense[] = [
  makeExpense(),
  makeExpense({
    id: 502,
    category_id: 1,
    category_code: 'LEASE_RENT',
    category_name: 'Lease rent to landlord',
    amount_paise: 12000000,
    taxable_paise: 12000000,
    expense_date: '2026-11-01',
    payment_mode: 'BANK_TRANSFER',
    invoice_number: null,
    document_count: 0,
    tds_hint: {
      section: '194I',
      rate_percent: 10,
      amount_paise: 1200000,
      message: 'Rent to the landlord passes ₹50,000 this month: deduct TDS of ₹12,000 (10%) under 194-I.',
    },
  }),
  makeExpense({
    id: 503,
    category_id: 3,
    category_code: 'REPAIRS_MAINTENANCE',
    category_name: 'Repairs and maintenance',
    vendor_id: 21,
    vendor_name: 'Sri Sai Electricals',
    vendor_gstin: '29ABCDE1234F1ZW',
    amount_paise: 118000,
    gst_rate_percent: 18,
    tax_paise: 18000,
    taxable_paise: 100000,
    payment_mode: 'CASH',
    reference: null,
    paid_by_staff_id: 101,
    paid_by_name: 'Ravi Kumar',
    complaint_id: 77,
    complaint_ticket_number: 'CMP-0077',
    expense_date: '2026-11-12',
    notes: 'Geyser, room 204, "urgent"',
  }),
  makeExpense({
    id: 504,
    property_id: null,
    property_name: null,
    category_id: 8,
    category_code: 'INTERNET',
    category_name: 'Internet and Wi-Fi',
    vendor_id: 23,
    vendor_name: 'ACT Fibernet',
    vendor_gstin: '29AAACA1234B1ZU',
    amount_paise: 354000,
    gst_rate_percent: 18,
    tax_paise: 54000,
    taxable_paise: 300000,
    expense_date: '2026-11-03',
    template_id: 9,
  }),
  makeExpense({
    id: 505,
    status: 'VOIDED',
    category_id: 11,
    category_code: 'GROCERIES',
    category_name: 'Groceries and vegetables',
    amount_paise: 250000,
    taxable_paise: 250000,
    expense_date: '2026-11-02',
    void_reason: 'Entered twice',
    voided_at: '2026-11-03T05:00:00Z',
    voided_by_name: 'Asha Menon',
  }),
  makeExpense({
    id: 506,
    status: 'DRAFT',
    category_id: 8,
    category_code: 'INTERNET',
    category_name: 'Internet and Wi-Fi',
    vendor_id: 23,
    vendor_name: 'ACT Fibernet',
    amount_paise: 354000,
    gst_rate_percent: 18,
    tax_paise: 54000,
    taxable_paise: 300000,
    expense_date: '2026-11-20',
    document_count: 0,
    template_id: 9,
    invoice_number: null,
  }),
]

/** `count` recorded expenses after the fixtures above, for paging and the CSV of every page. */
export const makeExpenses = (count: number): Expense[] =>
  Array.from({ length: count }, (_, at) =>
    makeExpense({
      id: 1000 + at,
      amount_paise: 10000 * (at + 1),
      taxable_paise: 10000 * (at + 1),
      invoice_number: `INV-${at + 1}`,
    }),
  )

export const detailOf = (expense: Expense): ExpenseDetail => ({
  expense,
  documents:
    expense.document_count > 0
      ? [
          {
            id: 801,
            expense_id: expense.id,
            name: 'bill.pdf',
            file: {
              id: 'f-801',
              file_name: 'bill.pdf',
              content_type: 'application/pdf',
              size_bytes: 120_000,
              url: '/files/f-801',
              uploaded_at: '2026-11-05T06:00:00Z',
            },
            uploaded_by_name: 'Asha Menon',
          },
        ]
      : [],
  allocations:
    expense.property_id === null
      ? [
          { property_id: 1, property_name: 'Koramangala PG', beds: 40, amount_paise: 212400 },
          { property_id: 2, property_name: 'HSR Residency', beds: 26, amount_paise: 141600 },
        ]
      : [],
})

export const summary: ExpenseSummary = {
  month: '2026-11',
  total_paise: 14317000,
  tax_paise: 72000,
  count: 4,
  previous_month_total_paise: 13000000,
  by_category: [
    { key: 'LEASE_RENT', label: 'Lease rent to landlord', amount_paise: 12000000, count: 1 },
    { key: 'ELECTRICITY', label: 'Electricity', amount_paise: 1845000, count: 1 },
    { key: 'INTERNET', label: 'Internet and Wi-Fi', amount_paise: 354000, count: 1 },
    { key: 'REPAIRS_MAINTENANCE', label: 'Repairs and maintenance', amount_paise: 118000, count: 1 },
  ],
  by_group: [],
  by_payment_mode: [],
  by_property: [],
  trend: Array.from({ length: 12 }, (_, at) => {
    const month = new Date(Date.UTC(2025, 11 + at, 1)).toISOString().slice(0, 7)
    return { month, amount_paise: at === 11 ? 14317000 : 12000000 + at * 100000 }
  }),
  draft_count: 3,
  tds_hint_count: 1,
}

export const emptySummary: ExpenseSummary = {
  ...summary,
  total_paise: 0,
  tax_paise: 0,
  count: 0,
  previous_month_total_paise: 0,
  by_category: [],
  trend: summary.trend.map((row) => ({ ...row, amount_paise: 0 })),
  draft_count: 0,
  tds_hint_count: 0,
}

export const makeTemplate = (overrides: Partial<ExpenseTemplate> = {}): ExpenseTemplate => ({
  id: 9,
  name: 'Fibre internet',
  property_id: null,
  property_name: null,
  category_id: 8,
  category_name: 'Internet and Wi-Fi',
  vendor_id: 23,
  vendor_name: 'ACT Fibernet',
  amount_paise: 354000,
  gst_rate_percent: 18,
  payment_mode: 'UPI',
  frequency: 'MONTHLY',
  day_of_month: 3,
  starts_on: '2026-01-03',
  ends_on: null,
  next_due_on: '2026-12-03',
  is_active: true,
  notes: null,
  created_at: '2026-01-02T05:30:00Z',
  ...overrides,
})

export const templates: ExpenseTemplate[] = [
  makeTemplate(),
  makeTemplate({
    id: 10,
    name: 'Building rent',
    property_id: 1,
    property_name: 'Koramangala PG',
    category_id: 1,
    category_name: 'Lease rent to landlord',
    vendor_id: null,
    vendor_name: null,
    amount_paise: 12000000,
    gst_rate_percent: 0,
    payment_mode: 'BANK_TRANSFER',
    day_of_month: 1,
    next_due_on: '2026-12-01',
  }),
  makeTemplate({ id: 11, name: 'Old cable TV', is_active: false, next_due_on: null, amount_paise: 50000 }),
]
