import type { Db } from '../../db/database'
import { expenseTotals, matchingExpenses, type MatchedExpense } from '../../expenses/matching'
import type { ReportDefinition, ReportRow, ReportScope } from '../definition'
import { column, scopedProperties, sums } from './common'

/**
 * Expenses of the period as the expenses list counts them: RECORDED expenses dated in the period that the
 * properties bear (their own, and their allocated shares of all-properties expenses), through the list's own query.
 */
export async function recordedExpenses(
  db: Db,
  scope: ReportScope,
  propertyIds: readonly number[],
): Promise<MatchedExpense[]> {
  if (!propertyIds.length) return []
  const rows = await matchingExpenses(db, scope.operatorId, { propertyIds, from: scope.from, to: scope.to })
  return rows.filter((row) => row.status === 'RECORDED')
}

/** Expenses summed per group: count, amount with tax, the tax in it; largest first, then by name. */
export function expensesBy(rows: readonly MatchedExpense[], nameOf: (row: MatchedExpense) => string): ReportRow[] {
  const groups = new Map<string, MatchedExpense[]>()
  for (const row of rows) groups.set(nameOf(row), [...(groups.get(nameOf(row)) ?? []), row])
  return [...groups]
    .map(([name, members]) => {
      const totals = expenseTotals(members)
      return { name, expenses: totals.count, amount_paise: totals.total_paise, tax_paise: totals.tax_paise }
    })
    .sort((a, b) => b.amount_paise - a.amount_paise || a.name.localeCompare(b.name))
}

/** Category names by id (the categories are the same for every operator). */
export async function categoryNames(db: Db): Promise<Map<number, string>> {
  const rows = await db.selectFrom('expense_categories').select(['id', 'name']).execute()
  return new Map(rows.map((row) => [row.id, row.name]))
}

function expensesDefinition(
  type: 'EXPENSES_BY_CATEGORY' | 'EXPENSES_BY_VENDOR',
  title: string,
  description: string,
  label: string,
  namer: (db: Db, scope: ReportScope) => Promise<(row: MatchedExpense) => string>,
): ReportDefinition {
  return {
    type,
    area: 'MONEY',
    title,
    description,
    takes: 'period',
    build: async (db, scope, progress) => {
      const properties = await scopedProperties(db, scope)
      const expenses = await recordedExpenses(
        db,
        scope,
        properties.map((property) => property.id),
      )
      progress(0.8)
      const rows = expensesBy(expenses, await namer(db, scope))
      return [
        {
          name: title,
          columns: [
            column('name', label, 'text'),
            column('expenses', 'Expenses', 'integer'),
            column('amount_paise', 'Amount (with GST)', 'money_paise'),
            column('tax_paise', 'GST in it', 'money_paise'),
          ],
          rows,
          totals: { name: 'Total', ...sums(rows, ['expenses', 'amount_paise', 'tax_paise']) },
        },
      ]
    },
  }
}

export const EXPENSES_BY_CATEGORY = expensesDefinition(
  'EXPENSES_BY_CATEGORY',
  'Expenses by category',
  'Recorded expenses of the period by category (maintenance, utilities, salaries …), shares of all-properties expenses included, as the expenses list totals them.',
  'Category',
  async (db) => {
    const names = await categoryNames(db)
    return (row) => names.get(row.category_id) ?? 'Uncategorised'
  },
)

export const EXPENSES_BY_VENDOR = expensesDefinition(
  'EXPENSES_BY_VENDOR',
  'Expenses by vendor',
  'Recorded expenses of the period by the vendor paid, to see who is paid most; expenses without a vendor are summed on one line.',
  'Vendor',
  async (db, scope) => {
    const vendors = await db
      .selectFrom('vendors')
      .select(['id', 'name'])
      .where('operator_id', '=', scope.operatorId)
      .execute()
    const names = new Map(vendors.map((vendor) => [vendor.id, vendor.name]))
    return (row) => (row.vendor_id === null ? 'No vendor' : (names.get(row.vendor_id) ?? 'No vendor'))
  },
)
