import { DEMO_OPERATOR } from '../seed'
import { startTestServer, type TestServer } from '../testing/testServer'

type Data<T> = { data: T }
type Transaction = {
  id: number
  collection_id: number
  amount_paise: number
  mode: string
  reference: string | null
  paid_on: string
  status: string
  source: string
}
type TransactionPage = Data<{ count: number; total_paise: number; results: Transaction[] }>

const LIST = '/payment/api/v2/operator/collection/transactions/list'

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer({ database: ':memory:' })
  token = await server.signIn(DEMO_OPERATOR.phone)
})
afterAll(() => server.close())

const get = <T>(path: string) => server.call<T>('GET', path, { token })

it('lists a month’s payments newest first, in every mode, with the total of the SUCCESS ones', async () => {
  const filters = await get<Data<{ month: { value: string; is_current: boolean }[]; modes: string[] }>>(
    '/payment/api/v1/transaction/filter',
  )
  expect(filters.status).toBe(200)
  const months = filters.body.data.month.map((month) => month.value)
  expect(months.length).toBeGreaterThanOrEqual(12)
  expect(months).toEqual([...months].sort().reverse())
  expect(filters.body.data.month[0]).toMatchObject({ value: '2026-11', is_current: true })

  const october = await get<TransactionPage>(`${LIST}?filter_version=v3&month=2026-10&limit=100`)
  const results = october.body.data.results
  expect(results.every((item) => item.paid_on.startsWith('2026-10'))).toBe(true)
  const order = results.map((item) => `${item.paid_on}|${String(item.id).padStart(8, '0')}`)
  expect(order).toEqual([...order].sort().reverse())

  const everything = await get<TransactionPage>(`${LIST}?limit=100&status=SUCCESS,REVERTED,DELETED`)
  expect(everything.body.data.count).toBeGreaterThan(1000)
  const modes = new Set<string>()
  for (let offset = 0; offset < everything.body.data.count; offset += 100) {
    const page = await get<TransactionPage>(`${LIST}?limit=100&offset=${offset}`)
    for (const item of page.body.data.results) modes.add(item.mode)
  }
  expect([...modes].sort()).toEqual([...filters.body.data.modes].sort())

  const cash = await get<TransactionPage>(`${LIST}?month=2026-10&mode=CASH&status=SUCCESS&limit=100`)
  expect(cash.body.data.total_paise).toBe(
    cash.body.data.results.reduce((sum, item) => sum + item.amount_paise, 0),
  )
  const reverted = await get<TransactionPage>(`${LIST}?status=REVERTED&limit=100`)
  expect(reverted.body.data.results.length).toBeGreaterThan(0)
  expect(reverted.body.data.total_paise).toBe(0)
})

it('details a payment with its audit trail and sums hand-recorded payments by mode', async () => {
  const [latest] = (await get<TransactionPage>(`${LIST}?source=MANUAL&limit=1`)).body.data.results
  const detail = await get<Data<{ transaction: Transaction; audit: { action: string }[] }>>(
    `/payment/api/v2/operator/transaction/${latest.id}/details`,
  )
  expect(detail.body.data.transaction).toEqual(expect.objectContaining({ id: latest.id, source: 'MANUAL' }))
  expect(detail.body.data.audit.map((entry) => entry.action)).toEqual(['RECORDED'])

  const dashboard = await get<
    Data<{
      total_paise: number
      count: number
      by_mode: { amount_paise: number; count: number }[]
      reverted_count: number
    }>
  >('/payment/api/v1/operator/recorded/transaction/dashboard?month=2026-10')
  const byMode = dashboard.body.data.by_mode
  expect(dashboard.body.data.total_paise).toBe(byMode.reduce((sum, row) => sum + row.amount_paise, 0))
  expect(dashboard.body.data.count).toBe(byMode.reduce((sum, row) => sum + row.count, 0))
  const manual = await get<TransactionPage>(`${LIST}?month=2026-10&source=MANUAL&status=SUCCESS`)
  const bulk = await get<TransactionPage>(`${LIST}?month=2026-10&source=BULK&status=SUCCESS`)
  expect(dashboard.body.data.total_paise).toBe(manual.body.data.total_paise + bulk.body.data.total_paise)
})

it('lists rent-QR credits, matched and not, with their details', async () => {
  const page = await get<
    Data<{ count: number; results: { id: number; status: string; transaction_id: number | null }[] }>
  >('/payment/api/v1/operator/rentqr/transactions/list?limit=100')
  expect(page.status).toBe(200)
  const statuses = new Set(page.body.data.results.map((item) => item.status))
  expect([...statuses].sort()).toEqual(['MATCHED', 'UNMATCHED'])
  const matched = page.body.data.results.find((item) => item.status === 'MATCHED')!
  const detail = await get<Data<{ rent_qr_transaction: { id: number }; bank_account_label: string | null }>>(
    `/payment/api/v1/operator/rentqr/transaction/${matched.id}/details`,
  )
  expect(detail.body.data.rent_qr_transaction.id).toBe(matched.id)
  expect(detail.body.data.bank_account_label).toMatch(/^HDFC Bank ••\d{4}$/)
  const payment = await get<Data<{ rent_qr_transaction_id: number | null; transaction: { source: string } }>>(
    `/payment/api/v2/operator/transaction/${matched.transaction_id}/details`,
  )
  expect(payment.body.data).toMatchObject({
    rent_qr_transaction_id: matched.id,
    transaction: { source: 'RENT_QR' },
  })
  const unmatched = await get<Data<{ results: unknown[] }>>(
    '/payment/api/v1/operator/rentqr/transactions/list?status=UNMATCHED',
  )
  expect(unmatched.body.data.results).toHaveLength(3)
})

it('deletes only payments recorded by hand', async () => {
  const [qr] = (await get<TransactionPage>(`${LIST}?source=RENT_QR&limit=1`)).body.data.results
  const refused = await server.call<{ message: string }>(
    'PUT',
    `/payment/api/v1/operator/delete/transaction/${qr.id}`,
    {
      token,
      body: { reason: 'Wrong' },
    },
  )
  expect(refused.status).toBe(409)
  const short = await server.call('PUT', `/payment/api/v1/operator/delete/transaction/${qr.id}`, {
    token,
    body: { reason: 'x' },
  })
  expect(short.status).toBe(400)
})
