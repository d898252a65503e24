import { kolkataDate } from '../calendar'
import type { Db } from '../db/database'
import type { FoodMealType, IsoDate } from '../db/schema'
import { outpassSetupOf } from '../outpass/setup'
import { periodCovers, periodsOf, stayingIn } from './optIns'
import { datesFrom, foodSetupOf, mealMoments } from './setup'

/** Pass states whose away interval keeps the resident from meals (RETURNED only up to `actual_in_at`). */
const AWAY_STATES = ['APPROVED', 'OUT', 'RETURNED']

const keyOf = (date: IsoDate, meal: FoodMealType) => `${date} ${meal}`

/** The meals (date × meal) pass `passId` covers: opted-in meals whose whole window lies in its away interval. */
async function coveredMeals(db: Db, passId: number) {
  const pass = await db.selectFrom('outpasses').selectAll().where('id', '=', passId).executeTakeFirstOrThrow()
  const covered = new Map<string, { date: IsoDate; meal: FoodMealType }>()
  if (!AWAY_STATES.includes(pass.state)) return { pass, covered }
  const property = await db
    .selectFrom('properties')
    .selectAll()
    .where('id', '=', pass.property_id)
    .executeTakeFirstOrThrow()
  const [food, outpass] = await Promise.all([foodSetupOf(db, property), outpassSetupOf(db, property)])
  if (!food.is_enabled || !outpass.auto_skip_meals) return { pass, covered }
  const from = new Date(pass.actual_out_at ?? pass.from_at)
  const back = new Date(pass.actual_in_at ?? pass.to_at)
  const periods = (await periodsOf(db, pass.tenant_id)).filter((p) => p.property_id === property.id)
  for (const date of datesFrom(kolkataDate(from), kolkataDate(back))) {
    const meals = food.meals.filter((slot) => {
      if (!slot.is_enabled) return false
      const { startAt, endAt } = mealMoments(date, slot)
      return from <= startAt && back >= endAt && periods.some((p) => periodCovers(p, date, slot.meal_type))
    })
    if (meals.length && (await stayingIn(db, pass.tenant_id, property.id, date))) {
      for (const slot of meals) covered.set(keyOf(date, slot.meal_type), { date, meal: slot.meal_type })
    }
  }
  return { pass, covered }
}

/**
 * Makes pass `passId`'s OUTPASS skips match the meals it covers now: inserts the missing ones and cancels (at
 * `now`) the live ones it no longer covers (cancelled, rejected, back early, dates changed). `now` stamps the rows,
 * so a skip made or cancelled after a meal's cut-off does not change that meal's count. Call inside the write's
 * transaction, after the pass row is updated.
 */
export async function syncOutpassSkips(db: Db, passId: number, now: Date): Promise<void> {
  const { pass, covered } = await coveredMeals(db, passId)
  const live = await db
    .selectFrom('food_skips')
    .select(['id', 'date', 'meal_type'])
    .where('outpass_id', '=', passId)
    .where('cancelled_at', 'is', null)
    .execute()
  const stamp = now.toISOString()
  const stale = live.filter((skip) => skip.date === null || !covered.has(keyOf(skip.date, skip.meal_type)))
  if (stale.length) {
    await db
      .updateTable('food_skips')
      .set({ cancelled_at: stamp })
      .where(
        'id',
        'in',
        stale.map((skip) => skip.id),
      )
      .execute()
  }
  const held = new Set(live.map((skip) => (skip.date === null ? '' : keyOf(skip.date, skip.meal_type))))
  const missing = [...covered].filter(([key]) => !held.has(key)).map(([, meal]) => meal)
  if (missing.length) {
    await db
      .insertInto('food_skips')
      .values(
        missing.map(({ date, meal }) => ({
          operator_id: pass.operator_id,
          property_id: pass.property_id,
          tenant_id: pass.tenant_id,
          meal_type: meal,
          date,
          week_day: null,
          from_date: date,
          to_date: date,
          source: 'OUTPASS' as const,
          outpass_id: pass.id,
          created_at: stamp,
          cancelled_at: null,
        })),
      )
      .execute()
  }
}
