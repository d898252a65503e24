import { delay, http, HttpResponse } from 'msw'
import type { Dashboard, FilterSet } from './dashboardApi.gen'
import { dashboard, dashboardFilterSet, trends } from './fixtures'

/* msw handlers answering the dashboard screen, for stories and tests. */

const ok = <T>(data: T) => HttpResponse.json({ data })

/** The queries the dashboard was asked with, for play functions to check. */
export type DashboardSentLog = { queries: URLSearchParams[] }
export const newDashboardSentLog = (): DashboardSentLog => ({ queries: [] })

const DASHBOARD = '*/dashboard/api/v1/operator/'
const FILTERS = '*/dashboard/api/v1/operator/dashboard/filter'

/** The fixture's blocks that were asked for (absent ones are left out, as the server does), with the period sent. */
function answer(figures: Dashboard, query: URLSearchParams): Dashboard {
  const modules = (query.get('data_modules') ?? '').split(',')
  const period = query.get('period') ?? 'this_month'
  const custom = period === 'custom'
  const from = custom ? (query.get('from_date') ?? '') : figures.period.from
  const to = custom ? (query.get('to_date') ?? '') : figures.period.to
  const chosen = (query.get('property_ids') ?? '').split(',').filter(Boolean).map(Number)
  const blocks = Object.fromEntries(
    modules
      .map((module) => [module, module === 'trends' ? trends : figures[module as keyof Dashboard]] as const)
      .filter(([, block]) => block !== undefined),
  )
  return {
    as_of: figures.as_of,
    period: {
      preset: period as Dashboard['period']['preset'],
      from,
      to,
      label: custom ? `${from} – ${to}` : figures.period.label,
    },
    property_ids: chosen.length > 0 ? chosen : figures.property_ids,
    data_modules: modules as Dashboard['data_modules'],
    ...blocks,
  }
}

export const dashboardHandlers = ({
  sent = newDashboardSentLog(),
  figures = dashboard,
  filters = dashboardFilterSet,
}: { sent?: DashboardSentLog; figures?: Dashboard; filters?: FilterSet } = {}) => [
  http.get(FILTERS, () => ok(filters)),
  http.get(DASHBOARD, ({ request }) => {
    const query = new URL(request.url).searchParams
    sent.queries.push(query)
    return ok(answer(figures, query))
  }),
]

/** The provider failing the figures until `failing.now` turns false. */
export const failingDashboardHandlers = (failing: { now: boolean }, sent = newDashboardSentLog()) => [
  http.get(DASHBOARD, () =>
    failing.now
      ? HttpResponse.json({ message: 'Some unknown error has occured' }, { status: 500 })
      : undefined,
  ),
  ...dashboardHandlers({ sent }),
]

/** The figures never arrive. */
export const loadingDashboardHandlers = () => [
  http.get(DASHBOARD, () => delay('infinite')),
  ...dashboardHandlers(),
]
