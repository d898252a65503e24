import { addDays, kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { FoodMealType, IsoDate, MealOptionTable, PropertyRow } from '../db/schema'
import type { Selectable } from 'kysely'
import { badRequest, conflict, notFound } from '../http/httpError'
import { ownedProperty } from '../inventory/ownership'
import { propertyTypeFilter } from '../properties/propertyType'
import { foodItemOf, ownedFoodItems, type FoodItem } from './dishes'
import { MEAL_LABELS } from './labels'
import { foodProperty } from './setup'

type MealOptionRow = Selectable<MealOptionTable>
type Category = { id: number; meal_type: FoodMealType; name: string; sort_order: number }

/** The contract's `MealOption`. */
export type MealOption = {
  id: number
  property_id: number
  week_day: number
  meal_category_id: number
  meal_type: FoodMealType
  is_active: boolean
  is_special: boolean
  note: string | null
  items: FoodItem[]
}

const invalid = (field: string, message: string) => badRequest(message, [{ field, message }])

const categoriesOf = (db: Db): Promise<Category[]> =>
  db.selectFrom('meal_categories').selectAll().orderBy('sort_order').execute()

async function categoryOf(db: Db, id: number, field: string) {
  const category = (await categoriesOf(db)).find((c) => c.id === id)
  if (!category) throw invalid(field, 'No such meal category.')
  return category
}

/** The property's menu in force on `date`: the one starting last on or before it. */
export const menuInForce = (db: Db, propertyId: number, date: IsoDate) =>
  db
    .selectFrom('food_menus')
    .selectAll()
    .where('property_id', '=', propertyId)
    .where('effective_from', '<=', date)
    .orderBy('effective_from', 'desc')
    .executeTakeFirst()

/** A menu's dishes per slot (`week_day meal_category_id`), in their order. */
async function dishesBySlot(db: Db, menuId: number | undefined) {
  const slots = new Map<string, FoodItem[]>()
  if (menuId === undefined) return slots
  const rows = await db
    .selectFrom('food_menu_items as m')
    .innerJoin('food_items', 'food_items.id', 'm.food_item_id')
    .selectAll('food_items')
    .select(['m.week_day', 'm.meal_category_id'])
    .where('m.menu_id', '=', menuId)
    .orderBy('m.position')
    .execute()
  for (const row of rows) {
    const key = `${row.week_day} ${row.meal_category_id}`
    slots.set(key, [...(slots.get(key) ?? []), foodItemOf(row)])
  }
  return slots
}

/** The dishes of a property's menu on `date` per slot, for reads that show slots with their dishes. */
export async function menuDishesOn(db: Db, propertyId: number, date: IsoDate) {
  return dishesBySlot(db, (await menuInForce(db, propertyId, date))?.id)
}

const viewOf = (
  option: MealOptionRow,
  categories: Category[],
  dishes: Map<string, FoodItem[]>,
): MealOption => ({
  id: option.id,
  property_id: option.property_id,
  week_day: option.week_day,
  meal_category_id: option.meal_category_id,
  meal_type: (categories.find((c) => c.id === option.meal_category_id) as Category).meal_type,
  is_active: option.is_active === 1,
  is_special: option.is_special === 1,
  note: option.note,
  items: dishes.get(`${option.week_day} ${option.meal_category_id}`) ?? [],
})

/** The property's slots in week order (weekday, then serving order) with the dishes of the menu on `date`. */
async function slotsOf(db: Db, propertyId: number, date: IsoDate) {
  const [options, categories, dishes] = await Promise.all([
    db.selectFrom('meal_options').selectAll().where('property_id', '=', propertyId).execute(),
    categoriesOf(db),
    menuDishesOn(db, propertyId, date),
  ])
  const order = (o: MealOptionRow) =>
    o.week_day * 100 + (categories.find((c) => c.id === o.meal_category_id)?.sort_order ?? 0)
  return options.sort((a, b) => order(a) - order(b)).map((o) => viewOf(o, categories, dishes))
}

/** The operator's dishes `ids`, each active and served at `meal` (400 on `field` otherwise). */
async function servableDishes(
  db: Db,
  operatorId: number,
  ids: readonly number[],
  meal: FoodMealType,
  field: string,
) {
  const dishes = await ownedFoodItems(db, operatorId, ids)
  const inactive = dishes.find((dish) => dish.is_active !== 1)
  if (inactive) throw invalid(field, `${inactive.name} is no longer served.`)
  const elsewhere = dishes.find(
    (dish) => !(JSON.parse(dish.meal_types_json) as FoodMealType[]).includes(meal),
  )
  if (elsewhere) throw invalid(field, `${elsewhere.name} is not served at ${MEAL_LABELS[meal]}.`)
  return dishes
}

/** Every slot of the property's week as a row: the missing ones are made on the first write. */
async function ensureSlots(db: Db, property: PropertyRow, at: string) {
  const categories = await categoriesOf(db)
  const rows = categories.flatMap((category) =>
    [1, 2, 3, 4, 5, 6, 7].map((weekDay) => ({
      operator_id: property.operator_id,
      property_id: property.id,
      week_day: weekDay,
      meal_category_id: category.id,
      is_active: 1 as const,
      is_special: 0 as const,
      note: null,
      created_at: at,
      updated_at: at,
    })),
  )
  await db
    .insertInto('meal_options')
    .values(rows)
    .onConflict((oc) => oc.columns(['property_id', 'week_day', 'meal_category_id']).doNothing())
    .execute()
}

/** The menu starting on `from`: the existing one, else a new one copied from the menu in force the day before. */
async function menuFrom(db: Db, property: PropertyRow, from: IsoDate, at: string) {
  const same = await db
    .selectFrom('food_menus')
    .select('id')
    .where('property_id', '=', property.id)
    .where('effective_from', '=', from)
    .executeTakeFirst()
  if (same) {
    await db.updateTable('food_menus').set({ updated_at: at }).where('id', '=', same.id).execute()
    return same.id
  }
  const before = await menuInForce(db, property.id, addDays(from, -1))
  const menu = await db
    .insertInto('food_menus')
    .values({
      operator_id: property.operator_id,
      property_id: property.id,
      effective_from: from,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (before) await copyDishes(db, before.id, menu.id)
  return menu.id
}

/** Replaces every dish of menu `to` with those of menu `from`. */
async function copyDishes(db: Db, from: number, to: number) {
  await db.deleteFrom('food_menu_items').where('menu_id', '=', to).execute()
  const rows = await db.selectFrom('food_menu_items').selectAll().where('menu_id', '=', from).execute()
  if (rows.length)
    await db
      .insertInto('food_menu_items')
      .values(rows.map((row) => ({ ...row, menu_id: to })))
      .execute()
}

/** Sets one slot's dishes in menu `menuId`, in the order given. */
async function setSlotDishes(
  db: Db,
  menuId: number,
  operatorId: number,
  slot: { week_day: number; meal_category_id: number },
  dishIds: readonly number[],
) {
  await db
    .deleteFrom('food_menu_items')
    .where('menu_id', '=', menuId)
    .where('week_day', '=', slot.week_day)
    .where('meal_category_id', '=', slot.meal_category_id)
    .execute()
  if (dishIds.length) {
    await db
      .insertInto('food_menu_items')
      .values(
        dishIds.map((id, position) => ({
          menu_id: menuId,
          operator_id: operatorId,
          week_day: slot.week_day,
          meal_category_id: slot.meal_category_id,
          food_item_id: id,
          position,
        })),
      )
      .execute()
  }
}

export type FoodMenuQuery = { property_id: number; date?: IsoDate }

/** The menu of a property in force on `date` (default today), its versions newest first, and its slots. */
export async function getFoodMenu(db: Db, now: Clock, operatorId: number, query: FoodMenuQuery) {
  const property = await foodProperty(db, operatorId, query.property_id, 'query.property_id')
  const date = query.date ?? kolkataDate(now())
  const [menu, versions, entries] = await Promise.all([
    menuInForce(db, property.id, date),
    db
      .selectFrom('food_menus')
      .select(['effective_from', 'created_at'])
      .where('property_id', '=', property.id)
      .orderBy('effective_from', 'desc')
      .execute(),
    slotsOf(db, property.id, date),
  ])
  return { property_id: property.id, date, effective_from: menu?.effective_from ?? null, versions, entries }
}

export type FoodMenuUpsert = {
  property_id: number
  effective_from?: IsoDate
  copy_from?: IsoDate
  entries?: {
    week_day: number
    meal_category_id: number
    food_item_ids: number[]
    is_special?: boolean
    is_active?: boolean
  }[]
}

/** Writes the weekly menu from a date (FoodMenuUpsertRequest); earlier days keep the menu they had. */
export async function upsertFoodMenu(db: Db, now: Clock, operatorId: number, input: FoodMenuUpsert) {
  const today = kolkataDate(now())
  const from = input.effective_from ?? today
  if (from < today)
    throw invalid('body.effective_from', 'A menu can start today or later; past days keep theirs.')
  await db.transaction().execute(async (trx) => {
    const property = await foodProperty(trx, operatorId, input.property_id, 'body.property_id')
    const at = now().toISOString()
    const entries = input.entries ?? []
    const categories = await categoriesOf(trx)
    const checked = await Promise.all(
      entries.map(async (entry, i) => {
        const category = categories.find((c) => c.id === entry.meal_category_id)
        if (!category) throw invalid(`body.entries[${i}].meal_category_id`, 'No such meal category.')
        await servableDishes(
          trx,
          operatorId,
          entry.food_item_ids,
          category.meal_type,
          `body.entries[${i}].food_item_ids`,
        )
        return entry
      }),
    )
    const source =
      input.copy_from === undefined ? undefined : await menuInForce(trx, property.id, input.copy_from)
    if (input.copy_from !== undefined && !source) {
      throw invalid('body.copy_from', `${property.name} had no menu on ${input.copy_from}.`)
    }
    await ensureSlots(trx, property, at)
    const menuId = await menuFrom(trx, property, from, at)
    if (source && source.id !== menuId) await copyDishes(trx, source.id, menuId)
    for (const entry of checked) {
      await setSlotDishes(trx, menuId, operatorId, entry, entry.food_item_ids)
      await trx
        .updateTable('meal_options')
        .set({
          is_active: entry.is_active === false ? 0 : 1,
          is_special: entry.is_special ? 1 : 0,
          updated_at: at,
        })
        .where('property_id', '=', property.id)
        .where('week_day', '=', entry.week_day)
        .where('meal_category_id', '=', entry.meal_category_id)
        .execute()
    }
  })
  return getFoodMenu(db, now, operatorId, { property_id: input.property_id, date: from })
}

async function ownedMealOption(db: Db, operatorId: number, id: number) {
  const option = await db
    .selectFrom('meal_options')
    .selectAll()
    .where('id', '=', id)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!option) throw notFound('No such meal option.')
  return option
}

/** One slot with the dishes of the menu in force today. */
async function mealOptionView(db: Db, option: MealOptionRow, today: IsoDate) {
  const [categories, dishes] = await Promise.all([
    categoriesOf(db),
    menuDishesOn(db, option.property_id, today),
  ])
  return viewOf(option, categories, dishes)
}

export type MealOptionUpsert = {
  id?: number
  property_id: number
  week_day: number
  meal_category_id: number
  is_active?: boolean
  is_special?: boolean
  note?: string | null
  food_item_ids?: number[]
}

/** Creates a slot (409 when it exists) or updates slot `id`; dishes sent go into the menu from today. */
export async function upsertMealOption(db: Db, now: Clock, operatorId: number, input: MealOptionUpsert) {
  const today = kolkataDate(now())
  return db.transaction().execute(async (trx) => {
    const property = await foodProperty(trx, operatorId, input.property_id, 'body.property_id')
    const category = await categoryOf(trx, input.meal_category_id, 'body.meal_category_id')
    if (input.food_item_ids !== undefined) {
      await servableDishes(trx, operatorId, input.food_item_ids, category.meal_type, 'body.food_item_ids')
    }
    const at = now().toISOString()
    let option: MealOptionRow
    if (input.id !== undefined) {
      const current = await ownedMealOption(trx, operatorId, input.id)
      if (
        current.property_id !== property.id ||
        current.week_day !== input.week_day ||
        current.meal_category_id !== category.id
      ) {
        throw invalid('body.id', 'A slot keeps its property, weekday and meal; change that slot instead.')
      }
      option = await trx
        .updateTable('meal_options')
        .set({
          ...(input.is_active === undefined ? {} : { is_active: input.is_active ? 1 : 0 }),
          ...(input.is_special === undefined ? {} : { is_special: input.is_special ? 1 : 0 }),
          ...(input.note === undefined ? {} : { note: input.note?.trim() || null }),
          updated_at: at,
        })
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow()
    } else {
      const clash = await trx
        .selectFrom('meal_options')
        .select('id')
        .where('property_id', '=', property.id)
        .where('week_day', '=', input.week_day)
        .where('meal_category_id', '=', category.id)
        .executeTakeFirst()
      if (clash) throw conflict(`This slot exists already (meal option ${clash.id}); update it instead.`)
      option = await trx
        .insertInto('meal_options')
        .values({
          operator_id: operatorId,
          property_id: property.id,
          week_day: input.week_day,
          meal_category_id: category.id,
          is_active: input.is_active === false ? 0 : 1,
          is_special: input.is_special ? 1 : 0,
          note: input.note?.trim() || null,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
    }
    if (input.food_item_ids !== undefined) {
      const menuId = await menuFrom(trx, property, today, at)
      await setSlotDishes(trx, menuId, operatorId, option, input.food_item_ids)
    }
    return mealOptionView(trx, option, today)
  })
}

export type MealOptionLink = { meal_option_id: number; food_item_ids: number[] }

/** Sets a slot's dishes in the menu from today (MealOptionLinkRequest). */
export async function linkMealOptionItems(db: Db, now: Clock, operatorId: number, input: MealOptionLink) {
  const today = kolkataDate(now())
  return db.transaction().execute(async (trx) => {
    const option = await ownedMealOption(trx, operatorId, input.meal_option_id)
    const property = await foodProperty(trx, operatorId, option.property_id, 'body.meal_option_id')
    const category = await categoryOf(trx, option.meal_category_id, 'body.meal_option_id')
    await servableDishes(trx, operatorId, input.food_item_ids, category.meal_type, 'body.food_item_ids')
    const menuId = await menuFrom(trx, property, today, now().toISOString())
    await setSlotDishes(trx, menuId, operatorId, option, input.food_item_ids)
    return mealOptionView(trx, option, today)
  })
}

export type MealOptionQuery = {
  offset: number
  limit: number
  property_id?: number
  week_day?: number
  is_active?: boolean
  property_type?: string
  meal_category_id?: number
  date?: IsoDate
}

/** The operator's slots with the dishes of the menu in force on `date` (default today). */
export async function listMealOptions(db: Db, now: Clock, operatorId: number, query: MealOptionQuery) {
  if (query.property_id !== undefined) await ownedProperty(db, operatorId, query.property_id)
  const date = query.date ?? kolkataDate(now())
  let select = db
    .selectFrom('meal_options as o')
    .innerJoin('properties as p', 'p.id', 'o.property_id')
    .innerJoin('meal_categories as c', 'c.id', 'o.meal_category_id')
    .where('o.operator_id', '=', operatorId)
  if (query.property_id !== undefined) select = select.where('o.property_id', '=', query.property_id)
  if (query.week_day !== undefined) select = select.where('o.week_day', '=', query.week_day)
  if (query.is_active !== undefined) select = select.where('o.is_active', '=', query.is_active ? 1 : 0)
  if (query.meal_category_id !== undefined)
    select = select.where('o.meal_category_id', '=', query.meal_category_id)
  const type = propertyTypeFilter(query.property_type)
  if (type) select = select.where('p.property_type', '=', type)
  const [{ count }, rows, categories] = await Promise.all([
    select.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    select
      .selectAll('o')
      .orderBy('o.property_id')
      .orderBy('o.week_day')
      .orderBy('c.sort_order')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    categoriesOf(db),
  ])
  const menus = new Map<number, Map<string, FoodItem[]>>()
  for (const propertyId of new Set(rows.map((row) => row.property_id))) {
    menus.set(propertyId, await menuDishesOn(db, propertyId, date))
  }
  return {
    count: Number(count),
    results: rows.map((row) => viewOf(row, categories, menus.get(row.property_id) ?? new Map())),
  }
}
