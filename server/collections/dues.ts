import { sql } from 'kysely'
import { addDays, addMonths } from '../calendar'
import { chunks } from '../db/batches'
import type { Db } from '../db/database'
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
  /** Sum of the month's collections. */
  expected_paise: number
  collected_paise: number
  /** Outstanding balance of all collections. */
  due_paise: number
  /** Outstanding past due date plus grace days. */
  overdue_paise: number
  due_today_paise: number
  collected_today_paise: number
}

export type MoneyScope = { propertyIds: readonly number[]; month: string; date: IsoDate }

const inProperties = (propertyIds: readonly number[]) =>
  propertyIds.length ? sql`property_id in (${sql.join(propertyIds)})` : sql`0`

/**
 * Rent and charges of some properties: expected and collected over the collections due in the month; due,
 * overdue and due today as of the day (balances of collections due by then); collected today from the payments.
 */
export async function moneyFigures(db: Db, scope: MoneyScope): Promise<MoneyFigures> {
  const properties = inProperties(scope.propertyIds)
  const from = `${scope.month}-01`
  const to = `${addMonths(scope.month, 1)}-01`
  const { rows } = await sql<Record<keyof MoneyFigures, number | null>>`
    select
      sum(case when due_date >= ${from} and due_date < ${to} then amount_paise end) as expected_paise,
      sum(case when due_date >= ${from} and due_date < ${to} then paid_paise end) as collected_paise,
      sum(case when due_date <= ${scope.date} then balance_paise end) as due_paise,
      sum(case when overdue_from <= ${scope.date} then balance_paise end) as overdue_paise,
      sum(case when due_date = ${scope.date} then balance_paise end) as due_today_paise,
      (select sum(amount_paise) from collection_transactions
        where ${properties} and status = 'SUCCESS' and paid_on = ${scope.date}) as collected_today_paise
    from collections where ${properties}`.execute(db)
  const row = rows[0]
  return {
    expected_paise: Number(row?.expected_paise ?? 0),
    collected_paise: Number(row?.collected_paise ?? 0),
    due_paise: Number(row?.due_paise ?? 0),
    overdue_paise: Number(row?.overdue_paise ?? 0),
    due_today_paise: Number(row?.due_today_paise ?? 0),
    collected_today_paise: Number(row?.collected_today_paise ?? 0),
  }
}

export type DuesAgeing = {
  d1_30_paise: number
  d31_60_paise: number
  d60_plus_paise: number
  d1_30_count: number
  d31_60_count: number
  d60_plus_count: number
}

/** Outstanding balances by days past their due date on the scope's day (1–30, 31–60, over 60). */
export async function duesAgeing(db: Db, scope: MoneyScope): Promise<DuesAgeing> {
  const day30 = addDays(scope.date, -30)
  const day60 = addDays(scope.date, -60)
  const { rows } = await sql<Record<keyof DuesAgeing, number | null>>`
    select
      sum(case when due_date >= ${day30} then balance_paise end) as d1_30_paise,
      sum(case when due_date < ${day30} and due_date >= ${day60} then balance_paise end) as d31_60_paise,
      sum(case when due_date < ${day60} then balance_paise end) as d60_plus_paise,
      sum(due_date >= ${day30}) as d1_30_count,
      sum(due_date < ${day30} and due_date >= ${day60}) as d31_60_count,
      sum(due_date < ${day60}) as d60_plus_count
    from collections
    where ${inProperties(scope.propertyIds)} and balance_paise > 0 and due_date < ${scope.date}`.execute(db)
  const row = rows[0]
  return {
    d1_30_paise: Number(row?.d1_30_paise ?? 0),
    d31_60_paise: Number(row?.d31_60_paise ?? 0),
    d60_plus_paise: Number(row?.d60_plus_paise ?? 0),
    d1_30_count: Number(row?.d1_30_count ?? 0),
    d31_60_count: Number(row?.d31_60_count ?? 0),
    d60_plus_count: Number(row?.d60_plus_count ?? 0),
  }
}
