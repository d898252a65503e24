import { sql, type Kysely } from 'kysely'

/**
 * SQL that differs between engines lives here, one function per construct (SQLite today; PostgreSQL joins with
 * issue 20).
 */

/**
 * Runs `change` with foreign keys unenforced, for a table rebuild (SQLite cannot alter a check constraint, so the
 * table is copied to a new one with the new check), then checks that every reference still resolves. Migrations
 * run outside a transaction on SQLite, where the pragma takes effect.
 */
export async function withoutForeignKeys(db: Kysely<unknown>, change: () => Promise<void>): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db)
  try {
    await change()
    const { rows } = await sql<{ table: string }>`pragma foreign_key_check`.execute(db)
    if (rows.length > 0)
      throw new Error(`Rebuild left ${rows.length} broken references (first in ${rows[0].table})`)
  } finally {
    await sql`pragma foreign_keys = on`.execute(db)
  }
}
