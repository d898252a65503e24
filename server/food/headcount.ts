import type { Db } from '../db/database'
import type { FoodDiet, FoodMealType, IsoDate, PropertyRow } from '../db/schema'
import { optedInResidents, countingSkips, type CountingSkip, type OptedInResident } from './optIns'
import { foodSetupOf, mealMoments, weekDayOf, type FoodSetup, type MealSlot } from './setup'

/** The contract's `DietCount`. */
export type DietCount = { diet: FoodDiet; count: number }

/** The contract's `MealHeadcount`. */
export type MealHeadcount = {
  meal_type: FoodMealType
  is_served: boolean
  start_at: string
  end_at: string
  cutoff_at: string
  is_locked: boolean
  opted_in: number
  skipped: number
  away: number
  guests: number
  expected: number
  by_diet: DietCount[]
  served: number | null
  waste_grams: number | null
  note: string | null
  dishes: string[]
}

/** Who is behind a meal's figures: the residents opted in and the skips that count (one per resident). */
export type MealPeople = { opted: OptedInResident[]; skips: CountingSkip[] }

/** The residents opted in to a meal and, among them, the skips that count for it at its cut-off. */
export async function mealPeople(
  db: Db,
  propertyId: number,
  date: IsoDate,
  meal: FoodMealType,
  cutoffAt: Date,
): Promise<MealPeople> {
  const [opted, skips] = await Promise.all([
    optedInResidents(db, propertyId, date, meal),
    countingSkips(db, propertyId, date, meal, cutoffAt),
  ])
  const eating = new Set(opted.map((resident) => resident.tenant_id))
  return { opted, skips: skips.filter((skip) => eating.has(skip.tenant_id)) }
}

type Counts = Pick<MealHeadcount, 'opted_in' | 'skipped' | 'away' | 'by_diet'>

/** opted_in, skipped (TENANT and ADMIN), away (OUTPASS) and the residents still eating by diet. */
function countsOf(people: MealPeople, diets: readonly FoodDiet[]): Counts {
  const skipping = new Set(people.skips.map((skip) => skip.tenant_id))
  const byDiet = new Map<FoodDiet, number>(diets.map((diet) => [diet, 0]))
  for (const resident of people.opted) {
    if (!skipping.has(resident.tenant_id)) byDiet.set(resident.diet, (byDiet.get(resident.diet) ?? 0) + 1)
  }
  const away = people.skips.filter((skip) => skip.source === 'OUTPASS').length
  return {
    opted_in: people.opted.length,
    skipped: people.skips.length - away,
    away,
    by_diet: [...byDiet].map(([diet, count]) => ({ diet, count })),
  }
}

/** A day of one property as the headcount reads it: setup, the weekday's options, the menu, logs and locks. */
export type FoodDay = {
  property: PropertyRow
  setup: FoodSetup
  date: IsoDate
  inactive: Set<FoodMealType>
  dishes: Map<FoodMealType, string[]>
  logs: Map<
    FoodMealType,
    { guests: number; served: number | null; waste_grams: number | null; note: string | null }
  >
  locks: Map<FoodMealType, Counts & { guests: number }>
}

/** Reads what a property's day needs once, for its four meals. */
export async function foodDay(db: Db, property: PropertyRow, date: IsoDate): Promise<FoodDay> {
  const weekDay = weekDayOf(date)
  const [setup, options, menu, logs, locks] = await Promise.all([
    foodSetupOf(db, property),
    db
      .selectFrom('meal_options as o')
      .innerJoin('meal_categories as c', 'c.id', 'o.meal_category_id')
      .select(['c.meal_type', 'o.is_active'])
      .where('o.property_id', '=', property.id)
      .where('o.week_day', '=', weekDay)
      .execute(),
    db
      .selectFrom('food_menus')
      .select('id')
      .where('property_id', '=', property.id)
      .where('effective_from', '<=', date)
      .orderBy('effective_from', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('meal_logs')
      .select(['meal_type', 'guests', 'served', 'waste_grams', 'note'])
      .where('property_id', '=', property.id)
      .where('date', '=', date)
      .execute(),
    db
      .selectFrom('meal_headcounts')
      .selectAll()
      .where('property_id', '=', property.id)
      .where('date', '=', date)
      .execute(),
  ])
  const items = menu
    ? await db
        .selectFrom('food_menu_items as m')
        .innerJoin('meal_categories as c', 'c.id', 'm.meal_category_id')
        .innerJoin('food_items as f', 'f.id', 'm.food_item_id')
        .select(['c.meal_type', 'f.name'])
        .where('m.menu_id', '=', menu.id)
        .where('m.week_day', '=', weekDay)
        .orderBy('m.position')
        .execute()
    : []
  const dishes = new Map<FoodMealType, string[]>()
  for (const item of items) dishes.set(item.meal_type, [...(dishes.get(item.meal_type) ?? []), item.name])
  return {
    property,
    setup,
    date,
    inactive: new Set(options.filter((option) => option.is_active === 0).map((option) => option.meal_type)),
    dishes,
    logs: new Map(logs.map(({ meal_type, ...log }) => [meal_type, log])),
    locks: new Map(
      locks.map((row) => [
        row.meal_type,
        {
          opted_in: row.opted_in,
          skipped: row.skipped,
          away: row.away,
          guests: row.guests,
          by_diet: JSON.parse(row.by_diet_json) as DietCount[],
        },
      ]),
    ),
  }
}

/** Whether the property serves `slot` on the day: food on, the meal on, and the weekday's option active. */
export const isServed = (day: FoodDay, slot: MealSlot) =>
  day.setup.is_enabled && slot.is_enabled && !day.inactive.has(slot.meal_type)

/**
 * One meal's headcount: expected = opted_in − skipped − away + guests, by diet. Live until the cut-off; the first
 * read at or after it stores the figure in `meal_headcounts`, and later reads return that row.
 */
export async function mealHeadcount(db: Db, day: FoodDay, slot: MealSlot, now: Date): Promise<MealHeadcount> {
  const { startAt, endAt, cutoffAt } = mealMoments(day.date, slot)
  const served = isServed(day, slot)
  const log = day.logs.get(slot.meal_type)
  const isLocked = served && now >= cutoffAt
  let counts: Counts & { guests: number } = {
    opted_in: 0,
    skipped: 0,
    away: 0,
    guests: 0,
    by_diet: day.setup.diets.map((diet) => ({ diet, count: 0 })),
  }
  if (served) {
    const locked = isLocked ? day.locks.get(slot.meal_type) : undefined
    counts = locked ?? {
      ...countsOf(await mealPeople(db, day.property.id, day.date, slot.meal_type, cutoffAt), day.setup.diets),
      guests: log?.guests ?? 0,
    }
    if (isLocked && !locked) await lock(db, day, slot.meal_type, counts, now)
  }
  return {
    meal_type: slot.meal_type,
    is_served: served,
    start_at: startAt.toISOString(),
    end_at: endAt.toISOString(),
    cutoff_at: cutoffAt.toISOString(),
    is_locked: isLocked,
    ...counts,
    expected: counts.opted_in - counts.skipped - counts.away + counts.guests,
    served: served ? (log?.served ?? null) : null,
    waste_grams: served ? (log?.waste_grams ?? null) : null,
    note: log?.note ?? null,
    dishes: day.dishes.get(slot.meal_type) ?? [],
  }
}

async function lock(
  db: Db,
  day: FoodDay,
  meal: FoodMealType,
  counts: Counts & { guests: number },
  now: Date,
) {
  await db
    .insertInto('meal_headcounts')
    .values({
      property_id: day.property.id,
      operator_id: day.property.operator_id,
      date: day.date,
      meal_type: meal,
      opted_in: counts.opted_in,
      skipped: counts.skipped,
      away: counts.away,
      guests: counts.guests,
      by_diet_json: JSON.stringify(counts.by_diet),
      locked_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute()
  day.locks.set(meal, counts)
}

/** The contract's `FoodHeadcount`: the four meals of a property's day, in serving order. */
export async function dayHeadcount(db: Db, property: PropertyRow, date: IsoDate, now: Date) {
  const day = await foodDay(db, property, date)
  const meals: MealHeadcount[] = []
  for (const slot of day.setup.meals) meals.push(await mealHeadcount(db, day, slot, now))
  return { property_id: property.id, date, meals }
}
