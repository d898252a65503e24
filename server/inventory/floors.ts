import type { Db } from '../db/database'
import { readRooms } from './rooms'

export type FloorQuery = { offset?: number; limit?: number; showInactive: boolean }

/** Floors of a property by level, each with its rooms (inactive ones too with `showInactive`). */
export async function listFloors(db: Db, propertyId: number, query: FloorQuery) {
  let floors = db
    .selectFrom('floors')
    .select(['id', 'property_id', 'name', 'level'])
    .where('property_id', '=', propertyId)
    .orderBy('level')
    .orderBy('id')
  if (query.limit !== undefined) floors = floors.offset(query.offset ?? 0).limit(query.limit)
  const rows = await floors.execute()
  const rooms = await readRooms(db, {
    floorIds: rows.map((floor) => floor.id),
    activeOnly: !query.showInactive,
  })
  const { count } = await db
    .selectFrom('floors')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('property_id', '=', propertyId)
    .executeTakeFirstOrThrow()
  const results = rows.map((floor) => {
    const floorRooms = rooms.filter((room) => room.floor_id === floor.id)
    return {
      ...floor,
      room_count: floorRooms.length,
      bed_count: floorRooms.reduce((sum, room) => sum + room.bed_count, 0),
      rooms: floorRooms,
    }
  })
  return { count: Number(count), results }
}
