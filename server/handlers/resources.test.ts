import { DEMO_OPERATOR } from '../seed'
import { startTestServer, type TestServer } from '../testing/testServer'

type Page<T> = { data: { count: number; results: T[] } }
type Named = { id: number; name: string } & Record<string, unknown>

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer({ database: ':memory:' })
  token = await server.signIn(DEMO_OPERATOR.phone)
})
afterAll(() => server.close())

const list = <T = Named>(path: string) => server.call<Page<T>>('GET', path, { token })

it('lists countries with ISD codes and currencies, India first', async () => {
  const { status, body } = await list('/user/api/v1/resource/country_list')
  expect(status).toBe(200)
  expect(body.data.count).toBeGreaterThanOrEqual(10)
  expect(body.data.results).toHaveLength(10)
  expect(body.data.results[0]).toEqual({
    id: expect.any(Number),
    name: 'India',
    iso_code: 'IN',
    isd_code: '+91',
    currency_code: 'INR',
    currency_symbol: '₹',
    national_number_length: 10,
  })
  const search = await list('/user/api/v1/resource/country_list?name=%2B971')
  expect(search.body.data.results.map((country) => country.name)).toEqual(['United Arab Emirates'])
})

it('lists Indian cities with their state, searchable and paged', async () => {
  const all = await list('/user/api/v1/resource/city_list?limit=100')
  expect(all.body.data.count).toBeGreaterThanOrEqual(40)
  const found = await list('/user/api/v1/resource/city_list?name=guru')
  expect(found.body.data.results.map(({ name, state }) => `${name}, ${String(state)}`)).toEqual([
    'Gurugram, Haryana',
  ])
  const second = await list('/user/api/v1/resource/city_list?offset=10&limit=5')
  expect(second.body.data.results).toEqual(all.body.data.results.slice(10, 15))
})

it('lists colleges with their city, and their courses', async () => {
  const colleges = await list('/user/api/v1/resource/institution/list?type=COLLEGE&limit=100')
  expect(colleges.body.data.count).toBeGreaterThanOrEqual(20)
  const pune = colleges.body.data.results.filter((college) => college.city_name === 'Pune')
  expect(pune.map((college) => college.name)).toContain('Fergusson College')
  const coep = colleges.body.data.results.find((college) => college.name === 'COEP Technological University')!
  const courses = await list(`/user/api/v1/resource/institution/${coep.id}/course/list?type=COLLEGE&limit=20`)
  expect(courses.body.data.count).toBeGreaterThanOrEqual(4)
  expect(courses.body.data.results).toContainEqual({
    id: expect.any(Number),
    name: 'BTech Computer Engineering',
    institution_id: coep.id,
    level: 'UG',
    duration_years: 4,
  })
  expect((await list('/user/api/v1/resource/institution/99999/course/list')).status).toBe(404)
})

it('lists tax types with GST the default and every rate selectable', async () => {
  const { body } = await list('/user/api/v1/resource/tax/list')
  expect(
    body.data.results.map(({ code, is_default, rates_bps }) => ({ code, is_default, rates_bps })),
  ).toEqual([
    { code: 'GST', is_default: true, rates_bps: [0, 500, 1200, 1800] },
    { code: 'NONE', is_default: false, rates_bps: [0] },
  ])
})

it('needs a token', async () => {
  expect((await server.call('GET', '/user/api/v1/resource/city_list')).status).toBe(401)
})
