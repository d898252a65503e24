import { sql, type Kysely } from 'kysely'

/**
 * Night roll-call and outpasses (issue 15). One current mark per resident and night (`attendance_marks`), the marks
 * a re-mark replaced (`attendance_mark_revisions`); passes with their stored state (PENDING, APPROVED, REJECTED,
 * CANCELLED, OUT, RETURNED: OVERDUE, RETURNED_LATE and EXPIRED are derived from the clock on read), their timeline,
 * the messages sent about them, and each property's pass rules (a property without a row runs on the defaults).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attendance_marks')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id'))
    .addColumn('floor_id', 'integer', (c) => c.notNull().references('floors.id'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('attendance_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('PRESENT', 'ABSENT', 'LEAVE', 'LATE')`),
    )
    .addColumn('late_entry_time', 'text')
    .addColumn('remarks', 'text')
    .addColumn('marked_by_staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('marked_by_name', 'text')
    .addColumn('marked_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('attendance_marks_tenant_date', ['tenant_id', 'attendance_date'])
    .execute()
  await db.schema
    .createIndex('attendance_marks_floor_date')
    .on('attendance_marks')
    .columns(['property_id', 'attendance_date', 'floor_id'])
    .execute()

  await db.schema
    .createTable('attendance_mark_revisions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('mark_id', 'integer', (c) => c.notNull().references('attendance_marks.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('late_entry_time', 'text')
    .addColumn('remarks', 'text')
    .addColumn('marked_by_staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('marked_by_name', 'text')
    .addColumn('marked_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('attendance_mark_revisions_mark')
    .on('attendance_mark_revisions')
    .column('mark_id')
    .execute()

  await db.schema
    .createTable('outpass_setups')
    .addColumn('property_id', 'integer', (c) =>
      c.primaryKey().references('properties.id').onDelete('cascade'),
    )
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('is_enabled', 'integer', (c) => c.notNull())
    .addColumn('require_guardian_approval', 'integer', (c) => c.notNull())
    .addColumn('lead_hours_day_outing', 'integer', (c) => c.notNull())
    .addColumn('lead_hours_night_out', 'integer', (c) => c.notNull())
    .addColumn('lead_hours_home_leave', 'integer', (c) => c.notNull())
    .addColumn('lead_hours_emergency', 'integer', (c) => c.notNull())
    .addColumn('monthly_quota', 'integer')
    .addColumn('curfew_time', 'text', (c) => c.notNull())
    .addColumn('late_grace_minutes', 'integer', (c) => c.notNull())
    .addColumn('auto_approve_outing_hours', 'integer', (c) => c.notNull())
    .addColumn('auto_skip_meals', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('outpasses')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('DAY_OUTING', 'NIGHT_OUT', 'HOME_LEAVE', 'EMERGENCY')`),
    )
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED', 'OUT', 'RETURNED')`),
    )
    .addColumn('from_at', 'text', (c) => c.notNull())
    .addColumn('to_at', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text')
    .addColumn('guardian_approved', 'integer')
    .addColumn('actual_out_at', 'text')
    .addColumn('actual_in_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('outpasses_window', sql`to_at > from_at`)
    .execute()
  await db.schema
    .createIndex('outpasses_operator_from')
    .on('outpasses')
    .columns(['operator_id', 'from_at'])
    .execute()
  await db.schema.createIndex('outpasses_tenant').on('outpasses').columns(['tenant_id', 'from_at']).execute()

  await db.schema
    .createTable('outpass_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('outpass_id', 'integer', (c) => c.notNull().references('outpasses.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('by_staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('by_name', 'text')
    .addColumn('remarks', 'text')
    .execute()
  await db.schema.createIndex('outpass_events_outpass').on('outpass_events').column('outpass_id').execute()

  await db.schema
    .createTable('outpass_notices')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('outpass_id', 'integer', (c) => c.notNull().references('outpasses.id').onDelete('cascade'))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('outpass_notices_outpass').on('outpass_notices').column('outpass_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'outpass_notices',
    'outpass_events',
    'outpasses',
    'outpass_setups',
    'attendance_mark_revisions',
    'attendance_marks',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
