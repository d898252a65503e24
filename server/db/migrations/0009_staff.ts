import { sql, type Kysely } from 'kysely'

/**
 * Staff (issue 15): the operator's team, the properties each works at (none listed when `all_properties`), and the
 * cash-in-hand ledger's handovers. Payments already name a staff member in `collection_transactions
 * .collected_by_staff_id`; a handover covers the cash payments recorded after the previous one's `covered_until`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('dial_code', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('all_properties', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('can_collect_cash', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('police_verification_status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('police_verification_date', 'text')
    .addColumn('joined_on', 'text')
    .addColumn('monthly_salary_paise', 'integer', (c) => c.check(sql`monthly_salary_paise >= 0`))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('staff_operator_phone', ['operator_id', 'dial_code', 'phone_number'])
    .execute()
  await db.schema.createIndex('staff_operator_name').on('staff').columns(['operator_id', 'name']).execute()

  await db.schema
    .createTable('staff_properties')
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('staff_properties_pk', ['staff_id', 'property_id'])
    .execute()
  await db.schema
    .createIndex('staff_properties_property')
    .on('staff_properties')
    .column('property_id')
    .execute()

  await db.schema
    .createTable('cash_handovers')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('DRAFT', 'SUBMITTED', 'ACCEPTED', 'DISPUTED')`),
    )
    .addColumn('expected_paise', 'integer', (c) => c.check(sql`expected_paise >= 0`))
    .addColumn('declared_paise', 'integer', (c) => c.notNull().check(sql`declared_paise >= 0`))
    .addColumn('payment_count', 'integer')
    .addColumn('covered_from', 'text')
    .addColumn('covered_until', 'text')
    .addColumn('note', 'text')
    .addColumn('dispute_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    .addColumn('settled_at', 'text')
    .execute()
  await db.schema
    .createIndex('cash_handovers_staff')
    .on('cash_handovers')
    .columns(['staff_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('collection_transactions_staff')
    .on('collection_transactions')
    .columns(['collected_by_staff_id', 'recorded_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('collection_transactions_staff').execute()
  await db.schema.dropTable('cash_handovers').execute()
  await db.schema.dropTable('staff_properties').execute()
  await db.schema.dropTable('staff').execute()
}
