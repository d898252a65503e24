import type { MatrixCase, MatrixEntry } from './entry'

/** B's property in `query.property_id`: a 404, as for a property that does not exist. */
const propertyInQuery: MatrixCase = {
  fields: ['query.property_id'],
  theirs: (o) => o.property(),
  call: (id) => ({ query: { property_id: id } }),
}

/** The day's headcount, the meal log, the kitchen sheet and analytics. */
export const foodKitchenEntries: Record<string, MatrixEntry> = {
  getFoodHeadcount: { cases: [propertyInQuery] },
  getKitchenSheet: { cases: [propertyInQuery] },
  getFoodAnalytics: { cases: [propertyInQuery] },
  logMeal: {
    cases: [
      {
        fields: ['body.property_id'],
        theirs: (o) => o.property(),
        call: (id) => ({ body: { property_id: id, date: '2026-11-22', meal_type: 'DINNER', guests: 1 } }),
      },
    ],
  },
}
