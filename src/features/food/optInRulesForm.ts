import * as yup from 'yup'
import type { Diet, FoodOptInSetting, FoodOptInSetupRequest, MealType, RebateRule } from './foodApi.gen'
import { MEAL_TYPES } from './labels'

export type OptInRulesValues = {
  defaultOptIn: boolean
  defaultMealTypes: MealType[]
  defaultDiet: Diet
  rebateRule: RebateRule
  minAbsenceDays: string
  maxDaysPerMonth: string
}

export const REBATE_RULES: readonly { value: RebateRule; label: string; explained: string }[] = [
  { value: 'NONE', label: 'No rebate', explained: 'Skipped meals are not credited back.' },
  {
    value: 'FULL_DAYS',
    label: 'Every day away',
    explained: 'An absence long enough credits every one of its days.',
  },
  {
    value: 'DAYS_MINUS_TWO',
    label: 'Days away minus two',
    explained: 'An absence long enough credits its days less two.',
  },
]

export const optInRulesValues = (setting: FoodOptInSetting): OptInRulesValues => ({
  defaultOptIn: setting.default_opt_in,
  defaultMealTypes: setting.default_meal_types,
  defaultDiet: setting.default_diet,
  rebateRule: setting.rebate_rule,
  minAbsenceDays: String(setting.rebate_min_absence_days),
  maxDaysPerMonth: String(setting.rebate_max_days_per_month),
})

const days = (required: string) =>
  yup
    .string()
    .required(required)
    .test('range', 'Enter 0 to 31 days', (value) => {
      const count = Number(value)
      return !value || (Number.isInteger(count) && count >= 0 && count <= 31)
    })

export const optInRulesSchema = yup.object({
  defaultMealTypes: yup.array().when('defaultOptIn', {
    is: true,
    then: (rule) => rule.min(1, 'Choose at least one meal for new residents'),
  }),
  minAbsenceDays: days('Enter the days away that earn a rebate'),
  maxDaysPerMonth: days('Enter the most rebate days a month'),
})

export const optInRulesRequest = (values: OptInRulesValues): FoodOptInSetupRequest => ({
  default_opt_in: values.defaultOptIn,
  ...(values.defaultMealTypes.length > 0
    ? { default_meal_types: MEAL_TYPES.filter((meal) => values.defaultMealTypes.includes(meal)) }
    : {}),
  default_diet: values.defaultDiet,
  rebate_rule: values.rebateRule,
  rebate_min_absence_days: Number(values.minAbsenceDays),
  rebate_max_days_per_month: Number(values.maxDaysPerMonth),
})

/** Contract field names (the last segment of `body.x`) mapped to the form's. */
export const OPT_IN_FIELDS: Record<string, keyof OptInRulesValues> = {
  default_opt_in: 'defaultOptIn',
  default_meal_types: 'defaultMealTypes',
  default_diet: 'defaultDiet',
  rebate_rule: 'rebateRule',
  rebate_min_absence_days: 'minAbsenceDays',
  rebate_max_days_per_month: 'maxDaysPerMonth',
}
