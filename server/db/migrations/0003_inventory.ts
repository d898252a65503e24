import { sql, type Kysely } from 'kysely'

/**
 * Properties and their inventory (floors, room types, rooms, room features, beds), the minimal tenant record
 * beds are let to, allotments (bed ↔ tenant over dates, from which bed status is derived, never stored) and
 * agreements. Dates are `yyyy-MM-dd` text, timestamps ISO-8601 UTC text, flags 0/1, money integer paise.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('properties')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('property_type', 'text', (c) =>
      c.notNull().check(sql`property_type in ('PG', 'HOSTEL', 'COLIVING', 'COMMERCIAL', 'RETAIL')`),
    )
    .addColumn('gender', 'text', (c) => c.check(sql`gender in ('BOYS', 'GIRLS', 'COED')`))
    .addColumn('description', 'text')
    .addColumn('image', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('address_line1', 'text', (c) => c.notNull())
    .addColumn('address_line2', 'text')
    .addColumn('locality', 'text')
    .addColumn('city_id', 'integer', (c) => c.references('cities.id'))
    .addColumn('city_name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('pincode', 'text', (c) => c.notNull())
    .addColumn('country_iso_code', 'text', (c) => c.notNull().defaultTo('IN'))
    .addColumn('contact_phone', 'text')
    .addColumn('manager_name', 'text')
    .addColumn('rent_cycle', 'text', (c) =>
      c
        .notNull()
        .defaultTo('CALENDAR_MONTH')
        .check(sql`rent_cycle in ('CALENDAR_MONTH', 'ANNIVERSARY')`),
    )
    .addColumn('rent_due_day', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('grace_days', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('pro_rate_method', 'text', (c) =>
      c
        .notNull()
        .defaultTo('ACTUAL_DAYS')
        .check(sql`pro_rate_method in ('ACTUAL_DAYS', 'THIRTY_DAYS', 'FULL_MONTH')`),
    )
    .addColumn('notice_period_days', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('lock_in_months', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('token_expiry_days', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('late_fee_type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('NONE')
        .check(sql`late_fee_type in ('NONE', 'FIXED', 'PERCENT', 'PER_DAY')`),
    )
    .addColumn('late_fee_value', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('food_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attendance_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('outpass_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('curfew_time', 'text')
    .addColumn('gst_registered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gstin', 'text')
    .addColumn('tax_rate_bps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pan', 'text')
    .addColumn('upi_id', 'text')
    .addColumn('payee_name', 'text')
    .addColumn('amenities', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('house_rules', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('properties_operator_name')
    .on('properties')
    .columns(['operator_id', 'name'])
    .execute()

  await db.schema
    .createTable('floors')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('floors_property_name_unique', ['property_id', 'name'])
    .execute()

  await db.schema
    .createTable('room_types')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sharing', 'integer', (c) => c.notNull().check(sql`sharing between 1 and 20`))
    .addColumn('is_ac', 'integer', (c) => c.notNull())
    .addColumn('bath_type', 'text', (c) => c.notNull().check(sql`bath_type in ('ATTACHED', 'COMMON')`))
    .addColumn('rent_paise', 'integer', (c) => c.notNull().check(sql`rent_paise >= 0`))
    .addColumn('deposit_paise', 'integer', (c) => c.notNull().check(sql`deposit_paise >= 0`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('room_types_property_name_unique', ['property_id', 'name'])
    .execute()

  await db.schema
    .createTable('room_features')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('room_features_property_name_unique', ['property_id', 'name'])
    .execute()

  await db.schema
    .createTable('room_type_features')
    .addColumn('room_type_id', 'integer', (c) => c.notNull().references('room_types.id').onDelete('cascade'))
    .addColumn('feature_id', 'integer', (c) => c.notNull().references('room_features.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('room_type_features_pk', ['room_type_id', 'feature_id'])
    .execute()

  await db.schema
    .createTable('rooms')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('floor_id', 'integer', (c) => c.notNull().references('floors.id'))
    .addColumn('room_type_id', 'integer', (c) => c.references('room_types.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sharing', 'integer', (c) => c.notNull().check(sql`sharing between 1 and 20`))
    .addColumn('is_ac', 'integer', (c) => c.notNull())
    .addColumn('bath_type', 'text', (c) => c.notNull().check(sql`bath_type in ('ATTACHED', 'COMMON')`))
    .addColumn('rent_paise', 'integer', (c) => c.notNull().check(sql`rent_paise >= 0`))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('meter_number', 'text')
    .addColumn('area_sqft', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('rooms_property_name_unique', ['property_id', 'name'])
    .execute()
  await db.schema.createIndex('rooms_floor').on('rooms').column('floor_id').execute()
  await db.schema.createIndex('rooms_room_type').on('rooms').column('room_type_id').execute()

  await db.schema
    .createTable('room_feature_links')
    .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('feature_id', 'integer', (c) => c.notNull().references('room_features.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('room_feature_links_pk', ['room_id', 'feature_id'])
    .execute()
  await db.schema
    .createIndex('room_feature_links_feature')
    .on('room_feature_links')
    .column('feature_id')
    .execute()

  await db.schema
    .createTable('beds')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rent_override_paise', 'integer', (c) => c.check(sql`rent_override_paise >= 0`))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('beds_room_name_unique', ['room_id', 'name'])
    .execute()
  // Covers the bed board's read of a property's beds (no table lookups for 10,000 rows).
  await db.schema
    .createIndex('beds_board')
    .on('beds')
    .columns(['property_id', 'room_id', 'name', 'is_active', 'rent_override_paise'])
    .execute()

  await db.schema
    .createTable('tenants')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('dial_code', 'text', (c) => c.notNull())
    .addColumn('phone_no', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('gender', 'text', (c) => c.notNull().check(sql`gender in ('MALE', 'FEMALE', 'OTHER')`))
    .addColumn('occupation', 'text', (c) =>
      c
        .notNull()
        .defaultTo('OTHER')
        .check(sql`occupation in ('STUDENT', 'PROFESSIONAL', 'OTHER')`),
    )
    .addColumn('image', 'text')
    .addColumn('rent_paise', 'integer', (c) => c.notNull().check(sql`rent_paise >= 0`))
    .addColumn('deposit_paise', 'integer', (c) => c.notNull().check(sql`deposit_paise >= 0`))
    .addColumn('move_in_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('tenants_operator_property')
    .on('tenants')
    .columns(['operator_id', 'property_id'])
    .execute()

  await db.schema
    .createTable('allotments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('bed_id', 'integer', (c) => c.notNull().references('beds.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('move_out_date', 'text')
    .addColumn('rent_paise', 'integer', (c) => c.notNull().check(sql`rent_paise >= 0`))
    .addColumn('deposit_paise', 'integer', (c) => c.notNull().check(sql`deposit_paise >= 0`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('unlinked_at', 'text')
    .addColumn('unlink_reason', 'text')
    .addCheckConstraint('allotments_end_after_start', sql`end_date is null or end_date >= start_date`)
    .addCheckConstraint(
      'allotments_move_out_after_start',
      sql`move_out_date is null or move_out_date >= start_date`,
    )
    .execute()
  // The bed board seeks each bed's earliest live allotment not yet over, from the index alone (it lists every
  // column the seek reads, unlinked_at included, which is always null here).
  await db.schema
    .createIndex('allotments_bed_live')
    .on('allotments')
    .columns(['bed_id', 'start_date', 'move_out_date', 'end_date', 'unlinked_at'])
    .where(sql.ref('unlinked_at'), 'is', null)
    .execute()
  await db.schema
    .createIndex('allotments_property_start')
    .on('allotments')
    .columns(['property_id', 'start_date'])
    .execute()
  await db.schema
    .createIndex('allotments_tenant_start')
    .on('allotments')
    .columns(['tenant_id', 'start_date'])
    .execute()

  await db.schema
    .createTable('agreements')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('allotment_id', 'integer', (c) => c.references('allotments.id'))
    .addColumn('bed_id', 'integer', (c) => c.references('beds.id'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('GENERATED', 'SIGNED', 'EXPIRED', 'CANCELLED')`),
    )
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('term_months', 'integer', (c) => c.notNull())
    .addColumn('lock_in_months', 'integer', (c) => c.notNull())
    .addColumn('notice_period_days', 'integer', (c) => c.notNull())
    .addColumn('rent_paise', 'integer', (c) => c.notNull())
    .addColumn('deposit_paise', 'integer', (c) => c.notNull())
    .addColumn('rent_due_day', 'integer', (c) => c.notNull())
    .addColumn('inclusions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('e_stamp_number', 'text')
    .addColumn('document_id', 'integer')
    .addColumn('signed_document_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('agreements_allotment').on('agreements').column('allotment_id').execute()
  await db.schema.createIndex('agreements_tenant').on('agreements').column('tenant_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'agreements',
    'allotments',
    'tenants',
    'beds',
    'room_feature_links',
    'rooms',
    'room_type_features',
    'room_features',
    'room_types',
    'floors',
    'properties',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
