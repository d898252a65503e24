import type { Db } from '../db/database'
import { changedStatements, engine } from '../db/engine'
import { inRequestScope } from '../db/requestScope'
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

/** The operator's data version each instance's kept answers were read at (PostgreSQL: several instances). */
const versions = new WeakMap<Db, Map<number, number>>()

/**
 * On PostgreSQL, other instances write too: before answering from what it keeps for an operator, an instance
 * reads the operator's data version (moved by every write in the writing transaction, migration 0020), and
 * forgets what it keeps when the version moved. A write's notification usually has it forgotten already; this
 * read makes it so even when the notification is still on its way. One instance on SQLite has nothing to read.
 */
export async function catchUpWithOtherInstances(db: Db, operatorId: number): Promise<void> {
  if (engine() !== 'postgres') return
  const row = await db
    .selectFrom('operator_data_versions')
    .select('version')
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  const version = Number(row?.version ?? 0)
  let forDb = versions.get(db)
  if (!forDb) {
    forDb = new Map()
    versions.set(db, forDb)
  }
  if (forDb.get(operatorId) === version) return
  forgetLocally(db, operatorId)
  forDb.set(operatorId, version)
}

/** The `{ data }` answer kept for `key` until the operator writes, else read now and kept; reusable. */
export async function keptAnswer<T extends object>(
  db: Db,
  operatorId: number,
  key: string,
  read: () => Promise<T>,
): Promise<{ data: T }> {
  await catchUpWithOtherInstances(db, operatorId)
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
  await catchUpWithOtherInstances(db, operatorId)
  // Each key is only ever kept with the figures of its own `read`.
  const kept = figures.get(db, operatorId, key) as T | undefined
  if (kept) return kept
  const since = generationOf(db, operatorId)
  const value = await read()
  figures.keep(db, operatorId, key, value, since)
  return value
}

/**
 * Forgets everything kept for an operator: any write of theirs calls it. On PostgreSQL a write outside a request
 * (a sweep) also moves the operator's data version and tells the other instances; a request's write does so in
 * its own transaction (requestScope.ts).
 */
export function forgetTotals(db: Db, operatorId: number): void {
  forgetLocally(db, operatorId)
  if (engine() === 'postgres' && !inRequestScope()) void announceChange(db, operatorId)
}

async function announceChange(db: Db, operatorId: number): Promise<void> {
  for (const statement of changedStatements(operatorId)) await db.executeQuery(statement)
}

/** Forgets what this instance keeps for an operator (another instance's write, told through PostgreSQL). */
export function forgetLocally(db: Db, operatorId: number): void {
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
