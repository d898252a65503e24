import { sql } from 'kysely'

/**
 * SQL: `column` (a column or expression written in code, never taken from input) is one of `ids`; no ids match
 * nothing. For raw-SQL figures scoped to the properties a caller may see.
 */
export const inIds = (column: string, ids: readonly number[]) =>
  ids.length ? sql`${sql.raw(column)} in (${sql.join(ids)})` : sql`1 = 0`
