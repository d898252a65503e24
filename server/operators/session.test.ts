import { DEMO_OPERATOR, SECOND_OPERATOR } from '../seed'
import { startTestServer, type TestServer } from '../testing/testServer'

type Failure = { message: string; errors?: { field: string; message: string }[] }
type Profile = { data: { id: number } & Record<string, unknown> }
type Flags = { data: { module_type: string; is_enabled: boolean; is_active_data: boolean }[] }

const DAY = 24 * 60 * 60 * 1000
const flagsPath = (id: number, query = '?module_type=expense,complaint') =>
  `/user/api/v1/operator/module/content_type/operatoruser/object_id/${id}/list${query}`

let server: TestServer
let demo: string
let second: string
beforeEach(async () => {
  server = await startTestServer()
  demo = await server.signIn(DEMO_OPERATOR.phone)
  second = await server.signIn(SECOND_OPERATOR.phone)
})
afterEach(() => server.close())

const profileOf = (token: string) =>
  server.call<Profile & Failure>('GET', '/user/api/v1/user_detail', { token })

describe('the profile', () => {
  it("returns the token's operator with the spec's profile fields", async () => {
    const { status, body } = await profileOf(demo)
    expect(status).toBe(200)
    expect(body.data).toEqual({
      id: expect.any(Number),
      phone_no: '9845012345',
      user_type: 'operator',
      is_active_user: true,
      image: null,
      name: 'Rohan Deshmukh',
      brand: 'Roost Demo Stays',
      country_info: { id: expect.any(Number), name: 'India', iso_code: 'IN' },
      currency_info: { code: 'INR', symbol: '₹', name: 'Indian Rupee' },
      isd_code_details: { isd_code: '+91', iso_code: 'IN', national_number_length: 10 },
      decimal_places: 2,
      is_login_restricted: false,
      tax_type: 'GST',
      email: 'rohan.deshmukh@example.com',
    })
    expect((await profileOf(second)).body.data).toMatchObject({
      name: 'Fatima Sheikh',
      brand: 'Nest Co-living',
    })
  })

  it('updates what the operator may change, and refuses the rest', async () => {
    const token = demo
    const update = (body: unknown) =>
      server.call<Profile & Failure>('PUT', '/user/api/v1/operator/profile/update', { token, body })
    const changed = await update({ brand: 'Roost Stays', decimal_places: 0, tax_type: 'NONE' })
    expect(changed.status).toBe(200)
    expect(changed.body.data).toMatchObject({ brand: 'Roost Stays', decimal_places: 0, tax_type: 'NONE' })
    expect((await profileOf(token)).body.data).toMatchObject({ brand: 'Roost Stays' })

    expect((await update({})).body.message).toBe('The request body must contain at least one field.')
    expect((await update({ phone_no: '9000000000' })).status).toBe(400)
    const tax = await update({ tax_type: 'VAT' })
    expect(tax.status).toBe(400)
    expect(tax.body.message).toBe("Tax type VAT is not one of your country's tax types.")
  })
})

describe('tokens', () => {
  it('expire after 30 days', async () => {
    const token = await server.signIn(DEMO_OPERATOR.phone) // issued 61 s ago
    server.clock.advance(30 * DAY - 2 * 60_000)
    expect((await profileOf(token)).status).toBe(200)
    server.clock.advance(2 * 60_000)
    const expired = await profileOf(token)
    expect(expired.status).toBe(401)
    expect(expired.body.message).toBe('Your session has ended. Please sign in again.')
  })

  it('are revoked by signing out, and only the one signed out', async () => {
    const other = await server.signIn(DEMO_OPERATOR.phone)
    const out = await server.call<{ data: { success: boolean } }>('POST', '/access/api/v1/logout', {
      token: demo,
    })
    expect(out.status).toBe(200)
    expect(out.body.data.success).toBe(true)
    expect((await profileOf(demo)).status).toBe(401)
    expect((await server.call('POST', '/access/api/v1/logout', { token: demo })).status).toBe(401)
    expect((await profileOf(other)).status).toBe(200)
  })

  it('are stored only as hashes', async () => {
    const rows = await server.app.db.selectFrom('auth_tokens').select('token_hash').execute()
    expect(rows.map((row) => row.token_hash)).not.toContain(demo)
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true)
  })

  it('must come as "Token <token>"', async () => {
    const missing = await server.call<Failure>('GET', '/user/api/v1/user_detail')
    expect(missing.status).toBe(401)
    expect(missing.body.message).toBe('Please sign in to continue.')
    const bearer = await server.call<Failure>('GET', '/user/api/v1/user_detail', {
      headers: { Authorization: `Bearer ${demo}` },
    })
    expect(bearer.status).toBe(401)
    expect(bearer.body.message).toBe('The Authorization header must read "Token <your token>".')
    expect((await profileOf('x'.repeat(43))).status).toBe(401)
  })
})

describe('module flags', () => {
  it("lists the operator's flags, filtered by module_type", async () => {
    const { body: profile } = await profileOf(demo)
    const all = await server.call<Flags>('GET', flagsPath(profile.data.id), { token: demo })
    expect(all.status).toBe(200)
    expect(all.body.data).toEqual([
      { module_type: 'complaint', is_enabled: true, is_active_data: true },
      { module_type: 'expense', is_enabled: true, is_active_data: true },
    ])
    const expense = await server.call<Flags>('GET', flagsPath(profile.data.id, '?module_type=expense'), {
      token: demo,
    })
    expect(expense.body.data.map((flag) => flag.module_type)).toEqual(['expense'])
    const byDefault = await server.call<Flags>('GET', flagsPath(profile.data.id, ''), { token: demo })
    expect(byDefault.body.data).toHaveLength(2)
  })

  it("answers 404 for another operator's id", async () => {
    const { body: demoProfile } = await profileOf(demo)
    const { body: secondProfile } = await profileOf(second)
    const probing = await server.call<Failure>('GET', flagsPath(demoProfile.data.id), { token: second })
    expect(probing.status).toBe(404)
    expect(probing.body.message).toBe('No such operator.')
    const own = await server.call<Flags>('GET', flagsPath(secondProfile.data.id), { token: second })
    // Spec §2's other cases: complaints off (the route is gone), expenses off but holding data (it stays).
    expect(own.body.data).toEqual(
      expect.arrayContaining([
        { module_type: 'expense', is_enabled: false, is_active_data: true },
        { module_type: 'complaint', is_enabled: false, is_active_data: true },
      ]),
    )
    expect(own.body.data).toHaveLength(2)
  })

  it('refuses module types the contract does not name', async () => {
    const { body: profile } = await profileOf(demo)
    const answer = await server.call<Failure>('GET', flagsPath(profile.data.id, '?module_type=food'), {
      token: demo,
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[0].field).toBe('query.module_type')
  })
})
