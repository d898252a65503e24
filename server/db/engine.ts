import {
  CompiledQuery,
  type ColumnDefinitionNode,
  DataTypeNode,
  OperationNodeTransformer,
  sql,
  type Kysely,
  type KyselyPlugin,
  type QueryId,
  type RawBuilder,
  type Transaction,
} from 'kysely'

/**
 * SQL that differs between engines lives here, one function per construct, and nowhere else. A process speaks to
 * one engine (SQLite, the embedded default, or PostgreSQL when DATABASE_URL names one): opening the database sets
 * it, and each construct reads it when its query is built.
 */
export type Engine = 'sqlite' | 'postgres'

let current: Engine | undefined

/** Called by the function that opens the database; a process never opens both. */
export function useEngine(engine: Engine): void {
  current = engine
}

/**
 * The engine of the database this process opened. Asking before one is open is a mistake this throws on: SQL
 * built at module load (a constant) would be built for whichever engine came first, not the one in use.
 */
export function engine(): Engine {
  if (!current)
    throw new Error('No database is open yet: build engine-specific SQL per query, not at module load')
  return current
}

const onPostgres = () => engine() === 'postgres'

/** The earlier of two dates or numbers (SQLite's two-argument min; PostgreSQL's least). */
export const earlierOf = (a: RawBuilder<unknown>, b: RawBuilder<unknown>) =>
  onPostgres() ? sql`least(${a}, ${b})` : sql`min(${a}, ${b})`

/** The later of two dates or numbers (SQLite's two-argument max; PostgreSQL's greatest). */
export const laterOf = (a: RawBuilder<unknown>, b: RawBuilder<unknown>) =>
  onPostgres() ? sql`greatest(${a}, ${b})` : sql`max(${a}, ${b})`

/** Days from `first` to `last` (ISO dates), both counted. */
export const daysFromTo = (first: RawBuilder<unknown>, last: RawBuilder<unknown>) =>
  onPostgres()
    ? sql<number>`(cast(${last} as date) - cast(${first} as date) + 1)`
    : sql<number>`julianday(${last}) - julianday(${first}) + 1`

/** An ISO date `days` days after `date` (negative: before), as text. */
export const addDays = (date: RawBuilder<unknown>, days: RawBuilder<unknown>) =>
  onPostgres()
    ? sql<string>`to_char(cast(${date} as date) + cast(${days} as integer), 'YYYY-MM-DD')`
    : sql<string>`date(${date}, (${days}) || ' days')`

/** An ISO date `months` calendar months after `date` (negative: before), as text. */
export const addMonths = (date: RawBuilder<unknown>, months: RawBuilder<unknown>) =>
  onPostgres()
    ? sql<string>`to_char(cast(${date} as date) + make_interval(months => cast(${months} as integer)), 'YYYY-MM-DD')`
    : sql<string>`date(${date}, (${months}) || ' months')`

/** The month number (1–12) of an ISO date. */
export const monthOf = (date: RawBuilder<unknown>) =>
  onPostgres()
    ? sql<number>`cast(extract(month from cast(${date} as date)) as integer)`
    : sql<number>`cast(strftime('%m', ${date}) as integer)`

/** A number as text padded with zeros to `width` digits. */
export const zeroPadded = (value: RawBuilder<unknown>, width: number) =>
  onPostgres()
    ? sql<string>`lpad(cast(${value} as text), ${sql.lit(width)}, '0')`
    : sql<string>`printf(${sql.lit(`%0${width}d`)}, ${value})`

/** The last `count` characters of a text. */
export const lastCharacters = (text: RawBuilder<unknown>, count: number) =>
  onPostgres()
    ? sql<string>`right(${text}, ${sql.lit(count)})`
    : sql<string>`substr(${text}, ${sql.lit(-count)})`

/** The values of a column over a group, joined by commas (no order promised). */
export const commaList = (value: RawBuilder<unknown>) =>
  onPostgres() ? sql<string>`string_agg(cast(${value} as text), ',')` : sql<string>`group_concat(${value})`

/**
 * The elements of a JSON array held as text, as a table with one column `value` (text), for use in `from` or
 * `exists (select … from …)`.
 */
export const jsonArrayElements = (json: RawBuilder<unknown>) =>
  onPostgres()
    ? sql<{ value: string }>`json_array_elements_text(cast(${json} as json))`
    : sql<{ value: string }>`json_each(${json})`

/**
 * A number that moves whenever a write happened (rolled back or not) since it was last read: SQLite's
 * total_changes() on its one connection; on PostgreSQL the next transaction id, which each writing transaction
 * takes one of (reading it takes none).
 */
export const writeCounter = () =>
  onPostgres()
    ? sql<number>`cast(cast(pg_snapshot_xmax(pg_current_snapshot()) as text) as bigint)`
    : sql<number>`total_changes()`

/**
 * Runs `change` with foreign keys unenforced, for a SQLite table rebuild (SQLite cannot alter a check
 * constraint, so the table is copied to a new one with the new check), then checks that every reference still
 * resolves. Migrations run outside a transaction on SQLite, where the pragma takes effect.
 */
async function withoutForeignKeys(db: Kysely<unknown>, change: () => Promise<void>): Promise<void> {
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

/**
 * Gives `column` of `table` a new check. PostgreSQL alters the constraint in place (named as PostgreSQL names a
 * column's check: `<table>_<column>_check`); SQLite cannot, so `rebuild` copies the table into one created with
 * the new check, with foreign keys unenforced meanwhile.
 */
export async function replaceColumnCheck(
  db: Kysely<unknown>,
  change: { table: string; column: string; check: RawBuilder<unknown>; rebuild: () => Promise<void> },
): Promise<void> {
  if (!onPostgres()) return withoutForeignKeys(db, change.rebuild)
  const name = sql.id(`${change.table}_${change.column}_check`)
  await sql`alter table ${sql.table(change.table)} drop constraint ${name}, add constraint ${name} check (${change.check})`.execute(
    db,
  )
}

/** SQLite's integer and real hold 8 bytes; PostgreSQL's hold 4 (phone numbers, sums of paise need 8). */
const POSTGRES_TYPES: Partial<Record<string, 'bigint' | 'double precision'>> = {
  integer: 'bigint',
  real: 'double precision',
}

/**
 * What migrations write for SQLite, as PostgreSQL needs it: an autoincrement integer key becomes `bigserial`,
 * and the other types their 8-byte kin (POSTGRES_TYPES).
 */
class PostgresColumns extends OperationNodeTransformer {
  protected override transformColumnDefinition(
    node: ColumnDefinitionNode,
    queryId?: QueryId,
  ): ColumnDefinitionNode {
    const column = super.transformColumnDefinition(node, queryId)
    if (column.autoIncrement)
      return { ...column, autoIncrement: false, dataType: DataTypeNode.create('bigserial') }
    if (!DataTypeNode.is(column.dataType)) return column
    const wider = POSTGRES_TYPES[column.dataType.dataType]
    return wider ? { ...column, dataType: DataTypeNode.create(wider) } : column
  }
}

const postgresColumns = new PostgresColumns()

/** The plugin a PostgreSQL database is opened with (see PostgresColumns). */
export const postgresSchemaPlugin: KyselyPlugin = {
  transformQuery: ({ node }) => postgresColumns.transformNode(node),
  transformResult: async ({ result }) => result,
}

/**
 * Moves `table`'s id sequence past its highest id, after rows were written with ids of their own (batched
 * inserts that number their rows). Nothing to do on SQLite.
 */
export async function resyncIdSequence<Schema>(db: Kysely<Schema>, table: string): Promise<void> {
  if (!onPostgres()) return
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false)
    from ${sql.table(table)}`.execute(db)
}

/**
 * Moves every `serial` column's sequence past the highest id its table holds: rows written with their ids
 * (reference data, a rebuilt table's copy) do not advance it. Nothing to do on SQLite, whose next id is the
 * highest plus one.
 */
export async function resyncIdSequences<Schema>(db: Kysely<Schema>): Promise<void> {
  if (!onPostgres()) return
  await sql`
    do $$
    declare kept record;
    begin
      for kept in
        select c.relname as table_name, a.attname as column_name,
          pg_get_serial_sequence(format('%I', c.relname), a.attname) as sequence_name
        from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace
          and pg_get_serial_sequence(format('%I', c.relname), a.attname) is not null
      loop
        execute format('select setval(%L, coalesce((select max(%I) from %I), 0) + 1, false)',
          kept.sequence_name, kept.column_name, kept.table_name);
      end loop;
    end $$`.execute(db)
}

/** The role a request's transaction takes on PostgreSQL: it owns no table, so row-level security binds it. */
export const REQUEST_ROLE = 'roost_app'

/**
 * Tables holding an operator's data that reach their operator through a parent row (table, the column naming
 * it), in an order where each parent comes before its children. On PostgreSQL each gets `operator_id`, filled
 * from the parent on insert, so that one policy shape covers every table.
 */
const OPERATOR_THROUGH_PARENT: readonly [table: string, parent: string, column: string][] = [
  ['floors', 'properties', 'property_id'],
  ['room_types', 'properties', 'property_id'],
  ['room_features', 'properties', 'property_id'],
  ['rooms', 'properties', 'property_id'],
  ['beds', 'properties', 'property_id'],
  ['allotments', 'properties', 'property_id'],
  ['receipt_serials', 'properties', 'property_id'],
  ['room_type_features', 'room_types', 'room_type_id'],
  ['room_feature_links', 'rooms', 'room_id'],
  ['rent_terms', 'tenants', 'tenant_id'],
  ['transaction_audit', 'collection_transactions', 'transaction_id'],
  ['collection_reminders', 'collections', 'collection_id'],
  ['collection_remarks', 'collections', 'collection_id'],
  ['bank_account_properties', 'bank_accounts', 'bank_account_id'],
  ['staff_properties', 'staff', 'staff_id'],
  ['attendance_mark_revisions', 'attendance_marks', 'mark_id'],
  ['outpass_events', 'outpasses', 'outpass_id'],
  ['outpass_notices', 'outpasses', 'outpass_id'],
  ['vendor_services', 'vendors', 'vendor_id'],
  ['vendor_properties', 'vendors', 'vendor_id'],
  ['complaint_activities', 'complaints', 'complaint_id'],
  ['complaint_attachments', 'complaints', 'complaint_id'],
  ['expense_allocations', 'expenses', 'expense_id'],
  ['activity_log_subjects', 'activity_log', 'entry_id'],
]

/** Tables whose rows may be shared by every operator (operator_id null) besides each operator's own. */
const SHARED_ROWS = new Set(['institutions', 'institution_courses'])

/** Tables no request reads after sign-in (phone codes; the migrator's own), left to the server's own role. */
const SERVER_ONLY = new Set(['otp_codes', 'kysely_migration', 'kysely_migration_lock'])

/** The operator a request's transaction set (SET LOCAL through set_config), or null outside one. */
const CURRENT_OPERATOR = sql`nullif(current_setting('app.operator_id', true), '')::bigint`

/**
 * Row-level security per operator (PostgreSQL only; SQLite serves one operator's process at a time and has
 * none). Every table holding an operator's data gets `operator_id` (filled from the parent row where the code
 * names only the parent) and a policy letting the request role see and write only the current operator's rows;
 * FORCE makes it bind the tables' owner too, whose own policy lets the server's work outside requests (sign-in,
 * sweeps, report jobs, migrations) see every row. Reference tables stay readable by all.
 */
export async function enableRowLevelSecurity<Schema>(db: Kysely<Schema>): Promise<void> {
  if (!onPostgres()) return
  const role = sql.id(REQUEST_ROLE)
  await sql`
    do $$ begin
      if not exists (select from pg_roles where rolname = ${sql.lit(REQUEST_ROLE)}) then
        create role ${role} nologin;
      end if;
    end $$`.execute(db)
  await sql`grant ${role} to current_user`.execute(db)
  await sql`grant usage on schema public to ${role}`.execute(db)
  await sql`grant select, insert, update, delete on all tables in schema public to ${role}`.execute(db)
  await sql`grant usage, select on all sequences in schema public to ${role}`.execute(db)
  await sql`alter default privileges in schema public grant select, insert, update, delete on tables to ${role}`.execute(
    db,
  )
  await sql`alter default privileges in schema public grant usage, select on sequences to ${role}`.execute(db)

  await sql`
    create or replace function roost_operator_from_parent() returns trigger language plpgsql as $$
    begin
      if new.operator_id is null then
        execute format('select operator_id from %I where id = $1', tg_argv[0])
          into new.operator_id using (to_jsonb(new) ->> tg_argv[1])::bigint;
      end if;
      return new;
    end $$`.execute(db)
  for (const [table, parent, column] of OPERATOR_THROUGH_PARENT) {
    const name = sql.table(table)
    await sql`alter table ${name} add column operator_id bigint references operators (id) on delete cascade`.execute(
      db,
    )
    await sql`update ${name} set operator_id = (select p.operator_id from ${sql.table(parent)} p
      where p.id = ${sql.ref(`${table}.${column}`)})`.execute(db)
    await sql`alter table ${name} alter column operator_id set not null`.execute(db)
    await sql`create index ${sql.id(`${table}_operator`)} on ${name} (operator_id)`.execute(db)
    await sql`create trigger ${sql.id(`${table}_operator`)} before insert on ${name} for each row
      execute function roost_operator_from_parent(${sql.lit(parent)}, ${sql.lit(column)})`.execute(db)
  }

  const { rows } = await sql<{ table_name: string; scoped_by: 'operator_id' | 'id' }>`
    select table_name, case when table_name = 'operators' then 'id' else 'operator_id' end as scoped_by
    from information_schema.columns
    where table_schema = current_schema() and column_name = 'operator_id'
    union select 'operators', 'id'`.execute(db)
  for (const { table_name: table, scoped_by: column } of rows) await holdToOperator(db, table, column)
  for (const table of SERVER_ONLY) {
    await sql`alter table ${sql.table(table)} enable row level security`.execute(db)
    await sql`alter table ${sql.table(table)} force row level security`.execute(db)
    await sql`create policy server_rows on ${sql.table(table)} to current_user using (true) with check (true)`.execute(
      db,
    )
  }
}

/**
 * Holds `table` (an operator's data, by `column`: its operator_id) to row-level security on PostgreSQL: the
 * request role sees and writes the current operator's rows only (and shared rows, for SHARED_ROWS tables); the
 * server's own role, outside requests, sees all. A migration adding such a table calls it.
 */
export async function holdToOperator<Schema>(
  db: Kysely<Schema>,
  table: string,
  column = 'operator_id',
): Promise<void> {
  if (!onPostgres()) return
  const name = sql.table(table)
  const mine = sql`${sql.ref(column)} = ${CURRENT_OPERATOR}`
  const visible = SHARED_ROWS.has(table) ? sql`${sql.ref(column)} is null or ${mine}` : mine
  await sql`alter table ${name} enable row level security`.execute(db)
  await sql`alter table ${name} force row level security`.execute(db)
  await sql`create policy operator_rows on ${name} to ${sql.id(REQUEST_ROLE)} using (${visible}) with check (${mine})`.execute(
    db,
  )
  await sql`create policy server_rows on ${name} to current_user using (true) with check (true)`.execute(db)
}

/** The channel instances on one PostgreSQL database tell each other which operator's data changed on. */
export const CHANGES_CHANNEL = 'roost_changes'

/** Listens on CHANGES_CHANNEL (a listening connection's one statement). */
export const LISTEN_FOR_CHANGES = CompiledQuery.raw(`listen ${CHANGES_CHANNEL}`)

/**
 * What a writing request of `operatorId` runs just before it commits on PostgreSQL: the operator's data
 * version moves (in the same transaction as the writes, so any instance that sees the new rows sees the new
 * version), and the other instances are told, at commit, to forget what they keep for the operator.
 */
export function changedStatements(operatorId: number): CompiledQuery[] {
  return [
    CompiledQuery.raw(
      `insert into operator_data_versions (operator_id, version) values ($1, 1)
       on conflict (operator_id) do update set version = operator_data_versions.version + 1`,
      [operatorId],
    ),
    CompiledQuery.raw(`select pg_notify('${CHANGES_CHANNEL}', $1)`, [String(operatorId)]),
  ]
}

/**
 * The statements that open a request's transaction for `operatorId` on PostgreSQL: the operator its policies
 * see (local to the transaction, so a pooled connection never carries it into another request), the role they
 * bind, and for a writing request a lock per operator, so that an operator's writes run one at a time as they
 * do on SQLite (a check and the write it guards never interleave with another request's).
 */
export function operatorScopeStatements(operatorId: number, writes: boolean): CompiledQuery[] {
  const statements = [
    CompiledQuery.raw('begin'),
    CompiledQuery.raw(`select set_config('app.operator_id', $1, true)`, [String(operatorId)]),
    CompiledQuery.raw(`set local role ${REQUEST_ROLE}`),
    // A request never waits long on another's lock, and a transaction left open (a request that never finished)
    // is ended by the server rather than holding its locks and its connection for ever.
    CompiledQuery.raw(`set local lock_timeout = '30s'`),
    CompiledQuery.raw(`set local idle_in_transaction_session_timeout = '60s'`),
  ]
  if (writes)
    statements.push(CompiledQuery.raw('select pg_advisory_xact_lock(7700, $1::integer)', [operatorId]))
  return statements
}

/** Transaction control on a request's connection: its commands, and savepoints for transactions inside it. */
export const TRANSACTION = {
  commit: CompiledQuery.raw('commit'),
  rollback: CompiledQuery.raw('rollback'),
  savepoint: (name: string) => CompiledQuery.raw(`savepoint ${name}`),
  releaseSavepoint: (name: string) => CompiledQuery.raw(`release savepoint ${name}`),
  rollbackToSavepoint: (name: string) => CompiledQuery.raw(`rollback to savepoint ${name}`),
}

/**
 * Makes every `event` on `table` fail with `message` until allowWrites(name): tests use it to break a write
 * midway, as a full disk or a broken constraint would. SQLite raises from a trigger's body; PostgreSQL's trigger
 * calls a function of the same name that raises.
 */
export async function refuseWrites<Schema>(
  db: Kysely<Schema>,
  refusal: { name: string; table: string; event: 'insert' | 'update' | 'delete'; message: string },
): Promise<void> {
  const name = sql.id(refusal.name)
  const when = sql`before ${sql.raw(refusal.event)} on ${sql.table(refusal.table)}`
  if (!onPostgres()) {
    await sql`create trigger ${name} ${when} begin select raise(abort, ${sql.lit(refusal.message)}); end`.execute(
      db,
    )
    return
  }
  await sql`create function ${name}() returns trigger language plpgsql
    as $$ begin raise exception ${sql.lit(refusal.message)}; end $$`.execute(db)
  await sql`create trigger ${name} ${when} for each row execute function ${name}()`.execute(db)
}

/** Undoes refuseWrites(name), if it was made; dropping PostgreSQL's function drops its trigger with it. */
export async function allowWrites<Schema>(db: Kysely<Schema>, name: string): Promise<void> {
  if (onPostgres()) await sql`drop function if exists ${sql.id(name)}() cascade`.execute(db)
  else await sql`drop trigger if exists ${sql.id(name)}`.execute(db)
}

/** Undoes enableRowLevelSecurity: the policies, the switches, the added columns and their trigger function. */
export async function disableRowLevelSecurity<Schema>(db: Kysely<Schema>): Promise<void> {
  if (!onPostgres()) return
  const { rows } = await sql<{ tablename: string; policyname: string }>`
    select tablename, policyname from pg_policies where schemaname = current_schema()`.execute(db)
  for (const { tablename, policyname } of rows) {
    await sql`drop policy ${sql.id(policyname)} on ${sql.table(tablename)}`.execute(db)
    await sql`alter table ${sql.table(tablename)} no force row level security, disable row level security`.execute(
      db,
    )
  }
  for (const [table] of OPERATOR_THROUGH_PARENT) {
    await sql`drop trigger ${sql.id(`${table}_operator`)} on ${sql.table(table)}`.execute(db)
    await sql`alter table ${sql.table(table)} drop column operator_id`.execute(db)
  }
  await sql`drop function roost_operator_from_parent()`.execute(db)
}

/**
 * Keeps `table` to the server's own role on PostgreSQL, as SERVER_ONLY's tables: row-level security on and forced,
 * with a policy for the server's role only, so a request's role sees none of its rows. A migration adding a table
 * no request reads after sign-in calls it.
 */
export async function holdToServer<Schema>(db: Kysely<Schema>, table: string): Promise<void> {
  if (!onPostgres()) return
  const name = sql.table(table)
  await sql`alter table ${name} enable row level security`.execute(db)
  await sql`alter table ${name} force row level security`.execute(db)
  await sql`create policy server_rows on ${name} to current_user using (true) with check (true)`.execute(db)
}

/**
 * Holds a lock on `key` (within `space`, a name) until the transaction `trx` ends, so that transactions taking the
 * same key run one after another across server processes: PostgreSQL's advisory lock (two processes' transactions
 * otherwise run at once, each reading before the other's write commits). SQLite needs none: a process's
 * transactions take turns on its one connection, and processes' take turns on the file's write lock (held from a
 * transaction's first write, so a transaction that must not read stale rows writes first).
 */
export async function lockUntilCommit<Schema>(
  trx: Transaction<Schema>,
  space: string,
  key: string,
): Promise<void> {
  if (!onPostgres()) return
  await sql`select pg_advisory_xact_lock(hashtext(${space}), hashtext(${key}))`.execute(trx)
}

/**
 * Gathers the planner's statistics after a bulk load (the demo seed, a bulk inventory). PostgreSQL's autovacuum
 * analyzes a table only a while after its rows change, and a database copied from a template inherits no such pending
 * work: until then every table looks one row long, and nested loops over the real thousands of rows (row-level
 * security's operator index scans, correlated subqueries) run for minutes. SQLite's planner is left as it has always
 * run, without its statistics tables.
 */
export async function refreshPlannerStatistics<Schema>(db: Kysely<Schema>): Promise<void> {
  if (onPostgres()) await sql`analyze`.execute(db)
}
