import { addDays, kolkataDate, weekStart } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import { chunks } from '../db/batches'
import type { FoodDiet, FoodMealType, FoodSkipTable, IsoDate, MealLogTable, PropertyRow } from '../db/schema'
import { DEFAULT_MEAL_SLOTS, MEAL_TYPES } from '../db/reference/meals'
import { datesFrom, kolkataInstant, weekDayOf } from '../food/setup'
import { residentsOn } from '../attendance/roster'
import { dayHeadcount } from '../food/headcount'
import { syncOutpassSkips } from '../food/outpassSkips'
import type { Insertable } from 'kysely'
import { DEMO_DISHES, weekMenu } from './foodDishes'
import { demoResidentialProperties } from './outpasses'
import { seededRandom, type Random } from './random'

/** How far back the demo mess goes: opt-ins, skips and the kitchen's log start six weeks ago. */
const HISTORY_DAYS = 42

const insertAll = async <T>(rows: T[], write: (batch: T[]) => Promise<unknown>) => {
  for (const batch of chunks(rows, 400)) await write(batch)
}

/** A resident's opt-in as seeded: meals and diet from six weeks ago, for good. */
type Plan = { tenantId: number; meals: FoodMealType[]; diet: FoodDiet }

const dietOf = (random: Random): FoodDiet => {
  const draw = random.next()
  return draw < 0.55 ? 'VEG' : draw < 0.85 ? 'NON_VEG' : draw < 0.95 ? 'EGG' : 'JAIN'
}

async function seedDishes(db: Db, operatorId: number, at: string) {
  const rows = await db
    .insertInto('food_items')
    .values(
      DEMO_DISHES.map((dish) => ({
        operator_id: operatorId,
        name: dish.name,
        name_key: dish.name.trim().toLowerCase(),
        diet: dish.diet,
        meal_types_json: JSON.stringify(dish.meals),
        allergens_json: JSON.stringify(dish.allergens),
        cost_per_plate_paise: dish.cost,
        is_active: 1,
        created_at: at,
        updated_at: at,
      })),
    )
    .returning(['id', 'name'])
    .execute()
  return new Map(rows.map((row) => [row.name, row.id]))
}

/**
 * One property's mess: setup and slots (snacks only at the operator's first), its week of meal options (Sunday
 * lunch special; no Saturday dinner at the second), four weekly menus, opt-ins, skips and the kitchen's log.
 */
async function seedProperty(
  db: Db,
  property: PropertyRow,
  index: number,
  today: IsoDate,
  at: string,
  dishes: Map<string, number>,
  categories: Map<FoodMealType, number>,
  now: Date,
) {
  const random = seededRandom(9_017 + property.id)
  const snacks = index === 0
  const noSaturdayDinner = index === 1
  const operator_id = property.operator_id
  await db
    .insertInto('food_setups')
    .values({
      property_id: property.id,
      operator_id,
      is_enabled: 1,
      billing_mode: index % 2 === 0 ? 'INCLUDED_IN_RENT' : 'MONTHLY_FLAT',
      monthly_price_paise: index % 2 === 0 ? null : 3_500_00,
      rebate_per_day_paise: index % 2 === 0 ? 90_00 : null,
      diets_json: JSON.stringify(['VEG', 'NON_VEG', 'EGG', 'JAIN']),
      default_opt_in: 1,
      default_meal_types_json: JSON.stringify(['BREAKFAST', 'LUNCH', 'DINNER']),
      default_diet: 'VEG',
      rebate_rule: 'DAYS_MINUS_TWO',
      rebate_min_absence_days: 5,
      rebate_max_days_per_month: 15,
      updated_at: at,
    })
    .execute()
  await db
    .insertInto('food_meal_slots')
    .values(
      DEFAULT_MEAL_SLOTS.map((slot) => ({
        property_id: property.id,
        operator_id,
        meal_type: slot.mealType,
        is_enabled: slot.mealType === 'SNACKS' ? (snacks ? 1 : 0) : 1,
        start_time: slot.startTime,
        end_time: slot.endTime,
        price_paise: slot.pricePaise,
        skip_cutoff_minutes: slot.skipCutoffMinutes,
      })),
    )
    .execute()

  const weekDays = [1, 2, 3, 4, 5, 6, 7]
  const isActive = (weekDay: number, meal: FoodMealType) =>
    !(noSaturdayDinner && weekDay === 6 && meal === 'DINNER')
  await db
    .insertInto('meal_options')
    .values(
      weekDays.flatMap((week_day) =>
        MEAL_TYPES.map((meal) => ({
          operator_id,
          property_id: property.id,
          week_day,
          meal_category_id: categories.get(meal) ?? 0,
          is_active: isActive(week_day, meal) ? 1 : 0,
          is_special: week_day === 7 && meal === 'LUNCH' ? 1 : 0,
          note: week_day === 7 && meal === 'LUNCH' ? 'Sunday special' : null,
          created_at: at,
          updated_at: at,
        })),
      ),
    )
    .execute()

  const firstMonday = addDays(weekStart(today), -21)
  for (let week = 0; week < 4; week += 1) {
    const menu = await db
      .insertInto('food_menus')
      .values({
        operator_id,
        property_id: property.id,
        effective_from: addDays(firstMonday, week * 7),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const items = weekDays.flatMap((week_day) =>
      MEAL_TYPES.flatMap((meal) =>
        weekMenu(week, week_day, meal).map((name, position) => ({
          menu_id: menu.id,
          operator_id,
          week_day,
          meal_category_id: categories.get(meal) ?? 0,
          food_item_id: dishes.get(name) ?? 0,
          position,
        })),
      ),
    )
    await insertAll(items, (batch) => db.insertInto('food_menu_items').values(batch).execute())
  }

  const start = addDays(today, -HISTORY_DAYS)
  const residents = await residentsOn(db, property.id, today)
  const plans: Plan[] = residents
    .filter(() => random.next() < 0.85)
    .map((resident) => {
      const meals: FoodMealType[] =
        random.next() < 0.2 ? ['BREAKFAST', 'DINNER'] : ['BREAKFAST', 'LUNCH', 'DINNER']
      return {
        tenantId: resident.tenant_id,
        meals: snacks ? [...meals, 'SNACKS'] : meals,
        diet: dietOf(random),
      }
    })
  await insertAll(plans, (batch) =>
    db
      .insertInto('food_opt_ins')
      .values(
        batch.map((plan) => ({
          operator_id,
          property_id: property.id,
          tenant_id: plan.tenantId,
          meal_types_json: JSON.stringify(plan.meals.filter((meal) => MEAL_TYPES.includes(meal))),
          diet: plan.diet,
          start_date: start,
          end_date: null,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute(),
  )

  // Skips are asked the day before at noon, before any meal's cut-off.
  const askedOn = (date: IsoDate) => kolkataInstant(addDays(date, -1), '12:00').toISOString()
  const skips: Insertable<FoodSkipTable>[] = []
  const skipped = new Set<string>()
  const skip = (plan: Plan, meal: FoodMealType, date: IsoDate, source: 'TENANT' | 'ADMIN' = 'TENANT') => {
    skipped.add(`${plan.tenantId}|${date}|${meal}`)
    skips.push({
      operator_id,
      property_id: property.id,
      tenant_id: plan.tenantId,
      meal_type: meal,
      date,
      week_day: null,
      from_date: date,
      to_date: null,
      source,
      outpass_id: null,
      created_at: askedOn(date),
      cancelled_at: null,
    })
  }
  plans.forEach((plan, at) => {
    if (at % 12 === 3) {
      skips.push({
        operator_id,
        property_id: property.id,
        tenant_id: plan.tenantId,
        meal_type: 'BREAKFAST',
        date: null,
        week_day: 7,
        from_date: start,
        to_date: null,
        source: 'TENANT',
        outpass_id: null,
        created_at: kolkataInstant(addDays(start, -1), '12:00').toISOString(),
        cancelled_at: null,
      })
    }
    // A home visit of a week: every opted meal skipped, which earns a rebate.
    if (at % 15 === 7) {
      const from = addDays(today, -random.int(12, 30))
      for (const date of datesFrom(from, addDays(from, 6)))
        for (const meal of plan.meals) skip(plan, meal, date)
    }
    for (let count = random.int(1, 5); count > 0; count -= 1) {
      const date = addDays(today, -random.int(-3, HISTORY_DAYS - 1))
      const meal = random.pick(plan.meals)
      if (!skipped.has(`${plan.tenantId}|${date}|${meal}`))
        skip(plan, meal, date, count === 1 ? 'ADMIN' : 'TENANT')
    }
  })
  await insertAll(skips, (batch) => db.insertInto('food_skips').values(batch).execute())

  const logs: Insertable<MealLogTable>[] = []
  for (const date of datesFrom(start, addDays(today, -1))) {
    const weekDay = weekDayOf(date)
    for (const meal of MEAL_TYPES) {
      if ((meal === 'SNACKS' && !snacks) || !isActive(weekDay, meal)) continue
      const eating = plans.filter(
        (plan) =>
          plan.meals.includes(meal) &&
          !skipped.has(`${plan.tenantId}|${date}|${meal}`) &&
          !(weekDay === 7 && meal === 'BREAKFAST' && plans.indexOf(plan) % 12 === 3),
      ).length
      const guests = random.next() < 0.15 ? random.int(1, 3) : 0
      const weekend = weekDay >= 6 ? 1 : 0
      logs.push({
        property_id: property.id,
        operator_id,
        date,
        meal_type: meal,
        guests,
        served: Math.max(0, eating + guests - random.int(0, 3)),
        waste_grams: (random.int(2, 9) + weekend * random.int(1, 3)) * 1000 + random.int(0, 9) * 100,
        note: null,
        updated_at: kolkataInstant(date, '22:00').toISOString(),
      })
    }
  }
  await insertAll(logs, (batch) => db.insertInto('meal_logs').values(batch).execute())

  // The seeded passes skip the meals they cover, as approving them would have, stamped when they were raised.
  const passes = await db
    .selectFrom('outpasses')
    .select(['id', 'created_at'])
    .where('property_id', '=', property.id)
    .execute()
  for (const pass of passes) await syncOutpassSkips(db, pass.id, new Date(pass.created_at))
  // Past meals lock as the kitchen read them after each cut-off.
  for (const date of datesFrom(start, addDays(today, -1))) await dayHeadcount(db, property, date, now)
}

/**
 * Food for the demo operators: each food-serving property's setup, a four-week menu history, opt-ins with a
 * realistic diet mix, recurring skips, one-off and week-long skips, the kitchen's log of the last six weeks,
 * the seeded passes' skips and the past meals' locked headcounts. An operator with any food setup is left as it is.
 */
export async function seedFood(db: Db, now: Clock): Promise<void> {
  const today = kolkataDate(now())
  const at = now().toISOString()
  const categories = new Map(
    (await db.selectFrom('meal_categories').select(['id', 'meal_type']).execute()).map((row) => [
      row.meal_type,
      row.id,
    ]),
  )
  const properties = await demoResidentialProperties(db)
  const operatorIds = [...new Set(properties.map((property) => property.operator_id))]
  for (const operatorId of operatorIds) {
    const seeded = await db
      .selectFrom('food_setups')
      .select('property_id')
      .where('operator_id', '=', operatorId)
      .executeTakeFirst()
    if (seeded) continue
    const dishes = await seedDishes(db, operatorId, at)
    const own = properties.filter((property) => property.operator_id === operatorId)
    for (const [index, { operator_name: _name, ...property }] of own.entries()) {
      await seedProperty(db, property, index, today, at, dishes, categories, now())
    }
  }
}
