import { useFormik } from 'formik'
import { useId } from 'react'
import { showServerErrors } from '../../app/core/serverErrors'
import { Button } from '../../design-system/Button'
import { Checkbox } from '../../design-system/Checkbox'
import { NumericInput } from '../../design-system/NumericInput'
import { Select } from '../../design-system/Select'
import { StyledActions, StyledFormGrid, StyledNotice } from '../../design-system/SheetLayout'
import { Switch } from '../../design-system/Switch'
import { useSetupFoodOptInMutation } from './foodApi'
import type { Diet, FoodSetup, MealType } from './foodApi.gen'
import { DIET_LABEL, MEAL_LABEL, MEAL_TYPES } from './labels'
import {
  OPT_IN_FIELDS,
  optInRulesRequest,
  optInRulesSchema,
  optInRulesValues,
  REBATE_RULES,
  type OptInRulesValues,
} from './optInRulesForm'
import { StyledCheckRow } from './Setup.styles'

/** Who eats by default when they move in, and how skipped days are credited back. */
export function OptInRulesForm({ setup }: { setup: FoodSetup }) {
  const [setupFoodOptIn] = useSetupFoodOptInMutation()
  const mealsErrorId = useId()
  const form = useFormik<OptInRulesValues>({
    initialValues: optInRulesValues(setup.opt_in),
    validationSchema: optInRulesSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined)
      const result = await setupFoodOptIn({
        id: setup.property_id,
        foodOptInSetupRequest: optInRulesRequest(values),
      })
      if (result.error) {
        showServerErrors(helpers, result.error, OPT_IN_FIELDS, 'The opt-in rules were not saved.')
      }
    },
  })
  const { values } = form
  const error = (name: keyof OptInRulesValues) => {
    const message = form.touched[name] && form.errors[name]
    return typeof message === 'string' ? message : undefined
  }
  const days = (name: 'minAbsenceDays' | 'maxDaysPerMonth') => ({
    name,
    value: values[name],
    onChange: (value: string) => void form.setFieldValue(name, value),
    onBlur: form.handleBlur,
    error: error(name),
  })
  const toggleMeal = (meal: MealType) =>
    void form.setFieldValue(
      'defaultMealTypes',
      values.defaultMealTypes.includes(meal)
        ? values.defaultMealTypes.filter((m) => m !== meal)
        : [...values.defaultMealTypes, meal],
      true,
    )
  const rule = REBATE_RULES.find((option) => option.value === values.rebateRule)
  const diets: Diet[] = setup.diets.includes(values.defaultDiet)
    ? setup.diets
    : [...setup.diets, values.defaultDiet]

  return (
    <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label="Opt-in rules">
      <div data-span="full">
        <Switch
          label="Opt new residents in"
          hint="A resident moving in eats from the first day, with the meals and diet below."
          checked={values.defaultOptIn}
          onChange={(checked) => void form.setFieldValue('defaultOptIn', checked)}
        />
      </div>
      <div data-span="full">
        <StyledCheckRow aria-describedby={error('defaultMealTypes') ? mealsErrorId : undefined}>
          <legend>Default meals</legend>
          {MEAL_TYPES.map((meal) => (
            <Checkbox
              key={meal}
              label={`${MEAL_LABEL[meal]} by default`}
              checked={values.defaultMealTypes.includes(meal)}
              onChange={() => toggleMeal(meal)}
            />
          ))}
        </StyledCheckRow>
        {error('defaultMealTypes') && (
          <StyledNotice id={mealsErrorId} role="alert">
            {error('defaultMealTypes')}
          </StyledNotice>
        )}
      </div>
      <Select
        name="defaultDiet"
        label="Default diet"
        hint="Residents can change it; it must be one the kitchen offers."
        options={diets.map((diet) => ({ value: diet, label: DIET_LABEL[diet] }))}
        value={values.defaultDiet}
        onChange={form.handleChange}
        error={error('defaultDiet')}
      />
      <Select
        name="rebateRule"
        label="Rebate rule"
        hint={rule?.explained}
        options={REBATE_RULES.map((option) => ({ value: option.value, label: option.label }))}
        value={values.rebateRule}
        onChange={form.handleChange}
        error={error('rebateRule')}
      />
      <NumericInput
        {...days('minAbsenceDays')}
        label="Rebate from (days away)"
        hint="An absence earns a rebate once every opted meal is skipped this many days in a row."
        required
      />
      <NumericInput
        {...days('maxDaysPerMonth')}
        label="Rebate days at most a month"
        hint="No resident is credited more days than this in a calendar month."
        required
      />
      {typeof form.status === 'string' && (
        <StyledNotice role="status" data-span="full">
          {form.status}
        </StyledNotice>
      )}
      <StyledActions>
        <Button type="submit" loading={form.isSubmitting}>
          Save opt-in rules
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}
