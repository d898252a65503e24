import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import { expenseTotals, matchingExpenses } from './matching'

/** Properties and an inclusive range of expense dates. */
export type ExpenseScope = { propertyIds: readonly number[]; from: IsoDate; to: IsoDate }

/**
 * The dashboard's expense section: the period's RECORDED expenses the scope's properties bear (their own and their
 * shares of all-properties ones), as listExpenses and getExpenseSummary count them, with the amount per category.
 */
export async function expenseFigures(db: Db, scope: ExpenseScope) {
  const empty = {
    total_paise: 0,
    by_category: [] as { category_id: number; category_name: string; amount_paise: number }[],
  }
  if (!scope.propertyIds.length) return empty
  const owner = await db
    .selectFrom('properties')
    .select('operator_id')
    .where('id', '=', scope.propertyIds[0])
    .executeTakeFirst()
  if (!owner) return empty
  const rows = (
    await matchingExpenses(db, owner.operator_id, {
      propertyIds: scope.propertyIds,
      from: scope.from,
      to: scope.to,
    })
  ).filter((row) => row.status === 'RECORDED')
  const names = new Map(
    (await db.selectFrom('expense_categories').select(['id', 'name']).execute()).map((c) => [c.id, c.name]),
  )
  const byCategory = new Map<number, number>()
  for (const row of rows) {
    byCategory.set(
      row.category_id,
      (byCategory.get(row.category_id) ?? 0) + (row.share_paise ?? row.amount_paise),
    )
  }
  return {
    total_paise: expenseTotals(rows).total_paise,
    by_category: [...byCategory]
      .map(([category_id, amount_paise]) => ({
        category_id,
        category_name: names.get(category_id) ?? '',
        amount_paise,
      }))
      .sort((a, b) => b.amount_paise - a.amount_paise),
  }
}
