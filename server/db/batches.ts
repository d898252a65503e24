/**
 * SQLite binds at most 32,766 values per statement: lists longer than a few thousand go in batches, for
 * `in (…)` lists as for multi-row inserts.
 */
export const BATCH_SIZE = 500

export function chunks<T>(items: readonly T[], size = BATCH_SIZE): T[][] {
  const result: T[][] = []
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size))
  return result
}

/**
 * All rows of a query read a page at a time in ascending id (keyset: each page starts after the last id seen), so
 * that no single query holds the event loop for long: better-sqlite3 answers synchronously, and work off the request
 * path (report jobs, through yieldingDb) lets requests in between its queries.
 */
export async function readInPages<T extends { id: number }>(
  page: (afterId: number, size: number) => Promise<T[]>,
  size = 1_000,
): Promise<T[]> {
  const rows: T[] = []
  for (let afterId = 0; ;) {
    const next = await page(afterId, size)
    rows.push(...next)
    if (next.length < size) return rows
    afterId = next[next.length - 1].id
  }
}

/** Orders strings as SQLite's default (binary) collation does, for rows sorted after paged reads. */
export const binaryOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
