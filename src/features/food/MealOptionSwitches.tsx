import { Switch } from '../../design-system/Switch'
import type { MealCategory, MealOption, MealType } from './foodApi.gen'
import { useUpsertMealOptionMutation } from './foodApi'
import { MEAL_LABEL, WEEKDAYS } from './labels'
import { StyledMenuTable, StyledTableFrame } from './Menu.styles'

export type MealOptionSwitchesProps = {
  propertyId: number
  entries: readonly MealOption[]
  meals: readonly MealType[]
  categories: readonly MealCategory[]
}

/** Which meals are served on which weekday (e.g. no dinner on Saturdays): one switch per slot, saved at once. */
export function MealOptionSwitches({ propertyId, entries, meals, categories }: MealOptionSwitchesProps) {
  const [upsertMealOption, { isLoading }] = useUpsertMealOptionMutation()

  const toggle = (weekDay: number, mealType: MealType, isActive: boolean) => {
    const slot = entries.find((entry) => entry.week_day === weekDay && entry.meal_type === mealType)
    const categoryId = slot?.meal_category_id ?? categories.find((c) => c.meal_type === mealType)?.id
    if (categoryId === undefined) return
    void upsertMealOption({
      mealOptionUpsertRequest: slot
        ? {
            id: slot.id,
            property_id: propertyId,
            week_day: weekDay,
            meal_category_id: categoryId,
            is_active: isActive,
            // Sent as they are: an update without them would reset them to the contract's defaults.
            is_special: slot.is_special,
            note: slot.note,
          }
        : { property_id: propertyId, week_day: weekDay, meal_category_id: categoryId, is_active: isActive },
    })
  }

  return (
    <StyledTableFrame>
      <StyledMenuTable>
        <caption>Meals served each weekday</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {meals.map((meal) => (
              <th key={meal} scope="col">
                {MEAL_LABEL[meal]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((day) => (
            <tr key={day.value}>
              <th scope="row">{day.label}</th>
              {meals.map((meal) => {
                const slot = entries.find((entry) => entry.week_day === day.value && entry.meal_type === meal)
                return (
                  <td key={meal}>
                    <Switch
                      label={`${MEAL_LABEL[meal]} on ${day.label}`}
                      labelVisibility="hidden"
                      checked={slot?.is_active ?? true}
                      disabled={isLoading}
                      onChange={(checked) => toggle(day.value, meal, checked)}
                    />
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </StyledMenuTable>
    </StyledTableFrame>
  )
}
