import { getDashboard, getDashboardFilters, type DashboardQuery } from '../dashboard/dashboard'
import { operatorOf } from '../http/authentication'
import { handler, type Handlers, type Services } from './handler'

/** Tag `dashboard`: figures by section for the selected properties, period and day, and the dashboard's filters. */
export function dashboardHandlers({ db, now }: Services): Handlers {
  return {
    getDashboard: handler<{ Querystring: DashboardQuery }>(async (request) => ({
      data: await getDashboard(db, now, operatorOf(request).id, request.query),
    })),

    getDashboardFilters: handler(async (request) => ({
      data: await getDashboardFilters(db, now, operatorOf(request).id),
    })),
  }
}
