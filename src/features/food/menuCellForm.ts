import * as yup from 'yup'
import { formatDate } from '../../design-system/format'
import type { FoodMenuUpsertRequest, MealOption, MealOptionUpsertRequest } from './foodApi.gen'

export type MenuCellValues = {
  foodItemIds: number[]
  isActive: boolean
  isSpecial: boolean
  note: string
  effectiveFrom: string
}

/** A menu holds at most 20 dishes per meal (the contract's maxItems). */
export const MAX_DISHES = 20

/** The slot as the menu in force shows it, starting from today. */
export const menuCellValues = (slot: MealOption | undefined, today: string): MenuCellValues => ({
  foodItemIds: slot?.items.map((item) => item.id) ?? [],
  isActive: slot?.is_active ?? true,
  isSpecial: slot?.is_special ?? false,
  note: slot?.note ?? '',
  effectiveFrom: today,
})

export const menuCellSchema = (today: string) =>
  yup.object({
    foodItemIds: yup.array(yup.number().required()).max(MAX_DISHES, `Choose at most ${MAX_DISHES} dishes`),
    note: yup.string().max(200, 'Keep the note under 200 characters'),
    effectiveFrom: yup
      .string()
      .required('Choose the day the change starts')
      .test(
        'not-past',
        `Choose today (${formatDate(today)}) or a later day: past days keep their menu`,
        (value) => !value || value >= today,
      ),
  })

/** One slot of the week written from a day on, so earlier days keep the menu they had. */
export const menuCellRequest = (
  propertyId: number,
  weekDay: number,
  mealCategoryId: number,
  values: MenuCellValues,
): FoodMenuUpsertRequest => ({
  property_id: propertyId,
  effective_from: values.effectiveFrom,
  entries: [
    {
      week_day: weekDay,
      meal_category_id: mealCategoryId,
      food_item_ids: values.foodItemIds,
      is_special: values.isSpecial,
      is_active: values.isActive,
    },
  ],
})

/** The slot's note (unversioned, so it goes through the slot itself) when it changed; undefined otherwise. */
export const menuCellNoteRequest = (
  slot: MealOption | undefined,
  propertyId: number,
  weekDay: number,
  mealCategoryId: number,
  values: MenuCellValues,
): MealOptionUpsertRequest | undefined => {
  const note = values.note.trim()
  if (note === (slot?.note ?? '')) return undefined
  return {
    ...(slot ? { id: slot.id } : {}),
    property_id: propertyId,
    week_day: weekDay,
    meal_category_id: mealCategoryId,
    is_active: values.isActive,
    is_special: values.isSpecial,
    note: note || null,
  }
}
