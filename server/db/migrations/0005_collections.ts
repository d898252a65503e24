import { sql, type Kysely } from 'kysely'
import { BANKS } from '../../collections/bankCatalogue'

const MODES = sql`('CASH', 'UPI', 'NEFT', 'IMPS', 'RTGS', 'CHEQUE', 'CARD', 'DEPOSIT_ADJUSTMENT', 'ADVANCE_ADJUSTMENT')`

/**
 * Collections (a tenant's dues), the payments recorded against them (`collection_transactions`, with their audit
 * trail), idempotency replays, reminders, remarks, payment links and proofs, receipt serials, rent-QR credits, the
 * bank catalogue and the operator's bank accounts. Money is integer paise; `paid_paise` and `balance_paise` are
 * kept in step with the SUCCESS payments in the same transaction that changes them, so that lists of 100,000
 * collections filter and sort by index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('collections')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('allotment_id', 'integer')
    .addColumn('offboarding_id', 'integer')
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('RENT', 'OTHERS')`))
    .addColumn('charge_kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('period_start', 'text')
    .addColumn('period_end', 'text')
    .addColumn('period_label', 'text')
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('overdue_from', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise >= 0`))
    .addColumn('tax_paise', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`tax_paise >= 0`),
    )
    .addColumn('paid_paise', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`paid_paise >= 0`),
    )
    .addColumn('waived_paise', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`waived_paise >= 0`),
    )
    .addColumn('balance_paise', 'integer', (c) => c.notNull().check(sql`balance_paise >= 0`))
    .addColumn('is_settled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_payment_mode', 'text')
    .addColumn('last_paid_on', 'text')
    .addColumn('receipt_number', 'text')
    .addColumn('reminder_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_reminded_at', 'text')
    .addColumn('created_by_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'collections_balance',
      sql`balance_paise = amount_paise - paid_paise - waived_paise and is_settled = case when balance_paise = 0 then 1 else 0 end`,
    )
    .execute()
  // The Due tab (oldest due first) and the Received tab (newest payment first), covering count and totals.
  await db.schema
    .createIndex('collections_due_tab')
    .on('collections')
    .columns(['operator_id', 'is_settled', 'due_date', 'id', 'amount_paise', 'balance_paise'])
    .execute()
  await db.schema
    .createIndex('collections_received_tab')
    .on('collections')
    .columns(['operator_id', 'is_settled', 'last_paid_on', 'id'])
    .execute()
  await db.schema
    .createIndex('collections_tenant')
    .on('collections')
    .columns(['tenant_id', 'due_date'])
    .execute()
  await db.schema
    .createIndex('collections_property')
    .on('collections')
    .columns(['property_id', 'due_date', 'balance_paise'])
    .execute()

  await db.schema
    .createTable('collection_transactions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('collection_id', 'integer', (c) =>
      c.notNull().references('collections.id').onDelete('cascade'),
    )
    .addColumn('property_id', 'integer', (c) => c.notNull())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise > 0`))
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ${MODES}`))
    .addColumn('reference', 'text')
    .addColumn('paid_on', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('recorded_by_name', 'text')
    .addColumn('collected_by_staff_id', 'integer')
    .addColumn('collected_by_name', 'text')
    .addColumn('source', 'text', (c) =>
      c.notNull().check(sql`source in ('MANUAL', 'BULK', 'RENT_QR', 'PAYMENT_LINK', 'SETTLEMENT')`),
    )
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('SUCCESS', 'DELETED', 'REVERTED')`))
    .addColumn('remarks', 'text')
    .addColumn('receipt_number', 'text')
    .addColumn('proof_id', 'integer')
    .addColumn('rent_qr_transaction_id', 'integer')
    .execute()
  await db.schema
    .createIndex('collection_transactions_list')
    .on('collection_transactions')
    .columns(['operator_id', 'paid_on', 'id'])
    .execute()
  await db.schema
    .createIndex('collection_transactions_collection')
    .on('collection_transactions')
    .columns(['collection_id', 'status'])
    .execute()

  await db.schema
    .createTable('transaction_audit')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('transaction_id', 'integer', (c) =>
      c.notNull().references('collection_transactions.id').onDelete('cascade'),
    )
    .addColumn('action', 'text', (c) =>
      c.notNull().check(sql`action in ('RECORDED', 'RECEIPT_SENT', 'DELETED', 'REVERTED')`),
    )
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('by_name', 'text')
    .addColumn('reason', 'text')
    .execute()
  await db.schema
    .createIndex('transaction_audit_transaction')
    .on('transaction_audit')
    .column('transaction_id')
    .execute()

  await db.schema
    .createTable('idempotent_requests')
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotent_requests_pk', ['operator_id', 'key'])
    .execute()

  await db.schema
    .createTable('collection_reminders')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('collection_id', 'integer', (c) =>
      c.notNull().references('collections.id').onDelete('cascade'),
    )
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('SMS', 'WHATSAPP')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('RECORDED', 'SENT', 'FAILED')`))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('collection_reminders_collection')
    .on('collection_reminders')
    .columns(['collection_id', 'sent_at'])
    .execute()

  await db.schema
    .createTable('collection_remarks')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('collection_id', 'integer', (c) =>
      c.notNull().references('collections.id').onDelete('cascade'),
    )
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('collection_remarks_collection')
    .on('collection_remarks')
    .columns(['collection_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('payment_links')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('collection_id', 'integer', (c) => c.references('collections.id').onDelete('cascade'))
    .addColumn('tenant_onboarding_id', 'integer')
    .addColumn('property_id', 'integer', (c) => c.notNull())
    .addColumn('tenant_first_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('period_label', 'text')
    .addColumn('due_date', 'text')
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise > 0`))
    .addColumn('upi_id', 'text', (c) => c.notNull())
    .addColumn('payee_name', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('ACTIVE', 'PAID', 'EXPIRED', 'CANCELLED')`),
    )
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('payment_links_collection')
    .on('payment_links')
    .column('collection_id')
    .execute()

  await db.schema
    .createTable('payment_proofs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('collection_id', 'integer', (c) =>
      c.notNull().references('collections.id').onDelete('cascade'),
    )
    .addColumn('file_id', 'text', (c) => c.notNull().references('stored_files.id'))
    .addColumn('amount_paise', 'integer')
    .addColumn('reference', 'text')
    .addColumn('paid_on', 'text')
    .addColumn('remarks', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('SUBMITTED', 'ACCEPTED', 'REJECTED')`),
    )
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('payment_proofs_collection')
    .on('payment_proofs')
    .column('collection_id')
    .execute()

  await db.schema
    .createTable('receipt_serials')
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('last_serial', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('receipt_serials_pk', ['property_id', 'financial_year'])
    .execute()

  await db.schema
    .createTable('banks')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('short_name', 'text')
    .addColumn('ifsc_prefix', 'text')
    .execute()
  await (db as Kysely<{ banks: { name: string; short_name: string; ifsc_prefix: string } }>)
    .insertInto('banks')
    .values(BANKS.map(([name, short_name, ifsc_prefix]) => ({ name, short_name, ifsc_prefix })))
    .execute()

  await db.schema
    .createTable('bank_accounts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('bank_id', 'integer', (c) => c.notNull().references('banks.id'))
    .addColumn('account_holder_name', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('ifsc', 'text', (c) => c.notNull())
    .addColumn('upi_id', 'text')
    .addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('bank_accounts_operator').on('bank_accounts').column('operator_id').execute()
  await db.schema
    .createTable('bank_account_properties')
    .addColumn('bank_account_id', 'integer', (c) =>
      c.notNull().references('bank_accounts.id').onDelete('cascade'),
    )
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('bank_account_properties_pk', ['bank_account_id', 'property_id'])
    .execute()
  await db.schema
    .createTable('rent_qr_transactions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('property_id', 'integer', (c) => c.references('properties.id').onDelete('set null'))
    .addColumn('bank_account_id', 'integer', (c) => c.references('bank_accounts.id').onDelete('set null'))
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise > 0`))
    .addColumn('utr', 'text', (c) => c.notNull())
    .addColumn('payer_name', 'text')
    .addColumn('payer_vpa', 'text')
    .addColumn('note', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('MATCHED', 'UNMATCHED', 'REFUNDED')`),
    )
    .addColumn('qr_label', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'integer', (c) => c.references('tenants.id').onDelete('set null'))
    .addColumn('collection_id', 'integer', (c) => c.references('collections.id').onDelete('set null'))
    .addColumn('transaction_id', 'integer', (c) =>
      c.references('collection_transactions.id').onDelete('set null'),
    )
    .addColumn('matched_at', 'text')
    .addColumn('matched_by_name', 'text')
    .execute()
  await db.schema
    .createIndex('rent_qr_transactions_list')
    .on('rent_qr_transactions')
    .columns(['operator_id', 'received_at', 'id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'rent_qr_transactions',
    'bank_account_properties',
    'bank_accounts',
    'banks',
    'receipt_serials',
    'payment_proofs',
    'payment_links',
    'collection_remarks',
    'collection_reminders',
    'idempotent_requests',
    'transaction_audit',
    'collection_transactions',
    'collections',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
