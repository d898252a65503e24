import type { Clock } from '../clock'
import type { Db } from '../db/database'
import { allotmentStatus, lastNight } from '../inventory/bedStatus'
import { tenantContext } from './tenantRecord'

/** Room and bed of a tenant's current (or next, else last) stay, roommates and every stay. */
export async function tenantRoomDetails(db: Db, now: Clock, operatorId: number, tenantId: number) {
  const context = await tenantContext(db, now, operatorId, tenantId)
  const { allotment, property, tenant, today } = context
  const room = allotment
    ? await db
        .selectFrom('rooms')
        .innerJoin('floors', 'floors.id', 'rooms.floor_id')
        .leftJoin('room_types', 'room_types.id', 'rooms.room_type_id')
        .select([
          'rooms.id',
          'rooms.floor_id',
          'floors.name as floor_name',
          'room_types.name as room_type_name',
          'rooms.sharing',
          'rooms.is_ac',
          'rooms.bath_type',
        ])
        .where('rooms.id', '=', allotment.room_id)
        .executeTakeFirstOrThrow()
    : null
  const features = room
    ? await db
        .selectFrom('room_feature_links')
        .innerJoin('room_features', 'room_features.id', 'room_feature_links.feature_id')
        .select('room_features.name')
        .where('room_feature_links.room_id', '=', room.id)
        .orderBy('room_features.name')
        .execute()
    : []
  const roommates = room
    ? await db
        .selectFrom('allotments')
        .innerJoin('beds', 'beds.id', 'allotments.bed_id')
        .innerJoin('tenants', 'tenants.id', 'allotments.tenant_id')
        .select(['tenants.id as tenant_id', 'tenants.name', 'beds.name as bed_name'])
        .where('beds.room_id', '=', room.id)
        .where('allotments.tenant_id', '<>', tenant.id)
        .where('allotments.unlinked_at', 'is', null)
        .where('allotments.start_date', '<=', today)
        .where((eb) =>
          eb.or([
            eb('allotments.move_out_date', '>=', today),
            eb.and([eb('allotments.move_out_date', 'is', null), eb('allotments.end_date', '>=', today)]),
            eb.and([eb('allotments.move_out_date', 'is', null), eb('allotments.end_date', 'is', null)]),
          ]),
        )
        .orderBy('beds.name')
        .execute()
    : []
  const propertyNames = new Map(
    (
      await db
        .selectFrom('properties')
        .select(['id', 'name'])
        .where('id', 'in', [...new Set(context.allotments.map((a) => a.property_id)), property.id])
        .execute()
    ).map((row) => [row.id, row.name]),
  )
  return {
    tenant_id: tenant.id,
    property_id: property.id,
    property_name: property.name,
    property_type: property.property_type,
    floor_id: room?.floor_id ?? null,
    floor_name: room?.floor_name ?? null,
    room_id: allotment?.room_id ?? null,
    room_name: allotment?.room_name ?? null,
    bed_id: allotment?.bed_id ?? null,
    bed_name: allotment?.bed_name ?? null,
    room_type_name: room?.room_type_name ?? null,
    sharing: room?.sharing ?? null,
    is_ac: room ? room.is_ac === 1 : null,
    bath_type: room?.bath_type ?? null,
    features: features.map((feature) => feature.name),
    allotment_id: allotment?.id ?? null,
    from_date: allotment?.start_date ?? null,
    to_date: allotment ? lastNight(allotment) : null,
    rent_paise: allotment?.rent_paise ?? tenant.rent_paise,
    deposit_paise: allotment?.deposit_paise ?? tenant.deposit_paise,
    roommates,
    history: context.allotments.map((stay) => ({
      allotment_id: stay.id,
      property_name: propertyNames.get(stay.property_id) ?? property.name,
      room_name: stay.room_name,
      bed_name: stay.bed_name,
      from_date: stay.start_date,
      to_date: lastNight(stay),
      status: allotmentStatus(stay, today),
      rent_paise: stay.rent_paise,
    })),
  }
}
