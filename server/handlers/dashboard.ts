import { kolkataDate } from '../calendar'
import { keptAnswer } from '../collections/listTotals'
import { getDashboard, getDashboardFilters, type DashboardQuery } from '../dashboard/dashboard'
import { operatorOf } from '../http/authentication'
import { handler, type Handlers, type Services } from './handler'

/** Tag `dashboard`: figures by section for the selected properties, period and day, and the dashboard's filters. */
export function dashboardHandlers({ db, now }: Services): Handlers {
  return {
    getDashboard: handler<{ Querystring: DashboardQuery }>(async (request) => ({
      data: await getDashboard(db, now, operatorOf(request).id, request.query),
    })),

    // The property options count every bed: kept per day until the operator's next write, like the figures.
    getDashboardFilters: handler(async (request) => {
      const operatorId = operatorOf(request).id
      return keptAnswer(db, operatorId, `operator dashboard filters ${kolkataDate(now())}`, () =>
        getDashboardFilters(db, now, operatorId),
      )
    }),
  }
}
