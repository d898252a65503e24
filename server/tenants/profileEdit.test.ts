import { DEMO_OPERATOR, SECOND_OPERATOR } from '../seed'
import { propertyIds, type Data, type Failure, type Page } from '../testing/inventoryKit'
import { phoneSerials, tenantPaths } from '../testing/tenantKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type Tenant = {
  id: number
  phone_number: string
  status: string
  kyc_id_number_masked: string | null
  police_verification_status: string
  police_verification_date: string | null
}

let server: TestServer
let token: string
let propertyId: number

// The test clock's today is 22 Nov 2026 in Asia/Kolkata.
beforeAll(async () => {
  server = await startTestServer()
  token = await server.signIn(DEMO_OPERATOR.phone)
  propertyId = (await propertyIds(server, token))['Koramangala Boys PG']
}, 60_000)
afterAll(() => server.close())

const call = <T>(method: string, path: string, body?: unknown, as = token) =>
  server.call<T>(method, path, { token: as, body })

const newPhone = phoneSerials('95', 60000000)

/** A tenant, without a bed unless `extra` gives one. */
async function addTenant(
  phone: string,
  extra: Record<string, unknown> = {},
  as = token,
  property = propertyId,
) {
  return call<Data<Tenant> & Failure>(
    'POST',
    tenantPaths.add,
    {
      name: 'Nisha Verma',
      phone_number: phone,
      gender: 'FEMALE',
      property_id: property,
      rent_paise: 900_000,
      deposit_paise: 900_000,
      move_in_date: '2026-11-01',
      ...extra,
    },
    as,
  )
}

const edit = (tenantId: number, body: Record<string, unknown>) =>
  call<Data<Tenant> & Failure>('PUT', tenantPaths.profile(tenantId), body)

describe('a phone number another current resident has', () => {
  it('is a 409 naming the phone on the profile edit and on adding, for the operator’s own residents only', async () => {
    const taken = newPhone()
    expect((await addTenant(taken)).status).toBe(201)
    const other = await addTenant(newPhone())
    expect(other.status).toBe(201)

    const edited = await edit(other.body.data.id, { phone_number: taken, guardian_name: 'Ravi Verma' })
    expect(edited.status).toBe(409)
    expect(edited.body.message).toBe('Nisha Verma already stays with this phone number.')
    expect(edited.body.errors).toEqual([{ field: 'body.phone_number', message: edited.body.message }])
    const unchanged = await call<Data<Tenant>>('GET', tenantPaths.details(other.body.data.id))
    expect(unchanged.body.data.phone_number).not.toBe(taken)

    const added = await addTenant(taken)
    expect(added.status).toBe(409)
    expect(added.body.errors?.map((error) => error.field)).toEqual(['body.phone_number'])

    const secondToken = await server.signIn(SECOND_OPERATOR.phone)
    const theirProperty = Object.values(await propertyIds(server, secondToken))[0]
    expect((await addTenant(taken, {}, secondToken, theirProperty)).status).toBe(201)
  })

  it('is free again once that resident has moved out, and keeping one’s own number is no conflict', async () => {
    const phone = newPhone()
    const rooms = await call<Page<{ beds: { bed_id: number }[] }>>(
      'GET',
      tenantPaths.placement(propertyId, '?from_date=2026-09-01&limit=100'),
    )
    const left = await addTenant(phone, {
      bed_id: rooms.body.data.results[0].beds[0].bed_id,
      move_in_date: '2026-09-01',
      move_out_date: '2026-10-31',
    })
    expect(left.body.data).toMatchObject({ status: 'MOVED_OUT' })
    const stays = await addTenant(newPhone())
    const moved = await edit(stays.body.data.id, { phone_number: phone })
    expect(moved.status).toBe(200)
    expect(moved.body.data.phone_number).toBe(phone)
    expect((await edit(stays.body.data.id, { phone_number: phone, name: 'Nisha V.' })).status).toBe(200)
  })
})

describe('police verification on the profile', () => {
  it('needs a date, not in the future, with SUBMITTED or VERIFIED, and shows it on the tenant', async () => {
    const tenant = (await addTenant(newPhone())).body.data
    const undated = await edit(tenant.id, { police_verification_status: 'SUBMITTED' })
    expect(undated.status).toBe(400)
    expect(undated.body.errors?.map((error) => error.field)).toEqual(['body.police_verification_date'])
    const future = await edit(tenant.id, {
      police_verification_status: 'VERIFIED',
      police_verification_date: '2026-11-23',
    })
    expect(future.status).toBe(400)
    expect(future.body.errors?.map((error) => error.field)).toEqual(['body.police_verification_date'])

    const submitted = await edit(tenant.id, {
      police_verification_status: 'SUBMITTED',
      police_verification_date: '2026-11-20',
    })
    expect(submitted.status).toBe(200)
    expect(submitted.body.data).toMatchObject({
      police_verification_status: 'SUBMITTED',
      police_verification_date: '2026-11-20',
    })
    const cleared = await edit(tenant.id, { police_verification_status: 'VERIFIED' })
    expect(cleared.status).toBe(400)

    const pending = await edit(tenant.id, { police_verification_status: 'PENDING' })
    expect(pending.body.data).toMatchObject({
      police_verification_status: 'PENDING',
      police_verification_date: null,
    })
  })

  it('dates a verification recorded through the stay terms call (which has no date field) today', async () => {
    const tenant = (await addTenant(newPhone())).body.data
    const verified = await call<Data<Tenant>>('PUT', tenantPaths.details(tenant.id), {
      police_verification_status: 'VERIFIED',
    })
    expect(verified.status).toBe(200)
    expect(verified.body.data).toMatchObject({
      police_verification_status: 'VERIFIED',
      police_verification_date: '2026-11-22',
    })
  })

  it('keeps only the last 4 characters of the KYC id', async () => {
    const tenant = (await addTenant(newPhone())).body.data
    const edited = await edit(tenant.id, { kyc_id_type: 'AADHAAR', kyc_id_last4: '4321' })
    expect(edited.status).toBe(200)
    expect(edited.body.data.kyc_id_number_masked).toBe('XXXX XXXX 4321')
  })
})
