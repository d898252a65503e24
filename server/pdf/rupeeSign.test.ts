import { DEMO_OPERATOR } from '../seed'
import type { Data, Page } from '../testing/inventoryKit'
import { download, tenantPaths } from '../testing/tenantKit'
import { startTestServer, type TestServer } from '../testing/testServer'
import { pdfText } from './pdfText'
import { rupees } from './rupees'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer({ database: ':memory:' })
  token = await server.signIn(DEMO_OPERATOR.phone)
})
afterAll(() => server.close())

const call = <T>(method: string, path: string, body?: unknown) =>
  server.call<T>(method, path, { token, body })

/** The text with line breaks and runs of spaces read as one space (justified lines wrap anywhere). */
const flat = (text: string) => text.replace(/\s+/g, ' ')

it('formats paise as rupees with the sign, Indian grouping and paise only when there are some', () => {
  expect(rupees(1_250_000)).toBe('₹12,500')
  expect(rupees(1_250_050)).toBe('₹12,500.50')
  expect(rupees(1_00_00_000_00)).toBe('₹1,00,00,000')
  expect(rupees(5)).toBe('₹0.05')
})

it('prints the rent and deposit of an agreement with ₹, never Rs., in a small PDF', async () => {
  const tenants = await call<Page<{ id: number }>>('GET', tenantPaths.list('?type=active&limit=1'))
  const [tenant] = tenants.body.data.results
  const created = await call<Data<{ id: number }>>('POST', tenantPaths.newAgreement(tenant.id), {
    rent_paise: 1_250_050,
    deposit_paise: 2_500_000,
  })
  expect(created.status).toBe(201)
  const pdf = await download(server, tenantPaths.agreementPdf(created.body.data.id), token)
  expect(pdf.status).toBe(200)
  const text = flat(pdfText(pdf.data))
  expect(text).toContain('LEAVE AND LICENCE AGREEMENT')
  expect(text).toContain('Monthly licence fee (rent): ₹12,500.50, payable by the')
  expect(text).toContain('security deposit: ₹25,000, returned')
  expect(text).not.toContain('Rs.')
  expect(text).not.toContain('\uFFFD')
  expect(pdf.data.length).toBeLessThan(80_000)
})

it('prints a receipt’s amount with ₹, never Rs., in a small PDF', async () => {
  const paid = await server.app.db
    .selectFrom('collection_transactions as t')
    .innerJoin('operators as o', 'o.id', 't.operator_id')
    .select(['t.collection_id', 't.id'])
    .where('o.phone_no', '=', DEMO_OPERATOR.phone.national)
    .where('t.status', '=', 'SUCCESS')
    .where('t.amount_paise', '>=', 100_000)
    .orderBy('t.id')
    .executeTakeFirstOrThrow()
  const path = `/payment/api/v1/operator/collection/${paid.collection_id}/receipt`
  const receipt = await call<Data<{ amount_paise: number; receipt_number: string }>>(
    'GET',
    `${path}?transaction_id=${paid.id}`,
  )
  expect(receipt.status).toBe(200)
  const pdf = await download(server, `${path}/pdf?transaction_id=${paid.id}`, token)
  expect(pdf.status).toBe(200)
  const text = flat(pdfText(pdf.data))
  const amount = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(
    receipt.body.data.amount_paise / 100,
  )
  expect(text).toContain(receipt.body.data.receipt_number)
  expect(text).toContain(`Amount: ₹${amount}`)
  expect(text).not.toContain('Rs.')
  expect(text).not.toContain('\uFFFD')
  expect(pdf.data.length).toBeLessThan(80_000)
})
