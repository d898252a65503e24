import { sql } from 'kysely'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { FoodDiet, FoodItemTable, FoodMealType } from '../db/schema'
import { contains } from '../db/search'
import { badRequest, notFound } from '../http/httpError'
import type { Selectable } from 'kysely'
import { jsonArrayElements } from '../db/engine'

/** The contract's `FoodItem`. */
export type FoodItem = {
  id: number
  name: string
  diet: FoodDiet
  meal_types: FoodMealType[]
  allergens: string[]
  cost_per_plate_paise: number | null
  is_active: boolean
}

export type FoodItemRow = Selectable<FoodItemTable>

export const foodItemOf = (row: FoodItemRow): FoodItem => ({
  id: row.id,
  name: row.name,
  diet: row.diet,
  meal_types: JSON.parse(row.meal_types_json) as FoodMealType[],
  allergens: JSON.parse(row.allergens_json) as string[],
  cost_per_plate_paise: row.cost_per_plate_paise,
  is_active: row.is_active === 1,
})

export type FoodItemQuery = {
  offset: number
  limit: number
  search_text?: string
  diet?: FoodDiet
  meal_type?: FoodMealType
  is_active?: boolean
}

export type FoodItemUpsert = {
  id?: number
  name: string
  diet: FoodDiet
  meal_types: FoodMealType[]
  allergens?: string[]
  cost_per_plate_paise?: number | null
  is_active?: boolean
}

/** The operator's dishes by name, filtered. */
export async function listFoodItems(db: Db, operatorId: number, query: FoodItemQuery) {
  let select = db.selectFrom('food_items').where('operator_id', '=', operatorId)
  const search = query.search_text?.trim()
  if (search) select = select.where(contains('name', search))
  if (query.diet) select = select.where('diet', '=', query.diet)
  if (query.meal_type) {
    const meal = query.meal_type
    select = select.where(({ exists, selectFrom }) =>
      exists(
        selectFrom(jsonArrayElements(sql.ref('food_items.meal_types_json')).as('m'))
          .select('m.value')
          .where('m.value', '=', meal),
      ),
    )
  }
  if (query.is_active !== undefined) select = select.where('is_active', '=', query.is_active ? 1 : 0)
  const [{ count }, rows] = await Promise.all([
    select.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    select.selectAll().orderBy('name_key').orderBy('id').offset(query.offset).limit(query.limit).execute(),
  ])
  return { count: Number(count), results: rows.map(foodItemOf) }
}

/** The operator's dishes by id (404 naming the first that is not theirs). */
export async function ownedFoodItems(db: Db, operatorId: number, ids: readonly number[]) {
  const rows = ids.length
    ? await db
        .selectFrom('food_items')
        .selectAll()
        .where('operator_id', '=', operatorId)
        .where('id', 'in', ids)
        .execute()
    : []
  const missing = ids.find((id) => !rows.some((row) => row.id === id))
  if (missing !== undefined) throw notFound(ids.length === 1 ? 'No such dish.' : `No such dish: ${missing}.`)
  return ids.map((id) => rows.find((row) => row.id === id) as FoodItemRow)
}

/** Adds a dish, or updates the operator's dish `id`; one dish per name per operator (400 on body.name). */
export async function upsertFoodItem(db: Db, now: Clock, operatorId: number, input: FoodItemUpsert) {
  return db.transaction().execute(async (trx) => {
    const existing = input.id === undefined ? null : (await ownedFoodItems(trx, operatorId, [input.id]))[0]
    const name = input.name.trim().replace(/\s+/g, ' ')
    const nameKey = name.toLowerCase()
    const clash = await trx
      .selectFrom('food_items')
      .select(['id', 'name'])
      .where('operator_id', '=', operatorId)
      .where('name_key', '=', nameKey)
      .executeTakeFirst()
    if (clash && clash.id !== existing?.id) {
      const message = `${clash.name} is already on your dish list.`
      throw badRequest(message, [{ field: 'body.name', message }])
    }
    const at = now().toISOString()
    const values = {
      name,
      name_key: nameKey,
      diet: input.diet,
      meal_types_json: JSON.stringify(input.meal_types),
      allergens_json: JSON.stringify(
        input.allergens ?? (existing ? JSON.parse(existing.allergens_json) : []),
      ),
      cost_per_plate_paise:
        input.cost_per_plate_paise === undefined
          ? (existing?.cost_per_plate_paise ?? null)
          : input.cost_per_plate_paise,
      is_active:
        (input.is_active ?? (existing ? existing.is_active === 1 : true)) ? (1 as const) : (0 as const),
      updated_at: at,
    }
    const row = existing
      ? await trx
          .updateTable('food_items')
          .set(values)
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('food_items')
          .values({ ...values, operator_id: operatorId, created_at: at })
          .returningAll()
          .executeTakeFirstOrThrow()
    return foodItemOf(row)
  })
}

/** Breakfast, lunch, snacks and dinner, in serving order. */
export async function listMealCategories(db: Db, query: { offset: number; limit: number }) {
  const rows = await db.selectFrom('meal_categories').selectAll().orderBy('sort_order').execute()
  return { count: rows.length, results: rows.slice(query.offset, query.offset + query.limit) }
}
