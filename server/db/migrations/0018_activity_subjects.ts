import type { Kysely } from 'kysely'

/**
 * The records an activity entry names (issue 19): one request is one entry, but a bulk mark-paid or a move-out
 * touches several records, and each record's History must find the entry. `activity_log_subjects` holds every
 * (entity, entity_id) an entry names, its main record included, so a record's history is one indexed join.
 * Rows are written with their entry, in the write's transaction, and never changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activity_log_subjects')
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('activity_log.id').onDelete('cascade'))
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('activity_log_subjects_pk', ['entry_id', 'entity', 'entity_id'])
    .execute()
  await db.schema
    .createIndex('activity_log_subjects_record')
    .on('activity_log_subjects')
    .columns(['entity', 'entity_id', 'entry_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activity_log_subjects').execute()
}
