import type { AppDispatch } from '../../app/core/store'
import { REPORT_PAGE_SIZE, reportsApi } from './reportsApi'

export const PAGE = { offset: 0, limit: REPORT_PAGE_SIZE }

/** Opening the app on this screen asks for the catalogue, the property names and both lists while the session is checked. */
export function prefetch(dispatch: AppDispatch) {
  dispatch(reportsApi.util.prefetch('listReportTypes', undefined, {}))
  dispatch(reportsApi.util.prefetch('listReportProperties', null, {}))
  dispatch(reportsApi.util.prefetch('listReports', PAGE, {}))
  dispatch(reportsApi.util.prefetch('listReportEmails', PAGE, {}))
}
