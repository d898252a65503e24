import { addDays } from '../calendar'
import { complaintFigures } from '../complaints/figures'
import type { Db } from '../db/database'
import { expenseFigures } from '../expenses/figures'
import { headcountTotals } from '../food/headcountTotals'
import { outpassFigures } from '../outpass/figures'
import { MAX_PERIOD_DAYS } from '../staff/period'
import { listStaffCollections } from '../staff/staffCollections'
import type { SectionScope } from './scope'

/**
 * Dashboard sections each feature computes with its own list's definitions (complaints, food, expenses, staff,
 * attendance); here they only get the dashboard's scope.
 */

export const complaintsSection = (db: Db, scope: SectionScope) =>
  complaintFigures(db, {
    propertyIds: scope.propertyIds,
    from: scope.period.from,
    to: scope.period.to,
    now: scope.now,
  })

/** Today's meals as the food headcount counts them, and the next meal not yet over (else tomorrow's first). */
export async function foodSection(db: Db, scope: SectionScope) {
  const meals = await headcountTotals(db, scope.propertyIds, scope.date, scope.now)
  const now = scope.now.getTime()
  let next = meals.find((meal) => meal.is_served && new Date(meal.end_at).getTime() > now) ?? null
  if (next === null) {
    const tomorrow = await headcountTotals(db, scope.propertyIds, addDays(scope.date, 1), scope.now)
    next = tomorrow.find((meal) => meal.is_served) ?? null
  }
  return { date: scope.date, next_meal: next, meals }
}

/**
 * The period's recorded expenses (as the expenses list counts them) and net operating income: the income received
 * (payments less deposits, which are held, not earned) less those expenses, as the P&L report counts it.
 */
export async function expensesSection(db: Db, scope: SectionScope, incomePaise: number) {
  const figures = await expenseFigures(db, {
    propertyIds: scope.propertyIds,
    from: scope.period.from,
    to: scope.period.to,
  })
  return { ...figures, net_operating_income_paise: incomePaise - figures.total_paise }
}

/** Cash staff hold, summed over the staff collections list of the properties (its cash_in_hand_paise). */
export async function staffSection(db: Db, scope: SectionScope) {
  const from = scope.period.from
  const to =
    addDays(from, MAX_PERIOD_DAYS - 1) < scope.period.to
      ? addDays(from, MAX_PERIOD_DAYS - 1)
      : scope.period.to
  const { data } = await listStaffCollections(db, () => scope.now, scope.operatorId, {
    offset: 0,
    limit: Number.MAX_SAFE_INTEGER,
    property_ids: scope.propertyFilter,
    from_date: from,
    to_date: to,
  })
  const holding = data.results.filter((row) => row.cash_in_hand_paise > 0)
  return {
    cash_in_hand_paise: holding.reduce((sum, row) => sum + row.cash_in_hand_paise, 0),
    staff_holding_cash: holding.length,
  }
}

/** Passes and roll-call: out now, overdue, pending, late today (server/outpass/figures.ts), absent tonight. */
export async function attendanceSection(db: Db, scope: SectionScope) {
  const passes = await outpassFigures(db, scope.now, scope.propertyIds, scope.date)
  const absent = scope.propertyIds.length
    ? await db
        .selectFrom('attendance_marks')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('property_id', 'in', scope.propertyIds)
        .where('attendance_date', '=', scope.date)
        .where('status', '=', 'ABSENT')
        .executeTakeFirstOrThrow()
    : { count: 0 }
  return { ...passes, absent_tonight: Number(absent.count) }
}
