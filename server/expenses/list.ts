import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { ExpensePaymentMode, IsoDate } from '../db/schema'
import { expenseViews } from './expenseView'
import {
  expenseTotals,
  matchingExpenses,
  monthRange,
  type ExpenseFilter,
  type ExpenseStatus,
} from './matching'
import { materializeDrafts } from './templates'

export type ExpenseListQuery = {
  offset: number
  limit: number
  property_id?: number
  category_id?: number
  vendor_id?: number
  payment_mode?: ExpensePaymentMode
  status?: ExpenseStatus | 'all'
  month?: string
  from_date?: IsoDate
  to_date?: IsoDate
  search_query?: string
  complaint_id?: number
}

const STATUSES: readonly ExpenseStatus[] = ['DRAFT', 'RECORDED', 'VOIDED']

/** The query's filter: `month` wins over a date range; no dates means every date. */
export const listFilter = (query: Omit<ExpenseListQuery, 'offset' | 'limit' | 'status'>): ExpenseFilter => ({
  propertyIds: query.property_id === undefined ? undefined : [query.property_id],
  categoryId: query.category_id,
  vendorId: query.vendor_id,
  paymentMode: query.payment_mode,
  ...(query.month ? monthRange(query.month) : { from: query.from_date, to: query.to_date }),
  search: query.search_query,
  complaintId: query.complaint_id,
})

/**
 * Expenses newest first, with the totals of every matching one (the property's shares when filtered by property)
 * and the counts per status. Reading first creates the drafts recurring templates owe.
 */
export async function listExpenses(
  db: Db,
  now: Clock,
  operator: { id: number; name: string },
  query: ExpenseListQuery,
) {
  await materializeDrafts(db, now, operator)
  const matched = await matchingExpenses(db, operator.id, listFilter(query))
  const wanted = query.status ?? 'RECORDED'
  const selected = wanted === 'all' ? matched : matched.filter((row) => row.status === wanted)
  const status_counts = Object.fromEntries(
    STATUSES.map((status) => [status, matched.filter((row) => row.status === status).length]),
  )
  const page = selected.slice(query.offset, query.offset + query.limit)
  const rows = page.length
    ? await db
        .selectFrom('expenses')
        .selectAll()
        .where(
          'id',
          'in',
          page.map((row) => row.id),
        )
        .execute()
    : []
  const byId = new Map(rows.map((row) => [row.id, row]))
  const shares =
    query.property_id === undefined ? undefined : new Map(page.map((row) => [row.id, row.share_paise ?? 0]))
  const { count, total_paise, tax_paise } = expenseTotals(selected)
  return {
    data: {
      count,
      total_paise,
      tax_paise,
      status_counts,
      results: await expenseViews(
        db,
        operator.id,
        page.map((row) => byId.get(row.id)).filter((row) => row !== undefined),
        shares,
      ),
    },
  }
}
