import { mkdirSync } from 'node:fs'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import type { Database } from './schema'

export type Db = Kysely<Database>

export const MEMORY = ':memory:'

/**
 * Opens the SQLite file (creating its folder) in WAL mode with foreign keys enforced.
 * `:memory:` gives a private database that lives as long as the returned Kysely instance.
 */
export function openDatabase(file: string): Db {
  if (file !== MEMORY) mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const sqlite = new SqliteDatabase(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
}
