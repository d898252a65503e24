import type { Db } from '../db/database'
import { reusable } from '../http/reusableAnswers'

/**
 * What the collections screen reads on every visit, kept per database, operator and query between requests:
 * at 100,000 collections summing or grouping every matching row costs far more than reading a page, and the
 * answers change only when the operator's collections do. Every write to an operator's collections calls
 * `forgetTotals` once it commits, and any write request by the operator does too (an onSend hook in app.ts),
 * so names edited elsewhere never go stale either.
 *
 * Reads are asynchronous, so a write may commit while one is under way: a value is kept only when no write
 * was forgotten since its read began (the operator's generation, taken before reading, is unchanged).
 */
const generations = new WeakMap<Db, Map<number, number>>()

/** Taken before a read whose result may be kept. */
export const generationOf = (db: Db, operatorId: number): number => generations.get(db)?.get(operatorId) ?? 0

function operatorCache<T>(maxKeysPerOperator: number) {
  const kept = new WeakMap<Db, Map<number, Map<string, T>>>()
  return {
    get: (db: Db, operatorId: number, key: string): T | undefined => kept.get(db)?.get(operatorId)?.get(key),
    keep(db: Db, operatorId: number, key: string, value: T, readSince: number): void {
      if (generationOf(db, operatorId) !== readSince) return
      let forDb = kept.get(db)
      if (!forDb) {
        forDb = new Map()
        kept.set(db, forDb)
      }
      let forOperator = forDb.get(operatorId)
      if (!forOperator) {
        forOperator = new Map()
        forDb.set(operatorId, forOperator)
      }
      // Oldest first out: a Map iterates in insertion order.
      const oldest = forOperator.size >= maxKeysPerOperator ? forOperator.keys().next() : undefined
      if (oldest && !oldest.done) forOperator.delete(oldest.value)
      forOperator.set(key, value)
    },
    forget: (db: Db, operatorId: number): void => {
      kept.get(db)?.delete(operatorId)
    },
  }
}

export type ListTotals = {
  count: number
  total_amount_paise: number
  total_paid_paise: number
  total_balance_paise: number
}

/** Count and totals of the list per filter. */
const totals = operatorCache<ListTotals>(200)

/**
 * Whole answers per key: list pages (rows joined and shaped; 100 rows are about 60 KB), the filter options with
 * their counts, the collections dashboard per month, scope and day.
 */
const answers = operatorCache<{ data: unknown }>(150)

/** Figures the dashboard computes per section, scope and day (or minute, for those that move with the clock). */
const figures = operatorCache<object>(300)

export const cachedTotals = totals.get
export const keepTotals = totals.keep

/** The `{ data }` answer kept for `key` until the operator writes, else read now and kept; reusable. */
export async function keptAnswer<T extends object>(
  db: Db,
  operatorId: number,
  key: string,
  read: () => Promise<T>,
): Promise<{ data: T }> {
  // Each key is only ever kept with the answer of its own `read`.
  const kept = answers.get(db, operatorId, key) as { data: T } | undefined
  if (kept) return kept
  const since = generationOf(db, operatorId)
  const answer = reusable({ data: await read() })
  answers.keep(db, operatorId, key, answer, since)
  return answer
}

/** The figures kept for `key` until the operator writes, else read now and kept (not reusable: they are parts). */
export async function keptFigures<T extends object>(
  db: Db,
  operatorId: number,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  // Each key is only ever kept with the figures of its own `read`.
  const kept = figures.get(db, operatorId, key) as T | undefined
  if (kept) return kept
  const since = generationOf(db, operatorId)
  const value = await read()
  figures.keep(db, operatorId, key, value, since)
  return value
}

/** Forgets everything kept for an operator: any write of theirs calls it. */
export function forgetTotals(db: Db, operatorId: number): void {
  let forDb = generations.get(db)
  if (!forDb) {
    forDb = new Map()
    generations.set(db, forDb)
  }
  forDb.set(operatorId, generationOf(db, operatorId) + 1)
  totals.forget(db, operatorId)
  answers.forget(db, operatorId)
  figures.forget(db, operatorId)
}
