import { HOUR } from '../clock'
import { DEMO_OPERATOR, SECOND_OPERATOR } from '../seed'
import { propertyIds, type Data, type Failure, type Page } from '../testing/inventoryKit'
import { PNG, postForm, tenantPaths } from '../testing/tenantKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type Document = {
  id: number
  verification_status: string
  rejection_reason: string | null
  verified_at: string | null
  verified_by_name: string | null
  expiry_date: string | null
  expiry_status: string | null
}

let server: TestServer
let token: string
let propertyId: number

beforeAll(async () => {
  server = await startTestServer({ database: ':memory:' })
  token = await server.signIn(DEMO_OPERATOR.phone)
  propertyId = (await propertyIds(server, token))['Koramangala Boys PG']
})
afterAll(() => server.close())

const call = <T>(method: string, path: string, body?: unknown) =>
  server.call<T>(method, path, { token, body })

let phoneSerial = 0

/** A new tenant without a bed and one uploaded ID proof of theirs. */
async function tenantWithId() {
  phoneSerial += 1
  const added = await call<Data<{ id: number }>>('POST', tenantPaths.add, {
    name: 'Nikhil Rao',
    phone_number: `97${String(41000000 + phoneSerial)}`,
    gender: 'MALE',
    property_id: propertyId,
    rent_paise: 900_000,
    deposit_paise: 900_000,
    move_in_date: '2026-11-22',
  })
  expect(added.status).toBe(201)
  const uploaded = await postForm(
    server,
    tenantPaths.upload(added.body.data.id),
    token,
    { category: 'ID_PROOF', kyc_id_type: 'PASSPORT', name: 'Passport' },
    { name: 'passport.png', data: PNG },
  )
  expect(uploaded.status).toBe(201)
  return { tenantId: added.body.data.id, document: (uploaded.body as Data<Document>).data }
}

const review = (id: number, body: Record<string, unknown>) =>
  call<Data<Document> & Failure>('PUT', tenantPaths.document(id), body)

/** Whether the tenant is among those the tenant list's "KYC pending" filter gives. */
async function kycPending(tenantId: number) {
  const list = await call<Page<{ id: number }>>(
    'GET',
    tenantPaths.list(`?type=all&checklist=kyc_pending&tenant_ids=${tenantId}&limit=10`),
  )
  expect(list.status).toBe(200)
  return list.body.data.results.some((tenant) => tenant.id === tenantId)
}

describe('reviewing a document', () => {
  it('starts pending, unreviewed and without an expiry', async () => {
    const { document } = await tenantWithId()
    expect(document).toMatchObject({
      verification_status: 'PENDING',
      rejection_reason: null,
      verified_at: null,
      verified_by_name: null,
      expiry_date: null,
      expiry_status: null,
    })
  })

  it('refuses a rejection without a reason, naming the field, and leaves the document as it was', async () => {
    const { tenantId, document } = await tenantWithId()
    const refused = await review(document.id, { verification_status: 'REJECTED' })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([
      { field: 'body.rejection_reason', message: 'Say why the document is rejected.' },
    ])
    const blank = await review(document.id, { verification_status: 'REJECTED', rejection_reason: '    ' })
    expect(blank.status).toBe(400)
    expect(blank.body.errors?.[0].field).toBe('body.rejection_reason')
    const list = await call<Page<Document>>('GET', tenantPaths.documents(tenantId))
    expect(list.body.data.results[0]).toMatchObject({
      id: document.id,
      verification_status: 'PENDING',
      rejection_reason: null,
      verified_at: null,
    })
  })

  it('rejects with a reason, stamping the time and the operator, and the tenant stays KYC pending', async () => {
    const { tenantId, document } = await tenantWithId()
    expect(await kycPending(tenantId)).toBe(false)
    const rejected = await review(document.id, {
      verification_status: 'REJECTED',
      rejection_reason: '  Photo page is blurred; upload a clearer scan.  ',
    })
    expect(rejected.status).toBe(200)
    expect(rejected.body.data).toMatchObject({
      verification_status: 'REJECTED',
      rejection_reason: 'Photo page is blurred; upload a clearer scan.',
      verified_at: server.clock.now().toISOString(),
      verified_by_name: DEMO_OPERATOR.name,
    })
    expect(await kycPending(tenantId)).toBe(true)
    const listed = await call<Page<Document>>('GET', tenantPaths.documents(tenantId))
    expect(listed.body.data.results[0]).toMatchObject({
      id: document.id,
      verification_status: 'REJECTED',
      rejection_reason: 'Photo page is blurred; upload a clearer scan.',
    })
  })

  it('verifies a rejected document, clearing the reason and stamping again; the tenant is no longer KYC pending', async () => {
    const { tenantId, document } = await tenantWithId()
    await review(document.id, { verification_status: 'REJECTED', rejection_reason: 'Expired passport.' })
    const rejectedAt = server.clock.now().toISOString()
    server.clock.advance(HOUR)
    const verified = await review(document.id, { verification_status: 'VERIFIED' })
    expect(verified.status).toBe(200)
    expect(verified.body.data).toMatchObject({
      verification_status: 'VERIFIED',
      rejection_reason: null,
      verified_by_name: DEMO_OPERATOR.name,
    })
    expect(verified.body.data.verified_at).not.toBe(rejectedAt)
    expect(verified.body.data.verified_at).toBe(server.clock.now().toISOString())
    expect(await kycPending(tenantId)).toBe(false)

    server.clock.advance(HOUR)
    const renamed = await review(document.id, { verification_status: 'VERIFIED', name: 'Passport (front)' })
    expect(renamed.body.data.verified_at).toBe(verified.body.data.verified_at)
  })

  it('reopens a document as pending, clearing who reviewed it', async () => {
    const { document } = await tenantWithId()
    await review(document.id, { verification_status: 'VERIFIED' })
    const reopened = await review(document.id, { verification_status: 'PENDING' })
    expect(reopened.body.data).toMatchObject({
      verification_status: 'PENDING',
      rejection_reason: null,
      verified_at: null,
      verified_by_name: null,
    })
  })

  it('takes a new reason for a rejected document, and refuses a reason on any other status', async () => {
    const { document } = await tenantWithId()
    await review(document.id, { verification_status: 'REJECTED', rejection_reason: 'Name does not match.' })
    const reasoned = await review(document.id, { rejection_reason: 'Name and date of birth do not match.' })
    expect(reasoned.body.data).toMatchObject({
      verification_status: 'REJECTED',
      rejection_reason: 'Name and date of birth do not match.',
    })
    const mixed = await review(document.id, {
      verification_status: 'VERIFIED',
      rejection_reason: 'Looks fine now.',
    })
    expect(mixed.status).toBe(400)
    expect(mixed.body.errors?.[0].field).toBe('body.rejection_reason')
    const { document: pending } = await tenantWithId()
    expect((await review(pending.id, { rejection_reason: 'Blurred.' })).status).toBe(400)
  })

  it("answers 404 for another operator's document", async () => {
    const other = await server.signIn(SECOND_OPERATOR.phone)
    const { document } = await tenantWithId()
    const answer = await server.call('PUT', tenantPaths.document(document.id), {
      token: other,
      body: { verification_status: 'VERIFIED' },
    })
    expect(answer.status).toBe(404)
    expect((await review(document.id, { name: 'Passport' })).body.data.verification_status).toBe('PENDING')
  })
})

describe('expiry', () => {
  const today = () => new Date(server.clock.now().getTime() + 330 * 60_000).toISOString().slice(0, 10)
  const plusDays = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

  it('reads valid, expiring soon within 30 days (today included) and expired from the day after', async () => {
    const { document } = await tenantWithId()
    const date = today()
    const cases: [string | null, string | null][] = [
      [plusDays(date, 31), 'VALID'],
      [plusDays(date, 30), 'EXPIRING_SOON'],
      [date, 'EXPIRING_SOON'],
      [plusDays(date, -1), 'EXPIRED'],
      ['2019-03-31', 'EXPIRED'],
      [null, null],
    ]
    for (const [expiry, status] of cases) {
      const answer = await review(document.id, { expiry_date: expiry })
      expect(answer.status).toBe(200)
      expect([answer.body.data.expiry_date, answer.body.data.expiry_status]).toEqual([expiry, status])
    }
  })

  it('counts days on the Asia/Kolkata calendar: an ID expiring on the UTC date is expired after 18:30 UTC', async () => {
    const { tenantId, document } = await tenantWithId()
    const utcDate = server.clock.now().toISOString().slice(0, 10)
    await review(document.id, { expiry_date: utcDate })
    const hoursToKolkataMidnight =
      (Date.parse(`${plusDays(utcDate, 1)}T00:00:00Z`) - 330 * 60_000 - server.clock.now().getTime()) / HOUR
    server.clock.advance((hoursToKolkataMidnight + 0.5) * HOUR)
    expect(server.clock.now().toISOString().slice(0, 10)).toBe(utcDate)
    const listed = await call<Page<Document>>('GET', tenantPaths.documents(tenantId))
    expect(listed.body.data.results[0]).toMatchObject({ expiry_date: utcDate, expiry_status: 'EXPIRED' })
  })

  it('counts a tenant whose only ID has expired as KYC pending again', async () => {
    const { tenantId, document } = await tenantWithId()
    await review(document.id, { expiry_date: today() })
    expect(await kycPending(tenantId)).toBe(false)
    await review(document.id, { expiry_date: plusDays(today(), -1) })
    expect(await kycPending(tenantId)).toBe(true)
  })

  it('refuses an expiry that is not a date', async () => {
    const { document } = await tenantWithId()
    const answer = await review(document.id, { expiry_date: '31/12/2030' })
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[0].field).toBe('body.expiry_date')
  })
})
