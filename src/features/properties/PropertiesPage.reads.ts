import { readListQuery, toListArgs, type ListQuery } from '../../app/core/listState/listQuery'
import type { AppDispatch } from '../../app/core/store'
import type { ScreenAddress } from '../../app/routes/Screen'
import { propertiesApi, type ListPropertiesApiArg } from './propertiesApi'
import { parsePropertyType } from './propertyLabels'

/** The list call of a list state: the page and `prefetch` both ask with it, so that they share its cache entry. */
export const listArgs = (list: ListQuery): ListPropertiesApiArg => {
  const { offset, limit } = toListArgs(list)
  return {
    offset,
    limit,
    propertyName: list.filters.property_name || undefined,
    propertyType: parsePropertyType(list.filters.property_type) ?? 'all',
    source: 'properties',
  }
}

/** Opening the app on /properties asks for the list's page while the session is checked (preloadScreen). */
export function prefetch(dispatch: AppDispatch, { search }: ScreenAddress) {
  dispatch(propertiesApi.util.prefetch('listProperties', listArgs(readListQuery(search)), {}))
}
