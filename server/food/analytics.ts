import { addDays, addMonths, kolkataDate, monthOf } from '../calendar'
import type { Clock } from '../clock'
import { keptAnswer } from '../collections/listTotals'
import type { Db } from '../db/database'
import type { FoodDiet, FoodMealType, FoodSkipSource, IsoDate, OperatorRow } from '../db/schema'
import { MEAL_TYPES } from '../db/reference/meals'
import { badRequest } from '../http/httpError'
import { foodDay, isServed, mealHeadcount, mealPeople, type DietCount } from './headcount'
import { optedInResidents } from './optIns'
import { rebateOf } from './rebates'
import { messExpensesByMonth } from './analyticsMessExpenses'
import { datesFrom, foodProperty, mealMoments, rebatePerDayPaise } from './setup'

export type FoodAnalyticsQuery = { property_id: number; from_date?: IsoDate; to_date?: IsoDate }

/** The longest range analytics read, in days. */
const MAX_DAYS = 92

/** The contract's `FoodAnalyticsDay`. */
type AnalyticsDay = {
  date: IsoDate
  meal_type: FoodMealType
  opted_in: number
  skipped: number
  away: number
  guests: number
  expected: number
  served: number | null
  waste_grams: number | null
}

/** The range asked, default the 30 days up to yesterday; from ≤ to and at most 92 days (400 naming the field). */
function rangeOf(query: FoodAnalyticsQuery, today: IsoDate) {
  const to = query.to_date ?? (query.from_date ? addDays(query.from_date, 29) : addDays(today, -1))
  const from = query.from_date ?? addDays(to, -29)
  if (from > to) {
    const message = 'The range must start on or before its last day.'
    throw badRequest(message, [{ field: 'query.from_date', message }])
  }
  if (datesFrom(from, to).length > MAX_DAYS) {
    const message = `A range may cover at most ${MAX_DAYS} days.`
    throw badRequest(message, [{ field: 'query.to_date', message }])
  }
  return { from, to }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

/**
 * The answer of the contract's `FoodAnalytics` of a property over a range, kept until the operator writes (any
 * write of theirs forgets it: app.ts), as the collections' lists are: a range is read a day and a meal at a time,
 * about 90 ms for the default 30 days of the demo's largest mess, and an operator comes back to the same figures
 * far more often than anything under them changes. A range that reaches today moves with the clock (a meal's
 * figure is locked at its cutoff), so its answer is kept for the minute; an earlier range's, for the day.
 */
export async function foodAnalytics(db: Db, now: Clock, operator: OperatorRow, query: FoodAnalyticsQuery) {
  const property = await foodProperty(db, operator.id, query.property_id, 'query.property_id')
  const at = now()
  const today = kolkataDate(at)
  const { from, to } = rangeOf(query, today)
  const when = to >= today ? at.toISOString().slice(0, 16) : today
  return keptAnswer(db, operator.id, `food analytics ${property.id} ${from} ${to} ${when}`, () =>
    readAnalytics(db, at, operator, property, from, to),
  )
}

/**
 * The contract's `FoodAnalytics` of a property over a range: every served meal's headcount (the figure the
 * kitchen saw, so locked meals as they locked) with its log, skips by source, waste, rebates owed per resident,
 * the diets on the last day, and six months of cost per plate (mess expenses ÷ plates served, else expected).
 */
async function readAnalytics(
  db: Db,
  at: Date,
  operator: OperatorRow,
  property: Awaited<ReturnType<typeof foodProperty>>,
  from: IsoDate,
  to: IsoDate,
) {
  const firstMonth = addMonths(monthOf(to), -5)
  const days: AnalyticsDay[] = []
  const bySource = new Map<FoodSkipSource, number>([
    ['TENANT', 0],
    ['ADMIN', 0],
    ['OUTPASS', 0],
  ])
  const platesByMonth = new Map<string, number>()
  /** Per resident and date: the served meals they were opted in to, and how many of those they skipped. */
  const eating = new Map<number, { name: string; dates: Map<IsoDate, { opted: number; skipped: number }> }>()
  let setup = (await foodDay(db, property, to)).setup

  // Before anyone opted in, a meal's plates are its logged ones (else its guests): read in one go.
  const firstOptIn = await db
    .selectFrom('food_opt_ins')
    .select((eb) => eb.fn.min('start_date').as('start'))
    .where('property_id', '=', property.id)
    .executeTakeFirst()
  const counted = [from, firstOptIn?.start ?? from].sort()[0]
  for (const log of await db
    .selectFrom('meal_logs')
    .select(['date', 'served', 'guests'])
    .where('property_id', '=', property.id)
    .where('date', '>=', `${firstMonth}-01`)
    .where('date', '<', counted)
    .execute()) {
    platesByMonth.set(
      monthOf(log.date),
      (platesByMonth.get(monthOf(log.date)) ?? 0) + (log.served ?? log.guests),
    )
  }

  for (const date of datesFrom([`${firstMonth}-01`, counted].sort()[1], to)) {
    const day = await foodDay(db, property, date)
    setup = day.setup
    const inRange = date >= from
    for (const slot of day.setup.meals.filter((meal) => isServed(day, meal))) {
      const logged = day.logs.get(slot.meal_type)?.served ?? null
      if (!inRange && logged !== null) {
        platesByMonth.set(monthOf(date), (platesByMonth.get(monthOf(date)) ?? 0) + logged)
        continue
      }
      const headcount = await mealHeadcount(db, day, slot, at)
      platesByMonth.set(
        monthOf(date),
        (platesByMonth.get(monthOf(date)) ?? 0) + (logged ?? headcount.expected),
      )
      if (!inRange) continue
      days.push({
        date,
        meal_type: slot.meal_type,
        opted_in: headcount.opted_in,
        skipped: headcount.skipped,
        away: headcount.away,
        guests: headcount.guests,
        expected: headcount.expected,
        served: headcount.served,
        waste_grams: headcount.waste_grams,
      })
      const people = await mealPeople(db, property.id, date, slot.meal_type, mealMoments(date, slot).cutoffAt)
      const skipping = new Set(people.skips.map((skip) => skip.tenant_id))
      for (const skip of people.skips) bySource.set(skip.source, (bySource.get(skip.source) ?? 0) + 1)
      for (const resident of people.opted) {
        const held = eating.get(resident.tenant_id) ?? { name: resident.name, dates: new Map() }
        const counts = held.dates.get(date) ?? { opted: 0, skipped: 0 }
        counts.opted += 1
        if (skipping.has(resident.tenant_id)) counts.skipped += 1
        held.dates.set(date, counts)
        eating.set(resident.tenant_id, held)
      }
    }
  }

  const perDay = rebatePerDayPaise(setup)
  const rebates = [...eating]
    .map(([tenant_id, { name, dates }]) => ({
      tenant_id,
      tenant_name: name,
      ...rebateOf(
        [...dates].filter(([, counts]) => counts.skipped === counts.opted).map(([date]) => date),
        setup.opt_in,
        perDay,
      ),
    }))
    .filter((rebate) => rebate.rebate_paise > 0)
    .sort((a, b) => b.rebate_paise - a.rebate_paise || a.tenant_name.localeCompare(b.tenant_name))

  const expenses = await messExpensesByMonth(db, operator.id, property.id, `${firstMonth}-01`, to)
  const months = Array.from({ length: 6 }, (_, index) => addMonths(firstMonth, index)).map((month) => {
    const plates = platesByMonth.get(month) ?? 0
    const paise = expenses.get(month) ?? 0
    return {
      month,
      mess_expense_paise: paise,
      plates,
      cost_per_plate_paise: plates ? Math.round(paise / plates) : null,
    }
  })
  const rangeMonths = months.filter((month) => month.month >= monthOf(from))
  const rangePlates = sum(rangeMonths.map((month) => month.plates))

  const optedIn = sum(days.map((day) => day.opted_in))
  const skipped = sum(days.map((day) => day.skipped + day.away))
  const logged = days.filter((day) => day.served !== null)
  return {
    property_id: property.id,
    from_date: from,
    to_date: to,
    planned: sum(days.map((day) => day.expected)),
    served: logged.length ? sum(logged.map((day) => day.served ?? 0)) : null,
    skipped,
    skip_rate_bps: optedIn ? Math.round((skipped / optedIn) * 10_000) : 0,
    waste_grams: sum(days.map((day) => day.waste_grams ?? 0)),
    cost_per_plate_paise: rangePlates
      ? Math.round(sum(rangeMonths.map((month) => month.mess_expense_paise)) / rangePlates)
      : null,
    rebate_paise: sum(rebates.map((rebate) => rebate.rebate_paise)),
    skips_by_source: [...bySource].map(([source, count]) => ({ source, count })),
    diet_counts: await dietCounts(db, property.id, to, setup.diets),
    days,
    months,
    rebates,
  }
}

/** Residents opted in to any meal on `date`, by diet (every offered diet, zeros included). */
async function dietCounts(
  db: Db,
  propertyId: number,
  date: IsoDate,
  diets: FoodDiet[],
): Promise<DietCount[]> {
  const residents = new Map<number, FoodDiet>()
  for (const meal of MEAL_TYPES) {
    for (const resident of await optedInResidents(db, propertyId, date, meal)) {
      residents.set(resident.tenant_id, resident.diet)
    }
  }
  const counts = new Map<FoodDiet, number>(diets.map((diet) => [diet, 0]))
  for (const diet of residents.values()) counts.set(diet, (counts.get(diet) ?? 0) + 1)
  return [...counts].map(([diet, count]) => ({ diet, count }))
}
