import { operatorOf } from '../http/authentication'
import { linkTenantsToBank, tenantBankDetails } from '../tenants/bank'
import { calculateMoveInDues, type MoveInDuesQuery } from '../tenants/moveInDues'
import { listPlacementRooms, listRoomTypeFeatures, type PlacementQuery } from '../tenants/placement'
import { tenantRoomDetails } from '../tenants/roomDetails'
import { checklistFilters, tenantSummary } from '../tenants/summary'
import { listTenants, type TenantListQuery } from '../tenants/tenantList'
import { tenantDetail } from '../tenants/tenantRecord'
import { changeRoom, quoteTransfer, type RoomChangeInput } from '../tenants/transfer'
import {
  addTenant,
  editProfile,
  updateStayTerms,
  type ProfileInput,
  type StayTermsInput,
  type TenantAddInput,
} from '../tenants/tenantWrites'
import {
  getTokenRequest,
  listTokenRequests,
  rejectTokenRequest,
  updateTokenRequest,
  type TokenRequestQuery,
  type TokenRequestUpdate,
} from '../tenants/tokenRequests'
import { handler, type Handlers, type PageQuery, type Services } from './handler'

type ById = { Params: { id: number } }
type ByProperty = { Querystring: { property_id?: number } }

/**
 * Tag `tenants`: tenant records (list, add, details, stay terms, personal details, room and transfer), the
 * summary and checklist, placement pickers, move-in requests and dues, and bank links. Documents and
 * agreements are in tenantFiles.ts, move-outs in offboarding.ts.
 */
export function tenantHandlers({ db, now }: Services): Handlers {
  return {
    listTenants: handler<{ Querystring: TenantListQuery }>(async (request) => ({
      data: await listTenants(db, now, operatorOf(request).id, request.query),
    })),

    addTenant: handler<{ Body: TenantAddInput }>(async (request, reply) => {
      const tenant = await addTenant(db, now, operatorOf(request).id, request.body)
      reply.code(201)
      return { data: tenant }
    }),

    getTenantDetails: handler<ById>(async (request) => ({
      data: await tenantDetail(db, now, operatorOf(request).id, request.params.id),
    })),

    updateTenantDetails: handler<ById & { Body: StayTermsInput }>(async (request) => ({
      data: await updateStayTerms(db, now, operatorOf(request).id, request.params.id, request.body),
    })),

    editTenantProfile: handler<ById & { Body: ProfileInput }>(async (request) => ({
      data: await editProfile(db, now, operatorOf(request).id, request.params.id, request.body),
    })),

    getTenantRoomDetails: handler<ById>(async (request) => ({
      data: await tenantRoomDetails(db, now, operatorOf(request).id, request.params.id),
    })),

    updateTenantRoomDetails: handler<ById & { Body: RoomChangeInput }>(async (request) => ({
      data: await changeRoom(db, now, operatorOf(request), request.params.id, request.body),
    })),

    quoteRoomTransfer: handler<ById & { Querystring: RoomChangeInput }>(async (request) => ({
      data: await quoteTransfer(db, now, operatorOf(request).id, request.params.id, request.query),
    })),

    getTenantSummary: handler<ByProperty>(async (request) => ({
      data: await tenantSummary(db, now, operatorOf(request).id, request.query.property_id),
    })),

    getChecklistFilters: handler<ByProperty>(async (request) => ({
      data: await checklistFilters(db, now, operatorOf(request).id, request.query.property_id),
    })),

    listPlacementRooms: handler<ById & { Querystring: PlacementQuery }>(async (request) => ({
      data: await listPlacementRooms(db, now, operatorOf(request).id, request.params.id, request.query),
    })),

    listRoomTypeFeatures: handler<{ Querystring: PageQuery & { property_id: number } }>(async (request) => ({
      data: await listRoomTypeFeatures(db, operatorOf(request).id, request.query.property_id, request.query),
    })),

    calculateMoveInDues: handler<{ Querystring: MoveInDuesQuery }>(async (request) => ({
      data: await calculateMoveInDues(db, now, operatorOf(request).id, request.query),
    })),

    listTokenRequests: handler<{ Querystring: TokenRequestQuery }>(async (request) => ({
      data: await listTokenRequests(db, now, operatorOf(request).id, request.query),
    })),

    getTokenRequest: handler<ById>(async (request) => ({
      data: await getTokenRequest(db, now, operatorOf(request).id, request.params.id),
    })),

    updateTokenRequest: handler<ById & { Body: TokenRequestUpdate }>(async (request) => ({
      data: await updateTokenRequest(db, now, operatorOf(request).id, request.params.id, request.body),
    })),

    rejectTokenRequest: handler<ById & { Body: { reason: string; refund_paise?: number } }>(
      async (request) => ({
        data: await rejectTokenRequest(db, now, operatorOf(request).id, request.params.id, request.body),
      }),
    ),

    getTenantBankDetails: handler<{ Querystring: { tenant_id: number } }>(async (request) => ({
      data: await tenantBankDetails(db, operatorOf(request).id, request.query.tenant_id),
    })),

    linkTenantsToBank: handler<{ Body: { tenant_ids: number[]; bank_id: number } }>(async (request) => ({
      data: await linkTenantsToBank(db, now, operatorOf(request).id, request.body),
    })),
  }
}
