import { readListQuery } from '../../app/core/listState/listQuery'
import type { AppDispatch } from '../../app/core/store'
import { defaultTabOf } from '../../app/routes/listScreens'
import { PATHS } from '../../app/routes/paths'
import type { ScreenAddress } from '../../app/routes/Screen'
import { collectionFiltersOf, prefetchFirstPage } from './usePagedCollections'

/** Opening the app on this screen asks for the list's first page while the session is checked (preloadScreen). */
export function prefetch(dispatch: AppDispatch, { search }: ScreenAddress) {
  prefetchFirstPage(dispatch, collectionFiltersOf(readListQuery(search, defaultTabOf(PATHS.collections))))
}
