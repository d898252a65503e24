import type { Kysely } from 'kysely'

/**
 * Settings (issue 19), as columns on the tables they describe:
 * - `operators`: the business profile's GSTIN, registered address and its state (GST state code), the payee name
 *   that goes with the operator-wide UPI id (`upi_id` exists), and the reminder schedule (on/off, days before the
 *   due date and after it as comma-separated day counts, on the day itself, channel). The schedule is off until
 *   the operator turns it on.
 * - `bank_accounts`: `is_active` (accounts are deactivated, never deleted: links and tenants point at them) and a
 *   nickname the operator gives an account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('operators').addColumn('gstin', 'text').execute()
  await db.schema.alterTable('operators').addColumn('registered_address', 'text').execute()
  await db.schema.alterTable('operators').addColumn('state_code', 'text').execute()
  await db.schema.alterTable('operators').addColumn('payee_name', 'text').execute()
  await db.schema
    .alterTable('operators')
    .addColumn('reminder_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('operators')
    .addColumn('reminder_days_before', 'text', (c) => c.notNull().defaultTo('3,1'))
    .execute()
  await db.schema
    .alterTable('operators')
    .addColumn('reminder_on_due_day', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.schema
    .alterTable('operators')
    .addColumn('reminder_days_after', 'text', (c) => c.notNull().defaultTo('1,3,7'))
    .execute()
  await db.schema
    .alterTable('operators')
    .addColumn('reminder_channel', 'text', (c) => c.notNull().defaultTo('SMS'))
    .execute()
  await db.schema
    .alterTable('bank_accounts')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.schema.alterTable('bank_accounts').addColumn('nickname', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['is_active', 'nickname']) {
    await db.schema.alterTable('bank_accounts').dropColumn(column).execute()
  }
  for (const column of [
    'gstin',
    'registered_address',
    'state_code',
    'payee_name',
    'reminder_enabled',
    'reminder_days_before',
    'reminder_on_due_day',
    'reminder_days_after',
    'reminder_channel',
  ]) {
    await db.schema.alterTable('operators').dropColumn(column).execute()
  }
}
