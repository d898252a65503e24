import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { testClock } from '../testing/testServer'
import { seedDemoData } from '../seed'
import { MEMORY, openDatabase, type Db } from './database'
import { migrateToLatest } from './migrate'
import { migrations } from './migrations'

let folder: string
let db: Db
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'roost-db-'))
  db = openDatabase(path.join(folder, 'nested', 'roost.sqlite'))
})
afterEach(async () => {
  await db.destroy()
  rmSync(folder, { recursive: true, force: true })
})

it('opens the file in WAL mode with foreign keys enforced, creating its folder', async () => {
  const { rows: journal } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db)
  expect(journal[0].journal_mode).toBe('wal')
  const { rows: keys } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)
  expect(keys[0].foreign_keys).toBe(1)
})

it('syncs every commit to disk (synchronous FULL), also when it reopens a file already in WAL mode', async () => {
  await migrateToLatest(db)
  await db.destroy()
  // A file already in WAL mode opens at SQLite's WAL default, NORMAL, which can lose the last commits in a power cut.
  db = openDatabase(path.join(folder, 'nested', 'roost.sqlite'))
  const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db)
  expect(rows[0].synchronous).toBe(2)
})

it('answers a query it has run before from its kept statement, also after the table has changed', async () => {
  await sql`create table notes (id integer primary key, body text not null)`.execute(db)
  await sql`insert into notes (body) values (${'first'})`.execute(db)
  const read = () => sql<Record<string, unknown>>`select * from notes order by id`.execute(db)
  expect((await read()).rows).toEqual([{ id: 1, body: 'first' }])
  await sql`alter table notes add column pinned integer not null default 0`.execute(db)
  await sql`insert into notes (body, pinned) values (${'second'}, ${1})`.execute(db)
  expect((await read()).rows).toEqual([
    { id: 1, body: 'first', pinned: 0 },
    { id: 2, body: 'second', pinned: 1 },
  ])
})

it('applies every migration once, in order', async () => {
  await migrateToLatest(db)
  await migrateToLatest(db)
  const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)
  expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations))
  const india = await db
    .selectFrom('countries')
    .selectAll()
    .where('iso_code', '=', 'IN')
    .executeTakeFirstOrThrow()
  expect(india).toMatchObject({ isd_code: '+91', currency_code: 'INR', sort_order: 1 })
})

it('seeds the demo operators once, however often it runs', async () => {
  await migrateToLatest(db)
  const clock = testClock()
  await seedDemoData(db, clock.now)
  await seedDemoData(db, clock.now)
  const operators = await db
    .selectFrom('operators')
    .select(['name', 'brand', 'phone_no'])
    .orderBy('id')
    .execute()
  expect(operators).toEqual([
    { name: 'Rohan Deshmukh', brand: 'Roost Demo Stays', phone_no: '9845012345' },
    { name: 'Fatima Sheikh', brand: 'Nest Co-living', phone_no: '9900054321' },
  ])
  const flags = await db.selectFrom('module_flags').selectAll().execute()
  expect(flags).toHaveLength(4)
})

it('refuses rows that break a foreign key', async () => {
  await migrateToLatest(db)
  // Read the message rather than matching the error's class: better-sqlite3 keeps the SqliteError class of the
  // first test file its native addon was loaded in, so `instanceof Error` fails in later files of a Jest worker.
  const outcome = await db
    .insertInto('module_flags')
    .values({ operator_id: 999, module_type: 'expense', is_enabled: 1, is_active_data: 0 })
    .execute()
    .then(
      () => 'inserted',
      (error: { message?: string }) => error.message,
    )
  expect(outcome).toMatch(/FOREIGN KEY constraint failed/)
})

it('works in memory for tests', async () => {
  const memory = openDatabase(MEMORY)
  await migrateToLatest(memory)
  expect((await memory.selectFrom('tax_types').selectAll().execute()).length).toBe(2)
  await memory.destroy()
})
