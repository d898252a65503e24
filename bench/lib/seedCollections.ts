// Prepares a collections benchmark database: migrates, seeds the demo data, and gives the demo operator the
// requested number of collections. Prints what it did as JSON on the last line.
import { seedBulkCollections } from '../../server/seed'
import { demoDatabase } from './demoDatabase'

async function main() {
  const [database, count] = [process.argv[2], Number(process.argv[3])]
  const { db, operator } = await demoDatabase(database)
  const started = Date.now()
  const result = await seedBulkCollections(db, operator.id, count)
  await db.destroy()
  console.log(JSON.stringify({ ...result, seconds: (Date.now() - started) / 1000 }))
}

void main()
