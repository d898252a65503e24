import type { Generated, Kysely } from 'kysely'
import { INDIAN_CITIES } from '../reference/cities'
import { COUNTRIES, INDIA_ISO } from '../reference/countries'
import { courseFacts } from '../reference/courses'
import { COLLEGES } from '../reference/institutions'
import { INDIAN_TAX_TYPES } from '../reference/taxTypes'

/** The reference tables as this migration wrote them. */
interface ReferenceTables {
  countries: {
    id: Generated<number>
    name: string
    iso_code: string
    isd_code: string
    national_number_length: number
    currency_code: string
    currency_name: string
    currency_symbol: string
    decimal_places: number
    sort_order: number
  }
  cities: { id: Generated<number>; name: string; state: string; country_id: number }
  institutions: { id: Generated<number>; name: string; type: 'COLLEGE'; city_id: number }
  institution_courses: { institution_id: number; name: string; level: string; duration_years: number | null }
  tax_types: { id: Generated<number>; country_id: number; code: string; name: string; is_default: number }
  tax_type_rates: { tax_type_id: number; rate_bps: number }
}

/** Countries, Indian cities, colleges with their courses, and India's tax regimes with their rates. */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<ReferenceTables>
  await db
    .insertInto('countries')
    .values(COUNTRIES.map((country, index) => ({ ...country, decimal_places: 2, sort_order: index + 1 })))
    .execute()
  const { id: indiaId } = await db
    .selectFrom('countries')
    .select('id')
    .where('iso_code', '=', INDIA_ISO)
    .executeTakeFirstOrThrow()

  await db
    .insertInto('cities')
    .values(INDIAN_CITIES.map(([name, state]) => ({ name, state, country_id: indiaId })))
    .execute()
  const cities = await db.selectFrom('cities').select(['id', 'name']).execute()
  const cityIds = new Map(cities.map((city) => [city.name, city.id]))
  const cityId = (name: string) => {
    const id = cityIds.get(name)
    if (id === undefined) throw new Error(`Unknown city ${name}`)
    return id
  }

  for (const college of COLLEGES) {
    const { id } = await db
      .insertInto('institutions')
      .values({ name: college.name, type: 'COLLEGE', city_id: cityId(college.city) })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('institution_courses')
      .values(college.courses.map((name) => ({ institution_id: id, name, ...courseFacts(name) })))
      .execute()
  }

  for (const { rates_bps, ...tax } of INDIAN_TAX_TYPES) {
    const { id } = await db
      .insertInto('tax_types')
      .values({ ...tax, country_id: indiaId })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('tax_type_rates')
      .values(rates_bps.map((rate_bps) => ({ tax_type_id: id, rate_bps })))
      .execute()
  }
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<ReferenceTables>
  for (const table of [
    'tax_type_rates',
    'tax_types',
    'institution_courses',
    'institutions',
    'cities',
    'countries',
  ] as const) {
    await db.deleteFrom(table).execute()
  }
}
