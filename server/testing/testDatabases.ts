import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

/**
 * The server tests' engine: SQLite, or PostgreSQL when ROOST_TEST_ENGINE=postgres, with TEST_DATABASE_URL naming
 * a role that may create databases (`npm run test:server:pg` sets both; scripts/with-postgres.mjs).
 */
export const testEngine = (): 'sqlite' | 'postgres' =>
  process.env.ROOST_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite'

function administratorUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url)
    throw new Error('ROOST_TEST_ENGINE=postgres needs TEST_DATABASE_URL (npm run test:server:pg sets it)')
  return url
}

/**
 * This run's databases are named with one prefix (set by jest's global setup, inherited by its workers), so
 * that teardown drops them all, and runs beside each other on one server never meet.
 */
function runPrefix(): string {
  process.env.ROOST_TEST_RUN ??= `roost_test_${randomBytes(3).toString('hex')}`
  return process.env.ROOST_TEST_RUN
}

async function asAdministrator<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: administratorUrl() })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

/** The address of this run's database `name`, on the administrator's server. */
function urlOf(name: string): string {
  const url = new URL(administratorUrl())
  url.pathname = `/${runPrefix()}_${name}`
  return url.toString()
}

/** Creates this run's database `name` (empty, or a copy of this run's `template`); answers its address. */
export async function createTestDatabase(name: string, template?: string): Promise<string> {
  await asAdministrator((client) =>
    client.query(
      `create database ${quoted(`${runPrefix()}_${name}`)}` +
        (template ? ` template ${quoted(`${runPrefix()}_${template}`)}` : ''),
    ),
  )
  return urlOf(name)
}

export async function dropTestDatabase(name: string): Promise<void> {
  await asAdministrator((client) =>
    client.query(`drop database if exists ${quoted(`${runPrefix()}_${name}`)} with (force)`),
  )
}

/** Drops every database of this run (global teardown: servers a test restarted on a folder of its own). */
export async function dropTestDatabases(): Promise<void> {
  await asAdministrator(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [`${runPrefix()}_`],
    )
    for (const { datname } of rows)
      await client.query(`drop database if exists ${quoted(datname)} with (force)`)
  })
}

/** The file in a test server's folder naming its PostgreSQL database, so that a restart on the folder finds it. */
const NAME_FILE = 'postgres-database'

/**
 * The PostgreSQL database of the test server on `folder`: the one named in the folder when a server ran there
 * before, else a new one (a copy of `template` when given). Answers its name and address.
 */
export async function testDatabaseFor(
  folder: string,
  template: string | undefined,
): Promise<{ name: string; url: string }> {
  const file = path.join(folder, NAME_FILE)
  if (existsSync(file)) {
    const name = readFileSync(file, 'utf8')
    return { name, url: urlOf(name) }
  }
  const name = `s${randomBytes(5).toString('hex')}`
  const url = await createTestDatabase(name, template)
  writeFileSync(file, name)
  return { name, url }
}
