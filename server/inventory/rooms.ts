import type { Updateable } from 'kysely'
import { recordChange, rupees } from '../activity/record'
import { kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import { chunks } from '../db/batches'
import type { Db } from '../db/database'
import type { BathType, RoomTable } from '../db/schema'
import { badRequest, conflict } from '../http/httpError'
import { checkFeatureIds } from '../properties/roomFeatures'
import { isLetByUnit } from '../properties/propertyType'
import { lastNightSql } from './bedStatus'
import { ownedFloor, ownedRoomType, ownedRooms } from './ownership'

/** A room as the contract's `Room` gives it. */
export type RoomView = {
  id: number
  property_id: number
  floor_id: number
  floor_name: string
  name: string
  room_type_id: number | null
  room_type_name: string | null
  sharing: number
  is_ac: boolean
  bath_type: BathType
  is_active: boolean
  is_unit: boolean
  rent_paise: number
  bed_count: number
  feature_ids: number[]
  meter_number: string | null
  area_sqft: number | null
}

export type RoomFilter = {
  ids?: readonly number[]
  floorIds?: readonly number[]
  activeOnly?: boolean
}

/** Rooms by id or by floor, sorted by floor level then name, with their bed counts and features. */
export async function readRooms(db: Db, filter: RoomFilter): Promise<RoomView[]> {
  const keys = filter.ids ?? filter.floorIds ?? []
  const column = filter.ids ? 'rooms.id' : 'rooms.floor_id'
  const rows = []
  for (const batch of chunks(keys)) {
    let query = db
      .selectFrom('rooms')
      .innerJoin('floors', 'floors.id', 'rooms.floor_id')
      .innerJoin('properties', 'properties.id', 'rooms.property_id')
      .leftJoin('room_types', 'room_types.id', 'rooms.room_type_id')
      .selectAll('rooms')
      .select([
        'floors.name as floor_name',
        'floors.level as floor_level',
        'room_types.name as room_type_name',
        'properties.property_type',
        (eb) =>
          eb
            .selectFrom('beds')
            .select(eb.fn.countAll<number>().as('count'))
            .whereRef('beds.room_id', '=', 'rooms.id')
            .as('bed_count'),
      ])
      .where(column, 'in', batch)
    if (filter.activeOnly) query = query.where('rooms.is_active', '=', 1)
    rows.push(...(await query.execute()))
  }
  rows.sort((a, b) => a.floor_level - b.floor_level || a.name.localeCompare(b.name, 'en', { numeric: true }))

  const features = new Map<number, number[]>()
  for (const batch of chunks(rows.map((row) => row.id))) {
    const links = await db
      .selectFrom('room_feature_links')
      .select(['room_id', 'feature_id'])
      .where('room_id', 'in', batch)
      .orderBy('feature_id')
      .execute()
    for (const link of links)
      features.set(link.room_id, [...(features.get(link.room_id) ?? []), link.feature_id])
  }
  return rows.map((row) => ({
    id: row.id,
    property_id: row.property_id,
    floor_id: row.floor_id,
    floor_name: row.floor_name,
    name: row.name,
    room_type_id: row.room_type_id,
    room_type_name: row.room_type_name,
    sharing: row.sharing,
    is_ac: row.is_ac === 1,
    bath_type: row.bath_type,
    is_active: row.is_active === 1,
    is_unit: isLetByUnit(row.property_type),
    rent_paise: row.rent_paise,
    bed_count: Number(row.bed_count ?? 0),
    feature_ids: features.get(row.id) ?? [],
    meter_number: row.meter_number,
    area_sqft: row.area_sqft,
  }))
}

export type RoomChanges = {
  name?: string
  floor_id?: number
  room_type_id?: number | null
  sharing?: number
  is_ac?: boolean
  bath_type?: BathType
  rent_paise?: number
  feature_ids?: number[]
  meter_number?: string | null
  area_sqft?: number | null
  is_active?: boolean
}

const invalid = (field: string, message: string) => badRequest(message, [{ field: `body.${field}`, message }])

/** 409 when a room of the list has a bed held today or later (a current or future allotment). */
async function refuseIfHeld(db: Db, roomIds: readonly number[], today: string): Promise<void> {
  for (const batch of chunks(roomIds)) {
    const held = await db
      .selectFrom('allotments')
      .innerJoin('beds', 'beds.id', 'allotments.bed_id')
      .innerJoin('rooms', 'rooms.id', 'beds.room_id')
      .select('rooms.name')
      .where('beds.room_id', 'in', batch)
      .where('allotments.unlinked_at', 'is', null)
      .where(lastNightSql('allotments'), '>=', today)
      .limit(1)
      .executeTakeFirst()
    if (held) {
      throw conflict(`Room ${held.name} has a current or booked tenant; unlink them before deactivating it.`)
    }
  }
}

/**
 * Applies the same changes to rooms of one property, inside the caller's transaction. A room type brings its
 * sharing, AC, bath and rent unless the same change gives them; a new rent applies to beds without their own
 * (allotments keep the rent they were agreed at).
 */
async function applyRoomChanges(
  trx: Db,
  operatorId: number,
  roomIds: readonly number[],
  changes: RoomChanges,
  now: Clock,
): Promise<void> {
  const rooms = await ownedRooms(trx, operatorId, roomIds)
  const before = await readRooms(trx, { ids: roomIds })
  const propertyId = rooms[0].property_id
  if (rooms.some((room) => room.property_id !== propertyId)) {
    throw invalid('room_id_list', 'Rooms edited together must belong to one property.')
  }
  const byUnit = isLetByUnit(rooms[0].property_type)
  const { feature_ids, is_active, is_ac, name, ...columns } = changes
  const set: Updateable<RoomTable> = { ...columns, updated_at: now().toISOString() }
  if (is_ac !== undefined) set.is_ac = is_ac ? 1 : 0

  if (changes.room_type_id) {
    const roomType = await ownedRoomType(trx, operatorId, changes.room_type_id)
    if (roomType.property_id !== propertyId) {
      throw invalid('room_type_id', `Room type ${roomType.name} belongs to another property.`)
    }
    set.sharing = changes.sharing ?? roomType.sharing
    set.is_ac = is_ac === undefined ? roomType.is_ac : set.is_ac
    set.bath_type = changes.bath_type ?? roomType.bath_type
    set.rent_paise = changes.rent_paise ?? roomType.rent_paise
  }
  if (byUnit && set.sharing !== undefined && set.sharing !== 1) {
    throw invalid('sharing', 'A unit of a commercial or retail property has a sharing of 1.')
  }
  if (changes.floor_id !== undefined) {
    const floor = await ownedFloor(trx, operatorId, changes.floor_id)
    if (floor.property_id !== propertyId)
      throw invalid('floor_id', `Floor ${floor.name} belongs to another property.`)
  }
  if (name !== undefined) {
    const trimmed = name.trim()
    if (!trimmed) throw invalid('name', 'Name must not be blank.')
    const taken = await trx
      .selectFrom('rooms')
      .select('id')
      .where('property_id', '=', propertyId)
      .where('name', '=', trimmed)
      .where('id', 'not in', roomIds)
      .executeTakeFirst()
    if (taken) throw conflict(`This property already has a room named ${trimmed}.`)
    set.name = trimmed
  }
  if (is_active !== undefined) {
    if (!is_active) await refuseIfHeld(trx, roomIds, kolkataDate(now()))
    set.is_active = is_active ? 1 : 0
  }
  if (feature_ids !== undefined) await checkFeatureIds(trx, propertyId, feature_ids)

  for (const batch of chunks(roomIds)) {
    await trx.updateTable('rooms').set(set).where('id', 'in', batch).execute()
    if (feature_ids !== undefined) {
      await trx.deleteFrom('room_feature_links').where('room_id', 'in', batch).execute()
      const links = batch.flatMap((room_id) => feature_ids.map((feature_id) => ({ room_id, feature_id })))
      for (const linkBatch of chunks(links))
        await trx.insertInto('room_feature_links').values(linkBatch).execute()
    }
  }
  await recordRoomChanges(trx, operatorId, before, await readRooms(trx, { ids: roomIds }), now)
}

/** The fields of a room the activity log keeps: what decides its lettable beds and their rent. */
const loggedRoom = (room: RoomView) => ({
  name: room.name,
  floor_id: room.floor_id,
  room_type_id: room.room_type_id,
  sharing: room.sharing,
  rent_paise: room.rent_paise,
  is_active: room.is_active,
  is_ac: room.is_ac,
  bath_type: room.bath_type,
  feature_ids: room.feature_ids,
})

/** One entry for the request, naming every room it changed; one room's fields before and after, or each room's. */
function recordRoomChanges(trx: Db, operatorId: number, before: RoomView[], after: RoomView[], now: Clock) {
  const [first] = after
  const one = after.length === 1
  const what =
    first.is_active !== before[0].is_active
      ? first.is_active
        ? 'Opened'
        : 'Closed'
      : first.rent_paise !== before[0].rent_paise
        ? `Set the rent to ${rupees(first.rent_paise)} of`
        : 'Edited'
  return recordChange(
    trx,
    operatorId,
    {
      entity: 'room',
      entityId: first.id,
      propertyId: first.property_id,
      summary: one
        ? `${what} room ${first.name}`
        : `${what} ${after.length} rooms: ${after.map((room) => room.name).join(', ')}`,
      before: one ? loggedRoom(before[0]) : { rooms: before.map(loggedRoom) },
      after: one ? loggedRoom(first) : { rooms: after.map(loggedRoom) },
      subjects: after.map((room) => ({ entity: 'room' as const, entityId: room.id })),
    },
    now(),
  )
}

export async function updateRoom(db: Db, now: Clock, operatorId: number, id: number, changes: RoomChanges) {
  await db.transaction().execute((trx) => applyRoomChanges(trx, operatorId, [id], changes, now))
  const [room] = await readRooms(db, { ids: [id] })
  return room
}

export async function editRooms(
  db: Db,
  now: Clock,
  operatorId: number,
  { room_id_list, ...changes }: RoomChanges & { room_id_list: number[] },
) {
  await db.transaction().execute((trx) => applyRoomChanges(trx, operatorId, room_id_list, changes, now))
  const rooms = await readRooms(db, { ids: room_id_list })
  return { updated_count: rooms.length, rooms }
}
