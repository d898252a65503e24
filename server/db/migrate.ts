import { Migrator, type Migration } from 'kysely'
import type { Db } from './database'
import { resyncIdSequences } from './engine'
import { migrations } from './migrations'

/** Applies every pending migration in order; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async (): Promise<Record<string, Migration>> => migrations },
  })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error })
  }
  await resyncIdSequences(db)
}
