import type { IsoDate } from '../db/schema'
import { operatorOf } from '../http/authentication'
import {
  createAllotment,
  unlinkAllotment,
  type AllotmentInput,
  type UnlinkInput,
} from '../inventory/allotments'
import { lookupBeds, type BedLookupQuery } from '../inventory/bedLookup'
import { getBedAvailability, getBedDetails } from '../inventory/beds'
import { listFloors } from '../inventory/floors'
import { editInventory, type InventoryFloorInput } from '../inventory/inventoryEdit'
import { ownedProperty } from '../inventory/ownership'
import { editRooms, updateRoom, type RoomChanges } from '../inventory/rooms'
import { createRoomType, listRoomTypes, type RoomTypeInput } from '../inventory/roomTypes'
import { propertySummary } from '../inventory/summary'
import { handler, type Handlers, type PageQuery, type Services } from './handler'

type ById = { Params: { id: number } }

/**
 * Tag `inventory`: floors, room types, rooms and beds of a property, allotments (bed ↔ tenant over dates),
 * the bed board lookup and the property summary.
 */
export function inventoryHandlers({ db, now }: Services): Handlers {
  return {
    lookupBeds: handler<ById & { Querystring: BedLookupQuery }>(async (request) => ({
      data: await lookupBeds(db, now, operatorOf(request).id, request.params.id, request.query),
    })),

    getBedDetails: handler<ById>(async (request) => ({
      data: await getBedDetails(db, now, operatorOf(request).id, request.params.id),
    })),

    getBedAvailability: handler<ById & { Querystring: { from_date: IsoDate; to_date: IsoDate } }>(
      async (request) => ({
        data: await getBedAvailability(
          db,
          now,
          operatorOf(request).id,
          request.params.id,
          request.query.from_date,
          request.query.to_date,
        ),
      }),
    ),

    createBedAllotment: handler<ById & { Body: AllotmentInput }>(async (request, reply) => {
      const allotment = await createAllotment(
        db,
        now,
        operatorOf(request).id,
        request.params.id,
        request.body,
      )
      reply.code(201)
      return { data: allotment }
    }),

    unlinkAllotment: handler<ById & { Body: UnlinkInput | undefined }>(async (request) => ({
      data: await unlinkAllotment(db, now, operatorOf(request).id, request.params.id, request.body ?? {}),
    })),

    editRooms: handler<{ Body: RoomChanges & { room_id_list: number[] } }>(async (request) => ({
      data: await editRooms(db, now, operatorOf(request).id, request.body),
    })),

    toggleRoom: handler<ById & { Body: { is_active: boolean } }>(async (request) => ({
      data: await updateRoom(db, now, operatorOf(request).id, request.params.id, {
        is_active: request.body.is_active,
      }),
    })),

    updateRoom: handler<ById & { Body: RoomChanges }>(async (request) => ({
      data: await updateRoom(db, now, operatorOf(request).id, request.params.id, request.body),
    })),

    editPropertyInventory: handler<ById & { Body: { floors: InventoryFloorInput[] } }>(async (request) => ({
      data: await editInventory(db, now, operatorOf(request).id, request.params.id, request.body.floors),
    })),

    createRoomType: handler<{ Body: RoomTypeInput }>(async (request, reply) => {
      const roomType = await createRoomType(db, now, operatorOf(request).id, request.body)
      reply.code(201)
      return { data: roomType }
    }),

    listFloors: handler<ById & { Querystring: PageQuery & { show_inactive: boolean } }>(async (request) => {
      const property = await ownedProperty(db, operatorOf(request).id, request.params.id)
      const { offset, limit, show_inactive } = request.query
      return { data: await listFloors(db, property.id, { offset, limit, showInactive: show_inactive }) }
    }),

    getPropertySummary: handler<ById>((request) =>
      propertySummary(db, now, operatorOf(request).id, request.params.id),
    ),

    listRoomTypes: handler<ById & { Querystring: PageQuery }>(async (request) => {
      const property = await ownedProperty(db, operatorOf(request).id, request.params.id)
      return { data: await listRoomTypes(db, property.id, request.query) }
    }),
  }
}
