import {
  type ColumnDefinitionNode,
  DataTypeNode,
  OperationNodeTransformer,
  sql,
  type Kysely,
  type KyselyPlugin,
  type QueryId,
  type RawBuilder,
} from 'kysely'

/**
 * SQL that differs between engines lives here, one function per construct, and nowhere else. A process speaks to
 * one engine (SQLite, the embedded default, or PostgreSQL when DATABASE_URL names one): opening the database sets
 * it, and each construct reads it when its query is built.
 */
export type Engine = 'sqlite' | 'postgres'

let current: Engine = 'sqlite'

/** Called by the function that opens the database; a process never opens both. */
export function useEngine(engine: Engine): void {
  current = engine
}

export const engine = (): Engine => current

const onPostgres = () => current === 'postgres'

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
