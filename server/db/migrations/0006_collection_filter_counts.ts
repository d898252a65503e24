import type { Kysely } from 'kysely'

/**
 * A covering index for the collection filter options' counts (property, type, mode and month per tab): one
 * grouped pass over it reads no table row, ~25 ms at 40,000 due collections instead of ~50–100 ms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('collections_filter_counts')
    .on('collections')
    .columns(['operator_id', 'is_settled', 'property_id', 'type', 'last_payment_mode', 'due_date'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('collections_filter_counts').execute()
}
