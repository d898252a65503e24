import { readListQuery, type ListQuery } from '../../app/core/listState/listQuery'
import type { AppDispatch } from '../../app/core/store'
import { today } from '../../app/core/today'
import type { ScreenAddress } from '../../app/routes/Screen'
import { DEFAULT_PERIOD, isPeriod, periodDates, type Period, type PeriodDates } from './analytics/period'
import { foodApi } from './foodApi'
import { addressedProperty, propertyOf } from './propertyChoice'

/** The address's period (the last 30 days by default) and its dates on `day`. */
export function periodOf({ filters }: ListQuery, day: string) {
  const period: Period = isPeriod(filters.period) ? filters.period : DEFAULT_PERIOD
  return { period, dates: periodDates(period, day, { fromDate: filters.from_date, toDate: filters.to_date }) }
}

/** The analytics call's arguments; none without a property or with a wrong range. */
export const analyticsArgs = (propertyId: number | undefined, dates: PeriodDates) =>
  propertyId && dates.ok ? { propertyId, fromDate: dates.fromDate, toDate: dates.toDate } : undefined

/**
 * Opening the app on this screen asks for the property picker while the session is checked, and for the figures
 * at once when the address names the property (as the screen itself does); otherwise, or when the picker does not
 * have it, for the first property's figures as soon as the picker has answered.
 */
export async function prefetch(dispatch: AppDispatch, { search }: ScreenAddress) {
  const list = readListQuery(search)
  const { dates } = periodOf(list, today())
  const early = analyticsArgs(addressedProperty(list), dates)
  if (early) dispatch(foodApi.util.prefetch('getFoodAnalytics', early, {}))
  const picker = dispatch(foodApi.endpoints.listFoodProperties.initiate(''))
  const { data } = await picker
  picker.unsubscribe()
  // The same arguments as the early call find its cache entry and ask for nothing.
  const args = analyticsArgs(propertyOf(list, data?.data.results ?? [])?.id, dates)
  if (args) dispatch(foodApi.util.prefetch('getFoodAnalytics', args, {}))
}
