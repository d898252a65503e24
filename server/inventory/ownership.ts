import type { Db } from '../db/database'
import type { PropertyRow } from '../db/schema'
import { notFound } from '../http/httpError'

/**
 * Every id a request names is looked up through its property's operator: another operator's record answers
 * the same 404 as a missing one, so ids cannot be probed.
 */

export async function ownedProperty(db: Db, operatorId: number, id: number): Promise<PropertyRow> {
  const property = await db
    .selectFrom('properties')
    .selectAll()
    .where('id', '=', id)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!property) throw notFound('No such property.')
  return property
}

export async function ownedFloor(db: Db, operatorId: number, id: number) {
  const floor = await db
    .selectFrom('floors')
    .innerJoin('properties', 'properties.id', 'floors.property_id')
    .select(['floors.id', 'floors.property_id', 'floors.name', 'floors.level'])
    .where('floors.id', '=', id)
    .where('properties.operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!floor) throw notFound('No such floor.')
  return floor
}

export async function ownedRoomType(db: Db, operatorId: number, id: number) {
  const roomType = await db
    .selectFrom('room_types')
    .innerJoin('properties', 'properties.id', 'room_types.property_id')
    .selectAll('room_types')
    .where('room_types.id', '=', id)
    .where('properties.operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!roomType) throw notFound('No such room type.')
  return roomType
}

/** Rooms by id, all of the operator's (404 naming the first that is not). */
export async function ownedRooms(db: Db, operatorId: number, ids: readonly number[]) {
  const rooms = ids.length
    ? await db
        .selectFrom('rooms')
        .innerJoin('properties', 'properties.id', 'rooms.property_id')
        .selectAll('rooms')
        .select('properties.property_type')
        .where('rooms.id', 'in', ids)
        .where('properties.operator_id', '=', operatorId)
        .execute()
    : []
  const found = new Set(rooms.map((room) => room.id))
  const missing = ids.find((id) => !found.has(id))
  if (missing !== undefined) throw notFound(ids.length === 1 ? 'No such room.' : `No such room: ${missing}.`)
  return rooms
}

export async function ownedRoom(db: Db, operatorId: number, id: number) {
  const [room] = await ownedRooms(db, operatorId, [id])
  return room
}

export async function ownedBed(db: Db, operatorId: number, id: number) {
  const bed = await db
    .selectFrom('beds')
    .innerJoin('rooms', 'rooms.id', 'beds.room_id')
    .innerJoin('properties', 'properties.id', 'beds.property_id')
    .select([
      'beds.id',
      'beds.name',
      'beds.property_id',
      'beds.room_id',
      'beds.rent_override_paise',
      'beds.is_active',
      'rooms.name as room_name',
      'rooms.is_active as room_is_active',
      'rooms.rent_paise as room_rent_paise',
      'properties.property_type',
    ])
    .where('beds.id', '=', id)
    .where('properties.operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!bed) throw notFound('No such bed.')
  return bed
}

export async function ownedAllotment(db: Db, operatorId: number, id: number) {
  const allotment = await db
    .selectFrom('allotments')
    .innerJoin('properties', 'properties.id', 'allotments.property_id')
    .selectAll('allotments')
    .where('allotments.id', '=', id)
    .where('properties.operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!allotment) throw notFound('No such allotment.')
  return allotment
}

export async function ownedTenant(db: Db, operatorId: number, id: number) {
  const tenant = await db
    .selectFrom('tenants')
    .selectAll()
    .where('id', '=', id)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!tenant) throw notFound('No such tenant.')
  return tenant
}
