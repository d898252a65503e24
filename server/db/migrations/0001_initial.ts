import { sql, type Kysely } from 'kysely'

/**
 * Reference data (countries, cities, institutions and their courses, tax types), operators with their
 * module flags, and sign-in (one-time codes and tokens). Migrations see the database as it was when they
 * were written, so they take an untyped Kysely.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('countries')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('iso_code', 'text', (c) => c.notNull().unique())
    .addColumn('isd_code', 'text', (c) => c.notNull())
    .addColumn('national_number_length', 'integer', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('currency_name', 'text', (c) => c.notNull())
    .addColumn('currency_symbol', 'text', (c) => c.notNull())
    .addColumn('decimal_places', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('cities')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addUniqueConstraint('cities_name_state_unique', ['name', 'state'])
    .execute()

  await db.schema
    .createTable('institutions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('COLLEGE')`))
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
    .execute()

  await db.schema
    .createTable('institution_courses')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('institution_id', 'integer', (c) => c.notNull().references('institutions.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) =>
      c.notNull().check(sql`level in ('UG', 'PG', 'DIPLOMA', 'DOCTORATE', 'OTHER')`),
    )
    .addColumn('duration_years', 'integer')
    .execute()
  await db.schema
    .createIndex('institution_courses_institution')
    .on('institution_courses')
    .column('institution_id')
    .execute()

  await db.schema
    .createTable('tax_types')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('tax_types_country_code_unique', ['country_id', 'code'])
    .execute()

  await db.schema
    .createTable('tax_type_rates')
    .addColumn('tax_type_id', 'integer', (c) => c.notNull().references('tax_types.id'))
    .addColumn('rate_bps', 'integer', (c) => c.notNull().check(sql`rate_bps between 0 and 10000`))
    .addPrimaryKeyConstraint('tax_type_rates_pk', ['tax_type_id', 'rate_bps'])
    .execute()

  await db.schema
    .createTable('operators')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('dial_code', 'text', (c) => c.notNull())
    .addColumn('phone_no', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('brand', 'text')
    .addColumn('email', 'text')
    .addColumn('user_type', 'text', (c) => c.notNull().defaultTo('operator'))
    .addColumn('is_active_user', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('image', 'text')
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('decimal_places', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('is_login_restricted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_type', 'text', (c) => c.notNull().defaultTo('GST'))
    .addColumn('upi_id', 'text')
    .addColumn('city_id', 'integer', (c) => c.references('cities.id'))
    .addColumn('property_count', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('operators_phone_unique', ['dial_code', 'phone_no'])
    .execute()

  await db.schema
    .createTable('auth_tokens')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('session', 'signup')`))
    .addColumn('operator_id', 'integer', (c) => c.references('operators.id').onDelete('cascade'))
    .addColumn('dial_code', 'text')
    .addColumn('phone_no', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addCheckConstraint(
      'auth_tokens_owner',
      sql`(kind = 'session' and operator_id is not null) or (kind = 'signup' and phone_no is not null)`,
    )
    .execute()

  await db.schema
    .createTable('otp_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dial_code', 'text', (c) => c.notNull())
    .addColumn('phone_no', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('SMS', 'CALL')`))
    .addColumn('code_salt', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('cancelled_at', 'text')
    .execute()
  await db.schema
    .createIndex('otp_codes_phone_created')
    .on('otp_codes')
    .columns(['dial_code', 'phone_no', 'created_at'])
    .execute()

  await db.schema
    .createTable('module_flags')
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('module_type', 'text', (c) => c.notNull().check(sql`module_type in ('expense', 'complaint')`))
    .addColumn('is_enabled', 'integer', (c) => c.notNull())
    .addColumn('is_active_data', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('module_flags_pk', ['operator_id', 'module_type'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'module_flags',
    'otp_codes',
    'auth_tokens',
    'operators',
    'tax_type_rates',
    'tax_types',
    'institution_courses',
    'institutions',
    'cities',
    'countries',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
