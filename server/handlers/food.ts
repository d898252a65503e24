import {
  listFoodItems,
  listMealCategories,
  upsertFoodItem,
  type FoodItemQuery,
  type FoodItemUpsert,
} from '../food/dishes'
import { listFoodTenants, type FoodTenantQuery } from '../food/foodTenants'
import {
  getFoodMenu,
  linkMealOptionItems,
  listMealOptions,
  upsertFoodMenu,
  upsertMealOption,
  type FoodMenuQuery,
  type FoodMenuUpsert,
  type MealOptionLink,
  type MealOptionQuery,
  type MealOptionUpsert,
} from '../food/menus'
import { getFoodOptIn } from '../food/optInDetail'
import { applyFoodOptIn, type FoodOptInApply } from '../food/optInWrites'
import {
  getFoodSetup,
  setupFoodOptIn,
  updateFoodSetup,
  type FoodSetupChanges,
  type OptInRuleChanges,
} from '../food/setupWrites'
import {
  cancelFoodSkip,
  createFoodSkip,
  listFoodSkips,
  type FoodSkipCreate,
  type FoodSkipQuery,
} from '../food/skips'
import { operatorOf } from '../http/authentication'
import { handler, page, type Handlers, type PageQuery, type Services } from './handler'

type ById = { Params: { id: number } }

/** Food: setup, meal categories, dishes, the weekly menu and its slots, opt-ins, skips and the residents' list. */
export function foodHandlers({ db, now }: Services): Handlers {
  return {
    getFoodSetup: handler<ById>(async (request) => ({
      data: await getFoodSetup(db, operatorOf(request).id, request.params.id),
    })),

    updateFoodSetup: handler<ById & { Body: FoodSetupChanges }>(async (request) => ({
      data: await updateFoodSetup(db, now, operatorOf(request).id, request.params.id, request.body),
    })),

    setupFoodOptIn: handler<ById & { Body: OptInRuleChanges }>(async (request) => ({
      data: await setupFoodOptIn(db, now, operatorOf(request).id, request.params.id, request.body),
    })),

    listMealCategories: handler<{ Querystring: PageQuery }>(async (request) => {
      const { count, results } = await listMealCategories(db, request.query)
      return page(count, results)
    }),

    listFoodItems: handler<{ Querystring: FoodItemQuery }>(async (request) => {
      const { count, results } = await listFoodItems(db, operatorOf(request).id, request.query)
      return page(count, results)
    }),

    upsertFoodItem: handler<{ Body: FoodItemUpsert }>(async (request) => ({
      data: await upsertFoodItem(db, now, operatorOf(request).id, request.body),
    })),

    listMealOptions: handler<{ Querystring: MealOptionQuery }>(async (request) => {
      const { count, results } = await listMealOptions(db, now, operatorOf(request).id, request.query)
      return page(count, results)
    }),

    upsertMealOption: handler<{ Body: MealOptionUpsert }>(async (request) => ({
      data: await upsertMealOption(db, now, operatorOf(request).id, request.body),
    })),

    linkMealOptionItems: handler<{ Body: MealOptionLink }>(async (request) => ({
      data: await linkMealOptionItems(db, now, operatorOf(request).id, request.body),
    })),

    getFoodMenu: handler<{ Querystring: FoodMenuQuery }>(async (request) => ({
      data: await getFoodMenu(db, now, operatorOf(request).id, request.query),
    })),

    upsertFoodMenu: handler<{ Body: FoodMenuUpsert }>(async (request) => ({
      data: await upsertFoodMenu(db, now, operatorOf(request).id, request.body),
    })),

    getFoodOptIn: handler<ById>(async (request) => ({
      data: await getFoodOptIn(db, now, operatorOf(request).id, request.params.id),
    })),

    applyFoodOptIn: handler<{ Body: FoodOptInApply }>(async (request) => ({
      data: await applyFoodOptIn(db, now, operatorOf(request).id, request.body),
    })),

    listFoodTenants: handler<{ Querystring: FoodTenantQuery }>(async (request) => {
      const { count, results } = await listFoodTenants(db, now, operatorOf(request).id, request.query)
      return page(count, results)
    }),

    listFoodSkips: handler<{ Querystring: FoodSkipQuery }>(async (request) => {
      const { count, results } = await listFoodSkips(db, operatorOf(request).id, request.query)
      return page(count, results)
    }),

    createFoodSkip: handler<{ Body: FoodSkipCreate }>(async (request) => ({
      data: await createFoodSkip(db, now, operatorOf(request).id, request.body),
    })),

    cancelFoodSkip: handler<ById>(async (request) => ({
      data: await cancelFoodSkip(db, now, operatorOf(request).id, request.params.id),
    })),
  }
}
