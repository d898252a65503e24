import type { FoodItem, FoodMenu, FoodSetup, MealCategory, MealOption, MealType } from './foodApi.gen'

/* Contract-shaped data for the Menu and Setup tabs' stories: one PG's week, its dishes and its food setup. */

export const menuProperties = [
  { id: 1, property_name: 'Sunrise PG, Koramangala', property_type: 'PG' },
  { id: 2, property_name: 'Lakeview Hostel', property_type: 'HOSTEL' },
]

export const mealCategories: MealCategory[] = [
  { id: 1, name: 'Breakfast', meal_type: 'BREAKFAST', sort_order: 1 },
  { id: 2, name: 'Lunch', meal_type: 'LUNCH', sort_order: 2 },
  { id: 3, name: 'Evening snacks', meal_type: 'SNACKS', sort_order: 3 },
  { id: 4, name: 'Dinner', meal_type: 'DINNER', sort_order: 4 },
]

const dish = (
  id: number,
  name: string,
  diet: FoodItem['diet'],
  meal_types: MealType[],
  cost_per_plate_paise: number | null = null,
): FoodItem => ({ id, name, diet, meal_types, allergens: [], cost_per_plate_paise, is_active: true })

export const foodItems: FoodItem[] = [
  dish(11, 'Poha', 'VEG', ['BREAKFAST'], 1800),
  dish(12, 'Idli sambar', 'VEG', ['BREAKFAST'], 2000),
  dish(13, 'Egg bhurji', 'EGG', ['BREAKFAST', 'DINNER'], 2500),
  dish(14, 'Rajma chawal', 'VEG', ['LUNCH', 'DINNER'], 3500),
  dish(15, 'Chicken curry', 'NON_VEG', ['LUNCH', 'DINNER'], 6000),
  dish(16, 'Dal tadka', 'JAIN', ['LUNCH', 'DINNER'], 2200),
  dish(17, 'Samosa', 'VEG', ['SNACKS'], 1200),
]

const itemsOf = (...ids: number[]) => foodItems.filter((item) => ids.includes(item.id))

/** The week's dishes by meal, Monday first; Sunday has no dinner and Sunday lunch is the special. */
const WEEK: Record<MealType, number[][]> = {
  BREAKFAST: [[11], [12], [11, 13], [12], [11], [12], [13]],
  LUNCH: [[14], [16], [14], [15], [14], [16], [15, 14]],
  SNACKS: [[17], [17], [17], [17], [17], [17], [17]],
  DINNER: [[16], [15], [14], [16], [15], [14], []],
}

const optionOf = (propertyId: number, weekDay: number, category: MealCategory): MealOption => ({
  id: propertyId * 100 + weekDay * 10 + category.id,
  property_id: propertyId,
  week_day: weekDay,
  meal_category_id: category.id,
  meal_type: category.meal_type,
  is_active: !(weekDay === 7 && category.meal_type === 'DINNER'),
  is_special: weekDay === 7 && category.meal_type === 'LUNCH',
  note: weekDay === 7 && category.meal_type === 'LUNCH' ? 'Sunday biryani' : null,
  items: itemsOf(...(WEEK[category.meal_type][weekDay - 1] ?? [])),
})

export const mealOptions = (propertyId = 1): MealOption[] =>
  [1, 2, 3, 4, 5, 6, 7].flatMap((weekDay) =>
    mealCategories.map((category) => optionOf(propertyId, weekDay, category)),
  )

export const menuOf = (date: string, propertyId = 1): FoodMenu => ({
  property_id: propertyId,
  date,
  effective_from: '2026-11-02',
  versions: [
    { effective_from: '2026-11-02', created_at: '2026-11-01T10:00:00Z' },
    { effective_from: '2026-09-07', created_at: '2026-09-06T10:00:00Z' },
  ],
  entries: mealOptions(propertyId),
})

export const emptyMenu = (date: string, propertyId = 1): FoodMenu => ({
  property_id: propertyId,
  date,
  effective_from: null,
  versions: [],
  entries: [],
})

export const foodSetup = (propertyId = 1): FoodSetup => ({
  property_id: propertyId,
  property_name: menuProperties.find((property) => property.id === propertyId)?.property_name ?? 'PG',
  is_enabled: true,
  billing_mode: 'MONTHLY_FLAT',
  monthly_price_paise: 3_000_00,
  rebate_per_day_paise: null,
  diets: ['VEG', 'NON_VEG', 'EGG'],
  meals: [
    {
      meal_type: 'BREAKFAST',
      is_enabled: true,
      start_time: '07:30',
      end_time: '09:30',
      price_paise: 50_00,
      skip_cutoff_minutes: 630,
    },
    {
      meal_type: 'LUNCH',
      is_enabled: true,
      start_time: '12:30',
      end_time: '14:00',
      price_paise: 80_00,
      skip_cutoff_minutes: 180,
    },
    {
      meal_type: 'SNACKS',
      is_enabled: false,
      start_time: '17:00',
      end_time: '18:00',
      price_paise: 30_00,
      skip_cutoff_minutes: 180,
    },
    {
      meal_type: 'DINNER',
      is_enabled: true,
      start_time: '20:00',
      end_time: '21:30',
      price_paise: 80_00,
      skip_cutoff_minutes: 180,
    },
  ],
  opt_in: {
    property_id: propertyId,
    default_opt_in: true,
    default_meal_types: ['BREAKFAST', 'LUNCH', 'DINNER'],
    default_diet: 'VEG',
    rebate_rule: 'FULL_DAYS',
    rebate_min_absence_days: 3,
    rebate_max_days_per_month: 15,
  },
  updated_at: '2026-11-01T10:00:00Z',
})
