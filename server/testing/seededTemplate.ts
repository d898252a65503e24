import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { buildApp } from '../app'
import { seedDemoData } from '../seed'
import { createTestDatabase, dropTestDatabases, testEngine } from './testDatabases'
import { testClock } from './testClock'

/** The environment variable naming the folder of the seeded database that test servers start from. */
const TEMPLATE_ENV = 'ROOST_SEEDED_TEMPLATE'
const DATABASE = 'roost.sqlite'
const UPLOADS = 'uploads'

/**
 * Seeds the demo data once, at the test clock's start, into a database every test server then copies: seeding
 * takes seconds and every server test file starts at least one seeded server. The journal is folded into the
 * file so that its bytes are the whole database.
 */
export async function createSeededTemplate(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'roost-seeded-'))
  const clock = testClock()
  const onPostgres = testEngine() === 'postgres'
  const app = await buildApp({
    databaseFile: path.join(folder, DATABASE),
    databaseUrl: onPostgres ? await createTestDatabase(TEMPLATE_DATABASE) : undefined,
    otpSender: { send: async () => undefined },
    now: clock.now,
    distDir: path.join(folder, 'no-dist'),
    rateLimit: false,
  })
  await seedDemoData(app.db, clock.now, app.files)
  if (!onPostgres) await sql`pragma journal_mode = DELETE`.execute(app.db)
  await app.close()
  process.env[TEMPLATE_ENV] = folder
}

/** On PostgreSQL, the database every test server's own is created from (a template may have no connections). */
export const TEMPLATE_DATABASE = 'template'

export async function removeSeededTemplate(): Promise<void> {
  const folder = process.env[TEMPLATE_ENV]
  if (folder) rmSync(folder, { recursive: true, force: true })
  if (testEngine() === 'postgres') await dropTestDatabases()
}

/**
 * Links the template's uploads into a server's folder rather than copying them (~700 files, ~0.3 s a server): the
 * file store writes a new file beside the old and renames it, and removes by unlinking, so a server never
 * changes a file it shares with the template. Copies when a link is refused (another file system).
 */
function linkFiles(from: string, to: string): void {
  mkdirSync(to, { recursive: true })
  for (const name of readdirSync(from)) {
    try {
      linkSync(path.join(from, name), path.join(to, name))
    } catch {
      copyFileSync(path.join(from, name), path.join(to, name))
    }
  }
}

/** What a seeded test server starts from: the database (a file to use, or bytes to open in memory) and uploads. */
export type SeededStart = { databaseImage?: Buffer; uploadsDir: string }

/**
 * Copies the seeded template into `folder` (its database file, or its bytes for `:memory:`, and its uploads);
 * undefined when no template was made (a test file run outside the server config), and the caller seeds.
 */
export function copySeededTemplate(folder: string, inMemory: boolean): SeededStart | undefined {
  const template = process.env[TEMPLATE_ENV]
  if (!template) return undefined
  const uploadsDir = path.join(folder, UPLOADS)
  if (existsSync(path.join(template, UPLOADS))) linkFiles(path.join(template, UPLOADS), uploadsDir)
  if (testEngine() === 'postgres') return { uploadsDir }
  if (inMemory) return { databaseImage: readFileSync(path.join(template, DATABASE)), uploadsDir }
  cpSync(path.join(template, DATABASE), path.join(folder, DATABASE))
  return { uploadsDir }
}
