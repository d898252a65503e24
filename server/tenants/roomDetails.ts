import { addDays, displayDate, OPEN_END } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import { badRequest, conflict } from '../http/httpError'
import { allotmentStatus, lastNight } from '../inventory/bedStatus'
import { ownedBed } from '../inventory/ownership'
import { bedTaken, takenMessage, tenantContext } from './tenantRecord'

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

export type RoomChangeInput = {
  bed_id: number
  from_date: IsoDate
  rent_paise?: number
  deposit_handling?: 'CARRY_FORWARD' | 'REFUND_AND_RECOLLECT' | 'FORFEIT'
  new_deposit_paise?: number
  reason?: string
}

/**
 * Room transfer: the current stay ends the night before `from_date` (a stay not yet begun is removed) and a
 * new one starts on the new bed, keeping the old stay's last night. One transaction.
 */
export async function changeRoom(
  db: Db,
  now: Clock,
  operatorId: number,
  tenantId: number,
  input: RoomChangeInput,
) {
  const context = await tenantContext(db, now, operatorId, tenantId)
  const { tenant, today } = context
  if (context.status === 'MOVED_OUT')
    throw badRequest(`${tenant.name} has moved out; add them again instead.`)
  const bed = await ownedBed(db, operatorId, input.bed_id)
  if (!bed.is_active || !bed.room_is_active) {
    throw badRequest(`Bed ${bed.name} is inactive and cannot be allotted.`, [
      { field: 'body.bed_id', message: `Bed ${bed.name} is inactive.` },
    ])
  }
  const stay =
    context.allotment && (lastNight(context.allotment) ?? OPEN_END) >= today ? context.allotment : null
  if (stay && stay.bed_id === bed.id) {
    const message = `${tenant.name} already has bed ${bed.name}.`
    throw badRequest(message, [{ field: 'body.bed_id', message }])
  }
  const last = stay ? lastNight(stay) : null
  if (last !== null && input.from_date > last) {
    const message = `The stay ends on ${displayDate(last)}; the move must be on or before that.`
    throw badRequest(message, [{ field: 'body.from_date', message }])
  }
  const handling = input.deposit_handling ?? 'CARRY_FORWARD'
  if (handling !== 'CARRY_FORWARD' && input.new_deposit_paise === undefined) {
    const message = 'Give the deposit to collect for the new bed.'
    throw badRequest(message, [{ field: 'body.new_deposit_paise', message }])
  }
  const taken = await bedTaken(db, bed.id, input.from_date, last ?? OPEN_END)
  if (taken) throw conflict(takenMessage(bed.name, taken))
  const deposit =
    handling === 'CARRY_FORWARD'
      ? (stay?.deposit_paise ?? tenant.deposit_paise)
      : (input.new_deposit_paise ?? 0)
  const at = now().toISOString()
  await db.transaction().execute(async (trx) => {
    if (stay && stay.start_date >= input.from_date) {
      await trx
        .updateTable('allotments')
        .set({ unlinked_at: at, unlink_reason: input.reason?.trim() || 'Room transfer' })
        .where('id', '=', stay.id)
        .execute()
    } else if (stay) {
      await trx
        .updateTable('allotments')
        .set({
          move_out_date: addDays(input.from_date, -1),
          unlink_reason: input.reason?.trim() || 'Room transfer',
        })
        .where('id', '=', stay.id)
        .execute()
    }
    await trx
      .insertInto('allotments')
      .values({
        property_id: bed.property_id,
        bed_id: bed.id,
        tenant_id: tenant.id,
        start_date: input.from_date,
        end_date: stay?.end_date ?? null,
        move_out_date: stay?.move_out_date ?? null,
        rent_paise: input.rent_paise ?? bed.rent_override_paise ?? bed.room_rent_paise,
        deposit_paise: deposit,
        created_at: at,
        unlinked_at: null,
        unlink_reason: null,
      })
      .execute()
    await trx
      .updateTable('tenants')
      .set({
        property_id: bed.property_id,
        deposit_paise: deposit,
        ...(handling === 'FORFEIT' ? { deposit_held_paise: 0 } : {}),
        ...(handling === 'REFUND_AND_RECOLLECT' ? { deposit_held_paise: deposit } : {}),
        updated_at: at,
      })
      .where('id', '=', tenant.id)
      .execute()
  })
  return tenantRoomDetails(db, now, operatorId, tenantId)
}
