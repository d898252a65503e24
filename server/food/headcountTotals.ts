import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import { isLetByUnit } from '../properties/propertyType'
import { dayHeadcount, type DietCount, type MealHeadcount } from './headcount'

const sumOrNull = (values: (number | null)[]) =>
  values.some((value) => value !== null) ? values.reduce<number>((sum, value) => sum + (value ?? 0), 0) : null

/** One meal added up over properties: counts summed, times of the first property serving it, dishes of all. */
function totalOf(meals: MealHeadcount[]): MealHeadcount {
  const serving = meals.filter((meal) => meal.is_served)
  const first = serving[0] ?? meals[0]
  const sum = (pick: (meal: MealHeadcount) => number) => meals.reduce((total, meal) => total + pick(meal), 0)
  const byDiet = new Map<DietCount['diet'], number>()
  for (const { diet, count } of meals.flatMap((meal) => meal.by_diet))
    byDiet.set(diet, (byDiet.get(diet) ?? 0) + count)
  return {
    ...first,
    is_served: serving.length > 0,
    is_locked: serving.length > 0 && serving.every((meal) => meal.is_locked),
    opted_in: sum((meal) => meal.opted_in),
    skipped: sum((meal) => meal.skipped),
    away: sum((meal) => meal.away),
    guests: sum((meal) => meal.guests),
    expected: sum((meal) => meal.expected),
    by_diet: [...byDiet].map(([diet, count]) => ({ diet, count })),
    served: sumOrNull(meals.map((meal) => meal.served)),
    waste_grams: sumOrNull(meals.map((meal) => meal.waste_grams)),
    note: meals.length === 1 ? first.note : null,
    dishes: [...new Set(serving.flatMap((meal) => meal.dishes))],
  }
}

/**
 * The day's four meals over several properties, each property's as getFoodHeadcount counts it (so a locked meal
 * stays locked), added up per meal. Properties let by unit have no food and are left out.
 */
export async function headcountTotals(db: Db, propertyIds: readonly number[], date: IsoDate, now: Date) {
  const properties = propertyIds.length
    ? await db
        .selectFrom('properties')
        .selectAll()
        .where('id', 'in', [...propertyIds])
        .orderBy('id')
        .execute()
    : []
  const days: Awaited<ReturnType<typeof dayHeadcount>>[] = []
  for (const property of properties.filter((row) => !isLetByUnit(row.property_type))) {
    days.push(await dayHeadcount(db, property, date, now))
  }
  if (!days.length) return []
  return days[0].meals.map((_, index) => totalOf(days.map((day) => day.meals[index])))
}
