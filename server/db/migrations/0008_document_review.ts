import { sql, type Kysely } from 'kysely'

/**
 * Document review (issue 14): why a document was rejected, who last verified or rejected it and when, and the
 * expiry date of IDs that expire (passport, visa, driving licence). Documents already verified or rejected are
 * stamped with their last change and their operator's name, the only person who can have reviewed them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['rejection_reason', 'verified_at', 'verified_by_name', 'expiry_date']) {
    await db.schema.alterTable('tenant_documents').addColumn(column, 'text').execute()
  }
  await sql`
    update tenant_documents set verified_at = updated_at,
      verified_by_name = (select name from operators where operators.id = tenant_documents.operator_id)
    where verification_status in ('VERIFIED', 'REJECTED')`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['expiry_date', 'verified_by_name', 'verified_at', 'rejection_reason']) {
    await db.schema.alterTable('tenant_documents').dropColumn(column).execute()
  }
}
