import { kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { FoodBillingMode, FoodDiet, FoodMealType, FoodRebateRule, PropertyRow } from '../db/schema'
import { badRequest } from '../http/httpError'
import { DIET_LABELS } from './labels'
import { foodProperty, foodSetupOf, type FoodSetup } from './setup'

export type MealSlotInput = {
  meal_type: FoodMealType
  is_enabled?: boolean
  start_time?: string
  end_time?: string
  price_paise?: number
  skip_cutoff_minutes?: number
}

export type FoodSetupChanges = {
  is_enabled?: boolean
  billing_mode?: FoodBillingMode
  monthly_price_paise?: number | null
  rebate_per_day_paise?: number | null
  diets?: FoodDiet[]
  meals?: MealSlotInput[]
}

export type OptInRuleChanges = {
  default_opt_in?: boolean
  default_meal_types?: FoodMealType[]
  default_diet?: FoodDiet
  rebate_rule?: FoodRebateRule
  rebate_min_absence_days?: number
  rebate_max_days_per_month?: number
}

const invalid = (field: string, message: string) => badRequest(message, [{ field, message }])

/** Writes the whole setup row of `property` from `setup`. */
async function saveSetupRow(db: Db, property: PropertyRow, setup: FoodSetup, at: string) {
  const row = {
    operator_id: property.operator_id,
    is_enabled: setup.is_enabled ? (1 as const) : (0 as const),
    billing_mode: setup.billing_mode,
    monthly_price_paise: setup.monthly_price_paise,
    rebate_per_day_paise: setup.rebate_per_day_paise,
    diets_json: JSON.stringify(setup.diets),
    default_opt_in: setup.opt_in.default_opt_in ? (1 as const) : (0 as const),
    default_meal_types_json: JSON.stringify(setup.opt_in.default_meal_types),
    default_diet: setup.opt_in.default_diet,
    rebate_rule: setup.opt_in.rebate_rule,
    rebate_min_absence_days: setup.opt_in.rebate_min_absence_days,
    rebate_max_days_per_month: setup.opt_in.rebate_max_days_per_month,
    updated_at: at,
  }
  await db
    .insertInto('food_setups')
    .values({ property_id: property.id, ...row })
    .onConflict((oc) => oc.column('property_id').doUpdateSet(row))
    .execute()
}

/** The diets residents of the property eat from today on (a period still open or ending later). */
async function dietsInUse(db: Db, propertyId: number, today: string): Promise<FoodDiet[]> {
  const rows = await db
    .selectFrom('food_opt_ins')
    .select('diet')
    .distinct()
    .where('property_id', '=', propertyId)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', today)]))
    .execute()
  return rows.map((row) => row.diet)
}

export async function getFoodSetup(db: Db, operatorId: number, id: number) {
  return foodSetupOf(db, await foodProperty(db, operatorId, id))
}

/** Saves the fields sent over the property's current setup (FoodSetupUpdateRequest). */
export async function updateFoodSetup(
  db: Db,
  now: Clock,
  operatorId: number,
  id: number,
  changes: FoodSetupChanges,
) {
  return db.transaction().execute(async (trx) => {
    const property = await foodProperty(trx, operatorId, id)
    const current = await foodSetupOf(trx, property)
    const sent = changes.meals ?? []
    const meals = current.meals.map((slot) => {
      const index = sent.findIndex((meal) => meal.meal_type === slot.meal_type)
      if (index < 0) return { slot, index }
      return { slot: { ...slot, ...sent[index] }, index }
    })
    for (const { slot, index } of meals) {
      if (index >= 0 && slot.end_time <= slot.start_time) {
        throw invalid(`body.meals[${index}].end_time`, 'The meal must end after it starts.')
      }
    }
    const next: FoodSetup = {
      ...current,
      ...(changes.is_enabled === undefined ? {} : { is_enabled: changes.is_enabled }),
      ...(changes.billing_mode === undefined ? {} : { billing_mode: changes.billing_mode }),
      ...(changes.monthly_price_paise === undefined
        ? {}
        : { monthly_price_paise: changes.monthly_price_paise }),
      ...(changes.rebate_per_day_paise === undefined
        ? {}
        : { rebate_per_day_paise: changes.rebate_per_day_paise }),
      ...(changes.diets === undefined ? {} : { diets: changes.diets }),
      meals: meals.map(({ slot }) => slot),
    }
    if (next.billing_mode === 'MONTHLY_FLAT' && next.monthly_price_paise === null) {
      throw invalid('body.monthly_price_paise', 'A flat monthly charge needs its price.')
    }
    if (changes.diets) {
      const today = kolkataDate(now())
      const missing = (await dietsInUse(trx, property.id, today)).find((diet) => !next.diets.includes(diet))
      if (missing) {
        throw invalid('body.diets', `Residents are opted in to ${DIET_LABELS[missing]}: keep it on the list.`)
      }
    }
    const at = now().toISOString()
    await saveSetupRow(trx, property, next, at)
    for (const { slot, index } of meals) {
      if (index < 0) continue
      const row = {
        operator_id: property.operator_id,
        is_enabled: slot.is_enabled ? (1 as const) : (0 as const),
        start_time: slot.start_time,
        end_time: slot.end_time,
        price_paise: slot.price_paise,
        skip_cutoff_minutes: slot.skip_cutoff_minutes,
      }
      await trx
        .insertInto('food_meal_slots')
        .values({ property_id: property.id, meal_type: slot.meal_type, ...row })
        .onConflict((oc) => oc.columns(['property_id', 'meal_type']).doUpdateSet(row))
        .execute()
    }
    return foodSetupOf(trx, property)
  })
}

/** Saves the opt-in rules sent (FoodOptInSetupRequest); the default diet must be one the kitchen offers. */
export async function setupFoodOptIn(
  db: Db,
  now: Clock,
  operatorId: number,
  id: number,
  changes: OptInRuleChanges,
) {
  return db.transaction().execute(async (trx) => {
    const property = await foodProperty(trx, operatorId, id)
    const current = await foodSetupOf(trx, property)
    const next: FoodSetup = { ...current, opt_in: { ...current.opt_in, ...changes } }
    if (!next.diets.includes(next.opt_in.default_diet)) {
      throw invalid(
        'body.default_diet',
        `The kitchen does not offer ${DIET_LABELS[next.opt_in.default_diet]}.`,
      )
    }
    await saveSetupRow(trx, property, next, now().toISOString())
    return (await foodSetupOf(trx, property)).opt_in
  })
}
