import { skipToken } from '@reduxjs/toolkit/query'
import type { AppDispatch } from '../../app/core/store'
import { today } from '../../app/core/today'
import type { ScreenAddress } from '../../app/routes/Screen'
import { hasClientFilters, readBoardFilters, type BoardFilters } from './boardFilters'
import { inventoryApi, type LookupBedsApiArg } from './inventoryApi'

export const validId = (propertyId: number) => Number.isInteger(propertyId) && propertyId > 0

/** The lookup call of a property's board: the page and `prefetch` both ask with it, so they share its entry. */
export const lookupArgs = (propertyId: number, { showInactive }: BoardFilters): LookupBedsApiArg => ({
  id: propertyId,
  addOn: 'DUES',
  status2: '1,2,3,4',
  iconV: 2,
  showInactive: showInactive || undefined,
  // Spec §7: the lookup carries either tenant_id or current_date, today by default.
  currentDate: today(),
})

/** Beds asked for first: more than the first screens of a wide window hold. */
const FIRST_BEDS = 200

/**
 * The call for the board's first beds, painted while the whole lookup is on its way; none with client filters
 * (they need every bed) nor with every row mounted (`?render=all` measures mounting them all).
 */
export const firstBedsArgs = (propertyId: number, filters: BoardFilters, renderAll: boolean) =>
  hasClientFilters(filters) || renderAll
    ? skipToken
    : { ...lookupArgs(propertyId, filters), limit: FIRST_BEDS }

// `?render=all` mounts every row, for measuring virtualization against its absence (bench/beds.ts).
export const rendersAll = (search: URLSearchParams) => search.get('render') === 'all'

/**
 * Opening the app on a board asks for its first beds and its summary (the heading names the property) while the
 * session is checked (preloadScreen), with the property and filters of the address. The page asks for its room
 * types and the whole board once the first beds are on screen.
 */
export function prefetch(dispatch: AppDispatch, { search, params }: ScreenAddress) {
  const propertyId = Number(params.propertyId)
  if (!validId(propertyId)) return
  const filters = readBoardFilters(search)
  const firstBedsCall = firstBedsArgs(propertyId, filters, rendersAll(search))
  dispatch(
    inventoryApi.util.prefetch(
      'lookupBeds',
      firstBedsCall === skipToken ? lookupArgs(propertyId, filters) : firstBedsCall,
      {},
    ),
  )
  dispatch(inventoryApi.util.prefetch('getPropertySummary', { id: propertyId }, {}))
}
