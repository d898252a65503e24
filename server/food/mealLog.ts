import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { FoodMealType, IsoDate, OperatorRow } from '../db/schema'
import { conflict } from '../http/httpError'
import { foodDay, isServed, mealHeadcount } from './headcount'
import { clockTime, MEAL_LABELS, shortDay } from './labels'
import { foodProperty, mealMoments } from './setup'

/** The contract's `MealLogRequest`. */
export type MealLogInput = {
  property_id: number
  date: IsoDate
  meal_type: FoodMealType
  guests?: number
  served?: number | null
  waste_grams?: number | null
  note?: string | null
}

/**
 * Records the kitchen's log of one meal: guests until the cut-off, plates served and waste once the meal has
 * started (409 otherwise, and for a meal not served that day). Answers the meal's headcount with the log.
 */
export async function logMeal(db: Db, now: Clock, operator: OperatorRow, input: MealLogInput) {
  return db.transaction().execute(async (trx) => {
    const property = await foodProperty(trx, operator.id, input.property_id, 'body.property_id')
    const day = await foodDay(trx, property, input.date)
    const slot = day.setup.meals.find((meal) => meal.meal_type === input.meal_type)
    const label = MEAL_LABELS[input.meal_type]
    if (!slot || !isServed(day, slot)) {
      throw conflict(`${property.name} does not serve ${label} on ${shortDay(input.date)}.`)
    }
    const at = now()
    const { startAt, cutoffAt } = mealMoments(input.date, slot)
    if (input.guests !== undefined && at >= cutoffAt) {
      const message = `Guests for ${label} closed at the cut-off, ${clockTime(cutoffAt)} on ${shortDay(input.date)}.`
      throw conflict(message, [{ field: 'body.guests', message }])
    }
    const plates =
      input.served !== undefined ? 'served' : input.waste_grams !== undefined ? 'waste_grams' : null
    if (plates && at < startAt) {
      const message = `Plates served and waste can be logged once ${label} starts, ${clockTime(startAt)} on ${shortDay(input.date)}.`
      throw conflict(message, [{ field: `body.${plates}`, message }])
    }
    const held = day.logs.get(input.meal_type)
    const log = {
      guests: input.guests ?? held?.guests ?? 0,
      served: input.served !== undefined ? input.served : (held?.served ?? null),
      waste_grams: input.waste_grams !== undefined ? input.waste_grams : (held?.waste_grams ?? null),
      note: input.note !== undefined ? input.note : (held?.note ?? null),
    }
    await trx
      .insertInto('meal_logs')
      .values({
        property_id: property.id,
        operator_id: operator.id,
        date: input.date,
        meal_type: input.meal_type,
        ...log,
        updated_at: at.toISOString(),
      })
      .onConflict((oc) =>
        oc
          .columns(['property_id', 'date', 'meal_type'])
          .doUpdateSet({ ...log, updated_at: at.toISOString() }),
      )
      .execute()
    day.logs.set(input.meal_type, log)
    return mealHeadcount(trx, day, slot, at)
  })
}
