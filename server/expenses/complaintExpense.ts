import { recordChange, rupees } from '../activity/record'
import type { Clock } from '../clock'
import { recordActivity } from '../complaints/activity'
import { complaintDetail } from '../complaints/detail'
import type { Db } from '../db/database'
import type { ExpensePaymentMode, GstRatePercent, IsoDate } from '../db/schema'
import { conflict } from '../http/httpError'
import { checkedExpenseDate, paidBy, payeeVendor, unpostedComplaint } from './expenseRules'
import { expenseEntry, insertExpense } from './expenseWrite'
import { expenseDetail } from './expenseView'

export type ComplaintExpenseInput = {
  category_id: number
  payment_mode: ExpensePaymentMode
  expense_date: IsoDate
  vendor_id?: number
  gst_rate_percent?: GstRatePercent
  invoice_number?: string
  reference?: string
  paid_by_staff_id?: number
}

/**
 * Posts a complaint's cost as an expense of its property (amount = cost; vendor = the one given, else the assigned
 * vendor; notes "Complaint CMP-…: title"), linked both ways, with an EXPENSE_POSTED entry on the complaint, in one
 * transaction. 404 for another operator's complaint; 409 without a cost or when already posted.
 */
export async function postComplaintExpense(
  db: Db,
  now: Clock,
  operator: { id: number; name: string },
  complaintId: number,
  input: ComplaintExpenseInput,
) {
  checkedExpenseDate(now, input.expense_date)
  await db.transaction().execute(async (trx) => {
    // The ids the body names are checked before the complaint's state, so another operator's is always a 404.
    if (input.vendor_id !== undefined) await payeeVendor(trx, operator.id, input.vendor_id)
    await paidBy(trx, operator, input.payment_mode, input.paid_by_staff_id ?? null)
    const complaint = await unpostedComplaint(trx, operator.id, complaintId)
    if (!complaint.cost_paise) {
      throw conflict(`Complaint ${complaint.ticket_number} has no cost to post; set its cost first.`)
    }
    const expenseId = await insertExpense(trx, now, operator, {
      property_id: complaint.property_id,
      category_id: input.category_id,
      vendor_id: input.vendor_id ?? complaint.assignee_vendor_id,
      amount_paise: complaint.cost_paise,
      gst_rate_percent: input.gst_rate_percent,
      invoice_number: input.invoice_number,
      expense_date: input.expense_date,
      payment_mode: input.payment_mode,
      reference: input.reference,
      paid_by_staff_id: input.paid_by_staff_id,
      notes: `Complaint ${complaint.ticket_number}: ${complaint.title}`,
      complaint_id: complaintId,
    })
    await recordActivity(trx, complaintId, {
      kind: 'EXPENSE_POSTED',
      visibility: 'INTERNAL',
      text: `Cost posted as expense #${expenseId}`,
      actorName: operator.name,
      at: now().toISOString(),
    })
    const { expense } = await expenseDetail(trx, operator.id, expenseId)
    await recordChange(
      trx,
      operator.id,
      expenseEntry(
        expense,
        `Posted ${rupees(expense.amount_paise)} of ${complaint.ticket_number} (${complaint.title}) as an expense`,
        null,
        expense,
      ),
      now(),
    )
  })
  return complaintDetail(db, operator.id, complaintId, now())
}
