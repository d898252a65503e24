import { useFormik } from 'formik'
import { useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { showServerErrors } from '../../app/core/serverErrors'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { EmptyState } from '../../design-system/EmptyState'
import { NumericInput } from '../../design-system/NumericInput'
import { StyledActions, StyledFormGrid, StyledNotice } from '../../design-system/SheetLayout'
import { Skeleton } from '../../design-system/Skeleton'
import { TextArea } from '../../design-system/TextArea'
import { momentClockText } from './dayText'
import { useGetFoodHeadcountQuery, useLogMealMutation } from './foodApi'
import type { MealHeadcount, MealType } from './foodApi.gen'
import { MEAL_LABEL } from './labels'
import {
  MEAL_LOG_FIELDS,
  mealLogOpen,
  mealLogRequest,
  mealLogSchema,
  mealLogValues,
  type MealLogValues,
} from './mealLogForm'

export type MealLogSheetProps = { panelId: number; propertyId: number; date: string; mealType: MealType }

function MealLogForm({
  panelId,
  propertyId,
  date,
  mealType,
  meal,
}: MealLogSheetProps & { meal: MealHeadcount }) {
  const dispatch = useAppDispatch()
  const [logMeal] = useLogMealMutation()
  const [open] = useState(() => mealLogOpen(meal, new Date()))
  const form = useFormik<MealLogValues>({
    initialValues: mealLogValues(meal),
    validationSchema: mealLogSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined)
      const result = await logMeal({
        mealLogRequest: mealLogRequest({ propertyId, date, mealType }, values, open),
      })
      if (result.error) {
        showServerErrors(helpers, result.error, MEAL_LOG_FIELDS, 'The meal log was not saved.')
        return
      }
      dispatch(panelClosed(panelId))
    },
  })
  const error = (name: keyof MealLogValues) => (form.touched[name] && form.errors[name]) || undefined
  const numeric = (name: 'guests' | 'served' | 'wasteKg') => ({
    name,
    value: form.values[name],
    onChange: (value: string) => void form.setFieldValue(name, value),
    onBlur: form.handleBlur,
    error: error(name),
  })
  const label = MEAL_LABEL[mealType].toLowerCase()
  return (
    <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label={`Log ${label}`}>
      <div data-span="full">
        <NumericInput
          {...numeric('guests')}
          label="Guests"
          disabled={!open.guests}
          hint={
            open.guests
              ? `Until ${momentClockText(meal.cutoff_at)}, when the headcount locks`
              : `Guests closed at ${momentClockText(meal.cutoff_at)}`
          }
        />
      </div>
      <NumericInput
        {...numeric('served')}
        label="Plates served"
        disabled={!open.servedAndWaste}
        hint={open.servedAndWaste ? undefined : `From ${momentClockText(meal.start_at)}`}
      />
      <NumericInput
        {...numeric('wasteKg')}
        label="Waste (kg)"
        allowDecimal
        decimalPlaces={1}
        disabled={!open.servedAndWaste}
        hint={open.servedAndWaste ? 'One decimal, e.g. 2.5' : `From ${momentClockText(meal.start_at)}`}
      />
      <div data-span="full">
        <TextArea
          name="note"
          label="Note"
          maxLength={300}
          value={form.values.note}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={error('note')}
        />
      </div>
      {typeof form.status === 'string' && (
        <StyledNotice role="alert" data-span="full">
          {form.status}
        </StyledNotice>
      )}
      <StyledActions>
        <Button
          variant="secondary"
          disabled={form.isSubmitting}
          onClick={() => dispatch(panelClosed(panelId))}
        >
          Cancel
        </Button>
        <Button type="submit" loading={form.isSubmitting}>
          Save log
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}

/** The kitchen's log of one meal: guests until the cut-off, plates served and waste once it has started, a note. */
export default function MealLogSheet(props: MealLogSheetProps) {
  const { data, isLoading, isError, refetch } = useGetFoodHeadcountQuery({
    propertyId: props.propertyId,
    date: props.date,
  })
  const meal = data?.data.meals.find((candidate) => candidate.meal_type === props.mealType)
  if (isLoading) return <Skeleton count={6} />
  if (isError || !meal)
    return (
      <EmptyState
        title="This meal could not be loaded"
        headingLevel={3}
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    )
  return <MealLogForm {...props} meal={meal} />
}
