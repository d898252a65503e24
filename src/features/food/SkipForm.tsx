import { useFormik } from 'formik'
import { serverFieldErrors, serverMessage } from '../../app/core/serverErrors'
import { today } from '../../app/core/today'
import { Button } from '../../design-system/Button'
import { DateField } from '../../design-system/DateField'
import { Select } from '../../design-system/Select'
import { StyledActions, StyledFormGrid, StyledNotice } from '../../design-system/SheetLayout'
import { useCreateFoodSkipMutation } from './foodApi'
import type { MealType } from './foodApi.gen'
import { MEAL_LABEL, WEEKDAYS } from './labels'
import { SKIP_FIELDS, skipRequest, skipSchema, skipValues, type SkipValues } from './skipForm'

export type SkipFormProps = { tenantId: number; meals: readonly MealType[] }

/** Skips one meal on a day, or the meal every week, for the resident or on the operator's word. */
export function SkipForm({ tenantId, meals }: SkipFormProps) {
  const [createSkip] = useCreateFoodSkipMutation()
  const day = today()
  const form = useFormik<SkipValues>({
    initialValues: skipValues(day, meals),
    validationSchema: skipSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined)
      const result = await createSkip({ foodSkipCreateRequest: skipRequest(tenantId, values) })
      if (result.error) {
        const message = serverMessage(result.error) ?? 'The skip was not saved.'
        const fieldErrors = serverFieldErrors(result.error, SKIP_FIELDS)
        const status = 'status' in result.error ? result.error.status : undefined
        // A cut-off refusal concerns the day asked for, so it shows beside it.
        if (status === 409 && values.repeat === 'once') fieldErrors.date = message
        helpers.setErrors(fieldErrors)
        helpers.setTouched(Object.fromEntries(Object.keys(fieldErrors).map((name) => [name, true])), false)
        if (Object.keys(fieldErrors).length === 0) helpers.setStatus(message)
        return
      }
      helpers.resetForm({ values: skipValues(day, meals) })
    },
  })
  const { values } = form
  const error = (name: keyof SkipValues) => (form.touched[name] && form.errors[name]) || undefined
  const select = (name: keyof SkipValues) => ({
    name,
    value: values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: error(name),
  })
  const date = (name: 'date' | 'fromDate') => ({
    name,
    value: values[name],
    min: day,
    onChange: (value: string) => void form.setFieldValue(name, value),
    onBlur: form.handleBlur,
    error: error(name),
  })
  return (
    <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label="Skip a meal">
      <Select
        {...select('repeat')}
        label="Skip"
        options={[
          { value: 'once', label: 'On one day' },
          { value: 'weekly', label: 'Every week' },
        ]}
      />
      <Select
        {...select('mealType')}
        label="Meal"
        required
        placeholder="Choose the meal"
        options={meals.map((meal) => ({ value: meal, label: MEAL_LABEL[meal] }))}
      />
      {values.repeat === 'once' ? (
        <DateField {...date('date')} label="Date" required />
      ) : (
        <>
          <Select
            {...select('weekDay')}
            label="Every"
            required
            placeholder="Choose the weekday"
            options={WEEKDAYS.map((weekDay) => ({ value: String(weekDay.value), label: weekDay.label }))}
          />
          <DateField {...date('fromDate')} label="Starting" />
        </>
      )}
      <Select
        {...select('source')}
        label="Asked by"
        options={[
          { value: 'TENANT', label: 'The resident' },
          { value: 'ADMIN', label: 'The operator' },
        ]}
      />
      {typeof form.status === 'string' && (
        <StyledNotice role="alert" data-span="full">
          {form.status}
        </StyledNotice>
      )}
      <StyledActions>
        <Button type="submit" loading={form.isSubmitting}>
          Skip meal
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}
