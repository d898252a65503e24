import { addDays, format, parseISO, subMonths } from 'date-fns'
import type { FoodAnalytics, FoodAnalyticsDay, FoodMonthCost, FoodRebate, MealType } from './foodApi.gen'
import type { FoodPropertyOption } from './foodApi'

/* Food analytics as the provider would answer them, made from the asked dates so every period has figures. */

export const analyticsProperties: FoodPropertyOption[] = [
  { id: 1, property_name: 'Sunrise PG, Koramangala', property_type: 'PG' },
  { id: 2, property_name: 'Lakeview Hostel', property_type: 'HOSTEL' },
]

const MEALS: readonly MealType[] = ['BREAKFAST', 'LUNCH', 'DINNER']

/** The `index`-th day's `meal`: 40 opted in, a few skips, one or none away, guests at dinner, logged on even days. */
function mealOf(date: string, index: number, meal: MealType): FoodAnalyticsDay {
  const skipped = 2 + (index % 3) + (meal === 'LUNCH' ? 1 : 0)
  const away = index % 2
  const guests = meal === 'DINNER' ? 2 : 0
  const expected = 40 - skipped - away + guests
  const logged = index % 2 === 0
  return {
    date,
    meal_type: meal,
    opted_in: 40,
    skipped,
    away,
    guests,
    expected,
    served: logged ? expected - 1 : null,
    waste_grams: logged ? 1500 + 250 * MEALS.indexOf(meal) : null,
  }
}

export function analyticsDays(fromDate: string, toDate: string): FoodAnalyticsDay[] {
  const days: FoodAnalyticsDay[] = []
  for (let index = 0, day = fromDate; day <= toDate; index += 1) {
    days.push(...MEALS.map((meal) => mealOf(day, index, meal)))
    day = format(addDays(parseISO(day), 1), 'yyyy-MM-dd')
  }
  return days
}

/** The six months ending with `toDate`'s; ₹1,20,000 to ₹1,45,000 of mess spending over 3,600 plates. */
function monthsTo(toDate: string): FoodMonthCost[] {
  return [5, 4, 3, 2, 1, 0].map((back, index) => {
    const mess = 12_000_000 + index * 500_000
    const plates = 3600
    return {
      month: format(subMonths(parseISO(toDate), back), 'yyyy-MM'),
      mess_expense_paise: mess,
      plates,
      cost_per_plate_paise: Math.round(mess / plates),
    }
  })
}

export const analyticsRebates: FoodRebate[] = [
  { tenant_id: 11, tenant_name: 'Ananya Rao', absent_days: 9, rebate_days: 7, rebate_paise: 105_000 },
  { tenant_id: 12, tenant_name: 'Karthik Menon, Jr.', absent_days: 5, rebate_days: 3, rebate_paise: 45_000 },
]

const sum = (days: readonly FoodAnalyticsDay[], pick: (day: FoodAnalyticsDay) => number | null) =>
  days.reduce((total, day) => total + (pick(day) ?? 0), 0)

export function analyticsFor(propertyId: number, fromDate: string, toDate: string): FoodAnalytics {
  const days = analyticsDays(fromDate, toDate)
  const optedIn = sum(days, (day) => day.opted_in)
  const skipped = sum(days, (day) => day.skipped)
  const away = sum(days, (day) => day.away)
  const admin = days.filter((day) => day.meal_type === 'LUNCH').length
  return {
    property_id: propertyId,
    from_date: fromDate,
    to_date: toDate,
    planned: sum(days, (day) => day.expected),
    served: sum(days, (day) => day.served),
    skipped: skipped + away,
    skip_rate_bps: Math.round(((skipped + away) * 10_000) / optedIn),
    waste_grams: sum(days, (day) => day.waste_grams),
    cost_per_plate_paise: 3681,
    rebate_paise: analyticsRebates.reduce((total, rebate) => total + rebate.rebate_paise, 0),
    skips_by_source: [
      { source: 'TENANT', count: skipped - admin },
      { source: 'ADMIN', count: admin },
      { source: 'OUTPASS', count: away },
    ],
    diet_counts: [
      { diet: 'VEG', count: 24 },
      { diet: 'NON_VEG', count: 14 },
      { diet: 'JAIN', count: 2 },
    ],
    days,
    months: monthsTo(toDate),
    rebates: analyticsRebates,
  }
}

/** A period with no meals: the mess was off. */
export const emptyAnalytics = (propertyId: number, fromDate: string, toDate: string): FoodAnalytics => ({
  ...analyticsFor(propertyId, fromDate, toDate),
  planned: 0,
  served: null,
  skipped: 0,
  skip_rate_bps: 0,
  waste_grams: 0,
  cost_per_plate_paise: null,
  rebate_paise: 0,
  skips_by_source: [],
  days: [],
  rebates: [],
})
