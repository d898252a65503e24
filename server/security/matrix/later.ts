import type { MatrixEntry } from './entry'

/** Operations of verticals not built yet: each answers 501 until its feature lands with its own cases. */
const LATER = [
  'listComplaints',
  'listPropertyComplaints',
  'getComplaint',
  'assignComplaint',
  'raiseComplaintAgain',
  'updateComplaint',
  'listVendors',
  'getVendor',
  'createVendor',
  'updateVendor',
  'deleteVendor',
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
  'addExpense',
  'addExpenseVendor',
  'addExpenseDocument',
  'updateExpense',
  'deleteExpense',
  'listExpenses',
  'getExpense',
  'generateReport',
]

export const laterEntries: Record<string, MatrixEntry> = Object.fromEntries(
  LATER.map((operationId) => [operationId, { notImplemented: true }]),
)
