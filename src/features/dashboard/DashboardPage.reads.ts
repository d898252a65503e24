import type { AppDispatch } from '../../app/core/store'
import type { ScreenAddress } from '../../app/routes/Screen'
import { dashboardApi } from './dashboardApi'
import { dashboardArgs, FIGURE_MODULES, readFilters } from './dashboardQuery'

/**
 * Starts the screen's requests from the address alone, while the session is checked (an app opened on the
 * dashboard, as signing in lands): the filters and the figures, with the arguments its first render asks for. The
 * page asks for the trends once the figures are on screen.
 */
export function prefetch(dispatch: AppDispatch, { search }: ScreenAddress) {
  const args = dashboardArgs(readFilters(search), FIGURE_MODULES)
  dispatch(dashboardApi.util.prefetch('getDashboardFilters', undefined, {}))
  if (args) dispatch(dashboardApi.util.prefetch('getDashboard', args, {}))
}
