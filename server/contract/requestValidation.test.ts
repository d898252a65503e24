import { DEMO_OPERATOR } from '../seed'
import { startTestServer, type TestServer } from '../testing/testServer'

type Failure = { message: string; errors?: { field: string; message: string }[] }

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer()
  token = await server.signIn(DEMO_OPERATOR.phone)
})
afterAll(() => server.close())

const validate = (body: unknown, headers?: Record<string, string>) =>
  server.call<Failure>('POST', '/access/api/v1/otp/validate/someOtpRequestId', { body, headers })

it('answers a bad body with 400, a sentence and the failing fields', async () => {
  const answer = await validate({ otp: '12' })
  expect(answer.status).toBe(400)
  expect(answer.body).toEqual({
    message: 'The code must be the 6-digit code.',
    errors: [{ field: 'body.otp', message: 'The code must be the 6-digit code.' }],
  })
})

it('rejects an extra property instead of dropping it', async () => {
  const answer = await validate({ otp: '123456', phone_number: '9845012345' })
  expect(answer.status).toBe(400)
  expect(answer.body.errors).toEqual([
    { field: 'body.phone_number', message: "'phone_number' is not a field this call accepts; remove it." },
  ])
})

it('does not coerce body types', async () => {
  const answer = await validate({ otp: 123456 })
  expect(answer.body.message).toBe('The code must be text.')
})

it('counts every problem in the message', async () => {
  const answer = await validate({ code: '1' })
  expect(answer.body.message).toBe('The code is required (and 1 more problem).')
  expect(answer.body.errors?.map((error) => error.field)).toEqual(['body.otp', 'body.code'])
})

it('answers a missing, empty or broken body with a sentence', async () => {
  expect(
    (await server.call<Failure>('POST', '/access/api/v1/otp/validate/someOtpRequestId')).body.message,
  ).toBe('The request body is missing; send it as application/json.')
  const asText = await validate('otp=123456', { 'Content-Type': 'text/plain' })
  expect(asText.status).toBe(415)
  expect(asText.body.message).toBe('Send the request body as application/json.')
  expect((await validate([{ otp: '123456' }])).body.message).toBe('The request body must be an object.')
  expect((await validate('{"otp": ')).body.message).toBe('The request body is not valid JSON.')
  expect((await validate('')).body.message).toBe('The request body is empty; send a JSON object.')
})

it('coerces and checks query parameters', async () => {
  const list = (query: string) =>
    server.call<Failure & { data: { results: unknown[] } }>(
      'GET',
      `/user/api/v1/resource/city_list${query}`,
      {
        token,
      },
    )
  expect((await list('?limit=3')).body.data.results).toHaveLength(3)
  expect((await list('?limit=500')).body).toEqual({
    message: 'Limit must be at most 100.',
    errors: [{ field: 'query.limit', message: 'Limit must be at most 100.' }],
  })
  expect((await list('?limit=many')).body.message).toBe('Limit must be a whole number.')
})

it('checks headers and path parameters', async () => {
  const badIso = await server.call<Failure>('GET', '/access/api/v1/otp/9845012345', {
    headers: { 'X-Country-Iso': 'india' },
  })
  expect(badIso.body.errors).toEqual([
    {
      field: 'header.x-country-iso',
      message: 'The x-country-iso header must be a two-letter country code such as IN.',
    },
  ])
  const tenant = await server.call<Failure>('GET', '/health', { headers: { 'X-User-Type': 'tenant' } })
  expect(tenant.status).toBe(400)
  expect(tenant.body.errors).toEqual([
    { field: 'header.x-user-type', message: 'The x-user-type header must be one of: operator.' },
  ])
  const badId = await server.call<Failure>(
    'GET',
    '/user/api/v1/operator/module/content_type/operatoruser/object_id/abc/list',
    { token },
  )
  expect(badId.body.errors).toEqual([{ field: 'path.id', message: 'The id must be a whole number.' }])
})
