import { useFormik } from 'formik'
import { useId } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { showServerErrors } from '../../app/core/serverErrors'
import { useOperator } from '../../app/core/session/useOperator'
import { Button } from '../../design-system/Button'
import { Checkbox } from '../../design-system/Checkbox'
import { MoneyInput } from '../../design-system/MoneyInput'
import { Select } from '../../design-system/Select'
import { StyledActions, StyledFormGrid, StyledNotice } from '../../design-system/SheetLayout'
import { TextField } from '../../design-system/TextField'
import { useUpsertFoodItemMutation } from './foodApi'
import type { Allergen, MealType } from './foodApi.gen'
import { DISH_FIELDS, dishRequest, dishSchema, dishValues, type DishValues } from './dishForm'
import { ALLERGEN_LABEL, ALLERGENS, DIET_LABEL, DIETS, MEAL_LABEL, MEAL_TYPES } from './labels'
import { StyledChoices } from './Menu.styles'

export type DishSheetProps = { panelId: number; mealType?: MealType }

/** Adds a dish the menus can name: its diet, the meals it is served at, allergens and cost per plate. */
export default function DishSheet({ panelId, mealType }: DishSheetProps) {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const [upsertFoodItem] = useUpsertFoodItemMutation()
  const mealsErrorId = useId()
  const form = useFormik<DishValues>({
    initialValues: dishValues(mealType),
    validationSchema: dishSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined)
      const result = await upsertFoodItem({ foodItemUpsertRequest: dishRequest(values) })
      if (result.error) {
        showServerErrors(helpers, result.error, DISH_FIELDS, 'The dish was not saved.')
        return
      }
      dispatch(panelClosed(panelId))
    },
  })
  const { values } = form
  const error = (name: keyof DishValues) => {
    const message = form.touched[name] && form.errors[name]
    return typeof message === 'string' ? message : undefined
  }
  const toggle = <T extends MealType | Allergen>(name: 'mealTypes' | 'allergens', list: T[], value: T) =>
    void form.setFieldValue(
      name,
      list.includes(value) ? list.filter((v) => v !== value) : [...list, value],
      true,
    )

  return (
    <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label="Add a dish">
      <div data-span="full">
        <TextField
          name="name"
          label="Dish name"
          placeholder="e.g. Rajma chawal"
          value={values.name}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={error('name')}
          required
        />
      </div>
      <Select
        name="diet"
        label="Diet"
        placeholder="Choose a diet"
        options={DIETS.map((diet) => ({ value: diet, label: DIET_LABEL[diet] }))}
        value={values.diet}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={error('diet')}
        required
      />
      <MoneyInput
        name="cost"
        label="Cost per plate"
        hint="Optional: what one plate costs the kitchen"
        decimalPlaces={decimalPlaces}
        value={values.cost}
        onChange={(value) => void form.setFieldValue('cost', value)}
        onBlur={form.handleBlur}
        error={error('cost')}
      />
      <div data-span="full">
        <StyledChoices aria-describedby={error('mealTypes') ? mealsErrorId : undefined}>
          <legend>Served at</legend>
          {MEAL_TYPES.map((meal) => (
            <Checkbox
              key={meal}
              label={MEAL_LABEL[meal]}
              checked={values.mealTypes.includes(meal)}
              onChange={() => toggle('mealTypes', values.mealTypes, meal)}
            />
          ))}
          {error('mealTypes') && (
            <StyledNotice id={mealsErrorId} role="alert">
              {error('mealTypes')}
            </StyledNotice>
          )}
        </StyledChoices>
      </div>
      <div data-span="full">
        <StyledChoices>
          <legend>Allergens</legend>
          {ALLERGENS.map((allergen) => (
            <Checkbox
              key={allergen}
              label={ALLERGEN_LABEL[allergen]}
              checked={values.allergens.includes(allergen)}
              onChange={() => toggle('allergens', values.allergens, allergen)}
            />
          ))}
        </StyledChoices>
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
          Save dish
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}
