import type { AppDispatch } from '../../app/core/store'
import { REPORT_PAGE_SIZE, reportsApi } from './reportsApi'

export const PAGE = { offset: 0, limit: REPORT_PAGE_SIZE }

/**
 * Opening the app on this screen asks for the catalogue while the session is checked. The lists below it, and the
 * property names they show, are asked for once it is on screen (ReportsPage): its first paint waited for them.
 */
export function prefetch(dispatch: AppDispatch) {
  dispatch(reportsApi.util.prefetch('listReportTypes', undefined, {}))
}
