import { listOperations, loadContract, type Operation } from '../contract/loadContract'
import { DEMO_OPERATOR } from '../seed'
import { startTestServer, type TestServer } from '../testing/testServer'
import { sampleRequest } from './sampleRequest'

const operations = listOperations(loadContract()).filter((operation) => operation.secured)
/** What the temporary signup token may call: signup itself and the signup form's pickers (reads, never adds). */
const signupForm = (operation: Operation) =>
  operation.operationId === 'signupOperator' ||
  (operation.method === 'GET' && operation.tags.includes('resources'))

const named = (operationId: string) => {
  const operation = listOperations(loadContract()).find((op) => op.operationId === operationId)
  if (!operation) throw new Error(`No operation ${operationId}`)
  return sampleRequest(operation)
}

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ database: ':memory:', rateLimit: false })
})
afterAll(() => server.close())

/** Every given operation called with this token; answers other than 401, as `operationId status message`. */
async function notRefused(token: string, chosen: readonly Operation[]): Promise<string[]> {
  const accepted: string[] = []
  for (const operation of chosen) {
    const { method, url, body } = sampleRequest(operation)
    const answer = await server.call<{ message?: string }>(method, url, { token, body })
    if (answer.status !== 401) {
      accepted.push(`${operation.operationId} ${answer.status} ${answer.body.message ?? ''}`.trim())
    }
  }
  return accepted
}

async function signupToken(): Promise<string> {
  const sent = await server.call<{ data: { id: string } }>('GET', '/access/api/v1/otp/9123456780', {
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

it(`refuses a signup token on every operator operation (${operations.filter((op) => !signupForm(op)).length} operations)`, async () => {
  const token = await signupToken()
  expect(
    await notRefused(
      token,
      operations.filter((operation) => !signupForm(operation)),
    ),
  ).toEqual([])
  const picker = named('listCountries')
  expect((await server.call(picker.method, picker.url, { token })).status).toBe(200)
})

it(`refuses a signed-out token on every secured operation (${operations.length} operations)`, async () => {
  const token = await server.signIn(DEMO_OPERATOR.phone)
  const profile = named('getUserDetail')
  expect((await server.call(profile.method, profile.url, { token })).status).toBe(200)
  const logout = named('logout')
  expect((await server.call(logout.method, logout.url, { token })).status).toBe(200)
  expect(await notRefused(token, operations)).toEqual([])
})

it(`refuses a made-up token, and none at all, on every secured operation (${operations.length} operations)`, async () => {
  expect(await notRefused('madeUpTokenThatNoServerGave0123456789abcdef', operations)).toEqual([])
  expect(await notRefused('', operations)).toEqual([])
})
