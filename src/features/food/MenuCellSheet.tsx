import { useFormik } from 'formik'
import { useId, useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { panelClosed, panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { serverFieldErrors, serverMessage } from '../../app/core/serverErrors'
import { today } from '../../app/core/today'
import { Button } from '../../design-system/Button'
import { Checkbox } from '../../design-system/Checkbox'
import { DateField } from '../../design-system/DateField'
import { EmptyState } from '../../design-system/EmptyState'
import { SearchField } from '../../design-system/SearchField'
import {
  StyledActions,
  StyledFormGrid,
  StyledNotice,
  StyledSection,
  StyledSheet,
} from '../../design-system/SheetLayout'
import { Skeleton } from '../../design-system/Skeleton'
import { Switch } from '../../design-system/Switch'
import { TextField } from '../../design-system/TextField'
import {
  useGetFoodMenuQuery,
  useListFoodItemsQuery,
  useListMealCategoriesQuery,
  useUpsertFoodMenuMutation,
  useUpsertMealOptionMutation,
} from './foodApi'
import type { FoodItem, MealOption, MealType } from './foodApi.gen'
import { ALLERGEN_LABEL, DIET_LABEL, MEAL_LABEL, weekdayLabel } from './labels'
import { StyledChoices, StyledMuted } from './Menu.styles'
import {
  menuCellNoteRequest,
  menuCellRequest,
  menuCellSchema,
  menuCellValues,
  type MenuCellValues,
} from './menuCellForm'

export type MenuCellSheetProps = {
  panelId: number
  propertyId: number
  weekDay: number
  mealType: MealType
  /** The day whose menu the grid showed. */
  date: string
}

/** One slot of the week (e.g. Monday breakfast): its dishes, whether it is served, special or noted, from a day on. */
export default function MenuCellSheet({ panelId, propertyId, weekDay, mealType, date }: MenuCellSheetProps) {
  const menu = useGetFoodMenuQuery({ propertyId, date })
  const categories = useListMealCategoriesQuery({ limit: 10 })
  if (menu.isLoading || categories.isLoading) return <Skeleton count={8} />
  const categoryId =
    menu.data?.data.entries.find((entry) => entry.week_day === weekDay && entry.meal_type === mealType)
      ?.meal_category_id ?? categories.data?.data.results.find((c) => c.meal_type === mealType)?.id
  if (!menu.data || categoryId === undefined)
    return (
      <EmptyState
        title="This meal could not be loaded"
        headingLevel={3}
        action={
          <Button
            onClick={() => {
              void menu.refetch()
              void categories.refetch()
            }}
          >
            Try again
          </Button>
        }
      />
    )
  const slot = menu.data.data.entries.find(
    (entry) => entry.week_day === weekDay && entry.meal_type === mealType,
  )
  return (
    <CellForm
      panelId={panelId}
      propertyId={propertyId}
      weekDay={weekDay}
      mealType={mealType}
      categoryId={categoryId}
      slot={slot}
    />
  )
}

type CellFormProps = Omit<MenuCellSheetProps, 'date'> & { categoryId: number; slot: MealOption | undefined }

function CellForm({ panelId, propertyId, weekDay, mealType, categoryId, slot }: CellFormProps) {
  const dispatch = useAppDispatch()
  const [upsertFoodMenu] = useUpsertFoodMenuMutation()
  const [upsertMealOption] = useUpsertMealOptionMutation()
  const [search, setSearch] = useState('')
  const dishesErrorId = useId()
  const dishes = useListFoodItemsQuery({
    mealType,
    searchText: search || undefined,
    isActive: true,
    limit: 50,
  })
  const [known, setKnown] = useState<FoodItem[]>(() => slot?.items ?? [])
  const start = today()
  const meal = MEAL_LABEL[mealType].toLowerCase()
  const day = weekdayLabel(weekDay)
  const form = useFormik<MenuCellValues>({
    initialValues: menuCellValues(slot, start),
    validationSchema: menuCellSchema(start),
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined)
      const saved = await upsertFoodMenu({
        foodMenuUpsertRequest: menuCellRequest(propertyId, weekDay, categoryId, values),
      })
      if (saved.error) {
        helpers.setErrors(
          serverFieldErrors(saved.error, { effective_from: 'effectiveFrom', food_item_ids: 'foodItemIds' }),
        )
        helpers.setStatus(serverMessage(saved.error) ?? 'The menu was not saved.')
        return
      }
      const noteRequest = menuCellNoteRequest(slot, propertyId, weekDay, categoryId, values)
      if (noteRequest) {
        const noted = await upsertMealOption({ mealOptionUpsertRequest: noteRequest })
        if (noted.error) {
          helpers.setErrors(serverFieldErrors(noted.error, { note: 'note' }))
          helpers.setStatus(serverMessage(noted.error) ?? 'The note was not saved.')
          return
        }
      }
      dispatch(panelClosed(panelId))
    },
  })
  const { values } = form
  const error = (name: keyof MenuCellValues) => {
    const message = form.touched[name] && form.errors[name]
    return typeof message === 'string' ? message : undefined
  }

  const results = dishes.data?.data.results ?? []
  const chosenOnly = known.filter(
    (item) => values.foodItemIds.includes(item.id) && !results.some((r) => r.id === item.id),
  )
  const shown = [...chosenOnly, ...results]
  const toggleDish = (item: FoodItem, checked: boolean) => {
    if (checked && !known.some((k) => k.id === item.id)) setKnown([...known, item])
    void form.setFieldValue(
      'foodItemIds',
      checked ? [...values.foodItemIds, item.id] : values.foodItemIds.filter((id) => id !== item.id),
    )
  }
  const addDish = () =>
    dispatch(panelPushed({ kind: 'food/dish', title: 'Add a dish', width: 520, props: { mealType } }))

  return (
    <StyledSheet>
      <StyledSection aria-label="How a change applies">
        <p>
          Changes apply from the day you choose: days before it keep the menu they had, and the kitchen sheet
          of a past day never changes.
        </p>
      </StyledSection>
      <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label={`Edit ${day} ${meal}`}>
        <div data-span="full">
          <StyledChoices aria-describedby={error('foodItemIds') ? dishesErrorId : undefined}>
            <legend>Dishes</legend>
            <SearchField label="Search dishes" value={search} onSearch={setSearch} />
            {dishes.isLoading && <Skeleton count={3} />}
            {dishes.isError && (
              <EmptyState
                title="The dishes could not be loaded"
                headingLevel={3}
                action={<Button onClick={() => void dishes.refetch()}>Try again</Button>}
              />
            )}
            {dishes.data && shown.length === 0 && (
              <StyledMuted>No {meal} dishes match. Add one below.</StyledMuted>
            )}
            {shown.map((item) => (
              <Checkbox
                key={item.id}
                label={item.name}
                hint={[DIET_LABEL[item.diet], ...item.allergens.map((a) => ALLERGEN_LABEL[a])].join(' · ')}
                checked={values.foodItemIds.includes(item.id)}
                onChange={(event) => toggleDish(item, event.target.checked)}
              />
            ))}
            {error('foodItemIds') && (
              <StyledNotice id={dishesErrorId} role="alert">
                {error('foodItemIds')}
              </StyledNotice>
            )}
            <div>
              <Button variant="ghost" size="small" onClick={addDish}>
                Add a dish
              </Button>
            </div>
          </StyledChoices>
        </div>
        <div data-span="full">
          <Switch
            label={`Served on ${day}s`}
            checked={values.isActive}
            onChange={(checked) => void form.setFieldValue('isActive', checked)}
          />
        </div>
        <div data-span="full">
          <Checkbox
            name="isSpecial"
            label="Special"
            hint="e.g. the Sunday special"
            checked={values.isSpecial}
            onChange={form.handleChange}
          />
        </div>
        <div data-span="full">
          <TextField
            name="note"
            label="Note"
            placeholder="e.g. Sunday biryani"
            value={values.note}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={error('note')}
          />
        </div>
        <DateField
          name="effectiveFrom"
          label="From"
          min={start}
          hint="The first day with this menu"
          value={values.effectiveFrom}
          onChange={(value) => void form.setFieldValue('effectiveFrom', value)}
          onBlur={form.handleBlur}
          error={error('effectiveFrom')}
          required
        />
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
            Save menu
          </Button>
        </StyledActions>
      </StyledFormGrid>
    </StyledSheet>
  )
}
