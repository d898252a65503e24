// Prepares a benchmark database: migrates, seeds the demo operators, and gives the demo operator one more
// property with the requested number of beds. Prints the new property's id as JSON on the last line.
import { seedBulkInventory } from '../../server/seed'
import { demoDatabase } from './demoDatabase'

async function main() {
  const [database, beds] = [process.argv[2], Number(process.argv[3])]
  const { db, operator } = await demoDatabase(database)
  const started = Date.now()
  const result = await seedBulkInventory(db, operator.id, { beds })
  await db.destroy()
  console.log(JSON.stringify({ ...result, seconds: (Date.now() - started) / 1000 }))
}

void main()
