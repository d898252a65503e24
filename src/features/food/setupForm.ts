import * as yup from 'yup'
import { paiseToRupeesText, rupeesToPaise } from '../../design-system/MoneyInput'
import type { Diet, FoodBillingMode, FoodSetup, FoodSetupUpdateRequest, MealType } from './foodApi.gen'
import { DIETS } from './labels'

export type MealSlotValues = {
  mealType: MealType
  isEnabled: boolean
  startTime: string
  endTime: string
  cutoffMinutes: string
  price: string
}

export type SetupValues = {
  isEnabled: boolean
  billingMode: FoodBillingMode
  monthlyPrice: string
  rebatePerDay: string
  diets: Diet[]
  meals: MealSlotValues[]
}

const money = (paise: number | null, decimalPlaces: number) =>
  paise === null ? '' : paiseToRupeesText(paise, decimalPlaces)

export const setupValues = (setup: FoodSetup, decimalPlaces = 2): SetupValues => ({
  isEnabled: setup.is_enabled,
  billingMode: setup.billing_mode,
  monthlyPrice: money(setup.monthly_price_paise, decimalPlaces),
  rebatePerDay: money(setup.rebate_per_day_paise, decimalPlaces),
  diets: setup.diets,
  meals: setup.meals.map((meal) => ({
    mealType: meal.meal_type,
    isEnabled: meal.is_enabled,
    startTime: meal.start_time,
    endTime: meal.end_time,
    cutoffMinutes: String(meal.skip_cutoff_minutes),
    price: money(meal.price_paise, decimalPlaces),
  })),
})

const CLOCK = /^([01][0-9]|2[0-3]):[0-5][0-9]$/
const isMoney = (value: string | undefined) => !value || rupeesToPaise(value) !== null

const mealSchema = yup.object({
  startTime: yup.string().required('Enter the start time').matches(CLOCK, 'Enter a time, e.g. 07:30'),
  endTime: yup
    .string()
    .required('Enter the end time')
    .matches(CLOCK, 'Enter a time, e.g. 09:30')
    .test('after-start', 'End after the start time', function (value) {
      const start = (this.parent as MealSlotValues).startTime
      return !value || !CLOCK.test(start) || value > start
    }),
  cutoffMinutes: yup
    .string()
    .required('Enter the minutes before the start')
    .test('range', 'Enter 0 to 2880 minutes (two days)', (value) => {
      const minutes = Number(value)
      return !value || (Number.isInteger(minutes) && minutes >= 0 && minutes <= 2880)
    }),
  price: yup
    .string()
    .required('Enter the price per meal')
    .test('money', 'Enter an amount in rupees', isMoney),
})

export const setupSchema = yup.object({
  monthlyPrice: yup.string().when('billingMode', {
    is: 'MONTHLY_FLAT',
    then: (rule) =>
      rule.required('Enter the monthly price').test('money', 'Enter an amount in rupees', isMoney),
  }),
  rebatePerDay: yup.string().test('money', 'Enter an amount in rupees', isMoney),
  diets: yup.array().min(1, 'Offer at least one diet'),
  meals: yup.array(mealSchema),
})

const paise = (text: string) => rupeesToPaise(text) ?? 0

/** The whole setup: a flat price only with flat billing; an empty rebate means the default (price ÷ 30). */
export const setupRequest = (values: SetupValues): FoodSetupUpdateRequest => ({
  is_enabled: values.isEnabled,
  billing_mode: values.billingMode,
  monthly_price_paise: values.billingMode === 'MONTHLY_FLAT' ? paise(values.monthlyPrice) : null,
  rebate_per_day_paise: values.rebatePerDay ? paise(values.rebatePerDay) : null,
  diets: DIETS.filter((diet) => values.diets.includes(diet)),
  meals: values.meals.map((meal) => ({
    meal_type: meal.mealType,
    is_enabled: meal.isEnabled,
    start_time: meal.startTime,
    end_time: meal.endTime,
    price_paise: paise(meal.price),
    skip_cutoff_minutes: Number(meal.cutoffMinutes),
  })),
})

const TOP_FIELDS: Record<string, keyof SetupValues> = {
  is_enabled: 'isEnabled',
  billing_mode: 'billingMode',
  monthly_price_paise: 'monthlyPrice',
  rebate_per_day_paise: 'rebatePerDay',
  diets: 'diets',
}

const MEAL_FIELDS: Record<string, keyof MealSlotValues> = {
  is_enabled: 'isEnabled',
  start_time: 'startTime',
  end_time: 'endTime',
  price_paise: 'price',
  skip_cutoff_minutes: 'cutoffMinutes',
}

/** The `errors` of a failed call's contract Error, the well-formed ones only. */
function fieldErrorList(error: unknown): { field: string; message: string }[] {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined
  const list = typeof data === 'object' && data !== null && 'errors' in data ? data.errors : undefined
  if (!Array.isArray(list)) return []
  return list.flatMap((item: unknown) =>
    typeof item === 'object' &&
    item !== null &&
    'field' in item &&
    'message' in item &&
    typeof item.field === 'string' &&
    typeof item.message === 'string'
      ? [{ field: item.field, message: item.message }]
      : [],
  )
}

/** A field of the form: 'monthlyPrice' or 'meals.3.endTime'. */
export type SetupFieldPath = string

/**
 * The server's field errors as form paths: `body.monthly_price_paise` → monthlyPrice, `body.meals[3].end_time` →
 * meals.3.endTime (the index of the request's meals, which follow the form's order). Unknown fields are dropped.
 */
export function setupFieldErrors(error: unknown): Record<SetupFieldPath, string> {
  const result: Record<SetupFieldPath, string> = {}
  fieldErrorList(error).forEach(({ field, message }) => {
    const meal = /^body\.meals\[(\d+)\]\.(\w+)$/.exec(field)
    const top = /^body\.(\w+)$/.exec(field)
    const path = meal
      ? MEAL_FIELDS[meal[2] ?? ''] && `meals.${meal[1]}.${MEAL_FIELDS[meal[2] ?? '']}`
      : top && TOP_FIELDS[top[1] ?? '']
    if (path && result[path] === undefined) result[path] = message
  })
  return result
}
