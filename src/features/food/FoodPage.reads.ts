import { readListQuery } from '../../app/core/listState/listQuery'
import type { AppDispatch } from '../../app/core/store'
import { today } from '../../app/core/today'
import { defaultTabOf } from '../../app/routes/listScreens'
import { PATHS } from '../../app/routes/paths'
import type { ScreenAddress } from '../../app/routes/Screen'
import { nextDay } from './dayText'
import { foodApi } from './foodApi'
import { propertyOf } from './propertyChoice'

export const FOOD_TABS = ['today', 'menu', 'residents', 'setup'] as const
export type FoodTab = (typeof FOOD_TABS)[number]

export const tabOf = (value: string | undefined): FoodTab => FOOD_TABS.find((tab) => tab === value) ?? 'today'

/**
 * The days the tab shows from `day` on, each asking for its headcount: today's with the screen (its prefetch asks for
 * it too), tomorrow's, further down, once the tab has been drawn.
 */
export const kitchenDays = (day: string) => [
  { title: 'Today', date: day },
  { title: 'Tomorrow', date: nextDay(day) },
]

export const headcountArgs = (propertyId: number, date: string) => ({ propertyId, date })

/**
 * Opening the app on this screen asks for the property picker while the session is checked and, on Today (which
 * comes with the route), for the chosen property's headcount today as soon as the picker has answered. The other
 * tabs are their own chunks, so their arguments are not known here without loading them.
 */
export async function prefetch(dispatch: AppDispatch, { search }: ScreenAddress) {
  const list = readListQuery(search, defaultTabOf(PATHS.food))
  const picker = dispatch(foodApi.endpoints.listFoodProperties.initiate(''))
  const { data } = await picker
  picker.unsubscribe()
  const property = propertyOf(list, data?.data.results ?? [])
  if (!property || tabOf(list.tab) !== 'today') return
  dispatch(foodApi.util.prefetch('getFoodHeadcount', headcountArgs(property.id, today()), {}))
}
