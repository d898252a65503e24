import { http, HttpResponse } from 'msw'
import { analyticsFor, analyticsProperties, emptyAnalytics } from './analyticsFixtures'
import type { FoodAnalytics } from './foodApi.gen'

/* msw handlers answering the food analytics screen, for stories and tests. */

const ok = <T>(data: T) => HttpResponse.json({ data })

/** The queries the analytics call was sent, for play functions to check. */
export type AnalyticsSentLog = { queries: URLSearchParams[] }

export const newAnalyticsSentLog = (): AnalyticsSentLog => ({ queries: [] })

type Answer = (propertyId: number, fromDate: string, toDate: string) => FoodAnalytics

const analyticsHandler = (sent: AnalyticsSentLog, answer: Answer) =>
  http.get('*/food/api/v1/operator/analytics', ({ request }) => {
    const query = new URL(request.url).searchParams
    sent.queries.push(query)
    const toDate = query.get('to_date') ?? '2026-11-24'
    const fromDate = query.get('from_date') ?? toDate
    return ok(answer(Number(query.get('property_id')), fromDate, toDate))
  })

const propertiesHandler = http.get('*/property/api/v1/operator/property/list', () =>
  ok({ count: analyticsProperties.length, results: analyticsProperties }),
)

/** Figures for every period asked. */
export const analyticsHandlers = (sent: AnalyticsSentLog = newAnalyticsSentLog()) => [
  propertiesHandler,
  analyticsHandler(sent, analyticsFor),
]

/** A period in which no meal was served. */
export const emptyAnalyticsHandlers = (sent: AnalyticsSentLog = newAnalyticsSentLog()) => [
  propertiesHandler,
  analyticsHandler(sent, emptyAnalytics),
]

/** The provider failing until `failing.now` turns false. */
export const failingAnalyticsHandlers = (failing: { now: boolean }, sent = newAnalyticsSentLog()) => [
  propertiesHandler,
  http.get('*/food/api/v1/operator/analytics', ({ request }) => {
    if (!failing.now) return undefined
    sent.queries.push(new URL(request.url).searchParams)
    return HttpResponse.json({ message: 'Some unknown error has occured' }, { status: 500 })
  }),
  analyticsHandler(sent, analyticsFor),
]
