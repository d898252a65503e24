import { DEMO_OPERATOR, SECOND_OPERATOR } from '../seed'
import { startTestServer, type TestServer } from '../testing/testServer'

type Page<T> = { data: { count: number; results: T[] } }
type Named = { id: number; name: string } & Record<string, unknown>
type Institution = {
  id: number
  name: string
  city_id: number
  city_name: string
  aishe_code: string | null
  is_own: boolean
}
type Course = { id: number; name: string; institution_id: number; is_own: boolean }
type Duplicate = {
  message: string
  errors: { field: string; message: string }[]
  existing: { id: number; name: string }
}

let server: TestServer
let token: string
let otherToken: string
beforeAll(async () => {
  server = await startTestServer({ database: ':memory:', rateLimit: false })
  token = await server.signIn(DEMO_OPERATOR.phone)
  otherToken = await server.signIn(SECOND_OPERATOR.phone)
})
afterAll(() => server.close())

const list = <T = Named>(path: string, as = token) => server.call<Page<T>>('GET', path, { token: as })
const INSTITUTIONS = '/user/api/v1/resource/institution/list?type=COLLEGE&limit=100'
const addInstitution = (body: Record<string, unknown>, as = token) =>
  server.call<{ data: Institution } & Partial<Duplicate>>(
    'POST',
    '/user/api/v1/resource/institution/create',
    {
      token: as,
      body: { type: 'COLLEGE', ...body },
    },
  )
const addCourse = (institutionId: number, body: Record<string, unknown>, as = token) =>
  server.call<{ data: Course } & Partial<Duplicate>>(
    'POST',
    `/user/api/v1/resource/institution/${institutionId}/course/create`,
    { token: as, body: { level: 'UG', ...body } },
  )
const coursesOf = (institutionId: number, as = token) =>
  list<Course>(`/user/api/v1/resource/institution/${institutionId}/course/list?limit=100`, as)

async function cityId(name: string): Promise<number> {
  const found = await list(`/user/api/v1/resource/city_list?name=${encodeURIComponent(name)}`)
  const city = found.body.data.results.find((row) => row.name === name)
  if (!city) throw new Error(`No city ${name}`)
  return city.id
}

async function sharedInstitution(name: string): Promise<Institution> {
  const found = await list<Institution>(`${INSTITUTIONS}&name=${encodeURIComponent(name)}`)
  const institution = found.body.data.results.find((row) => row.name === name && !row.is_own)
  if (!institution) throw new Error(`No shared institution ${name}`)
  return institution
}

async function signupToken(): Promise<string> {
  const sent = await server.call<{ data: { id: string } }>('GET', '/access/api/v1/otp/9123456781', {
    headers: { 'X-Country-Code': '+91' },
  })
  const validated = await server.call<{ data: { token: string; token_type: string } }>(
    'POST',
    `/access/api/v1/otp/validate/${sent.body.data.id}`,
    { body: { otp: server.sent.at(-1)?.code } },
  )
  expect(validated.body.data.token_type).toBe('signup')
  return validated.body.data.token
}

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
    decimal_places: 2,
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
    is_own: false,
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

describe('states and their GST state codes', () => {
  it('lists every state and union territory with its code, in code order, searchable by name or code', async () => {
    const all = await list<{ name: string; gst_code: string; kind: string }>(
      '/user/api/v1/resource/state_list?limit=100',
    )
    expect(all.status).toBe(200)
    const codes = Object.fromEntries(all.body.data.results.map((state) => [state.name, state.gst_code]))
    expect(codes).toMatchObject({ Karnataka: '29', Maharashtra: '27', Haryana: '06', Delhi: '07' })
    expect(all.body.data.count).toBe(all.body.data.results.length)
    const order = all.body.data.results.map((state) => state.gst_code)
    expect(order).toEqual([...order].sort())
    const byCode = await list('/user/api/v1/resource/state_list?name=29')
    expect(byCode.body.data.results.map((state) => state.name)).toEqual(['Karnataka'])
    const byName = await list('/user/api/v1/resource/state_list?name=laDAkh')
    expect(byName.body.data.results).toEqual([
      { id: expect.any(Number), name: 'Ladakh', gst_code: '38', kind: 'UT', country_id: expect.any(Number) },
    ])
    const firstPage = await list('/user/api/v1/resource/state_list')
    expect(firstPage.body.data.results).toHaveLength(10)
  })

  it('gives each city its state’s GST code', async () => {
    const found = await list('/user/api/v1/resource/city_list?name=Gurugram')
    expect(found.body.data.results).toEqual([
      expect.objectContaining({ name: 'Gurugram', state: 'Haryana', state_gst_code: '06' }),
    ])
    const all = await list<{ state_gst_code: string | null }>('/user/api/v1/resource/city_list?limit=100')
    expect(all.body.data.results.filter((city) => city.state_gst_code === null)).toEqual([])
  })
})

describe('an operator’s own institutions', () => {
  it('adds one, which lists at once among the shared ones, marked own, and only for its operator', async () => {
    const pune = await cityId('Pune')
    const added = await addInstitution({
      name: '  Symbiosis  Institute of Design ',
      city_id: pune,
      aishe_code: 'C-41352',
    })
    expect(added.status).toBe(201)
    expect(added.body.data).toEqual({
      id: expect.any(Number),
      name: 'Symbiosis Institute of Design',
      type: 'COLLEGE',
      city_id: pune,
      city_name: 'Pune',
      aishe_code: 'C-41352',
      is_own: true,
    })
    const mine = await list<Institution>(`${INSTITUTIONS}&city_id=${pune}`)
    expect(mine.body.data.results).toContainEqual(added.body.data)
    expect(mine.body.data.results.filter((row) => row.is_own).map((row) => row.name)).toEqual([
      'Symbiosis Institute of Design',
    ])
    const ownOnly = await list<Institution>(`${INSTITUTIONS}&own=true`)
    expect(ownOnly.body.data.results.map((row) => row.id)).toContain(added.body.data.id)
    expect(ownOnly.body.data.results.every((row) => row.is_own)).toBe(true)

    const theirs = await list<Institution>(`${INSTITUTIONS}&city_id=${pune}`, otherToken)
    expect(theirs.body.data.results.map((row) => row.id)).not.toContain(added.body.data.id)
    expect(theirs.body.data.count).toBe(mine.body.data.count - 1)
    const theirSearch = await list<Institution>(
      `${INSTITUTIONS}&name=symbiosis%20institute%20of%20design`,
      otherToken,
    )
    expect(theirSearch.body.data.results).toEqual([])
    expect((await coursesOf(added.body.data.id, otherToken)).status).toBe(404)
  })

  it('answers 409 naming the existing one for the same name in any case and spacing, in the same city', async () => {
    const bengaluru = await cityId('Bengaluru')
    const christ = await sharedInstitution('Christ University')
    const shared = await addInstitution({ name: 'CHRIST   university', city_id: bengaluru })
    expect(shared.status).toBe(409)
    expect(shared.body.existing).toEqual({ id: christ.id, name: 'Christ University' })
    expect(shared.body.message).toContain(`institution ${christ.id}`)
    expect(shared.body.errors).toEqual([{ field: 'body.name', message: shared.body.message }])
    expect((await addInstitution({ name: 'ChristUniversity', city_id: bengaluru })).status).toBe(409)

    const own = await addInstitution({ name: 'Jyoti Nivas College', city_id: bengaluru })
    expect(own.status).toBe(201)
    const again = await addInstitution({ name: 'jyoti nivas  COLLEGE', city_id: bengaluru })
    expect(again.status).toBe(409)
    expect(again.body.existing).toEqual({ id: own.body.data.id, name: 'Jyoti Nivas College' })
    const named = await list<Institution>(`${INSTITUTIONS}&name=jyoti`)
    expect(named.body.data.count).toBe(1)
  })

  it('allows the same name in another city, and another operator’s own name, since neither sees the other', async () => {
    const mysuru = await cityId('Mysuru')
    expect((await addInstitution({ name: 'Christ University', city_id: mysuru })).status).toBe(201)
    const bengaluru = await cityId('Bengaluru')
    const first = await addInstitution({
      name: 'Bishop Cotton Women’s Christian College',
      city_id: bengaluru,
    })
    expect(first.status).toBe(201)
    const second = await addInstitution(
      { name: 'Bishop Cotton Women’s Christian College', city_id: bengaluru },
      otherToken,
    )
    expect(second.status).toBe(201)
    expect(second.body.data.id).not.toBe(first.body.data.id)
  })

  it('checks the AISHE code, the name and the city, adding nothing when one is wrong', async () => {
    const pune = await cityId('Pune')
    const before = await list(`${INSTITUTIONS}&own=true`)
    for (const aishe_code of ['X-1234', 'C1234', 'c-1234', 'C-', 'U-123456789']) {
      const answer = await addInstitution({ name: 'Wadia College', city_id: pune, aishe_code })
      expect(answer.status).toBe(400)
      expect(answer.body.errors).toEqual([
        { field: 'body.aishe_code', message: 'The AISHE code must be C- or U- then digits, e.g. C-41352.' },
      ])
    }
    const blank = await addInstitution({ name: ' . ', city_id: pune })
    expect(blank.status).toBe(400)
    expect(blank.body.errors).toEqual([{ field: 'body.name', message: 'Enter the institution’s name.' }])
    const nowhere = await addInstitution({ name: 'Wadia College', city_id: 999_999 })
    expect(nowhere.status).toBe(400)
    expect(nowhere.body.errors).toEqual([{ field: 'body.city_id', message: 'Choose a city from the list.' }])
    expect((await list(`${INSTITUTIONS}&own=true`)).body.data.count).toBe(before.body.data.count)
    const university = await addInstitution({ name: 'Wadia College', city_id: pune, aishe_code: 'U-0123' })
    expect(university.status).toBe(201)
    expect(university.body.data.aishe_code).toBe('U-0123')
  })
})

describe('an operator’s own courses', () => {
  it('adds a course to a shared institution, seen only by its operator, and refuses it twice', async () => {
    const coep = await sharedInstitution('COEP Technological University')
    const added = await addCourse(coep.id, { name: 'MTech  Robotics', level: 'PG', duration_years: 2 })
    expect(added.status).toBe(201)
    expect(added.body.data).toEqual({
      id: expect.any(Number),
      name: 'MTech Robotics',
      institution_id: coep.id,
      level: 'PG',
      duration_years: 2,
      is_own: true,
    })
    expect((await coursesOf(coep.id)).body.data.results).toContainEqual(added.body.data)
    const theirs = await coursesOf(coep.id, otherToken)
    expect(theirs.body.data.results.map((course) => course.id)).not.toContain(added.body.data.id)

    const again = await addCourse(coep.id, { name: 'mtech robotics' })
    expect(again.status).toBe(409)
    expect(again.body.existing).toEqual({ id: added.body.data.id, name: 'MTech Robotics' })
    const shared = await addCourse(coep.id, { name: 'btech computer  engineering' })
    expect(shared.status).toBe(409)
    expect(shared.body.existing?.name).toBe('BTech Computer Engineering')
    expect(shared.body.message).toContain(`course ${String(shared.body.existing?.id)}`)
    expect((await addCourse(coep.id, { name: 'MTech Robotics' }, otherToken)).status).toBe(201)
  })

  it('adds a course to the operator’s own institution; another operator gets 404 for it', async () => {
    const nagpur = await cityId('Nagpur')
    const own = await addInstitution({ name: 'Shri Ramdeobaba College', city_id: nagpur })
    const course = await addCourse(own.body.data.id, { name: 'BBA', duration_years: 3 })
    expect(course.status).toBe(201)
    expect((await coursesOf(own.body.data.id)).body.data.results).toEqual([course.body.data])

    const theirs = await addCourse(own.body.data.id, { name: 'BCom' }, otherToken)
    expect(theirs.status).toBe(404)
    expect(theirs.body.message).toBe('No such institution.')
    expect((await coursesOf(own.body.data.id, otherToken)).status).toBe(404)
    expect((await addCourse(999_999, { name: 'BCom' })).status).toBe(404)
  })

  it('checks the course name and length', async () => {
    const coep = await sharedInstitution('COEP Technological University')
    const blank = await addCourse(coep.id, { name: '  -- ' })
    expect(blank.status).toBe(400)
    expect(blank.body.errors).toEqual([{ field: 'body.name', message: 'Enter the course’s name.' }])
    expect((await addCourse(coep.id, { name: 'BSc Data', duration_years: 9 })).status).toBe(400)
  })
})

describe('tenant forms', () => {
  it('take the operator’s own institution and course, and refuse another operator’s', async () => {
    const pune = await cityId('Pune')
    const own = await addInstitution({ name: 'Indira College of Commerce', city_id: pune })
    const course = await addCourse(own.body.data.id, { name: 'BCom Honours' })
    const tenants = await list<{ id: number }>('/onboarding/api/v1/operator/tenant/list?type=all&limit=1')
    const theirTenants = await list<{ id: number }>(
      '/onboarding/api/v1/operator/tenant/list?type=all&limit=1',
      otherToken,
    )
    const edit = (id: number, as: string) =>
      server.call<{ errors?: { field: string }[] }>(
        'PUT',
        `/user/api/v1/operator/edit/tenant/details/${id}`,
        {
          token: as,
          body: { institution_id: own.body.data.id, course_id: course.body.data.id },
        },
      )
    const mine = await edit(tenants.body.data.results[0].id, token)
    expect(mine.status).toBe(200)
    const theirs = await edit(theirTenants.body.data.results[0].id, otherToken)
    expect(theirs.status).toBe(400)
    expect(theirs.body.errors?.map((error) => error.field)).toEqual(['body.institution_id'])
  })
})

it('lets the signup form’s temporary token read the shared lists but never add', async () => {
  const signup = await signupToken()
  const shared = await list<Institution>(INSTITUTIONS, signup)
  expect(shared.status).toBe(200)
  expect(shared.body.data.results.some((row) => row.is_own)).toBe(false)
  expect((await list('/user/api/v1/resource/state_list', signup)).status).toBe(200)
  const pune = await cityId('Pune')
  expect((await addInstitution({ name: 'Signup College', city_id: pune }, signup)).status).toBe(401)
  const coep = await sharedInstitution('COEP Technological University')
  expect((await addCourse(coep.id, { name: 'Signup Course' }, signup)).status).toBe(401)
})
