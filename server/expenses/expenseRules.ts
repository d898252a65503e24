import { kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { ExpensePaymentMode, IsoDate } from '../db/schema'
import { badRequest, conflict, notFound } from '../http/httpError'
import { actingStaff } from '../staff/actingStaff'

const invalid = (field: string, message: string) => badRequest(message, [{ field, message }])

/** A category of the reference list (400 naming the field for an unknown id). */
export async function expenseCategory(db: Db, categoryId: number, field = 'body.category_id') {
  const row = await db
    .selectFrom('expense_categories')
    .selectAll()
    .where('id', '=', categoryId)
    .executeTakeFirst()
  if (!row) throw invalid(field, `There is no expense category ${categoryId}.`)
  return row
}

/** The operator's property (404 otherwise). */
export async function ownedProperty(db: Db, operatorId: number, propertyId: number) {
  const row = await db
    .selectFrom('properties')
    .select(['id', 'name'])
    .where('id', '=', propertyId)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!row) throw notFound(`Property ${propertyId} not found`)
  return row
}

/** The payee: the operator's vendor (404 otherwise), active and serving expenses (400 naming the field). */
export async function payeeVendor(db: Db, operatorId: number, vendorId: number, field = 'body.vendor_id') {
  const row = await db
    .selectFrom('vendors')
    .select(['id', 'name', 'gstin', 'is_active', 'serves_expenses'])
    .where('id', '=', vendorId)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!row) throw notFound(`Vendor ${vendorId} not found`)
  if (row.is_active !== 1) throw invalid(field, `${row.name} is inactive; pick an active vendor.`)
  if (row.serves_expenses !== 1)
    throw invalid(field, `${row.name} does not take expenses; pick another vendor.`)
  return row
}

/** No expense is dated after today in Asia/Kolkata (400 naming the field). */
export function checkedExpenseDate(now: Clock, date: IsoDate, field = 'body.expense_date'): IsoDate {
  if (date > kolkataDate(now())) throw invalid(field, 'An expense cannot be dated after today.')
  return date
}

/**
 * Who paid: only for CASH (400 naming the field otherwise), an active staff member of the operator, or the
 * operator when none is named. Other modes name nobody.
 */
export async function paidBy(
  db: Db,
  operator: { id: number; name: string },
  mode: ExpensePaymentMode,
  staffId: number | null,
  field = 'body.paid_by_staff_id',
) {
  if (mode !== 'CASH') {
    if (staffId !== null) throw invalid(field, 'Only a cash payment names who paid it.')
    return { paid_by_staff_id: null, paid_by_name: null }
  }
  if (staffId === null) return { paid_by_staff_id: null, paid_by_name: operator.name }
  const staff = await actingStaff(db, operator.id, staffId, field)
  return { paid_by_staff_id: staff.id, paid_by_name: staff.name }
}

/** The operator's complaint (404), not yet posted as an expense that is not voided (409). */
export async function unpostedComplaint(db: Db, operatorId: number, complaintId: number) {
  const complaint = await db
    .selectFrom('complaints')
    .selectAll()
    .where('id', '=', complaintId)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!complaint) throw notFound(`Complaint ${complaintId} not found`)
  const posted = await db
    .selectFrom('expenses')
    .select('id')
    .where('complaint_id', '=', complaintId)
    .where('status', '<>', 'VOIDED')
    .executeTakeFirst()
  if (posted)
    throw conflict(`Complaint ${complaint.ticket_number} is already posted as expense ${posted.id}.`)
  return complaint
}

/** Records that the operator's expenses module has data (only an existing flag row is changed). */
export async function markExpenseData(db: Db, operatorId: number) {
  await db
    .updateTable('module_flags')
    .set({ is_active_data: 1 })
    .where('operator_id', '=', operatorId)
    .where('module_type', '=', 'expense')
    .execute()
}

/** Refuses any change to a voided expense (409). */
export function checkNotVoided(row: { id: number; status: string }) {
  if (row.status === 'VOIDED') throw conflict(`Expense ${row.id} is voided and cannot change.`)
}
