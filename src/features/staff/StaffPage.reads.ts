import { readListQuery, toListArgs, type ListQuery } from '../../app/core/listState/listQuery'
import type { AppDispatch } from '../../app/core/store'
import { today } from '../../app/core/today'
import { defaultTabOf } from '../../app/routes/listScreens'
import { PATHS } from '../../app/routes/paths'
import type { ScreenAddress } from '../../app/routes/Screen'
import { periodArgs, RANGE } from './periods'
import { staffApi, type StaffRole } from './staffApi'

export type StaffTab = 'team' | 'collections'

export const tabOf = (tab: string | undefined): StaffTab => (tab === 'collections' ? 'collections' : 'team')

/** The team list's arguments from the address, for the tab and for the screen's prefetch. */
export function teamArgs(list: ListQuery) {
  const { offset, limit } = toListArgs(list)
  const { search = '', role = '', property_id: property = '', active = '' } = list.filters
  return {
    offset,
    limit,
    searchText: search || undefined,
    role: (role || undefined) as StaffRole | undefined,
    propertyId: Number(property) || undefined,
    isActive: active === '' ? undefined : active === 'true',
  }
}

/**
 * The staff collections' period and filters from the address on `day`, and the list's arguments: none while a
 * date range lacks an end. For the tab and for the screen's prefetch.
 */
export function collectionArgs(list: ListQuery, day: string) {
  const { offset, limit } = toListArgs(list)
  const { search = '', property_id: property = '', from = '', to = '' } = list.filters
  const period = { period: list.filters.period ?? day.slice(0, 7), from, to }
  const filters = {
    ...periodArgs(period),
    propertyIds: property || undefined,
    searchText: search || undefined,
  }
  const incompleteRange = period.period === RANGE && (!from || !to)
  return { period, filters, args: incompleteRange ? undefined : { offset, limit, ...filters } }
}

/**
 * Opening the app on this screen asks for the open tab's page while the session is checked; the page asks for the
 * property picker once the tab's rows are on screen.
 */
export function prefetch(dispatch: AppDispatch, { search }: ScreenAddress) {
  const list = readListQuery(search, defaultTabOf(PATHS.staff))
  if (tabOf(list.tab) === 'team') {
    dispatch(staffApi.util.prefetch('listStaff', teamArgs(list), {}))
    return
  }
  const { args } = collectionArgs(list, today())
  if (args) dispatch(staffApi.util.prefetch('listStaffCollections', args, {}))
}
