import { getIn, setIn, useFormik } from 'formik'
import { useId } from 'react'
import { serverMessage } from '../../app/core/serverErrors'
import { useOperator } from '../../app/core/session/useOperator'
import { Button } from '../../design-system/Button'
import { Checkbox } from '../../design-system/Checkbox'
import { MoneyInput } from '../../design-system/MoneyInput'
import { NumericInput } from '../../design-system/NumericInput'
import { Select } from '../../design-system/Select'
import { StyledActions, StyledFormGrid, StyledNotice } from '../../design-system/SheetLayout'
import { Switch } from '../../design-system/Switch'
import { TextField } from '../../design-system/TextField'
import { useUpdateFoodSetupMutation } from './foodApi'
import type { FoodBillingMode, FoodSetup } from './foodApi.gen'
import { BILLING_MODE_LABEL, cutoffLabel, DIET_LABEL, DIETS, MEAL_LABEL } from './labels'
import { StyledCheckRow, StyledMealSlot } from './Setup.styles'
import { setupFieldErrors, setupRequest, setupSchema, setupValues, type SetupValues } from './setupForm'

const BILLING_MODES = Object.keys(BILLING_MODE_LABEL) as FoodBillingMode[]
const CLOCK = /^([01][0-9]|2[0-3]):[0-5][0-9]$/

/** The mess of one property: on or off, how food is billed, the diets offered and each meal's window and cut-off. */
export function FoodSetupForm({ setup }: { setup: FoodSetup }) {
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const [updateFoodSetup] = useUpdateFoodSetupMutation()
  const dietsErrorId = useId()
  const form = useFormik<SetupValues>({
    initialValues: setupValues(setup, decimalPlaces),
    validationSchema: setupSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined)
      const result = await updateFoodSetup({
        id: setup.property_id,
        foodSetupUpdateRequest: setupRequest(values),
      })
      if (result.error) {
        const paths = Object.entries(setupFieldErrors(result.error))
        helpers.setErrors(paths.reduce((errors, [path, message]) => setIn(errors, path, message), {}))
        helpers.setTouched(
          paths.reduce((touched, [path]) => setIn(touched, path, true), {}),
          false,
        )
        helpers.setStatus(serverMessage(result.error) ?? 'The food setup was not saved.')
      }
    },
  })
  const { values } = form
  const error = (path: string): string | undefined => {
    const message: unknown = getIn(form.errors, path)
    return getIn(form.touched, path) && typeof message === 'string' ? message : undefined
  }
  const text = (path: string) => ({
    name: path,
    value: String(getIn(values, path) ?? ''),
    onChange: (value: string) => void form.setFieldValue(path, value),
    onBlur: form.handleBlur,
    error: error(path),
  })
  const toggleDiet = (diet: (typeof DIETS)[number]) =>
    void form.setFieldValue(
      'diets',
      values.diets.includes(diet) ? values.diets.filter((d) => d !== diet) : [...values.diets, diet],
      true,
    )

  return (
    <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label="Food setup">
      <div data-span="full">
        <Switch
          label="Mess on"
          hint="Off, the property has no headcount, skips or kitchen sheet; its history stays."
          checked={values.isEnabled}
          onChange={(checked) => void form.setFieldValue('isEnabled', checked)}
        />
      </div>
      <Select
        name="billingMode"
        label="Billing"
        options={BILLING_MODES.map((mode) => ({ value: mode, label: BILLING_MODE_LABEL[mode] }))}
        value={values.billingMode}
        onChange={form.handleChange}
      />
      {values.billingMode === 'MONTHLY_FLAT' && (
        <MoneyInput {...text('monthlyPrice')} label="Monthly price" decimalPlaces={decimalPlaces} required />
      )}
      <MoneyInput
        {...text('rebatePerDay')}
        label="Rebate per day"
        hint="Empty: the monthly price ÷ 30 with flat billing, nothing otherwise"
        decimalPlaces={decimalPlaces}
      />
      <div data-span="full">
        <StyledCheckRow aria-describedby={error('diets') ? dietsErrorId : undefined}>
          <legend>Diets offered</legend>
          {DIETS.map((diet) => (
            <Checkbox
              key={diet}
              label={DIET_LABEL[diet]}
              checked={values.diets.includes(diet)}
              onChange={() => toggleDiet(diet)}
            />
          ))}
        </StyledCheckRow>
        {error('diets') && (
          <StyledNotice id={dietsErrorId} role="alert">
            {error('diets')}
          </StyledNotice>
        )}
      </div>
      {values.meals.map((meal, index) => {
        const label = MEAL_LABEL[meal.mealType]
        const path = (field: string) => `meals.${index}.${field}`
        const minutes = Number(meal.cutoffMinutes)
        const cutoff =
          CLOCK.test(meal.startTime) && meal.cutoffMinutes !== '' && minutes >= 0 && minutes <= 2880
            ? cutoffLabel(meal.startTime, minutes)
            : 'Skips close this many minutes before the start'
        return (
          <div data-span="full" key={meal.mealType}>
            <StyledMealSlot>
              <legend>{label}</legend>
              <div data-span="full">
                <Switch
                  label={`${label} served`}
                  checked={meal.isEnabled}
                  onChange={(checked) => void form.setFieldValue(path('isEnabled'), checked)}
                />
              </div>
              <TextField
                name={path('startTime')}
                label={`${label} starts`}
                hint="HH:mm"
                placeholder="HH:mm"
                maxLength={5}
                value={meal.startTime}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
                error={error(path('startTime'))}
                required
              />
              <TextField
                name={path('endTime')}
                label={`${label} ends`}
                hint="HH:mm"
                placeholder="HH:mm"
                maxLength={5}
                value={meal.endTime}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
                error={error(path('endTime'))}
                required
              />
              <NumericInput
                {...text(path('cutoffMinutes'))}
                label={`${label} skip cut-off (minutes before)`}
                hint={cutoff}
                required
              />
              <MoneyInput
                {...text(path('price'))}
                label={`${label} price per meal`}
                hint="Charged per meal with per-meal billing"
                decimalPlaces={decimalPlaces}
                required
              />
            </StyledMealSlot>
          </div>
        )
      })}
      {typeof form.status === 'string' && (
        <StyledNotice role="status" data-span="full">
          {form.status}
        </StyledNotice>
      )}
      <StyledActions>
        <Button type="submit" loading={form.isSubmitting}>
          Save food setup
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}
