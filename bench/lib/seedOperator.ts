// Prepares a benchmark database: migrates, seeds the demo operators, and gives the demo operator one more
// property with the requested number of beds. Prints the new property's id as JSON on the last line.
import { migrateToLatest } from '../../server/db/migrate'
import { openDatabase } from '../../server/db/database'
import { findOperatorByPhone } from '../../server/operators/operators'
import { systemClock } from '../../server/clock'
import { DEMO_OPERATOR, seedBulkInventory, seedDemoData } from '../../server/seed'

async function main() {
  const [file, beds] = [process.argv[2], Number(process.argv[3])]
  const db = openDatabase(file)
  await migrateToLatest(db)
  await seedDemoData(db, systemClock)
  const operator = await findOperatorByPhone(db, DEMO_OPERATOR.phone)
  if (!operator) throw new Error('The demo operator was not seeded')
  const started = Date.now()
  const result = await seedBulkInventory(db, operator.id, { beds })
  await db.destroy()
  console.log(JSON.stringify({ ...result, seconds: (Date.now() - started) / 1000 }))
}

void main()
