import type { Db } from '../db/database'
import type { AttendanceMarkStatus, IsoDate } from '../db/schema'
import { lastNightSql } from '../inventory/bedStatus'
import { curfewOf } from '../outpass/setup'
import type { OutpassRow, OutpassStatus } from '../outpass/status'
import { withStatus } from '../outpass/views'
import type { PropertyRow } from '../db/schema'

/** A resident sleeping on a bed of the property on a night. */
export type Resident = {
  tenant_id: number
  tenant_name: string
  phone_number: string
  floor_id: number
  floor_name: string
  floor_level: number
  room_name: string
  bed_name: string
}

export type NightStatus = AttendanceMarkStatus | 'UNMARKED'

/** A resident's roll-call line: the mark if any, else LEAVE when a pass covers the roll-call moment. */
export type RollCallLine = Resident & {
  status: NightStatus
  mark: {
    id: number
    status: AttendanceMarkStatus
    late_entry_time: string | null
    remarks: string | null
    marked_at: string
    marked_by_name: string | null
  } | null
  outpass: { id: number; status: OutpassStatus } | null
}

/** The roll-call moment: the night's date at the property's curfew, Asia/Kolkata. */
export const rollCallMoment = (property: PropertyRow, date: IsoDate) =>
  new Date(`${date}T${curfewOf(property)}:00+05:30`)

/**
 * The residents on the property's beds on night `date` (an allotment covering that date), by floor level, room
 * and bed; one line per resident (the later stay on a transfer day).
 */
export async function residentsOn(db: Db, propertyId: number, date: IsoDate, floorId?: number) {
  let query = db
    .selectFrom('allotments as a')
    .innerJoin('beds', 'beds.id', 'a.bed_id')
    .innerJoin('rooms', 'rooms.id', 'beds.room_id')
    .innerJoin('floors', 'floors.id', 'rooms.floor_id')
    .innerJoin('tenants', 'tenants.id', 'a.tenant_id')
    .select([
      'a.tenant_id',
      'tenants.name as tenant_name',
      'tenants.phone_no as phone_number',
      'floors.id as floor_id',
      'floors.name as floor_name',
      'floors.level as floor_level',
      'rooms.name as room_name',
      'beds.name as bed_name',
    ])
    .where('a.property_id', '=', propertyId)
    .where('a.unlinked_at', 'is', null)
    .where('a.start_date', '<=', date)
    .where(lastNightSql('a'), '>=', date)
  if (floorId !== undefined) query = query.where('floors.id', '=', floorId)
  const rows = await query
    .orderBy('floors.level')
    .orderBy('rooms.name')
    .orderBy('beds.name')
    .orderBy('a.start_date', 'desc')
    .execute()
  const seen = new Set<number>()
  return rows.filter((row) => !seen.has(row.tenant_id) && seen.add(row.tenant_id))
}

/** Whether a pass keeps its resident away at `moment`: approved over it, out then, or back only after it. */
export function covers(pass: OutpassRow, status: OutpassStatus, moment: Date): boolean {
  const at = moment.getTime()
  const time = (value: string | null) => (value === null ? Number.NaN : new Date(value).getTime())
  if (status === 'APPROVED') return time(pass.from_at) <= at && at <= time(pass.to_at)
  if (status === 'OUT' || status === 'OVERDUE') return (time(pass.actual_out_at) || time(pass.from_at)) <= at
  if (status === 'RETURNED' || status === 'RETURNED_LATE') {
    return time(pass.actual_out_at) <= at && time(pass.actual_in_at) > at
  }
  return false
}

/** The roll-call of the property's residents on night `date` (of one floor when `floorId` is given). */
export async function rollCall(
  db: Db,
  now: Date,
  property: PropertyRow,
  date: IsoDate,
  floorId?: number,
): Promise<RollCallLine[]> {
  const residents = await residentsOn(db, property.id, date, floorId)
  if (!residents.length) return []
  const tenantIds = residents.map((resident) => resident.tenant_id)
  const marks = await db
    .selectFrom('attendance_marks')
    .select(['id', 'tenant_id', 'status', 'late_entry_time', 'remarks', 'marked_at', 'marked_by_name'])
    .where('attendance_date', '=', date)
    .where('tenant_id', 'in', tenantIds)
    .execute()
  const moment = rollCallMoment(property, date)
  const passes = await db
    .selectFrom('outpasses')
    .selectAll()
    .where('tenant_id', 'in', tenantIds)
    .where('state', 'in', ['APPROVED', 'OUT', 'RETURNED'])
    .where('from_at', '<=', moment.toISOString())
    .execute()
  const covering = (await withStatus(db, now, passes)).filter(({ row, status }) =>
    covers(row, status, moment),
  )
  return residents.map((resident) => {
    const found = marks.find((mark) => mark.tenant_id === resident.tenant_id)
    const pass = covering.find(({ row }) => row.tenant_id === resident.tenant_id)
    return {
      ...resident,
      status: found ? found.status : pass ? 'LEAVE' : 'UNMARKED',
      mark: found
        ? {
            id: found.id,
            status: found.status,
            late_entry_time: found.late_entry_time,
            remarks: found.remarks,
            marked_at: found.marked_at,
            marked_by_name: found.marked_by_name,
          }
        : null,
      outpass: pass ? { id: pass.row.id, status: pass.status } : null,
    }
  })
}

export type Counts = {
  total_tenants: number
  present: number
  absent: number
  leave: number
  late: number
  unmarked: number
}

const KEY: Record<NightStatus, Exclude<keyof Counts, 'total_tenants'>> = {
  PRESENT: 'present',
  ABSENT: 'absent',
  LEAVE: 'leave',
  LATE: 'late',
  UNMARKED: 'unmarked',
}

export function countsOf(lines: readonly Pick<RollCallLine, 'status'>[]): Counts {
  const counts: Counts = {
    total_tenants: lines.length,
    present: 0,
    absent: 0,
    leave: 0,
    late: 0,
    unmarked: 0,
  }
  for (const line of lines) counts[KEY[line.status]] += 1
  return counts
}
