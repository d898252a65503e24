import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import { complaintFigures as figuresOfComplaints } from '../complaints/figures'

/**
 * Dashboard sections whose data arrives with later features (complaints, food, expenses). Until their tables exist there is nothing to count, so each answers its empty figures; each
 * feature fills its function here, keeping the signature the dashboard calls.
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

export async function expenseFigures(_db: Db, _scope: SectionScope) {
  return {
    total_paise: 0,
    by_category: [] as { category_id: number; category_name: string; amount_paise: number }[],
  }
}
