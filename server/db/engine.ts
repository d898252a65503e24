import { sql, type Kysely, type RawBuilder } from 'kysely'

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

/** The earlier of two dates or numbers (SQLite's two-argument min; PostgreSQL's least). */
export const earlierOf = (a: RawBuilder<unknown>, b: RawBuilder<unknown>) => sql`min(${a}, ${b})`

/** The later of two dates or numbers (SQLite's two-argument max; PostgreSQL's greatest). */
export const laterOf = (a: RawBuilder<unknown>, b: RawBuilder<unknown>) => sql`max(${a}, ${b})`

/** Days from `first` to `last` (ISO dates), both counted. */
export const daysFromTo = (first: RawBuilder<unknown>, last: RawBuilder<unknown>) =>
  sql<number>`julianday(${last}) - julianday(${first}) + 1`
