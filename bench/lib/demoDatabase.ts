// The start of every benchmark seeding script: the database (a SQLite file or a postgres:// address) migrated, the
// demo data in, the demo operator.
import { systemClock } from '../../server/clock'
import { openDatabaseAt } from '../../server/db/database'
import { migrateToLatest } from '../../server/db/migrate'
import { findOperatorByPhone } from '../../server/operators/operators'
import { DEMO_OPERATOR, seedDemoData } from '../../server/seed'

export async function demoDatabase(location: string) {
  const db = openDatabaseAt(location)
  await migrateToLatest(db)
  await seedDemoData(db, systemClock)
  const operator = await findOperatorByPhone(db, DEMO_OPERATOR.phone)
  if (!operator) throw new Error('The demo operator was not seeded')
  return { db, operator }
}
