import type { Kysely } from 'kysely'

/**
 * The activity log (issue 19): one row for every write that changes money or occupancy, written in that write's
 * transaction, so a write that rolls back leaves none. Rows are never updated or deleted through the API.
 * - `session_id` is the signed-in session (`auth_tokens.id`) that made the change; null for changes the server
 *   makes by itself (a job, the seed).
 * - `operation` is the contract's operationId; `entity` and `entity_id` name the record changed (the id as text,
 *   since some records have text ids); `before_json` and `after_json` hold the fields that changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activity_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('session_id', 'integer')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('property_id', 'integer')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('activity_log_operator')
    .on('activity_log')
    .columns(['operator_id', 'at', 'id'])
    .execute()
  await db.schema
    .createIndex('activity_log_entity')
    .on('activity_log')
    .columns(['operator_id', 'entity', 'entity_id', 'id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activity_log').execute()
}
