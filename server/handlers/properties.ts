import { operatorOf } from '../http/authentication'
import { ownedProperty } from '../inventory/ownership'
import { agreementTerms } from '../properties/agreements'
import {
  getProperty,
  listProperties,
  updateProperty,
  type PropertyListQuery,
  type PropertyUpdate,
} from '../properties/properties'
import { changeRoomFeatures, listRoomFeatures, type RoomFeatureChange } from '../properties/roomFeatures'
import { handler, type Handlers, type PageQuery, type Services } from './handler'

type ById = { Params: { id: number } }

/** Tag `properties`: the operator's properties, their settings, room features and agreement terms. */
export function propertyHandlers({ db, now }: Services): Handlers {
  return {
    listProperties: handler<{ Querystring: PropertyListQuery }>(async (request) => ({
      data: await listProperties(db, now, operatorOf(request).id, request.query),
    })),

    getProperty: handler<ById>(async (request) => ({
      data: await getProperty(db, now, operatorOf(request).id, request.params.id),
    })),

    updateProperty: handler<ById & { Body: PropertyUpdate }>(async (request) => ({
      data: await updateProperty(db, now, operatorOf(request).id, request.params.id, request.body),
    })),

    getAgreementTerms: handler<{ Querystring: { room_id: number; bed_id?: number } }>(async (request) => ({
      data: await agreementTerms(db, now, operatorOf(request).id, request.query),
    })),

    changeRoomFeatures: handler<{ Body: RoomFeatureChange }>(async (request) => ({
      data: await changeRoomFeatures(db, now, operatorOf(request).id, request.body),
    })),

    listRoomFeatures: handler<ById & { Querystring: PageQuery }>(async (request) => {
      const property = await ownedProperty(db, operatorOf(request).id, request.params.id)
      return { data: await listRoomFeatures(db, property.id, request.query) }
    }),
  }
}
