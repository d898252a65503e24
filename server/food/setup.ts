import { addDays } from '../calendar'
import { MINUTE } from '../clock'
import type { Db } from '../db/database'
import type {
  FoodBillingMode,
  FoodDiet,
  FoodMealType,
  FoodRebateRule,
  IsoDate,
  PropertyRow,
} from '../db/schema'
import { DEFAULT_MEAL_SLOTS, MEAL_TYPES } from '../db/reference/meals'
import { badRequest } from '../http/httpError'
import { ownedProperty } from '../inventory/ownership'
import { isLetByUnit } from '../properties/propertyType'

/** The contract's `MealSlotSetting`. */
export type MealSlot = {
  meal_type: FoodMealType
  is_enabled: boolean
  start_time: string
  end_time: string
  price_paise: number
  skip_cutoff_minutes: number
}

/** The contract's `FoodOptInSetting`. */
export type OptInRules = {
  property_id: number
  default_opt_in: boolean
  default_meal_types: FoodMealType[]
  default_diet: FoodDiet
  rebate_rule: FoodRebateRule
  rebate_min_absence_days: number
  rebate_max_days_per_month: number
}

/** The contract's `FoodSetup`. */
export type FoodSetup = {
  property_id: number
  property_name: string
  is_enabled: boolean
  billing_mode: FoodBillingMode
  monthly_price_paise: number | null
  rebate_per_day_paise: number | null
  diets: FoodDiet[]
  meals: MealSlot[]
  opt_in: OptInRules
  updated_at: string
}

/** A property that has never saved its food setup: no mess until the operator switches it on. */
const DEFAULTS = {
  is_enabled: false,
  billing_mode: 'INCLUDED_IN_RENT',
  monthly_price_paise: null,
  rebate_per_day_paise: null,
  diets: ['VEG', 'NON_VEG', 'EGG', 'JAIN'],
  default_opt_in: true,
  default_meal_types: ['BREAKFAST', 'LUNCH', 'DINNER'],
  default_diet: 'VEG',
  rebate_rule: 'NONE',
  rebate_min_absence_days: 7,
  rebate_max_days_per_month: 15,
} as const

const parseList = <T>(json: string): T[] => JSON.parse(json) as T[]

/** The operator's property `id` that can serve food (404 for another's; 400 naming `field` when let by unit). */
export async function foodProperty(
  db: Db,
  operatorId: number,
  id: number,
  field = 'path.id',
): Promise<PropertyRow> {
  const property = await ownedProperty(db, operatorId, id)
  if (isLetByUnit(property.property_type)) {
    throw badRequest('Commercial and retail properties have no food.', [
      { field, message: `${property.name} is let by unit.` },
    ])
  }
  return property
}

/** A property's food setup: its saved rows, the defaults where it has none. Meals come in serving order. */
export async function foodSetupOf(db: Db, property: PropertyRow): Promise<FoodSetup> {
  const [row, slots] = await Promise.all([
    db.selectFrom('food_setups').selectAll().where('property_id', '=', property.id).executeTakeFirst(),
    db.selectFrom('food_meal_slots').selectAll().where('property_id', '=', property.id).execute(),
  ])
  const meals = DEFAULT_MEAL_SLOTS.map((fallback): MealSlot => {
    const own = slots.find((slot) => slot.meal_type === fallback.mealType)
    return own
      ? {
          meal_type: own.meal_type,
          is_enabled: own.is_enabled === 1,
          start_time: own.start_time,
          end_time: own.end_time,
          price_paise: own.price_paise,
          skip_cutoff_minutes: own.skip_cutoff_minutes,
        }
      : {
          meal_type: fallback.mealType,
          is_enabled: fallback.isEnabled,
          start_time: fallback.startTime,
          end_time: fallback.endTime,
          price_paise: fallback.pricePaise,
          skip_cutoff_minutes: fallback.skipCutoffMinutes,
        }
  })
  return {
    property_id: property.id,
    property_name: property.name,
    is_enabled: row ? row.is_enabled === 1 : DEFAULTS.is_enabled,
    billing_mode: row?.billing_mode ?? DEFAULTS.billing_mode,
    monthly_price_paise: row ? row.monthly_price_paise : DEFAULTS.monthly_price_paise,
    rebate_per_day_paise: row ? row.rebate_per_day_paise : DEFAULTS.rebate_per_day_paise,
    diets: row ? parseList<FoodDiet>(row.diets_json) : [...DEFAULTS.diets],
    meals,
    opt_in: {
      property_id: property.id,
      default_opt_in: row ? row.default_opt_in === 1 : DEFAULTS.default_opt_in,
      default_meal_types: row
        ? parseList<FoodMealType>(row.default_meal_types_json)
        : [...DEFAULTS.default_meal_types],
      default_diet: row?.default_diet ?? DEFAULTS.default_diet,
      rebate_rule: row?.rebate_rule ?? DEFAULTS.rebate_rule,
      rebate_min_absence_days: row?.rebate_min_absence_days ?? DEFAULTS.rebate_min_absence_days,
      rebate_max_days_per_month: row?.rebate_max_days_per_month ?? DEFAULTS.rebate_max_days_per_month,
    },
    updated_at: row?.updated_at ?? property.created_at,
  }
}

/** What one rebate day is worth: the setup's own value, else a thirtieth of a flat monthly charge, else nothing. */
export function rebatePerDayPaise(
  setup: Pick<FoodSetup, 'billing_mode' | 'monthly_price_paise' | 'rebate_per_day_paise'>,
) {
  if (setup.rebate_per_day_paise !== null) return setup.rebate_per_day_paise
  if (setup.billing_mode === 'MONTHLY_FLAT' && setup.monthly_price_paise !== null)
    return Math.floor(setup.monthly_price_paise / 30)
  return 0
}

/** The instant `HH:mm` on `date` in Asia/Kolkata (UTC+05:30, no daylight saving). */
export const kolkataInstant = (date: IsoDate, time: string): Date => new Date(`${date}T${time}:00.000+05:30`)

/** When a meal of `date` starts and ends, and when its skips close and its headcount locks. */
export function mealMoments(
  date: IsoDate,
  slot: Pick<MealSlot, 'start_time' | 'end_time' | 'skip_cutoff_minutes'>,
) {
  const startAt = kolkataInstant(date, slot.start_time)
  return {
    startAt,
    endAt: kolkataInstant(date, slot.end_time),
    cutoffAt: new Date(startAt.getTime() - slot.skip_cutoff_minutes * MINUTE),
  }
}

/** ISO weekday of a date: Monday 1 … Sunday 7 (spec §3). */
export const weekDayOf = (date: IsoDate): number => {
  const day = new Date(`${date}T00:00:00.000Z`).getUTCDay()
  return day === 0 ? 7 : day
}

/** The serving order of meals, for sorting. */
export const mealOrder = (meal: FoodMealType) => MEAL_TYPES.indexOf(meal)

/** The dates from `from` to `to`, both included. */
export function datesFrom(from: IsoDate, to: IsoDate): IsoDate[] {
  const dates: IsoDate[] = []
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date)
  return dates
}
