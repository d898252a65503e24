import { addDays, kolkataDate } from '../calendar'
import { DAY } from '../clock'
import { DEMO_OPERATOR, SECOND_OPERATOR } from '../seed'
import { gstinFor } from '../tax/gstin'
import { PNG, PLAIN_PDF } from '../testing/fileKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type Data<T> = { data: T }
type Page<T> = Data<{ count: number; results: T[] }>
type Failure = { message: string; errors?: { field: string; message: string }[] }
type Profile = {
  name: string
  brand: string | null
  gstin: string | null
  state_code: string | null
  image: string | null
}
type Flag = { module_type: string; is_enabled: boolean; is_active_data: boolean }
type Account = {
  id: number
  account_number_masked: string
  is_primary: boolean
  is_active: boolean
  nickname: string | null
  upi_id: string | null
}
type Settings = {
  upi_id: string | null
  payee_name: string | null
  reminders: { is_enabled: boolean; days_before: number[]; days_after: number[]; channel: string }
  property_overrides: { property_id: number; upi_id: string }[]
}

const PROFILE = '/user/api/v1/operator/business_profile'
const PAYMENTS = '/payment/api/v1/operator/payment_settings'
const ACCOUNTS = '/payment/api/v2/operator/bank/account/list'
const account = (id: number, action: string) => `/payment/api/v1/operator/bank/account/${id}/${action}`
const moduleSwitch = (type: string) => `/user/api/v1/operator/module/${type}/update`
const KARNATAKA_GSTIN = gstinFor('29', 'ABCDE1234F')
const HDFC = {
  account_holder_name: 'Roost Demo Stays',
  account_number: '501000123456789',
  ifsc: 'HDFC0001234',
}

let server: TestServer
let token: string
let otherToken: string
let operatorId: number
let hdfcId: number
let sbiId: number

const send = <T>(method: string, path: string, body?: unknown, as = token) =>
  server.call<T>(method, path, { token: as, body })
const fieldsOf = (body: unknown) => (body as Failure).errors?.map((e) => e.field)
const entries = async () =>
  Number(
    (
      await server.app.db
        .selectFrom('activity_log')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('operator_id', '=', operatorId)
        .executeTakeFirstOrThrow()
    ).count,
  )

/** Runs a write and checks it left exactly `expected` activity entries (1 for a change, 0 for a refusal). */
async function leaves<T>(expected: number, write: () => Promise<T>): Promise<T> {
  const before = await entries()
  const answer = await write()
  expect((await entries()) - before).toBe(expected)
  return answer
}

beforeAll(async () => {
  server = await startTestServer({ database: ':memory:', rateLimit: false })
  token = await server.signIn(DEMO_OPERATOR.phone)
  otherToken = await server.signIn(SECOND_OPERATOR.phone)
  operatorId = (await send<Data<{ id: number }>>('GET', '/user/api/v1/user_detail')).body.data.id
  const bank = (prefix: string) =>
    server.app.db.selectFrom('banks').select('id').where('ifsc_prefix', '=', prefix).executeTakeFirstOrThrow()
  hdfcId = (await bank('HDFC')).id
  sbiId = (await bank('SBIN')).id
})

afterAll(() => server.close())

describe('business profile', () => {
  it('refuses a GSTIN with a wrong check character, an unknown state code or another state, writing nothing', async () => {
    const typo = `${KARNATAKA_GSTIN.slice(0, 14)}${KARNATAKA_GSTIN[14] === 'A' ? 'B' : 'A'}`
    const bad = await leaves(0, () => send<Failure>('PUT', PROFILE, { gstin: typo, state_code: '29' }))
    expect(bad.status).toBe(400)
    expect(fieldsOf(bad.body)).toEqual(['body.gstin'])
    expect(bad.body.message).toMatch(/typing mistake/)

    const unknown = await send<Failure>('PUT', PROFILE, { gstin: gstinFor('99', 'ABCDE1234F') })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toMatch(/99 is not a GST state code/)

    const elsewhere = await leaves(0, () =>
      send<Failure>('PUT', PROFILE, { gstin: KARNATAKA_GSTIN, state_code: '27' }),
    )
    expect(elsewhere.status).toBe(400)
    expect(fieldsOf(elsewhere.body)).toEqual(['body.gstin'])
    expect(elsewhere.body.message).toMatch(/Karnataka \(29\).*Maharashtra \(27\)/)
    expect((await send<Data<Profile>>('GET', PROFILE)).body.data.gstin).toBeNull()
  })

  it('saves the profile with one activity entry, and user_detail answers the new name and brand at once', async () => {
    const saved = await leaves(1, () =>
      send<Data<Profile & { state_name: string }>>('PUT', PROFILE, {
        name: 'Rohan D',
        brand: 'Roost Stays',
        gstin: KARNATAKA_GSTIN,
        state_code: '29',
        registered_address: '12, 5th Cross, Koramangala, Bengaluru 560034',
        email: 'accounts@roost.example',
      }),
    )
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({
      gstin: KARNATAKA_GSTIN,
      state_code: '29',
      state_name: 'Karnataka',
    })
    const detail = await send<Data<{ name: string; brand: string; email: string }>>(
      'GET',
      '/user/api/v1/user_detail',
    )
    expect(detail.body.data).toMatchObject({
      name: 'Rohan D',
      brand: 'Roost Stays',
      email: 'accounts@roost.example',
    })
  })

  it('the session’s profile update also leaves one entry, and none when refused', async () => {
    const refused = await leaves(0, () =>
      send('PUT', '/user/api/v1/operator/profile/update', { tax_type: 'VAT' }),
    )
    expect(refused.status).toBe(400)
    const saved = await leaves(1, () =>
      send<Data<{ brand: string }>>('PUT', '/user/api/v1/operator/profile/update', { brand: 'Roost Stays' }),
    )
    expect(saved.body.data.brand).toBe('Roost Stays')
  })

  it('takes only the operator’s own JPEG or PNG as the logo', async () => {
    const upload = async (data: Buffer, name: string) => {
      const form = new FormData()
      form.append('file', new Blob([data]), name)
      form.append('purpose', 'PROFILE_IMAGE')
      return (
        await send<Data<{ url: string }>>('POST', '/onboarding/api/v1/operator/cloudfront/upload', form)
      ).body.data.url
    }
    const pdf = await leaves(0, async () =>
      send<Failure>('PUT', PROFILE, { image: await upload(PLAIN_PDF, 'a.pdf') }),
    )
    expect(pdf.status).toBe(400)
    expect(fieldsOf(pdf.body)).toEqual(['body.image'])
    const png = await upload(PNG, 'logo.png')
    const saved = await send<Data<Profile>>('PUT', PROFILE, { image: png })
    expect(saved.body.data.image).toBe(png)
    const stranger = await send<Failure>('PUT', PROFILE, { image: png }, otherToken)
    expect(stranger.status).toBe(400)
    expect((await send<Data<{ image: string }>>('GET', '/user/api/v1/user_detail')).body.data.image).toBe(png)
  })
})

describe('module switches', () => {
  it('switching complaints off keeps its data; listOperatorModules answers the new flag; one entry each', async () => {
    const off = await leaves(1, () =>
      send<Data<Flag>>('PUT', moduleSwitch('complaint'), { is_enabled: false }),
    )
    expect(off.body.data).toEqual({ module_type: 'complaint', is_enabled: false, is_active_data: true })
    const listed = await send<Data<Flag[]>>(
      'GET',
      `/user/api/v1/operator/module/content_type/operatoruser/object_id/${operatorId}/list?module_type=complaint`,
    )
    expect(listed.body.data).toEqual([{ module_type: 'complaint', is_enabled: false, is_active_data: true }])
    const expenseOff = await leaves(1, () =>
      send<Data<Flag>>('PUT', moduleSwitch('expense'), { is_enabled: false }),
    )
    expect(expenseOff.body.data.is_active_data).toBe(true)
    await leaves(1, () => send('PUT', moduleSwitch('expense'), { is_enabled: true }))
    const on = await leaves(1, () => send<Data<Flag>>('PUT', moduleSwitch('complaint'), { is_enabled: true }))
    expect(on.body.data.is_enabled).toBe(true)
    const again = await leaves(0, () =>
      send<Data<Flag>>('PUT', moduleSwitch('complaint'), { is_enabled: true }),
    )
    expect(again.status).toBe(200)
    expect((await send('PUT', moduleSwitch('rent'), { is_enabled: true })).status).toBe(400)
  })
})

describe('bank accounts', () => {
  let added: number
  let primary: number

  it('validates the IFSC by shape and by bank, and the account number', async () => {
    const shape = await leaves(0, () =>
      send('POST', '/payment/api/v1/operator/bank/account/create', {
        bank_id: hdfcId,
        ...HDFC,
        ifsc: 'HDFC1234567',
      }),
    )
    expect(shape.status).toBe(400)
    expect(fieldsOf(shape.body)).toContain('body.ifsc')
    const otherBank = await send<Failure>('POST', '/payment/api/v1/operator/bank/account/create', {
      bank_id: sbiId,
      ...HDFC,
    })
    expect(otherBank.status).toBe(400)
    expect(fieldsOf(otherBank.body)).toEqual(['body.ifsc'])
    expect(otherBank.body.message).toMatch(/SBIN/)
    const short = await send('POST', '/payment/api/v1/operator/bank/account/create', {
      bank_id: hdfcId,
      ...HDFC,
      account_number: '12345678',
    })
    expect(fieldsOf(short.body)).toContain('body.account_number')
  })

  it('adds, edits, makes default and deactivates, refusing to deactivate the default (409)', async () => {
    const created = await leaves(1, () =>
      send<Data<Account>>('POST', '/payment/api/v1/operator/bank/account/create', {
        bank_id: hdfcId,
        ...HDFC,
        nickname: 'Deposits',
      }),
    )
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      account_number_masked: 'XXXXXXXXXXX6789',
      is_primary: false,
      is_active: true,
      nickname: 'Deposits',
    })
    added = created.body.data.id
    const edited = await leaves(1, () =>
      send<Data<Account>>('PUT', account(added, 'update'), { upi_id: 'deposits@okhdfcbank' }),
    )
    expect(edited.body.data.upi_id).toBe('deposits@okhdfcbank')
    const badUpi = await leaves(0, () => send('PUT', account(added, 'update'), { upi_id: 'not a vpa' }))
    expect(fieldsOf(badUpi.body)).toContain('body.upi_id')

    const list = (await send<Page<Account>>('GET', ACCOUNTS)).body.data.results
    primary = list.find((row) => row.is_primary)!.id
    const refused = await leaves(0, () => send<Failure>('POST', account(primary, 'deactivate')))
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/default/)

    await leaves(1, () => send('POST', account(added, 'default')))
    const deactivated = await leaves(1, () => send<Data<Account>>('POST', account(primary, 'deactivate')))
    expect(deactivated.body.data).toMatchObject({ is_active: false, is_primary: false })
    expect((await send('POST', account(primary, 'default'))).status).toBe(409)
    expect((await send('POST', account(primary, 'deactivate'))).status).toBe(409)
  })

  it('leaves a deactivated account out of pickers and tenant linking, and lists it in settings', async () => {
    const offered = (await send<Page<Account>>('GET', ACCOUNTS)).body.data.results.map((row) => row.id)
    expect(offered).not.toContain(primary)
    const all = (await send<Page<Account>>('GET', `${ACCOUNTS}?include_inactive=true`)).body.data.results
    expect(all.map((row) => row.id)).toContain(primary)
    const tenant = await server.app.db
      .selectFrom('tenants')
      .select('id')
      .where('operator_id', '=', operatorId)
      .executeTakeFirstOrThrow()
    const link = await send('POST', '/payment/api/v1/operator/link/tenant', {
      tenant_ids: [tenant.id],
      bank_id: primary,
    })
    expect(link.status).toBe(409)
    await leaves(1, () => send('POST', account(primary, 'activate')))
    await leaves(1, () => send('POST', account(primary, 'default')))
  })

  it('answers 404 to the second operator for every account of the first, changing nothing', async () => {
    for (const [method, action, body] of [
      ['PUT', 'update', { nickname: 'Mine now' }],
      ['POST', 'default', undefined],
      ['POST', 'deactivate', undefined],
      ['POST', 'activate', undefined],
    ] as const) {
      const answer = await leaves(0, () => send(method, account(added, action), body, otherToken))
      expect(answer.status).toBe(404)
    }
    const theirs = (
      await send<Page<Account>>('GET', `${ACCOUNTS}?include_inactive=true`, undefined, otherToken)
    ).body.data.results
    expect(theirs.map((row) => row.id)).not.toContain(added)
  })
})

describe('payment settings', () => {
  it('validates the UPI id and payee, and a new payment link carries the new UPI id', async () => {
    const bad = await leaves(0, () => send<Failure>('PUT', PAYMENTS, { upi_id: 'roost@' }))
    expect(bad.status).toBe(400)
    expect(fieldsOf(bad.body)).toContain('body.upi_id')

    const before = (await send<Data<Settings>>('GET', PAYMENTS)).body.data
    expect(before.property_overrides.length).toBeGreaterThan(0)
    const saved = await leaves(1, () =>
      send<Data<Settings>>('PUT', PAYMENTS, { upi_id: 'roost.new@okaxis', payee_name: 'Roost Stays' }),
    )
    expect(saved.body.data).toMatchObject({ upi_id: 'roost.new@okaxis', payee_name: 'Roost Stays' })

    const due = await server.app.db
      .selectFrom('collections')
      .innerJoin('tenants', 'tenants.id', 'collections.tenant_id')
      .select(['collections.id', 'collections.property_id'])
      .where('collections.operator_id', '=', operatorId)
      .where('collections.balance_paise', '>', 0)
      .where('tenants.bank_account_id', 'is', null)
      .executeTakeFirstOrThrow()
    const linkOf = async () =>
      (await send<Data<{ upi_uri: string }>>('POST', `/payment/api/v1/operator/${due.id}/payment_link`, {}))
        .body.data.upi_uri
    // The property's own UPI id is an override: it still wins until cleared.
    expect(await linkOf()).not.toContain('roost.new%40okaxis')
    await send('PUT', `/property/api/v1/operator/property/update/${due.property_id}`, { upi_id: null })
    const uri = await linkOf()
    expect(uri).toMatch(/pa=roost\.new(@|%40)okaxis/)
    expect(uri).toMatch(/pn=Roost(%20|\+)Stays/)
    const after = (await send<Data<Settings>>('GET', PAYMENTS)).body.data
    expect(after.property_overrides.map((row) => row.property_id)).not.toContain(due.property_id)
  })

  it('never shows the first operator’s settings to the second', async () => {
    const theirs = (await send<Data<Settings>>('GET', PAYMENTS, undefined, otherToken)).body.data
    expect(theirs.upi_id).not.toBe('roost.new@okaxis')
    const mine = (await send<Data<Settings>>('GET', PAYMENTS)).body.data.property_overrides.map(
      (row) => row.property_id,
    )
    expect(theirs.property_overrides.some((row) => mine.includes(row.property_id))).toBe(false)
    const profile = (await send<Data<Profile>>('GET', PROFILE, undefined, otherToken)).body.data
    expect(profile.gstin).not.toBe(KARNATAKA_GSTIN)
  })
})

describe('reminder schedule', () => {
  it('reminds unpaid collections on the scheduled days through the chosen channel, once a day (the check reads the database, so a restart sends nothing twice either)', async () => {
    const db = server.app.db
    const today = kolkataDate(server.clock.now())
    const collections = await db
      .selectFrom('collections')
      .select(['id', 'due_date'])
      .where('operator_id', '=', operatorId)
      .where('balance_paise', '>', 0)
      .where('is_settled', '=', 0)
      .execute()
    const dueDays = [...new Set(collections.map((row) => row.due_date))]
    const past = dueDays
      .filter((date) => date < today)
      .sort()
      .reverse()
    expect(past.length).toBeGreaterThan(0)
    const daysAfter = Math.round((Date.parse(today) - Date.parse(past[0])) / DAY)
    expect(daysAfter).toBeGreaterThan(0)
    const target = collections.filter((row) => row.due_date === past[0]).map((row) => row.id)
    // Nothing goes out while the schedule is off (the default).
    expect(await server.app.sweepReminders()).toBe(0)

    await leaves(1, () =>
      send('PUT', PAYMENTS, {
        reminders: {
          is_enabled: true,
          days_before: [],
          on_due_day: false,
          days_after: [daysAfter],
          channel: 'WHATSAPP',
        },
      }),
    )
    const sent = await server.app.sweepReminders()
    expect(sent).toBe(target.length)
    const reminders = await db
      .selectFrom('collection_reminders')
      .select(['collection_id', 'channel'])
      .where('collection_id', 'in', target)
      .where('sent_at', '>=', server.clock.now().toISOString().slice(0, 10))
      .execute()
    expect(reminders.map((row) => row.collection_id).sort()).toEqual([...target].sort())
    expect(new Set(reminders.map((row) => row.channel))).toEqual(new Set(['WHATSAPP']))
    // Again the same day (another pass, or a restarted server): nothing twice.
    expect(await server.app.sweepReminders()).toBe(0)
    // The next day these collections are a day further past due: not a scheduled day, so none of them.
    server.clock.advance(DAY)
    const nextDay = kolkataDate(server.clock.now())
    expect(addDays(today, 1)).toBe(nextDay)
    await server.app.sweepReminders()
    const twice = await db
      .selectFrom('collection_reminders')
      .select('collection_id')
      .where('collection_id', 'in', target)
      .where('channel', '=', 'WHATSAPP')
      .execute()
    expect(twice.length).toBe(target.length)
    await send('PUT', PAYMENTS, { reminders: { is_enabled: false } })
  })
})
