import { Transaction, type Selectable } from 'kysely'
import { addMonths, kolkataDate, monthOf } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import { lockUntilCommit } from '../db/engine'
import type { ExpensePaymentMode, ExpenseTemplateTable, Flag, GstRatePercent, IsoDate } from '../db/schema'
import { countRows } from '../db/search'
import { badRequest, notFound } from '../http/httpError'
import { expenseCategory, ownedProperty, payeeVendor } from './expenseRules'
import { insertExpense } from './expenseWrite'
import { dueUpTo, nextDue, type Frequency } from './schedule'

type TemplateRow = Selectable<ExpenseTemplateTable>
type Operator = { id: number; name: string }

export type TemplateCreateInput = {
  name: string
  property_id?: number | null
  category_id: number
  vendor_id?: number | null
  amount_paise: number
  gst_rate_percent?: GstRatePercent
  payment_mode: ExpensePaymentMode
  frequency: Frequency
  day_of_month: number
  starts_on: IsoDate
  ends_on?: IsoDate | null
  notes?: string
}

export type TemplateUpdateInput = Partial<{
  name: string
  property_id: number | null
  category_id: number
  vendor_id: number | null
  amount_paise: number
  gst_rate_percent: GstRatePercent
  payment_mode: ExpensePaymentMode
  day_of_month: number
  ends_on: IsoDate | null
  is_active: boolean
  notes: string | null
}>

const flag = (value: boolean): Flag => (value ? 1 : 0)

/**
 * Creates the drafts the operator's active templates owe up to today (Asia/Kolkata): one per due period, without
 * documents, with the template's amount, category, vendor and property as they are now. Each period is checked and
 * drafted in one transaction (and the (template, period) pair is unique), so no period is drafted twice.
 */
export async function materializeDrafts(db: Db, now: Clock, operator: Operator): Promise<void> {
  const today = kolkataDate(now())
  const templates = await db
    .selectFrom('expense_templates')
    .selectAll()
    .where('operator_id', '=', operator.id)
    .where('is_active', '=', 1)
    .where('starts_on', '<=', today)
    .execute()
  for (const template of templates) {
    const periods = await db
      .selectFrom('expenses')
      .select('template_period')
      .where('template_id', '=', template.id)
      .execute()
    const drafted = new Set(periods.map((row) => row.template_period))
    for (const due of dueUpTo(template, today).filter((date) => !drafted.has(date.slice(0, 7)))) {
      const period = due.slice(0, 7)
      const draft = async (trx: Db) => {
        // Lists draft as they are read, and reads run at once on PostgreSQL: one drafter at a time per template.
        if (trx instanceof Transaction) await lockUntilCommit(trx, 'expense_drafts', String(template.id))
        const taken = await trx
          .selectFrom('expenses')
          .select('id')
          .where('template_id', '=', template.id)
          .where('template_period', '=', period)
          .executeTakeFirst()
        if (taken) return
        await insertExpense(trx, now, operator, {
          status: 'DRAFT',
          template_id: template.id,
          template_period: period,
          property_id: template.property_id,
          category_id: template.category_id,
          vendor_id: await activePayee(trx, template.vendor_id),
          amount_paise: template.amount_paise,
          gst_rate_percent: template.gst_rate_percent,
          payment_mode: template.payment_mode,
          expense_date: due,
          notes: template.notes ?? template.name,
        })
      }
      // The seed drafts inside its own transaction; a request drafts each period in one of its own.
      await (db.isTransaction ? draft(db) : db.transaction().execute(draft))
    }
  }
}

/** The template's vendor while it is active and takes expenses; a draft of a deactivated one names none. */
async function activePayee(db: Db, vendorId: number | null) {
  if (vendorId === null) return null
  const vendor = await db
    .selectFrom('vendors')
    .select('id')
    .where('id', '=', vendorId)
    .where('is_active', '=', 1)
    .where('serves_expenses', '=', 1)
    .executeTakeFirst()
  return vendor?.id ?? null
}

async function templateViews(db: Db, now: Clock, rows: TemplateRow[]) {
  const today = kolkataDate(now())
  const categories = new Map(
    (await db.selectFrom('expense_categories').select(['id', 'name']).execute()).map((c) => [c.id, c.name]),
  )
  const propertyIds = [...new Set(rows.map((row) => row.property_id).filter((id) => id !== null))]
  const vendorIds = [...new Set(rows.map((row) => row.vendor_id).filter((id) => id !== null))]
  const properties = new Map(
    propertyIds.length
      ? (
          await db.selectFrom('properties').select(['id', 'name']).where('id', 'in', propertyIds).execute()
        ).map((p) => [p.id, p.name])
      : [],
  )
  const vendors = new Map(
    vendorIds.length
      ? (await db.selectFrom('vendors').select(['id', 'name']).where('id', 'in', vendorIds).execute()).map(
          (v) => [v.id, v.name],
        )
      : [],
  )
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    property_id: row.property_id,
    property_name: row.property_id === null ? null : (properties.get(row.property_id) ?? null),
    category_id: row.category_id,
    category_name: categories.get(row.category_id) ?? '',
    vendor_id: row.vendor_id,
    vendor_name: row.vendor_id === null ? null : (vendors.get(row.vendor_id) ?? null),
    amount_paise: row.amount_paise,
    gst_rate_percent: row.gst_rate_percent,
    payment_mode: row.payment_mode,
    frequency: row.frequency,
    day_of_month: row.day_of_month,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    next_due_on: row.is_active === 1 ? nextDue(row, today) : null,
    is_active: row.is_active === 1,
    notes: row.notes,
    created_at: row.created_at,
  }))
}

async function ownedTemplate(db: Db, operatorId: number, id: number) {
  const row = await db
    .selectFrom('expense_templates')
    .selectAll()
    .where('id', '=', id)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!row) throw notFound(`Recurring expense ${id} not found`)
  return row
}

async function templateView(db: Db, now: Clock, operatorId: number, id: number) {
  const [view] = await templateViews(db, now, [await ownedTemplate(db, operatorId, id)])
  return view
}

/** Recurring expenses, active first, then by name. */
export async function listTemplates(
  db: Db,
  now: Clock,
  operatorId: number,
  query: { offset: number; limit: number; is_active?: boolean },
) {
  let filtered = db.selectFrom('expense_templates').where('operator_id', '=', operatorId)
  if (query.is_active !== undefined) filtered = filtered.where('is_active', '=', flag(query.is_active))
  const count = await countRows(filtered)
  const rows = await filtered
    .selectAll()
    .orderBy('is_active', 'desc')
    .orderBy('name')
    .orderBy('id')
    .offset(query.offset)
    .limit(query.limit)
    .execute()
  return { data: { count, results: await templateViews(db, now, rows) } }
}

const invalid = (field: string, message: string) => badRequest(message, [{ field, message }])

function checkedName(name: string) {
  const trimmed = name.trim()
  if (trimmed.length < 2) throw invalid('body.name', 'Name the recurring expense (at least two characters).')
  return trimmed
}

function checkEnd(startsOn: IsoDate, endsOn: IsoDate | null) {
  if (endsOn !== null && endsOn <= startsOn)
    throw invalid('body.ends_on', 'The end date must be after the start date.')
}

async function checkRefs(db: Db, operatorId: number, input: TemplateUpdateInput) {
  if (input.category_id !== undefined) await expenseCategory(db, input.category_id)
  if (input.property_id !== undefined && input.property_id !== null) {
    await ownedProperty(db, operatorId, input.property_id)
  }
  if (input.vendor_id !== undefined && input.vendor_id !== null)
    await payeeVendor(db, operatorId, input.vendor_id)
}

/** How far back a new template may start: its drafts since are created on the next read. */
const BACKFILL_MONTHS = 12

/** Adds a recurring expense; starts_on may be up to a year in the past (the drafts since are created on the next read). */
export async function createTemplate(db: Db, now: Clock, operatorId: number, input: TemplateCreateInput) {
  const name = checkedName(input.name)
  const earliest = `${addMonths(monthOf(kolkataDate(now())), -BACKFILL_MONTHS)}-01`
  if (input.starts_on < earliest) {
    throw invalid(
      'body.starts_on',
      'A recurring expense can start at most a year ago; record older bills as expenses.',
    )
  }
  checkEnd(input.starts_on, input.ends_on ?? null)
  return db.transaction().execute(async (trx) => {
    await checkRefs(trx, operatorId, input)
    const at = now().toISOString()
    const { id } = await trx
      .insertInto('expense_templates')
      .values({
        operator_id: operatorId,
        name,
        property_id: input.property_id ?? null,
        category_id: input.category_id,
        vendor_id: input.vendor_id ?? null,
        amount_paise: input.amount_paise,
        gst_rate_percent: input.gst_rate_percent ?? 0,
        payment_mode: input.payment_mode,
        frequency: input.frequency,
        day_of_month: input.day_of_month,
        starts_on: input.starts_on,
        ends_on: input.ends_on ?? null,
        is_active: 1,
        notes: input.notes?.trim() || null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return templateView(trx, now, operatorId, id)
  })
}

/** Changes a recurring expense; drafts already created keep their amounts. */
export async function updateTemplate(
  db: Db,
  now: Clock,
  operatorId: number,
  id: number,
  input: TemplateUpdateInput,
) {
  return db.transaction().execute(async (trx) => {
    const row = await ownedTemplate(trx, operatorId, id)
    await checkRefs(trx, operatorId, input)
    const endsOn = input.ends_on === undefined ? row.ends_on : input.ends_on
    checkEnd(row.starts_on, endsOn)
    await trx
      .updateTable('expense_templates')
      .set({
        name: input.name === undefined ? row.name : checkedName(input.name),
        property_id: input.property_id === undefined ? row.property_id : input.property_id,
        category_id: input.category_id ?? row.category_id,
        vendor_id: input.vendor_id === undefined ? row.vendor_id : input.vendor_id,
        amount_paise: input.amount_paise ?? row.amount_paise,
        gst_rate_percent: input.gst_rate_percent ?? row.gst_rate_percent,
        payment_mode: input.payment_mode ?? row.payment_mode,
        day_of_month: input.day_of_month ?? row.day_of_month,
        ends_on: endsOn,
        is_active: input.is_active === undefined ? row.is_active : flag(input.is_active),
        notes: input.notes === undefined ? row.notes : input.notes?.trim() || null,
        updated_at: now().toISOString(),
      })
      .where('id', '=', id)
      .execute()
    return templateView(trx, now, operatorId, id)
  })
}
