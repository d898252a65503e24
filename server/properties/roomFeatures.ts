import type { Clock } from '../clock'
import type { Db } from '../db/database'
import { badRequest, conflict, notFound } from '../http/httpError'
import { ownedProperty } from '../inventory/ownership'

type Paging = { offset: number; limit: number }

/** The room features of a property by name, each with the number of rooms that have it. */
export async function listRoomFeatures(db: Db, propertyId: number, paging?: Paging) {
  let features = db
    .selectFrom('room_features')
    .select([
      'room_features.id',
      'room_features.property_id',
      'room_features.name',
      'room_features.icon',
      (eb) =>
        eb
          .selectFrom('room_feature_links')
          .select(eb.fn.countAll<number>().as('count'))
          .whereRef('room_feature_links.feature_id', '=', 'room_features.id')
          .as('room_count'),
    ])
    .where('room_features.property_id', '=', propertyId)
    .orderBy('room_features.name')
    .orderBy('room_features.id')
  if (paging) features = features.offset(paging.offset).limit(paging.limit)
  const rows = await features.execute()
  const { count } = await db
    .selectFrom('room_features')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('property_id', '=', propertyId)
    .executeTakeFirstOrThrow()
  return {
    count: Number(count),
    results: rows.map((row) => ({ ...row, room_count: Number(row.room_count ?? 0) })),
  }
}

export type RoomFeatureChange = {
  property_id: number
  add?: { name: string; icon?: string | null }[]
  update?: { id: number; name?: string; icon?: string | null }[]
  remove?: number[]
}

const key = (name: string) => name.trim().toLowerCase()

/**
 * Adds, renames and removes features of one property, all or nothing; names stay unique in the property
 * (compared without case or surrounding spaces).
 */
export async function changeRoomFeatures(db: Db, now: Clock, operatorId: number, change: RoomFeatureChange) {
  const { add = [], update = [], remove = [] } = change
  if (add.length + update.length + remove.length === 0) {
    throw badRequest('Nothing to change: add, update or remove at least one feature.')
  }
  const property = await ownedProperty(db, operatorId, change.property_id)
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('room_features')
      .select(['id', 'name'])
      .where('property_id', '=', property.id)
      .execute()
    const names = new Map(existing.map((feature) => [feature.id, feature.name]))
    for (const id of [...remove, ...update.map((item) => item.id)]) {
      if (!names.has(id)) throw notFound(`No such room feature: ${id}.`)
    }
    const updatedIds = update.map((item) => item.id)
    if (new Set(updatedIds).size !== updatedIds.length) {
      throw badRequest('Each feature may be updated only once per call.')
    }
    const both = updatedIds.find((id) => remove.includes(id))
    if (both !== undefined) throw badRequest(`Feature ${both} cannot be both updated and removed.`)
    for (const id of remove) names.delete(id)
    for (const item of update) if (item.name !== undefined) names.set(item.id, item.name.trim())
    const finalNames = [...names.values(), ...add.map((item) => item.name.trim())]
    const seen = new Set<string>()
    for (const name of finalNames) {
      if (!name) throw badRequest('A feature name must not be blank.')
      if (seen.has(key(name))) throw conflict(`A feature named “${name}” already exists in this property.`)
      seen.add(key(name))
    }

    if (remove.length) await trx.deleteFrom('room_features').where('id', 'in', remove).execute()
    // Renames go through a temporary name first so that swapping two names does not trip the unique index. Its
    // leading space keeps it apart from every stored name, which is trimmed (PostgreSQL cannot store the NUL
    // character that once marked it).
    for (const item of update) {
      if (item.name !== undefined) {
        await trx
          .updateTable('room_features')
          .set({ name: ` renaming ${item.id}` })
          .where('id', '=', item.id)
          .execute()
      }
    }
    for (const item of update) {
      await trx
        .updateTable('room_features')
        .set({
          ...(item.name === undefined ? {} : { name: item.name.trim() }),
          ...(item.icon === undefined ? {} : { icon: item.icon }),
        })
        .where('id', '=', item.id)
        .execute()
    }
    if (add.length) {
      const createdAt = now().toISOString()
      await trx
        .insertInto('room_features')
        .values(
          add.map((item) => ({
            property_id: property.id,
            name: item.name.trim(),
            icon: item.icon ?? null,
            created_at: createdAt,
          })),
        )
        .execute()
    }
  })
  return listRoomFeatures(db, property.id)
}

/** 400 unless every feature id is one of the property's features. */
export async function checkFeatureIds(db: Db, propertyId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  const found = await db
    .selectFrom('room_features')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('id', 'in', ids)
    .execute()
  const known = new Set(found.map((feature) => feature.id))
  const unknown = ids.find((id) => !known.has(id))
  if (unknown !== undefined) {
    const message = `Feature ${unknown} is not one of this property's room features.`
    throw badRequest(message, [{ field: 'body.feature_ids', message }])
  }
}
