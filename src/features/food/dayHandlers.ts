import { http, HttpResponse } from 'msw'
import { today } from '../../app/core/today'
import { foodTenants, headcountMeals, optInOf, skipsOf } from './dayFixtures'
import type { FoodOptInApplyRequest, FoodSkip, FoodSkipCreateRequest, MealLogRequest } from './foodApi.gen'
import { foodSetup, menuProperties } from './menuFixtures'

/* msw handlers answering the Today and Residents tabs in the contract's shapes, for stories. */

const ok = <T>(data: T) => HttpResponse.json({ data })
const failure = (status: number, message: string, errors?: { field: string; message: string }[]) =>
  HttpResponse.json({ message, ...(errors ? { errors } : {}) }, { status })

/** What the handlers were sent, for play functions to check. */
export type DaySentLog = {
  headcountDates: string[]
  kitchenSheets: Record<string, string>[]
  logs: MealLogRequest[]
  tenantQueries: Record<string, string>[]
  applied: FoodOptInApplyRequest[]
  skips: FoodSkipCreateRequest[]
  cancelled: number[]
}

export const newDaySentLog = (): DaySentLog => ({
  headcountDates: [],
  kitchenSheets: [],
  logs: [],
  tenantQueries: [],
  applied: [],
  skips: [],
  cancelled: [],
})

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

/** The Today tab: headcounts, kitchen sheets and the meal log. */
export const headcountHandlers = (sent: DaySentLog) => [
  http.get('*/food/api/v1/operator/headcount', ({ request }) => {
    const query = queryOf(request)
    const date = query.date ?? today()
    sent.headcountDates.push(date)
    return ok({ property_id: Number(query.property_id), date, meals: headcountMeals(date) })
  }),
  http.get('*/food/api/v1/operator/kitchen_sheet', ({ request }) => {
    sent.kitchenSheets.push(queryOf(request))
    return new HttpResponse(new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="kitchen.pdf"',
      },
    })
  }),
  http.post('*/food/api/v1/operator/meal_log', async ({ request }) => {
    const body = (await request.json()) as MealLogRequest
    sent.logs.push(body)
    const meal = headcountMeals(body.date).find((candidate) => candidate.meal_type === body.meal_type)
    if (!meal) return failure(404, 'No such meal')
    return ok({
      ...meal,
      guests: body.guests ?? meal.guests,
      served: body.served ?? meal.served,
      waste_grams: body.waste_grams ?? meal.waste_grams,
      note: body.note ?? null,
    })
  }),
]

const CUTOFF_PASSED = 'Skips for breakfast closed at 9:00 pm the day before'

/** The Residents tab: the list, a resident's opt-in and skips, and the writes. */
export const residentHandlers = (sent: DaySentLog) => [
  http.get('*/food/api/v1/operator/tenant/list', ({ request }) => {
    const query = queryOf(request)
    sent.tenantQueries.push(query)
    const search = (query.search_text ?? '').toLowerCase()
    const rows = foodTenants.filter(
      (tenant) =>
        (!search || tenant.name.toLowerCase().includes(search)) &&
        (query.is_active === undefined || String(tenant.is_active) === query.is_active) &&
        (!query.diet || tenant.diet === query.diet) &&
        (!query.meal_type || tenant.meal_types.includes(query.meal_type as never)),
    )
    const offset = Number(query.offset ?? 0)
    const limit = Number(query.limit ?? 10)
    return ok({ count: rows.length, results: rows.slice(offset, offset + limit) })
  }),
  http.get('*/food/api/v1/operator/opt_in/:id/details', ({ params }) => {
    const optIn = optInOf(Number(params.id))
    return optIn ? ok(optIn) : failure(404, 'No such resident')
  }),
  http.post('*/food/api/v1/operator/opt_in/apply', async ({ request }) => {
    const body = (await request.json()) as FoodOptInApplyRequest
    sent.applied.push(body)
    return ok({ updated_count: body.tenant_ids.length, tenant_ids: body.tenant_ids })
  }),
  http.get('*/food/api/v1/operator/skip/list', ({ request }) => {
    const skips = skipsOf(Number(queryOf(request).tenant_id))
    return ok({ count: skips.length, results: skips })
  }),
  http.post('*/food/api/v1/operator/skip/add', async ({ request }) => {
    const body = (await request.json()) as FoodSkipCreateRequest
    sent.skips.push(body)
    // Today's breakfast has locked in the fixtures.
    if (body.date === today() && body.meal_type === 'BREAKFAST') return failure(409, CUTOFF_PASSED)
    const skip: FoodSkip = {
      id: 600 + sent.skips.length,
      tenant_id: body.tenant_id,
      tenant_name: 'Aarav Sharma',
      property_id: 1,
      meal_type: body.meal_type,
      date: body.date ?? null,
      week_day: body.week_day ?? null,
      from_date: body.date ?? body.from_date ?? today(),
      to_date: body.to_date ?? null,
      source: body.source ?? 'TENANT',
      outpass_id: null,
      status: 'ACTIVE',
      created_at: new Date().toISOString(),
      cancelled_at: null,
    }
    return ok(skip)
  }),
  http.post('*/food/api/v1/operator/skip/:id/cancel', ({ params }) => {
    const id = Number(params.id)
    sent.cancelled.push(id)
    const skip = skipsOf(201).find((candidate) => candidate.id === id)
    if (!skip) return failure(404, 'No such skip')
    return ok({ ...skip, status: 'CANCELLED', cancelled_at: new Date().toISOString() })
  }),
]

/** The property picker and the setup the sheets read for diets and default meals. */
export const daySetupHandlers = [
  http.get('*/property/api/v1/operator/property/list', () =>
    ok({ count: menuProperties.length, results: menuProperties }),
  ),
  http.get('*/food/api/v1/operator/setup/:id', ({ params }) => ok(foodSetup(Number(params.id)))),
]

export const dayHandlers = (sent: DaySentLog = newDaySentLog()) => [
  ...headcountHandlers(sent),
  ...residentHandlers(sent),
  ...daySetupHandlers,
]

/** The meal log refused: guests after the cut-off. */
export const logClosedHandler = http.post('*/food/api/v1/operator/meal_log', () =>
  failure(409, 'Guests for lunch closed at 12:15 pm'),
)

/** A selection with a resident who has moved out. */
export const applyRefusedHandler = http.post('*/food/api/v1/operator/opt_in/apply', () =>
  failure(400, 'Priya Nair has moved out', [
    { field: 'body.tenant_ids', message: 'Priya Nair has moved out' },
  ]),
)

/** Every headcount read fails. */
export const headcountFailingHandler = http.get('*/food/api/v1/operator/headcount', () =>
  failure(500, 'Some unknown error has occured'),
)
