import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import { complaintFigures as figuresOfComplaints } from '../complaints/figures'
import { expenseFigures as figuresOfExpenses } from '../expenses/figures'

/**
 * Dashboard sections computed by their own features (complaints, food, expenses), keeping the signature the dashboard
 * calls. Food has no tables yet (issue 17), so its headcounts are empty.
 */

export type SectionScope = { propertyIds: readonly number[]; month: string; date: IsoDate; now: Date }

/** Complaints by status and age, derived on read (server/complaints/figures.ts). */
export const complaintFigures = (db: Db, scope: SectionScope) => figuresOfComplaints(db, scope)

export async function mealHeadcounts(_db: Db, scope: SectionScope) {
  return {
    date: scope.date,
    meals: [] as {
      meal_type: string
      opted_in: number
      skipped: number
      on_leave: number
      expected: number
    }[],
  }
}

/** The month's recorded expenses by category, as the expense list counts them (server/expenses/figures.ts). */
export const expenseFigures = (db: Db, scope: SectionScope) => figuresOfExpenses(db, scope)
