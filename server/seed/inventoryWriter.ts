import type { Insertable } from 'kysely'
import type { Clock } from '../clock'
import { chunks } from '../db/batches'
import type { Db } from '../db/database'
import type {
  AllotmentTable,
  BathType,
  BedTable,
  Database,
  IsoDate,
  PropertyTable,
  RoomTable,
  TenantTable,
} from '../db/schema'
import type { Person } from './people'
import { resyncIdSequence } from '../db/engine'

/** A stay to record on a bed: the tenant, their dates and what they pay. */
export type StaySpec = {
  person: Person
  start: IsoDate
  end_date: IsoDate | null
  move_out_date: IsoDate | null
  rent_paise: number
  deposit_paise: number
}

export type BedSpec = { name: string; rent_override_paise: number | null; stays: StaySpec[] }

export type RoomTypeSpec = {
  name: string
  sharing: number
  is_ac: boolean
  bath_type: BathType
  rent_paise: number
  deposit_paise: number
  /** Feature names the type brings to its rooms. */
  features: readonly string[]
}

export type RoomSpec = {
  name: string
  /** Index into the property's room types. */
  type: number
  /** Features besides the type's. */
  extraFeatures: readonly string[]
  meter_number: string | null
  area_sqft: number | null
  beds: BedSpec[]
}

export type FloorSpec = { name: string; level: number; rooms: RoomSpec[] }

/** A tenant recorded without a bed (waiting to be allotted one). */
export type WaitingSpec = { person: Person; rent_paise: number; deposit_paise: number; move_in_date: IsoDate }

export type PropertySpec = {
  property: Omit<Insertable<PropertyTable>, 'operator_id' | 'created_at' | 'updated_at'>
  features: readonly { name: string; icon: string }[]
  roomTypes: readonly RoomTypeSpec[]
  floors: readonly FloorSpec[]
  waiting: readonly WaitingSpec[]
}

/** The next free id of a table; rows inserted in batches get their ids assigned here, in order. */
async function nextId(db: Db, table: 'rooms' | 'beds' | 'tenants'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst()
  return Number(row?.max ?? 0) + 1
}

async function insertAll<T extends 'rooms' | 'beds' | 'tenants' | 'allotments' | 'room_feature_links'>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  for (const batch of chunks(rows, 400)) await db.insertInto(table).values(batch).execute()
  // Rooms, beds and tenants come numbered (nextId); a link row has no id of its own.
  if (table !== 'room_feature_links') await resyncIdSequence(db, table)
}

/**
 * Writes a property with its features, room types, floors, rooms, beds, tenants and allotments in batched
 * inserts (run it inside a transaction). Returns the property's id.
 */
export async function writeProperty(
  db: Db,
  now: Clock,
  operatorId: number,
  spec: PropertySpec,
): Promise<number> {
  const createdAt = now().toISOString()
  const { id: propertyId } = await db
    .insertInto('properties')
    .values({ ...spec.property, operator_id: operatorId, created_at: createdAt, updated_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow()

  const featureIds = new Map<string, number>()
  for (const feature of spec.features) {
    const { id } = await db
      .insertInto('room_features')
      .values({ property_id: propertyId, name: feature.name, icon: feature.icon, created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow()
    featureIds.set(feature.name, id)
  }
  const featureId = (name: string) => {
    const id = featureIds.get(name)
    if (id === undefined) throw new Error(`Seed: unknown feature ${name}`)
    return id
  }

  const typeIds: number[] = []
  for (const type of spec.roomTypes) {
    const { id } = await db
      .insertInto('room_types')
      .values({
        property_id: propertyId,
        name: type.name,
        sharing: type.sharing,
        is_ac: type.is_ac ? 1 : 0,
        bath_type: type.bath_type,
        rent_paise: type.rent_paise,
        deposit_paise: type.deposit_paise,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    typeIds.push(id)
    if (type.features.length) {
      await db
        .insertInto('room_type_features')
        .values(type.features.map((name) => ({ room_type_id: id, feature_id: featureId(name) })))
        .execute()
    }
  }

  let roomId = await nextId(db, 'rooms')
  let bedId = await nextId(db, 'beds')
  let tenantId = await nextId(db, 'tenants')
  const rooms: Insertable<RoomTable>[] = []
  const links: { room_id: number; feature_id: number }[] = []
  const beds: Insertable<BedTable>[] = []
  const tenants: Insertable<TenantTable>[] = []
  const allotments: Insertable<AllotmentTable>[] = []
  const addTenant = (person: Person, rent: number, deposit: number, moveIn: IsoDate) => {
    tenants.push({
      id: tenantId,
      operator_id: operatorId,
      property_id: propertyId,
      name: person.name,
      dial_code: '+91',
      phone_no: person.phone,
      email: null,
      gender: person.gender,
      occupation: person.occupation,
      image: null,
      rent_paise: rent,
      deposit_paise: deposit,
      // Taken at move-in, as adding a tenant records it.
      deposit_held_paise: deposit,
      move_in_date: moveIn,
      created_at: createdAt,
      updated_at: createdAt,
    })
    tenantId += 1
    return tenantId - 1
  }

  for (const floor of spec.floors) {
    const { id: floorId } = await db
      .insertInto('floors')
      .values({ property_id: propertyId, name: floor.name, level: floor.level, created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (const room of floor.rooms) {
      const type = spec.roomTypes[room.type]
      rooms.push({
        id: roomId,
        property_id: propertyId,
        floor_id: floorId,
        room_type_id: typeIds[room.type],
        name: room.name,
        sharing: type.sharing,
        is_ac: type.is_ac ? 1 : 0,
        bath_type: type.bath_type,
        rent_paise: type.rent_paise,
        meter_number: room.meter_number,
        area_sqft: room.area_sqft,
        created_at: createdAt,
        updated_at: createdAt,
      })
      for (const name of new Set([...type.features, ...room.extraFeatures])) {
        links.push({ room_id: roomId, feature_id: featureId(name) })
      }
      for (const bed of room.beds) {
        beds.push({
          id: bedId,
          property_id: propertyId,
          room_id: roomId,
          name: bed.name,
          rent_override_paise: bed.rent_override_paise,
          created_at: createdAt,
        })
        for (const stay of bed.stays) {
          allotments.push({
            property_id: propertyId,
            bed_id: bedId,
            tenant_id: addTenant(stay.person, stay.rent_paise, stay.deposit_paise, stay.start),
            start_date: stay.start,
            end_date: stay.end_date,
            move_out_date: stay.move_out_date,
            rent_paise: stay.rent_paise,
            deposit_paise: stay.deposit_paise,
            created_at: createdAt,
            unlinked_at: null,
            unlink_reason: null,
          })
        }
        bedId += 1
      }
      roomId += 1
    }
  }
  for (const waiting of spec.waiting) {
    addTenant(waiting.person, waiting.rent_paise, waiting.deposit_paise, waiting.move_in_date)
  }

  await insertAll(db, 'rooms', rooms)
  await insertAll(db, 'room_feature_links', links)
  await insertAll(db, 'beds', beds)
  await insertAll(db, 'tenants', tenants)
  await insertAll(db, 'allotments', allotments)
  return propertyId
}
