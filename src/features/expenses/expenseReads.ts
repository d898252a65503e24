import { toListArgs, type Filters, type ListQuery } from '../../app/core/listState/listQuery'
import type { ExpensePaymentModeCode, ListExpensesApiArg } from './expensesApi'

/*
 * The arguments of the expenses screen's reads, from its list state alone: the page, its tabs and its `prefetch`
 * all ask with these, so that they share the cache entries.
 */

export type StatusFilter = NonNullable<ListExpensesApiArg['status']>
export const STATUSES: readonly StatusFilter[] = ['RECORDED', 'DRAFT', 'VOIDED', 'all']

export const statusOf = (value: string | undefined): StatusFilter =>
  STATUSES.find((status) => status === value) ?? 'RECORDED'

/** The screen's tab: the expenses unless the address asks for the recurring templates. */
export const tabOf = (list: ListQuery) => (list.tab === 'recurring' ? 'recurring' : 'expenses')

export type ExpensePeriod = {
  month: string
  range: { from: string; to: string } | undefined
  propertyId: number | undefined
}

/** The month (this one, `day`'s, by default), the range of days if any and the property of the address. */
export function expensePeriod(filters: Filters, day: string): ExpensePeriod {
  // The dashboard's expense tiles open the list on their period's days; the month then follows its first day.
  const { from_date: fromDate, to_date: toDate } = filters
  const range = fromDate && toDate ? { from: fromDate, to: toDate } : undefined
  return {
    month: range ? range.from.slice(0, 7) : (filters.month ?? day.slice(0, 7)),
    range,
    propertyId: filters.property_id ? Number(filters.property_id) : undefined,
  }
}

/** The expense list's filters, without the page (the CSV reads every page with them). */
export function expenseFilters(
  list: ListQuery,
  { month, range, propertyId }: ExpensePeriod,
): ListExpensesApiArg {
  const { category_id: category, vendor_id: vendor, payment_mode: mode, search } = list.filters
  const status = statusOf(list.filters.status)
  return {
    status,
    // A draft waits for its bill whatever its month.
    month: status === 'DRAFT' || range ? undefined : month,
    fromDate: status === 'DRAFT' ? undefined : range?.from,
    toDate: status === 'DRAFT' ? undefined : range?.to,
    propertyId,
    categoryId: category ? Number(category) : undefined,
    vendorId: vendor ? Number(vendor) : undefined,
    paymentMode: (mode || undefined) as ExpensePaymentModeCode | undefined,
    searchQuery: search || undefined,
  }
}

/** The expense list's page of a list state and period. */
export function expenseListArgs(list: ListQuery, period: ExpensePeriod): ListExpensesApiArg {
  const { offset, limit } = toListArgs(list)
  return { offset, limit, ...expenseFilters(list, period) }
}

/** The recurring templates' page of a list state. */
export function templateListArgs(list: ListQuery) {
  const { offset, limit } = toListArgs(list)
  return { offset, limit }
}

/** The category and vendor pickers' lists. */
export const PICKER_ARGS = { limit: 100 }
