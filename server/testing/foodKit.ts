import { kolkataDate } from '../calendar'
import type { Db } from '../db/database'
import type { TestServer } from './testServer'

type Data<T> = { data: T }

export const foodPaths = {
  setup: (id: number) => `/food/api/v1/operator/setup/${id}`,
  optInSetup: (id: number) => `/food/api/v1/operator/opt_in/setup/${id}`,
  categories: '/food/api/v1/operator/meal_category/list',
  items: (query = '') => `/food/api/v1/operator/food_item/list${query}`,
  upsertItem: '/food/api/v1/operator/food_item/add_or_update',
  options: (query = '') => `/food/api/v1/operator/meal_option/list${query}`,
  upsertOption: '/food/api/v1/operator/meal_option/add_or_update',
  link: '/food/api/v1/operator/meal_option/link',
  menu: (query: string) => `/food/api/v1/operator/food_menu${query}`,
  upsertMenu: '/food/api/v1/operator/food_menu/add_or_update',
  optIn: (id: number) => `/food/api/v1/operator/opt_in/${id}/details`,
  apply: '/food/api/v1/operator/opt_in/apply',
  tenants: (query = '') => `/food/api/v1/operator/tenant/list${query}`,
  skips: (query = '') => `/food/api/v1/operator/skip/list${query}`,
  addSkip: '/food/api/v1/operator/skip/add',
  cancelSkip: (id: number) => `/food/api/v1/operator/skip/${id}/cancel`,
}

/**
 * Residents of the property on open-ended stays since before `since`, with no pass and no skip of their own, so a
 * test can give them an opt-in, skips and passes of its own.
 */
export async function quietResidents(db: Db, propertyId: number, since: string) {
  return db
    .selectFrom('tenants')
    .innerJoin('allotments', 'allotments.tenant_id', 'tenants.id')
    .select(['tenants.id', 'tenants.name'])
    .where('allotments.property_id', '=', propertyId)
    .where('allotments.unlinked_at', 'is', null)
    .where('allotments.start_date', '<=', since)
    .where('allotments.end_date', 'is', null)
    .where('allotments.move_out_date', 'is', null)
    .where('tenants.id', 'not in', db.selectFrom('outpasses').select('tenant_id'))
    .where('tenants.id', 'not in', db.selectFrom('food_skips').select('tenant_id'))
    .orderBy('tenants.id')
    .execute()
}

/**
 * Calls every operation of SA's part of the food tag once with a valid request, for the contract walk: the setup
 * and its opt-in rules, categories, a dish, the week's slots and menu, one resident's opt-in, the residents' list,
 * and a skip made and given back.
 */
export async function exerciseFood(server: TestServer, token: string, propertyId = 1): Promise<void> {
  const call = <T>(method: string, path: string, body?: unknown) =>
    server.call<T>(method, path, { token, body })
  const today = kolkataDate(server.clock.now())
  await call('GET', foodPaths.setup(propertyId))
  await call('PUT', foodPaths.setup(propertyId), { is_enabled: true })
  await call('POST', foodPaths.optInSetup(propertyId), { rebate_rule: 'FULL_DAYS' })
  const categories = await call<Data<{ results: { id: number; meal_type: string }[] }>>(
    'GET',
    foodPaths.categories,
  )
  const dinner = categories.body.data.results.find((c) => c.meal_type === 'DINNER')?.id ?? 4
  const dish = await call<Data<{ id: number }>>('POST', foodPaths.upsertItem, {
    name: 'Contract walk kheer',
    diet: 'VEG',
    meal_types: ['DINNER'],
  })
  await call('GET', foodPaths.items('?meal_type=DINNER'))
  await call('POST', foodPaths.upsertMenu, {
    property_id: propertyId,
    entries: [{ week_day: 1, meal_category_id: dinner, food_item_ids: [dish.body.data.id] }],
  })
  await call('GET', foodPaths.menu(`?property_id=${propertyId}`))
  const options = await call<Data<{ results: { id: number }[] }>>(
    'GET',
    foodPaths.options(`?property_id=${propertyId}&week_day=1`),
  )
  const optionId = options.body.data.results[0].id
  await call('POST', foodPaths.link, { meal_option_id: optionId, food_item_ids: [] })
  await call('POST', foodPaths.upsertOption, {
    id: optionId,
    property_id: propertyId,
    week_day: 1,
    meal_category_id: categories.body.data.results[0].id,
    note: 'Contract walk',
  })
  await call('GET', foodPaths.tenants(`?property_id=${propertyId}`))
  const [{ id: tenantId }] = await quietResidents(server.app.db, propertyId, today)
  await call('POST', foodPaths.apply, {
    tenant_ids: [tenantId],
    is_active: true,
    meal_types: ['BREAKFAST', 'LUNCH', 'DINNER'],
    diet: 'VEG',
  })
  await call('GET', foodPaths.optIn(tenantId))
  const skip = await call<Data<{ id: number }>>('POST', foodPaths.addSkip, {
    tenant_id: tenantId,
    meal_type: 'DINNER',
    week_day: 1,
    from_date: today,
  })
  await call('GET', foodPaths.skips(`?tenant_id=${tenantId}`))
  await call('POST', foodPaths.cancelSkip(skip.body.data.id))
}
