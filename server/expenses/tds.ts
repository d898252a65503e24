import { addMonths, monthOf } from '../calendar'
import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import { percentOf } from './money'

/** What a TDS hint needs of an expense. */
export type HintInput = {
  id: number
  status: string
  category_id: number
  vendor_id: number | null
  property_id: number | null
  amount_paise: number
  tax_paise: number
  expense_date: IsoDate
}

export type TdsHint = {
  section: '194I' | '194C'
  rate_percent: number
  amount_paise: number
  message: string
}

/** ₹50,000 of rent to one landlord in a month (194-I). */
export const RENT_MONTH_LIMIT = 50_000_00
/** ₹30,000 in one payment to a contractor (194-C). */
export const CONTRACT_PAYMENT_LIMIT = 30_000_00
/** ₹1,00,000 to one contractor in a financial year (194-C). */
export const CONTRACT_YEAR_LIMIT = 1_00_000_00

const rupees = (paise: number) => `₹${new Intl.NumberFormat('en-IN').format(Math.floor(paise / 100))}`

/** The April–March financial year a date falls in, as its first month (YYYY-04). */
function financialYear(date: IsoDate): string {
  const year = Number(date.slice(0, 4))
  return `${Number(date.slice(5, 7)) >= 4 ? year : year - 1}-04`
}

const inYear = (date: IsoDate, start: string) =>
  monthOf(date) >= start && monthOf(date) < addMonths(start, 12)

/** Who a payment goes to, for the running totals: the vendor, else (rent without a vendor) the property. */
const payee = (row: HintInput) =>
  row.vendor_id !== null ? `v${row.vendor_id}` : `p${row.property_id ?? 'all'}`

/**
 * TDS reminders for expenses (none for a voided one): 194-I when rent to the landlord passes ₹50,000 in the month
 * (10%); 194-C when one payment to a contractor passes ₹30,000 or the year's payments to the vendor pass ₹1,00,000
 * (1% when the vendor's PAN is an individual's, its fourth character P; else 2%). The running totals count the
 * operator's RECORDED expenses, and the expense itself when it is a draft. The tax is on the taxable value.
 */
export async function tdsHints(db: Db, operatorId: number, rows: readonly HintInput[]) {
  const hints = new Map<number, TdsHint | null>(rows.map((row) => [row.id, null]))
  const categories = new Map(
    (await db.selectFrom('expense_categories').select(['id', 'tds_section']).execute()).map((c) => [
      c.id,
      c.tds_section,
    ]),
  )
  const candidates = rows.filter((row) => row.status !== 'VOIDED' && categories.get(row.category_id))
  if (!candidates.length) return hints
  const recorded: HintInput[] = await db
    .selectFrom('expenses')
    .innerJoin('expense_categories', 'expense_categories.id', 'expenses.category_id')
    .select([
      'expenses.id',
      'expenses.status',
      'expenses.category_id',
      'expenses.vendor_id',
      'expenses.property_id',
      'expenses.amount_paise',
      'expenses.tax_paise',
      'expenses.expense_date',
    ])
    .where('expenses.operator_id', '=', operatorId)
    .where('expenses.status', '=', 'RECORDED')
    .where('expense_categories.tds_section', 'is not', null)
    .execute()
  const vendorIds = [...new Set(candidates.map((row) => row.vendor_id).filter((id) => id !== null))]
  const vendors = new Map(
    vendorIds.length
      ? (
          await db.selectFrom('vendors').select(['id', 'name', 'pan']).where('id', 'in', vendorIds).execute()
        ).map((vendor) => [vendor.id, vendor])
      : [],
  )
  const sumWith = (row: HintInput, others: HintInput[]) =>
    others.reduce((sum, other) => sum + other.amount_paise, 0) +
    (row.status === 'RECORDED' ? 0 : row.amount_paise)
  for (const row of candidates) {
    const section = categories.get(row.category_id)
    const taxable = row.amount_paise - row.tax_paise
    if (section === '194I') {
      const month = monthOf(row.expense_date)
      const total = sumWith(
        row,
        recorded.filter(
          (other) =>
            categories.get(other.category_id) === '194I' &&
            payee(other) === payee(row) &&
            monthOf(other.expense_date) === month,
        ),
      )
      if (total <= RENT_MONTH_LIMIT) continue
      const amount = percentOf(taxable, 10)
      hints.set(row.id, {
        section,
        rate_percent: 10,
        amount_paise: amount,
        message: `Rent to the landlord is ${rupees(total)} this month, over ${rupees(RENT_MONTH_LIMIT)}: deduct TDS of 10% under section 194-I (${rupees(amount)}).`,
      })
    } else if (section === '194C') {
      const vendor = row.vendor_id === null ? undefined : vendors.get(row.vendor_id)
      const start = financialYear(row.expense_date)
      const yearTotal = vendor
        ? sumWith(
            row,
            recorded.filter(
              (other) =>
                categories.get(other.category_id) === '194C' &&
                other.vendor_id === vendor.id &&
                inYear(other.expense_date, start),
            ),
          )
        : 0
      const single = row.amount_paise > CONTRACT_PAYMENT_LIMIT
      if (!single && yearTotal <= CONTRACT_YEAR_LIMIT) continue
      const rate = vendor?.pan?.[3] === 'P' ? 1 : 2
      const amount = percentOf(taxable, rate)
      const why = single
        ? `This payment is over ${rupees(CONTRACT_PAYMENT_LIMIT)}`
        : `Payments to ${vendor?.name ?? 'this vendor'} this year (April–March) are ${rupees(yearTotal)}, over ${rupees(CONTRACT_YEAR_LIMIT)}`
      hints.set(row.id, {
        section,
        rate_percent: rate,
        amount_paise: amount,
        message: `${why}: deduct TDS of ${rate}% under section 194-C (${rupees(amount)}).`,
      })
    }
  }
  return hints
}
