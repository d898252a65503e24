import type { AppDispatch } from '../../app/core/store'
import type { ScreenAddress } from '../../app/routes/Screen'
import { tenantReads } from './tenantReads'
import { tenantsApi } from './tenantsApi'

export const validId = (tenantId: number) => Number.isInteger(tenantId) && tenantId > 0

/**
 * Opening the app on a tenant asks for the tenant and, as every card's read is keyed by the address's id alone, for
 * the room, bank details, documents and agreements too, while the session is checked (preloadScreen): the cards
 * then need not wait for the tenant before asking. The history is read afresh whenever it mounts, so it is not.
 */
export function prefetch(dispatch: AppDispatch, { params }: ScreenAddress) {
  const tenantId = Number(params.tenantId)
  if (!validId(tenantId)) return
  const reads = tenantReads(tenantId)
  dispatch(tenantsApi.util.prefetch('getTenantDetails', reads.details, {}))
  dispatch(tenantsApi.util.prefetch('getTenantRoomDetails', reads.room, {}))
  dispatch(tenantsApi.util.prefetch('getTenantBankDetails', reads.bank, {}))
  dispatch(tenantsApi.util.prefetch('listTenantDocuments', reads.documents, {}))
  dispatch(tenantsApi.util.prefetch('listRentAgreements', reads.agreements, {}))
}
