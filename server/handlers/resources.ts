import { INDIA_ISO } from '../db/reference/countries'
import { contains, countRows } from '../db/search'
import { notFound } from '../http/httpError'
import { handler, page, type Handlers, type PageQuery, type Services } from './handler'

type NameQuery = PageQuery & { name?: string }

/** Tag `resources`: reference data for pickers. */
export function resourceHandlers({ db }: Services): Handlers {
  return {
    listCities: handler<{ Querystring: NameQuery & { country_id?: number } }>(async ({ query }) => {
      let cities = db.selectFrom('cities')
      if (query.name) cities = cities.where(contains('name', query.name))
      if (query.country_id) cities = cities.where('country_id', '=', query.country_id)
      const results = await cities
        .select(['id', 'name', 'state', 'country_id'])
        .orderBy('name')
        .offset(query.offset)
        .limit(query.limit)
        .execute()
      return page(await countRows(cities), results)
    }),

    listCountries: handler<{ Querystring: NameQuery }>(async ({ query }) => {
      let countries = db.selectFrom('countries')
      const text = query.name
      if (text) {
        countries = countries.where((eb) =>
          eb.or([contains('name', text), contains('iso_code', text), contains('isd_code', text)]),
        )
      }
      const results = await countries
        .select([
          'id',
          'name',
          'iso_code',
          'isd_code',
          'currency_code',
          'currency_symbol',
          'national_number_length',
        ])
        .orderBy('sort_order')
        .offset(query.offset)
        .limit(query.limit)
        .execute()
      return page(await countRows(countries), results)
    }),

    listInstitutions: handler<{ Querystring: NameQuery & { type: 'COLLEGE'; city_id?: number } }>(
      async ({ query }) => {
        let institutions = db
          .selectFrom('institutions')
          .leftJoin('cities', 'cities.id', 'institutions.city_id')
          .where('institutions.type', '=', query.type)
        if (query.name) institutions = institutions.where(contains('institutions.name', query.name))
        if (query.city_id) institutions = institutions.where('institutions.city_id', '=', query.city_id)
        const results = await institutions
          .select([
            'institutions.id',
            'institutions.name',
            'institutions.type',
            'institutions.city_id',
            'cities.name as city_name',
          ])
          .orderBy('institutions.name')
          .offset(query.offset)
          .limit(query.limit)
          .execute()
        return page(await countRows(institutions), results)
      },
    ),

    listInstitutionCourses: handler<{ Params: { id: number }; Querystring: NameQuery & { type: 'COLLEGE' } }>(
      async ({ params, query }) => {
        const institution = await db
          .selectFrom('institutions')
          .select('id')
          .where('id', '=', params.id)
          .where('type', '=', query.type)
          .executeTakeFirst()
        if (!institution) throw notFound('No such institution.')
        let courses = db.selectFrom('institution_courses').where('institution_id', '=', institution.id)
        if (query.name) courses = courses.where(contains('name', query.name))
        const results = await courses
          .select(['id', 'name', 'institution_id', 'level', 'duration_years'])
          .orderBy('name')
          .offset(query.offset)
          .limit(query.limit)
          .execute()
        return page(await countRows(courses), results)
      },
    ),

    listTaxTypes: handler<{ Querystring: PageQuery & { country_id?: number } }>(async ({ query }) => {
      const india = () =>
        db.selectFrom('countries').select('id').where('iso_code', '=', INDIA_ISO).executeTakeFirstOrThrow()
      const countryId = query.country_id ?? (await india()).id
      const taxTypes = db.selectFrom('tax_types').where('country_id', '=', countryId)
      const rows = await taxTypes
        .select(['id', 'code', 'name', 'country_id', 'is_default'])
        .orderBy('id')
        .offset(query.offset)
        .limit(query.limit)
        .execute()
      const rates = rows.length
        ? await db
            .selectFrom('tax_type_rates')
            .select(['tax_type_id', 'rate_bps'])
            .where(
              'tax_type_id',
              'in',
              rows.map((tax) => tax.id),
            )
            .orderBy('rate_bps')
            .execute()
        : []
      const results = rows.map((tax) => ({
        ...tax,
        is_default: tax.is_default === 1,
        rates_bps: rates.filter((rate) => rate.tax_type_id === tax.id).map((rate) => rate.rate_bps),
      }))
      return page(await countRows(taxTypes), results)
    }),
  }
}
