import { recordChange } from '../activity/record'
import type { Clock } from '../clock'
import { chunks } from '../db/batches'
import type { Db } from '../db/database'
import type { BathType, Flag } from '../db/schema'
import { badRequest, conflict } from '../http/httpError'
import { isLetByUnit } from '../properties/propertyType'
import { listFloors } from './floors'
import { ownedFloor, ownedProperty, ownedRoomType } from './ownership'

export type InventoryRoomInput = {
  name: string
  room_type_id?: number
  sharing?: number
  is_ac?: boolean
  bath_type?: BathType
  rent_paise?: number
  bed_count?: number
  bed_names?: string[]
}

export type InventoryFloorInput = {
  floor_id?: number
  name?: string
  level?: number
  rooms?: InventoryRoomInput[]
}

/** Default bed names of a room: `203-A`, `203-B`, … */
export const defaultBedNames = (room: string, count: number): string[] =>
  Array.from({ length: count }, (_, index) => `${room}-${String.fromCharCode(65 + index)}`)

const invalid = (field: string, message: string) => badRequest(message, [{ field: `body.${field}`, message }])

type PlannedRoom = {
  floorIndex: number
  name: string
  room_type_id: number | null
  sharing: number
  is_ac: Flag
  bath_type: BathType
  rent_paise: number
  bedNames: string[]
  featureIds: number[]
}

/**
 * Adds floors, rooms and beds to a property in one transaction: any bad item (an unknown room type, a taken
 * name, a missing rent) throws before the commit, so nothing of the request is written.
 */
export async function editInventory(
  db: Db,
  now: Clock,
  operatorId: number,
  propertyId: number,
  floors: InventoryFloorInput[],
) {
  const property = await ownedProperty(db, operatorId, propertyId)
  const byUnit = isLetByUnit(property.property_type)
  const createdAt = now().toISOString()

  const added = await db.transaction().execute(async (trx) => {
    const existingFloors = await trx
      .selectFrom('floors')
      .select(['id', 'name', 'level'])
      .where('property_id', '=', propertyId)
      .execute()
    const floorNames = new Set(existingFloors.map((floor) => floor.name.toLowerCase()))
    let nextLevel = Math.max(-1, ...existingFloors.map((floor) => floor.level)) + 1
    const existingRooms = await trx
      .selectFrom('rooms')
      .select('name')
      .where('property_id', '=', propertyId)
      .execute()
    const roomNames = new Set(existingRooms.map((room) => room.name.toLowerCase()))
    const roomTypes = new Map<number, Awaited<ReturnType<typeof ownedRoomType>> & { featureIds: number[] }>()

    const floorIds: number[] = []
    const planned: PlannedRoom[] = []
    let floorsAdded = 0
    for (const [floorIndex, floor] of floors.entries()) {
      const at = `floors.${floorIndex}`
      if (floor.floor_id !== undefined) {
        if (floor.name !== undefined || floor.level !== undefined) {
          throw invalid(
            at,
            'Give either floor_id (an existing floor) or a new floor’s name and level, not both.',
          )
        }
        const existing = await ownedFloor(trx, operatorId, floor.floor_id)
        if (existing.property_id !== propertyId) {
          throw invalid(`${at}.floor_id`, `Floor ${existing.name} belongs to another property.`)
        }
        floorIds.push(existing.id)
      } else {
        const name = floor.name?.trim()
        if (!name)
          throw invalid(
            `${at}.name`,
            'A new floor needs a name (or give floor_id to add to an existing one).',
          )
        if (floorNames.has(name.toLowerCase()))
          throw conflict(`This property already has a floor named ${name}.`)
        floorNames.add(name.toLowerCase())
        const level = floor.level ?? nextLevel
        nextLevel = Math.max(nextLevel, level + 1)
        const created = await trx
          .insertInto('floors')
          .values({ property_id: propertyId, name, level, created_at: createdAt })
          .returning('id')
          .executeTakeFirstOrThrow()
        floorIds.push(created.id)
        floorsAdded += 1
      }

      for (const [roomIndex, room] of (floor.rooms ?? []).entries()) {
        const roomAt = `${at}.rooms.${roomIndex}`
        const name = room.name.trim()
        if (!name) throw invalid(`${roomAt}.name`, 'Room name must not be blank.')
        if (roomNames.has(name.toLowerCase()))
          throw conflict(`This property already has a room named ${name}.`)
        roomNames.add(name.toLowerCase())

        let roomType = room.room_type_id === undefined ? undefined : roomTypes.get(room.room_type_id)
        if (room.room_type_id !== undefined && !roomType) {
          const found = await ownedRoomType(trx, operatorId, room.room_type_id)
          if (found.property_id !== propertyId) {
            throw invalid(`${roomAt}.room_type_id`, `Room type ${found.name} belongs to another property.`)
          }
          const links = await trx
            .selectFrom('room_type_features')
            .select('feature_id')
            .where('room_type_id', '=', found.id)
            .execute()
          roomType = { ...found, featureIds: links.map((link) => link.feature_id) }
          roomTypes.set(found.id, roomType)
        }
        const sharing = room.sharing ?? roomType?.sharing ?? (byUnit ? 1 : undefined)
        if (sharing === undefined)
          throw invalid(`${roomAt}.sharing`, `Room ${name}: give a room type or a sharing.`)
        if (byUnit && sharing !== 1) {
          throw invalid(
            `${roomAt}.sharing`,
            `Unit ${name}: units of a commercial or retail property have a sharing of 1.`,
          )
        }
        const rent = room.rent_paise ?? roomType?.rent_paise
        if (rent === undefined)
          throw invalid(`${roomAt}.rent_paise`, `Room ${name}: give a room type or a rent.`)
        const bedNames = byUnit ? [name] : (room.bed_names?.map((bed) => bed.trim()) ?? [])
        const bedCount = byUnit ? 1 : (room.bed_count ?? sharing)
        if (!byUnit && bedNames.length && bedNames.length !== bedCount) {
          throw invalid(`${roomAt}.bed_names`, `Room ${name}: give ${bedCount} bed names, one per bed.`)
        }
        const names = bedNames.length ? bedNames : defaultBedNames(name, bedCount)
        if (
          names.some((bed) => !bed) ||
          new Set(names.map((bed) => bed.toLowerCase())).size !== names.length
        ) {
          throw invalid(`${roomAt}.bed_names`, `Room ${name}: bed names must be non-blank and different.`)
        }
        planned.push({
          floorIndex,
          name,
          room_type_id: roomType?.id ?? null,
          sharing,
          is_ac: (room.is_ac ?? roomType?.is_ac === 1) ? 1 : 0,
          bath_type: room.bath_type ?? roomType?.bath_type ?? 'COMMON',
          rent_paise: rent,
          bedNames: names,
          featureIds: roomType?.featureIds ?? [],
        })
      }
    }

    const beds: { property_id: number; room_id: number; name: string; created_at: string }[] = []
    const links: { room_id: number; feature_id: number }[] = []
    const roomIds: number[] = []
    for (const room of planned) {
      const created = await trx
        .insertInto('rooms')
        .values({
          property_id: propertyId,
          floor_id: floorIds[room.floorIndex],
          room_type_id: room.room_type_id,
          name: room.name,
          sharing: room.sharing,
          is_ac: room.is_ac,
          bath_type: room.bath_type,
          rent_paise: room.rent_paise,
          meter_number: null,
          area_sqft: null,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      roomIds.push(created.id)
      for (const name of room.bedNames)
        beds.push({ property_id: propertyId, room_id: created.id, name, created_at: createdAt })
      for (const feature_id of room.featureIds) links.push({ room_id: created.id, feature_id })
    }
    for (const batch of chunks(beds)) await trx.insertInto('beds').values(batch).execute()
    for (const batch of chunks(links)) await trx.insertInto('room_feature_links').values(batch).execute()
    const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`
    await recordChange(
      trx,
      operatorId,
      {
        entity: 'property',
        entityId: propertyId,
        propertyId,
        summary: `Added ${counted(floorsAdded, 'floor', 'floors')}, ${counted(planned.length, 'room', 'rooms')} and ${counted(beds.length, 'bed', 'beds')} to ${property.name}`,
        before: null,
        after: {
          floors_added: floorsAdded,
          rooms: planned.map((room) => ({
            name: room.name,
            rent_paise: room.rent_paise,
            beds: room.bedNames,
          })),
        },
        subjects: roomIds.map((id) => ({ entity: 'room' as const, entityId: id })),
      },
      now(),
    )
    return { floors_added: floorsAdded, rooms_added: planned.length, beds_added: beds.length }
  })
  const { results } = await listFloors(db, propertyId, { showInactive: true })
  return { ...added, floors: results }
}
