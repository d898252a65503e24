import { http, HttpResponse } from 'msw'
import {
  featureOptions,
  firstBedsOf,
  type FixtureBed,
  floors,
  lookupResult,
  makeBeds,
  propertyOccupancy,
  roomTypes,
  summary,
  tenantOptions,
} from './fixtures'
import type { PropertySummary } from './inventoryApi'

/* msw handlers answering the inventory screens in the contract's shapes, for stories. */

const ok = <T>(data: T) => HttpResponse.json({ data })

/** Each request the board or overview handlers answered, as path and query, for tests to check. */
export type InventorySentLog = { requests: string[] }
export const newInventorySentLog = (): InventorySentLog => ({ requests: [] })

const noted = (sent: InventorySentLog, request: Request) => {
  const url = new URL(request.url)
  sent.requests.push(url.pathname + url.search)
  return url.searchParams
}

/** The board of a property: the bed lookup (honouring show_inactive and limit), its summary and room types. */
export function boardHandlers(
  beds: FixtureBed[] = makeBeds(),
  propertySummary: PropertySummary = summary,
  sent = newInventorySentLog(),
) {
  return [
    http.get('*/inventory/api/v1/operator/property/:id/bed/list', ({ request }) => {
      const query = noted(sent, request)
      const whole = lookupResult(
        query.get('show_inactive') === 'true' ? beds : beds.filter((bed) => bed.is_active),
      )
      const limit = query.get('limit')
      return ok(limit === null ? whole : firstBedsOf(whole, Number(limit)))
    }),
    http.get('*/dashboard/api/v1/operator/property/:id/summary', ({ request }) => {
      noted(sent, request)
      return ok(propertySummary)
    }),
    http.get('*/inventory/api/v1/operator/property/:id/room_type/list', ({ request }) => {
      noted(sent, request)
      return ok({ count: roomTypes.length, results: roomTypes })
    }),
  ]
}

/**
 * Holds the whole bed lookup (without `limit`) until `released` settles, then lets the board's handlers answer it,
 * so that the board shows its first beds alone meanwhile. Placed before boardHandlers.
 */
export const wholeBoardHeld = (released: Promise<void>) =>
  http.get('*/inventory/api/v1/operator/property/:id/bed/list', async ({ request }) => {
    if (!new URL(request.url).searchParams.has('limit')) await released
  })

/** What the room, bulk-edit, room-type and add sheets read: floors with rooms, room types and features. */
export const sheetReadHandlers = [
  http.get('*/inventory/api/v1/operator/property/:id/floor/list', () =>
    ok({ count: floors.length, results: floors }),
  ),
  http.get('*/inventory/api/v1/operator/property/:id/room_type/list', () =>
    ok({ count: roomTypes.length, results: roomTypes }),
  ),
  http.get('*/property/api/v1/operator/property/:id/room_feature/list', () =>
    ok({ count: featureOptions.length, results: featureOptions }),
  ),
  http.get('*/onboarding/api/v1/operator/tenant/list', ({ request }) => {
    const name = (new URL(request.url).searchParams.get('name') ?? '').toLowerCase()
    const results = tenantOptions.filter((tenant) => tenant.name.toLowerCase().includes(name))
    return ok({ count: results.length, results })
  }),
]

/** The inventory overview: the property list and each property's summary. */
export const overviewHandlers = (sent = newInventorySentLog()) => [
  http.get('*/property/api/v1/operator/property/list', ({ request }) => {
    noted(sent, request)
    return ok({ count: propertyOccupancy.length, results: propertyOccupancy })
  }),
  http.get('*/dashboard/api/v1/operator/property/:id/summary', ({ params, request }) => {
    noted(sent, request)
    const property =
      propertyOccupancy.find((candidate) => String(candidate.id) === params.id) ?? propertyOccupancy[0]
    const free = property.available_beds
    const booked = Math.round((property.total_beds - property.occupied_beds - free) / 2)
    return ok({
      ...summary,
      property_id: property.id,
      property_name: property.property_name,
      property_type: property.property_type,
      letting_unit: property.letting_unit,
      total_beds: property.total_beds,
      occupancy_bps: property.occupancy_bps,
      beds_by_status: {
        available: free,
        occupied: property.occupied_beds - 2,
        booked,
        ending: 2,
      },
    } satisfies PropertySummary)
  }),
]
