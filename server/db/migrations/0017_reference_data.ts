import { sql, type Generated, type Kysely } from 'kysely'
import { nameKey } from '../../resources/nameKey'
import { INDIA_ISO } from '../reference/countries'
import { INDIAN_STATES } from '../reference/states'

/** The tables as this migration reads and writes them. */
interface Tables {
  countries: { id: Generated<number>; iso_code: string }
  states: { id: Generated<number>; country_id: number; name: string; gst_code: string; kind: string }
  cities: { id: Generated<number>; state: string; state_gst_code: string | null }
  institutions: { id: Generated<number>; name: string; name_key: string; operator_id: number | null }
  institution_courses: {
    id: Generated<number>
    institution_id: number
    name: string
    name_key: string
    operator_id: number | null
  }
  tenants: { institution_id: number | null; course_id: number | null }
}

/**
 * Reference data of issue 19:
 * - `states`: India's states and union territories with their GST state codes, from `INDIAN_STATES`;
 * - `cities.state_gst_code`: the GST code of each city's state (null where the state is not India's);
 * - an operator's own institutions and courses: `operator_id` (null for the shared list every operator sees),
 *   `name_key` (the name lower-cased without spaces or punctuation, which duplicates are found by) and, for an
 *   institution, its AISHE code (`C-` or `U-` and digits) when known. `operator_id` carries no foreign key, so
 *   that `down` can drop it (SQLite cannot drop a referencing column); operators are never deleted.
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>
  await db.schema
    .createTable('states')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('gst_code', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('STATE', 'UT')`))
    .addUniqueConstraint('states_country_gst_code', ['country_id', 'gst_code'])
    .execute()
  const { id: indiaId } = await db
    .selectFrom('countries')
    .select('id')
    .where('iso_code', '=', INDIA_ISO)
    .executeTakeFirstOrThrow()
  await db
    .insertInto('states')
    .values(INDIAN_STATES.map((state) => ({ country_id: indiaId, ...state })))
    .execute()

  await db.schema.alterTable('cities').addColumn('state_gst_code', 'text').execute()
  for (const state of INDIAN_STATES) {
    await db
      .updateTable('cities')
      .set({ state_gst_code: state.gst_code })
      .where('state', '=', state.name)
      .execute()
  }

  for (const table of ['institutions', 'institution_courses'] as const) {
    await db.schema.alterTable(table).addColumn('operator_id', 'integer').execute()
    await db.schema
      .alterTable(table)
      .addColumn('name_key', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
    const rows = await db.selectFrom(table).select(['id', 'name']).execute()
    for (const row of rows) {
      await db
        .updateTable(table)
        .set({ name_key: nameKey(row.name) })
        .where('id', '=', row.id)
        .execute()
    }
  }
  await db.schema.alterTable('institutions').addColumn('aishe_code', 'text').execute()
  await db.schema
    .createIndex('institutions_city_name_key')
    .on('institutions')
    .columns(['city_id', 'name_key'])
    .execute()
  await db.schema
    .createIndex('institution_courses_name_key')
    .on('institution_courses')
    .columns(['institution_id', 'name_key'])
    .execute()
}

/** Operators' own entries go with the columns that mark them (their residents keep no college), shared ones stay. */
export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>
  const ownCourses = db.selectFrom('institution_courses').select('id').where('operator_id', 'is not', null)
  const ownInstitutions = db.selectFrom('institutions').select('id').where('operator_id', 'is not', null)
  await db.updateTable('tenants').set({ course_id: null }).where('course_id', 'in', ownCourses).execute()
  await db
    .updateTable('tenants')
    .set({ institution_id: null, course_id: null })
    .where('institution_id', 'in', ownInstitutions)
    .execute()
  await db
    .deleteFrom('institution_courses')
    .where((eb) => eb.or([eb('operator_id', 'is not', null), eb('institution_id', 'in', ownInstitutions)]))
    .execute()
  await db.deleteFrom('institutions').where('operator_id', 'is not', null).execute()
  await db.schema.dropIndex('institution_courses_name_key').execute()
  await db.schema.dropIndex('institutions_city_name_key').execute()
  await db.schema.alterTable('institutions').dropColumn('aishe_code').execute()
  for (const table of ['institution_courses', 'institutions']) {
    await db.schema.alterTable(table).dropColumn('name_key').execute()
    await db.schema.alterTable(table).dropColumn('operator_id').execute()
  }
  await db.schema.alterTable('cities').dropColumn('state_gst_code').execute()
  await db.schema.dropTable('states').execute()
}
