import type { Kysely } from 'kysely'
import { holdToServer } from '../engine'

/**
 * Sign-in code sends (issue 20): the per-address and per-phone hourly limits and the resend cooldown were kept in
 * one process's memory, so several server instances behind one address would each have given the whole
 * allowance. Each send is a row, counted by address (and phone) over the last hour; rows older than an hour are
 * deleted as sends go, so the table holds one hour of sends. No request reads it after sign-in: on PostgreSQL it
 * is the server's own, as otp_codes is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('otp_sends')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('dial_code', 'text', (c) => c.notNull())
    .addColumn('phone_no', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('otp_sends_address').on('otp_sends').columns(['address', 'sent_at']).execute()
  await db.schema.createIndex('otp_sends_sent_at').on('otp_sends').column('sent_at').execute()
  await holdToServer(db, 'otp_sends')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('otp_sends').execute()
}
