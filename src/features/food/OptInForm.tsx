import { useFormik } from 'formik'
import styled from 'styled-components'
import { showServerErrors } from '../../app/core/serverErrors'
import { today } from '../../app/core/today'
import { Button } from '../../design-system/Button'
import { Checkbox } from '../../design-system/Checkbox'
import { DateField } from '../../design-system/DateField'
import { Select } from '../../design-system/Select'
import { StyledActions, StyledFormGrid, StyledNotice } from '../../design-system/SheetLayout'
import { vars } from '../../design-system/theme'
import { useApplyFoodOptInMutation } from './foodApi'
import type { FoodSetup, MealType } from './foodApi.gen'
import { DIET_LABEL, DIETS, MEAL_LABEL, MEAL_TYPES } from './labels'
import { OPT_IN_FIELDS, optInRequest, optInSchema, type OptInValues } from './optInForm'

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${vars.space.xs};
    font-weight: ${vars.font.weightMedium};
  }

  & > p {
    flex-basis: 100%;
    margin: 0;
    color: ${vars.color.errorText};
  }
`

export type OptInFormProps = {
  tenantIds: readonly number[]
  initialValues: OptInValues
  /** The property's setup: the diets it offers and the meals it serves. */
  setup?: FoodSetup
  /** Accessible name of the form. */
  label: string
  submitLabel: string
  onDone: () => void
  onCancel?: () => void
}

/** Turns food on (meals, diet, from a day) or off for one resident or a selection. */
export function OptInForm({
  tenantIds,
  initialValues,
  setup,
  label,
  submitLabel,
  onDone,
  onCancel,
}: OptInFormProps) {
  const [apply] = useApplyFoodOptInMutation()
  const form = useFormik<OptInValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: optInSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined)
      const result = await apply({ foodOptInApplyRequest: optInRequest(tenantIds, values) })
      if (result.error) {
        showServerErrors(helpers, result.error, OPT_IN_FIELDS, 'Food was not changed.')
        return
      }
      onDone()
    },
  })
  const { values } = form
  const error = (name: keyof OptInValues) => {
    const message = form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined
    return typeof message === 'string' ? message : undefined
  }
  const diets = setup?.diets ?? DIETS
  const served = new Set(
    setup?.meals.filter((meal) => meal.is_enabled).map((meal) => meal.meal_type) ?? MEAL_TYPES,
  )
  const meals = MEAL_TYPES.filter((meal) => served.has(meal) || values.meals.includes(meal))
  const toggleMeal = (meal: MealType, checked: boolean) =>
    void form.setFieldValue(
      'meals',
      MEAL_TYPES.filter((candidate) => (candidate === meal ? checked : values.meals.includes(candidate))),
    )
  const mealsErrorId = `${label.replace(/\W+/g, '-').toLowerCase()}-meals-error`
  return (
    <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label={label}>
      <div data-span="full">
        <Select
          name="food"
          label="Food"
          value={values.food}
          onChange={form.handleChange}
          options={[
            { value: 'on', label: 'On: opt in' },
            { value: 'off', label: 'Off: opt out' },
          ]}
        />
      </div>
      {values.food === 'on' && (
        <>
          <div data-span="full">
            <StyledFieldset aria-describedby={error('meals') ? mealsErrorId : undefined}>
              <legend>Meals</legend>
              {meals.map((meal) => (
                <Checkbox
                  key={meal}
                  label={MEAL_LABEL[meal]}
                  checked={values.meals.includes(meal)}
                  onChange={(event) => toggleMeal(meal, event.target.checked)}
                />
              ))}
              {error('meals') && <p id={mealsErrorId}>{error('meals')}</p>}
            </StyledFieldset>
          </div>
          <Select
            name="diet"
            label="Diet"
            required
            placeholder="Choose a diet"
            value={values.diet}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={error('diet')}
            options={diets.map((diet) => ({ value: diet, label: DIET_LABEL[diet] }))}
          />
          <DateField
            name="startDate"
            label="From"
            required
            min={today()}
            value={values.startDate}
            onChange={(value: string) => void form.setFieldValue('startDate', value)}
            onBlur={form.handleBlur}
            error={error('startDate')}
          />
        </>
      )}
      {values.food === 'off' && (
        <p data-span="full">Food stops from today&rsquo;s first meal still open for skips.</p>
      )}
      {typeof form.status === 'string' && (
        <StyledNotice role="alert" data-span="full">
          {form.status}
        </StyledNotice>
      )}
      <StyledActions>
        {onCancel && (
          <Button variant="secondary" disabled={form.isSubmitting} onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={form.isSubmitting}>
          {submitLabel}
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}
