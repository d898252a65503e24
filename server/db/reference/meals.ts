/**
 * The four meals in serving order, and a new property's food setup before the operator changes it: windows as
 * Indian PGs serve them (domain.md §7), skips closing 3 hours ahead and breakfast's at 21:00 the evening before
 * (verticals.md §6). Snacks are off until switched on.
 */
export const MEAL_TYPES = ['BREAKFAST', 'LUNCH', 'SNACKS', 'DINNER'] as const
export type MealType = (typeof MEAL_TYPES)[number]

export const DIETS = ['VEG', 'NON_VEG', 'EGG', 'JAIN'] as const
export type Diet = (typeof DIETS)[number]

export const MEAL_CATEGORIES: readonly { name: string; mealType: MealType }[] = [
  { name: 'Breakfast', mealType: 'BREAKFAST' },
  { name: 'Lunch', mealType: 'LUNCH' },
  { name: 'Evening snacks', mealType: 'SNACKS' },
  { name: 'Dinner', mealType: 'DINNER' },
]

export type MealSlotDefault = {
  mealType: MealType
  isEnabled: boolean
  startTime: string
  endTime: string
  pricePaise: number
  skipCutoffMinutes: number
}

export const DEFAULT_MEAL_SLOTS: readonly MealSlotDefault[] = [
  {
    mealType: 'BREAKFAST',
    isEnabled: true,
    startTime: '07:30',
    endTime: '09:30',
    pricePaise: 50_00,
    skipCutoffMinutes: 630,
  },
  {
    mealType: 'LUNCH',
    isEnabled: true,
    startTime: '12:30',
    endTime: '14:00',
    pricePaise: 80_00,
    skipCutoffMinutes: 180,
  },
  {
    mealType: 'SNACKS',
    isEnabled: false,
    startTime: '17:00',
    endTime: '18:00',
    pricePaise: 30_00,
    skipCutoffMinutes: 180,
  },
  {
    mealType: 'DINNER',
    isEnabled: true,
    startTime: '20:00',
    endTime: '21:30',
    pricePaise: 80_00,
    skipCutoffMinutes: 180,
  },
]
