import * as yup from 'yup'
import type { Diet, FoodOptInApplyRequest, FoodSetup, MealType } from './foodApi.gen'

export type OptInValues = { food: 'on' | 'off'; meals: MealType[]; diet: Diet | ''; startDate: string }

/** Contract field → form field, for the server's field errors. */
export const OPT_IN_FIELDS: Record<string, keyof OptInValues> = {
  meal_types: 'meals',
  diet: 'diet',
  start_date: 'startDate',
}

/** Starts from the resident's meals and diet when they have them, else from the property's defaults. */
export function optInValues(
  today: string,
  current?: { meal_types: MealType[]; diet: Diet | null },
  setup?: Pick<FoodSetup, 'opt_in'>,
): OptInValues {
  const meals = current?.meal_types.length ? current.meal_types : (setup?.opt_in.default_meal_types ?? [])
  return {
    food: 'on',
    meals: [...meals],
    diet: current?.diet ?? setup?.opt_in.default_diet ?? '',
    startDate: today,
  }
}

export const optInSchema = yup.object({
  food: yup.string().oneOf(['on', 'off']).required(),
  meals: yup
    .array()
    .of(yup.string().required())
    .when('food', {
      is: 'on',
      then: (schema) => schema.min(1, 'Choose at least one meal'),
    }),
  diet: yup.string().when('food', { is: 'on', then: (schema) => schema.required('Choose a diet') }),
  startDate: yup
    .string()
    .when('food', { is: 'on', then: (schema) => schema.required('Enter the first day') }),
})

/** On: the meals and diet from the day chosen; off: from today's first meal still open for skips. */
export function optInRequest(tenantIds: readonly number[], values: OptInValues): FoodOptInApplyRequest {
  if (values.food === 'off') return { tenant_ids: [...tenantIds], is_active: false }
  return {
    tenant_ids: [...tenantIds],
    is_active: true,
    meal_types: [...values.meals],
    diet: values.diet as Diet,
    start_date: values.startDate,
  }
}
