import { addDays, kolkataDate } from '../calendar'
import { MINUTE, type Clock } from '../clock'
import { chunks } from '../db/batches'
import type { Db } from '../db/database'
import type { AttendanceMarkStatus, IsoDate, PropertyRow } from '../db/schema'
import { covers, rollCallMoment } from '../attendance/roster'
import { lastNightSql } from '../inventory/bedStatus'
import { withStatus } from '../outpass/views'
import { curfewOf } from '../outpass/setup'
import { seededRandom, type Random } from './random'
import { demoResidentialProperties, wardenOf } from './outpasses'

const NIGHTS = 42

const LATE_REMARKS = [
  'Metro delayed',
  'Office party',
  'Came back from the library',
  'Bus breakdown',
  'Hospital visit',
]
const ABSENT_REMARKS = ['Did not inform', 'Phone switched off', 'Stayed at a friend’s place']

/** A late entry between five minutes after the curfew and 23:40. */
function lateTime(random: Random, curfew: string): string {
  const [hours, minutes] = curfew.split(':').map(Number)
  const first = hours * 60 + minutes + 5
  const last = Math.max(first, 23 * 60 + 40)
  const at = random.int(first, last)
  return `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`
}

function markOf(
  random: Random,
  curfew: string,
): { status: AttendanceMarkStatus; late_entry_time: string | null; remarks: string | null } {
  const draw = random.next()
  if (draw < 0.9) return { status: 'PRESENT', late_entry_time: null, remarks: null }
  if (draw < 0.96)
    return { status: 'LATE', late_entry_time: lateTime(random, curfew), remarks: random.pick(LATE_REMARKS) }
  return {
    status: 'ABSENT',
    late_entry_time: null,
    remarks: random.next() < 0.7 ? random.pick(ABSENT_REMARKS) : null,
  }
}

/**
 * Six weeks of night roll-calls before tonight (tonight is left to take): most residents present, some late
 * with their entry time and a remark, a few absent, and residents away on a pass marked Leave; marked by the
 * property's warden when it has one, else by the operator. Properties with any mark already are skipped.
 */
export async function seedAttendance(db: Db, now: Clock): Promise<void> {
  const today = kolkataDate(now())
  const properties = await demoResidentialProperties(db)
  for (const { operator_name, ...property } of properties) {
    const marked = await db
      .selectFrom('attendance_marks')
      .select('id')
      .where('property_id', '=', property.id)
      .executeTakeFirst()
    if (!marked) await seedProperty(db, now, property, operator_name, today)
  }
}

async function seedProperty(db: Db, now: Clock, property: PropertyRow, operatorName: string, today: IsoDate) {
  const random = seededRandom(property.id * 7_919 + 15)
  const warden = await wardenOf(db, property.operator_id, property.id)
  const by = { marked_by_staff_id: warden?.id ?? null, marked_by_name: warden?.name ?? operatorName }
  const first = addDays(today, -NIGHTS)
  const stays = await db
    .selectFrom('allotments as a')
    .innerJoin('beds', 'beds.id', 'a.bed_id')
    .innerJoin('rooms', 'rooms.id', 'beds.room_id')
    .select(['a.tenant_id', 'a.start_date', lastNightSql('a').as('last_night'), 'rooms.floor_id'])
    .where('a.property_id', '=', property.id)
    .where('a.unlinked_at', 'is', null)
    .where('a.start_date', '<', today)
    .where(lastNightSql('a'), '>=', first)
    .orderBy('a.start_date', 'desc')
    .execute()
  const passes = await withStatus(
    db,
    now(),
    await db.selectFrom('outpasses').selectAll().where('property_id', '=', property.id).execute(),
  )
  const curfew = curfewOf(property)
  const rows = []
  for (let night = NIGHTS; night >= 1; night -= 1) {
    const date = addDays(today, -night)
    const moment = rollCallMoment(property, date)
    const markedAt = new Date(moment.getTime() + 20 * MINUTE).toISOString()
    const seen = new Set<number>()
    for (const stay of stays) {
      if (stay.start_date > date || stay.last_night < date || seen.has(stay.tenant_id)) continue
      seen.add(stay.tenant_id)
      const pass = passes.find(
        ({ row, status }) => row.tenant_id === stay.tenant_id && covers(row, status, moment),
      )
      const mark = pass
        ? { status: 'LEAVE' as const, late_entry_time: null, remarks: `On outpass ${pass.row.id}` }
        : markOf(random, curfew)
      rows.push({
        operator_id: property.operator_id,
        property_id: property.id,
        floor_id: stay.floor_id,
        tenant_id: stay.tenant_id,
        attendance_date: date,
        ...mark,
        marked_at: markedAt,
        ...by,
      })
    }
  }
  for (const batch of chunks(rows)) await db.insertInto('attendance_marks').values(batch).execute()
}
