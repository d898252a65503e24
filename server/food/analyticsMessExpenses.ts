import { monthOf } from '../calendar'
import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import { expenseTotals, matchingExpenses } from '../expenses/matching'

/**
 * The recorded (not voided, not draft) expenses of the MESS category group a property bears, by month, as the
 * expense list counts them: its own and its share of all-properties ones.
 */
export async function messExpensesByMonth(
  db: Db,
  operatorId: number,
  propertyId: number,
  from: IsoDate,
  to: IsoDate,
): Promise<Map<string, number>> {
  const mess = await db
    .selectFrom('expense_categories')
    .select('id')
    .where('category_group', '=', 'MESS')
    .execute()
  const rows = (await matchingExpenses(db, operatorId, { propertyIds: [propertyId], from, to })).filter(
    (row) => row.status === 'RECORDED' && mess.some((category) => category.id === row.category_id),
  )
  const byMonth = new Map<string, typeof rows>()
  for (const row of rows)
    byMonth.set(monthOf(row.expense_date), [...(byMonth.get(monthOf(row.expense_date)) ?? []), row])
  return new Map([...byMonth].map(([month, monthRows]) => [month, expenseTotals(monthRows).total_paise]))
}
