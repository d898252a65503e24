import { paiseToCsvRupees, toCsv, type CsvColumn } from '../../app/core/csv'
import type { Expense } from './expensesApi'
import { PAYMENT_MODE_LABELS, propertyText, STATUS_LABELS } from './expenseText'

/** What an accountant files: the invoice and the vendor's GSTIN for the input tax credit, taxable and GST apart. */
const COLUMNS: CsvColumn<Expense>[] = [
  { header: 'Date', value: (row) => row.expense_date },
  { header: 'Invoice', value: (row) => row.invoice_number },
  { header: 'Vendor', value: (row) => row.vendor_name },
  { header: 'Vendor GSTIN', value: (row) => row.vendor_gstin },
  { header: 'Category', value: (row) => row.category_name },
  { header: 'Property', value: (row) => propertyText(row.property_name) },
  { header: 'Taxable (₹)', value: (row) => paiseToCsvRupees(row.taxable_paise) },
  { header: 'GST rate (%)', value: (row) => row.gst_rate_percent },
  { header: 'GST (₹)', value: (row) => paiseToCsvRupees(row.tax_paise) },
  { header: 'Amount (₹)', value: (row) => paiseToCsvRupees(row.amount_paise) },
  { header: 'Mode', value: (row) => PAYMENT_MODE_LABELS[row.payment_mode] },
  { header: 'Reference', value: (row) => row.reference },
  { header: 'Paid by', value: (row) => row.paid_by_name },
  { header: 'Notes', value: (row) => row.notes },
  { header: 'Status', value: (row) => STATUS_LABELS[row.status] },
]

export const expensesCsv = (rows: readonly Expense[]) => toCsv(COLUMNS, rows)
