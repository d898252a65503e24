import { filter, inPath, type MatrixEntry } from './entry'

const dish = { name: 'Matrix kheer', diet: 'VEG', meal_types: ['DINNER'] }
const slot = { week_day: 1, meal_category_id: 4 }
const categories =
  'Meal categories are reference rows (breakfast, lunch, snacks, dinner) shared by every operator.'

/** Food setup, dishes, menus, opt-ins, skips and the residents' list. */
export const foodEntries: Record<string, MatrixEntry> = {
  getFoodSetup: { cases: [inPath((o) => o.property())] },
  updateFoodSetup: { cases: [inPath((o) => o.property(), { body: { is_enabled: true } })] },
  setupFoodOptIn: { cases: [inPath((o) => o.property(), { body: { rebate_rule: 'NONE' } })] },
  upsertFoodItem: {
    cases: [{ fields: ['body.id'], theirs: (o) => o.foodItem(), call: (id) => ({ body: { id, ...dish } }) }],
  },
  listMealOptions: {
    notOwned: { 'query.meal_category_id': categories },
    cases: [
      filter(
        'query.property_id',
        (o) => o.property(),
        (id) => ({ query: { property_id: id } }),
      ),
    ],
  },
  upsertMealOption: {
    notOwned: { 'body.meal_category_id': categories },
    cases: [
      {
        fields: ['body.property_id'],
        theirs: (o) => o.property(),
        call: (id) => ({ body: { property_id: id, ...slot } }),
      },
      {
        fields: ['body.id'],
        theirs: (o) => o.mealOption(),
        call: async (id, mine) => ({ body: { id, property_id: await mine.property(), ...slot } }),
      },
      {
        fields: ['body.food_item_ids'],
        theirs: (o) => o.foodItem(),
        call: async (id, mine) => ({
          body: { property_id: await mine.property(), ...slot, food_item_ids: [id] },
        }),
      },
    ],
  },
  linkMealOptionItems: {
    cases: [
      {
        fields: ['body.meal_option_id'],
        theirs: (o) => o.mealOption(),
        call: (id) => ({ body: { meal_option_id: id, food_item_ids: [] } }),
      },
      {
        fields: ['body.food_item_ids'],
        theirs: (o) => o.foodItem(),
        call: async (id, mine) => ({
          body: { meal_option_id: await mine.mealOption(), food_item_ids: [id] },
        }),
      },
    ],
  },
  getFoodMenu: {
    cases: [
      {
        fields: ['query.property_id'],
        theirs: (o) => o.property(),
        call: (id) => ({ query: { property_id: id } }),
      },
    ],
  },
  upsertFoodMenu: {
    notOwned: { 'body.entries[].meal_category_id': categories },
    cases: [
      {
        fields: ['body.property_id'],
        theirs: (o) => o.property(),
        call: (id) => ({ body: { property_id: id } }),
      },
      {
        fields: ['body.entries[].food_item_ids'],
        theirs: (o) => o.foodItem(),
        call: async (id, mine) => ({
          body: { property_id: await mine.property(), entries: [{ ...slot, food_item_ids: [id] }] },
        }),
      },
    ],
  },
  getFoodOptIn: { cases: [inPath((o) => o.tenant())] },
  applyFoodOptIn: {
    cases: [
      {
        fields: ['body.tenant_ids'],
        theirs: (o) => o.tenant(),
        call: (id) => ({ body: { tenant_ids: [id], is_active: false } }),
      },
    ],
  },
  listFoodTenants: {
    cases: [
      filter(
        'query.property_id',
        (o) => o.property(),
        (id) => ({ query: { property_id: id } }),
      ),
    ],
  },
  listFoodSkips: {
    cases: [
      filter(
        'query.property_id',
        (o) => o.property(),
        (id) => ({ query: { property_id: id } }),
      ),
      filter(
        'query.tenant_id',
        (o) => o.tenant(),
        (id) => ({ query: { tenant_id: id } }),
      ),
    ],
  },
  createFoodSkip: {
    cases: [
      {
        fields: ['body.tenant_id'],
        theirs: (o) => o.tenant(),
        call: (id) => ({ body: { tenant_id: id, meal_type: 'DINNER', date: '2026-11-30' } }),
      },
    ],
  },
  cancelFoodSkip: { cases: [inPath((o) => o.foodSkip())] },
}
