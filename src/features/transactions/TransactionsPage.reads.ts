import { readListQuery, toListArgs, type ListQuery } from '../../app/core/listState/listQuery'
import type { AppDispatch } from '../../app/core/store'
import { today } from '../../app/core/today'
import { defaultTabOf } from '../../app/routes/listScreens'
import { PATHS } from '../../app/routes/paths'
import type { ScreenAddress } from '../../app/routes/Screen'
import { transactionsApi } from './transactionsApi'

/**
 * The list and figures calls of a list state and its month: the page and `prefetch` both ask with them, so that they
 * share the cache entries.
 */
export function readsOf(list: ListQuery, month: string) {
  const { offset, limit } = toListArgs(list)
  const searchText = list.filters.search_text
  return {
    recorded: { offset, limit, filterVersion: 'v3' as const, month, mode: list.filters.mode, searchText },
    rentQr: { offset, limit, month, searchText },
    dashboard: { month },
  }
}

/**
 * The month the list shows: the address's, else the options' current one, else (until they answer, or when they
 * fail) this month on the provider's calendar, which the options nearly always name: the list and figures need not
 * wait for them, and ask again only when the provider's current month turns out to be another.
 */
export const monthOf = (list: ListQuery, months: readonly { value: string; is_current: boolean }[]) =>
  list.filters.month ?? months.find((option) => option.is_current)?.value ?? today().slice(0, 7)

/**
 * Opening the app on this screen asks, while the session is checked (preloadScreen), for the tab's list of the
 * month it shows first; the page asks for the month filter's options and the figures once the rows are on screen.
 */
export function prefetch(dispatch: AppDispatch, { search }: ScreenAddress) {
  const list = readListQuery(search, defaultTabOf(PATHS.transactions))
  const reads = readsOf(list, monthOf(list, []))
  if (list.tab === 'rent_qr')
    dispatch(transactionsApi.util.prefetch('listRentQrTransactions', reads.rentQr, {}))
  else dispatch(transactionsApi.util.prefetch('listTransactions', reads.recorded, {}))
}
