import { sql } from 'kysely'
import { addDays, addMonths } from '../calendar'
import { chunks } from '../db/batches'
import type { Db } from '../db/database'
import { inIds } from '../db/inIds'
import type { IsoDate } from '../db/schema'

/**
 * The money figures the bed board, property summaries, dashboard and offboarding forecast show, read from the
 * collections (integer paise). Callers pass the properties they may see; an empty list reads as nothing owed.
 */

/** Outstanding balance per tenant (every collection with a balance), integer paise; tenants owing nothing are absent. */
export async function duesByTenant(db: Db, tenantIds: readonly number[]): Promise<Map<number, number>> {
  const dues = new Map<number, number>()
  for (const batch of chunks([...new Set(tenantIds)])) {
    const { rows } = await sql<{ tenant_id: number; balance: number }>`
      select tenant_id, sum(balance_paise) as balance from collections
      where tenant_id in (${sql.join(batch)}) and balance_paise > 0 group by tenant_id`.execute(db)
    for (const row of rows) dues.set(row.tenant_id, Number(row.balance))
  }
  return dues
}

export type MoneyFigures = {
  /** Amounts of the collections falling due in the range. */
  expected_paise: number
  expected_count: number
  /** Paid against those collections (waivers are not collected). */
  collected_paise: number
  /** Outstanding balance of the collections due by the day. */
  due_paise: number
  /** Outstanding past due date plus grace days. */
  overdue_paise: number
  due_today_paise: number
  due_today_count: number
  collected_today_paise: number
  /** SUCCESS payments paid in the range, whatever the due date. */
  received_paise: number
  /** The part of those paid on deposit collections: held, not income. */
  deposits_received_paise: number
}

/** Properties, a range of due and paid days (both inclusive), and the day balances are read on. */
export type MoneyScope = { propertyIds: readonly number[]; from: IsoDate; to: IsoDate; date: IsoDate }

/** The first and last day of a `yyyy-MM` month, for a month's money. */
export const monthDays = (month: string): { from: IsoDate; to: IsoDate } => ({
  from: `${month}-01`,
  to: addDays(`${addMonths(month, 1)}-01`, -1),
})

/**
 * Rent and charges of some properties: expected and collected over the collections due in the range (the
 * collections list with status=all, due_from, due_to); due, overdue and due today as of the day (balances of
 * collections due by then); received in the range and collected today from the SUCCESS payments.
 */
export async function moneyFigures(db: Db, scope: MoneyScope): Promise<MoneyFigures> {
  const properties = inIds('property_id', scope.propertyIds)
  const { from, to, date } = scope
  const { rows } = await sql<Record<keyof MoneyFigures, number | null>>`
    select
      sum(case when due_date between ${from} and ${to} then amount_paise end) as expected_paise,
      sum(case when due_date between ${from} and ${to} then 1 else 0 end) as expected_count,
      sum(case when due_date between ${from} and ${to} then paid_paise end) as collected_paise,
      sum(case when due_date <= ${date} then balance_paise end) as due_paise,
      sum(case when overdue_from <= ${date} then balance_paise end) as overdue_paise,
      sum(case when due_date = ${date} then balance_paise end) as due_today_paise,
      sum(case when due_date = ${date} and balance_paise > 0 then 1 else 0 end) as due_today_count,
      (select sum(amount_paise) from collection_transactions
        where ${properties} and status = 'SUCCESS' and paid_on = ${date}) as collected_today_paise,
      (select sum(amount_paise) from collection_transactions
        where ${properties} and status = 'SUCCESS' and paid_on between ${from} and ${to}) as received_paise,
      (select sum(x.amount_paise) from collection_transactions x join collections d on d.id = x.collection_id
        where ${inIds('x.property_id', scope.propertyIds)} and x.status = 'SUCCESS'
          and x.paid_on between ${from} and ${to} and d.charge_kind = 'DEPOSIT') as deposits_received_paise
    from collections where ${properties}`.execute(db)
  const row = rows[0]
  const figure = (key: keyof MoneyFigures) => Number(row?.[key] ?? 0)
  return {
    expected_paise: figure('expected_paise'),
    expected_count: figure('expected_count'),
    collected_paise: figure('collected_paise'),
    due_paise: figure('due_paise'),
    overdue_paise: figure('overdue_paise'),
    due_today_paise: figure('due_today_paise'),
    due_today_count: figure('due_today_count'),
    collected_today_paise: figure('collected_today_paise'),
    received_paise: figure('received_paise'),
    deposits_received_paise: figure('deposits_received_paise'),
  }
}

export type MonthMoney = { month: string; expected_paise: number; collected_paise: number }

/**
 * Expected and collected per month of due date (as moneyFigures counts them over a month), for consecutive
 * `yyyy-MM` months in one grouped query; months without collections read 0.
 */
export async function moneyByMonth(
  db: Db,
  propertyIds: readonly number[],
  months: readonly string[],
): Promise<MonthMoney[]> {
  if (months.length === 0) return []
  const from = monthDays(months[0]).from
  const to = monthDays(months[months.length - 1]).to
  const { rows } = await sql<{ month: string; expected: number | null; collected: number | null }>`
    select substr(due_date, 1, 7) as month, sum(amount_paise) as expected,
      sum(paid_paise) as collected
    from collections where ${inIds('property_id', propertyIds)} and due_date between ${from} and ${to}
    group by month`.execute(db)
  const byMonth = new Map(rows.map((row) => [row.month, row]))
  return months.map((month) => ({
    month,
    expected_paise: Number(byMonth.get(month)?.expected ?? 0),
    collected_paise: Number(byMonth.get(month)?.collected ?? 0),
  }))
}
