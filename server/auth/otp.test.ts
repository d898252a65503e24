import { startTestServer, type TestServer } from '../testing/testServer'
import { DEMO_OPERATOR } from '../seed'

type Sent = { data: { id: string; channel: string; phone_number_masked: string; code_length: number } }
type Validated = { data: { token: string; token_type: string; is_new_user: boolean; expires_at: string } }
type Failure = { message: string; errors?: { field: string; message: string }[] }

const KNOWN = DEMO_OPERATOR.phone.national
const UNKNOWN = '9123456780'
const SECOND = 1000
const MINUTE = 60 * SECOND

let server: TestServer
beforeEach(async () => {
  server = await startTestServer({ trustProxy: true })
})
afterEach(() => server.close())

const sendSms = (phone: string, headers: Record<string, string> = { 'X-Country-Code': '+91' }) =>
  server.call<Sent & Failure>('GET', `/access/api/v1/otp/${phone}`, { headers })
/** A send from another network: the test server trusts X-Forwarded-For (production does not). */
const sendSmsFrom = (address: string, phone: string) =>
  sendSms(phone, { 'X-Country-Code': '+91', 'X-Forwarded-For': address })
const sendCall = (phone: string, dialCode = '%2B91') =>
  server.call<Sent & Failure>('GET', `/access/api/v1/otp/call?phone_number=${phone}&dial_code=${dialCode}`)
const validate = (id: string, otp: string) =>
  server.call<Validated & Failure>('POST', `/access/api/v1/otp/validate/${id}`, { body: { otp } })
const lastCode = () => server.sent.at(-1)!.code
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000')

describe('sending a code', () => {
  it('sends six random digits through the sender and answers with an opaque id', async () => {
    const answer = await sendSms(KNOWN)
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      channel: 'SMS',
      phone_number_masked: '+91 98XXX XX345',
      code_length: 6,
      expires_in_seconds: 300,
      resend_after_seconds: 60,
    })
    expect(server.sent).toEqual([
      { phone: { dialCode: '+91', national: KNOWN }, code: expect.stringMatching(/^\d{6}$/), channel: 'SMS' },
    ])
  })

  it('stores only a salted hash of the code', async () => {
    const answer = await sendSms(KNOWN)
    const row = await server.app.db
      .selectFrom('otp_codes')
      .selectAll()
      .where('id', '=', answer.body.data.id)
      .executeTakeFirstOrThrow()
    expect(JSON.stringify(row)).not.toContain(lastCode())
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('gives a known and an unknown phone the same answer', async () => {
    const known = await sendSms(KNOWN)
    const unknown = await sendSms(UNKNOWN)
    const comparable = ({ status, body }: { status: number; body: Sent }) => {
      const { id, phone_number_masked, ...rest } = body.data
      return { status, rest, idShape: id.length, maskShape: phone_number_masked.replace(/\d/g, '9') }
    }
    expect(comparable(unknown)).toEqual(comparable(known))
    expect(server.sent.map((message) => message.phone.national)).toEqual([KNOWN, UNKNOWN])
  })

  it('sends by call too, and the call shares the SMS cooldown', async () => {
    const byCall = await sendCall(KNOWN)
    expect(byCall.status).toBe(200)
    expect(byCall.body.data.channel).toBe('CALL')
    expect(server.sent.at(-1)!.channel).toBe('CALL')
    expect((await sendSms(KNOWN)).status).toBe(429)
    expect((await sendCall(KNOWN, '91')).status).toBe(429)
  })

  it('refuses a resend within 60 seconds, saying how long to wait', async () => {
    await sendSms(KNOWN)
    server.clock.advance(20 * SECOND)
    const early = await sendSms(KNOWN)
    expect(early.status).toBe(429)
    expect(early.body.message).toBe('Please wait 40 seconds before asking for another code.')
    expect(early.headers.get('retry-after')).toBe('40')
    server.clock.advance(40 * SECOND)
    expect((await sendSms(KNOWN)).status).toBe(200)
  })

  it('allows at most 5 sends per phone per hour from one address', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await sendSms(KNOWN)).status).toBe(200)
      server.clock.advance(MINUTE)
    }
    const capped = await sendSms(KNOWN)
    expect(capped.status).toBe(429)
    expect(capped.body.message).toBe('Too many codes were asked for this number. Try again in 55 minutes.')
    expect(capped.headers.get('retry-after')).toBe(String(55 * 60))
    expect((await sendSms(UNKNOWN)).status).toBe(200)
    server.clock.advance(55 * MINUTE)
    expect((await sendSms(KNOWN)).status).toBe(200)
  })

  it('does not let a stranger’s sends lock the owner out', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await sendSmsFrom('203.0.113.66', KNOWN)).status).toBe(200)
      server.clock.advance(61 * SECOND)
    }
    expect((await sendSmsFrom('203.0.113.66', KNOWN)).status).toBe(429)
    const owner = await sendSmsFrom('198.51.100.7', KNOWN)
    expect(owner.status).toBe(200)
    expect((await validate(owner.body.data.id, lastCode())).status).toBe(200)
  })

  it('allows at most 20 sends per address per hour, whatever the phones', async () => {
    const phone = (i: number) => `91234${String(10000 + i)}`
    for (let i = 0; i < 20; i += 1) expect((await sendSmsFrom('203.0.113.66', phone(i))).status).toBe(200)
    server.clock.advance(10 * MINUTE)
    const capped = await sendSmsFrom('203.0.113.66', phone(20))
    expect(capped.status).toBe(429)
    expect(capped.body.message).toBe('Too many codes were asked from this network. Try again in 50 minutes.')
    expect(capped.headers.get('retry-after')).toBe(String(50 * 60))
    expect((await sendSmsFrom('198.51.100.7', phone(20))).status).toBe(200)
    server.clock.advance(50 * MINUTE)
    expect((await sendSmsFrom('203.0.113.66', phone(21))).status).toBe(200)
    expect(server.sent).toHaveLength(22)
  })

  it('refuses numbers that are not mobile numbers of the country', async () => {
    const short = await sendSms('984501234')
    expect(short.status).toBe(400)
    expect(short.body).toEqual({
      message: 'A mobile number in India has 10 digits.',
      errors: [{ field: 'path.phone', message: 'A mobile number in India has 10 digits.' }],
    })
    expect((await sendSms('5845012345')).body.message).toBe(
      'An Indian mobile number starts with 6, 7, 8 or 9.',
    )
    expect((await sendSms(KNOWN, { 'X-Country-Code': '+999' })).body.message).toBe(
      'Phone numbers with the ISD code +999 are not supported yet.',
    )
    expect((await sendSms('98450abcde')).body.errors).toEqual([
      { field: 'path.phone', message: 'Phone must be a mobile number in digits only, e.g. 9845012345.' },
    ])
    expect(server.sent).toEqual([])
  })
})

describe('validating a code', () => {
  it('gives a known operator a session token', async () => {
    const { body } = await sendSms(KNOWN)
    const answer = await validate(body.data.id, lastCode())
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      token_type: 'session',
      is_new_user: false,
      expires_at: new Date(server.clock.now().getTime() + 30 * 24 * 60 * MINUTE).toISOString(),
    })
  })

  it('accepts a code until 5 minutes have passed, then refuses it', async () => {
    const first = await sendSms(KNOWN)
    server.clock.advance(5 * MINUTE - SECOND)
    expect((await validate(first.body.data.id, lastCode())).status).toBe(200)

    server.clock.advance(MINUTE)
    const second = await sendSms(KNOWN)
    server.clock.advance(5 * MINUTE)
    const expired = await validate(second.body.data.id, lastCode())
    expect(expired.status).toBe(400)
    expect(expired.body.message).toBe('This code has expired. Ask for a new code.')
  })

  it('allows 5 attempts per code, counting down, then refuses even the right code', async () => {
    const { body } = await sendSms(KNOWN)
    const code = lastCode()
    const messages = []
    for (let i = 0; i < 5; i += 1) {
      const wrong = await validate(body.data.id, wrongCode(code))
      expect(wrong.status).toBe(400)
      messages.push(wrong.body.message)
    }
    expect(messages).toEqual([
      'That code is not right. 4 attempts left.',
      'That code is not right. 3 attempts left.',
      'That code is not right. 2 attempts left.',
      'That code is not right. 1 attempt left.',
      'That code is not right, and no attempts are left. Ask for a new code.',
    ])
    const spent = await validate(body.data.id, code)
    expect(spent.status).toBe(429)
    expect(spent.body.message).toBe('Too many wrong attempts for this code. Ask for a new code.')
  })

  it('names the field of a wrong code', async () => {
    const { body } = await sendSms(KNOWN)
    const wrong = await validate(body.data.id, wrongCode(lastCode()))
    expect(wrong.body.errors).toEqual([
      { field: 'body.otp', message: 'That code is not right. 4 attempts left.' },
    ])
  })

  it('accepts a code once only', async () => {
    const { body } = await sendSms(KNOWN)
    const code = lastCode()
    expect((await validate(body.data.id, code)).status).toBe(200)
    const again = await validate(body.data.id, code)
    expect(again.status).toBe(400)
    expect(again.body.message).toBe('This code has already been used. Ask for a new code.')
  })

  it('keeps a code valid when another is sent for the number, from anywhere', async () => {
    const owner = await sendSmsFrom('198.51.100.7', KNOWN)
    const ownerCode = lastCode()
    await sendSmsFrom('203.0.113.66', KNOWN)
    server.clock.advance(MINUTE)
    await sendSmsFrom('198.51.100.7', KNOWN)
    expect((await validate(owner.body.data.id, ownerCode)).status).toBe(200)
  })

  it('cancels the number’s other codes once one is used', async () => {
    const first = await sendSms(KNOWN)
    const firstCode = lastCode()
    server.clock.advance(MINUTE)
    const second = await sendSms(KNOWN)
    expect((await validate(second.body.data.id, lastCode())).status).toBe(200)
    const cancelled = await validate(first.body.data.id, firstCode)
    expect(cancelled.status).toBe(400)
    expect(cancelled.body.message).toBe(
      'Another code was used to sign in with this number. Ask for a new code.',
    )
  })

  it('answers 404 for an id no send call gave', async () => {
    const answer = await validate('notAnOtpRequestId', '123456')
    expect(answer.status).toBe(404)
    expect(answer.body.message).toBe('This code request does not exist. Ask for a new code.')
  })

  it('gives an unknown phone a signup token instead of a session', async () => {
    const { body } = await sendSms(UNKNOWN)
    const answer = await validate(body.data.id, lastCode())
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({ token_type: 'signup', is_new_user: true })
    expect(answer.body.data.expires_at).toBe(
      new Date(server.clock.now().getTime() + 30 * MINUTE).toISOString(),
    )
  })
})
