import { operatorOf } from '../http/authentication'
import { listTenants, type TenantListQuery } from '../tenants/tenantList'
import { handler, type Handlers, type Services } from './handler'

/**
 * Tag `tenants`, only as far as beds need it: the tenant list the allotment picker reads. The tenants
 * feature (issue 6) implements the rest of the tag here.
 */
export function tenantHandlers({ db, now }: Services): Handlers {
  return {
    listTenants: handler<{ Querystring: TenantListQuery }>(async (request) => ({
      data: await listTenants(db, now, operatorOf(request).id, request.query),
    })),
  }
}
