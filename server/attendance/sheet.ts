import { kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { IsoDate, PropertyRow } from '../db/schema'
import { badRequest } from '../http/httpError'
import { ownedFloor } from '../inventory/ownership'
import { curfewOf, residentialProperty } from '../outpass/setup'
import { countsOf, rollCall } from './roster'

/** The night asked for, today by default; a night still to come is a 400 naming `field`. */
export function nightOf(now: Clock, date: IsoDate | undefined, field: string): IsoDate {
  const today = kolkataDate(now())
  if (date === undefined) return today
  if (date > today) {
    throw badRequest(`No roll-call yet for ${date}: it is still to come.`, [
      { field, message: 'The date is in the future.' },
    ])
  }
  return date
}

/** The operator's floor `floorId` of `property` (404 for another operator's, 400 for another property's). */
export async function floorOf(
  db: Db,
  operatorId: number,
  property: PropertyRow,
  floorId: number | undefined,
  field: string,
) {
  if (floorId === undefined) {
    throw badRequest('Name the floor (floor_id or floorId).', [{ field, message: 'The floor is required.' }])
  }
  const floor = await ownedFloor(db, operatorId, floorId)
  if (floor.property_id !== property.id) {
    throw badRequest(`Floor ${floor.name} is not in ${property.name}.`, [
      { field, message: 'The floor is of another property.' },
    ])
  }
  return floor
}

/** The contract's `AttendanceSheet`: the floor's residents that night with their marks. */
export async function sheetOf(
  db: Db,
  now: Clock,
  property: PropertyRow,
  floor: { id: number; name: string },
  date: IsoDate,
) {
  const lines = await rollCall(db, now(), property, date, floor.id)
  const markIds = lines.flatMap((line) => (line.mark ? [line.mark.id] : []))
  const revisions = markIds.length
    ? await db
        .selectFrom('attendance_mark_revisions')
        .select(['mark_id', 'status', 'late_entry_time', 'remarks', 'marked_at', 'marked_by_name'])
        .where('mark_id', 'in', markIds)
        .orderBy('id')
        .execute()
    : []
  return {
    property_id: property.id,
    attendance_date: date,
    floor_id: floor.id,
    floor_name: floor.name,
    summary: { floor_id: floor.id, floor_name: floor.name, ...countsOf(lines) },
    entries: lines.map((line) => ({
      tenant_id: line.tenant_id,
      tenant_name: line.tenant_name,
      room_name: line.room_name,
      bed_name: line.bed_name,
      status: line.status,
      late_entry_time: line.mark?.late_entry_time ?? null,
      remarks: line.mark?.remarks ?? null,
      outpass_id: line.outpass?.id ?? null,
      outpass_status: line.outpass?.status ?? null,
      marked_at: line.mark?.marked_at ?? null,
      marked_by_name: line.mark?.marked_by_name ?? null,
      history: revisions
        .filter((revision) => revision.mark_id === line.mark?.id)
        .map(({ mark_id: _markId, ...revision }) => revision),
    })),
  }
}

export type SheetQuery = { attendance_date?: IsoDate; floor_id?: number; floorId?: number }

export async function getAttendance(
  db: Db,
  now: Clock,
  operatorId: number,
  propertyId: number,
  query: SheetQuery,
) {
  const property = await residentialProperty(db, operatorId, propertyId)
  const floor = await floorOf(db, operatorId, property, query.floor_id ?? query.floorId, 'query.floor_id')
  const date = nightOf(now, query.attendance_date, 'query.attendance_date')
  return sheetOf(db, now, property, floor, date)
}

export type FloorListQuery = { offset: number; limit: number; attendance_date?: IsoDate }

/** The contract's `AttendanceFloorPage`: floors with residents that night, with totals and the absentees. */
export async function listAttendanceFloors(
  db: Db,
  now: Clock,
  operatorId: number,
  propertyId: number,
  query: FloorListQuery,
) {
  const property = await residentialProperty(db, operatorId, propertyId)
  const date = nightOf(now, query.attendance_date, 'query.attendance_date')
  const lines = await rollCall(db, now(), property, date)
  const floors = [...new Map(lines.map((line) => [line.floor_id, line.floor_name])).entries()]
  return {
    count: floors.length,
    results: floors.slice(query.offset, query.offset + query.limit).map(([id, name]) => ({
      floor_id: id,
      floor_name: name,
      ...countsOf(lines.filter((line) => line.floor_id === id)),
    })),
    attendance_date: date,
    roll_call_time: curfewOf(property),
    totals: countsOf(lines),
    absentees: lines
      .filter((line) => line.status === 'ABSENT')
      .map((line) => ({
        tenant_id: line.tenant_id,
        tenant_name: line.tenant_name,
        phone_number: line.phone_number,
        floor_id: line.floor_id,
        floor_name: line.floor_name,
        room_name: line.room_name,
        bed_name: line.bed_name,
        remarks: line.mark?.remarks ?? null,
      })),
  }
}
