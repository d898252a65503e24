import { changedTables, databaseDigest } from '../security/databaseDigest'
import { DEMO_OPERATOR } from '../seed'
import { paths, propertyIds, type Data, type Failure, type Page } from '../testing/inventoryKit'
import { tenantPaths } from '../testing/tenantKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type Adjustment = {
  kind: 'CHARGE' | 'CREDIT' | 'NONE'
  amount_paise: number
  label: string
  old_rent_paise: number
  new_rent_paise: number
  period_start: string
  period_end: string
  nights: number
  period_days: number
  period_raised: boolean
  collection_id: number | null
}
type Transfer = { room: { bed_id: number; rent_paise: number }; adjustment: Adjustment }
type Quote = { bed_id: number; rent_paise: number; deposit_paise: number; adjustment: Adjustment }
type Collection = {
  id: number
  type: string
  charge_kind: string
  title: string
  period_start: string | null
  period_end: string | null
  due_date: string
  amount_paise: number
  tax_paise: number
  paid_paise: number
  balance_paise: number
  status: string
}
type TenantDetail = { advance_balance_paise: number; rent_paise: number; deposit_held_paise: number }
type PlacementRoom = { beds: { bed_id: number; bed_name: string }[] }
type BoardBed = { id: number; status: number; tenant_id: number | null }

const DAY = 86_400_000
const MONTH_PATH = '/payment/api/v1/operator/payment_ticket/create'

let server: TestServer
let token: string
let properties: Record<string, number>
/** The property of the beds twoFreeBeds found last. */
let propertyId: number

const setProperty = async (id: number, changes: Record<string, string>) =>
  expect(await call('PUT', paths.updateProperty(id), changes)).toMatchObject({ status: 200 })
const CALENDAR = { pro_rate_method: 'ACTUAL_DAYS', rent_cycle: 'CALENDAR_MONTH' }

beforeAll(async () => {
  server = await startTestServer()
  token = await server.signIn(DEMO_OPERATOR.phone)
  properties = await propertyIds(server, token)
  for (const id of Object.values(properties)) await setProperty(id, CALENDAR)
  // Today is 12 December 2026 in Kolkata: December has 31 nights, so the three pro-rate methods differ.
  server.clock.advance(20 * DAY)
  // Starting and seeding a server takes longer than a test's bound on a busy machine.
}, 60_000)
afterAll(() => server.close())

const call = <T>(method: string, path: string, body?: unknown) =>
  server.call<T>(method, path, { token, body })

const query = (values: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(values).map(([key, value]): [string, string] => [key, String(value)])).toString()}`

const quotePath = (tenantId: number, values: Record<string, string | number>) =>
  tenantPaths.transferQuote(tenantId, query(values))

/** Two beds with no stay from 1 December on, in the first of the operator's properties that has two. */
async function twoFreeBeds() {
  for (const id of Object.values(properties)) {
    const rooms = await call<Page<PlacementRoom>>(
      'GET',
      tenantPaths.placement(id, '?from_date=2026-12-01&limit=100'),
    )
    const beds = rooms.body.data.results.flatMap((room) => room.beds)
    if (beds.length >= 2) {
      propertyId = id
      return [beds[0].bed_id, beds[1].bed_id] as const
    }
  }
  throw new Error('No property of the demo operator has two free beds left')
}

let phoneSerial = 0
const newPhone = () => `97${String(41000000 + (phoneSerial += 1)).padStart(8, '0')}`

/** A tenant on a bed from `moveIn` at `rent`, with no collections raised. */
async function tenantOn(bedId: number, rent: number, moveIn = '2026-12-01') {
  const added = await call<Data<{ id: number }>>('POST', tenantPaths.add, {
    name: 'Rohan Kulkarni',
    phone_number: newPhone(),
    gender: 'MALE',
    property_id: propertyId,
    bed_id: bedId,
    rent_paise: rent,
    deposit_paise: rent,
    move_in_date: moveIn,
    create_collections: false,
  })
  expect(added.status).toBe(201)
  return added.body.data.id
}

/** A RENT collection of the tenant for the period, at `amount` (else the rent in force on each night). */
async function raiseRent(tenantId: number, amount?: number, start = '2026-12-01', end = '2026-12-31') {
  const raised = await call<Data<Collection>>('POST', MONTH_PATH, {
    type: 'RENT',
    tenant_id: tenantId,
    period_start: start,
    period_end: end,
    due_date: start,
    amount_paise: amount,
  })
  expect(raised.status).toBe(201)
  return raised.body.data.id
}

const collection = async (id: number) =>
  (await call<Data<{ collection: Collection }>>('GET', `/payment/api/v1/operator/collection/${id}/details`))
    .body.data.collection

/** Every collection of the tenant, due and paid, oldest id first. */
async function collectionsOf(tenantId: number) {
  const tabs = await Promise.all(
    ['due', 'received'].map((status) =>
      call<Page<Collection>>(
        'GET',
        `/payment/api/v1/operator/collection/list${query({ status, tenant_id: tenantId, limit: 100 })}`,
      ),
    ),
  )
  for (const tab of tabs) expect(tab).toMatchObject({ status: 200 })
  return tabs.flatMap((tab) => tab.body.data.results).sort((a, b) => a.id - b.id)
}

const tenantDetail = async (tenantId: number) =>
  (await call<Data<TenantDetail>>('GET', tenantPaths.details(tenantId))).body.data

async function transfer(tenantId: number, body: Record<string, unknown>) {
  const answer = await call<Data<Transfer>>('PUT', tenantPaths.room(tenantId), body)
  expect(answer.status).toBe(200)
  return answer.body.data
}

describe('moving to a dearer bed in the middle of a raised period', () => {
  afterEach(() => setProperty(propertyId, CALENDAR))

  // ₹2,000 more a month for 17 of December's 31 nights (15–31 Dec), rounded to the rupee as all rent is.
  it.each([
    ['ACTUAL_DAYS', 109_700],
    ['THIRTY_DAYS', 113_300],
    ['FULL_MONTH', 200_000],
  ])('charges the difference by %s: %i paise, as a new collection due on the day', async (method, charge) => {
    const [from, to] = await twoFreeBeds()
    await setProperty(propertyId, { pro_rate_method: method })
    const tenantId = await tenantOn(from, 900_000)
    const rentId = await raiseRent(tenantId, 900_000)

    const { adjustment } = await transfer(tenantId, {
      bed_id: to,
      from_date: '2026-12-15',
      rent_paise: 1_100_000,
    })
    expect(adjustment).toEqual({
      kind: 'CHARGE',
      amount_paise: charge,
      label: 'Rent difference 15–31 Dec 2026 (₹9,000 → ₹11,000)',
      old_rent_paise: 900_000,
      new_rent_paise: 1_100_000,
      period_start: '2026-12-01',
      period_end: '2026-12-31',
      nights: 17,
      period_days: 31,
      period_raised: true,
      collection_id: expect.any(Number) as number,
    })
    const collections = await collectionsOf(tenantId)
    expect(collections.map((c) => [c.id, c.type, c.charge_kind, c.amount_paise])).toEqual([
      [rentId, 'RENT', 'RENT', 900_000],
      [adjustment.collection_id, 'OTHERS', 'ROOM_TRANSFER', charge],
    ])
    expect(collections[1]).toMatchObject({
      title: adjustment.label,
      period_start: '2026-12-15',
      period_end: '2026-12-31',
      due_date: '2026-12-15',
      balance_paise: charge,
    })
  })

  it('counts periods from the move-in day on an anniversary cycle', async () => {
    const [from, to] = await twoFreeBeds()
    await setProperty(propertyId, { pro_rate_method: 'ACTUAL_DAYS', rent_cycle: 'ANNIVERSARY' })
    const tenantId = await tenantOn(from, 900_000, '2026-12-10')
    await raiseRent(tenantId, 900_000, '2026-12-10', '2027-01-09')

    const { adjustment } = await transfer(tenantId, {
      bed_id: to,
      from_date: '2026-12-20',
      rent_paise: 1_100_000,
    })
    // 21 of the 31 nights from 10 Dec to 9 Jan: ₹2,000 × 21 ÷ 31 = ₹1,354.84, so ₹1,355.
    expect(adjustment).toMatchObject({
      kind: 'CHARGE',
      amount_paise: 135_500,
      label: 'Rent difference 20 Dec 2026 – 9 Jan 2027 (₹9,000 → ₹11,000)',
      period_start: '2026-12-10',
      period_end: '2027-01-09',
      nights: 21,
      period_days: 31,
    })
  })
})

describe('moving to a cheaper bed', () => {
  // ₹2,000 less a month for 17 of 31 nights: ₹1,096.77, so ₹1,097 back.
  const credit = 109_700

  it('takes the difference off the raised rent while it is unpaid', async () => {
    const [from, to] = await twoFreeBeds()
    const tenantId = await tenantOn(from, 1_100_000)
    const rentId = await raiseRent(tenantId, 1_100_000)

    const { adjustment } = await transfer(tenantId, {
      bed_id: to,
      from_date: '2026-12-15',
      rent_paise: 900_000,
    })
    expect(adjustment).toMatchObject({
      kind: 'CREDIT',
      amount_paise: credit,
      label: 'Rent difference 15–31 Dec 2026 (₹11,000 → ₹9,000)',
      collection_id: rentId,
    })
    expect(await collectionsOf(tenantId)).toEqual([
      expect.objectContaining({
        id: rentId,
        amount_paise: 1_100_000 - credit,
        balance_paise: 1_100_000 - credit,
        paid_paise: 0,
        status: 'due',
      }),
    ])
    expect((await tenantDetail(tenantId)).advance_balance_paise).toBe(0)
    const remarks = await call<Page<{ text: string }>>(
      'GET',
      `/payment/api/v1/operator/${rentId}/remark/list`,
    )
    expect(remarks.body.data.results.map((remark) => remark.text)).toEqual([
      'Reduced by ₹1,097 on a room transfer: Rent difference 15–31 Dec 2026 (₹11,000 → ₹9,000).',
    ])
  })

  it('keeps what it cannot take off a paid rent as the tenant’s advance', async () => {
    const [from, to] = await twoFreeBeds()
    const tenantId = await tenantOn(from, 1_100_000)
    const rentId = await raiseRent(tenantId, 1_100_000)
    // ₹10,000 of ₹11,000 paid: ₹1,000 can come off the rent, never below what is paid; ₹97 is kept.
    const paid = await call('POST', `/payment/api/v1/operator/collection/${rentId}/mark_paid`, {
      amount_paise: 1_000_000,
      mode: 'CASH',
      paid_on: '2026-12-01',
    })
    expect(paid.status).toBe(200)

    const { adjustment } = await transfer(tenantId, {
      bed_id: to,
      from_date: '2026-12-15',
      rent_paise: 900_000,
    })
    expect(adjustment).toMatchObject({ kind: 'CREDIT', amount_paise: credit, collection_id: rentId })
    expect(await collection(rentId)).toMatchObject({
      amount_paise: 1_000_000,
      paid_paise: 1_000_000,
      balance_paise: 0,
      status: 'paid',
    })
    expect((await tenantDetail(tenantId)).advance_balance_paise).toBe(credit - 100_000)
  })

  it('credits the whole difference to the advance when the rent is paid in full', async () => {
    const [from, to] = await twoFreeBeds()
    const tenantId = await tenantOn(from, 1_100_000)
    const rentId = await raiseRent(tenantId, 1_100_000)
    await call('POST', `/payment/api/v1/operator/collection/${rentId}/mark_paid`, {
      amount_paise: 1_100_000,
      mode: 'UPI',
      paid_on: '2026-12-01',
      reference: '401234567890',
    })

    const { adjustment } = await transfer(tenantId, {
      bed_id: to,
      from_date: '2026-12-15',
      rent_paise: 900_000,
    })
    expect(adjustment).toMatchObject({ kind: 'CREDIT', amount_paise: credit, collection_id: null })
    expect(await collection(rentId)).toMatchObject({ amount_paise: 1_100_000, balance_paise: 0 })
    expect((await tenantDetail(tenantId)).advance_balance_paise).toBe(credit)
  })
})

describe('leaving the raised period as it is', () => {
  it('adjusts nothing with NEXT_PERIOD', async () => {
    const [from, to] = await twoFreeBeds()
    const tenantId = await tenantOn(from, 900_000)
    const rentId = await raiseRent(tenantId, 900_000)

    const { adjustment } = await transfer(tenantId, {
      bed_id: to,
      from_date: '2026-12-15',
      rent_paise: 1_100_000,
      rent_difference: 'NEXT_PERIOD',
    })
    expect(adjustment).toMatchObject({
      kind: 'NONE',
      amount_paise: 0,
      label: 'Rent for Dec 2026 stays as raised; ₹11,000 from the next period',
      period_raised: true,
      collection_id: null,
    })
    expect((await collectionsOf(tenantId)).map((c) => [c.id, c.amount_paise])).toEqual([[rentId, 900_000]])
  })

  it('adjusts nothing when the period is not raised yet; the rent raised later splits at the move', async () => {
    const [from, to] = await twoFreeBeds()
    const tenantId = await tenantOn(from, 900_000)

    const { adjustment } = await transfer(tenantId, {
      bed_id: to,
      from_date: '2026-12-15',
      rent_paise: 1_100_000,
    })
    expect(adjustment).toMatchObject({
      kind: 'NONE',
      amount_paise: 0,
      label: 'Rent for Dec 2026 not raised yet: it will be charged night by night (₹9,000 → ₹11,000)',
      period_start: '2026-12-01',
      period_end: '2026-12-31',
      nights: 17,
      period_days: 31,
      period_raised: false,
      collection_id: null,
    })
    expect(await collectionsOf(tenantId)).toEqual([])

    // December raised afterwards follows each rent for its nights: 14 nights at ₹9,000 and 17 at ₹11,000.
    const rentId = await raiseRent(tenantId)
    expect((await collection(rentId)).amount_paise).toBe(406_500 + 603_200)
  })
})

describe('the rent terms', () => {
  type Version = { effective_from: string; status: string; rent_paise: number; deposit_paise: number }
  type History = { terms_history: (Version & { source: string; reason: string | null })[] }

  it('gain a TRANSFER version from the day of the move when the rent or deposit changes', async () => {
    const [from, to] = await twoFreeBeds()
    const tenantId = await tenantOn(from, 900_000)
    await transfer(tenantId, {
      bed_id: to,
      from_date: '2026-12-15',
      rent_paise: 1_100_000,
      deposit_handling: 'REFUND_AND_RECOLLECT',
      new_deposit_paise: 1_500_000,
      reason: 'Wanted a double room',
    })
    const detail = await call<Data<History>>('GET', tenantPaths.details(tenantId))
    expect(detail.body.data.terms_history.map((v) => [v.effective_from, v.status, v.source])).toEqual([
      ['2026-12-15', 'UPCOMING', 'TRANSFER'],
      ['2026-12-01', 'CURRENT', 'MOVE_IN'],
    ])
    expect(detail.body.data.terms_history[0]).toMatchObject({
      rent_paise: 1_100_000,
      deposit_paise: 1_500_000,
      reason: 'Wanted a double room',
    })
    // The old deposit is given back: nothing is held until the new one, raised for the day of the move, is paid.
    expect(await tenantDetail(tenantId)).toMatchObject({ deposit_held_paise: 0 })
    const deposits = (await collectionsOf(tenantId)).filter((row) => row.charge_kind === 'DEPOSIT')
    expect(deposits).toMatchObject([
      {
        title: 'Security deposit',
        due_date: '2026-12-15',
        amount_paise: 1_500_000,
        balance_paise: 1_500_000,
      },
    ])
    const paid = await call('POST', `/payment/api/v1/operator/collection/${deposits[0].id}/mark_paid`, {
      amount_paise: 1_500_000,
      mode: 'CASH',
      paid_on: '2026-12-12',
    })
    expect(paid).toMatchObject({ status: 200 })
    expect(await tenantDetail(tenantId)).toMatchObject({ deposit_held_paise: 1_500_000 })
  })

  it('planned after the move take the new bed’s rent, keeping their other changes', async () => {
    const [from, to] = await twoFreeBeds()
    const tenantId = await tenantOn(from, 900_000)
    const planned = await call('PUT', tenantPaths.details(tenantId), {
      effective_from: '2027-01-01',
      rent_paise: 950_000,
      rent_due_day: 7,
      reason: 'Annual revision',
    })
    expect(planned).toMatchObject({ status: 200 })
    await transfer(tenantId, { bed_id: to, from_date: '2026-12-15', rent_paise: 1_100_000 })
    const detail = await call<Data<History & { rent_due_day: number }>>('GET', tenantPaths.details(tenantId))
    expect(detail.body.data.terms_history.map((v) => [v.effective_from, v.source, v.rent_paise])).toEqual([
      ['2027-01-01', 'CHANGE', 1_100_000],
      ['2026-12-15', 'TRANSFER', 1_100_000],
      ['2026-12-01', 'MOVE_IN', 900_000],
    ])
    expect(detail.body.data.terms_history[0]).toMatchObject({ rent_due_day: 7, reason: 'Annual revision' })
  })

  it('stay as they are when the new bed keeps the rent and deposit', async () => {
    const [from, to] = await twoFreeBeds()
    const tenantId = await tenantOn(from, 900_000)
    const { adjustment } = await transfer(tenantId, {
      bed_id: to,
      from_date: '2026-12-15',
      rent_paise: 900_000,
    })
    expect(adjustment).toMatchObject({
      kind: 'NONE',
      label: 'Same rent on the new bed (₹9,000): nothing to adjust',
    })
    const detail = await call<Data<History>>('GET', tenantPaths.details(tenantId))
    expect(detail.body.data.terms_history.map((v) => v.source)).toEqual(['MOVE_IN'])
  })
})

describe('a bed taken on those nights', () => {
  it('refuses the transfer and its quote with 409 naming the bed, and writes nothing', async () => {
    const [from, to] = await twoFreeBeds()
    const tenantId = await tenantOn(from, 900_000)
    await raiseRent(tenantId, 900_000)
    await tenantOn(to, 900_000, '2026-12-20')

    const before = await databaseDigest(server.app.db)
    const moved = await call<Failure>('PUT', tenantPaths.room(tenantId), {
      bed_id: to,
      from_date: '2026-12-15',
      rent_paise: 1_100_000,
    })
    const quoted = await call<Failure>('GET', quotePath(tenantId, { bed_id: to, from_date: '2026-12-15' }))
    expect(moved.status).toBe(409)
    expect(moved.body.message).toMatch(/^Bed .+ is allotted to Rohan Kulkarni from 20\/12\/2026\.$/)
    expect(moved.body.errors).toEqual([{ field: 'body.bed_id', message: moved.body.message }])
    expect(quoted.status).toBe(409)
    expect(quoted.body).toEqual({
      message: moved.body.message,
      errors: [{ field: 'query.bed_id', message: moved.body.message }],
    })
    expect(changedTables(before, await databaseDigest(server.app.db))).toEqual([])
  })
})

describe('the quote', () => {
  it('answers what the transfer then does, writing nothing', async () => {
    const [from, to] = await twoFreeBeds()
    const bedRent = (await call<Data<{ rent_paise: number }>>('GET', paths.bed(to))).body.data.rent_paise
    // ₹2,500 a month dearer than the bed asked for, whose rent applies as none is given.
    const tenantId = await tenantOn(from, bedRent + 250_000)
    const rentId = await raiseRent(tenantId, bedRent + 250_000)
    const asked = { bed_id: to, from_date: '2026-12-15' }

    const before = await databaseDigest(server.app.db)
    const quote = await call<Data<Quote>>('GET', quotePath(tenantId, asked))
    expect(changedTables(before, await databaseDigest(server.app.db))).toEqual([])
    expect(quote.status).toBe(200)
    expect(quote.body.data).toMatchObject({
      bed_id: to,
      from_date: '2026-12-15',
      rent_paise: bedRent,
      deposit_paise: bedRent + 250_000,
    })
    // ₹2,500 × 17 ÷ 31 = ₹1,370.97, so ₹1,371 back.
    expect(quote.body.data.adjustment).toMatchObject({
      kind: 'CREDIT',
      amount_paise: 137_100,
      collection_id: null,
    })

    const done = await transfer(tenantId, asked)
    expect(done.room.rent_paise).toBe(bedRent + 250_000)
    expect(done.adjustment).toEqual({ ...quote.body.data.adjustment, collection_id: rentId })
    expect((await collection(rentId)).amount_paise).toBe(bedRent + 250_000 - 137_100)
  })

  it('names the field a 400 is about', async () => {
    const [from, to] = await twoFreeBeds()
    const tenantId = await tenantOn(from, 900_000)
    const sameBed = await call<Failure>('GET', quotePath(tenantId, { bed_id: from, from_date: '2026-12-15' }))
    expect(sameBed.status).toBe(400)
    expect(sameBed.body.errors?.map((error) => error.field)).toEqual(['query.bed_id'])
    const noDeposit = await call<Failure>(
      'GET',
      quotePath(tenantId, { bed_id: to, from_date: '2026-12-15', deposit_handling: 'REFUND_AND_RECOLLECT' }),
    )
    expect(noDeposit.status).toBe(400)
    expect(noDeposit.body.errors?.map((error) => error.field)).toEqual(['query.new_deposit_paise'])
    const refunded = await call<Data<Quote>>(
      'GET',
      quotePath(tenantId, {
        bed_id: to,
        from_date: '2026-12-15',
        deposit_handling: 'REFUND_AND_RECOLLECT',
        new_deposit_paise: 1_500_000,
      }),
    )
    expect(refunded.body.data.deposit_paise).toBe(1_500_000)
  })
})

describe('the tenant during and after the move', () => {
  type Stay = { status: string; move_in_date: string; move_out_date: string | null; bed_id: number | null }
  type Listed = { id: number } & Stay

  it('stays Active from their first move-in, not On notice, on either bed', async () => {
    const [from, to] = await twoFreeBeds()
    const tenantId = await tenantOn(from, 900_000)
    await transfer(tenantId, { bed_id: to, from_date: '2026-12-15' })
    const seen = async () => {
      const detail = (await call<Data<Stay>>('GET', tenantPaths.details(tenantId))).body.data
      const list = await call<Page<Listed>>(
        'GET',
        tenantPaths.list(query({ type: 'all', limit: 100, name: 'Rohan Kulkarni' })),
      )
      const listed = list.body.data.results.find((row) => row.id === tenantId)
      return [detail, listed].map((row) => [row?.status, row?.move_in_date, row?.move_out_date, row?.bed_id])
    }
    // Today is 12 December: the old bed until the 14th, the new one after.
    expect(await seen()).toEqual([
      ['ACTIVE', '2026-12-01', null, from],
      ['ACTIVE', '2026-12-01', null, from],
    ])
    server.clock.advance(3 * DAY)
    try {
      expect(await seen()).toEqual([
        ['ACTIVE', '2026-12-01', null, to],
        ['ACTIVE', '2026-12-01', null, to],
      ])
    } finally {
      server.clock.advance(-3 * DAY)
    }
  })
})

describe('a move-out raised before a booked transfer', () => {
  type Stay = { status: string; move_out_date: string | null }

  it('ends the stay on the new bed, and refuses a last night before the move', async () => {
    const [from, to] = await twoFreeBeds()
    const tenantId = await tenantOn(from, 900_000)
    await transfer(tenantId, { bed_id: to, from_date: '2026-12-15' })
    const early = await call<Failure>('POST', tenantPaths.raise, {
      tenant_id: tenantId,
      move_out_date: '2026-12-13',
    })
    expect(early.status).toBe(400)
    expect(early.body.errors?.[0].field).toBe('body.move_out_date')
    const raised = await call('POST', tenantPaths.raise, { tenant_id: tenantId, move_out_date: '2027-01-10' })
    expect(raised).toMatchObject({ status: 201 })
    const detail = (await call<Data<Stay>>('GET', tenantPaths.details(tenantId))).body.data
    expect([detail.status, detail.move_out_date]).toEqual(['ON_NOTICE', '2027-01-10'])
    const beds = await call<Data<{ results: (BoardBed & { move_out_date: string | null })[] }>>(
      'GET',
      paths.beds(propertyId, '?current_date=2026-12-16'),
    )
    const newBed = beds.body.data.results.find((bed) => bed.id === to)
    expect(newBed).toMatchObject({ status: 4, tenant_id: tenantId, move_out_date: '2027-01-10' })
  })
})

describe('the beds on the board', () => {
  it('shows the old bed Available and the new one Occupied from the day of the move', async () => {
    const [from, to] = await twoFreeBeds()
    const tenantId = await tenantOn(from, 900_000)
    await transfer(tenantId, { bed_id: to, from_date: '2026-12-15' })

    const board = async (date: string) => {
      const answer = await call<Data<{ results: BoardBed[] }>>(
        'GET',
        paths.beds(propertyId, `?current_date=${date}`),
      )
      const byId = new Map(answer.body.data.results.map((bed) => [bed.id, bed]))
      return [byId.get(from), byId.get(to)].map((bed) => [bed?.status, bed?.tenant_id])
    }
    // 1 Available, 2 Occupied, 3 Booked, 4 Ending.
    expect(await board('2026-12-14')).toEqual([
      [4, tenantId],
      [3, tenantId],
    ])
    expect(await board('2026-12-15')).toEqual([
      [1, null],
      [2, tenantId],
    ])
    expect(await board('2026-12-16')).toEqual([
      [1, null],
      [2, tenantId],
    ])
  })
})
