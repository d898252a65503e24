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
