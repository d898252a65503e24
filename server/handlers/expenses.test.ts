import { DAY } from '../clock'
import { expenseFigures } from '../expenses/figures'
import { DEMO_OPERATOR } from '../seed'
import { JPEG, PNG } from '../testing/fileKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type Data<T> = { data: T }
type Failure = { message: string; errors?: { field: string; message: string }[] }
type Hint = { section: string; rate_percent: number; amount_paise: number; message: string }
type Expense = {
  id: number
  status: string
  property_id: number | null
  amount_paise: number
  tax_paise: number
  taxable_paise: number
  share_paise: number | null
  vendor_gstin: string | null
  paid_by_name: string | null
  document_count: number
  template_id: number | null
  tds_hint: Hint | null
  void_reason: string | null
  voided_by_name: string | null
}
type Detail = Data<{
  expense: Expense
  documents: { id: number }[]
  allocations: { property_id: number; beds: number; amount_paise: number }[]
}>
type Page = Data<{
  count: number
  total_paise: number
  tax_paise: number
  status_counts: Record<string, number>
  results: Expense[]
}>
type Summary = Data<{
  total_paise: number
  tax_paise: number
  count: number
  by_property: { key: string; amount_paise: number }[]
  by_category: { key: string; amount_paise: number }[]
  trend: { month: string; amount_paise: number }[]
  draft_count: number
  tds_hint_count: number
}>

const EXPENSE = '/expense/api/v1/operator/expense'

let server: TestServer
let token: string
let category: Record<string, number>
let propertyIds: number[]

const call = <T>(method: string, path: string, body?: unknown) =>
  server.call<T>(method, path, { token, body })
const add = (body: object) =>
  call<Detail & Failure>('POST', `${EXPENSE}/add`, {
    category_id: category.OTHER,
    amount_paise: 1_000_00,
    expense_date: '2026-11-20',
    payment_mode: 'UPI',
    ...body,
  })
const list = (query: string) => call<Page>('GET', `${EXPENSE}/list?limit=100&${query}`)
let serial = 0
const vendor = async (pan: string) => {
  const answer = await call<Data<{ id: number }>>('POST', '/expense/api/v1/operator/vendor/add', {
    name: `Payee ${(serial += 1)}`,
    services: ['OTHER'],
    phone_number: `92000${String(serial).padStart(5, '0')}`,
    pan,
  })
  return answer.body.data.id
}
const upload = (id: number, data: Buffer, fileName: string) => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)]), fileName)
  return call<Failure>('POST', `${EXPENSE}/${id}/document`, form)
}

beforeAll(async () => {
  server = await startTestServer({ database: ':memory:', rateLimit: false })
  token = await server.signIn(DEMO_OPERATOR.phone)
  const categories = await call<Data<{ results: { id: number; code: string }[] }>>(
    'GET',
    '/expense/api/v1/operator/category/list?limit=50',
  )
  category = Object.fromEntries(categories.body.data.results.map((row) => [row.code, row.id]))
  const properties = await server.app.db
    .selectFrom('properties')
    .innerJoin('operators', 'operators.id', 'properties.operator_id')
    .select('properties.id')
    .where('operators.phone_no', '=', DEMO_OPERATOR.phone.national)
    .orderBy('properties.id')
    .execute()
  propertyIds = properties.map((property) => property.id)
})
afterAll(() => server.close())

describe('adding an expense', () => {
  it.each([
    [100_00, 18, 15_25],
    [16, 28, 4],
    [14, 12, 2],
    [11, 5, 1],
    [10, 5, 0],
    [10_000_000_000, 28, 2_187_500_000],
  ])('%i paise at %i%% GST carries %i paise of tax, the rest taxable', async (amount, rate, tax) => {
    const answer = await add({ property_id: propertyIds[0], amount_paise: amount, gst_rate_percent: rate })
    expect(answer.status).toBe(201)
    expect(answer.body.data.expense).toMatchObject({ tax_paise: tax, taxable_paise: amount - tax })
  })

  it('allocates an all-properties expense by beds, the shares adding up to the paisa', async () => {
    const answer = await add({ amount_paise: 10_001 })
    const { allocations } = answer.body.data
    expect(allocations.map((share) => share.property_id)).toEqual(propertyIds)
    expect(allocations.reduce((sum, share) => sum + share.amount_paise, 0)).toBe(10_001)
    const beds = allocations.reduce((sum, share) => sum + share.beds, 0)
    for (const share of allocations) {
      expect(Math.abs(share.amount_paise - (10_001 * share.beds) / beds)).toBeLessThan(1)
    }
  })

  it('names the operator as the cash payer, refuses a payer for other modes and a future date', async () => {
    const cash = await add({ property_id: propertyIds[0], payment_mode: 'CASH' })
    expect(cash.body.data.expense.paid_by_name).toBe(DEMO_OPERATOR.name)
    const staff = await server.app.db
      .selectFrom('staff')
      .select('id')
      .where('is_active', '=', 1)
      .executeTakeFirst()
    const upi = await add({ payment_mode: 'UPI', paid_by_staff_id: staff?.id ?? 1 })
    expect(upi.status).toBe(400)
    expect(upi.body.errors?.map((error) => error.field)).toEqual(['body.paid_by_staff_id'])
    const byStaff = await add({ payment_mode: 'CASH', paid_by_staff_id: staff?.id ?? 1 })
    expect(byStaff.status).toBe(201)
    const card = await call<Detail>('PUT', `${EXPENSE}/${byStaff.body.data.expense.id}/update`, {
      payment_mode: 'CARD',
    })
    expect(card.body.data.expense).toMatchObject({ paid_by_staff_id: null, paid_by_name: null })
    const future = await add({ expense_date: '2026-11-23' })
    expect(future.status).toBe(400)
    expect(future.body.errors?.map((error) => error.field)).toEqual(['body.expense_date'])
  })

  it("keeps the vendor's GSTIN as it was when recorded", async () => {
    const vinayaka = await server.app.db
      .selectFrom('vendors')
      .select(['id', 'gstin'])
      .where('name', '=', 'Vinayaka Electricals')
      .executeTakeFirstOrThrow()
    const answer = await add({ vendor_id: vinayaka.id, gst_rate_percent: 18, property_id: propertyIds[1] })
    expect(answer.body.data.expense.vendor_gstin).toBe(vinayaka.gstin)
  })
})

describe('editing', () => {
  it('splits an expense moved to all properties, and drops the split when it moves back to one', async () => {
    const added = await add({ property_id: propertyIds[0], amount_paise: 9_999_00 })
    const path = `${EXPENSE}/${added.body.data.expense.id}/update`
    const shared = await call<Detail>('PUT', path, { property_id: null })
    expect(shared.body.data.allocations.reduce((sum, share) => sum + share.amount_paise, 0)).toBe(9_999_00)
    const changed = await call<Detail>('PUT', path, { amount_paise: 10_001 })
    expect(changed.body.data.allocations.reduce((sum, share) => sum + share.amount_paise, 0)).toBe(10_001)
    const back = await call<Detail>('PUT', path, { property_id: propertyIds[1] })
    expect(back.body.data.allocations).toEqual([])
  })
})

describe('voiding', () => {
  it('keeps the voided expense, with why, and takes it out of the totals', async () => {
    const before = await list(`month=2026-11&property_id=${propertyIds[2]}`)
    const added = await add({ property_id: propertyIds[2], amount_paise: 7_777_00 })
    const during = await list(`month=2026-11&property_id=${propertyIds[2]}`)
    expect(during.body.data.total_paise).toBe(before.body.data.total_paise + 7_777_00)
    const id = added.body.data.expense.id
    const voided = await call<Detail>('DELETE', `${EXPENSE}/${id}/delete`, {
      reason: 'Typed the wrong amount',
    })
    expect(voided.body.data.expense).toMatchObject({
      status: 'VOIDED',
      void_reason: 'Typed the wrong amount',
      voided_by_name: DEMO_OPERATOR.name,
    })
    const after = await list(`month=2026-11&property_id=${propertyIds[2]}`)
    expect(after.body.data.total_paise).toBe(before.body.data.total_paise)
    expect(after.body.data.status_counts.VOIDED).toBe(before.body.data.status_counts.VOIDED + 1)
    expect((await list('status=VOIDED')).body.data.results.map((row) => row.id)).toContain(id)
    expect((await call('DELETE', `${EXPENSE}/${id}/delete`, { reason: 'Again' })).status).toBe(409)
    expect((await call('PUT', `${EXPENSE}/${id}/update`, { notes: 'Changed' })).status).toBe(409)
  })
})

describe('figures', () => {
  it('the month summary equals the list total, for all properties and for each', async () => {
    for (const property of [undefined, ...propertyIds]) {
      const filter = property === undefined ? '' : `&property_id=${property}`
      const summary = await call<Summary>('GET', `${EXPENSE}/summary?month=2026-10${filter}`)
      const listed = await list(`month=2026-10${filter}`)
      expect(summary.body.data.total_paise).toBe(listed.body.data.total_paise)
      expect(summary.body.data.tax_paise).toBe(listed.body.data.tax_paise)
      expect(summary.body.data.count).toBe(listed.body.data.count)
      expect(summary.body.data.total_paise).toBeGreaterThan(0)
      const byProperty = summary.body.data.by_property.reduce((sum, row) => sum + row.amount_paise, 0)
      expect(byProperty).toBe(summary.body.data.total_paise)
      expect(summary.body.data.trend.at(-1)).toEqual({
        month: '2026-10',
        amount_paise: listed.body.data.total_paise,
      })
    }
  })

  it("a property's shares of all-properties expenses count in its list and total", async () => {
    const listed = await list(`month=2026-10&property_id=${propertyIds[0]}`)
    const shared = listed.body.data.results.filter((row) => row.property_id === null)
    expect(shared.length).toBeGreaterThan(0)
    for (const row of shared) expect(row.share_paise).toBeLessThan(row.amount_paise)
    const sum = listed.body.data.results.reduce((total, row) => total + (row.share_paise ?? 0), 0)
    expect(sum).toBe(listed.body.data.total_paise)
  })
})

describe('the demo seed', () => {
  it('spends in every category and payment mode, with receipts, a voided expense and drafts from templates', async () => {
    const all = (await list('status=all&month=2026-10')).body.data
    const year = await call<Page>(
      'GET',
      `${EXPENSE}/list?status=all&limit=100&from_date=2025-12-01&to_date=2026-11-22`,
    )
    expect(year.body.data.count).toBeGreaterThan(300)
    const categories = new Set<string>()
    const modes = new Set<string>()
    for (let offset = 0; offset < year.body.data.count; offset += 100) {
      const page = await call<{
        data: { results: (Expense & { category_code: string; payment_mode: string })[] }
      }>(
        'GET',
        `${EXPENSE}/list?status=all&limit=100&offset=${offset}&from_date=2025-12-01&to_date=2026-11-22`,
      )
      for (const row of page.body.data.results) {
        categories.add(row.category_code)
        modes.add(row.payment_mode)
      }
    }
    expect(categories.size).toBe(Object.keys(category).length)
    expect([...modes].sort()).toEqual(['BANK_TRANSFER', 'CARD', 'CASH', 'CHEQUE', 'UPI'])
    expect(all.results.filter((row) => row.document_count > 0).length).toBeGreaterThan(all.count / 2)
    expect(year.body.data.status_counts.VOIDED).toBeGreaterThanOrEqual(1)
    const drafts = await list('status=DRAFT&month=2026-11')
    expect(drafts.body.data.results.filter((row) => row.template_id !== null).length).toBeGreaterThanOrEqual(
      3,
    )
  })

  it("the dashboard's expense figures are the summary's", async () => {
    const summary = await call<Summary>('GET', `${EXPENSE}/summary?month=2026-10`)
    const figures = await expenseFigures(server.app.db, {
      propertyIds,
      from: '2026-10-01',
      to: '2026-10-31',
    })
    expect(figures.total_paise).toBe(summary.body.data.total_paise)
    expect(figures.by_category.reduce((sum, row) => sum + row.amount_paise, 0)).toBe(figures.total_paise)
  })
})

describe('TDS hints', () => {
  it('194-C: one payment over ₹30,000 (1% for an individual, 2% otherwise), not at ₹30,000', async () => {
    const person = await vendor('ABCPK1234L')
    const firm = await vendor('ABCFK1234L')
    const repair = { category_id: category.REPAIRS_MAINTENANCE, property_id: propertyIds[0] }
    const at = await add({ ...repair, vendor_id: person, amount_paise: 30_000_00 })
    expect(at.body.data.expense.tds_hint).toBeNull()
    const over = await add({ ...repair, vendor_id: person, amount_paise: 30_000_01 })
    expect(over.body.data.expense.tds_hint).toMatchObject({
      section: '194C',
      rate_percent: 1,
      amount_paise: 30_000,
    })
    const company = await add({ ...repair, vendor_id: firm, amount_paise: 35_400_00, gst_rate_percent: 18 })
    expect(company.body.data.expense.tds_hint).toMatchObject({ rate_percent: 2, amount_paise: 60_000 })
  })

  it("194-C: the vendor's April–March payments over ₹1,00,000", async () => {
    const payee = await vendor('ABCFL1234L')
    const repair = { category_id: category.HOUSEKEEPING, property_id: propertyIds[0], vendor_id: payee }
    for (const date of ['2026-04-10', '2026-06-10', '2026-08-10', '2026-10-10']) {
      const answer = await add({ ...repair, expense_date: date, amount_paise: 25_000_00 })
      expect(answer.body.data.expense.tds_hint).toBeNull()
    }
    const earlierYear = await add({ ...repair, expense_date: '2026-03-31', amount_paise: 1_00 })
    expect(earlierYear.body.data.expense.tds_hint).toBeNull()
    const over = await add({ ...repair, expense_date: '2026-11-10', amount_paise: 1 })
    expect(over.body.data.expense.tds_hint).toMatchObject({ section: '194C', rate_percent: 2 })
    expect(over.body.data.expense.tds_hint?.message).toMatch(/₹1,00,000/)
  })

  it('194-I: rent to one landlord over ₹50,000 in a month, 10% of it', async () => {
    const landlord = await vendor('ABCPR1234L')
    const rent = { category_id: category.LEASE_RENT, property_id: propertyIds[0], vendor_id: landlord }
    const first = await add({ ...rent, amount_paise: 50_000_00, expense_date: '2026-09-05' })
    expect(first.body.data.expense.tds_hint).toBeNull()
    const second = await add({ ...rent, amount_paise: 10_00, expense_date: '2026-09-25' })
    expect(second.body.data.expense.tds_hint).toMatchObject({
      section: '194I',
      rate_percent: 10,
      amount_paise: 1_00,
    })
    const again = await call<Detail>('GET', `${EXPENSE}/${first.body.data.expense.id}/details`)
    expect(again.body.data.expense.tds_hint).toMatchObject({ amount_paise: 5_000_00 })
  })
})

describe('documents', () => {
  let id: number
  beforeAll(async () => {
    id = (await add({ property_id: propertyIds[0] })).body.data.expense.id
  })

  it.each([
    [
      'a renamed executable',
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'binary'),
      'bill.pdf',
    ],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'bill.svg',
    ],
    ['an empty file', Buffer.alloc(0), 'bill.png'],
    ['an oversized file', Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]), 'bill.png'],
  ])('refuses %s (400 naming the file)', async (_name, data, fileName) => {
    const answer = await upload(id, data, fileName)
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.map((error) => error.field)).toEqual(['body.file'])
  })

  it('keeps ten receipts and refuses an eleventh; removing one makes room', async () => {
    for (let index = 0; index < 10; index += 1) {
      expect((await upload(id, index % 2 ? JPEG : PNG, `receipt-${index}.png`)).status).toBe(201)
    }
    const eleventh = await upload(id, PNG, 'receipt-10.png')
    expect(eleventh.status).toBe(409)
    const detail = await call<Detail>('GET', `${EXPENSE}/${id}/details`)
    expect(detail.body.data.expense.document_count).toBe(10)
    const removed = await call<Detail>(
      'DELETE',
      `/expense/api/v1/operator/document/${detail.body.data.documents[0].id}`,
    )
    expect(removed.body.data.documents).toHaveLength(9)
    expect((await upload(id, PNG, 'receipt-10.png')).status).toBe(201)
  })

  it('takes no document on a voided expense', async () => {
    const voided = (await add({ property_id: propertyIds[0] })).body.data.expense.id
    await call('DELETE', `${EXPENSE}/${voided}/delete`, { reason: 'Not ours' })
    expect((await upload(voided, PNG, 'late.png')).status).toBe(409)
  })
})

describe("posting a complaint's cost", () => {
  type ComplaintDetail = Data<{
    complaint: { id: number; ticket_number: string; expense_id: number | null }
    activities: { kind: string; text: string }[]
  }>
  const post = (id: number, body: object = {}) =>
    call<ComplaintDetail & Failure>('POST', `/complaint/api/v1/operator/complaint/${id}/expense`, {
      category_id: category.REPAIRS_MAINTENANCE,
      payment_mode: 'UPI',
      expense_date: '2026-11-21',
      ...body,
    })

  it('needs a cost, posts it once with an activity, and again after a void', async () => {
    const complaint = await server.app.db
      .selectFrom('complaints')
      .select(['id', 'ticket_number', 'title', 'property_id'])
      .where('property_id', 'in', propertyIds)
      .where('status', 'in', ['OPEN', 'IN_PROGRESS'])
      .where('cost_paise', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    expect((await post(complaint.id)).status).toBe(409)
    const form = new FormData()
    form.append('cost_paise', '1850000')
    const costed = await call('PUT', `/complaint/api/v1/operator/complaint/${complaint.id}/update`, form)
    expect(costed.status).toBe(200)

    const posted = await post(complaint.id)
    expect(posted.status).toBe(200)
    const expenseId = posted.body.data.complaint.expense_id ?? 0
    expect(posted.body.data.activities.at(-1)).toMatchObject({
      kind: 'EXPENSE_POSTED',
      text: `Cost posted as expense #${expenseId}`,
    })
    const expense = await call<Data<{ expense: Expense & { notes: string; property_id: number } }>>(
      'GET',
      `${EXPENSE}/${expenseId}/details`,
    )
    expect(expense.body.data.expense).toMatchObject({
      amount_paise: 18_500_00,
      property_id: complaint.property_id,
      notes: `Complaint ${complaint.ticket_number}: ${complaint.title}`,
    })
    const twice = await post(complaint.id)
    expect(twice.status).toBe(409)
    expect(twice.body.message).toMatch(`already posted as expense ${expenseId}`)

    await call('DELETE', `${EXPENSE}/${expenseId}/delete`, { reason: 'Billed to the wrong property' })
    const again = await post(complaint.id)
    expect(again.status).toBe(200)
    expect(again.body.data.activities.map((activity) => activity.text)).toContain(
      `Expense #${expenseId} voided: Billed to the wrong property`,
    )
  })
})

describe('recurring templates', () => {
  it('starts at most a year back', async () => {
    const answer = await call<Failure>('POST', '/expense/api/v1/operator/template/create', {
      name: 'Ancient rent',
      category_id: category.LEASE_RENT,
      amount_paise: 1_00,
      payment_mode: 'UPI',
      frequency: 'MONTHLY',
      day_of_month: 1,
      starts_on: '2025-10-31',
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.map((error) => error.field)).toEqual(['body.starts_on'])
  })

  it('drafts each period up to today once, and one more a month later, which can be recorded', async () => {
    const created = await call<Data<{ id: number; next_due_on: string | null }>>(
      'POST',
      '/expense/api/v1/operator/template/create',
      {
        name: 'Water tanker contract',
        category_id: category.WATER,
        property_id: propertyIds[1],
        amount_paise: 6_500_00,
        payment_mode: 'UPI',
        frequency: 'MONTHLY',
        day_of_month: 15,
        starts_on: '2026-10-01',
      },
    )
    expect(created.status).toBe(201)
    expect(created.body.data.next_due_on).toBe('2026-12-15')
    const drafts = async () =>
      (await list('status=DRAFT')).body.data.results.filter((row) => row.template_id === created.body.data.id)
    expect((await drafts()).length).toBe(2)
    expect((await drafts()).length).toBe(2)
    server.clock.advance(30 * DAY)
    // A month on, the session has lapsed: sign in again.
    token = await server.signIn(DEMO_OPERATOR.phone)
    await Promise.all([list('status=DRAFT'), call('GET', `${EXPENSE}/summary`)])
    const later = await drafts()
    expect(later.length).toBe(3)
    const recorded = await call<Detail>('PUT', `${EXPENSE}/${later[0].id}/update`, { status: 'RECORDED' })
    expect(recorded.body.data.expense.status).toBe('RECORDED')
    expect((await drafts()).length).toBe(2)
  })
})
