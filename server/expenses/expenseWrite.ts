import { recordChange, rupees, type ActivityEntry } from '../activity/record'
import type { Clock } from '../clock'
import { recordActivity } from '../complaints/activity'
import type { Db } from '../db/database'
import type { ExpensePaymentMode, GstRatePercent, IsoDate } from '../db/schema'
import { badRequest, conflict } from '../http/httpError'
import { writeAllocation } from './allocation'
import {
  checkNotVoided,
  checkedExpenseDate,
  expenseCategory,
  markExpenseData,
  ownedProperty,
  paidBy,
  payeeVendor,
  unpostedComplaint,
} from './expenseRules'
import { expenseDetail, ownedExpense } from './expenseView'
import { taxOf } from './money'

type Operator = { id: number; name: string }

export type ExpenseCreateInput = {
  property_id?: number | null
  category_id: number
  vendor_id?: number | null
  amount_paise: number
  gst_rate_percent?: GstRatePercent
  invoice_number?: string
  expense_date: IsoDate
  payment_mode: ExpensePaymentMode
  reference?: string
  paid_by_staff_id?: number
  notes?: string
  complaint_id?: number
}

export type ExpenseUpdateInput = Partial<{
  status: 'RECORDED'
  property_id: number | null
  category_id: number
  vendor_id: number | null
  amount_paise: number
  gst_rate_percent: GstRatePercent
  invoice_number: string | null
  expense_date: IsoDate
  payment_mode: ExpensePaymentMode
  reference: string | null
  paid_by_staff_id: number | null
  notes: string | null
}>

const text = (value: string | null | undefined) => value?.trim() || null

type ExpenseView = Awaited<ReturnType<typeof expenseDetail>>['expense']

/** The fields of an expense the activity log keeps, before and after a change. */
export const loggedExpense = (expense: ExpenseView) => ({
  status: expense.status,
  property_id: expense.property_id,
  category_name: expense.category_name,
  vendor_name: expense.vendor_name,
  amount_paise: expense.amount_paise,
  tax_paise: expense.tax_paise,
  expense_date: expense.expense_date,
  payment_mode: expense.payment_mode,
  reference: expense.reference,
  paid_by_name: expense.paid_by_name,
  invoice_number: expense.invoice_number,
  notes: expense.notes,
})

/** The activity entry of an expense change, naming the expense (and its complaint, when it has one). */
export const expenseEntry = (
  expense: ExpenseView,
  summary: string,
  before: ExpenseView | null,
  after: ExpenseView | null,
): ActivityEntry => ({
  entity: 'expense',
  entityId: expense.id,
  propertyId: expense.property_id,
  summary,
  before: before && loggedExpense(before),
  after: after && loggedExpense(after),
  subjects: expense.complaint_id === null ? [] : [{ entity: 'complaint', entityId: expense.complaint_id }],
})

/**
 * Inserts a checked expense in `trx` (its tax from amount and rate, the vendor's GSTIN as now, an all-properties
 * allocation by today's beds) and marks the module as having data. Answers its id.
 */
export async function insertExpense(
  trx: Db,
  now: Clock,
  operator: Operator,
  input: ExpenseCreateInput & {
    status?: 'RECORDED' | 'DRAFT'
    template_id?: number
    template_period?: string
  },
  fields: { vendor: string; paidBy: string } = { vendor: 'body.vendor_id', paidBy: 'body.paid_by_staff_id' },
): Promise<number> {
  await expenseCategory(trx, input.category_id)
  const propertyId = input.property_id ?? null
  if (propertyId !== null) await ownedProperty(trx, operator.id, propertyId)
  const vendor =
    input.vendor_id === undefined || input.vendor_id === null
      ? null
      : await payeeVendor(trx, operator.id, input.vendor_id, fields.vendor)
  if (input.complaint_id !== undefined) await unpostedComplaint(trx, operator.id, input.complaint_id)
  const payer = await paidBy(trx, operator, input.payment_mode, input.paid_by_staff_id ?? null, fields.paidBy)
  const rate = input.gst_rate_percent ?? 0
  const at = now().toISOString()
  const { id } = await trx
    .insertInto('expenses')
    .values({
      operator_id: operator.id,
      status: input.status ?? 'RECORDED',
      property_id: propertyId,
      category_id: input.category_id,
      vendor_id: vendor?.id ?? null,
      vendor_gstin: vendor?.gstin ?? null,
      amount_paise: input.amount_paise,
      gst_rate_percent: rate,
      tax_paise: taxOf(input.amount_paise, rate),
      invoice_number: text(input.invoice_number),
      expense_date: input.expense_date,
      payment_mode: input.payment_mode,
      reference: text(input.reference),
      ...payer,
      notes: text(input.notes),
      complaint_id: input.complaint_id ?? null,
      template_id: input.template_id ?? null,
      template_period: input.template_period ?? null,
      void_reason: null,
      voided_at: null,
      voided_by_name: null,
      created_by_name: input.template_id === undefined ? operator.name : null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (propertyId === null) await writeAllocation(trx, operator.id, id, input.amount_paise)
  await markExpenseData(trx, operator.id)
  return id
}

/** Records an expense (RECORDED); an expense dated after today is a 400. */
export async function addExpense(db: Db, now: Clock, operator: Operator, input: ExpenseCreateInput) {
  checkedExpenseDate(now, input.expense_date)
  return db.transaction().execute(async (trx) => {
    const id = await insertExpense(trx, now, operator, input)
    const detail = await expenseDetail(trx, operator.id, id)
    const { expense } = detail
    const summary = `Recorded ${rupees(expense.amount_paise)} ${expense.category_name} expense${expense.vendor_name ? ` to ${expense.vendor_name}` : ''}`
    await recordChange(trx, operator.id, expenseEntry(expense, summary, null, expense), now())
    return detail
  })
}

/**
 * Changes an expense or records a DRAFT (`status: RECORDED`, the contract's only status here). A voided expense
 * cannot change (409). Tax, the vendor's GSTIN, who paid and an all-properties allocation follow the changed fields.
 */
export async function updateExpense(
  db: Db,
  now: Clock,
  operator: Operator,
  id: number,
  input: ExpenseUpdateInput,
) {
  return db.transaction().execute(async (trx) => {
    const row = await ownedExpense(trx, operator.id, id)
    checkNotVoided(row)
    const { expense: before } = await expenseDetail(trx, operator.id, id)
    if (input.category_id !== undefined) await expenseCategory(trx, input.category_id)
    const propertyId = input.property_id === undefined ? row.property_id : input.property_id
    if (propertyId !== null && propertyId !== row.property_id)
      await ownedProperty(trx, operator.id, propertyId)
    const vendorId = input.vendor_id === undefined ? row.vendor_id : input.vendor_id
    const vendor =
      vendorId === null
        ? null
        : vendorId === row.vendor_id
          ? { id: vendorId, gstin: row.vendor_gstin }
          : await payeeVendor(trx, operator.id, vendorId)
    const expenseDate =
      input.expense_date === undefined ? row.expense_date : checkedExpenseDate(now, input.expense_date)
    const mode = input.payment_mode ?? row.payment_mode
    if (mode !== 'CASH' && input.paid_by_staff_id) {
      const message = 'Only a cash payment names who paid it.'
      throw badRequest(message, [{ field: 'body.paid_by_staff_id', message }])
    }
    const payer =
      input.paid_by_staff_id === undefined && input.payment_mode === undefined
        ? { paid_by_staff_id: row.paid_by_staff_id, paid_by_name: row.paid_by_name }
        : await paidBy(
            trx,
            operator,
            mode,
            input.paid_by_staff_id !== undefined
              ? input.paid_by_staff_id
              : mode === 'CASH'
                ? row.paid_by_staff_id
                : null,
          )
    const amount = input.amount_paise ?? row.amount_paise
    const rate = input.gst_rate_percent ?? row.gst_rate_percent
    await trx
      .updateTable('expenses')
      .set({
        status: input.status ?? row.status,
        property_id: propertyId,
        category_id: input.category_id ?? row.category_id,
        vendor_id: vendor?.id ?? null,
        vendor_gstin: vendor?.gstin ?? null,
        amount_paise: amount,
        gst_rate_percent: rate,
        tax_paise: taxOf(amount, rate),
        invoice_number: input.invoice_number === undefined ? row.invoice_number : text(input.invoice_number),
        expense_date: expenseDate,
        payment_mode: mode,
        reference: input.reference === undefined ? row.reference : text(input.reference),
        ...payer,
        notes: input.notes === undefined ? row.notes : text(input.notes),
        updated_at: now().toISOString(),
      })
      .where('id', '=', id)
      .execute()
    if (propertyId === null && (row.property_id !== null || amount !== row.amount_paise)) {
      await writeAllocation(trx, operator.id, id, amount)
    }
    if (propertyId !== null && row.property_id === null) {
      await trx.deleteFrom('expense_allocations').where('expense_id', '=', id).execute()
    }
    const detail = await expenseDetail(trx, operator.id, id)
    const after = detail.expense
    const verb = before.status === 'DRAFT' && after.status === 'RECORDED' ? 'Recorded draft' : 'Edited'
    const amounts =
      before.amount_paise === after.amount_paise
        ? rupees(after.amount_paise)
        : `${rupees(before.amount_paise)} → ${rupees(after.amount_paise)}`
    const summary = `${verb} ${after.category_name} expense #${id}: ${amounts}`
    await recordChange(trx, operator.id, expenseEntry(after, summary, before, after), now())
    return detail
  })
}

/**
 * Voids an expense with a reason: kept, with who and when, counted nowhere; voiding twice is a 409. A complaint
 * it was posted from gets an activity saying so (and may post its cost again).
 */
export async function voidExpense(db: Db, now: Clock, operator: Operator, id: number, reason: string) {
  const why = reason.trim()
  if (why.length < 3) {
    const message = 'Say why the expense is voided (at least three characters).'
    throw badRequest(message, [{ field: 'body.reason', message }])
  }
  return db.transaction().execute(async (trx) => {
    const row = await ownedExpense(trx, operator.id, id)
    if (row.status === 'VOIDED') throw conflict(`Expense ${id} is already voided.`)
    const { expense: before } = await expenseDetail(trx, operator.id, id)
    const at = now().toISOString()
    await trx
      .updateTable('expenses')
      .set({
        status: 'VOIDED',
        void_reason: why,
        voided_at: at,
        voided_by_name: operator.name,
        updated_at: at,
      })
      .where('id', '=', id)
      .execute()
    if (row.complaint_id !== null) {
      // The contract has no kind for a voided expense: an internal note says it.
      await recordActivity(trx, row.complaint_id, {
        kind: 'COMMENT',
        visibility: 'INTERNAL',
        text: `Expense #${id} voided: ${why}`,
        actorName: operator.name,
        at,
      })
    }
    const detail = await expenseDetail(trx, operator.id, id)
    const summary = `Voided ${rupees(row.amount_paise)} ${before.category_name} expense #${id}: ${why}`
    await recordChange(
      trx,
      operator.id,
      {
        ...expenseEntry(detail.expense, summary, before, detail.expense),
        after: { status: 'VOIDED', void_reason: why },
        before: { status: before.status, void_reason: null },
      },
      now(),
    )
    return detail
  })
}
