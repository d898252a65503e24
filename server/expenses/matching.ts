import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { ExpensePaymentMode, IsoDate } from '../db/schema'
import { contains } from '../db/search'
import { taxOf } from './money'

export type ExpenseStatus = 'DRAFT' | 'RECORDED' | 'VOIDED'

/** Which expenses a list or a figure counts; every field optional. */
export type ExpenseFilter = {
  /** Only expenses these properties bear (their own, and their allocated shares of all-properties ones). */
  propertyIds?: readonly number[]
  categoryId?: number
  vendorId?: number
  paymentMode?: ExpensePaymentMode
  /** Inclusive date range. */
  from?: IsoDate
  to?: IsoDate
  search?: string
  complaintId?: number
}

/** One matching expense with the part the filter's properties bear (the whole amount without a property filter). */
export type MatchedExpense = {
  id: number
  status: ExpenseStatus
  expense_date: IsoDate
  category_id: number
  vendor_id: number | null
  property_id: number | null
  payment_mode: ExpensePaymentMode
  amount_paise: number
  tax_paise: number
  /** The property filter's part; null without one. */
  share_paise: number | null
  /** The tax in that part (the share's own tax at the expense's rate for an allocated share). */
  share_tax_paise: number
}

/** A month (YYYY-MM) as a date range; ISO dates compare as text, so day 31 bounds every month. */
export const monthRange = (month: string): { from: IsoDate; to: IsoDate } => ({
  from: `${month}-01`,
  to: `${month}-31`,
})

/**
 * Every expense of the operator matching the filter, of every status, newest first (date, then id). The one
 * query behind the list's page and totals and the month's figures, so they always agree.
 */
export async function matchingExpenses(
  db: Db,
  operatorId: number,
  filter: ExpenseFilter,
): Promise<MatchedExpense[]> {
  const propertyIds = filter.propertyIds
  let query = db
    .selectFrom('expenses')
    .innerJoin('expense_categories', 'expense_categories.id', 'expenses.category_id')
    .leftJoin('vendors', 'vendors.id', 'expenses.vendor_id')
    .select([
      'expenses.id',
      'expenses.status',
      'expenses.expense_date',
      'expenses.category_id',
      'expenses.vendor_id',
      'expenses.property_id',
      'expenses.payment_mode',
      'expenses.amount_paise',
      'expenses.tax_paise',
      'expenses.gst_rate_percent',
    ])
    .where('expenses.operator_id', '=', operatorId)
  if (propertyIds) {
    if (!propertyIds.length) return []
    query = query.where((eb) =>
      eb.or([
        eb('expenses.property_id', 'in', propertyIds),
        eb.exists(
          eb
            .selectFrom('expense_allocations')
            .select('expense_allocations.expense_id')
            .whereRef('expense_allocations.expense_id', '=', 'expenses.id')
            .where('expense_allocations.property_id', 'in', propertyIds),
        ),
      ]),
    )
  }
  if (filter.categoryId !== undefined) query = query.where('expenses.category_id', '=', filter.categoryId)
  if (filter.vendorId !== undefined) query = query.where('expenses.vendor_id', '=', filter.vendorId)
  if (filter.paymentMode) query = query.where('expenses.payment_mode', '=', filter.paymentMode)
  if (filter.complaintId !== undefined) query = query.where('expenses.complaint_id', '=', filter.complaintId)
  if (filter.from) query = query.where('expenses.expense_date', '>=', filter.from)
  if (filter.to) query = query.where('expenses.expense_date', '<=', filter.to)
  const search = filter.search?.trim()
  if (search) {
    query = query.where((eb) =>
      eb.or([
        contains('expenses.invoice_number', search),
        contains('expenses.reference', search),
        contains('expenses.notes', search),
        contains('vendors.name', search),
        contains('expense_categories.name', search),
      ]),
    )
  }
  const rows = await query
    .select((eb) =>
      (propertyIds
        ? eb
            .selectFrom('expense_allocations')
            .select((sum) => sum.fn.sum<number>('expense_allocations.amount_paise').as('amount'))
            .whereRef('expense_allocations.expense_id', '=', 'expenses.id')
            .where('expense_allocations.property_id', 'in', propertyIds)
        : sql<number | null>`null`
      ).as('allocated'),
    )
    .orderBy('expenses.expense_date', 'desc')
    .orderBy('expenses.id', 'desc')
    .execute()
  return rows.map((row) => {
    const own = propertyIds && row.property_id !== null && propertyIds.includes(row.property_id)
    const allocatedPaise = Number(row.allocated ?? 0)
    const share = !propertyIds ? null : own ? row.amount_paise : allocatedPaise
    return {
      id: row.id,
      status: row.status,
      expense_date: row.expense_date,
      category_id: row.category_id,
      vendor_id: row.vendor_id,
      property_id: row.property_id,
      payment_mode: row.payment_mode,
      amount_paise: row.amount_paise,
      tax_paise: row.tax_paise,
      share_paise: share,
      share_tax_paise: share === null || own ? row.tax_paise : taxOf(share, row.gst_rate_percent),
    }
  })
}

/** What the expenses count for: their amounts (or shares) and tax, summed. Lists and figures both use this. */
export function expenseTotals(rows: readonly MatchedExpense[]) {
  return {
    count: rows.length,
    total_paise: rows.reduce((sum, row) => sum + (row.share_paise ?? row.amount_paise), 0),
    tax_paise: rows.reduce((sum, row) => sum + row.share_tax_paise, 0),
  }
}
