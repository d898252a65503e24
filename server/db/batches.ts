/**
 * SQLite binds at most 32,766 values per statement: lists longer than a few thousand go in batches, for
 * `in (…)` lists as for multi-row inserts.
 */
export const BATCH_SIZE = 500

/**
 * Reads off the request path (report jobs) go in batches of this many ids: a read of 500 ids with joins holds the
 * event loop for 10–20 ms, and requests served between batches wait for at most one batch.
 */
export const READ_BATCH_SIZE = 100

export function chunks<T>(items: readonly T[], size = BATCH_SIZE): T[][] {
  const result: T[][] = []
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size))
  return result
}

/**
 * The rows of `ids` read a chunk of ids at a time, so that no single query holds the event loop for long:
 * better-sqlite3 answers synchronously, and work off the request path (report jobs, through yieldingDb) lets
 * requests in between its queries. Take the ids from one narrow query of the filters, then read the wide rows
 * by primary key here (keyset pages over a filtered index would scan the whole index for each page).
 */
export async function readByIds<T>(
  ids: readonly number[],
  read: (batch: number[]) => Promise<T[]>,
): Promise<T[]> {
  const rows: T[] = []
  for (const batch of chunks(ids, READ_BATCH_SIZE)) rows.push(...(await read(batch)))
  return rows
}

/** Orders strings as SQLite's default (binary) collation does, for rows sorted after paged reads. */
export const binaryOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
