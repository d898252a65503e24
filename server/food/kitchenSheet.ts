import { addDays, kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { FoodMealType, IsoDate, OperatorRow } from '../db/schema'
import { residentsOn } from '../attendance/roster'
import { conflict } from '../http/httpError'
import { foodDay, isServed, mealHeadcount, mealPeople, type FoodDay, type MealHeadcount } from './headcount'
import { MEAL_LABELS } from './labels'
import { foodProperty, mealMoments, type MealSlot } from './setup'

export type KitchenSheetQuery = { property_id: number; date?: IsoDate; meal_type?: FoodMealType }

/** A resident on the sheet: name, room, and why they are not eating (skip or outpass) or their diet. */
export type SheetResident = { name: string; room: string | null; reason: string }

/** What the kitchen sheet prints for one meal. */
export type KitchenSheet = {
  property_name: string
  date: IsoDate
  headcount: MealHeadcount
  not_eating: SheetResident[]
  special_diets: SheetResident[]
}

/** The meal asked for, else the next of `date` (default today) not yet ended, else tomorrow's first served one. */
async function chosenMeal(
  db: Db,
  day: FoodDay,
  query: KitchenSheetQuery,
  at: Date,
  property: FoodDay['property'],
) {
  const served = (candidate: FoodDay) => candidate.setup.meals.filter((slot) => isServed(candidate, slot))
  if (query.meal_type) {
    const slot = day.setup.meals.find((meal) => meal.meal_type === query.meal_type) as MealSlot
    return { day, slot }
  }
  const next = served(day).find((slot) => mealMoments(day.date, slot).endAt > at)
  if (next || query.date) return { day, slot: next ?? served(day)[0] }
  const tomorrow = await foodDay(db, property, addDays(day.date, 1))
  return { day: tomorrow, slot: served(tomorrow)[0] }
}

/** The kitchen sheet's content for a meal of a property (409 when the property serves no meal then). */
export async function kitchenSheetOf(
  db: Db,
  now: Clock,
  operator: OperatorRow,
  query: KitchenSheetQuery,
): Promise<KitchenSheet> {
  const property = await foodProperty(db, operator.id, query.property_id, 'query.property_id')
  const at = now()
  const first = await foodDay(db, property, query.date ?? kolkataDate(at))
  const { day, slot } = await chosenMeal(db, first, query, at, property)
  if (!slot) throw conflict(`${property.name} serves no meal on that day.`)
  const headcount = await mealHeadcount(db, day, slot, at)
  const people = await mealPeople(db, property.id, day.date, slot.meal_type, new Date(headcount.cutoff_at))
  const rooms = new Map(
    (await residentsOn(db, property.id, day.date)).map((resident) => [
      resident.tenant_id,
      resident.room_name,
    ]),
  )
  const skips = new Map(people.skips.map((skip) => [skip.tenant_id, skip.source]))
  const line = (resident: (typeof people.opted)[number], reason: string): SheetResident => ({
    name: resident.name,
    room: rooms.get(resident.tenant_id) ?? null,
    reason,
  })
  return {
    property_name: property.name,
    date: day.date,
    headcount,
    not_eating: people.opted
      .filter((resident) => skips.has(resident.tenant_id))
      .map((resident) => line(resident, skips.get(resident.tenant_id) === 'OUTPASS' ? 'outpass' : 'skip')),
    special_diets: people.opted
      .filter((resident) => !skips.has(resident.tenant_id) && ['JAIN', 'EGG'].includes(resident.diet))
      .map((resident) => line(resident, resident.diet === 'JAIN' ? 'Jain' : 'Egg')),
  }
}

/** `kitchen-sheet-<date>-<meal>.pdf`. */
export const kitchenSheetName = (sheet: KitchenSheet) =>
  `kitchen-sheet-${sheet.date}-${MEAL_LABELS[sheet.headcount.meal_type]}.pdf`
