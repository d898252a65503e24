import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely'

/** `%text%` with LIKE's wildcards escaped, lower-cased for a case-insensitive match. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Case-insensitive substring match on a column, the same on SQLite and PostgreSQL. */
export const contains = (column: string, text: string): RawBuilder<boolean> =>
  sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`

/** The number of rows a filtered query matches, before any offset or limit. */
export async function countRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  // Kysely cannot name the row type of a generic query, so the added `count` is read by name.
  const row: object = await query.select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow()
  return 'count' in row ? Number(row.count) : 0
}
