import type { MatrixEntry } from './entry'

/** Operations of verticals not built yet: each answers 501 until its feature lands with its own cases. */
const LATER = [
  'getFoodSetup',
  'updateFoodSetup',
  'listMealOptions',
  'upsertMealOption',
  'linkMealOptionItems',
  'upsertFoodMenu',
  'getFoodOptIn',
  'applyFoodOptIn',
  'setupFoodOptIn',
  'getFoodAnalytics',
  'listFoodTenants',
  'generateReport',
]

export const laterEntries: Record<string, MatrixEntry> = Object.fromEntries(
  LATER.map((operationId) => [operationId, { notImplemented: true }]),
)
