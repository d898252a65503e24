import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { BathType } from '../db/schema'
import { badRequest, conflict } from '../http/httpError'
import { isLetByUnit } from '../properties/propertyType'
import { checkFeatureIds } from '../properties/roomFeatures'
import { ownedProperty } from './ownership'

type Paging = { offset: number; limit: number }

/** Room types of a property by name (or the given ones), with their features and how many rooms use them. */
async function readRoomTypes(db: Db, propertyId: number, select: Paging | { id: number }) {
  let query = db
    .selectFrom('room_types')
    .selectAll('room_types')
    .select((eb) =>
      eb
        .selectFrom('rooms')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('rooms.room_type_id', '=', 'room_types.id')
        .as('room_count'),
    )
    .where('room_types.property_id', '=', propertyId)
  query =
    'id' in select
      ? query.where('room_types.id', '=', select.id)
      : query.offset(select.offset).limit(select.limit)
  const rows = await query.orderBy('room_types.name').orderBy('room_types.id').execute()
  const links = rows.length
    ? await db
        .selectFrom('room_type_features')
        .select(['room_type_id', 'feature_id'])
        .where(
          'room_type_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('feature_id')
        .execute()
    : []
  return rows.map((row) => ({
    id: row.id,
    property_id: row.property_id,
    name: row.name,
    sharing: row.sharing,
    is_ac: row.is_ac === 1,
    bath_type: row.bath_type,
    rent_paise: row.rent_paise,
    deposit_paise: row.deposit_paise,
    feature_ids: links.filter((link) => link.room_type_id === row.id).map((link) => link.feature_id),
    room_count: Number(row.room_count ?? 0),
  }))
}

export async function listRoomTypes(db: Db, propertyId: number, paging: Paging) {
  const { count } = await db
    .selectFrom('room_types')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('property_id', '=', propertyId)
    .executeTakeFirstOrThrow()
  return { count: Number(count), results: await readRoomTypes(db, propertyId, paging) }
}

export type RoomTypeInput = {
  property_id: number
  name: string
  sharing: number
  is_ac: boolean
  bath_type: BathType
  rent_paise: number
  deposit_paise?: number
  feature_ids?: number[]
}

export async function createRoomType(db: Db, now: Clock, operatorId: number, input: RoomTypeInput) {
  const property = await ownedProperty(db, operatorId, input.property_id)
  const name = input.name.trim()
  if (!name)
    throw badRequest('Name must not be blank.', [{ field: 'body.name', message: 'Name must not be blank.' }])
  if (isLetByUnit(property.property_type) && input.sharing !== 1) {
    const message = 'Room types of a commercial or retail property have a sharing of 1 (one unit).'
    throw badRequest(message, [{ field: 'body.sharing', message }])
  }
  const id = await db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('room_types')
      .select('id')
      .where('property_id', '=', property.id)
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .executeTakeFirst()
    if (taken) throw conflict(`This property already has a room type named ${name}.`)
    const featureIds = input.feature_ids ?? []
    await checkFeatureIds(trx, property.id, featureIds)
    const created = await trx
      .insertInto('room_types')
      .values({
        property_id: property.id,
        name,
        sharing: input.sharing,
        is_ac: input.is_ac ? 1 : 0,
        bath_type: input.bath_type,
        rent_paise: input.rent_paise,
        deposit_paise: input.deposit_paise ?? input.rent_paise,
        created_at: now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    if (featureIds.length) {
      await trx
        .insertInto('room_type_features')
        .values(featureIds.map((feature_id) => ({ room_type_id: created.id, feature_id })))
        .execute()
    }
    return created.id
  })
  const [roomType] = await readRoomTypes(db, property.id, { id })
  return roomType
}
