import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'

/**
 * The money figures the bed board, property summaries and dashboard show. Collections (issue 7) fill these
 * functions from their tables; until they exist nobody owes anything, so every figure is 0 paise. Callers
 * already pass what the real queries need, so the screens change without their code changing.
 */

/** Outstanding balance per tenant, integer paise; tenants owing nothing may be absent (read as 0). */
export async function duesByTenant(_db: Db, _tenantIds: readonly number[]): Promise<Map<number, number>> {
  return new Map()
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

/** Rent and charges of some properties for a month and a day. */
export async function moneyFigures(_db: Db, _scope: MoneyScope): Promise<MoneyFigures> {
  return {
    expected_paise: 0,
    collected_paise: 0,
    due_paise: 0,
    overdue_paise: 0,
    due_today_paise: 0,
    collected_today_paise: 0,
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

/** Outstanding balances by days past their due date. */
export async function duesAgeing(_db: Db, _scope: MoneyScope): Promise<DuesAgeing> {
  return {
    d1_30_paise: 0,
    d31_60_paise: 0,
    d60_plus_paise: 0,
    d1_30_count: 0,
    d31_60_count: 0,
    d60_plus_count: 0,
  }
}
