import { http, HttpResponse } from 'msw'
import { today } from '../../app/core/today'
import type {
  FoodItemUpsertRequest,
  FoodMenuUpsertRequest,
  FoodOptInSetupRequest,
  FoodSetupUpdateRequest,
  MealOptionUpsertRequest,
} from './foodApi.gen'
import { foodItems, foodSetup, mealCategories, mealOptions, menuOf, menuProperties } from './menuFixtures'

/* msw handlers answering the Menu and Setup tabs in the contract's shapes, for stories. */

const ok = <T>(data: T) => HttpResponse.json({ data })

/** What the handlers were sent, for play functions to check. */
export type MenuSentLog = {
  menus: FoodMenuUpsertRequest[]
  dishes: FoodItemUpsertRequest[]
  options: MealOptionUpsertRequest[]
  setups: FoodSetupUpdateRequest[]
  optIns: FoodOptInSetupRequest[]
  menuDates: string[]
}

export const newMenuSentLog = (): MenuSentLog => ({
  menus: [],
  dishes: [],
  options: [],
  setups: [],
  optIns: [],
  menuDates: [],
})

export const menuHandlers = (sent: MenuSentLog) => [
  http.get('*/property/api/v1/operator/property/list', () =>
    ok({ count: menuProperties.length, results: menuProperties }),
  ),
  http.get('*/food/api/v1/operator/meal_category/list', () =>
    ok({ count: mealCategories.length, results: mealCategories }),
  ),
  http.get('*/food/api/v1/operator/food_item/list', ({ request }) => {
    const query = new URL(request.url).searchParams
    const text = query.get('search_text')?.toLowerCase() ?? ''
    const meal = query.get('meal_type')
    const results = foodItems.filter(
      (item) =>
        item.name.toLowerCase().includes(text) && (!meal || item.meal_types.some((type) => type === meal)),
    )
    return ok({ count: results.length, results })
  }),
  http.post('*/food/api/v1/operator/food_item/add_or_update', async ({ request }) => {
    const body = (await request.json()) as FoodItemUpsertRequest
    sent.dishes.push(body)
    const taken = foodItems.find((item) => item.name.toLowerCase() === body.name.trim().toLowerCase())
    if (taken && taken.id !== body.id)
      return HttpResponse.json(
        {
          message: `You already have a dish named ${taken.name}`,
          errors: [{ field: 'body.name', message: `You already have a dish named ${taken.name}` }],
        },
        { status: 400 },
      )
    return ok({
      id: body.id ?? 99,
      name: body.name,
      diet: body.diet,
      meal_types: body.meal_types,
      allergens: body.allergens ?? [],
      cost_per_plate_paise: body.cost_per_plate_paise ?? null,
      is_active: body.is_active ?? true,
    })
  }),
  http.get('*/food/api/v1/operator/food_menu', ({ request }) => {
    const query = new URL(request.url).searchParams
    const date = query.get('date') ?? today()
    sent.menuDates.push(date)
    return ok(menuOf(date, Number(query.get('property_id') ?? 1)))
  }),
  http.post('*/food/api/v1/operator/food_menu/add_or_update', async ({ request }) => {
    const body = (await request.json()) as FoodMenuUpsertRequest
    sent.menus.push(body)
    const from = body.effective_from ?? today()
    return ok({ ...menuOf(from, body.property_id), effective_from: from })
  }),
  http.post('*/food/api/v1/operator/meal_option/add_or_update', async ({ request }) => {
    const body = (await request.json()) as MealOptionUpsertRequest
    sent.options.push(body)
    const option = mealOptions(body.property_id).find(
      (slot) => slot.week_day === body.week_day && slot.meal_category_id === body.meal_category_id,
    )
    if (!option) return HttpResponse.json({ message: 'No such slot' }, { status: 404 })
    return ok({ ...option, is_active: body.is_active ?? option.is_active, note: body.note ?? option.note })
  }),
  http.get('*/food/api/v1/operator/setup/:id', ({ params }) => ok(foodSetup(Number(params.id)))),
  http.put('*/food/api/v1/operator/setup/:id', async ({ params, request }) => {
    const body = (await request.json()) as FoodSetupUpdateRequest
    sent.setups.push(body)
    const setup = foodSetup(Number(params.id))
    const meals = setup.meals.map((meal) => ({
      ...meal,
      ...body.meals?.find((input) => input.meal_type === meal.meal_type),
    }))
    return ok({ ...setup, ...body, meals })
  }),
  http.post('*/food/api/v1/operator/opt_in/setup/:id', async ({ params, request }) => {
    const body = (await request.json()) as FoodOptInSetupRequest
    sent.optIns.push(body)
    return ok({ ...foodSetup(Number(params.id)).opt_in, ...body })
  }),
]
