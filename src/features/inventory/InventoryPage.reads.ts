import { readListQuery, toListArgs, type ListQuery } from '../../app/core/listState/listQuery'
import type { AppDispatch } from '../../app/core/store'
import type { ScreenAddress } from '../../app/routes/Screen'
import { inventoryApi } from './inventoryApi'
import { PROPERTY_TYPE_OPTIONS } from './letting'

/** The list call of a list state: the page and `prefetch` both ask with it, so that they share its cache entry. */
export const listArgs = (list: ListQuery) => {
  const { offset, limit } = toListArgs(list)
  return {
    offset,
    limit,
    propertyName: list.filters.property_name || undefined,
    propertyType: PROPERTY_TYPE_OPTIONS.find(
      (option) => option.value === list.filters.property_type?.toUpperCase(),
    )?.value,
  }
}

/**
 * Opening the app on this screen asks for the list's page while the session is checked (preloadScreen); each
 * card's summary waits for the list, which names the properties.
 */
export function prefetch(dispatch: AppDispatch, { search }: ScreenAddress) {
  dispatch(inventoryApi.util.prefetch('listPropertyOccupancy', listArgs(readListQuery(search)), {}))
}
