import { SECOND_OPERATOR } from '../seed'
import { startTestServer, type TestServer } from '../testing/testServer'

type Data<T> = { data: T }
type Failure = { message: string; errors?: { field: string; message: string }[] }
type Staff = {
  id: number
  name: string
  phone_number: string
  role: string
  all_properties: boolean
  property_ids: number[]
  property_names: string[]
  is_active: boolean
  can_collect_cash: boolean
  police_verification_status: string
  police_verification_date: string | null
  cash_in_hand_paise: number
}
type Page<T> = Data<{ count: number; results: T[] }>
type User = { id: number; name: string; user_type: string; role: string | null; all_properties: boolean }

const STAFF = '/user/api/v1/operator/staff'

let server: TestServer
let token: string
let propertyIds: number[]
let propertyNames: Map<number, string>

const call = <T>(method: string, path: string, body?: unknown) =>
  server.call<T>(method, path, { token, body })
const create = (body: object) => call<Data<Staff> & Failure>('POST', `${STAFF}/create`, body)
const fields = (failure: Failure) => failure.errors?.map((error) => error.field)

/** Ten-digit Indian mobiles no seed uses. */
let serial = 0
const phone = () => `70000${String((serial += 1)).padStart(5, '0')}`

beforeAll(async () => {
  server = await startTestServer({ database: ':memory:', rateLimit: false })
  token = await server.signIn(SECOND_OPERATOR.phone)
  const operator = await server.app.db
    .selectFrom('operators')
    .select('id')
    .where('phone_no', '=', SECOND_OPERATOR.phone.national)
    .executeTakeFirstOrThrow()
  const properties = await server.app.db
    .selectFrom('properties')
    .select(['id', 'name'])
    .where('operator_id', '=', operator.id)
    .orderBy('id')
    .execute()
  propertyIds = properties.map((property) => property.id)
  propertyNames = new Map(properties.map((property) => [property.id, property.name]))
})
afterAll(() => server.close())

describe('adding and editing staff', () => {
  it('adds a member with their properties by name and no cash in hand', async () => {
    const answer = await create({
      name: '  Kavita Nair ',
      phone_number: phone(),
      role: 'PROPERTY_MANAGER',
      property_ids: [propertyIds[0]],
      can_collect_cash: true,
      police_verification_status: 'VERIFIED',
      police_verification_date: '2026-10-01',
      joined_on: '2026-06-01',
      monthly_salary_paise: 2_800_000,
    })
    expect(answer.status).toBe(201)
    expect(answer.body.data).toMatchObject({
      name: 'Kavita Nair',
      role: 'PROPERTY_MANAGER',
      all_properties: false,
      property_ids: [propertyIds[0]],
      property_names: [propertyNames.get(propertyIds[0])],
      is_active: true,
      can_collect_cash: true,
      police_verification_status: 'VERIFIED',
      police_verification_date: '2026-10-01',
      cash_in_hand_paise: 0,
    })
  })

  it('refuses a phone another member has (409 naming body.phone_number), on add and on edit', async () => {
    const taken = phone()
    await create({ name: 'Ramesh Yadav', phone_number: taken, role: 'COOK', all_properties: true })
    const again = await create({
      name: 'Suresh Yadav',
      phone_number: taken,
      role: 'COOK',
      all_properties: true,
    })
    expect(again.status).toBe(409)
    expect(fields(again.body)).toEqual(['body.phone_number'])
    const other = await create({
      name: 'Mahesh Yadav',
      phone_number: phone(),
      role: 'COOK',
      all_properties: true,
    })
    const edit = await call<Failure>('PUT', `${STAFF}/edit/${other.body.data.id}`, { phone_number: taken })
    expect(edit.status).toBe(409)
    expect(fields(edit.body)).toEqual(['body.phone_number'])
  })

  it('checks the phone like the sign-in phone', async () => {
    const answer = await create({
      name: 'Neha Gupta',
      phone_number: '5123456789',
      role: 'ACCOUNTANT',
      all_properties: true,
    })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('An Indian mobile number starts with 6, 7, 8 or 9.')
    expect(fields(answer.body)).toEqual(['body.phone_number'])
  })

  it('needs a property unless the member works at all of them, and refuses a property that is not yours', async () => {
    const none = await create({ name: 'Anil Kumar', phone_number: phone(), role: 'SECURITY' })
    expect(none.status).toBe(400)
    expect(fields(none.body)).toEqual(['body.property_ids'])
    const unknown = await create({
      name: 'Anil Kumar',
      phone_number: phone(),
      role: 'SECURITY',
      property_ids: [999_999],
    })
    expect(unknown.status).toBe(404)
    const everywhere = await create({
      name: 'Anil Kumar',
      phone_number: phone(),
      role: 'SECURITY',
      all_properties: true,
    })
    expect(everywhere.body.data).toMatchObject({ all_properties: true, property_ids: [], property_names: [] })
    const narrowed = await call<Data<Staff> & Failure>('PUT', `${STAFF}/edit/${everywhere.body.data.id}`, {
      all_properties: false,
    })
    expect(narrowed.status).toBe(400)
    expect(fields(narrowed.body)).toEqual(['body.property_ids'])
  })

  it('needs the police verification date with SUBMITTED or VERIFIED, never in the future', async () => {
    const undated = await create({
      name: 'Pooja Das',
      phone_number: phone(),
      role: 'HOUSEKEEPING',
      all_properties: true,
      police_verification_status: 'SUBMITTED',
    })
    expect(undated.status).toBe(400)
    expect(fields(undated.body)).toEqual(['body.police_verification_date'])
    const future = await create({
      name: 'Pooja Das',
      phone_number: phone(),
      role: 'HOUSEKEEPING',
      all_properties: true,
      police_verification_status: 'VERIFIED',
      police_verification_date: '2026-11-23',
    })
    expect(future.status).toBe(400)
    expect(future.body.message).toBe('The police verification date cannot be in the future.')
    const pending = await create({
      name: 'Pooja Das',
      phone_number: phone(),
      role: 'HOUSEKEEPING',
      all_properties: true,
    })
    const verified = await call<Data<Staff> & Failure>('PUT', `${STAFF}/edit/${pending.body.data.id}`, {
      police_verification_status: 'VERIFIED',
    })
    expect(verified.status).toBe(400)
    expect(fields(verified.body)).toEqual(['body.police_verification_date'])
    const today = await call<Data<Staff>>('PUT', `${STAFF}/edit/${pending.body.data.id}`, {
      police_verification_status: 'VERIFIED',
      police_verification_date: '2026-11-22',
      property_ids: [propertyIds[1] ?? propertyIds[0]],
      all_properties: false,
    })
    expect(today.status).toBe(200)
    expect(today.body.data).toMatchObject({
      police_verification_status: 'VERIFIED',
      police_verification_date: '2026-11-22',
      all_properties: false,
      property_ids: [propertyIds[1] ?? propertyIds[0]],
    })
  })
})

describe('listing staff and users', () => {
  it('lists active staff first then by name, with role, property, activity and search filters', async () => {
    const inactive = await create({
      name: 'Aaron Dsouza',
      phone_number: phone(),
      role: 'COOK',
      all_properties: true,
    })
    await call('PUT', `${STAFF}/edit/${inactive.body.data.id}`, { is_active: false })
    const all = await call<Page<Staff>>('GET', `${STAFF}/list?limit=100`)
    const names = all.body.data.results.map((member) => member.name)
    const firstInactive = all.body.data.results.findIndex((member) => !member.is_active)
    expect(all.body.data.results.slice(firstInactive).every((member) => !member.is_active)).toBe(true)
    expect(names.slice(firstInactive)).toContain('Aaron Dsouza')
    const active = all.body.data.results.filter((member) => member.is_active).map((member) => member.name)
    expect(active).toEqual([...active].sort((a, b) => a.localeCompare(b)))
    const cooks = await call<Page<Staff>>('GET', `${STAFF}/list?role=COOK&is_active=false`)
    expect(cooks.body.data.results.map((member) => member.name)).toEqual(['Aaron Dsouza'])
    const found = await call<Page<Staff>>('GET', `${STAFF}/list?search_text=kavita`)
    expect(found.body.data.results.map((member) => member.name)).toEqual(['Kavita Nair'])
    const atFirst = await call<Page<Staff>>('GET', `${STAFF}/list?limit=100&property_id=${propertyIds[0]}`)
    expect(
      atFirst.body.data.results.every(
        (member) => member.all_properties || member.property_ids.includes(propertyIds[0]),
      ),
    ).toBe(true)
    expect(atFirst.body.data.results.map((member) => member.name)).toContain('Kavita Nair')
  })

  it('gives the operator first, then staff by name, with filters and pages of 15', async () => {
    const users = await call<Page<User>>('GET', '/user/api/v1/operator/user/list')
    expect(users.body.data.results[0]).toMatchObject({
      name: SECOND_OPERATOR.name,
      user_type: 'operator',
      role: null,
      all_properties: true,
    })
    expect(users.body.data.results.length).toBeLessThanOrEqual(15)
    const staffNames = users.body.data.results.slice(1).map((user) => user.name)
    expect(staffNames).toEqual([...staffNames].sort((a, b) => a.localeCompare(b)))
    const cash = await call<Page<User>>(
      'GET',
      '/user/api/v1/operator/user/list?name=kavita&can_collect_cash=true',
    )
    expect(cash.body.data.results.map((user) => user.name)).toEqual(['Kavita Nair'])
    const second = await call<Page<User>>('GET', '/user/api/v1/operator/user/list?offset=1&limit=1')
    expect(second.body.data.results.map((user) => user.name)).toEqual([staffNames[0]])
    const operatorOnly = await call<Page<User>>('GET', '/user/api/v1/operator/user/list?user_type=operator')
    expect(operatorOnly.body.data).toMatchObject({ count: 1, results: [{ user_type: 'operator' }] })
    const staffOnly = await call<Page<User>>(
      'GET',
      '/user/api/v1/operator/user/list?user_type=staff&limit=100',
    )
    expect(staffOnly.body.data.results.map((user) => user.user_type)).not.toContain('operator')
    expect(staffOnly.body.data.count).toBe(users.body.data.count - 1)
    const notMine = await call<Failure>('GET', '/user/api/v1/operator/user/list?property_id=999999')
    expect(notMine.status).toBe(400)
    expect(fields(notMine.body)).toEqual(['query.property_id'])
  })
})

describe('deleting staff', () => {
  it('deletes a member no record names', async () => {
    const member = await create({
      name: 'Temp Helper',
      phone_number: phone(),
      role: 'OTHER',
      all_properties: true,
    })
    const answer = await call<Data<{ outcome: string; message: string; staff: null }>>(
      'DELETE',
      `${STAFF}/delete/${member.body.data.id}`,
    )
    expect(answer.body.data).toEqual({ outcome: 'deleted', message: 'Temp Helper was deleted.', staff: null })
    expect((await call('GET', `${STAFF}/${member.body.data.id}`)).status).toBe(404)
  })

  it('deactivates a member named on payments or a handover instead, and says why', async () => {
    const member = await create({
      name: 'Ravi Kumar',
      phone_number: phone(),
      role: 'WARDEN',
      all_properties: true,
      can_collect_cash: true,
    })
    const id = member.body.data.id
    const due = await call<Page<{ id: number; balance_paise: number }>>(
      'GET',
      '/payment/api/v1/operator/collection/list?limit=2',
    )
    for (const collection of due.body.data.results) {
      const paid = await call('POST', `/payment/api/v1/operator/collection/${collection.id}/mark_paid`, {
        amount_paise: 100,
        mode: 'CASH',
        paid_on: '2026-11-22',
        collected_by_staff_id: id,
      })
      expect(paid.status).toBe(200)
    }
    await call('POST', `${STAFF}/${id}/handover`, { declared_paise: 200, submit: true })
    const answer = await call<Data<{ outcome: string; message: string; staff: Staff }>>(
      'DELETE',
      `${STAFF}/delete/${id}`,
    )
    expect(answer.body.data.outcome).toBe('deactivated')
    expect(answer.body.data.message).toBe(
      'Ravi Kumar is named on 2 payments and 1 cash handover, so was deactivated instead of deleted.',
    )
    expect(answer.body.data.staff).toMatchObject({ id, is_active: false })
    const refused = await call<Failure>(
      'POST',
      `/payment/api/v1/operator/collection/${due.body.data.results[0].id}/mark_paid`,
      { amount_paise: 100, mode: 'CASH', paid_on: '2026-11-22', collected_by_staff_id: id },
    )
    expect(refused.status).toBe(400)
    expect(fields(refused.body)).toEqual(['body.collected_by_staff_id'])
  })

  it('deactivates a member a complaint is assigned to, or who paid an expense, instead', async () => {
    const member = await create({
      name: 'Anil Yadav',
      phone_number: phone(),
      role: 'HOUSEKEEPING',
      all_properties: true,
    })
    const id = member.body.data.id
    const complaints = await call<Page<{ id: number; status: string }>>(
      'GET',
      '/complaint/api/v1/operator/complaint/list?limit=1',
    )
    const assigned = await call(
      'POST',
      `/complaint/api/v1/operator/complaint/${complaints.body.data.results[0].id}/assign`,
      {
        assignee_type: 'STAFF',
        staff_id: id,
      },
    )
    expect(assigned.status).toBe(200)
    const categories = await call<Page<{ id: number }>>(
      'GET',
      '/expense/api/v1/operator/category/list?limit=1',
    )
    const expense = await call('POST', '/expense/api/v1/operator/expense/add', {
      category_id: categories.body.data.results[0].id,
      amount_paise: 45_000,
      expense_date: '2026-11-20',
      payment_mode: 'CASH',
      paid_by_staff_id: id,
    })
    expect(expense.status).toBe(201)
    const answer = await call<Data<{ outcome: string; message: string }>>('DELETE', `${STAFF}/delete/${id}`)
    expect(answer.body.data).toMatchObject({
      outcome: 'deactivated',
      message: 'Anil Yadav is named on 1 complaint and 1 expense, so was deactivated instead of deleted.',
    })
  })
})
