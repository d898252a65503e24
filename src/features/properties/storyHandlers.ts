import { http, HttpResponse } from 'msw'
import { properties } from './fixtures'

/* msw handlers answering the properties screen in the contract's shapes, for stories and tests. */

/** The query of each list call the handlers answered, newest last, for play functions and tests to check. */
export type PropertySentLog = { lists: URLSearchParams[] }
export const newPropertySentLog = (): PropertySentLog => ({ lists: [] })

/** The property list over the three demo properties, filtered by name and type as the provider does. */
export const propertyListHandlers = (sent = newPropertySentLog()) => [
  http.get('*/property/api/v1/operator/property/list', ({ request }) => {
    const params = new URL(request.url).searchParams
    sent.lists.push(params)
    const name = (params.get('property_name') ?? '').toLowerCase()
    // The page sends property_type=all when no type is picked (spec §7), as the provider reads it.
    const type = (params.get('property_type') ?? 'all').toUpperCase()
    const results = properties.filter(
      (property) =>
        property.property_name.toLowerCase().includes(name) &&
        (type === 'ALL' || property.property_type === type),
    )
    return HttpResponse.json({ data: { count: results.length, results } })
  }),
]
