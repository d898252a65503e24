import { readListQuery, toListArgs, type ListQuery } from '../../app/core/listState/listQuery'
import type { AppDispatch } from '../../app/core/store'
import type { ScreenAddress } from '../../app/routes/Screen'
import { DEFAULT_TAB, parseTab } from './tenantLabels'
import { tenantsApi } from './tenantsApi'

/** What each period filter of the address (the dashboard's movement tiles) shows, and its query arguments. */
const PERIOD_FILTERS = [
  {
    prefix: 'moved_in',
    label: 'Moved in',
    args: (from: string, to: string) => ({ movedInFrom: from, movedInTo: to }),
  },
  {
    prefix: 'moved_out',
    label: 'Moved out',
    args: (from: string, to: string) => ({ movedOutFrom: from, movedOutTo: to }),
  },
  {
    prefix: 'noticed',
    label: 'Gave notice',
    args: (from: string, to: string) => ({ noticedFrom: from, noticedTo: to }),
  },
] as const

/** The move-in, move-out or notice period in the address, both days or none. */
function movedFilter(filters: Record<string, string | undefined>) {
  for (const filter of PERIOD_FILTERS) {
    const params = [`${filter.prefix}_from`, `${filter.prefix}_to`] as const
    const [from, to] = params.map((param) => filters[param])
    if (from && to) return { label: filter.label, params, from, to, args: filter.args(from, to) }
  }
  return undefined
}

/** The filters of a list state, as the page shows them and asks for them. */
export function filtersOf(list: ListQuery) {
  const bedFilter = list.filters.is_bed_linked
  return {
    tab: parseTab(list.tab),
    search: list.filters.name ?? '',
    propertyId: Number(list.filters.property_id) || undefined,
    isBedLinked: bedFilter === 'true' ? true : bedFilter === 'false' ? false : undefined,
    moved: movedFilter(list.filters),
  }
}

/** The list and summary calls of a list state: the page and `prefetch` both ask with them, to share their entries. */
export function readsOf(list: ListQuery) {
  const { tab, search, propertyId, isBedLinked, moved } = filtersOf(list)
  const { offset, limit } = toListArgs(list)
  return {
    list: {
      offset,
      limit,
      type: tab,
      name: search || undefined,
      propertyId,
      isBedLinked,
      // The dashboard's 'Beds freeing in 7/30 days' tiles open the On notice tab with this day.
      leavingBy: tab === 'on_notice' ? list.filters.leaving_by : undefined,
      // Its move-in, move-out and notice tiles open the All tab with the period.
      ...moved?.args,
    },
    summary: { propertyId },
  }
}

/**
 * Opening the app on this screen asks for the list's page while the session is checked (preloadScreen); the page
 * asks for the stage counts and the property filter's options once the rows are on screen.
 */
export function prefetch(dispatch: AppDispatch, { search }: ScreenAddress) {
  dispatch(tenantsApi.util.prefetch('listTenants', readsOf(readListQuery(search, DEFAULT_TAB)).list, {}))
}
