import { operatorOf } from '../http/authentication'
import type { ForecastInput } from '../tenants/forecast'
import {
  completeOffboarding,
  editOffboarding,
  forecastOffboarding,
  getOffboarding,
  listOffboardings,
  raiseOffboarding,
  tenantOffboardingDetail,
  type CompleteInput,
  type EditInput,
  type OffboardingQuery,
  type RaiseInput,
} from '../tenants/offboarding'
import { handler, type Handlers, type Services } from './handler'

type ById = { Params: { id: number } }

/** Tag `tenants`, its move-outs: forecast, raise, edit or reject, complete, and the lists. */
export function offboardingHandlers({ db, now }: Services): Handlers {
  return {
    listOffboardings: handler<{ Querystring: OffboardingQuery }>(async (request) => ({
      data: await listOffboardings(db, now, operatorOf(request).id, request.query),
    })),

    getTenantOffboardingDetail: handler<{ Querystring: { tenant_id: number } }>(async (request) => ({
      data: await tenantOffboardingDetail(db, now, operatorOf(request).id, request.query.tenant_id),
    })),

    forecastOffboarding: handler<{ Body: ForecastInput & { tenant_id: number } }>(async (request) => ({
      data: await forecastOffboarding(db, now, operatorOf(request).id, request.body),
    })),

    raiseOffboarding: handler<{ Body: RaiseInput }>(async (request, reply) => {
      const offboarding = await raiseOffboarding(db, now, operatorOf(request).id, request.body)
      reply.code(201)
      return { data: offboarding }
    }),

    getOffboarding: handler<ById>(async (request) => ({
      data: await getOffboarding(db, now, operatorOf(request).id, request.params.id),
    })),

    editOffboarding: handler<ById & { Body: EditInput }>(async (request) => ({
      data: await editOffboarding(db, now, operatorOf(request).id, request.params.id, request.body),
    })),

    completeOffboarding: handler<{ Body: CompleteInput }>(async (request) => ({
      data: await completeOffboarding(db, now, operatorOf(request).id, request.body),
    })),
  }
}
