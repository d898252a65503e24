// Prepares the dashboard benchmark's database: migrates, seeds the demo data, and gives the demo operator a
// property of the requested number of beds and a second one of a quarter of that (so that about as many
// residents as that number live there: four beds in five are occupied), 100,000 collections over their stays,
// and a year of complaints and expenses. Prints what it did as JSON on the last line.
import { seedBulkCollections, seedBulkInventory, seedBulkOperations } from '../../server/seed'
import { demoDatabase } from './demoDatabase'

const COLLECTIONS = Number(process.env.BENCH_COLLECTIONS ?? 100_000)

async function main() {
  const [database, beds] = [process.argv[2], Number(process.argv[3])]
  const { db, operator } = await demoDatabase(database)
  const started = Date.now()
  const large = await seedBulkInventory(db, operator.id, { beds })
  const annexe = await seedBulkInventory(db, operator.id, {
    beds: Math.ceil(beds / 4),
    name: `Bulk Annexe (${Math.ceil(beds / 4)} beds)`,
  })
  const { collections } = await seedBulkCollections(db, operator.id, COLLECTIONS)
  const operations = await seedBulkOperations(db, operator.id, large.propertyId)
  await db.destroy()
  console.log(
    JSON.stringify({
      beds: large.beds + annexe.beds,
      collections,
      ...operations,
      seconds: (Date.now() - started) / 1000,
    }),
  )
}

void main()
