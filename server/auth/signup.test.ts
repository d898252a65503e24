import { SECOND_OPERATOR } from '../seed'
import { startTestServer, type TestServer } from '../testing/testServer'

type Failure = { message: string; errors?: { field: string; message: string }[] }
type TokenAnswer = { data: { token: string; token_type: string; is_new_user: boolean } }
type SignupAnswer = { data: { token: string; expires_at: string; user: Record<string, unknown> } }

const MINUTE = 60_000
const NEW_PHONE = { dialCode: '+91', national: '9741100221' }

let server: TestServer
beforeEach(async () => {
  server = await startTestServer()
})
afterEach(() => server.close())

async function signupToken(phone = NEW_PHONE): Promise<string> {
  const sent = await server.call<{ data: { id: string } }>('GET', `/access/api/v1/otp/${phone.national}`)
  const validated = await server.call<TokenAnswer>(
    'POST',
    `/access/api/v1/otp/validate/${sent.body.data.id}`,
    {
      body: { otp: server.sent.at(-1)!.code },
    },
  )
  expect(validated.body.data).toMatchObject({ token_type: 'signup', is_new_user: true })
  server.clock.advance(MINUTE)
  return validated.body.data.token
}

const signup = (token: string, body: unknown) =>
  server.call<SignupAnswer & Failure>('POST', '/access/api/v1/operator/signup', { token, body })

const bengaluru = async (token: string) => {
  const cities = await server.call<{ data: { results: { id: number }[] } }>(
    'GET',
    '/user/api/v1/resource/city_list?name=Bengaluru',
    { token },
  )
  return cities.body.data.results[0].id
}

it('creates the operator from the temporary token and returns the real token', async () => {
  const temporary = await signupToken()
  const cityId = await bengaluru(temporary)
  const answer = await signup(temporary, {
    name: 'Kavya Gowda',
    brand: 'Gowda Ladies PG',
    email: 'kavya@example.com',
    city_id: cityId,
    property_count: 2,
  })
  expect(answer.status).toBe(201)
  expect(answer.body.data.user).toMatchObject({
    phone_no: NEW_PHONE.national,
    name: 'Kavya Gowda',
    brand: 'Gowda Ladies PG',
    email: 'kavya@example.com',
    user_type: 'operator',
    tax_type: 'GST',
    decimal_places: 2,
    currency_info: { code: 'INR', symbol: '₹', name: 'Indian Rupee' },
    isd_code_details: { isd_code: '+91', iso_code: 'IN', national_number_length: 10 },
  })
  const token = answer.body.data.token
  expect(token).not.toBe(temporary)
  const profile = await server.call<{ data: { name: string } }>('GET', '/user/api/v1/user_detail', { token })
  expect(profile.status).toBe(200)
  expect(profile.body.data.name).toBe('Kavya Gowda')

  expect((await signup(temporary, { name: 'Again', brand: 'Again' })).status).toBe(401)
})

it('signs the new operator in as a known one next time', async () => {
  const temporary = await signupToken()
  await signup(temporary, { name: 'Kavya Gowda', brand: 'Gowda Ladies PG' })
  const sent = await server.call<{ data: { id: string } }>('GET', `/access/api/v1/otp/${NEW_PHONE.national}`)
  const validated = await server.call<TokenAnswer>(
    'POST',
    `/access/api/v1/otp/validate/${sent.body.data.id}`,
    {
      body: { otp: server.sent.at(-1)!.code },
    },
  )
  expect(validated.body.data).toMatchObject({ token_type: 'session', is_new_user: false })
})

it('lets the temporary token fill in the signup form, and nothing else', async () => {
  const temporary = await signupToken()
  expect((await server.call('GET', '/user/api/v1/resource/country_list', { token: temporary })).status).toBe(
    200,
  )
  const profile = await server.call<Failure>('GET', '/user/api/v1/user_detail', { token: temporary })
  expect(profile.status).toBe(401)
  expect(profile.body.message).toBe('Finish signing up before using Roost.')
  expect((await server.call('POST', '/access/api/v1/logout', { token: temporary })).status).toBe(401)
})

it('refuses a session token', async () => {
  const session = await server.signIn(SECOND_OPERATOR.phone)
  const answer = await signup(session, { name: 'Fatima Sheikh', brand: 'Nest Co-living' })
  expect(answer.status).toBe(401)
  expect(answer.body.message).toBe('Signing up needs the temporary token given when the code was checked.')
})

it('expires the temporary token after 30 minutes', async () => {
  const temporary = await signupToken()
  server.clock.advance(28 * MINUTE) // 29 minutes after it was issued
  expect((await server.call('GET', '/user/api/v1/resource/tax/list', { token: temporary })).status).toBe(200)
  server.clock.advance(MINUTE)
  expect((await signup(temporary, { name: 'Kavya Gowda', brand: 'Gowda Ladies PG' })).status).toBe(401)
})

it('answers 409 when the phone got an operator meanwhile', async () => {
  const first = await signupToken()
  const second = await signupToken()
  expect((await signup(first, { name: 'Kavya Gowda', brand: 'Gowda Ladies PG' })).status).toBe(201)
  const late = await signup(second, { name: 'Kavya Gowda', brand: 'Gowda Ladies PG' })
  expect(late.status).toBe(409)
  expect(late.body.message).toBe('This phone number already has an account. Sign in instead.')
})

it('validates what a new operator is asked', async () => {
  const temporary = await signupToken()
  const missing = await signup(temporary, { brand: 'Gowda Ladies PG' })
  expect(missing.status).toBe(400)
  expect(missing.body).toEqual({
    message: 'Name is required.',
    errors: [{ field: 'body.name', message: 'Name is required.' }],
  })
  const extra = await signup(temporary, { name: 'Kavya Gowda', brand: 'Gowda Ladies PG', role: 'admin' })
  expect(extra.status).toBe(400)
  expect(extra.body.message).toBe("'role' is not a field this call accepts; remove it.")
  const city = await signup(temporary, { name: 'Kavya Gowda', brand: 'Gowda Ladies PG', city_id: 99999 })
  expect(city.status).toBe(400)
  expect(city.body.errors).toEqual([{ field: 'body.city_id', message: 'Unknown city.' }])
  const country = await signup(temporary, { name: 'Kavya Gowda', brand: 'Gowda PG', country_iso_code: 'ZZ' })
  expect(country.status).toBe(400)
  expect(country.body.message).toBe('The country ZZ is not supported yet.')
})
