import * as yup from 'yup'
import { rupeesToPaise } from '../../design-system/MoneyInput'
import type { Allergen, Diet, FoodItemUpsertRequest, MealType } from './foodApi.gen'

export type DishValues = {
  name: string
  diet: Diet | ''
  mealTypes: MealType[]
  allergens: Allergen[]
  cost: string
}

export const dishValues = (mealType: MealType | undefined): DishValues => ({
  name: '',
  diet: '',
  mealTypes: mealType ? [mealType] : [],
  allergens: [],
  cost: '',
})

export const dishSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required('Enter the dish’s name')
    .min(2, 'Use at least 2 characters')
    .max(80, 'Keep the name under 80 characters'),
  diet: yup.string().required('Choose the diet'),
  mealTypes: yup.array().min(1, 'Choose at least one meal'),
  cost: yup
    .string()
    .test('money', 'Enter the cost in rupees, e.g. 25', (value) => !value || rupeesToPaise(value) !== null),
})

/** A new dish; an empty cost is unknown (null). */
export const dishRequest = (values: DishValues): FoodItemUpsertRequest => ({
  name: values.name.trim(),
  diet: values.diet || 'VEG',
  meal_types: values.mealTypes,
  allergens: values.allergens,
  cost_per_plate_paise: values.cost ? rupeesToPaise(values.cost) : null,
})

/** Contract field names (the last segment of `body.x`) mapped to the form's. */
export const DISH_FIELDS: Record<string, keyof DishValues> = {
  name: 'name',
  diet: 'diet',
  meal_types: 'mealTypes',
  allergens: 'allergens',
  cost_per_plate_paise: 'cost',
}
