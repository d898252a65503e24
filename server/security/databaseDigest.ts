import { createHash } from 'node:crypto'
import type { Db } from '../db/database'
import { writeCounter } from '../db/engine'
import type { Database } from '../db/schema'

/**
 * Tables a refused request may still write: its token's lookup and sign-in codes. Everything else must be
 * exactly as it was.
 */
const BOOKKEEPING = new Set(['auth_tokens', 'otp_codes', 'kysely_migration', 'kysely_migration_lock'])

/** Every table's rows (bookkeeping aside) as one hash per table, found by introspection so new tables count. */
export async function databaseDigest(db: Db): Promise<Record<string, string>> {
  const tables = (await db.introspection.getTables()).map((table) => table.name).sort()
  const digest: Record<string, string> = {}
  for (const name of tables.filter((table) => !BOOKKEEPING.has(table))) {
    // Introspection names tables at run time; the typed builder needs one of the schema's names.
    const rows = await db
      .selectFrom(name as keyof Database)
      .selectAll()
      .execute()
    const lines = rows.map((row) => JSON.stringify(row)).sort()
    digest[name] = createHash('sha256').update(lines.join('\n')).digest('hex')
  }
  return digest
}

/** The tables whose rows differ between two digests. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...names].filter((name) => before[name] !== after[name]).sort()
}

/** A count that moves with every write, rolled back or not (engine.ts). */
async function totalChanges(db: Db): Promise<number> {
  const { changes } = await db.selectNoFrom(writeCounter().as('changes')).executeTakeFirstOrThrow()
  return Number(changes)
}

/**
 * The database's digest, computed again only when a write happened since the last one (the write counter moved):
 * a test comparing before and after each request pays for a full digest only after a request that wrote.
 */
export function databaseSnapshots(db: Db): () => Promise<Record<string, string>> {
  let kept: { changes: number; digest: Record<string, string> } | undefined
  return async () => {
    const changes = await totalChanges(db)
    if (kept?.changes === changes) return kept.digest
    kept = { changes, digest: await databaseDigest(db) }
    return kept.digest
  }
}
