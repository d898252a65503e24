import { addDays, kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { FoodDiet, FoodMealType, IsoDate, PropertyRow } from '../db/schema'
import { badRequest } from '../http/httpError'
import { ownedTenant } from '../inventory/ownership'
import { isLetByUnit } from '../properties/propertyType'
import { DIET_LABELS } from './labels'
import { periodsOf, staysOf, stayOn, type OptInPeriod, type Stay } from './optIns'
import { syncOutpassSkips } from './outpassSkips'
import { foodSetupOf, mealMoments, type FoodSetup } from './setup'

export type FoodOptInApply = {
  tenant_ids: number[]
  is_active: boolean
  meal_types?: FoodMealType[]
  diet?: FoodDiet
  start_date?: IsoDate
  end_date?: IsoDate | null
}

const invalid = (field: string, message: string) => badRequest(message, [{ field, message }])

/** The property a resident eats at from `date`: their stay then, else their next one; null once moved out. */
export const eatingAt = (stays: readonly Stay[], date: IsoDate): number | null =>
  stayOn(stays, date) ?? stays.find((stay) => stay.start_date > date)?.property_id ?? null

/**
 * The last day of an opt-in turned off at `now`: the latest day whose first opted meal has closed for skips (so
 * today's meals still open drop), else yesterday.
 */
export function lastFedDay(setup: FoodSetup, meals: readonly FoodMealType[], now: Date): IsoDate {
  const today = kolkataDate(now)
  const first = setup.meals.find((slot) => slot.is_enabled && meals.includes(slot.meal_type))
  let last = addDays(today, -1)
  if (!first) return last
  // A cut-off is at most two days ahead of its meal, so only the next three days can have closed.
  for (const date of [today, addDays(today, 1), addDays(today, 2)]) {
    if (mealMoments(date, first).cutoffAt <= now) last = date
  }
  return last
}

/** Ends or deletes the resident's periods reaching past `last` (deleted when they would end before starting). */
async function endPeriodsAfter(db: Db, periods: readonly OptInPeriod[], last: IsoDate, at: string) {
  for (const period of periods) {
    if (period.end_date !== null && period.end_date <= last) continue
    if (period.start_date > last) await db.deleteFrom('food_opt_ins').where('id', '=', period.id).execute()
    else {
      await db
        .updateTable('food_opt_ins')
        .set({ end_date: last, updated_at: at })
        .where('id', '=', period.id)
        .execute()
    }
  }
}

/** Turns food on or off for residents (FoodOptInApplyRequest), all of them or none. */
export async function applyFoodOptIn(db: Db, now: Clock, operatorId: number, input: FoodOptInApply) {
  const at = now()
  const today = kolkataDate(at)
  const start = input.start_date ?? today
  if (input.is_active) {
    if (!input.meal_types) throw invalid('body.meal_types', 'Choose the meals to opt in to.')
    if (!input.diet) throw invalid('body.diet', 'Choose the diet.')
    if (start < today) throw invalid('body.start_date', 'An opt-in starts today or later.')
    if (input.end_date && input.end_date < start) {
      throw invalid('body.end_date', 'The opt-in must end on or after it starts.')
    }
  }
  await db.transaction().execute(async (trx) => {
    const properties = new Map<number, { property: PropertyRow; setup: FoodSetup }>()
    const residents = []
    for (const id of input.tenant_ids) {
      const tenant = await ownedTenant(trx, operatorId, id)
      const propertyId = eatingAt(await staysOf(trx, tenant.id), input.is_active ? start : today)
      if (propertyId === null) throw invalid('body.tenant_ids', `${tenant.name} has moved out.`)
      if (!properties.has(propertyId)) {
        const property = await trx
          .selectFrom('properties')
          .selectAll()
          .where('id', '=', propertyId)
          .executeTakeFirstOrThrow()
        properties.set(propertyId, { property, setup: await foodSetupOf(trx, property) })
      }
      const { property, setup } = properties.get(propertyId) as { property: PropertyRow; setup: FoodSetup }
      if (input.is_active && (isLetByUnit(property.property_type) || !setup.is_enabled)) {
        throw invalid('body.tenant_ids', `${tenant.name} lives at ${property.name}, which serves no food.`)
      }
      if (input.is_active && input.diet && !setup.diets.includes(input.diet)) {
        throw invalid('body.diet', `${property.name} does not offer ${DIET_LABELS[input.diet]} food.`)
      }
      residents.push({ tenant, property, setup, periods: await periodsOf(trx, tenant.id) })
    }
    const stamp = at.toISOString()
    for (const { tenant, property, setup, periods } of residents) {
      if (input.is_active) {
        await endPeriodsAfter(trx, periods, addDays(start, -1), stamp)
        await trx
          .insertInto('food_opt_ins')
          .values({
            operator_id: operatorId,
            property_id: property.id,
            tenant_id: tenant.id,
            meal_types_json: JSON.stringify(input.meal_types),
            diet: input.diet as FoodDiet,
            start_date: start,
            end_date: input.end_date ?? null,
            created_at: stamp,
            updated_at: stamp,
          })
          .execute()
      } else {
        const open = periods.filter((p) => p.end_date === null || p.end_date >= today)
        const meals = [...new Set(open.flatMap((p) => p.meal_types))]
        await endPeriodsAfter(trx, periods, lastFedDay(setup, meals, at), stamp)
      }
      const passes = await trx
        .selectFrom('outpasses')
        .select('id')
        .where('tenant_id', '=', tenant.id)
        .where('state', 'in', ['APPROVED', 'OUT'])
        .where('to_at', '>', stamp)
        .execute()
      for (const pass of passes) await syncOutpassSkips(trx, pass.id, at)
    }
  })
  return { updated_count: input.tenant_ids.length, tenant_ids: input.tenant_ids }
}
