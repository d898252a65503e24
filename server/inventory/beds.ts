import { addDays, daysBetween, kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import { duesByTenant } from '../collections/dues'
import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import { badRequest, notFound } from '../http/httpError'
import { isLetByUnit } from '../properties/propertyType'
import { readAllotments, type AllotmentView } from './allotments'
import { AVAILABLE, BOOKED, ENDING, OCCUPIED, bedStatusFor, statusName, type BedStatus } from './bedStatus'

/** A bed with its room and property, read for the operator (404 for another operator's bed). */
async function bedRow(db: Db, operatorId: number, id: number) {
  const bed = await db
    .selectFrom('beds')
    .innerJoin('rooms', 'rooms.id', 'beds.room_id')
    .innerJoin('floors', 'floors.id', 'rooms.floor_id')
    .innerJoin('properties', 'properties.id', 'beds.property_id')
    .leftJoin('room_types', 'room_types.id', 'rooms.room_type_id')
    .select([
      'beds.id',
      'beds.name',
      'beds.property_id',
      'beds.rent_override_paise',
      'beds.is_active',
      'properties.name as property_name',
      'properties.property_type',
      'floors.id as floor_id',
      'floors.name as floor_name',
      'rooms.id as room_id',
      'rooms.name as room_name',
      'rooms.sharing',
      'rooms.is_ac',
      'rooms.bath_type',
      'rooms.rent_paise as room_rent_paise',
      'rooms.is_active as room_is_active',
      'room_types.id as room_type_id',
      'room_types.name as room_type_name',
      'room_types.deposit_paise as room_type_deposit_paise',
    ])
    .where('beds.id', '=', id)
    .where('properties.operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!bed) throw notFound('No such bed.')
  return bed
}

/** A bed with its room, status today, the current tenant's dues and its current and future allotments. */
export async function getBedDetails(db: Db, now: Clock, operatorId: number, id: number) {
  const today = kolkataDate(now())
  const bed = await bedRow(db, operatorId, id)
  const allotments = await readAllotments(db, { bedId: bed.id, from: today }, today)
  const status = bedStatusFor(allotments[0]?.status)
  const current = status === OCCUPIED || status === ENDING ? allotments[0] : undefined
  const dues = current ? ((await duesByTenant(db, [current.tenant_id])).get(current.tenant_id) ?? 0) : 0
  const rent = bed.rent_override_paise ?? bed.room_rent_paise
  return {
    id: bed.id,
    name: bed.name,
    property_id: bed.property_id,
    property_name: bed.property_name,
    floor_id: bed.floor_id,
    floor_name: bed.floor_name,
    room_id: bed.room_id,
    room_name: bed.room_name,
    room_type_id: bed.room_type_id,
    room_type_name: bed.room_type_name,
    sharing: bed.sharing,
    is_ac: bed.is_ac === 1,
    bath_type: bed.bath_type,
    is_unit: isLetByUnit(bed.property_type),
    is_active: bed.is_active === 1 && bed.room_is_active === 1,
    rent_paise: rent,
    rent_override_paise: bed.rent_override_paise,
    deposit_paise: bed.room_type_deposit_paise ?? rent,
    status,
    status_name: statusName(status, 2),
    current_allotment_id: current?.id ?? null,
    dues_paise: dues,
    allotments,
  }
}

/** Longest range the availability call covers, in days (inclusive). */
export const MAX_AVAILABILITY_DAYS = 366

type Period = {
  from_date: IsoDate
  to_date: IsoDate | null
  status: BedStatus
  allotment_id: number | null
  tenant_name: string | null
}

/** How an allotment shows on a timeline seen from today: booked ahead, ending, or occupied. */
const periodStatus = (allotment: AllotmentView, today: IsoDate): BedStatus => {
  if (allotment.from_date > today) return BOOKED
  return allotment.to_date !== null && allotment.to_date >= today ? ENDING : OCCUPIED
}

/**
 * The bed's timeline from `from` to `to` as consecutive periods (free ones Available), whether it is free
 * over the whole range, and the first free day on or after `from` (null when an open-ended stay holds it).
 */
export async function getBedAvailability(
  db: Db,
  now: Clock,
  operatorId: number,
  id: number,
  from: IsoDate,
  to: IsoDate,
) {
  if (to < from) {
    const message = 'to_date cannot be before from_date.'
    throw badRequest(message, [{ field: 'query.to_date', message }])
  }
  if (daysBetween(from, to) + 1 > MAX_AVAILABILITY_DAYS) {
    const message = `Ask for at most ${MAX_AVAILABILITY_DAYS} days at a time.`
    throw badRequest(message, [{ field: 'query.to_date', message }])
  }
  const today = kolkataDate(now())
  const bed = await bedRow(db, operatorId, id)
  const ahead = await readAllotments(db, { bedId: bed.id, from }, today)

  let availableFrom: IsoDate | null = from
  for (const allotment of ahead) {
    if (availableFrom === null || allotment.from_date > availableFrom) break
    availableFrom = allotment.to_date === null ? null : addDays(allotment.to_date, 1)
  }

  const periods: Period[] = []
  let cursor: IsoDate | null = from
  for (const allotment of ahead.filter((a) => a.from_date <= to)) {
    if (cursor === null) break
    const start = allotment.from_date > from ? allotment.from_date : from
    if (start > cursor) {
      periods.push({
        from_date: cursor,
        to_date: addDays(start, -1),
        status: AVAILABLE,
        allotment_id: null,
        tenant_name: null,
      })
    }
    const last = allotment.to_date
    periods.push({
      from_date: start,
      to_date: last === null ? null : last < to ? last : to,
      status: periodStatus(allotment, today),
      allotment_id: allotment.id,
      tenant_name: allotment.tenant_name,
    })
    cursor = last === null || last >= to ? null : addDays(last, 1)
  }
  if (cursor !== null) {
    periods.push({ from_date: cursor, to_date: to, status: AVAILABLE, allotment_id: null, tenant_name: null })
  }
  return {
    bed_id: bed.id,
    from_date: from,
    to_date: to,
    is_available: !ahead.some((allotment) => allotment.from_date <= to),
    available_from: availableFrom,
    periods,
  }
}
