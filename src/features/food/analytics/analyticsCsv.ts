import { paiseToCsvRupees, toCsv, type CsvColumn } from '../../../app/core/csv'
import type { FoodAnalyticsDay, FoodRebate } from '../foodApi.gen'
import { MEAL_LABEL } from '../labels'
import { gramsToKg, mealsInOrder } from './figures'

const DAY_COLUMNS: CsvColumn<FoodAnalyticsDay>[] = [
  { header: 'Date', value: (row) => row.date },
  { header: 'Meal', value: (row) => MEAL_LABEL[row.meal_type] },
  { header: 'Opted in', value: (row) => row.opted_in },
  { header: 'Skipped', value: (row) => row.skipped },
  { header: 'Away', value: (row) => row.away },
  { header: 'Guests', value: (row) => row.guests },
  { header: 'Planned', value: (row) => row.expected },
  { header: 'Served', value: (row) => row.served },
  { header: 'Waste (kg)', value: (row) => (row.waste_grams === null ? null : gramsToKg(row.waste_grams)) },
]

const REBATE_COLUMNS: CsvColumn<FoodRebate>[] = [
  { header: 'Resident', value: (row) => row.tenant_name },
  { header: 'Absent days', value: (row) => row.absent_days },
  { header: 'Rebate days', value: (row) => row.rebate_days },
  { header: 'Rebate (₹)', value: (row) => paiseToCsvRupees(row.rebate_paise) },
]

/** Every meal of the period, by date then serving order. */
export const mealsCsv = (days: readonly FoodAnalyticsDay[]) => toCsv(DAY_COLUMNS, mealsInOrder(days))

export const rebatesCsv = (rebates: readonly FoodRebate[]) => toCsv(REBATE_COLUMNS, rebates)
