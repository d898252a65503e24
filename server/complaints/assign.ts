import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { OperatorRow } from '../db/schema'
import { badRequest, conflict, notFound } from '../http/httpError'
import { actingStaff } from '../staff/actingStaff'
import { recordActivity } from './activity'
import { complaintDetail, ownedComplaint } from './detail'
import { derivedStatus } from './sla'

export type ComplaintAssign = {
  assignee_type: 'STAFF' | 'VENDOR'
  staff_id?: number
  vendor_id?: number
  note?: string
}

const invalid = (field: string, message: string) => badRequest(message, [{ field: `body.${field}`, message }])

/** The operator's vendor `vendorId` (404 otherwise), active and serving complaints (400 naming the field). */
async function complaintVendor(db: Db, operatorId: number, vendorId: number) {
  const vendor = await db
    .selectFrom('vendors')
    .select(['id', 'name', 'is_active', 'serves_complaints'])
    .where('id', '=', vendorId)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!vendor) throw notFound(`Vendor ${vendorId} not found`)
  if (vendor.is_active !== 1) throw invalid('vendor_id', `${vendor.name} is no longer active.`)
  if (vendor.serves_complaints !== 1) throw invalid('vendor_id', `${vendor.name} does not take complaints.`)
  return vendor
}

/** The one assignee the form names: staff_id with STAFF, vendor_id with VENDOR (400 otherwise). */
async function assignee(db: Db, operatorId: number, input: ComplaintAssign) {
  if (input.assignee_type === 'STAFF') {
    if (input.vendor_id !== undefined)
      throw invalid('vendor_id', 'Give staff_id, not vendor_id, to assign to staff.')
    if (input.staff_id === undefined) throw invalid('staff_id', 'Pick the staff member to assign.')
    const staff = await actingStaff(db, operatorId, input.staff_id, 'body.staff_id')
    return { assignee_staff_id: staff.id, assignee_vendor_id: null, name: staff.name }
  }
  if (input.staff_id !== undefined)
    throw invalid('staff_id', 'Give vendor_id, not staff_id, to assign to a vendor.')
  if (input.vendor_id === undefined) throw invalid('vendor_id', 'Pick the vendor to assign.')
  const vendor = await complaintVendor(db, operatorId, input.vendor_id)
  return { assignee_staff_id: null, assignee_vendor_id: vendor.id, name: vendor.name }
}

/** assignComplaint: replaces the assignee (409 once DECLINED or CLOSED); the first assignment is a response. */
export async function assignComplaint(
  db: Db,
  now: Clock,
  operator: Pick<OperatorRow, 'id' | 'name'>,
  complaintId: number,
  input: ComplaintAssign,
) {
  await db.transaction().execute(async (trx) => {
    const row = await ownedComplaint(trx, operator.id, complaintId)
    const at = now()
    const { name, ...columns } = await assignee(trx, operator.id, input)
    const status = derivedStatus(row, at).status
    if (status === 'DECLINED' || status === 'CLOSED') {
      throw conflict(`${row.ticket_number} is ${status}; it cannot be assigned.`)
    }
    const when = at.toISOString()
    const note = input.note?.trim()
    await recordActivity(trx, row.id, {
      kind: 'ASSIGNED',
      text: note ? `Assigned to ${name}: ${note}` : `Assigned to ${name}`,
      actorName: operator.name,
      at: when,
    })
    await trx
      .updateTable('complaints')
      .set({ ...columns, updated_at: when, first_response_at: row.first_response_at ?? when })
      .where('id', '=', row.id)
      .execute()
  })
  return complaintDetail(db, operator.id, complaintId, now())
}
