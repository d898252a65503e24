import type { Clock } from './clock'
import type { Db } from './db/database'
import { seedDemoOperators } from './seed/demoOperators'
import { seedDemoProperties } from './seed/demoProperties'

/**
 * The demo data, one step per feature, run in order. Each step adds only what is missing, so the seed is
 * idempotent and a database seeded before a feature landed gains that feature's data on the next start.
 * Later steps: tenants' details, collections.
 */
const STEPS: readonly { name: string; run: (db: Db, now: Clock) => Promise<void> }[] = [
  { name: 'demo operators', run: seedDemoOperators },
  { name: 'properties, beds and tenants', run: seedDemoProperties },
]

export async function seedDemoData(db: Db, now: Clock): Promise<void> {
  for (const step of STEPS) {
    await db.transaction().execute((trx) => step.run(trx, now))
  }
}

export { DEMO_OPERATOR, SECOND_OPERATOR } from './seed/demoOperators'
export { seedBulkInventory } from './seed/bulkInventory'
