import { mkdirSync } from 'node:fs'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase as KyselySqlite } from 'kysely'
import pg from 'pg'
import { CHANGES_CHANNEL, LISTEN_FOR_CHANGES, postgresSchemaPlugin, useEngine } from './engine'
import { RequestScopedDriver } from './requestScope'
import type { Database } from './schema'

export type Db = Kysely<Database>

export const MEMORY = ':memory:'

/**
 * Opens the SQLite file (creating its folder) in WAL mode with foreign keys enforced, syncing every commit to disk
 * (FULL: WAL's default, NORMAL, can lose the last acknowledged payments in a power cut or an OS crash).
 * `:memory:` gives a private database that lives as long as the returned Kysely instance; so does `image`, a
 * serialized database (a SQLite file's bytes) opened in memory, which tests start from.
 */
export function openDatabase(file: string, image?: Buffer): Db {
  if (image && file !== MEMORY) throw new Error('A database image opens in memory only')
  useEngine('sqlite')
  if (file !== MEMORY) mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const sqlite = new SqliteDatabase(image ?? file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite) }) })
}

/** Prepared statements kept, by their SQL; the least recently used go first past this many. */
const KEPT_STATEMENTS = 500

/**
 * The database as Kysely sees it, keeping its prepared statements: Kysely prepares every query afresh, and
 * preparing costs about as much as running the small lookups every request makes (its token, an ownership
 * check). Kysely runs one query at a time on SQLite's single connection, so a kept statement is never in use
 * twice at once; SQLite prepares a statement again by itself when the schema has changed under it.
 */
function keepingStatements(sqlite: SqliteDatabase.Database): KyselySqlite {
  const statements = new Map<string, SqliteDatabase.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const kept = statements.get(sql)
      if (kept) {
        statements.delete(sql)
        statements.set(sql, kept)
        return kept
      }
      const statement = sqlite.prepare(sql)
      statements.set(sql, statement)
      if (statements.size > KEPT_STATEMENTS) statements.delete(statements.keys().next().value as string)
      return statement
    },
  }
}

/** A PostgreSQL address (`postgres://…` or `postgresql://…`) rather than a SQLite file. */
export const isPostgresUrl = (location: string) => /^postgres(ql)?:\/\//.test(location)

// PostgreSQL's count(*) and sums of integers are int8, and sums of int8 are numeric, which pg hands over as text
// (they may pass 2^53). Every such figure here is a count or an amount in paise, far below it.
pg.types.setTypeParser(pg.types.builtins.INT8, Number)
pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number)

/** Connections a server keeps open to PostgreSQL. */
const POOL_SIZE = 10

/** PostgreSQL with each request's queries in the request's transaction (requestScope.ts). */
class RequestScopedDialect extends PostgresDialect {
  override createDriver() {
    return new RequestScopedDriver(super.createDriver())
  }
}

/** Opens a pool of connections to the PostgreSQL database at `url`. */
export function openPostgres(url: string): Db {
  useEngine('postgres')
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE })
  return new Kysely<Database>({
    dialect: new RequestScopedDialect({ pool }),
    plugins: [postgresSchemaPlugin],
  })
}

/** The database at `location`: a PostgreSQL address, else a SQLite file (or `:memory:`). */
export const openDatabaseAt = (location: string): Db =>
  isPostgresUrl(location) ? openPostgres(location) : openDatabase(location)

/**
 * Listens for other instances' writes on one PostgreSQL database (engine.ts CHANGES_CHANNEL) and calls
 * `onChange` with each operator whose data changed. Should the listening connection fail, `onError` hears of
 * it; answers stay right without it (each instance also checks the operator's data version before answering
 * from memory), only less is forgotten early. Answers the function that stops listening.
 */
export async function listenForChanges(
  url: string,
  onChange: (operatorId: number) => void,
  onError: (error: Error) => void,
): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url })
  client.on('error', onError)
  client.on('notification', (message) => {
    if (message.channel === CHANGES_CHANNEL && message.payload) onChange(Number(message.payload))
  })
  await client.connect()
  await client.query(LISTEN_FOR_CHANGES.sql)
  return () => client.end()
}
