import type { FastifyReply, FastifyRequest } from 'fastify'
import { INDIA_ISO } from '../db/reference/countries'
import { contains, countRows } from '../db/search'
import { operatorOf } from '../http/authentication'
import {
  createCourse,
  createInstitution,
  listCourses,
  listInstitutions,
  type CourseInput,
  type Duplicate,
  type InstitutionInput,
  type InstitutionListQuery,
  type Viewer,
} from '../resources/institutions'
import { handler, page, type Handlers, type PageQuery, type Services } from './handler'

type NameQuery = PageQuery & { name?: string }

/** The operator whose own institutions and courses are listed with the shared ones; none for a signup token. */
const viewerOf = (request: FastifyRequest): Viewer =>
  request.auth?.kind === 'session' ? request.auth.operator.id : null

/** A 409 naming the existing entry, on the name field, so the form can offer to pick it. */
const sendDuplicate = (reply: FastifyReply, { message, field, existing }: Duplicate) =>
  reply.code(409).send({ message, errors: [{ field, message }], existing })

/**
 * Tag `resources`: reference data for pickers (countries, states with GST codes, cities, tax types, and the
 * institutions and courses every operator shares), and each operator's own institutions and courses.
 */
export function resourceHandlers({ db }: Services): Handlers {
  return {
    listCities: handler<{ Querystring: NameQuery & { country_id?: number } }>(async ({ query }) => {
      let cities = db.selectFrom('cities')
      if (query.name) cities = cities.where(contains('name', query.name))
      if (query.country_id) cities = cities.where('country_id', '=', query.country_id)
      const results = await cities
        .select(['id', 'name', 'state', 'state_gst_code', 'country_id'])
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
          'decimal_places',
          'national_number_length',
        ])
        .orderBy('sort_order')
        .offset(query.offset)
        .limit(query.limit)
        .execute()
      return page(await countRows(countries), results)
    }),

    listStates: handler<{ Querystring: NameQuery & { country_id?: number } }>(async ({ query }) => {
      let states = db.selectFrom('states')
      const text = query.name
      if (text) states = states.where((eb) => eb.or([contains('name', text), eb('gst_code', '=', text)]))
      if (query.country_id) states = states.where('country_id', '=', query.country_id)
      const results = await states
        .select(['id', 'name', 'gst_code', 'kind', 'country_id'])
        .orderBy('gst_code')
        .offset(query.offset)
        .limit(query.limit)
        .execute()
      return page(await countRows(states), results)
    }),

    listInstitutions: handler<{ Querystring: InstitutionListQuery }>(async (request) => ({
      data: await listInstitutions(db, viewerOf(request), request.query),
    })),

    listInstitutionCourses: handler<{ Params: { id: number }; Querystring: NameQuery }>(async (request) => ({
      data: await listCourses(db, viewerOf(request), request.params.id, request.query),
    })),

    createInstitution: handler<{ Body: InstitutionInput }>(async (request, reply) => {
      const result = await createInstitution(db, operatorOf(request).id, request.body)
      if (result.duplicate) return sendDuplicate(reply, result.duplicate)
      return reply.code(201).send({ data: result.created })
    }),

    createInstitutionCourse: handler<{ Params: { id: number }; Body: CourseInput }>(
      async (request, reply) => {
        const result = await createCourse(db, operatorOf(request).id, request.params.id, request.body)
        if (result.duplicate) return sendDuplicate(reply, result.duplicate)
        return reply.code(201).send({ data: result.created })
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
