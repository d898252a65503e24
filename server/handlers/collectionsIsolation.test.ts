import { DEMO_OPERATOR, SECOND_OPERATOR } from '../seed'
import { startTestServer, type TestServer } from '../testing/testServer'

type Data<T> = { data: T }
type Page<T> = Data<{ count: number; results: T[] }>

let server: TestServer
let demo: string
let second: string
beforeAll(async () => {
  server = await startTestServer({ database: ':memory:' })
  demo = await server.signIn(DEMO_OPERATOR.phone)
  second = await server.signIn(SECOND_OPERATOR.phone)
})
afterAll(() => server.close())

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])

async function uploadProof(token: string, collectionId: number) {
  const form = new FormData()
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'upi-screenshot.png')
  form.append('reference', '123456789012')
  const response = await fetch(`${server.url}/payment/api/v1/operator/${collectionId}/payment-proof`, {
    method: 'POST',
    headers: { Authorization: `Token ${token}`, 'X-User-Type': 'operator', 'X-Source': 'desktop' },
    body: form,
  })
  return {
    status: response.status,
    body: (await response.json()) as Data<{ id: number; file: { url: string } }>,
  }
}

/** One id of every kind the demo operator owns: a due and a paid collection, a payment, a remark, a proof, a rent-QR credit. */
async function demoIds() {
  const due = await server.call<Page<{ id: number }>>(
    'GET',
    '/payment/api/v1/operator/collection/list?status=due',
    {
      token: demo,
    },
  )
  const received = await server.call<Page<{ id: number }>>(
    'GET',
    '/payment/api/v1/operator/collection/list?status=received',
    { token: demo },
  )
  const transactions = await server.call<Page<{ id: number }>>(
    'GET',
    '/payment/api/v2/operator/collection/transactions/list',
    { token: demo },
  )
  const rentQr = await server.call<Page<{ id: number }>>(
    'GET',
    '/payment/api/v1/operator/rentqr/transactions/list',
    {
      token: demo,
    },
  )
  const collectionId = due.body.data.results[0].id
  const remark = await server.call<Data<{ id: number }>>(
    'POST',
    `/payment/api/v1/operator/${collectionId}/remark/add`,
    {
      token: demo,
      body: { text: 'Will pay on Friday.' },
    },
  )
  expect(remark.status).toBe(201)
  const proof = await uploadProof(demo, collectionId)
  expect(proof.status).toBe(201)
  return {
    collectionId,
    paidCollectionId: received.body.data.results[0].id,
    transactionId: transactions.body.data.results[0].id,
    rentQrId: rentQr.body.data.results[0].id,
    proofId: proof.body.data.id,
  }
}

it('answers 404 to another operator for every collection, payment, remark, proof and rent-QR id of the first', async () => {
  const ids = await demoIds()
  const before = await server.call<Data<unknown>>(
    'GET',
    `/payment/api/v1/operator/collection/${ids.collectionId}/details`,
    {
      token: demo,
    },
  )
  const payment = { amount_paise: 100, mode: 'CASH', paid_on: '2026-11-22' }
  const attempts: [string, string, unknown][] = [
    ['GET', `/payment/api/v1/operator/collection/${ids.collectionId}/details`, undefined],
    ['POST', `/payment/api/v1/operator/collection/${ids.collectionId}/mark_paid`, payment],
    [
      'POST',
      '/payment/api/v1/operator/collection/bulk_mark_paid',
      { collection_ids: [ids.collectionId], mode: 'CASH', paid_on: '2026-11-22' },
    ],
    ['GET', `/payment/api/v1/operator/collection/${ids.collectionId}/remind`, undefined],
    ['GET', `/payment/api/v1/operator/collection/all/remind?collection_ids=${ids.collectionId}`, undefined],
    ['GET', `/payment/api/v1/operator/collection/${ids.paidCollectionId}/receipt`, undefined],
    ['GET', `/payment/api/v1/operator/collection/${ids.paidCollectionId}/receipt/pdf`, undefined],
    ['PUT', `/payment/api/v2/operator/collection/${ids.collectionId}/edit`, { title: 'Mine now' }],
    ['DELETE', `/payment/api/v1/operator/${ids.collectionId}/delete`, undefined],
    ['POST', `/payment/api/v1/operator/${ids.collectionId}/payment_link`, {}],
    ['GET', `/payment/api/v1/operator/${ids.collectionId}/remark/list`, undefined],
    ['POST', `/payment/api/v1/operator/${ids.collectionId}/remark/add`, { text: 'Hello' }],
    ['GET', `/payment/api/v1/operator/payment-proof/${ids.proofId}/file`, undefined],
    ['GET', `/payment/api/v2/operator/transaction/${ids.transactionId}/details`, undefined],
    ['PUT', `/payment/api/v1/operator/delete/transaction/${ids.transactionId}`, { reason: 'Not mine' }],
    ['PUT', `/payment/api/v1/operator/revert/transaction/${ids.transactionId}`, { reason: 'Not mine' }],
    ['GET', `/payment/api/v1/operator/rentqr/transaction/${ids.rentQrId}/details`, undefined],
  ]
  for (const [method, path, body] of attempts) {
    const answer = await server.call<{ message: string }>(method, path, { token: second, body })
    expect([method, path, answer.status]).toEqual([method, path, 404])
    const missing = await server.call<{ message: string }>(
      method,
      path.replace(/\/\d+\//, '/999999/').replace(/=\d+$/, '=999999'),
      {
        token: second,
        body,
      },
    )
    expect([method, path, missing.body.message]).toEqual([method, path, answer.body.message])
  }
  const proofUpload = await uploadProof(second, ids.collectionId)
  expect(proofUpload.status).toBe(404)

  const after = await server.call<Data<unknown>>(
    'GET',
    `/payment/api/v1/operator/collection/${ids.collectionId}/details`,
    {
      token: demo,
    },
  )
  expect(after.body).toEqual(before.body)
  const transaction = await server.call<Data<{ transaction: { status: string } }>>(
    'GET',
    `/payment/api/v2/operator/transaction/${ids.transactionId}/details`,
    { token: demo },
  )
  expect(transaction.body.data.transaction.status).not.toBe('DELETED')
})

it('lists only the operator’s own collections, payments and totals', async () => {
  const mine = await server.call<Page<{ tenant_id: number }>>(
    'GET',
    '/payment/api/v1/operator/collection/list?limit=100',
    {
      token: second,
    },
  )
  const theirs = await server.call<Page<{ tenant_id: number }>>(
    'GET',
    '/payment/api/v1/operator/collection/list?limit=100',
    {
      token: demo,
    },
  )
  const theirTenants = new Set(theirs.body.data.results.map((item) => item.tenant_id))
  expect(mine.body.data.results.some((item) => theirTenants.has(item.tenant_id))).toBe(false)
  expect(mine.body.data.count).toBeLessThan(theirs.body.data.count)
})
