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

/**
 * Whole list pages (rows joined and shaped) per database, operator and query, so that scrolling back, a second
 * tab and a reload answer without touching SQLite. Any write by the operator forgets them (an onSend hook in
 * app.ts, besides every collection write calling `forgetTotals`), so names edited elsewhere never go stale.
 */
const pages = new WeakMap<Db, Map<number, Map<string, unknown>>>()

/** Pages kept per operator before the oldest are dropped (a page of 100 rows is about 60 KB). */
const MAX_PAGES_PER_OPERATOR = 100

export function cachedPage<T>(db: Db, operatorId: number, key: string): T | undefined {
  return pages.get(db)?.get(operatorId)?.get(key) as T | undefined
}

export function keepPage(db: Db, operatorId: number, key: string, page: unknown): void {
  let forDb = pages.get(db)
  if (!forDb) {
    forDb = new Map()
    pages.set(db, forDb)
  }
  let forOperator = forDb.get(operatorId)
  if (!forOperator) {
    forOperator = new Map()
    forDb.set(operatorId, forOperator)
  }
  const oldest = forOperator.size >= MAX_PAGES_PER_OPERATOR ? forOperator.keys().next() : undefined
  if (oldest && !oldest.done) forOperator.delete(oldest.value)
  forOperator.set(key, page)
}

/** Forgets an operator's cached list pages (every write of theirs does). */
export function forgetPages(db: Db, operatorId: number): void {
  pages.get(db)?.delete(operatorId)
}

export function forgetTotals(db: Db, operatorId: number): void {
  totals.get(db)?.delete(operatorId)
  forgetPages(db, operatorId)
}
