import { DEMO_OPERATOR } from '../seed'
import { gstinFor } from '../tax/gstin'
import { startTestServer, type TestServer } from '../testing/testServer'

type Data<T> = { data: T }
type Failure = { message: string; errors?: { field: string; message: string }[] }
type Vendor = {
  id: number
  name: string
  phone_number: string
  gstin: string | null
  pan: string | null
  record_kinds: string[]
  is_active: boolean
  complaint_count: number
  expense_count: number
}
type Deleted = Data<{ outcome: string; message: string; vendor: Vendor | null }>

const VENDOR = '/complaint/api/v1/operator/vendor'

let server: TestServer
let token: string

const call = <T>(method: string, path: string, body?: unknown) =>
  server.call<T>(method, path, { token, body })
const create = (body: object) =>
  call<Data<Vendor> & Failure>('POST', `${VENDOR}/create`, {
    name: 'Test Vendor',
    services: ['PLUMBING'],
    ...body,
  })
const fields = (failure: Failure) => failure.errors?.map((error) => error.field)

let serial = 0
const phone = () => `91000${String((serial += 1)).padStart(5, '0')}`

beforeAll(async () => {
  server = await startTestServer({ database: ':memory:', rateLimit: false })
  token = await server.signIn(DEMO_OPERATOR.phone)
})
afterAll(() => server.close())

describe('vendor checks', () => {
  const gstin = gstinFor('29', 'AAKFT1234Q')

  it('adds a GST-registered vendor, taking the PAN from the GSTIN, serving both kinds by default', async () => {
    const answer = await create({ phone_number: phone(), gstin })
    expect(answer.status).toBe(201)
    expect(answer.body.data).toMatchObject({ gstin, pan: 'AAKFT1234Q', is_active: true, expense_count: 0 })
    expect(answer.body.data.record_kinds.sort()).toEqual(['COMPLAINT', 'EXPENSE'])
  })

  it('refuses a GSTIN with a wrong check character, naming the field', async () => {
    const wrong = gstin.slice(0, 14) + (gstin[14] === 'A' ? 'B' : 'A')
    const answer = await create({ phone_number: phone(), gstin: wrong })
    expect(answer.status).toBe(400)
    expect(fields(answer.body)).toEqual(['body.gstin'])
    expect(answer.body.message).toMatch(/typing mistake/)
  })

  it('refuses a GSTIN with an unknown state code', async () => {
    const answer = await create({ phone_number: phone(), gstin: gstinFor('45', 'AAKFT1234Q') })
    expect(answer.status).toBe(400)
    expect(fields(answer.body)).toEqual(['body.gstin'])
    expect(answer.body.message).toMatch(/45 is not a GST state code/)
  })

  it('refuses a PAN the GSTIN does not hold', async () => {
    const answer = await create({ phone_number: phone(), gstin, pan: 'AAKFT9999Q' })
    expect(answer.status).toBe(400)
    expect(fields(answer.body)).toEqual(['body.pan'])
  })

  it('refuses part of a bank account, naming the missing fields', async () => {
    const answer = await create({ phone_number: phone(), bank_account_number: '123456789012' })
    expect(answer.status).toBe(400)
    expect(fields(answer.body)).toEqual(['body.bank_account_name', 'body.bank_ifsc'])
  })

  it('refuses the phone number of another vendor (409 naming it), also on an edit', async () => {
    const answer = await create({ phone_number: '98451 00011' })
    expect(answer.status).toBe(409)
    expect(fields(answer.body)).toEqual(['body.phone_number'])
    expect(answer.body.message).toBe('Sai Plumbing Works already has this phone number.')
    const mine = await create({ phone_number: phone() })
    const edit = await call<Failure>('PUT', `${VENDOR}/edit/${mine.body.data.id}`, {
      phone_number: '9845100011',
    })
    expect(edit.status).toBe(409)
  })

  it('takes the PAN of a new GSTIN on an edit, and keeps the PAN when the GSTIN is cleared', async () => {
    const made = await create({ phone_number: phone(), pan: 'AAKFT5555Q' })
    const edit = (body: object) => call<Data<Vendor>>('PUT', `${VENDOR}/edit/${made.body.data.id}`, body)
    const registered = await edit({ gstin })
    expect(registered.body.data).toMatchObject({ gstin, pan: 'AAKFT1234Q' })
    const cleared = await edit({ gstin: null })
    expect(cleared.body.data).toMatchObject({ gstin: null, pan: 'AAKFT1234Q' })
  })

  it('clears the bank account on an edit only when all three go', async () => {
    const bank = {
      bank_account_name: 'Test Vendor',
      bank_account_number: '123456789012',
      bank_ifsc: 'HDFC0001234',
    }
    const made = await create({ phone_number: phone(), ...bank })
    expect(made.status).toBe(201)
    const partial = await call<Failure>('PUT', `${VENDOR}/edit/${made.body.data.id}`, { bank_ifsc: null })
    expect(partial.status).toBe(400)
    const cleared = await call<Data<Vendor>>('PUT', `${VENDOR}/edit/${made.body.data.id}`, {
      bank_account_name: null,
      bank_account_number: null,
      bank_ifsc: null,
    })
    expect(cleared.status).toBe(200)
  })
})

describe('listing vendors', () => {
  type Listed = Data<{ count: number; results: Vendor[] }>
  const names = async (query: string) =>
    (await call<Listed>('GET', `${VENDOR}/list?limit=100&${query}`)).body.data.results.map(
      (vendor) => vendor.name,
    )

  it('filters by record kind, service search, phone and property (vendors of that property or of all)', async () => {
    expect(await names('record_kind=COMPLAINT')).not.toContain('Nandini Milk Agency')
    expect(await names('record_kind=EXPENSE')).toContain('Nandini Milk Agency')
    expect(await names('search_by=service_type&search_query=pest')).toEqual(['PestAway Solutions'])
    expect(await names('search_by=phone_number&search_query=98451 00022')).toEqual(['Vinayaka Electricals'])
    expect(await names('search_query=cool')).toEqual(['CoolCare AC Services'])
    const properties = await server.app.db
      .selectFrom('properties')
      .innerJoin('operators', 'operators.id', 'properties.operator_id')
      .select('properties.id')
      .where('operators.phone_no', '=', DEMO_OPERATOR.phone.national)
      .orderBy('properties.id')
      .execute()
    const [first, second] = properties.map((property) => property.id)
    await create({ name: 'Only First', phone_number: phone(), property_ids: [first] })
    expect(await names(`property_id=${first}`)).toContain('Only First')
    expect(await names(`property_id=${second}`)).not.toContain('Only First')
    expect(await names(`property_id=${second}`)).toContain('Sai Plumbing Works')
  })
})

describe('removing a vendor', () => {
  it('deletes a vendor no record names', async () => {
    const made = await create({ phone_number: phone() })
    const answer = await call<Deleted>('DELETE', `${VENDOR}/delete/${made.body.data.id}`)
    expect(answer.body.data).toMatchObject({ outcome: 'deleted', vendor: null })
    expect((await call('GET', `${VENDOR}/${made.body.data.id}`)).status).toBe(404)
  })

  it('deactivates a vendor with expenses instead, saying how many', async () => {
    const made = await create({ name: 'Paid Once', phone_number: phone() })
    const categories = await call<Data<{ results: { id: number; code: string }[] }>>(
      'GET',
      '/expense/api/v1/operator/category/list?limit=50',
    )
    const other = categories.body.data.results.find((category) => category.code === 'OTHER')
    const expense = await call('POST', '/expense/api/v1/operator/expense/add', {
      category_id: other?.id,
      vendor_id: made.body.data.id,
      amount_paise: 1_000_00,
      expense_date: '2026-11-20',
      payment_mode: 'UPI',
    })
    expect(expense.status).toBe(201)
    const answer = await call<Deleted>('DELETE', `${VENDOR}/delete/${made.body.data.id}`)
    expect(answer.body.data.outcome).toBe('deactivated')
    expect(answer.body.data.message).toBe('Paid Once has 1 expense, so was deactivated instead.')
    expect(answer.body.data.vendor).toMatchObject({ is_active: false, expense_count: 1 })
  })

  it('deactivates a vendor a complaint is assigned to', async () => {
    const made = await create({ name: 'Called Once', phone_number: phone() })
    const complaint = await server.app.db
      .selectFrom('complaints')
      .innerJoin('operators', 'operators.id', 'complaints.operator_id')
      .select('complaints.id')
      .where('operators.phone_no', '=', DEMO_OPERATOR.phone.national)
      .where('complaints.status', 'in', ['OPEN', 'IN_PROGRESS'])
      .orderBy('complaints.id')
      .executeTakeFirstOrThrow()
    const assigned = await call('POST', `/complaint/api/v1/operator/complaint/${complaint.id}/assign`, {
      assignee_type: 'VENDOR',
      vendor_id: made.body.data.id,
    })
    expect(assigned.status).toBe(200)
    const answer = await call<Deleted>('DELETE', `${VENDOR}/delete/${made.body.data.id}`)
    expect(answer.body.data.message).toBe('Called Once has 1 complaint, so was deactivated instead.')
    const listed = await call<Data<{ results: Vendor[] }>>('GET', `${VENDOR}/list?is_active=false&limit=50`)
    expect(listed.body.data.results.map((vendor) => vendor.name)).toContain('Called Once')
    const picker = await call<Data<{ results: Vendor[] }>>(
      'GET',
      '/expense/api/v1/operator/vendor/list?limit=50',
    )
    expect(picker.body.data.results.map((vendor) => vendor.name)).not.toContain('Called Once')
  })
})
