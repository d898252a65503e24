import * as yup from 'yup'
import { gramsToKg, kgToGrams } from './dayText'
import type { MealHeadcount, MealLogRequest, MealType } from './foodApi.gen'

export type MealLogValues = { guests: string; served: string; wasteKg: string; note: string }

/** What the kitchen may still record: guests until the cut-off, plates and waste once the meal has started. */
export type MealLogOpen = { guests: boolean; servedAndWaste: boolean }

export const mealLogOpen = (meal: MealHeadcount, now: Date): MealLogOpen => ({
  guests: !meal.is_locked && now.getTime() < Date.parse(meal.cutoff_at),
  servedAndWaste: now.getTime() >= Date.parse(meal.start_at),
})

export const mealLogValues = (meal: MealHeadcount): MealLogValues => ({
  guests: String(meal.guests),
  served: meal.served === null ? '' : String(meal.served),
  wasteKg: gramsToKg(meal.waste_grams),
  note: meal.note ?? '',
})

/** Contract field → form field, for the server's field errors. */
export const MEAL_LOG_FIELDS: Record<string, keyof MealLogValues> = {
  guests: 'guests',
  served: 'served',
  waste_grams: 'wasteKg',
  note: 'note',
}

const whole = (max: number, what: string) =>
  yup
    .string()
    .matches(/^[0-9]*$/, `Enter ${what} as a whole number`)
    .test('max', `At most ${max}`, (value) => !value || Number(value) <= max)

export const mealLogSchema = yup.object({
  guests: whole(500, 'the guests').required('Enter the guests (0 for none)'),
  served: whole(5000, 'the plates'),
  wasteKg: yup
    .string()
    .matches(/^[0-9]+(\.[0-9])?$/, {
      message: 'Enter kilograms with one decimal at most',
      excludeEmptyString: true,
    })
    .test('max', 'At most 1000 kg', (value) => !value || Number(value) <= 1000),
  note: yup.string().max(300, 'At most 300 characters'),
})

/** The log request: only what is still open is sent (waste in grams); an empty note clears it. */
export function mealLogRequest(
  where: { propertyId: number; date: string; mealType: MealType },
  values: MealLogValues,
  open: MealLogOpen,
): MealLogRequest {
  const note = values.note.trim()
  return {
    property_id: where.propertyId,
    date: where.date,
    meal_type: where.mealType,
    ...(open.guests ? { guests: Number(values.guests) } : {}),
    ...(open.servedAndWaste
      ? {
          served: values.served === '' ? null : Number(values.served),
          waste_grams: kgToGrams(values.wasteKg),
        }
      : {}),
    note: note || null,
  }
}
