import { request as httpRequest } from 'node:http'
import { DEMO_OPERATOR, SECOND_OPERATOR } from '../seed'
import { startTestServer, type TestServer } from '../testing/testServer'

const PROFILE = '/user/api/v1/user_detail'
const MESSAGE = /^Too many requests in a short time\. Please try again in \d+ seconds?\.$/

/** A GET sent from another loopback address (Linux routes all of 127.0.0.0/8 to this machine). */
function getFrom(localAddress: string, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { localAddress }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

function expectTooMany(answer: { status: number; body: unknown; headers: Headers }, windowSeconds: number) {
  expect(answer.status).toBe(429)
  const retryAfter = Number(answer.headers.get('retry-after'))
  expect(Number.isInteger(retryAfter)).toBe(true)
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds)
  expect(answer.body).toEqual({ message: expect.stringMatching(MESSAGE) })
  expect((answer.body as { message: string }).message).toContain(`in ${retryAfter} second`)
}

describe('per token', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ rateLimit: { perToken: 5, perAddress: 1_000, windowMs: 60_000 } })
  })
  afterAll(() => server.close())

  it('answers 429 with Retry-After and a sentence past the limit, and not for another token', async () => {
    const token = await server.signIn(DEMO_OPERATOR.phone)
    for (let i = 0; i < 5; i += 1) expect((await server.call('GET', PROFILE, { token })).status).toBe(200)
    expectTooMany(await server.call('GET', PROFILE, { token }), 60)
    // Every operation counts against the same token, also one that needs no token.
    expect((await server.call('GET', '/health', { token })).status).toBe(429)

    const other = await server.signIn(SECOND_OPERATOR.phone)
    expect((await server.call('GET', PROFILE, { token: other })).status).toBe(200)
    expect((await server.call('GET', '/health')).status).toBe(200)
  })

  it('carries the protective headers on a 429', async () => {
    const token = await server.signIn(DEMO_OPERATOR.phone)
    let answer = await server.call('GET', PROFILE, { token })
    while (answer.status !== 429) answer = await server.call('GET', PROFILE, { token })
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })
})

describe('per address', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      rateLimit: { perToken: 1_000, perAddress: 4, windowMs: 30_000 },
    })
  })
  afterAll(() => server.close())

  it('answers 429 to an address past its limit whatever token it sends, and not to another address', async () => {
    for (let i = 0; i < 4; i += 1) expect((await server.call('GET', '/health')).status).toBe(200)
    expectTooMany(await server.call('GET', '/health'), 30)
    // A made-up token does not buy a fresh allowance: the address is counted as well.
    expectTooMany(await server.call('GET', PROFILE, { token: 'made-up' }), 30)
    // The app shell and files count too.
    expect((await server.call('GET', '/login', { headers: { Accept: 'text/html' } })).status).toBe(429)

    const elsewhere = await getFrom('127.0.0.2', `${server.url}/health`)
    expect(elsewhere.status).toBe(200)
  })
})
