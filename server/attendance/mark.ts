import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { AttendanceMarkStatus, IsoDate, OperatorRow } from '../db/schema'
import { badRequest } from '../http/httpError'
import { residentialProperty } from '../outpass/setup'
import { actingStaff } from '../staff/actingStaff'
import { residentsOn } from './roster'
import { floorOf, nightOf, sheetOf } from './sheet'

export type MarkEntry = {
  tenant_id: number
  status: AttendanceMarkStatus
  late_entry_time?: string
  remarks?: string
}

export type MarkRequest = {
  attendance_date: IsoDate
  floor_id?: number
  floorId?: number
  marked_by_staff_id?: number
  entries: MarkEntry[]
}

const entryError = (index: number, field: string, message: string) =>
  badRequest(message, [{ field: `body.entries[${index}].${field}`, message }])

/** Checks each entry: a resident of the floor that night, once, with an entry time exactly when LATE. */
function checkEntries(
  entries: readonly MarkEntry[],
  living: ReadonlySet<number>,
  floorName: string,
  date: IsoDate,
) {
  const seen = new Set<number>()
  entries.forEach((entry, index) => {
    if (!living.has(entry.tenant_id)) {
      throw entryError(
        index,
        'tenant_id',
        `Tenant ${entry.tenant_id} does not live on ${floorName} on ${date}.`,
      )
    }
    if (seen.has(entry.tenant_id)) {
      throw entryError(index, 'tenant_id', `Tenant ${entry.tenant_id} is marked twice.`)
    }
    seen.add(entry.tenant_id)
    if (entry.status === 'LATE' && !entry.late_entry_time) {
      throw entryError(index, 'late_entry_time', 'Give the time a late resident came in.')
    }
    if (entry.status !== 'LATE' && entry.late_entry_time !== undefined) {
      throw entryError(index, 'late_entry_time', 'An entry time goes only with LATE.')
    }
  })
}

/** Marks (or re-marks, keeping the replaced mark as a revision) residents of one floor for one night. */
export async function markAttendance(
  db: Db,
  now: Clock,
  operator: Pick<OperatorRow, 'id' | 'name'>,
  propertyId: number,
  request: MarkRequest,
) {
  return db.transaction().execute(async (trx) => {
    const property = await residentialProperty(trx, operator.id, propertyId)
    const floor = await floorOf(
      trx,
      operator.id,
      property,
      request.floor_id ?? request.floorId,
      'body.floor_id',
    )
    const staff =
      request.marked_by_staff_id === undefined
        ? null
        : await actingStaff(trx, operator.id, request.marked_by_staff_id, 'body.marked_by_staff_id')
    const date = nightOf(now, request.attendance_date, 'body.attendance_date')
    const living = new Set((await residentsOn(trx, property.id, date, floor.id)).map((r) => r.tenant_id))
    checkEntries(request.entries, living, floor.name, date)
    const markedAt = now().toISOString()
    const by = { marked_by_staff_id: staff?.id ?? null, marked_by_name: staff?.name ?? operator.name }
    const earlier = await trx
      .selectFrom('attendance_marks')
      .selectAll()
      .where('attendance_date', '=', date)
      .where(
        'tenant_id',
        'in',
        request.entries.map((entry) => entry.tenant_id),
      )
      .execute()
    if (earlier.length) {
      await trx
        .insertInto('attendance_mark_revisions')
        .values(
          earlier.map((mark) => ({
            mark_id: mark.id,
            status: mark.status,
            late_entry_time: mark.late_entry_time,
            remarks: mark.remarks,
            marked_by_staff_id: mark.marked_by_staff_id,
            marked_by_name: mark.marked_by_name,
            marked_at: mark.marked_at,
          })),
        )
        .execute()
    }
    for (const entry of request.entries) {
      const values = {
        property_id: property.id,
        floor_id: floor.id,
        status: entry.status,
        late_entry_time: entry.late_entry_time ?? null,
        remarks: entry.remarks?.trim() || null,
        marked_at: markedAt,
        ...by,
      }
      await trx
        .insertInto('attendance_marks')
        .values({ operator_id: operator.id, tenant_id: entry.tenant_id, attendance_date: date, ...values })
        .onConflict((oc) => oc.columns(['tenant_id', 'attendance_date']).doUpdateSet(values))
        .execute()
    }
    return sheetOf(trx, now, property, floor, date)
  })
}
