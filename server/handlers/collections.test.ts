import { pdfText } from '../pdf/pdfText'
import { DEMO_OPERATOR } from '../seed'
import { startTestServer, type TestServer } from '../testing/testServer'
import { tenantIdsOf } from '../testing/collectionsKit'

type Data<T> = { data: T }
type Failure = { message: string; errors?: { field: string; message: string }[] }
type Collection = {
  id: number
  tenant_id: number
  amount_paise: number
  paid_paise: number
  balance_paise: number
  status: string
  last_payment_mode: string | null
  receipt_number: string | null
}
type Transaction = { id: number; amount_paise: number; status: string; receipt_number: string | null }
type MarkPaid = { collection: Collection; transaction: Transaction; replayed: boolean }

const TODAY = '2026-11-22'
const paths = {
  rent: '/payment/api/v1/operator/payment_ticket/create',
  other: '/payment/api/v2/operator/payment_ticket/create',
  markPaid: (id: number) => `/payment/api/v1/operator/collection/${id}/mark_paid`,
  bulk: '/payment/api/v1/operator/collection/bulk_mark_paid',
  collection: (id: number) => `/payment/api/v1/operator/collection/${id}/details`,
  list: '/payment/api/v1/operator/collection/list',
  receipt: (id: number) => `/payment/api/v1/operator/collection/${id}/receipt`,
  receiptPdf: (id: number) => `/payment/api/v1/operator/collection/${id}/receipt/pdf`,
  link: (id: number) => `/payment/api/v1/operator/${id}/payment_link`,
  openLink: (token: string) => `/payment/api/v1/open/payment_link/${token}`,
  revert: (id: number) => `/payment/api/v1/operator/revert/transaction/${id}`,
  remove: (id: number) => `/payment/api/v1/operator/delete/transaction/${id}`,
  transaction: (id: number) => `/payment/api/v2/operator/transaction/${id}/details`,
  transactions: '/payment/api/v2/operator/collection/transactions/list',
}

let server: TestServer
let token: string
let tenantIds: number[]
let nextMonth = 0

beforeAll(async () => {
  server = await startTestServer({ database: ':memory:' })
  token = await server.signIn(DEMO_OPERATOR.phone)
  tenantIds = await tenantIdsOf(server.app.db)
})
afterAll(() => server.close())

const send = <T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  server.call<T>(method, path, { token, body, headers })

/** A fresh Other charge of `amount` paise for a demo tenant (a new month each time, so nothing overlaps). */
async function charge(amount: number, tenantIndex = 0): Promise<Collection> {
  nextMonth += 1
  const answer = await send<Data<Collection>>('POST', paths.other, {
    type: 'OTHERS',
    tenant_id: tenantIds[tenantIndex],
    charge_kind: 'ELECTRICITY',
    title: `Electricity #${nextMonth}`,
    amount_paise: amount,
    due_date: '2026-11-05',
  })
  expect(answer.status).toBe(201)
  return answer.body.data
}

const payment = (amount: number, extra: object = {}) => ({
  amount_paise: amount,
  mode: 'UPI',
  paid_on: TODAY,
  reference: `UTR${String(amount).padStart(9, '0')}`,
  ...extra,
})

describe('mark paid', () => {
  it('records a partial payment to the paisa, leaves the rest due, then settles in full', async () => {
    const collection = await charge(1_234_567)
    const first = await send<Data<MarkPaid>>('POST', paths.markPaid(collection.id), payment(1_000_001))
    expect(first.status).toBe(200)
    expect(first.body.data.replayed).toBe(false)
    expect(first.body.data.collection).toMatchObject({
      paid_paise: 1_000_001,
      balance_paise: 234_566,
      status: 'partially_paid',
      last_payment_mode: 'UPI',
    })
    expect(first.body.data.transaction).toMatchObject({ amount_paise: 1_000_001, status: 'SUCCESS' })
    expect(first.body.data.transaction.receipt_number).toMatch(/^[A-Z]+\d+-2026-27\/\d{6}$/)

    const rest = await send<Data<MarkPaid>>(
      'POST',
      paths.markPaid(collection.id),
      payment(234_566, { mode: 'CASH', reference: undefined, send_receipt: true }),
    )
    expect(rest.status).toBe(200)
    expect(rest.body.data.collection).toMatchObject({
      paid_paise: 1_234_567,
      balance_paise: 0,
      status: 'paid',
    })

    const again = await send<Failure>('POST', paths.markPaid(collection.id), payment(100))
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('This collection is already paid in full.')

    const detail = await send<Data<{ payments: Transaction[] }>>('GET', paths.collection(collection.id))
    expect(detail.body.data.payments.map((item) => item.amount_paise)).toEqual([1_000_001, 234_566])
    const sent = await send<Data<{ audit: { action: string }[] }>>(
      'GET',
      paths.transaction(rest.body.data.transaction.id),
    )
    expect(sent.body.data.audit.map((entry) => entry.action)).toEqual(['RECORDED', 'RECEIPT_SENT'])
  })

  it('refuses more than the balance, a future date and a UPI payment without its reference, recording nothing', async () => {
    const collection = await charge(50_000)
    const over = await send<Failure>('POST', paths.markPaid(collection.id), payment(50_001))
    expect(over.status).toBe(400)
    expect(over.body.errors).toEqual([{ field: 'body.amount_paise', message: 'More than the balance due.' }])
    const future = await send<Failure>(
      'POST',
      paths.markPaid(collection.id),
      payment(100, { paid_on: '2026-11-23' }),
    )
    expect(future.status).toBe(400)
    const noReference = await send<Failure>(
      'POST',
      paths.markPaid(collection.id),
      payment(100, { reference: undefined }),
    )
    expect(noReference.status).toBe(400)
    expect(noReference.body.message).toBe('A UPI payment needs its reference (UTR or cheque number).')
    const float = await send<Failure>('POST', paths.markPaid(collection.id), payment(10.5))
    expect(float.status).toBe(400)
    const detail = await send<Data<{ collection: Collection; payments: Transaction[] }>>(
      'GET',
      paths.collection(collection.id),
    )
    expect(detail.body.data.payments).toEqual([])
    expect(detail.body.data.collection.balance_paise).toBe(50_000)
  })

  it('records exactly one payment for 50 concurrent requests with the same Idempotency-Key', async () => {
    const collection = await charge(900_000)
    const body = payment(300_000)
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        send<Data<MarkPaid>>('POST', paths.markPaid(collection.id), body, {
          'Idempotency-Key': 'key-50-same-1',
        }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200))
    expect(new Set(answers.map((answer) => answer.body.data.transaction.id)).size).toBe(1)
    expect(answers.filter((answer) => !answer.body.data.replayed)).toHaveLength(1)
    const detail = await send<Data<{ collection: Collection; payments: Transaction[] }>>(
      'GET',
      paths.collection(collection.id),
    )
    expect(detail.body.data.payments).toHaveLength(1)
    expect(detail.body.data.collection.balance_paise).toBe(600_000)

    const otherBody = await send<Failure>('POST', paths.markPaid(collection.id), payment(1_000), {
      'Idempotency-Key': 'key-50-same-1',
    })
    expect(otherBody.status).toBe(409)
  })

  it('treats 50 concurrent identical requests without a key as one double click', async () => {
    const collection = await charge(700_000)
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        send<Data<MarkPaid>>('POST', paths.markPaid(collection.id), payment(200_000)),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200))
    expect(new Set(answers.map((answer) => answer.body.data.transaction.id)).size).toBe(1)
    expect(answers.filter((answer) => answer.body.data.replayed)).toHaveLength(49)

    server.clock.advance(11_000)
    const later = await send<Data<MarkPaid>>('POST', paths.markPaid(collection.id), payment(200_000))
    expect(later.body.data.replayed).toBe(false)
    expect(later.body.data.collection.balance_paise).toBe(300_000)
  })
})

describe('bulk mark paid', () => {
  it('pays the full balance of each collection, skips paid ones, and replays with the same key', async () => {
    const [a, b, c] = [await charge(100_000), await charge(250_050, 1), await charge(75_000, 2)]
    await send('POST', paths.markPaid(b.id), payment(50_050))
    await send('POST', paths.markPaid(c.id), payment(75_000, { mode: 'CASH', reference: undefined }))
    const body = {
      collection_ids: [a.id, b.id, c.id],
      mode: 'NEFT',
      paid_on: TODAY,
      reference: 'NEFT1234567890AB',
    }
    const answer = await send<
      Data<{
        paid_count: number
        skipped_count: number
        total_paid_paise: number
        results: { outcome: string; amount_paise: number }[]
      }>
    >('POST', paths.bulk, body, { 'Idempotency-Key': 'bulk-key-0001' })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({ paid_count: 2, skipped_count: 1, total_paid_paise: 300_000 })
    expect(answer.body.data.results.map((item) => [item.outcome, item.amount_paise])).toEqual([
      ['paid', 100_000],
      ['paid', 200_000],
      ['skipped', 0],
    ])
    const replay = await send<Data<{ replayed: boolean; paid_count: number }>>('POST', paths.bulk, body, {
      'Idempotency-Key': 'bulk-key-0001',
    })
    expect(replay.body.data).toMatchObject({ replayed: true, paid_count: 2 })
    for (const id of [a.id, b.id, c.id]) {
      const detail = await send<Data<{ collection: Collection }>>('GET', paths.collection(id))
      expect(detail.body.data.collection.balance_paise).toBe(0)
    }
  })

  it('records nothing when one id is missing', async () => {
    const a = await charge(10_000)
    const answer = await send<Failure>('POST', paths.bulk, {
      collection_ids: [a.id, 999_999],
      mode: 'CASH',
      paid_on: TODAY,
    })
    expect(answer.status).toBe(404)
    const detail = await send<Data<{ collection: Collection }>>('GET', paths.collection(a.id))
    expect(detail.body.data.collection.balance_paise).toBe(10_000)
  })
})

describe('revert and delete', () => {
  it('reverting puts the collection back to due and keeps the payment listed with its audit trail', async () => {
    const collection = await charge(400_000)
    const paid = await send<Data<MarkPaid>>('POST', paths.markPaid(collection.id), payment(400_000))
    const transactionId = paid.body.data.transaction.id
    const reverted = await send<
      Data<{
        transaction: Transaction
        collection_balance_paise: number
        audit: { action: string; by_name: string; reason: string | null }[]
      }>
    >('PUT', paths.revert(transactionId), { reason: 'Cheque bounced' })
    expect(reverted.status).toBe(200)
    expect(reverted.body.data.transaction.status).toBe('REVERTED')
    expect(reverted.body.data.collection_balance_paise).toBe(400_000)
    expect(reverted.body.data.audit.map((entry) => [entry.action, entry.by_name, entry.reason])).toEqual([
      ['RECORDED', DEMO_OPERATOR.name, null],
      ['REVERTED', DEMO_OPERATOR.name, 'Cheque bounced'],
    ])
    const detail = await send<Data<{ collection: Collection; payments: Transaction[] }>>(
      'GET',
      paths.collection(collection.id),
    )
    expect(detail.body.data.collection).toMatchObject({
      status: 'due',
      balance_paise: 400_000,
      paid_paise: 0,
    })
    expect(detail.body.data.payments.map((item) => item.status)).toEqual(['REVERTED'])
    const twice = await send<Failure>('PUT', paths.revert(transactionId), { reason: 'Again' })
    expect(twice.status).toBe(409)
  })

  it('deleting hides the payment from the list and gives the amount back', async () => {
    const collection = await charge(123_400)
    const paid = await send<Data<MarkPaid>>('POST', paths.markPaid(collection.id), payment(23_400))
    const id = paid.body.data.transaction.id
    const deleted = await send<Data<{ transaction: Transaction; collection_balance_paise: number }>>(
      'PUT',
      paths.remove(id),
      { reason: 'Recorded twice' },
    )
    expect(deleted.body.data).toMatchObject({
      transaction: { status: 'DELETED' },
      collection_balance_paise: 123_400,
    })
    const list = await send<Data<{ results: Transaction[] }>>(
      'GET',
      `${paths.transactions}?limit=100&month=2026-11`,
    )
    expect(list.body.data.results.map((item) => item.id)).not.toContain(id)
  })
})

describe('receipt', () => {
  it('gives the receipt data and a PDF with its number, brand, tenant, period, amount in words, mode and UTR', async () => {
    const answer = await send<Data<Collection>>('POST', paths.rent, {
      type: 'RENT',
      tenant_id: tenantIds[3],
      period_start: '2027-03-01',
      period_end: '2027-03-31',
      due_date: '2027-03-05',
      amount_paise: 1_250_000,
    })
    expect(answer.status).toBe(201)
    const collection = answer.body.data
    await send('POST', paths.markPaid(collection.id), payment(1_250_000, { reference: '123456789012' }))
    const receipt = await send<Data<Record<string, unknown>>>('GET', paths.receipt(collection.id))
    expect(receipt.status).toBe(200)
    expect(receipt.body.data).toMatchObject({
      brand: DEMO_OPERATOR.brand,
      title: 'Rent – March 2027',
      period_label: 'Mar 2027',
      amount_paise: 1_250_000,
      amount_in_words: 'Rupees Twelve Thousand Five Hundred Only',
      mode: 'UPI',
      reference: '123456789012',
    })
    const pdf = await fetch(`${server.url}${paths.receiptPdf(collection.id)}`, {
      headers: { Authorization: `Token ${token}` },
    })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="Receipt /)
    const bytes = Buffer.from(await pdf.arrayBuffer())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfText(bytes)
    for (const expected of [
      String(receipt.body.data.receipt_number),
      DEMO_OPERATOR.brand,
      String(receipt.body.data.tenant_name),
      'Rent – March 2027',
      'Mar 2027',
      '₹12,500.00',
      'Rupees Twelve Thousand Five Hundred Only',
      'UPI',
      '123456789012',
    ]) {
      expect(text).toContain(expected)
    }
  })

  it('answers 404 for a collection without a payment', async () => {
    const collection = await charge(1_000)
    expect((await send('GET', paths.receipt(collection.id))).status).toBe(404)
  })
})

describe('payment link', () => {
  it('gives a public page with the standard UPI URI for the balance', async () => {
    await server.app.db
      .updateTable('properties')
      .set({ upi_id: 'roost.demo@okhdfcbank', payee_name: 'Roost Demo Stays' })
      .execute()
    const collection = await charge(1_050_050)
    await send('POST', paths.markPaid(collection.id), payment(50_000))
    const link = await send<Data<{ token: string; url: string; upi_uri: string; amount_paise: number }>>(
      'POST',
      paths.link(collection.id),
      { note: 'Electricity Nov' },
    )
    expect(link.status).toBe(201)
    const { token: linkToken, url, upi_uri } = link.body.data
    expect(url).toBe(`/open/pay/${linkToken}`)
    expect(upi_uri).toBe(
      `upi://pay?pa=roost.demo%40okhdfcbank&pn=Roost%20Demo%20Stays&am=10000.50&cu=INR&tn=Electricity%20Nov&tr=${linkToken}`,
    )
    const open = await server.call<Data<Record<string, unknown>>>('GET', paths.openLink(linkToken))
    expect(open.status).toBe(200)
    expect(open.body.data).toMatchObject({
      status: 'ACTIVE',
      amount_paise: 1_000_050,
      upi_id: 'roost.demo@okhdfcbank',
      payee_name: 'Roost Demo Stays',
      currency: 'INR',
      upi_uri,
    })
    expect(JSON.stringify(open.body.data)).not.toMatch(/tenant_id|phone/)
    await send('POST', paths.markPaid(collection.id), payment(1_000_050))
    const paid = await server.call<Data<{ status: string }>>('GET', paths.openLink(linkToken))
    expect(paid.body.data.status).toBe('PAID')
    expect((await server.call('GET', paths.openLink('x'.repeat(32)))).status).toBe(404)
    let answer = 0
    for (let count = 0; count < 60 && answer !== 429; count += 1) {
      answer = (await server.call('GET', paths.openLink(linkToken))).status
    }
    expect(answer).toBe(429)
    server.clock.advance(60_000)
    expect((await server.call('GET', paths.openLink(linkToken))).status).toBe(200)
  })
})
