import type { FoodDiet, FoodMealType, IsoDate } from '../db/schema'

/** Diets and meals as a sentence names them. */
export const DIET_LABELS: Record<FoodDiet, string> = {
  VEG: 'vegetarian',
  NON_VEG: 'non-vegetarian',
  EGG: 'eggetarian',
  JAIN: 'Jain',
}

export const MEAL_LABELS: Record<FoodMealType, string> = {
  BREAKFAST: 'breakfast',
  LUNCH: 'lunch',
  SNACKS: 'snacks',
  DINNER: 'dinner',
}

const KOLKATA = 'Asia/Kolkata'

/** `Wed 25 Nov` for a date. */
export const shortDay = (date: IsoDate) => {
  const at = new Date(`${date}T00:00:00.000Z`)
  const weekday = at.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' })
  const day = at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
  return `${weekday} ${day}`
}

/** `5:00 pm` for an instant, Asia/Kolkata. */
export const clockTime = (at: Date) =>
  at
    .toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: KOLKATA })
    .toLowerCase()
