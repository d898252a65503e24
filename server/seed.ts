import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Clock } from './clock'
import type { Db } from './db/database'
import { refreshPlannerStatistics } from './db/engine'
import { fileStore, type FileStore } from './files/fileStore'
import { seedAttendance } from './seed/attendance'
import { seedBankLinks } from './seed/bankLinks'
import { seedDemoCollections } from './seed/collectionsDemo'
import { seedComplaints } from './seed/complaints'
import { seedCompletedMoveOuts } from './seed/completedMoveOuts'
import { seedDemoOperators } from './seed/demoOperators'
import { seedDemoProperties } from './seed/demoProperties'
import { seedDocumentReviews } from './seed/documentReviews'
import { seedExpenses } from './seed/expenses'
import { seedFood } from './seed/food'
import { seedOutpasses } from './seed/outpasses'
import { seedOwnInstitutions } from './seed/ownInstitutions'
import { seedHouseRules } from './seed/houseRules'
import { seedMoveInTerms } from './seed/rentTerms'
import { seedStaff } from './seed/staff'
import { seedTenantDetails } from './seed/tenantDetails'
import { seedVendors } from './seed/vendors'

type Step = {
  name: string
  run: (db: Db, now: Clock, files: FileStore) => Promise<void>
  /** The step writes through the API's own functions, each in its own transaction, so it runs outside one. */
  ownTransactions?: true
}

/**
 * The demo data, one step per feature, run in order. Each step adds only what is missing, so the seed is
 * idempotent and a database seeded before a feature landed gains that feature's data on the next start.
 */
const STEPS: readonly Step[] = [
  { name: 'demo operators', run: seedDemoOperators },
  { name: 'properties, beds and tenants', run: seedDemoProperties },
  { name: 'rent terms of the seeded tenants', run: seedMoveInTerms },
  { name: 'tenant details, documents, agreements, move-in requests and move-outs', run: seedTenantDetails },
  // Collections read the tenants' stays and rents: keep this step after every tenant step.
  { name: 'collections and payments', run: seedDemoCollections },
  // Staff name the collectors of recent cash payments: after collections, before roll-calls and passes.
  { name: 'staff, the cash they took and their handovers', run: seedStaff },
  // Settlements read the collections' dues, and links need the bank accounts: these come after collections.
  { name: 'completed move-outs with settlements', run: seedCompletedMoveOuts, ownTransactions: true },
  { name: 'document reviews and expiring IDs', run: seedDocumentReviews, ownTransactions: true },
  { name: 'residents linked to bank accounts', run: seedBankLinks },
  // Passes and roll-calls name the property's warden: keep these after the staff step. Roll-calls read the passes.
  { name: 'outpasses in every state', run: seedOutpasses },
  { name: 'six weeks of night roll-calls', run: seedAttendance },
  // Complaints are assigned to staff and vendors, and expenses paid to vendors: vendors first.
  { name: 'vendors', run: seedVendors },
  { name: 'a year of complaints', run: seedComplaints },
  // Expenses pay the vendors; a complaint's cost may become one.
  { name: 'a year of expenses, receipts and recurring templates', run: seedExpenses },
  // Passes skip meals, and the mess expenses above price each plate: food last.
  { name: 'food setups, menus, opt-ins, skips and the kitchen log', run: seedFood },
  // House rules read every property's settings, its outpass rules and meal slots: after food.
  { name: 'house rules as dated versions', run: seedHouseRules },
  { name: 'the demo operator’s own college and courses', run: seedOwnInstitutions, ownTransactions: true },
]

/** Seeds the demo data; `files` is the app's file store (without one, documents go to a scratch folder). */
export async function seedDemoData(
  db: Db,
  now: Clock,
  files: FileStore = fileStore(db, now, mkdtempSync(path.join(tmpdir(), 'roost-seed-files-'))),
): Promise<void> {
  for (const step of STEPS) {
    if (step.ownTransactions) await step.run(db, now, files)
    else await db.transaction().execute((trx) => step.run(trx, now, files))
  }
  await refreshPlannerStatistics(db)
}

export { DEMO_OPERATOR, SECOND_OPERATOR } from './seed/demoOperators'
export { seedBulkInventory } from './seed/bulkInventory'
export { seedBulkCollections } from './seed/bulkCollections'
export { seedBulkOperations } from './seed/bulkOperations'
