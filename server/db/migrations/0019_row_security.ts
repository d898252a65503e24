import type { Kysely } from 'kysely'
import { disableRowLevelSecurity, enableRowLevelSecurity } from '../engine'

/**
 * Row-level security per operator on PostgreSQL (issue 20): `operator_id` on every table of an operator's data,
 * and policies binding the role requests run as. SQLite has no such thing; there this migration changes nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await enableRowLevelSecurity(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await disableRowLevelSecurity(db)
}
