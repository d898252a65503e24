import type { Db } from '../db/database'

/**
 * Count and totals of the collection list per database, operator and filter, kept between requests: at 100,000
 * collections summing every matching row costs more than reading a page, and they change only when the
 * operator's collections do. Every write to an operator's collections calls `forgetTotals` once it commits.
 */
export type ListTotals = { count: number; total_amount_paise: number; total_balance_paise: number }

/** Distinct filters kept per operator before the oldest are dropped. */
const MAX_KEYS_PER_OPERATOR = 200

const totals = new WeakMap<Db, Map<number, Map<string, ListTotals>>>()

export function cachedTotals(db: Db, operatorId: number, key: string): ListTotals | undefined {
  return totals.get(db)?.get(operatorId)?.get(key)
}

export function keepTotals(db: Db, operatorId: number, key: string, value: ListTotals): void {
  let forDb = totals.get(db)
  if (!forDb) {
    forDb = new Map()
    totals.set(db, forDb)
  }
  let forOperator = forDb.get(operatorId)
  if (!forOperator) {
    forOperator = new Map()
    forDb.set(operatorId, forOperator)
  }
  if (forOperator.size >= MAX_KEYS_PER_OPERATOR) forOperator.clear()
  forOperator.set(key, value)
}

export function forgetTotals(db: Db, operatorId: number): void {
  totals.get(db)?.delete(operatorId)
}
