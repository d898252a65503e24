import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import { complaintFigures as figuresOfComplaints } from '../complaints/figures'
import { expenseFigures as figuresOfExpenses } from '../expenses/figures'
import { headcountTotals } from '../food/headcountTotals'

/**
 * Dashboard sections computed by their own features (complaints, food, expenses), keeping the signature the dashboard
 * calls.
 */

export type SectionScope = { propertyIds: readonly number[]; month: string; date: IsoDate; now: Date }

/** Complaints by status and age, derived on read (server/complaints/figures.ts). */
export const complaintFigures = (db: Db, scope: SectionScope) => figuresOfComplaints(db, scope)

/** Today's meals over the scope's properties, as the food headcount counts them (server/food/headcountTotals.ts). */
export const mealHeadcounts = async (db: Db, scope: SectionScope) => ({
  date: scope.date,
  meals: await headcountTotals(db, scope.propertyIds, scope.date, scope.now),
})

/** The month's recorded expenses by category, as the expense list counts them (server/expenses/figures.ts). */
export const expenseFigures = (db: Db, scope: SectionScope) => figuresOfExpenses(db, scope)
