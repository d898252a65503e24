import { today } from '../../app/core/today'
import { nextDay } from './dayText'
import type { FoodOptIn, FoodSkip, FoodTenant, MealHeadcount, MealType } from './foodApi.gen'

/* The kitchen's day and the residents' food for stories; moments are placed around the story's own clock. */

const MINUTE = 60_000
const at = (now: Date, minutes: number) => new Date(now.getTime() + minutes * MINUTE).toISOString()

const meal = (mealType: MealType, fields: Partial<MealHeadcount>): MealHeadcount => ({
  meal_type: mealType,
  is_served: true,
  start_at: '',
  end_at: '',
  cutoff_at: '',
  is_locked: false,
  opted_in: 0,
  skipped: 0,
  away: 0,
  guests: 0,
  expected: 0,
  by_diet: [],
  served: null,
  waste_grams: null,
  note: null,
  dishes: [],
  ...fields,
})

/**
 * Today: breakfast locked and started; lunch open with skips closing in 2 h 14 min; snacks not served; dinner open
 * for hours. Tomorrow: every meal open. Counts differ by day so a story can tell them apart.
 */
export function headcountMeals(date: string, now = new Date()): MealHeadcount[] {
  const shift = date === today(now) ? 0 : 24 * 60
  const open = shift > 0
  return [
    meal('BREAKFAST', {
      start_at: at(now, shift - 30),
      end_at: at(now, shift + 90),
      cutoff_at: at(now, shift - 660),
      is_locked: !open,
      opted_in: 64,
      skipped: 4,
      away: 2,
      guests: 1,
      expected: 59,
      by_diet: [
        { diet: 'VEG', count: 40 },
        { diet: 'NON_VEG', count: 15 },
        { diet: 'EGG', count: 3 },
      ],
      dishes: ['Poha', 'Masala chai'],
    }),
    meal('LUNCH', {
      start_at: at(now, shift + 314),
      end_at: at(now, shift + 404),
      cutoff_at: at(now, shift + 134),
      opted_in: 60,
      skipped: 6,
      away: 2,
      guests: 0,
      expected: 52,
      by_diet: [
        { diet: 'VEG', count: 36 },
        { diet: 'NON_VEG', count: 16 },
      ],
      dishes: ['Rajma chawal', 'Curd'],
    }),
    meal('SNACKS', {
      is_served: false,
      start_at: at(now, shift + 540),
      end_at: at(now, shift + 600),
      cutoff_at: at(now, shift + 360),
    }),
    meal('DINNER', {
      start_at: at(now, shift + 690),
      end_at: at(now, shift + 780),
      cutoff_at: at(now, shift + 510),
      opted_in: open ? 71 : 72,
      skipped: 3,
      away: 2,
      guests: 3,
      expected: open ? 69 : 70,
      by_diet: [
        { diet: 'VEG', count: 42 },
        { diet: 'NON_VEG', count: 20 },
        { diet: 'EGG', count: 5 },
      ],
      dishes: ['Paneer butter masala', 'Roti', 'Dal'],
    }),
  ]
}

export const foodTenants: FoodTenant[] = [
  {
    tenant_id: 201,
    name: 'Aarav Sharma',
    property_id: 1,
    property_name: 'Sunrise PG, Koramangala',
    room_name: '101',
    bed_name: 'A',
    is_active: true,
    meal_types: ['BREAKFAST', 'LUNCH', 'DINNER'],
    diet: 'VEG',
    start_date: '2026-10-01',
    end_date: null,
  },
  {
    tenant_id: 202,
    name: 'Priya Nair',
    property_id: 1,
    property_name: 'Sunrise PG, Koramangala',
    room_name: '102',
    bed_name: 'B',
    is_active: false,
    meal_types: [],
    diet: null,
    start_date: null,
    end_date: null,
  },
  {
    tenant_id: 203,
    name: 'Kabir Mehta',
    property_id: 1,
    property_name: 'Sunrise PG, Koramangala',
    room_name: '201',
    bed_name: null,
    is_active: true,
    meal_types: ['LUNCH', 'DINNER'],
    diet: 'NON_VEG',
    start_date: '2026-11-01',
    end_date: null,
  },
]

export function optInOf(tenantId: number): FoodOptIn | undefined {
  const tenant = foodTenants.find((candidate) => candidate.tenant_id === tenantId)
  if (!tenant) return undefined
  return {
    tenant_id: tenant.tenant_id,
    tenant_name: tenant.name,
    property_id: tenant.property_id,
    is_active: tenant.is_active,
    meal_types: tenant.meal_types,
    diet: tenant.diet,
    start_date: tenant.start_date,
    end_date: tenant.end_date,
    billing_mode: 'MONTHLY_FLAT',
    monthly_price_paise: 3_000_00,
    skipped_meals_this_month: tenant.is_active ? 7 : 0,
    rebate_days_this_month: tenant.is_active ? 2 : 0,
    rebate_paise_this_month: tenant.is_active ? 200_00 : 0,
  }
}

const skip = (fields: Partial<FoodSkip> & Pick<FoodSkip, 'id' | 'meal_type' | 'source'>): FoodSkip => ({
  tenant_id: 201,
  tenant_name: 'Aarav Sharma',
  property_id: 1,
  date: null,
  week_day: null,
  from_date: '2026-11-01',
  to_date: null,
  outpass_id: null,
  status: 'ACTIVE',
  created_at: '2026-11-20T10:00:00Z',
  cancelled_at: null,
  ...fields,
})

/** Aarav's skips: his own for tomorrow's dinner, a pass's lunch the day after, and Sunday breakfasts. */
export function skipsOf(tenantId: number, now = new Date()): FoodSkip[] {
  if (tenantId !== 201) return []
  const tomorrow = nextDay(today(now))
  const dayAfter = nextDay(tomorrow)
  return [
    skip({ id: 501, meal_type: 'DINNER', source: 'TENANT', date: tomorrow, from_date: tomorrow }),
    skip({
      id: 502,
      meal_type: 'LUNCH',
      source: 'OUTPASS',
      date: dayAfter,
      from_date: dayAfter,
      outpass_id: 77,
    }),
    skip({ id: 503, meal_type: 'BREAKFAST', source: 'ADMIN', week_day: 7 }),
  ]
}
