import { MINUTE } from '../clock'
import { SECOND_OPERATOR } from '../seed'
import { startTestServer, type TestServer } from '../testing/testServer'

type Data<T> = { data: T }
type Failure = { message: string; errors?: { field: string; message: string }[] }
type Page<T> = Data<{ count: number; results: T[] }>
type Payment = { id: number; collected_by_staff_id: number | null; collected_by_name: string | null }
type Row = {
  staff_id: number
  cash_paise: number
  other_paise: number
  total_paise: number
  transaction_count: number
  last_collected_at: string | null
  cash_in_hand_paise: number
}
type Handover = {
  id: number
  status: string
  expected_paise: number
  declared_paise: number
  variance_paise: number
  payment_count: number
  covered_from: string | null
  covered_until: string | null
  dispute_reason: string | null
}
type Detail = {
  staff: { cash_in_hand_paise: number }
  cash_in_hand_paise: number
  cash_in_hand_count: number
  disputed_shortfall_paise: number
  handovers: Handover[]
}
type StaffPayment = {
  transaction_id: number
  amount_paise: number
  mode: string
  status: string
  handover_id: number | null
}

const STAFF = '/user/api/v1/operator/staff'
const COLLECTIONS = '/payment/api/v2/operator/staff/collection/list'
const TODAY = '2026-11-22'

let server: TestServer
let token: string
let tenantId: number
/** Takes cash; named on every payment below. */
let ravi: number
/** Takes cash too, for the handover state machine. */
let meena: number
/** May not take money. */
let cook: number

const call = <T>(method: string, path: string, body?: unknown) =>
  server.call<T>(method, path, { token, body })
const fields = (failure: Failure) => failure.errors?.map((error) => error.field)

async function addStaff(name: string, phone: string, canCollectCash: boolean) {
  const answer = await call<Data<{ id: number }>>('POST', `${STAFF}/create`, {
    name,
    phone_number: phone,
    role: canCollectCash ? 'WARDEN' : 'COOK',
    all_properties: true,
    can_collect_cash: canCollectCash,
  })
  return answer.body.data.id
}

/** A new due of exactly `amount` paise. */
async function due(amount: number) {
  const answer = await call<Data<{ id: number }>>('POST', '/payment/api/v2/operator/payment_ticket/create', {
    type: 'OTHERS',
    tenant_id: tenantId,
    charge_kind: 'MAINTENANCE',
    title: 'Ledger test',
    amount_paise: amount,
    due_date: TODAY,
  })
  expect(answer.status).toBe(201)
  return answer.body.data.id
}

/** Pays `amount` of a due, naming `staffId`; the clock moves a minute first so each payment is later. */
async function pay(collectionId: number, amount: number, mode: string, staffId: number) {
  server.clock.advance(MINUTE)
  const answer = await call<Data<{ transaction: Payment }> & Failure>(
    'POST',
    `/payment/api/v1/operator/collection/${collectionId}/mark_paid`,
    {
      amount_paise: amount,
      mode,
      paid_on: TODAY,
      collected_by_staff_id: staffId,
      ...(mode === 'CASH' ? {} : { reference: `UTR${amount}` }),
    },
  )
  return answer
}

const rowOf = async (staffId: number) =>
  (await call<Page<Row>>('GET', `${COLLECTIONS}?staff_id=${staffId}`)).body.data.results[0]
const detailOf = async (staffId: number) => (await call<Data<Detail>>('GET', `${STAFF}/${staffId}`)).body.data
const act = (handoverId: number, body: object) =>
  call<Data<Handover> & Failure>('POST', `${STAFF}/handover/${handoverId}/action`, body)

beforeAll(async () => {
  server = await startTestServer({ database: ':memory:', rateLimit: false })
  token = await server.signIn(SECOND_OPERATOR.phone)
  const dues = await call<Page<{ tenant_id: number }>>(
    'GET',
    '/payment/api/v1/operator/collection/list?limit=1',
  )
  tenantId = dues.body.data.results[0].tenant_id
  ravi = await addStaff('Ravi Kumar', '7100000001', true)
  meena = await addStaff('Meena Iyer', '7100000002', true)
  cook = await addStaff('Gopal Cook', '7100000003', false)
})
afterAll(() => server.close())

describe('payments naming who took the money', () => {
  it('records the staff member and their name on the payment, one and in bulk', async () => {
    const one = await pay(await due(50_000), 12_345, 'CASH', ravi)
    expect(one.status).toBe(200)
    expect(one.body.data.transaction).toMatchObject({
      collected_by_staff_id: ravi,
      collected_by_name: 'Ravi Kumar',
    })
    server.clock.advance(MINUTE)
    const bulk = await call<Data<{ paid_count: number; total_paid_paise: number }>>(
      'POST',
      '/payment/api/v1/operator/collection/bulk_mark_paid',
      {
        collection_ids: [await due(10_001), await due(20_002)],
        mode: 'CASH',
        paid_on: TODAY,
        collected_by_staff_id: ravi,
      },
    )
    expect(bulk.body.data).toMatchObject({ paid_count: 2, total_paid_paise: 30_003 })
  })

  it('names the operator when no staff member is given', async () => {
    server.clock.advance(MINUTE)
    const answer = await call<Data<{ transaction: Payment }>>(
      'POST',
      `/payment/api/v1/operator/collection/${await due(700)}/mark_paid`,
      { amount_paise: 700, mode: 'CASH', paid_on: TODAY },
    )
    expect(answer.body.data.transaction).toMatchObject({
      collected_by_staff_id: null,
      collected_by_name: SECOND_OPERATOR.name,
    })
  })

  it('refuses a member who may not take money, naming body.collected_by_staff_id, one and in bulk', async () => {
    const collection = await due(1_000)
    const one = await pay(collection, 1_000, 'CASH', cook)
    expect(one.status).toBe(400)
    expect(fields(one.body)).toEqual(['body.collected_by_staff_id'])
    const bulk = await call<Failure>('POST', '/payment/api/v1/operator/collection/bulk_mark_paid', {
      collection_ids: [collection],
      mode: 'CASH',
      paid_on: TODAY,
      collected_by_staff_id: cook,
    })
    expect(bulk.status).toBe(400)
    expect(fields(bulk.body)).toEqual(['body.collected_by_staff_id'])
  })
})

describe('collections per staff member and cash in hand, to the paisa', () => {
  it('sums cash and other modes of SUCCESS payments, partial payments included and a reverted one left out', async () => {
    const partial = await due(99_999)
    await pay(partial, 33_333, 'CASH', ravi)
    await pay(partial, 44_444, 'UPI', ravi)
    const reverted = await pay(await due(5_555), 5_555, 'CASH', ravi)
    server.clock.advance(MINUTE)
    const revert = await call(
      'PUT',
      `/payment/api/v1/operator/revert/transaction/${reverted.body.data.transaction.id}`,
      { reason: 'Counted twice' },
    )
    expect(revert.status).toBe(200)
    // Cash: 12,345 + 10,001 + 20,002 + 33,333 = 75,681; UPI 44,444; the reverted 5,555 counts nowhere.
    expect(await rowOf(ravi)).toMatchObject({
      cash_paise: 75_681,
      other_paise: 44_444,
      total_paise: 120_125,
      transaction_count: 5,
      cash_in_hand_paise: 75_681,
    })
    const payments = await call<Page<StaffPayment>>(
      'GET',
      `${COLLECTIONS.replace('list', `${ravi}/payments`)}`,
    )
    expect(
      payments.body.data.results.map((payment) => [payment.amount_paise, payment.mode, payment.status]),
    ).toEqual([
      [5_555, 'CASH', 'REVERTED'],
      [44_444, 'UPI', 'SUCCESS'],
      [33_333, 'CASH', 'SUCCESS'],
      [20_002, 'CASH', 'SUCCESS'],
      [10_001, 'CASH', 'SUCCESS'],
      [12_345, 'CASH', 'SUCCESS'],
    ])
    const list = await call<Data<{ results: Row[]; total_cash_paise: number; total_other_paise: number }>>(
      'GET',
      `${COLLECTIONS}?limit=100`,
    )
    expect(list.body.data.results[0].staff_id).toBe(ravi)
    expect(list.body.data.results.find((row) => row.staff_id === cook)).toMatchObject({
      total_paise: 0,
      last_collected_at: null,
    })
    expect(list.body.data.total_cash_paise).toBe(
      list.body.data.results.reduce((sum, row) => sum + row.cash_paise, 0),
    )
  })

  it('counts payments by the period asked for, and refuses a half or too long range', async () => {
    const october = await call<Page<Row>>('GET', `${COLLECTIONS}?staff_id=${ravi}&month=2026-10`)
    expect(october.body.data.results[0]).toMatchObject({ total_paise: 0, cash_in_hand_paise: 75_681 })
    const range = await call<Page<Row>>(
      'GET',
      `${COLLECTIONS}?staff_id=${ravi}&from_date=2026-11-22&to_date=2026-11-22`,
    )
    expect(range.body.data.results[0].total_paise).toBe(120_125)
    const tenant = await server.app.db
      .selectFrom('collections')
      .select('property_id')
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow()
    const there = await call<Page<Row>>(
      'GET',
      `${COLLECTIONS}?staff_id=${ravi}&property_ids=${tenant.property_id}`,
    )
    expect(there.body.data.results[0].total_paise).toBe(120_125)
    const half = await call<Failure>('GET', `${COLLECTIONS}?from_date=2026-11-01`)
    expect(half.status).toBe(400)
    expect(fields(half.body)).toEqual(['query.to_date'])
    const long = await call<Failure>('GET', `${COLLECTIONS}?from_date=2025-11-01&to_date=2026-11-02`)
    expect(long.status).toBe(400)
  })

  it('covers the cash in hand with an accepted handover, then counts only cash taken after it', async () => {
    const created = await call<Data<Handover>>('POST', `${STAFF}/${ravi}/handover`, {
      declared_paise: 75_681,
    })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      status: 'DRAFT',
      expected_paise: 75_681,
      variance_paise: 0,
      payment_count: 4,
      covered_from: null,
      covered_until: null,
    })
    server.clock.advance(MINUTE)
    const submitted = await act(created.body.data.id, { action: 'SUBMIT' })
    expect(submitted.body.data).toMatchObject({
      status: 'SUBMITTED',
      expected_paise: 75_681,
      payment_count: 4,
    })
    const coveredUntil = submitted.body.data.covered_until
    expect(coveredUntil).toBe(server.clock.now().toISOString())
    expect((await detailOf(ravi)).cash_in_hand_paise).toBe(0)
    await pay(await due(2_500), 2_500, 'CASH', ravi)
    await pay(await due(900), 900, 'UPI', ravi)
    const accepted = await act(created.body.data.id, { action: 'ACCEPT' })
    expect(accepted.body.data).toMatchObject({
      status: 'ACCEPTED',
      expected_paise: 75_681,
      variance_paise: 0,
    })
    const detail = await detailOf(ravi)
    expect(detail).toMatchObject({
      cash_in_hand_paise: 2_500,
      cash_in_hand_count: 1,
      disputed_shortfall_paise: 0,
    })
    expect(detail.staff.cash_in_hand_paise).toBe(2_500)
    expect((await rowOf(ravi)).cash_in_hand_paise).toBe(2_500)
    const inHand = await call<Page<StaffPayment>>(
      'GET',
      `${COLLECTIONS.replace('list', `${ravi}/payments`)}?in_hand=true`,
    )
    expect(inHand.body.data.results.map((payment) => [payment.amount_paise, payment.handover_id])).toEqual([
      [2_500, null],
    ])
    const all = await call<Page<StaffPayment>>('GET', `${COLLECTIONS.replace('list', `${ravi}/payments`)}`)
    const covered = all.body.data.results.filter((payment) => payment.handover_id === created.body.data.id)
    expect(covered.map((payment) => payment.amount_paise).sort((a, b) => a - b)).toEqual([
      10_001, 12_345, 20_002, 33_333,
    ])
    const next = await call<Data<Handover>>('POST', `${STAFF}/${ravi}/handover`, { declared_paise: 2_000 })
    expect(next.body.data).toMatchObject({
      expected_paise: 2_500,
      variance_paise: -500,
      covered_from: coveredUntil,
    })
  })
})

describe('the handover state machine', () => {
  it('disputes a short handover with a reason, and adds up the shortfall', async () => {
    await pay(await due(10_000), 10_000, 'CASH', meena)
    const handover = await call<Data<Handover>>('POST', `${STAFF}/${meena}/handover`, {
      declared_paise: 9_500,
      submit: true,
    })
    expect(handover.body.data).toMatchObject({
      status: 'SUBMITTED',
      expected_paise: 10_000,
      variance_paise: -500,
    })
    const reasonless = await act(handover.body.data.id, { action: 'DISPUTE' })
    expect(reasonless.status).toBe(400)
    expect(fields(reasonless.body)).toEqual(['body.reason'])
    const disputed = await act(handover.body.data.id, {
      action: 'DISPUTE',
      reason: 'Short by ₹5 on counting',
    })
    expect(disputed.body.data).toMatchObject({
      status: 'DISPUTED',
      dispute_reason: 'Short by ₹5 on counting',
    })
    const detail = await detailOf(meena)
    expect(detail).toMatchObject({ cash_in_hand_paise: 0, disputed_shortfall_paise: 500 })
  })

  it('refuses every action its status does not allow with 409 and the reason', async () => {
    const disputed = (await detailOf(meena)).handovers[0]
    const accepted = (await detailOf(ravi)).handovers.find((handover) => handover.status === 'ACCEPTED')!
    const draft = (await detailOf(ravi)).handovers[0]
    expect(draft.status).toBe('DRAFT')
    const refusals: [number, string, string][] = [
      [
        accepted.id,
        'DISPUTE',
        `Handover ${accepted.id} is ACCEPTED; only a SUBMITTED handover can be disputed.`,
      ],
      [
        accepted.id,
        'ACCEPT',
        `Handover ${accepted.id} is ACCEPTED; only a SUBMITTED handover can be accepted.`,
      ],
      [accepted.id, 'SUBMIT', `Handover ${accepted.id} is ACCEPTED; only a DRAFT handover can be submitted.`],
      [
        accepted.id,
        'DISCARD',
        `Handover ${accepted.id} is ACCEPTED; only a DRAFT handover can be discarded.`,
      ],
      [
        disputed.id,
        'ACCEPT',
        `Handover ${disputed.id} is DISPUTED; only a SUBMITTED handover can be accepted.`,
      ],
      [
        disputed.id,
        'DISCARD',
        `Handover ${disputed.id} is DISPUTED; only a DRAFT handover can be discarded.`,
      ],
      [draft.id, 'ACCEPT', `Handover ${draft.id} is DRAFT; only a SUBMITTED handover can be accepted.`],
      [draft.id, 'DISPUTE', `Handover ${draft.id} is DRAFT; only a SUBMITTED handover can be disputed.`],
    ]
    for (const [id, action, message] of refusals) {
      const answer = await act(id, { action, reason: 'Because' })
      expect({ action, status: answer.status, message: answer.body.message }).toEqual({
        action,
        status: 409,
        message,
      })
    }
    const second = await call<Failure>('POST', `${STAFF}/${ravi}/handover`, { declared_paise: 1 })
    expect(second.status).toBe(409)
    const submitted = await act(draft.id, { action: 'SUBMIT', declared_paise: 2_500 })
    expect(submitted.body.data).toMatchObject({ status: 'SUBMITTED', variance_paise: 0 })
    for (const action of ['SUBMIT', 'DISCARD']) {
      const answer = await act(draft.id, { action })
      expect(answer.status).toBe(409)
    }
    const whileSubmitted = await call<Failure>('POST', `${STAFF}/${ravi}/handover`, { declared_paise: 1 })
    expect(whileSubmitted.status).toBe(409)
  })

  it('discards a draft, which leaves no trace', async () => {
    const draft = await call<Data<Handover>>('POST', `${STAFF}/${meena}/handover`, { declared_paise: 0 })
    const discarded = await act(draft.body.data.id, { action: 'DISCARD' })
    expect(discarded.status).toBe(200)
    expect((await detailOf(meena)).handovers.map((handover) => handover.id)).not.toContain(draft.body.data.id)
    expect((await act(draft.body.data.id, { action: 'SUBMIT' })).status).toBe(404)
  })
})
