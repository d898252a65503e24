// Prepares a collections benchmark database: migrates, seeds the demo data, and gives the demo operator the
// requested number of collections. Prints what it did as JSON on the last line.
import { migrateToLatest } from '../../server/db/migrate'
import { openDatabase } from '../../server/db/database'
import { findOperatorByPhone } from '../../server/operators/operators'
import { systemClock } from '../../server/clock'
import { DEMO_OPERATOR, seedBulkCollections, seedDemoData } from '../../server/seed'

async function main() {
  const [file, count] = [process.argv[2], Number(process.argv[3])]
  const db = openDatabase(file)
  await migrateToLatest(db)
  await seedDemoData(db, systemClock)
  const operator = await findOperatorByPhone(db, DEMO_OPERATOR.phone)
  if (!operator) throw new Error('The demo operator was not seeded')
  const started = Date.now()
  const result = await seedBulkCollections(db, operator.id, count)
  await db.destroy()
  console.log(JSON.stringify({ ...result, seconds: (Date.now() - started) / 1000 }))
}

void main()
