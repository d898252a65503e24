import type { Kysely } from 'kysely'
import { holdToOperator } from '../engine'

/**
 * Each operator's data version (issue 20): several server instances on one PostgreSQL database keep answers
 * per operator in memory, and a write through one moves the version, so the others see that what they keep is
 * old before they answer from it. One server on SQLite has no other instance to tell; the table stays empty.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operator_data_versions')
    .addColumn('operator_id', 'integer', (c) => c.primaryKey().references('operators.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute()
  await holdToOperator(db, 'operator_data_versions')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('operator_data_versions').execute()
}
