import { sql, type Kysely } from 'kysely'

const TENANT_COLUMNS: readonly [string, string][] = [
  ['country_iso_code', "text not null default 'IN'"],
  ['date_of_birth', 'text'],
  [
    'food_preference',
    "text not null default 'VEG' check (food_preference in ('VEG', 'NON_VEG', 'JAIN', 'EGG'))",
  ],
  ['institution_id', 'integer references institutions(id)'],
  ['course_id', 'integer references institution_courses(id)'],
  ['year_of_study', 'integer'],
  ['company', 'text'],
  ['designation', 'text'],
  ['guardian_name', 'text'],
  ['guardian_relation', 'text'],
  ['guardian_phone', 'text'],
  ['emergency_contact_name', 'text'],
  ['emergency_contact_phone', 'text'],
  ['permanent_address', 'text'],
  [
    'kyc_id_type',
    "text check (kyc_id_type in ('AADHAAR', 'PAN', 'PASSPORT', 'DRIVING_LICENCE', 'VOTER_ID'))",
  ],
  ['kyc_id_last4', 'text'],
  [
    'police_verification_status',
    "text not null default 'PENDING' check (police_verification_status in ('PENDING', 'SUBMITTED', 'VERIFIED', 'NOT_APPLICABLE'))",
  ],
  ['nationality', 'text'],
  ['passport_last4', 'text'],
  ['visa_type', 'text'],
  ['visa_expiry_date', 'text'],
  ['deposit_held_paise', 'integer not null default 0 check (deposit_held_paise >= 0)'],
  ['token_paid_paise', 'integer not null default 0 check (token_paid_paise >= 0)'],
  ['advance_balance_paise', 'integer not null default 0 check (advance_balance_paise >= 0)'],
  ['rent_due_day', 'integer'],
  ['lock_in_months', 'integer'],
  ['notice_period_days', 'integer'],
  ['tenant_onboarding_id', 'integer'],
  ['bank_account_id', 'integer'],
  ['refund_account_holder', 'text'],
  ['refund_account_last4', 'text'],
  ['refund_ifsc', 'text'],
  ['refund_bank_name', 'text'],
  ['refund_upi_id', 'text'],
]

/**
 * The tenants feature (issue 6): the rest of the tenant record (personal, KYC as last 4 characters only, stay
 * terms, money held), stored files (uploads under the data folder with random names), tenant documents,
 * move-in token requests and move-out offboardings. Stay terms left null follow the property's settings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, definition] of TENANT_COLUMNS) {
    await sql`alter table tenants add column ${sql.raw(column)} ${sql.raw(definition)}`.execute(db)
  }
  // Seeded and earlier tenants held the deposit they agreed.
  await sql`update tenants set deposit_held_paise = deposit_paise`.execute(db)

  await db.schema
    .createTable('stored_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) =>
      c.notNull().check(sql`content_type in ('application/pdf', 'image/jpeg', 'image/png')`),
    )
    .addColumn('size_bytes', 'integer', (c) => c.notNull().check(sql`size_bytes > 0`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('tenant_documents')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('stored_files.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`category in ('ID_PROOF', 'ADDRESS_PROOF', 'PHOTO', 'AGREEMENT', 'POLICE_VERIFICATION', 'VISA', 'OTHER')`,
        ),
    )
    .addColumn('kyc_id_type', 'text')
    .addColumn('verification_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('PENDING')
        .check(sql`verification_status in ('PENDING', 'VERIFIED', 'REJECTED')`),
    )
    .addColumn('agreement_id', 'integer', (c) => c.references('agreements.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('tenant_documents_tenant')
    .on('tenant_documents')
    .columns(['tenant_id', 'category'])
    .execute()

  await db.schema
    .createTable('token_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('dial_code', 'text', (c) => c.notNull())
    .addColumn('phone_no', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.check(sql`gender in ('MALE', 'FEMALE', 'OTHER')`))
    .addColumn('bed_id', 'integer', (c) => c.references('beds.id'))
    .addColumn('room_type_id', 'integer', (c) => c.references('room_types.id'))
    .addColumn('expected_move_in_date', 'text', (c) => c.notNull())
    .addColumn('rent_paise', 'integer', (c) => c.notNull().check(sql`rent_paise >= 0`))
    .addColumn('deposit_paise', 'integer', (c) => c.notNull().check(sql`deposit_paise >= 0`))
    .addColumn('token_paise', 'integer', (c) => c.notNull().check(sql`token_paise >= 0`))
    .addColumn('token_paid_paise', 'integer', (c) => c.notNull().check(sql`token_paid_paise >= 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('PENDING', 'APPROVED', 'REJECTED', 'CONVERTED', 'EXPIRED')`),
    )
    .addColumn('source', 'text', (c) =>
      c.notNull().check(sql`source in ('WALK_IN', 'REFERRAL', 'ONLINE', 'SOCIAL', 'OTHER')`),
    )
    .addColumn('notes', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('refund_paise', 'integer')
    .addColumn('expires_on', 'text')
    .addColumn('tenant_id', 'integer', (c) => c.references('tenants.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('token_requests_operator')
    .on('token_requests')
    .columns(['operator_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('offboardings')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('allotment_id', 'integer', (c) => c.references('allotments.id'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('RAISED', 'REJECTED', 'COMPLETED')`))
    .addColumn('notice_date', 'text', (c) => c.notNull())
    .addColumn('move_out_date', 'text', (c) => c.notNull())
    .addColumn('actual_move_out_date', 'text')
    .addColumn('deductions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('waive_notice_shortfall', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('waive_lock_in_penalty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('settlement', 'text')
    .addColumn('reason', 'text')
    .addColumn('remarks', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('refund_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('NOT_APPLICABLE')
        .check(sql`refund_status in ('NOT_APPLICABLE', 'PENDING', 'PROCESSING', 'COMPLETED', 'FAILED')`),
    )
    .addColumn('refund_mode', 'text')
    .addColumn('refund_reference', 'text')
    .addColumn('refund_date', 'text')
    .addColumn('room_inspected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('keys_returned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('meter_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('final_meter_reading', 'real')
    .addColumn('collection_id', 'integer')
    .addColumn('history', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('raised_by_name', 'text')
    .addColumn('raised_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute()
  await db.schema
    .createIndex('offboardings_operator_move_out')
    .on('offboardings')
    .columns(['operator_id', 'move_out_date'])
    .execute()
  await db.schema.createIndex('offboardings_tenant').on('offboardings').column('tenant_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['offboardings', 'token_requests', 'tenant_documents', 'stored_files']) {
    await db.schema.dropTable(table).execute()
  }
  for (const [column] of [...TENANT_COLUMNS].reverse()) {
    await sql`alter table tenants drop column ${sql.raw(column)}`.execute(db)
  }
}
