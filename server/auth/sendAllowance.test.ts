import { DEMO_OPERATOR } from '../seed'
import { startTestServer, type TestServer } from '../testing/testServer'

type Failure = { message: string }

const KNOWN = DEMO_OPERATOR.phone.national
const SECOND = 1000
const MINUTE = 60 * SECOND

/**
 * Two server instances on one database (the second starts on the first one's folder, which names its SQLite file
 * or PostgreSQL database) give an address one allowance of codes: sends through either count on both.
 */
describe('two server instances on one database', () => {
  let first: TestServer
  let second: TestServer
  beforeEach(async () => {
    first = await startTestServer({ trustProxy: true })
    second = await startTestServer({ folder: first.folder, seed: false, trustProxy: true })
  })
  afterEach(async () => {
    await second.close()
    await first.close()
  })

  /** Time passes for both instances alike, as for two machines. */
  const advance = (ms: number) => {
    first.clock.advance(ms)
    second.clock.advance(ms)
  }
  /** A send from `address`: the test servers trust X-Forwarded-For. */
  const sendFrom = (server: TestServer, address: string, phone = KNOWN) =>
    server.call<Failure>('GET', `/access/api/v1/otp/${phone}`, {
      headers: { 'X-Country-Code': '+91', 'X-Forwarded-For': address },
    })

  it('counts sends through one toward the cooldown and the hourly limit of the other', async () => {
    expect((await sendFrom(first, '203.0.113.5')).status).toBe(200)
    advance(20 * SECOND)
    const early = await sendFrom(second, '203.0.113.5')
    expect(early.status).toBe(429)
    expect(early.body.message).toBe('Please wait 40 seconds before asking for another code.')
    advance(40 * SECOND)
    for (const server of [second, first, second, first]) {
      expect((await sendFrom(server, '203.0.113.5')).status).toBe(200)
      advance(MINUTE)
    }
    const capped = await sendFrom(second, '203.0.113.5')
    expect(capped.status).toBe(429)
    expect(capped.body.message).toBe('Too many codes were asked for this number. Try again in 55 minutes.')
    expect((await sendFrom(first, '203.0.113.5')).status).toBe(429)
    expect((await sendFrom(second, '198.51.100.7')).status).toBe(200)
  })

  it('counts an address’s sends for any phone through both toward its one hourly limit', async () => {
    const phone = (i: number) => `91234${String(10000 + i)}`
    for (let i = 0; i < 20; i += 1) {
      expect((await sendFrom(i % 2 ? first : second, '203.0.113.66', phone(i))).status).toBe(200)
    }
    const capped = await sendFrom(first, '203.0.113.66', phone(20))
    expect(capped.status).toBe(429)
    expect(capped.body.message).toBe('Too many codes were asked from this network. Try again in 60 minutes.')
  })

  it('sends one code of several asked for one phone at once through both', async () => {
    const answers = await Promise.all(
      [first, second, first, second, first, second].map((server) => sendFrom(server, '203.0.113.9')),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429, 429, 429, 429, 429])
    expect(first.sent.length + second.sent.length).toBe(1)
  })
})
