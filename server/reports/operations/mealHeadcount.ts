import type { Db } from '../../db/database'
import { dayHeadcount } from '../../food/headcount'
import { isLetByUnit } from '../../properties/propertyType'
import type { ReportDefinition, ReportRow, ReportScope, ReportSheet } from '../definition'
import { column, periodDays, scopeProperties } from './scope'

const COLUMNS = [
  column('date', 'Date', 'date'),
  column('property_name', 'Property', 'text'),
  column('meal_type', 'Meal', 'text'),
  column('opted_in', 'Opted in', 'integer'),
  column('skipped', 'Skipped', 'integer'),
  column('away', 'Away on a pass', 'integer'),
  column('guests', 'Guests', 'integer'),
  column('expected', 'Expected', 'integer'),
  column('served', 'Served (logged)', 'integer'),
  column('waste_grams', 'Waste (g)', 'integer'),
]

const FIGURES = ['opted_in', 'skipped', 'away', 'guests', 'expected', 'served', 'waste_grams'] as const

/**
 * Each meal served on each day of the period at each property with food, counted by the food screen's own
 * headcount (so a meal past its cut-off reads, and stays, as it was locked), with what the meal log recorded.
 */
async function build(db: Db, scope: ReportScope, progress: (done: number) => void): Promise<ReportSheet[]> {
  const owned = await scopeProperties(db, scope)
  const properties = owned.length
    ? await db
        .selectFrom('properties')
        .selectAll()
        .where(
          'id',
          'in',
          owned.map((property) => property.id),
        )
        .orderBy('name')
        .orderBy('id')
        .execute()
    : []
  const withFood = properties.filter((property) => !isLetByUnit(property.property_type))
  const days = periodDays(scope)
  const rows: ReportRow[] = []
  // A day per transaction: reading a meal past its cut-off locks it (a write), so one commit per day instead of one
  // per meal, while other requests wait on the one connection for a day's reads at most.
  for (const [index, date] of days.entries()) {
    await db.transaction().execute(async (trx) => {
      for (const property of withFood) {
        const day = await dayHeadcount(trx, property, date, scope.now)
        for (const meal of day.meals.filter((entry) => entry.is_served)) {
          rows.push({
            date,
            property_name: property.name,
            meal_type: meal.meal_type,
            opted_in: meal.opted_in,
            skipped: meal.skipped,
            away: meal.away,
            guests: meal.guests,
            expected: meal.expected,
            served: meal.served,
            waste_grams: meal.waste_grams,
          })
        }
      }
    })
    progress((index + 1) / days.length)
  }
  const totals: ReportRow = { date: null, property_name: `${rows.length} meals` }
  for (const key of FIGURES) {
    const values = rows.map((row) => row[key]).filter((value): value is number => typeof value === 'number')
    totals[key] = values.length ? values.reduce((sum, value) => sum + value, 0) : null
  }
  return [{ name: 'Meal headcount', columns: COLUMNS, rows, totals }]
}

export const MEAL_HEADCOUNT: ReportDefinition = {
  type: 'MEAL_HEADCOUNT',
  area: 'OPERATIONS',
  title: 'Meal headcount and waste',
  description:
    'For each day and meal of the period: residents opted in, skipped, away on a pass, guests, the expected ' +
    'count, and what the kitchen logged as served and wasted. For the mess manager and the owner.',
  takes: 'period',
  build,
}
