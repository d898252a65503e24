import * as yup from 'yup'
import type { FoodSkipCreateRequest, MealType } from './foodApi.gen'

export type SkipValues = {
  repeat: 'once' | 'weekly'
  date: string
  weekDay: string
  fromDate: string
  mealType: MealType | ''
  source: 'TENANT' | 'ADMIN'
}

export const skipValues = (today: string, meals: readonly MealType[]): SkipValues => ({
  repeat: 'once',
  date: today,
  weekDay: '',
  fromDate: today,
  mealType: meals.length === 1 ? (meals[0] ?? '') : '',
  source: 'TENANT',
})

/** Contract field → form field; a one-off skip's cut-off 409 is shown on the date. */
export const SKIP_FIELDS: Record<string, keyof SkipValues> = {
  date: 'date',
  week_day: 'weekDay',
  from_date: 'fromDate',
  meal_type: 'mealType',
}

export const skipSchema = yup.object({
  repeat: yup.string().oneOf(['once', 'weekly']).required(),
  date: yup.string().when('repeat', { is: 'once', then: (schema) => schema.required('Enter the day') }),
  weekDay: yup
    .string()
    .when('repeat', { is: 'weekly', then: (schema) => schema.required('Choose the weekday') }),
  fromDate: yup.string(),
  mealType: yup.string().required('Choose the meal'),
  source: yup.string().oneOf(['TENANT', 'ADMIN']).required(),
})

/** One meal on a day, or the meal every such weekday from a day on. */
export function skipRequest(tenantId: number, values: SkipValues): FoodSkipCreateRequest {
  const common = { tenant_id: tenantId, meal_type: values.mealType as MealType, source: values.source }
  if (values.repeat === 'once') return { ...common, date: values.date }
  return {
    ...common,
    week_day: Number(values.weekDay),
    ...(values.fromDate ? { from_date: values.fromDate } : {}),
  }
}
