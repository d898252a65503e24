import { sql } from 'kysely'
import { DEMO_OPERATOR, SECOND_OPERATOR } from '../seed'
import { startTestServer, type TestServer } from '../testing/testServer'
import { testEngine } from '../testing/testDatabases'
import type { Db } from './database'
import { REQUEST_ROLE } from './engine'
import { enterOperator, finishRequestScope, runInRequestScope, type RequestScope } from './requestScope'

/** Runs `work` as a request of `operatorId` does (its scope, its transaction), committing when it succeeds. */
function asOperatorRequest<T>(operatorId: number, writes: boolean, work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // The scope is read only once the work has settled, after runInRequestScope has answered it.
    const scope: RequestScope = runInRequestScope(writes, () => {
      enterOperator(operatorId)
      work().then(
        async (value) => {
          await finishRequestScope(scope, true)
          resolve(value)
        },
        async (error: unknown) => {
          await finishRequestScope(scope, false)
          reject(error)
        },
      )
    })
  })
}

/** Tables with an `operator_id` column whose rows the request role is not held to by a policy. */
async function tablesWithoutPolicy(db: Db): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select c.table_name from information_schema.columns c
    join pg_class t on t.relname = c.table_name and t.relnamespace = current_schema()::regnamespace
    where c.table_schema = current_schema() and c.column_name = 'operator_id'
      and not (t.relrowsecurity and t.relforcerowsecurity and exists (
        select from pg_policies p where p.schemaname = current_schema() and p.tablename = c.table_name
          and ${REQUEST_ROLE} = any (p.roles)))
    order by 1`.execute(db)
  return rows.map((row) => row.table_name)
}

async function operatorTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'operator_id' order by 1`.execute(db)
  return rows.map((row) => row.table_name)
}

async function operatorIdOf(db: Db, phone: string): Promise<number> {
  const row = await db
    .selectFrom('operators')
    .select('id')
    .where('phone_no', '=', phone)
    .executeTakeFirstOrThrow()
  return row.id
}

// Row-level security is PostgreSQL's; on SQLite (one process per database) there is none to test.
const onPostgres = testEngine() === 'postgres'

;(onPostgres ? describe : describe.skip)('row-level security per operator (PostgreSQL)', () => {
  let server: TestServer
  let demo: number
  let second: number

  beforeAll(async () => {
    server = await startTestServer()
    demo = await operatorIdOf(server.app.db, DEMO_OPERATOR.phone.national)
    second = await operatorIdOf(server.app.db, SECOND_OPERATOR.phone.national)
  })
  afterAll(() => server.close())

  it('lets a query with no operator filter, in one operator’s request, see none of another’s rows in any table', async () => {
    const db = server.app.db
    const tables = await operatorTables(db)
    expect(tables).toEqual(expect.arrayContaining(['collections', 'beds', 'tenants', 'complaint_activities']))
    for (const table of tables) {
      // Outside a request the server sees both operators' rows; inside the demo operator's, only its own.
      const all = await sql<{ operator_id: number }>`select operator_id from ${sql.table(table)}`.execute(db)
      const seen = await asOperatorRequest(demo, false, () =>
        sql<{ operator_id: number }>`select operator_id from ${sql.table(table)}`.execute(db),
      )
      const others = seen.rows.filter((row) => row.operator_id !== null && Number(row.operator_id) !== demo)
      expect({ table, others: others.length }).toEqual({ table, others: 0 })
      expect(seen.rows.length).toBe(
        all.rows.filter((row) =>
          [demo, null].includes(row.operator_id === null ? null : Number(row.operator_id)),
        ).length,
      )
    }
    const secondsBeds = await db
      .selectFrom('beds')
      .select('id')
      .where('property_id', 'in', db.selectFrom('properties').select('id').where('operator_id', '=', second))
      .execute()
    expect(secondsBeds.length).toBeGreaterThan(0)
    const seenBeds = await asOperatorRequest(demo, false, () =>
      db
        .selectFrom('beds')
        .select('id')
        .where(
          'id',
          'in',
          secondsBeds.map((bed) => bed.id),
        )
        .execute(),
    )
    expect(seenBeds).toEqual([])
  })

  it('refuses a write of another operator’s row from an operator’s request, and leaves the row as it was', async () => {
    const db = server.app.db
    const target = await db
      .selectFrom('properties')
      .select(['id', 'name'])
      .where('operator_id', '=', second)
      .executeTakeFirstOrThrow()
    const changed = await asOperatorRequest(demo, true, () =>
      db.updateTable('properties').set({ name: 'Taken over' }).where('id', '=', target.id).executeTakeFirst(),
    )
    expect(Number(changed.numUpdatedRows)).toBe(0)
    await expect(
      asOperatorRequest(demo, true, () =>
        db
          .insertInto('floors')
          .values({
            property_id: target.id,
            name: 'Smuggled',
            level: 99,
            created_at: new Date().toISOString(),
          })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/)
    const after = await db
      .selectFrom('properties')
      .select('name')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow()
    expect(after.name).toBe(target.name)
  })

  it('holds every table with operator_id to a policy for the request role, and finds a table without one', async () => {
    const db = server.app.db
    expect(await tablesWithoutPolicy(db)).toEqual([])
    await sql`create table stray_notes (id bigserial primary key, operator_id bigint not null, note text)`.execute(
      db,
    )
    try {
      expect(await tablesWithoutPolicy(db)).toEqual(['stray_notes'])
    } finally {
      await sql`drop table stray_notes`.execute(db)
    }
  })
})
