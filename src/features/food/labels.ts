import type { Allergen, Diet, FoodBillingMode, MealType } from './foodApi.gen'

/** The four meals in serving order (the contract's MealType). */
export const MEAL_TYPES: readonly MealType[] = ['BREAKFAST', 'LUNCH', 'SNACKS', 'DINNER']

export const MEAL_LABEL: Record<MealType, string> = {
  BREAKFAST: 'Breakfast',
  LUNCH: 'Lunch',
  SNACKS: 'Snacks',
  DINNER: 'Dinner',
}

export const DIETS: readonly Diet[] = ['VEG', 'NON_VEG', 'EGG', 'JAIN']

export const DIET_LABEL: Record<Diet, string> = {
  VEG: 'Veg',
  NON_VEG: 'Non-veg',
  EGG: 'Egg',
  JAIN: 'Jain',
}

export const BILLING_MODE_LABEL: Record<FoodBillingMode, string> = {
  INCLUDED_IN_RENT: 'Included in rent',
  MONTHLY_FLAT: 'Flat monthly add-on',
  PER_MEAL: 'Per meal',
}

export const ALLERGENS: readonly Allergen[] = [
  'GLUTEN',
  'DAIRY',
  'NUTS',
  'PEANUTS',
  'SOY',
  'EGG',
  'FISH',
  'SHELLFISH',
  'SESAME',
  'MUSTARD',
]

export const ALLERGEN_LABEL: Record<Allergen, string> = {
  GLUTEN: 'Gluten',
  DAIRY: 'Dairy',
  NUTS: 'Nuts',
  PEANUTS: 'Peanuts',
  SOY: 'Soy',
  EGG: 'Egg',
  FISH: 'Fish',
  SHELLFISH: 'Shellfish',
  SESAME: 'Sesame',
  MUSTARD: 'Mustard',
}

/** ISO weekdays, Monday 1 … Sunday 7 (the contract's WeekDay). */
export const WEEKDAYS: readonly { value: number; label: string }[] = [
  { value: 1, label: 'Monday' },
  { value: 2, label: 'Tuesday' },
  { value: 3, label: 'Wednesday' },
  { value: 4, label: 'Thursday' },
  { value: 5, label: 'Friday' },
  { value: 6, label: 'Saturday' },
  { value: 7, label: 'Sunday' },
]

export const weekdayLabel = (weekDay: number): string =>
  WEEKDAYS.find((day) => day.value === weekDay)?.label ?? String(weekDay)

const MINUTES_PER_DAY = 24 * 60

const minutesOf = (clock: string): number => {
  const [hours, minutes] = clock.split(':').map(Number)
  return (hours ?? 0) * 60 + (minutes ?? 0)
}

const clockOfMinutes = (total: number): string => {
  const hours = Math.floor(total / 60)
  const minutes = total % 60
  const suffix = hours < 12 ? 'am' : 'pm'
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`
}

/** 'HH:mm' → '7:30 am', '00:00' → '12:00 am', '12:15' → '12:15 pm'. */
export const clockLabel = (clock: string): string => clockOfMinutes(minutesOf(clock))

/** A meal's window as '7:30 am – 9:30 am'. */
export const windowLabel = (start: string, end: string): string => `${clockLabel(start)} – ${clockLabel(end)}`

/**
 * When skips close for a meal starting at `start` with a cut-off `minutesBefore` earlier, e.g. ('07:30', 630) →
 * 'Skips close at 9:00 pm the day before'.
 */
export const cutoffLabel = (start: string, minutesBefore: number): string => {
  const at = minutesOf(start) - minutesBefore
  const daysBefore = Math.ceil(-at / MINUTES_PER_DAY)
  const clock = clockOfMinutes(at + daysBefore * MINUTES_PER_DAY)
  if (daysBefore <= 0) return `Skips close at ${clock} the same day`
  if (daysBefore === 1) return `Skips close at ${clock} the day before`
  return `Skips close at ${clock}, ${daysBefore} days before`
}
