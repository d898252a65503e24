import type { AppDispatch } from '../../app/core/store'
import type { ScreenAddress } from '../../app/routes/Screen'
import { tenantReads } from './tenantReads'
import { tenantsApi } from './tenantsApi'

export const validId = (tenantId: number) => Number.isInteger(tenantId) && tenantId > 0

/**
 * Opening the app on a tenant asks for the tenant and, as every card's read is keyed by the address's id alone, for
 * the room and bank details too, while the session is checked (preloadScreen): the first screenful's cards then need
 * not wait for the tenant before asking. The documents and agreements below them ask once they join the page, the
 * frame after the first: the first paint waits for every read asked for at boot, and those two put it off by 8–11%
 * (bench:side-by-side). The history is read afresh whenever it mounts.
 */
export function prefetch(dispatch: AppDispatch, { params }: ScreenAddress) {
  const tenantId = Number(params.tenantId)
  if (!validId(tenantId)) return
  const reads = tenantReads(tenantId)
  dispatch(tenantsApi.util.prefetch('getTenantDetails', reads.details, {}))
  dispatch(tenantsApi.util.prefetch('getTenantRoomDetails', reads.room, {}))
  dispatch(tenantsApi.util.prefetch('getTenantBankDetails', reads.bank, {}))
}
