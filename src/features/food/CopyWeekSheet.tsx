import { useFormik } from 'formik'
import { useAppDispatch } from '../../app/core/hooks'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { serverFieldErrors, serverMessage } from '../../app/core/serverErrors'
import { today } from '../../app/core/today'
import { Button } from '../../design-system/Button'
import { DateField } from '../../design-system/DateField'
import { EmptyState } from '../../design-system/EmptyState'
import { formatDate } from '../../design-system/format'
import { StyledActions, StyledFormGrid, StyledNotice, StyledSection } from '../../design-system/SheetLayout'
import { Skeleton } from '../../design-system/Skeleton'
import { copyWeekRequest, copyWeekSchema, copyWeekValues, type CopyWeekValues } from './copyWeekForm'
import { useGetFoodMenuQuery, useGetFoodSetupQuery, useUpsertFoodMenuMutation } from './foodApi'
import { StyledMuted } from './Menu.styles'
import { MenuGrid } from './MenuGrid'

export type CopyWeekSheetProps = { panelId: number; propertyId: number }

/** Starts a new menu on a Monday with the whole week of the menu that was in force on a past day. */
export default function CopyWeekSheet({ panelId, propertyId }: CopyWeekSheetProps) {
  const dispatch = useAppDispatch()
  const [upsertFoodMenu] = useUpsertFoodMenuMutation()
  const start = today()
  const form = useFormik<CopyWeekValues>({
    initialValues: copyWeekValues(start),
    validationSchema: copyWeekSchema(start),
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined)
      const result = await upsertFoodMenu({ foodMenuUpsertRequest: copyWeekRequest(propertyId, values) })
      if (result.error) {
        helpers.setErrors(
          serverFieldErrors(result.error, { effective_from: 'startOn', copy_from: 'copyFrom' }),
        )
        helpers.setStatus(serverMessage(result.error) ?? 'The menu was not copied.')
        return
      }
      dispatch(panelClosed(panelId))
    },
  })
  const { values } = form
  const error = (name: keyof CopyWeekValues) => (form.touched[name] && form.errors[name]) || undefined
  const copyDay = values.copyFrom && values.copyFrom <= start ? values.copyFrom : ''

  return (
    <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label="Copy a week">
      <DateField
        name="startOn"
        label="New menu starts on"
        hint="A Monday; days before it keep their menu"
        min={start}
        value={values.startOn}
        onChange={(value) => void form.setFieldValue('startOn', value)}
        onBlur={form.handleBlur}
        error={error('startOn')}
        required
      />
      <DateField
        name="copyFrom"
        label="Copy the menu in force on"
        hint="Any day of the week to repeat"
        max={start}
        value={values.copyFrom}
        onChange={(value) => void form.setFieldValue('copyFrom', value)}
        onBlur={form.handleBlur}
        error={error('copyFrom')}
        required
      />
      <div data-span="full">
        <StyledSection aria-label="What will be copied">
          {copyDay ? (
            <CopyPreview propertyId={propertyId} date={copyDay} />
          ) : (
            <StyledMuted>Choose a past day to see its week.</StyledMuted>
          )}
        </StyledSection>
      </div>
      {typeof form.status === 'string' && (
        <StyledNotice role="status" data-span="full">
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
          Copy the week
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}

function CopyPreview({ propertyId, date }: { propertyId: number; date: string }) {
  const menu = useGetFoodMenuQuery({ propertyId, date })
  const setup = useGetFoodSetupQuery({ id: propertyId })
  if (menu.isFetching || setup.isLoading) return <Skeleton count={4} />
  if (!menu.data || !setup.data)
    return (
      <EmptyState
        title="The week to copy could not be loaded"
        headingLevel={3}
        action={<Button onClick={() => void menu.refetch()}>Try again</Button>}
      />
    )
  const from = menu.data.data.effective_from
  if (!from) return <StyledMuted>There was no menu on {formatDate(date)}: nothing to copy.</StyledMuted>
  const meals = setup.data.data.meals.filter((meal) => meal.is_enabled).map((meal) => meal.meal_type)
  return (
    <MenuGrid
      caption={`The menu from ${formatDate(from)}, in force on ${formatDate(date)}`}
      entries={menu.data.data.entries}
      meals={meals}
    />
  )
}
