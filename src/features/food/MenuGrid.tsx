import { Button } from '../../design-system/Button'
import { StatusBadge } from '../../design-system/StatusBadge'
import type { MealOption, MealType } from './foodApi.gen'
import { DIET_LABEL, MEAL_LABEL, WEEKDAYS } from './labels'
import {
  StyledCell,
  StyledDietTag,
  StyledDishes,
  StyledMarks,
  StyledMenuTable,
  StyledTableFrame,
} from './Menu.styles'

export type MenuGridProps = {
  caption: string
  entries: readonly MealOption[]
  /** The meals the property serves, in serving order: the columns. */
  meals: readonly MealType[]
  /** Without it the grid is read-only (e.g. a preview of what a copy takes). */
  onEdit?: (weekDay: number, mealType: MealType) => void
}

/** The week's menu: weekdays down, meals across, each cell its dishes with their diet and the slot's marks. */
export function MenuGrid({ caption, entries, meals, onEdit }: MenuGridProps) {
  const slotOf = (weekDay: number, mealType: MealType) =>
    entries.find((entry) => entry.week_day === weekDay && entry.meal_type === mealType)
  return (
    <StyledTableFrame>
      <StyledMenuTable>
        <caption>{caption}</caption>
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
                const slot = slotOf(day.value, meal)
                const served = slot?.is_active ?? true
                const name = `${day.label} ${MEAL_LABEL[meal].toLowerCase()}`
                return (
                  <td key={meal} data-off={!served}>
                    <StyledCell>
                      {slot && slot.items.length > 0 ? (
                        <StyledDishes aria-label={`Dishes on ${name}`}>
                          {slot.items.map((item) => (
                            <li key={item.id}>
                              {item.name}
                              <StyledDietTag data-diet={item.diet}>{DIET_LABEL[item.diet]}</StyledDietTag>
                            </li>
                          ))}
                        </StyledDishes>
                      ) : (
                        <span>No dishes</span>
                      )}
                      {(!served || slot?.is_special || slot?.note) && (
                        <StyledMarks>
                          {!served && <StatusBadge tone="neutral">Not served</StatusBadge>}
                          {slot?.is_special && <StatusBadge tone="primary">Special</StatusBadge>}
                          {slot?.note && <span>{slot.note}</span>}
                        </StyledMarks>
                      )}
                      {onEdit && (
                        <Button
                          variant="ghost"
                          size="small"
                          aria-label={`Edit ${name}`}
                          onClick={() => onEdit(day.value, meal)}
                        >
                          Edit
                        </Button>
                      )}
                    </StyledCell>
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
