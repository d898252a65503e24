import { http, HttpResponse } from 'msw'
import { AISHE_CODE } from './referenceForms'
import type {
  City,
  Country,
  Course,
  CourseCreateRequest,
  Institution,
  InstitutionCreateRequest,
  State,
  TaxType,
} from './resourcesApi.gen'

/* Fixtures and msw handlers answering the resources calls as the provider would, for stories of any feature. */

export const countries: Country[] = [
  {
    id: 1,
    name: 'India',
    iso_code: 'IN',
    isd_code: '+91',
    currency_code: 'INR',
    currency_symbol: '₹',
    decimal_places: 2,
    national_number_length: 10,
  },
  {
    id: 2,
    name: 'United Arab Emirates',
    iso_code: 'AE',
    isd_code: '+971',
    currency_code: 'AED',
    currency_symbol: 'د.إ',
    decimal_places: 2,
    national_number_length: 9,
  },
  {
    id: 3,
    name: 'Nepal',
    iso_code: 'NP',
    isd_code: '+977',
    currency_code: 'NPR',
    currency_symbol: 'रू',
    decimal_places: 2,
    national_number_length: 10,
  },
]

export const states: State[] = [
  { id: 6, name: 'Haryana', gst_code: '06', kind: 'STATE', country_id: 1 },
  { id: 7, name: 'Delhi', gst_code: '07', kind: 'UT', country_id: 1 },
  { id: 26, name: 'Maharashtra', gst_code: '27', kind: 'STATE', country_id: 1 },
  { id: 28, name: 'Karnataka', gst_code: '29', kind: 'STATE', country_id: 1 },
  { id: 32, name: 'Tamil Nadu', gst_code: '33', kind: 'STATE', country_id: 1 },
  { id: 35, name: 'Telangana', gst_code: '36', kind: 'STATE', country_id: 1 },
]

const CITY_NAMES: [string, string, string][] = [
  ['Bengaluru', 'Karnataka', '29'],
  ['Mysuru', 'Karnataka', '29'],
  ['Pune', 'Maharashtra', '27'],
  ['Mumbai', 'Maharashtra', '27'],
  ['Gurugram', 'Haryana', '06'],
  ['New Delhi', 'Delhi', '07'],
  ['Chennai', 'Tamil Nadu', '33'],
  ['Hyderabad', 'Telangana', '36'],
  ['Coimbatore', 'Tamil Nadu', '33'],
  ['Nagpur', 'Maharashtra', '27'],
  ['Faridabad', 'Haryana', '06'],
  ['Warangal', 'Telangana', '36'],
]

export const cities: City[] = CITY_NAMES.map(([name, state, code], at) => ({
  id: at + 1,
  name,
  state,
  state_gst_code: code,
  country_id: 1,
}))

const college = (
  id: number,
  name: string,
  cityId: number,
  extra: Partial<Institution> = {},
): Institution => ({
  id,
  name,
  type: 'COLLEGE',
  city_id: cityId,
  city_name: cities.find((city) => city.id === cityId)?.name ?? null,
  aishe_code: null,
  is_own: false,
  ...extra,
})

export const institutions: Institution[] = [
  college(3, 'Christ University', 1, { aishe_code: 'U-0214' }),
  college(4, 'St. Joseph’s College', 1),
  college(5, 'RV College of Engineering', 1, { aishe_code: 'C-41352' }),
  college(6, 'Fergusson College', 3),
  college(7, 'COEP Technological University', 3),
  college(8, 'IIT Madras', 7, { aishe_code: 'U-0456' }),
  college(9, 'Osmania University', 8),
  college(10, 'PSG College of Technology', 9),
  college(11, 'St. Xavier’s College', 4),
  college(12, 'Amity University Gurugram', 5),
  college(13, 'Delhi Technological University', 6),
  college(9001, 'Bluebell Institute of Hotel Management', 1, { is_own: true }),
]

export const courses: Course[] = [
  { id: 12, name: 'BCom', institution_id: 3, level: 'UG', duration_years: 3, is_own: false },
  { id: 13, name: 'BBA', institution_id: 3, level: 'UG', duration_years: 3, is_own: false },
  { id: 14, name: 'MBA', institution_id: 3, level: 'PG', duration_years: 2, is_own: false },
  { id: 15, name: 'BA Psychology', institution_id: 3, level: 'UG', duration_years: 3, is_own: false },
  {
    id: 16,
    name: 'Diploma in Bakery',
    institution_id: 9001,
    level: 'DIPLOMA',
    duration_years: 1,
    is_own: true,
  },
]

export const taxTypes: TaxType[] = [
  {
    id: 1,
    code: 'GST',
    name: 'Goods and Services Tax',
    country_id: 1,
    is_default: true,
    rates_bps: [0, 500, 1200, 1800],
  },
  { id: 2, code: 'NONE', name: 'No tax', country_id: 1, is_default: false, rates_bps: [0] },
]

/** The name two entries are compared by, as the provider does: lower-case, without spaces or punctuation. */
const nameKey = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

/** What the handlers were sent, for play functions to check. */
export type ResourcesSentLog = {
  institutionQueries: URLSearchParams[]
  courseQueries: URLSearchParams[]
  institutionsCreated: InstitutionCreateRequest[]
  coursesCreated: { id: number; body: CourseCreateRequest }[]
}

export const newResourcesSentLog = (): ResourcesSentLog => ({
  institutionQueries: [],
  courseQueries: [],
  institutionsCreated: [],
  coursesCreated: [],
})

const paged = <T>(request: Request, rows: readonly T[], defaultLimit = 10) => {
  const params = new URL(request.url).searchParams
  const offset = Number(params.get('offset') ?? 0)
  const limit = Number(params.get('limit') ?? defaultLimit)
  return HttpResponse.json({ data: { count: rows.length, results: rows.slice(offset, offset + limit) } })
}

const matches = (text: string | null, ...values: string[]) =>
  !text || values.some((value) => value.toLowerCase().includes(text.toLowerCase()))

const conflict = (message: string, existing: { id: number; name: string }) =>
  HttpResponse.json({ message, errors: [{ field: 'body.name', message }], existing }, { status: 409 })

const badRequest = (field: string, message: string) =>
  HttpResponse.json({ message, errors: [{ field, message }] }, { status: 400 })

/** City id that the provider answers with a 400 on `body.city_id`, to show a server field error. */
export const REFUSED_CITY_ID = 12

/**
 * Every resources call over the fixtures: lists filtered and paged as the contract says, and adds that keep what
 * they add (de-duplicated by name and city, or by name within a college, answering 409 with the existing entry).
 */
export function resourcesHandlers(sent: ResourcesSentLog = newResourcesSentLog()) {
  const colleges = [...institutions]
  const allCourses = [...courses]
  let nextId = 20_000
  return [
    http.get('*/user/api/v1/resource/country_list', ({ request }) => {
      const name = new URL(request.url).searchParams.get('name')
      return paged(
        request,
        countries.filter((country) => matches(name, country.name, country.iso_code, country.isd_code)),
      )
    }),
    http.get('*/user/api/v1/resource/state_list', ({ request }) => {
      const name = new URL(request.url).searchParams.get('name')
      return paged(
        request,
        states.filter((state) => matches(name, state.name) || state.gst_code === name),
      )
    }),
    http.get('*/user/api/v1/resource/city_list', ({ request }) => {
      const name = new URL(request.url).searchParams.get('name')
      return paged(
        request,
        cities.filter((city) => matches(name, city.name)),
      )
    }),
    http.get('*/user/api/v1/resource/tax/list', ({ request }) => paged(request, taxTypes)),
    http.get('*/user/api/v1/resource/institution/list', ({ request }) => {
      const params = new URL(request.url).searchParams
      sent.institutionQueries.push(params)
      const cityId = Number(params.get('city_id')) || undefined
      const own = params.get('own')
      const rows = colleges
        .filter((row) => matches(params.get('name'), row.name))
        .filter((row) => cityId === undefined || row.city_id === cityId)
        .filter((row) => own === null || row.is_own === (own === 'true'))
        .sort((a, b) => a.name.localeCompare(b.name))
      return paged(request, rows)
    }),
    http.get('*/user/api/v1/resource/institution/:id/course/list', ({ request, params }) => {
      const id = Number(params.id)
      sent.courseQueries.push(new URL(request.url).searchParams)
      if (!colleges.some((row) => row.id === id)) {
        return HttpResponse.json({ message: 'No such institution.' }, { status: 404 })
      }
      const name = new URL(request.url).searchParams.get('name')
      return paged(
        request,
        allCourses.filter((course) => course.institution_id === id && matches(name, course.name)),
      )
    }),
    http.post('*/user/api/v1/resource/institution/create', async ({ request }) => {
      const body = (await request.json()) as InstitutionCreateRequest
      sent.institutionsCreated.push(body)
      if (body.city_id === REFUSED_CITY_ID) return badRequest('body.city_id', 'Choose a city from the list.')
      if (body.aishe_code && !AISHE_CODE.test(body.aishe_code)) {
        return badRequest('body.aishe_code', 'The AISHE code must be C- or U- then digits, e.g. C-41352.')
      }
      const city = cities.find((row) => row.id === body.city_id)
      const existing = colleges.find(
        (row) => row.city_id === body.city_id && nameKey(row.name) === nameKey(body.name),
      )
      if (existing) {
        const whose = existing.is_own ? 'was already added by you' : 'is already in the list'
        return conflict(
          `${existing.name}, ${city?.name ?? ''} ${whose} (institution ${existing.id}).`,
          existing,
        )
      }
      const added = college((nextId += 1), body.name, body.city_id, {
        aishe_code: body.aishe_code ?? null,
        is_own: true,
      })
      colleges.push(added)
      return HttpResponse.json({ data: added }, { status: 201 })
    }),
    http.post('*/user/api/v1/resource/institution/:id/course/create', async ({ request, params }) => {
      const id = Number(params.id)
      const body = (await request.json()) as CourseCreateRequest
      sent.coursesCreated.push({ id, body })
      const institution = colleges.find((row) => row.id === id)
      if (!institution) return HttpResponse.json({ message: 'No such institution.' }, { status: 404 })
      const existing = allCourses.find(
        (course) => course.institution_id === id && nameKey(course.name) === nameKey(body.name),
      )
      if (existing)
        return conflict(
          `${institution.name} already lists ${existing.name} (course ${existing.id}).`,
          existing,
        )
      const added: Course = {
        id: (nextId += 1),
        name: body.name,
        institution_id: id,
        level: body.level,
        duration_years: body.duration_years ?? null,
        is_own: true,
      }
      allCourses.push(added)
      return HttpResponse.json({ data: added }, { status: 201 })
    }),
  ]
}
