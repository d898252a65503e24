import { sql } from 'kysely'
import { kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { Gender, IsoDate } from '../db/schema'
import { asBedStatus, lastNightSql, statusAllotmentJoin, statusSql } from '../inventory/bedStatus'
import { ownedProperty } from '../inventory/ownership'
import { listRoomFeatures } from '../properties/roomFeatures'

type Paging = { offset: number; limit: number }

export type PlacementQuery = Paging & { from_date?: IsoDate; room_type_id?: number; gender?: Gender }

/**
 * Rooms of a property with the beds a tenant can take from `from_date`: beds with no live stay on or after
 * that night (status as of today: Available, or Ending before it). In a co-ed property, rooms whose current tenants are all of
 * another gender than the one asked are skipped.
 */
export async function listPlacementRooms(
  db: Db,
  now: Clock,
  operatorId: number,
  propertyId: number,
  query: PlacementQuery,
) {
  const property = await ownedProperty(db, operatorId, propertyId)
  const today = kolkataDate(now())
  const from = query.from_date ?? today
  const { rows: beds } = await sql<{
    bed_id: number
    bed_name: string
    room_id: number
    rent_paise: number
    status: number
  }>`select b.id as bed_id, b.name as bed_name, b.room_id,
      coalesce(b.rent_override_paise, r.rent_paise) as rent_paise,
      ${statusSql(today)} as status
    from beds b
    join rooms r on r.id = b.room_id
    ${statusAllotmentJoin({ date: today })}
    where b.property_id = ${property.id} and b.is_active = 1 and r.is_active = 1
      and not exists (select 1 from allotments a where a.bed_id = b.id and a.unlinked_at is null
        and ${lastNightSql('a')} >= ${from})
      ${query.room_type_id === undefined ? sql`` : sql`and r.room_type_id = ${query.room_type_id}`}
      ${
        query.gender && property.gender === 'COED'
          ? sql`and not exists (select 1 from allotments a join tenants t on t.id = a.tenant_id
              where a.unlinked_at is null and a.bed_id in (select id from beds where room_id = r.id)
              and a.start_date <= ${from} and ${lastNightSql('a')} >= ${from} and t.gender <> ${query.gender})`
          : sql``
      }
    order by b.room_id, b.name`.execute(db)
  const roomIds = [...new Set(beds.map((bed) => bed.room_id))]
  const page = roomIds.slice(query.offset, query.offset + query.limit)
  const rooms = page.length
    ? await db
        .selectFrom('rooms')
        .innerJoin('floors', 'floors.id', 'rooms.floor_id')
        .leftJoin('room_types', 'room_types.id', 'rooms.room_type_id')
        .select([
          'rooms.id',
          'rooms.name',
          'rooms.floor_id',
          'floors.name as floor_name',
          'floors.level',
          'rooms.room_type_id',
          'room_types.name as room_type_name',
          'rooms.sharing',
          'rooms.is_ac',
          'rooms.bath_type',
          'rooms.rent_paise',
        ])
        .where('rooms.id', 'in', page)
        .execute()
    : []
  const byId = new Map(rooms.map((room) => [room.id, room]))
  return {
    count: roomIds.length,
    results: page.map((id) => {
      const room = byId.get(id)
      if (!room) throw new Error(`Room ${id} vanished`)
      return {
        room_id: room.id,
        room_name: room.name,
        floor_id: room.floor_id,
        floor_name: room.floor_name,
        room_type_id: room.room_type_id,
        room_type_name: room.room_type_name ?? null,
        sharing: room.sharing,
        is_ac: room.is_ac === 1,
        bath_type: room.bath_type,
        rent_paise: room.rent_paise,
        beds: beds
          .filter((bed) => bed.room_id === id)
          .map((bed) => ({
            bed_id: bed.bed_id,
            bed_name: bed.bed_name,
            status: asBedStatus(bed.status),
            rent_paise: bed.rent_paise,
            available_from: from,
          })),
      }
    }),
  }
}

/** Room types of a property with their features (for the add-tenant and move-in screens). */
export async function listRoomTypeFeatures(db: Db, operatorId: number, propertyId: number, paging: Paging) {
  const property = await ownedProperty(db, operatorId, propertyId)
  const features = (await listRoomFeatures(db, property.id)).results
  const base = db.selectFrom('room_types').where('property_id', '=', property.id)
  const rows = await base
    .selectAll()
    .orderBy('name')
    .orderBy('id')
    .offset(paging.offset)
    .limit(paging.limit)
    .execute()
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()
  const links = rows.length
    ? await db
        .selectFrom('room_type_features')
        .selectAll()
        .where(
          'room_type_id',
          'in',
          rows.map((row) => row.id),
        )
        .execute()
    : []
  return {
    count: Number(count),
    results: rows.map((row) => {
      const ids = new Set(links.filter((link) => link.room_type_id === row.id).map((link) => link.feature_id))
      return {
        id: row.id,
        property_id: row.property_id,
        name: row.name,
        sharing: row.sharing,
        is_ac: row.is_ac === 1,
        bath_type: row.bath_type,
        rent_paise: row.rent_paise,
        deposit_paise: row.deposit_paise,
        features: features.filter((feature) => ids.has(feature.id)),
      }
    }),
  }
}
