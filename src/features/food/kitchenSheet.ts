import type { MealType } from './foodApi.gen'

const KITCHEN_SHEET = '/food/api/v1/operator/kitchen_sheet'

/** getKitchenSheet's address: one meal of one day, or without them the next meal still to be served. */
export function kitchenSheetPath(propertyId: number, meal?: { date: string; mealType: MealType }): string {
  const query = new URLSearchParams({ property_id: String(propertyId) })
  if (meal) {
    query.set('date', meal.date)
    query.set('meal_type', meal.mealType)
  }
  return `${KITCHEN_SHEET}?${query.toString()}`
}

/** The file name when the server gives none: kitchen-sheet-2026-11-25-dinner.pdf. */
export const kitchenSheetName = (meal?: { date: string; mealType: MealType }) =>
  meal ? `kitchen-sheet-${meal.date}-${meal.mealType.toLowerCase()}.pdf` : 'kitchen-sheet.pdf'
