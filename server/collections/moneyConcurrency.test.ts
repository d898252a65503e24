import { DEMO_OPERATOR } from '../seed'
import { startTestServer, type TestServer } from '../testing/testServer'
import { tenantIdsOf } from '../testing/collectionsKit'

type Data<T> = { data: T }
type Failure = { message: string }
type Collection = { id: number; amount_paise: number; paid_paise: number; balance_paise: number }
type Payment = { id: number; amount_paise: number; status: string }
type MarkPaid = { collection: Collection; transaction: Payment; replayed: boolean }
type Bulk = {
  paid_count: number
  skipped_count: number
  results: { collection_id: number; outcome: string }[]
}

const TODAY = '2026-11-22'
const paths = {
  other: '/payment/api/v2/operator/payment_ticket/create',
  markPaid: (id: number) => `/payment/api/v1/operator/collection/${id}/mark_paid`,
  bulk: '/payment/api/v1/operator/collection/bulk_mark_paid',
  collection: (id: number) => `/payment/api/v1/operator/collection/${id}/details`,
  revert: (id: number) => `/payment/api/v1/operator/revert/transaction/${id}`,
  transaction: (id: number) => `/payment/api/v2/operator/transaction/${id}/details`,
}

let server: TestServer
let token: string
let tenantId: number
let charges = 0

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false })
  token = await server.signIn(DEMO_OPERATOR.phone)
  ;[tenantId] = await tenantIdsOf(server.app.db)
})
afterAll(() => server.close())

const send = <T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  server.call<T>(method, path, { token, body, headers })

const times = <T>(count: number, make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => make(index)))

async function charge(amount: number): Promise<Collection> {
  charges += 1
  const answer = await send<Data<Collection>>('POST', paths.other, {
    type: 'OTHERS',
    tenant_id: tenantId,
    charge_kind: 'MAINTENANCE',
    title: `Concurrency #${charges}`,
    amount_paise: amount,
    due_date: '2026-11-05',
  })
  expect(answer.status).toBe(201)
  return answer.body.data
}

const cash = (amount: number) => ({ amount_paise: amount, mode: 'CASH', paid_on: TODAY })

/**
 * The money invariant, read both as the app shows it and from the table: what the collection shows received is
 * the sum of its payments not reverted, never more than due, and received + outstanding is the amount.
 * Resolves to the payments not reverted.
 */
async function expectConsistent(collectionId: number): Promise<Payment[]> {
  const detail = await send<Data<{ collection: Collection; payments: Payment[] }>>(
    'GET',
    paths.collection(collectionId),
  )
  expect(detail.status).toBe(200)
  const { collection, payments } = detail.body.data
  const standing = payments.filter((payment) => payment.status === 'SUCCESS')
  const shown = standing.reduce((sum, payment) => sum + payment.amount_paise, 0)
  const stored = await server.app.db
    .selectFrom('collection_transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paise'), eb.lit(0)).as('paid'))
    .where('collection_id', '=', collectionId)
    .where('status', '=', 'SUCCESS')
    .executeTakeFirstOrThrow()
  expect(collection.paid_paise).toBe(shown)
  expect(Number(stored.paid)).toBe(shown)
  expect(collection.paid_paise).toBeLessThanOrEqual(collection.amount_paise)
  expect(collection.paid_paise + collection.balance_paise).toBe(collection.amount_paise)
  return standing
}

describe('mark paid, 50 at once on one collection', () => {
  it('records one payment for one Idempotency-Key and replays it to the other 49', async () => {
    const collection = await charge(900_000)
    const answers = await times(50, () =>
      send<Data<MarkPaid>>('POST', paths.markPaid(collection.id), cash(250_000), {
        'Idempotency-Key': 'concurrency-one-key',
      }),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200))
    expect(new Set(answers.map((answer) => answer.body.data.transaction.id)).size).toBe(1)
    expect(answers.filter((answer) => answer.body.data.replayed)).toHaveLength(49)
    expect((await expectConsistent(collection.id)).map((payment) => payment.amount_paise)).toEqual([250_000])
  })

  it('records a payment per distinct key, identical bodies included, until the collection is paid', async () => {
    const collection = await charge(900_000)
    const answers = await times(50, (index) =>
      send<Data<MarkPaid> | Failure>('POST', paths.markPaid(collection.id), cash(30_000), {
        'Idempotency-Key': `concurrency-distinct-${index}`,
      }),
    )
    const recorded = answers.filter((answer) => answer.status === 200) as { body: Data<MarkPaid> }[]
    expect(recorded).toHaveLength(30)
    expect(recorded.every((answer) => !answer.body.data.replayed)).toBe(true)
    expect(new Set(recorded.map((answer) => answer.body.data.transaction.id)).size).toBe(30)
    const refused = answers.filter((answer) => answer.status !== 200)
    expect(refused.map((answer) => [answer.status, (answer.body as Failure).message])).toEqual(
      Array(20).fill([409, 'This collection is already paid in full.']),
    )
    expect(await expectConsistent(collection.id)).toHaveLength(30)
  })

  it('never records more than is due, whatever the amounts, and refuses the rest with a reason', async () => {
    const collection = await charge(1_000_000)
    const amounts = Array.from({ length: 50 }, (_, index) => 20_000 + ((index * 7_919) % 40_000))
    const answers = await times(50, (index) =>
      send<Data<MarkPaid> | Failure>('POST', paths.markPaid(collection.id), cash(amounts[index]), {
        'Idempotency-Key': `concurrency-amounts-${index}`,
      }),
    )
    for (const answer of answers.filter((item) => item.status !== 200)) {
      expect([400, 409]).toContain(answer.status)
      expect((answer.body as Failure).message).toMatch(/more than the balance|already paid in full/)
    }
    const standing = await expectConsistent(collection.id)
    expect(standing).toHaveLength(answers.filter((answer) => answer.status === 200).length)
  })

  it('treats identical requests without a key within 10 seconds as one double click', async () => {
    const collection = await charge(900_000)
    const answers = await times(50, () =>
      send<Data<MarkPaid>>('POST', paths.markPaid(collection.id), cash(100_000)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200))
    expect(new Set(answers.map((answer) => answer.body.data.transaction.id)).size).toBe(1)
    expect(await expectConsistent(collection.id)).toHaveLength(1)
  })
})

describe('bulk mark paid', () => {
  it('refuses a list that names a collection twice, recording nothing', async () => {
    const collection = await charge(50_000)
    const answer = await send<Failure>('POST', paths.bulk, {
      collection_ids: [collection.id, collection.id],
      mode: 'CASH',
      paid_on: TODAY,
    })
    expect(answer.status).toBe(400)
    expect(await expectConsistent(collection.id)).toEqual([])
  })

  it('pays each collection once when overlapping bulk requests with different keys race', async () => {
    const [a, b, c] = [await charge(40_000), await charge(55_000), await charge(61_000)]
    const sets = [
      [a.id, b.id],
      [b.id, c.id],
      [a.id, b.id, c.id],
    ]
    const answers = await times(30, (index) =>
      send<Data<Bulk>>(
        'POST',
        paths.bulk,
        { collection_ids: sets[index % 3], mode: 'CASH', paid_on: TODAY },
        { 'Idempotency-Key': `concurrency-bulk-${index}` },
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200))
    expect(answers.reduce((sum, answer) => sum + answer.body.data.paid_count, 0)).toBe(3)
    for (const collection of [a, b, c]) {
      const standing = await expectConsistent(collection.id)
      expect(standing.map((payment) => payment.amount_paise)).toEqual([collection.amount_paise])
    }
  })
})

describe('revert', () => {
  it('reverts a payment once; the second revert is a 409 that says why, and the figures hold', async () => {
    const collection = await charge(300_000)
    const paid = await send<Data<MarkPaid>>('POST', paths.markPaid(collection.id), cash(120_000))
    const id = paid.body.data.transaction.id
    const first = await send('PUT', paths.revert(id), { reason: 'Cash counted twice.' })
    expect(first.status).toBe(200)
    const second = await send<Failure>('PUT', paths.revert(id), { reason: 'Cash counted twice.' })
    expect(second.status).toBe(409)
    expect(second.body.message).toBe('This payment is already reverted.')
    expect(await expectConsistent(collection.id)).toEqual([])
  })

  it('lets exactly one of 20 concurrent reverts of a payment through, with one audit entry', async () => {
    const collection = await charge(300_000)
    await send('POST', paths.markPaid(collection.id), cash(80_000))
    const kept = await send<Data<MarkPaid>>('POST', paths.markPaid(collection.id), cash(70_000))
    const answers = await times(20, () =>
      send('PUT', paths.revert(kept.body.data.transaction.id), { reason: 'Wrong tenant.' }),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(19).fill(409)])
    const detail = await send<Data<{ audit: { action: string }[] }>>(
      'GET',
      paths.transaction(kept.body.data.transaction.id),
    )
    expect(detail.body.data.audit.map((entry) => entry.action)).toEqual(['RECORDED', 'REVERTED'])
    expect((await expectConsistent(collection.id)).map((payment) => payment.amount_paise)).toEqual([80_000])
  })
})
