import { DEMO_OPERATOR, SECOND_OPERATOR } from '../seed'
import { startTestServer, type TestServer } from '../testing/testServer'

type Entry = {
  id: number
  at: string
  session_id: number | null
  operation: string
  entity: string
  entity_id: string
  summary: string
  actor_name: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  subjects: { entity: string; entity_id: string }[]
}
type Page = { data: { count: number; results: Entry[] } }
type Failure = { message: string; errors?: { field: string; message: string }[] }

const LIST = '/user/api/v1/operator/activity/list'
const HISTORY = '/user/api/v1/operator/activity/history'

let server: TestServer
let token: string
let otherToken: string
let collectionId: number
let tenantId: number
let paymentEntry: Entry

const list = (query = '', as = token) => server.call<Page>('GET', `${LIST}${query}`, { token: as })
const history = (entity: string, id: number | string, as = token) =>
  server.call<Page>('GET', `${HISTORY}?entity=${entity}&entity_id=${id}`, { token: as })

beforeAll(async () => {
  server = await startTestServer({ database: ':memory:', rateLimit: false })
  token = await server.signIn(DEMO_OPERATOR.phone)
  otherToken = await server.signIn(SECOND_OPERATOR.phone)
  const due = await server.app.db
    .selectFrom('collections')
    .innerJoin('operators', 'operators.id', 'collections.operator_id')
    .select(['collections.id', 'collections.tenant_id', 'collections.balance_paise'])
    .where('operators.phone_no', '=', DEMO_OPERATOR.phone.national)
    .where('collections.is_settled', '=', 0)
    .where('collections.paid_paise', '=', 0)
    .orderBy('collections.id')
    .executeTakeFirstOrThrow()
  collectionId = due.id
  tenantId = due.tenant_id
  const paid = await server.call('POST', `/payment/api/v1/operator/collection/${collectionId}/mark_paid`, {
    token,
    body: {
      amount_paise: 1_200_000 > due.balance_paise ? due.balance_paise : 1_200_000,
      mode: 'UPI',
      paid_on: '2026-11-22',
      reference: '123456789012',
    },
  })
  expect(paid.status).toBe(200)
  paymentEntry = (await list('?limit=1')).body.data.results[0]
})
afterAll(() => server.close())

describe('the log', () => {
  it('holds the payment as one entry: session, operation, record, a rupee summary and the fields that changed', () => {
    expect(paymentEntry).toMatchObject({
      session_id: expect.any(Number),
      operation: 'markCollectionPaid',
      entity: 'collection',
      entity_id: String(collectionId),
      actor_name: expect.any(String),
    })
    expect(paymentEntry.summary).toMatch(/^Marked ₹[\d,]+ paid by UPI on /)
    expect(paymentEntry.before).toMatchObject({ paid_paise: 0, balance_paise: expect.any(Number) })
    expect(paymentEntry.after).toMatchObject({ paid_paise: expect.any(Number), mode: 'UPI' })
    expect(paymentEntry.subjects).toEqual(
      expect.arrayContaining([
        { entity: 'collection', entity_id: String(collectionId) },
        { entity: 'tenant', entity_id: String(tenantId) },
        { entity: 'transaction', entity_id: String(paymentEntry.after?.transaction_id) },
      ]),
    )
  })

  it('pages newest first with limit 1 to 100 (default 20)', async () => {
    await server.call('PUT', `/payment/api/v2/operator/collection/${collectionId}/edit`, {
      token,
      body: { title: 'Rent – edited for the log' },
    })
    const all = await list()
    expect(all.status).toBe(200)
    expect(all.body.data.results.length).toBeLessThanOrEqual(20)
    // Newest first by when the change was made (the seed's move-outs carry their own days), then by id.
    const results = all.body.data.results
    const newestFirst = [...results].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
    expect(results.map((entry) => entry.id)).toEqual(newestFirst.map((entry) => entry.id))
    expect(new Set(results.map((entry) => entry.at)).size).toBeGreaterThan(1)
    const ids = results.map((entry) => entry.id)
    expect(all.body.data.results[0].operation).toBe('editCollection')
    const second = await list('?limit=1&offset=1')
    expect(second.body.data.results[0].id).toBe(ids[1])
    expect(second.body.data.count).toBe(all.body.data.count)
    expect((await list('?limit=101')).status).toBe(400)
    expect((await list('?limit=0')).status).toBe(400)
  })

  it('filters by entity, operation, text (summary and actor) and Kolkata days', async () => {
    const byOperation = await list('?operation=markCollectionPaid')
    expect(byOperation.body.data.results.every((entry) => entry.operation === 'markCollectionPaid')).toBe(
      true,
    )
    expect(byOperation.body.data.count).toBeGreaterThan(0)
    const byEntity = await list('?entity=expense')
    expect(byEntity.body.data.results.every((entry) => entry.entity === 'expense')).toBe(true)
    const byText = await list(`?search_text=${encodeURIComponent('edited for the log')}`)
    expect(byText.body.data.results.map((entry) => entry.operation)).toEqual(['editCollection'])
    const byActor = await list(`?search_text=${encodeURIComponent(paymentEntry.actor_name.slice(0, 4))}`)
    expect(byActor.body.data.count).toBeGreaterThanOrEqual(2)
    // The test clock is 22 Nov 2026 in Kolkata.
    expect((await list('?from_date=2026-11-22&to_date=2026-11-22')).body.data.count).toBeGreaterThanOrEqual(2)
    expect((await list('?from_date=2026-11-23')).body.data.count).toBe(0)
    // The seed's own move-outs were recorded on their days, by the server itself.
    const earlier = (await list('?to_date=2026-11-21&limit=100')).body.data.results
    expect(earlier.every((entry) => entry.at < '2026-11-21T18:30:00.000Z')).toBe(true)
    expect(earlier.every((entry) => entry.operation === 'system' && entry.session_id === null)).toBe(true)
  })

  it('refuses a backwards range or one longer than 366 days, naming the field', async () => {
    for (const query of [
      '?from_date=2026-11-22&to_date=2026-11-01',
      '?from_date=2025-01-01&to_date=2026-11-22',
    ]) {
      const answer = await server.call<Failure>('GET', `${LIST}${query}`, { token })
      expect(answer.status).toBe(400)
      expect(answer.body.errors?.map((error) => error.field)).toEqual(['query.to_date'])
    }
    expect((await list('?from_date=2025-11-22&to_date=2026-11-22')).status).toBe(200)
  })

  it('refuses a property of another operator as a list filter does', async () => {
    const theirs = await server.app.db
      .selectFrom('properties')
      .innerJoin('operators', 'operators.id', 'properties.operator_id')
      .select('properties.id')
      .where('operators.phone_no', '=', SECOND_OPERATOR.phone.national)
      .executeTakeFirstOrThrow()
    const answer = await server.call<Failure>('GET', `${LIST}?property_id=${theirs.id}`, { token })
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.map((error) => error.field)).toEqual(['query.property_id'])
  })

  it('never shows one operator the other’s entries', async () => {
    const theirs = await list('?limit=100', otherToken)
    expect(theirs.status).toBe(200)
    const mine = new Set((await list('?limit=100')).body.data.results.map((entry) => entry.id))
    expect(theirs.body.data.results.filter((entry) => mine.has(entry.id))).toEqual([])
  })

  it('cannot be edited or deleted: no operation writes to its paths', async () => {
    const before = (await list()).body.data.count
    for (const method of ['PUT', 'POST', 'PATCH', 'DELETE']) {
      for (const path of [LIST, `${HISTORY}?entity=collection&entity_id=${collectionId}`]) {
        const answer = await server.call(method, path, { token, body: { summary: 'rewritten' } })
        expect({ method, path, status: answer.status }).toEqual({ method, path, status: 404 })
      }
    }
    expect((await list()).body.data.count).toBe(before)
    expect((await list('?limit=1&offset=1')).body.data.results[0].summary).toBe(paymentEntry.summary)
  })
})

describe('a record’s history', () => {
  it('finds the entry from the collection, its tenant and its payment', async () => {
    for (const [entity, id] of [
      ['collection', collectionId],
      ['tenant', tenantId],
      ['transaction', Number(paymentEntry.after?.transaction_id)],
    ] as const) {
      const answer = await history(entity, id)
      expect(answer.status).toBe(200)
      expect(answer.body.data.results.map((entry) => entry.id)).toContain(paymentEntry.id)
    }
  })

  it('is empty for a record of the operator that nothing has changed yet', async () => {
    const bed = await server.app.db
      .selectFrom('beds')
      .innerJoin('properties', 'properties.id', 'beds.property_id')
      .innerJoin('operators', 'operators.id', 'properties.operator_id')
      .select('beds.id')
      .where('operators.phone_no', '=', DEMO_OPERATOR.phone.national)
      .orderBy('beds.id', 'desc')
      .executeTakeFirstOrThrow()
    const answer = await history('bed', bed.id)
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({ count: 0, results: [] })
  })

  it('is a 404 for another operator’s record, the same as for one that does not exist', async () => {
    for (const [entity, id] of [
      ['collection', collectionId],
      ['tenant', tenantId],
      ['transaction', Number(paymentEntry.after?.transaction_id)],
    ] as const) {
      const theirs = await history(entity, id, otherToken)
      const missing = await history(entity, 999_999_999, otherToken)
      expect(theirs.status).toBe(404)
      expect(theirs.body).toEqual(missing.body)
    }
  })

  it('keeps the history of a record since deleted', async () => {
    const created = await server.call<{ data: { id: number } }>(
      'POST',
      '/payment/api/v2/operator/payment_ticket/create',
      {
        token,
        body: {
          type: 'OTHERS',
          tenant_id: tenantId,
          charge_kind: 'MAINTENANCE',
          title: 'Fan repair',
          amount_paise: 50_000,
          due_date: '2026-11-30',
        },
      },
    )
    expect(created.status).toBe(201)
    const id = created.body.data.id
    expect((await server.call('DELETE', `/payment/api/v1/operator/${id}/delete`, { token })).status).toBe(200)
    const answer = await history('collection', id)
    expect(answer.status).toBe(200)
    expect(answer.body.data.results.map((entry) => entry.operation)).toEqual([
      'deleteCollection',
      'createOtherPaymentTicket',
    ])
    expect(answer.body.data.results[0].after).toBeNull()
    expect(answer.body.data.results[1].before).toBeNull()
    expect(answer.body.data.results[1].summary).toMatch(/^Charged ₹500 Fan repair to /)
  })
})
