import { sql, type Generated, type Kysely } from 'kysely'
import { replaceColumnCheck } from '../engine'
import { COMPLAINT_TYPES } from '../reference/complaintTypes'
import { EXPENSE_CATEGORIES } from '../reference/expenseCategories'

/** The reference tables as this migration wrote them. */
interface ReferenceTables {
  complaint_types: { id: Generated<number>; category: string; name: string; sort_order: number }
  expense_categories: {
    id: Generated<number>
    code: string
    name: string
    category_group: string
    tds_section: string | null
    sort_order: number
  }
}

const FILE_TYPES = sql`content_type in ('application/pdf', 'image/jpeg', 'image/png', 'video/mp4')`
const STATUSES = sql`('OPEN', 'IN_PROGRESS', 'ON_HOLD', 'DECLINED', 'RESOLVED', 'CLOSED')`
const PRIORITIES = sql`('LOW', 'MEDIUM', 'HIGH', 'URGENT')`
const MODES = sql`('CASH', 'UPI', 'BANK_TRANSFER', 'CHEQUE', 'CARD')`
const GST_RATES = sql`(0, 5, 12, 18, 28)`

/**
 * Complaints, vendors and expenses (issue 16).
 * - Stored files may now be MP4 videos (complaint attachments): `stored_files` is rebuilt with the wider check.
 * - Complaint types are reference rows (one per category); an operator's SLA targets and switch for a type live in
 *   `complaint_type_settings` (no row: the defaults). A complaint keeps the status it was last moved to; CLOSED by
 *   the 7-day rule is derived on read. Its SLA clock: `clock_started_at` (raised, or raised again), the targets it
 *   runs on, the minutes spent on hold before now, and `hold_started_at` while ON_HOLD.
 * - One vendor table serves both kinds of record, with its services and properties (none listed: all).
 * - Expense categories are reference rows. An expense links to the complaint whose cost it is
 *   (`expenses.complaint_id`, the only link: the complaint's expense is its expense not voided). An all-properties
 *   expense keeps its allocation by beds as recorded. A template's drafts are unique per period.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceColumnCheck(db, {
    table: 'stored_files',
    column: 'content_type',
    check: FILE_TYPES,
    rebuild: async () => {
      await db.schema
        .createTable('stored_files_next')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('operator_id', 'integer', (c) =>
          c.notNull().references('operators.id').onDelete('cascade'),
        )
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull().check(FILE_TYPES))
        .addColumn('size_bytes', 'integer', (c) => c.notNull().check(sql`size_bytes > 0`))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await sql`insert into stored_files_next select id, operator_id, purpose, file_name, content_type, size_bytes, created_at from stored_files`.execute(
        db,
      )
      await db.schema.dropTable('stored_files').execute()
      await db.schema.alterTable('stored_files_next').renameTo('stored_files').execute()
    },
  })

  await db.schema
    .createTable('complaint_types')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('category', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('complaint_type_settings')
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('type_id', 'integer', (c) => c.notNull().references('complaint_types.id'))
    .addColumn('is_active', 'integer', (c) => c.notNull())
    .addColumn('sla_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('complaint_type_settings_pk', ['operator_id', 'type_id'])
    .execute()

  await db.schema
    .createTable('vendors')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text')
    .addColumn('email', 'text')
    .addColumn('gstin', 'text')
    .addColumn('pan', 'text')
    .addColumn('upi_id', 'text')
    .addColumn('bank_account_name', 'text')
    .addColumn('bank_account_number', 'text')
    .addColumn('bank_ifsc', 'text')
    .addColumn('address', 'text')
    .addColumn('serves_complaints', 'integer', (c) => c.notNull())
    .addColumn('serves_expenses', 'integer', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('vendors_operator_phone', ['operator_id', 'phone_number'])
    .addCheckConstraint('vendors_serve_something', sql`serves_complaints = 1 or serves_expenses = 1`)
    .execute()
  await db.schema
    .createIndex('vendors_operator_name')
    .on('vendors')
    .columns(['operator_id', 'name'])
    .execute()
  await db.schema
    .createTable('vendor_services')
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id').onDelete('cascade'))
    .addColumn('service', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('vendor_services_pk', ['vendor_id', 'service'])
    .execute()
  await db.schema
    .createTable('vendor_properties')
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id').onDelete('cascade'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('vendor_properties_pk', ['vendor_id', 'property_id'])
    .execute()

  await db.schema
    .createTable('complaints')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('ticket_number', 'text', (c) => c.notNull())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id'))
    .addColumn('room_id', 'integer', (c) => c.references('rooms.id'))
    .addColumn('tenant_id', 'integer', (c) => c.references('tenants.id'))
    .addColumn('type_id', 'integer', (c) => c.notNull().references('complaint_types.id'))
    .addColumn('priority', 'text', (c) => c.notNull().check(sql`priority in ${PRIORITIES}`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ${STATUSES}`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('raised_by_name', 'text', (c) => c.notNull())
    .addColumn('assignee_staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('assignee_vendor_id', 'integer', (c) => c.references('vendors.id'))
    .addColumn('raised_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('clock_started_at', 'text', (c) => c.notNull())
    .addColumn('response_minutes', 'integer', (c) => c.notNull())
    .addColumn('resolution_minutes', 'integer', (c) => c.notNull())
    .addColumn('paused_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hold_started_at', 'text')
    .addColumn('first_response_at', 'text')
    .addColumn('resolved_at', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('reopen_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('resolution_notes', 'text')
    .addColumn('cost_paise', 'integer', (c) => c.check(sql`cost_paise >= 0`))
    .addColumn('cost_paid_by', 'text', (c) => c.check(sql`cost_paid_by in ('OPERATOR', 'RESIDENT')`))
    .addColumn('charge_collection_id', 'integer', (c) => c.references('collections.id'))
    .addColumn('is_repeat', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('complaints_operator_ticket', ['operator_id', 'ticket_number'])
    .addCheckConstraint(
      'complaints_one_assignee',
      sql`assignee_staff_id is null or assignee_vendor_id is null`,
    )
    .execute()
  await db.schema
    .createIndex('complaints_operator_raised')
    .on('complaints')
    .columns(['operator_id', 'raised_at'])
    .execute()
  await db.schema
    .createIndex('complaints_property_status')
    .on('complaints')
    .columns(['property_id', 'status'])
    .execute()
  await db.schema
    .createIndex('complaints_room_type')
    .on('complaints')
    .columns(['room_id', 'type_id', 'raised_at'])
    .execute()

  await db.schema
    .createTable('complaint_activities')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('complaint_id', 'integer', (c) => c.notNull().references('complaints.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('visibility', 'text', (c) => c.notNull().check(sql`visibility in ('PUBLIC', 'INTERNAL')`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('complaint_activities_complaint')
    .on('complaint_activities')
    .column('complaint_id')
    .execute()
  await db.schema
    .createTable('complaint_attachments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('complaint_id', 'integer', (c) => c.notNull().references('complaints.id').onDelete('cascade'))
    .addColumn('activity_id', 'integer', (c) =>
      c.notNull().references('complaint_activities.id').onDelete('cascade'),
    )
    .addColumn('file_id', 'text', (c) => c.notNull().references('stored_files.id'))
    .execute()
  await db.schema
    .createIndex('complaint_attachments_complaint')
    .on('complaint_attachments')
    .column('complaint_id')
    .execute()

  await db.schema
    .createTable('expense_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category_group', 'text', (c) => c.notNull())
    .addColumn('tds_section', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('expense_templates')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('property_id', 'integer', (c) => c.references('properties.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('expense_categories.id'))
    .addColumn('vendor_id', 'integer', (c) => c.references('vendors.id'))
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise > 0`))
    .addColumn('gst_rate_percent', 'integer', (c) => c.notNull().check(sql`gst_rate_percent in ${GST_RATES}`))
    .addColumn('payment_mode', 'text', (c) => c.notNull().check(sql`payment_mode in ${MODES}`))
    .addColumn('frequency', 'text', (c) =>
      c.notNull().check(sql`frequency in ('MONTHLY', 'QUARTERLY', 'YEARLY')`),
    )
    .addColumn('day_of_month', 'integer', (c) => c.notNull().check(sql`day_of_month between 1 and 28`))
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('notes', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('expenses')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('DRAFT', 'RECORDED', 'VOIDED')`))
    .addColumn('property_id', 'integer', (c) => c.references('properties.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('expense_categories.id'))
    .addColumn('vendor_id', 'integer', (c) => c.references('vendors.id'))
    .addColumn('vendor_gstin', 'text')
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise > 0`))
    .addColumn('gst_rate_percent', 'integer', (c) => c.notNull().check(sql`gst_rate_percent in ${GST_RATES}`))
    .addColumn('tax_paise', 'integer', (c) =>
      c.notNull().check(sql`tax_paise >= 0 and tax_paise <= amount_paise`),
    )
    .addColumn('invoice_number', 'text')
    .addColumn('expense_date', 'text', (c) => c.notNull())
    .addColumn('payment_mode', 'text', (c) => c.notNull().check(sql`payment_mode in ${MODES}`))
    .addColumn('reference', 'text')
    .addColumn('paid_by_staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('paid_by_name', 'text')
    .addColumn('notes', 'text')
    .addColumn('complaint_id', 'integer', (c) => c.references('complaints.id'))
    .addColumn('template_id', 'integer', (c) => c.references('expense_templates.id'))
    .addColumn('template_period', 'text')
    .addColumn('void_reason', 'text')
    .addColumn('voided_at', 'text')
    .addColumn('voided_by_name', 'text')
    .addColumn('created_by_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('expenses_template_period', ['template_id', 'template_period'])
    .execute()
  await db.schema
    .createIndex('expenses_operator_date')
    .on('expenses')
    .columns(['operator_id', 'expense_date'])
    .execute()
  await db.schema.createIndex('expenses_complaint').on('expenses').column('complaint_id').execute()
  await db.schema
    .createTable('expense_allocations')
    .addColumn('expense_id', 'integer', (c) => c.notNull().references('expenses.id').onDelete('cascade'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id'))
    .addColumn('beds', 'integer', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise >= 0`))
    .addPrimaryKeyConstraint('expense_allocations_pk', ['expense_id', 'property_id'])
    .execute()
  await db.schema
    .createIndex('expense_allocations_property')
    .on('expense_allocations')
    .column('property_id')
    .execute()
  await db.schema
    .createTable('expense_documents')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('expense_id', 'integer', (c) => c.notNull().references('expenses.id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('stored_files.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('uploaded_by_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('expense_documents_expense')
    .on('expense_documents')
    .column('expense_id')
    .execute()

  const reference = db as Kysely<ReferenceTables>
  await reference
    .insertInto('complaint_types')
    .values(COMPLAINT_TYPES.map(({ category, name }, index) => ({ category, name, sort_order: index + 1 })))
    .execute()
  await reference
    .insertInto('expense_categories')
    .values(
      EXPENSE_CATEGORIES.map(({ code, name, group, tdsSection }, index) => ({
        code,
        name,
        category_group: group,
        tds_section: tdsSection,
        sort_order: index + 1,
      })),
    )
    .execute()
}

/** Drops the new tables; stored files keep the wider content check (MP4 files may remain). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'expense_documents',
    'expense_allocations',
    'expenses',
    'expense_templates',
    'expense_categories',
    'complaint_attachments',
    'complaint_activities',
    'complaints',
    'vendor_properties',
    'vendor_services',
    'vendors',
    'complaint_type_settings',
    'complaint_types',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
