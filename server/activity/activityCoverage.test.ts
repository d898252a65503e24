import { allowWrites, refuseWrites } from '../db/engine'
import { listOperations, loadContract, type Operation } from '../contract/loadContract'
import { MATRIX } from '../security/matrix'
import type { MatrixCall } from '../security/matrix/entry'
import { sampleRequest } from '../security/sampleRequest'
import { DEMO_OPERATOR } from '../seed'
import { operationFor } from '../testing/contractCheck'
import { operatorObjects, type OperatorObjects } from '../testing/objectsKit'
import { startTestServer, type Answer, type TestServer } from '../testing/testServer'

/**
 * The activity log's coverage (issue 19): every operation the contract marks `x-roost-activity` leaves exactly one
 * entry of that operation and entity when it succeeds, and none when its transaction fails; every write of the
 * money and occupancy tags is marked or excused below.
 */

const operations = listOperations(loadContract())
const marked = operations.filter((operation) => typeof operation.spec['x-roost-activity'] === 'string')
const markOf = (operation: Operation) => String(operation.spec['x-roost-activity'])

/** The tags whose writes change money or occupancy. */
const MONEY_AND_OCCUPANCY = ['collections', 'transactions', 'tenants', 'inventory', 'expenses']

/**
 * Writes of those tags that the log does not record, each with why. A new write must be marked (and record) or be
 * added here with its reason, so none skips the log silently.
 */
const EXCLUDED: Record<string, string> = {
  // Links, proofs and remarks tell the tenant or annotate; no amount or stay changes.
  createCollectionPaymentLink: 'A link to pay; the payment through it is what changes money.',
  createTokenPaymentLink: 'A link to pay a token; changes no amount.',
  uploadPaymentProof: 'Evidence for the operator to check; marking paid is the change.',
  addCollectionRemark: 'A note on a collection.',
  // Reads that the contract fixes as POSTs.
  forecastOffboarding: 'Computes a settlement without writing.',
  // Tenant records that change neither money nor occupancy.
  editTenantProfile: 'Personal details (name, phone, guardian, institution), not money or stay.',
  uploadTenantDocument: 'A document of the tenant.',
  updateTenantDocument: 'Reviews or renames a document.',
  createRentAgreement: 'Generates the agreement document from the terms already in force.',
  uploadFile: 'Stores a file for a later form.',
  linkTenantsToBank: 'Which bank account tenants pay into; amounts and stays are unchanged.',
  // Inventory set-up that lets no bed and changes no rent of a stay.
  createRoomType: 'A template for rooms; beds come with rooms (editPropertyInventory, recorded).',
  // Expense bookkeeping around an expense, not its amount.
  addExpenseVendor: 'A payee record.',
  addExpenseDocument: 'An invoice or bill attached to an expense.',
  deleteExpenseDocument: 'Removes an attachment; the expense is unchanged.',
  createExpenseTemplate: 'A recurring template; each expense it raises is an expense of its own.',
  updateExpenseTemplate: 'A recurring template; past expenses are unchanged.',
}

let server: TestServer
let token: string
let objects: OperatorObjects

beforeAll(async () => {
  server = await startTestServer({ database: ':memory:', rateLimit: false })
  token = await server.signIn(DEMO_OPERATOR.phone)
  objects = operatorObjects(server, token, DEMO_OPERATOR.phone)
})
afterAll(() => server.close())

const db = () => server.app.db

/** A due collection of the demo operator that nothing else in this file has touched. */
async function freshDueCollection(skip: number): Promise<number> {
  const row = await db()
    .selectFrom('collections')
    .select('id')
    .where('operator_id', '=', await objects.operator())
    .where('is_settled', '=', 0)
    .where('paid_paise', '=', 0)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('collection_transactions')
            .select('id')
            .whereRef('collection_transactions.collection_id', '=', 'collections.id'),
        ),
      ),
    )
    .orderBy('id')
    .limit(1)
    .offset(skip)
    .executeTakeFirstOrThrow()
  return row.id
}

/** A tenant living in a bed today with no move-out raised. */
async function residentWithoutMoveOut(): Promise<number> {
  const row = await db()
    .selectFrom('tenants')
    .innerJoin('allotments', 'allotments.tenant_id', 'tenants.id')
    .select('tenants.id')
    .where('tenants.operator_id', '=', await objects.operator())
    .where('allotments.unlinked_at', 'is', null)
    .where('allotments.move_out_date', 'is', null)
    .where('allotments.end_date', 'is', null)
    .where('allotments.start_date', '<=', '2026-11-01')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('offboardings').select('id').whereRef('offboardings.tenant_id', '=', 'tenants.id'),
        ),
      ),
    )
    .orderBy('tenants.id')
    .executeTakeFirstOrThrow()
  return row.id
}

const offboardingOf = async (tenantId: number) =>
  (
    await db()
      .selectFrom('offboardings')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'RAISED')
      .executeTakeFirstOrThrow()
  ).id

/** Raises a move-out through the API (for the operations that act on one). */
async function raisedMoveOut(): Promise<number> {
  const tenantId = await residentWithoutMoveOut()
  const answer = await server.call('POST', '/offboarding/api/v3/operator/raise/offboarding', {
    token,
    body: { tenant_id: tenantId, move_out_date: '2026-12-31', reason: 'Coverage' },
  })
  if (answer.status !== 201) throw new Error(`Raising a move-out answered ${answer.status}`)
  return offboardingOf(tenantId)
}

/** Requests for the operations whose authorization-matrix call would not succeed on the operator's own objects. */
const REQUESTS: Record<string, () => Promise<MatrixCall>> = {
  markCollectionPaid: async () => ({
    path: { id: await freshDueCollection(0) },
    body: { amount_paise: 100, mode: 'UPI', paid_on: '2026-11-22', reference: '998877665544' },
  }),
  bulkMarkCollectionsPaid: async () => ({
    body: {
      collection_ids: [await freshDueCollection(1), await freshDueCollection(2)],
      mode: 'CASH',
      paid_on: '2026-11-22',
    },
  }),
  deleteCollection: async () => ({ path: { id: await freshDueCollection(3) } }),
  editCollection: async () => ({
    path: { id: await freshDueCollection(4) },
    body: { amount_paise: 1_234_500 },
  }),
  updateTokenRequest: async () => ({
    path: { id: await objects.tokenRequest() },
    body: { rent_paise: 987_600 },
  }),
  addTenant: async () => ({
    body: {
      name: 'Coverage Tenant',
      phone_number: '9123456780',
      dial_code: '+91',
      country_iso_code: 'IN',
      gender: 'FEMALE',
      food_preference: 'VEG',
      property_id: await objects.property(),
      bed_id: await neverLetBed(),
      move_in_date: '2026-12-01',
      rent_paise: 1_200_000,
      deposit_paise: 2_400_000,
    },
  }),
  raiseOffboarding: async () => ({
    body: { tenant_id: await residentWithoutMoveOut(), move_out_date: '2026-12-31', reason: 'Coverage' },
  }),
  editOffboarding: async () => ({
    path: { id: await raisedMoveOut() },
    body: { move_out_date: '2027-01-15' },
  }),
  completeOffboarding: async () => ({
    body: {
      offboarding_id: await raisedMoveOut(),
      room_inspected: true,
      keys_returned: true,
      meter_read: false,
    },
  }),
  editRooms: async () => ({ body: { room_id_list: [await objects.room()], rent_paise: 654_300 } }),
  toggleRoom: async () => ({ path: { id: await emptyRoom() }, body: { is_active: false } }),
  updateTenantRoomDetails: async () => ({
    path: { id: await residentWithoutMoveOut() },
    body: { bed_id: await neverLetBed(), from_date: '2026-12-01' },
  }),
  updateTenantDetails: async () => ({
    path: { id: await residentWithoutMoveOut() },
    body: { rent_paise: 1_111_100, effective_from: '2026-12-01' },
  }),
  createOffboardedCollection: async () => ({
    path: { id: await raisedMoveOut() },
    body: { amount_paise: 250_000, due_date: '2026-12-31' },
  }),
  revertTransaction: async () => ({ path: { id: await successfulPayment() }, body: { reason: 'Bounced' } }),
  applyCashHandoverAction: async () => {
    const draft = await db()
      .selectFrom('cash_handovers')
      .select('id')
      .where('status', '=', 'DRAFT')
      .where('operator_id', '=', await objects.operator())
      .executeTakeFirstOrThrow()
    return { path: { id: draft.id }, body: { action: 'SUBMIT' } }
  },
  chargeComplaintToResident: async () => ({
    path: { id: await costedComplaint() },
    body: { due_date: '2026-12-05' },
  }),
  postComplaintExpense: async () => ({
    path: { id: await costedComplaint() },
    body: {
      category_id: (await db().selectFrom('expense_categories').select('id').executeTakeFirstOrThrow()).id,
      expense_date: '2026-11-20',
      payment_mode: 'UPI',
    },
  }),
  setOperatorModule: async () => {
    const flag = await db()
      .selectFrom('module_flags')
      .select('is_enabled')
      .where('operator_id', '=', await objects.operator())
      .where('module_type', '=', 'complaint')
      .executeTakeFirst()
    return { path: { module_type: 'complaint' }, body: { is_enabled: flag?.is_enabled !== 1 } }
  },
  createBankAccount: async () => ({
    body: {
      bank_id: (
        await db()
          .selectFrom('banks')
          .select('id')
          .where('ifsc_prefix', '=', 'HDFC')
          .executeTakeFirstOrThrow()
      ).id,
      account_holder_name: 'Roost Demo Stays',
      account_number: '501000123456789',
      ifsc: 'HDFC0001234',
    },
  }),
  makeBankAccountDefault: async () => ({ path: { id: await bankAccount({ is_primary: 0, is_active: 1 }) } }),
  deactivateBankAccount: async () => ({ path: { id: await bankAccount({ is_primary: 0, is_active: 1 }) } }),
  activateBankAccount: async () => {
    const id = await bankAccount({ is_primary: 0, is_active: 1 })
    await db().updateTable('bank_accounts').set({ is_active: 0 }).where('id', '=', id).execute()
    return { path: { id } }
  },
  setDefaultHouseRule: async () => ({
    path: { rule: 'RENT_DUE_DAY' },
    body: { effective_from: '2026-12-01', value: { rent_due_day: 7 } },
  }),
}

/** An active bed of the property that no stay has ever used. */
async function neverLetBed(): Promise<number> {
  const row = await db()
    .selectFrom('beds')
    .innerJoin('rooms', 'rooms.id', 'beds.room_id')
    .select('beds.id')
    .where('beds.property_id', '=', await objects.property())
    .where('beds.is_active', '=', 1)
    .where('rooms.is_active', '=', 1)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('allotments').select('allotments.id').whereRef('allotments.bed_id', '=', 'beds.id'),
        ),
      ),
    )
    .orderBy('beds.id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A room of the property with no stay today or later. */
async function emptyRoom(): Promise<number> {
  const row = await db()
    .selectFrom('rooms')
    .select('rooms.id')
    .where('rooms.property_id', '=', await objects.property())
    .where('rooms.is_active', '=', 1)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('allotments')
            .innerJoin('beds', 'beds.id', 'allotments.bed_id')
            .select('allotments.id')
            .whereRef('beds.room_id', '=', 'rooms.id')
            .where('allotments.unlinked_at', 'is', null),
        ),
      ),
    )
    .orderBy('rooms.id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A SUCCESS payment recorded by hand. */
async function successfulPayment(): Promise<number> {
  const row = await db()
    .selectFrom('collection_transactions')
    .select('id')
    .where('operator_id', '=', await objects.operator())
    .where('status', '=', 'SUCCESS')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A bank account of the operator, made through the API when none fits. */
async function bankAccount(flags: { is_primary: 0 | 1; is_active: 0 | 1 }): Promise<number> {
  const operatorId = await objects.operator()
  const existing = await db()
    .selectFrom('bank_accounts')
    .select('id')
    .where('operator_id', '=', operatorId)
    .where('is_primary', '=', flags.is_primary)
    .where('is_active', '=', flags.is_active)
    .executeTakeFirst()
  if (existing) return existing.id
  const hdfc = await db()
    .selectFrom('banks')
    .select('id')
    .where('ifsc_prefix', '=', 'HDFC')
    .executeTakeFirstOrThrow()
  const answer = await server.call<{ data: { id: number } }>(
    'POST',
    '/payment/api/v1/operator/bank/account/create',
    {
      token,
      body: {
        bank_id: hdfc.id,
        account_holder_name: 'Roost Demo Stays',
        account_number: '501000987654321',
        ifsc: 'HDFC0004321',
      },
    },
  )
  return answer.body.data.id
}

/**
 * A complaint of a resident with a cost the resident bears, neither charged nor posted: arranged in the database,
 * since the coverage is of the charge and the posting, not of setting a cost.
 */
async function costedComplaint(): Promise<number> {
  const row = await db()
    .selectFrom('complaints')
    .select('id')
    .where('operator_id', '=', await objects.operator())
    .where('tenant_id', 'is not', null)
    .where('charge_collection_id', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('expenses').select('id').whereRef('expenses.complaint_id', '=', 'complaints.id'),
        ),
      ),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow()
  await db()
    .updateTable('complaints')
    .set({ cost_paise: 180_000, cost_paid_by: 'RESIDENT' })
    .where('id', '=', row.id)
    .execute()
  return row.id
}

/** A request the operation accepts: its own above, else the matrix's first case on the operator's own ids. */
async function requestFor(operation: Operation): Promise<MatrixCall | ReturnType<typeof sampleRequest>> {
  const own = REQUESTS[operation.operationId]
  if (own) return own()
  const matrixCase = MATRIX[operation.operationId]?.cases?.[0]
  if (matrixCase) return matrixCase.call(await matrixCase.theirs(objects), objects)
  return sampleRequest(operation)
}

function urlOf(operation: Operation, call: MatrixCall): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = call.path?.[name]
    if (value === undefined) throw new Error(`${operation.operationId}: no value for {${name}}`)
    return encodeURIComponent(String(value))
  })
  const query = new URLSearchParams(
    Object.entries(call.query ?? {}).map(([name, value]): [string, string] => [
      name,
      Array.isArray(value) ? value.join(',') : String(value),
    ]),
  ).toString()
  return query ? `${path}?${query}` : path
}

/** The operation's request, ready to send (anything it needs made first is made now). */
async function prepare(operation: Operation): Promise<() => Promise<Answer>> {
  const request = await requestFor(operation)
  const url = 'url' in request ? request.url : urlOf(operation, request)
  expect(operationFor(operation.method, url)?.operationId).toBe(operation.operationId)
  return () => server.call(operation.method, url, { token, body: request.body })
}

const lastEntryId = async () =>
  Number(
    (
      await db()
        .selectFrom('activity_log')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id ?? 0,
  )

const entriesAfter = (id: number) =>
  db()
    .selectFrom('activity_log')
    .select(['operation', 'entity', 'entity_id', 'session_id', 'summary'])
    .where('id', '>', id)
    .execute()

it('marks at least every write the issue names', () => {
  expect(marked.map((operation) => operation.operationId)).toEqual(
    expect.arrayContaining([
      'markCollectionPaid',
      'bulkMarkCollectionsPaid',
      'editCollection',
      'deleteCollection',
      'createRentPaymentTicket',
      'createOtherPaymentTicket',
      'createOffboardedCollection',
      'deleteTransaction',
      'revertTransaction',
      'chargeComplaintToResident',
      'postComplaintExpense',
      'addExpense',
      'updateExpense',
      'deleteExpense',
      'createCashHandover',
      'applyCashHandoverAction',
      'createBedAllotment',
      'unlinkAllotment',
      'addTenant',
      'updateTokenRequest',
      'rejectTokenRequest',
      'raiseOffboarding',
      'editOffboarding',
      'completeOffboarding',
      'updateTenantRoomDetails',
      'toggleRoom',
      'editPropertyInventory',
      'editRooms',
      'updateRoom',
    ]),
  )
})

it('marks or excuses every write of the money and occupancy tags', () => {
  const writes = operations.filter(
    (operation) =>
      operation.method !== 'GET' && operation.tags.some((tag) => MONEY_AND_OCCUPANCY.includes(tag)),
  )
  const unmarked = writes
    .filter((operation) => !marked.includes(operation))
    .map((operation) => operation.operationId)
  expect(unmarked.filter((operationId) => !(operationId in EXCLUDED))).toEqual([])
  const known = new Set(writes.map((operation) => operation.operationId))
  const stale = Object.keys(EXCLUDED).filter(
    (operationId) =>
      !known.has(operationId) || marked.some((operation) => operation.operationId === operationId),
  )
  expect(stale).toEqual([])
})

describe(`each of the ${marked.length} operations marked x-roost-activity`, () => {
  it.each(marked.map((operation): [string, Operation] => [operation.operationId, operation]))(
    '%s leaves exactly one entry of its operation and entity',
    async (operationId, operation) => {
      const send = await prepare(operation)
      const before = await lastEntryId()
      const answer = await send()
      expect({ operationId, status: answer.status < 300 ? 'ok' : answer.status, body: answer.body }).toEqual({
        operationId,
        status: 'ok',
        body: answer.body,
      })
      const entries = await entriesAfter(before)
      expect(entries.map(({ operation, entity }) => ({ operation, entity }))).toEqual([
        { operation: operationId, entity: markOf(operation) },
      ])
      expect(entries[0].session_id).toEqual(expect.any(Number))
      expect(entries[0].summary.length).toBeGreaterThan(10)
    },
  )
})

describe('a write whose transaction fails', () => {
  afterEach(async () => {
    await allowWrites(db(), 'coverage_failure')
  })

  it('leaves no entry and the collection unchanged when its last statement fails', async () => {
    const id = await freshDueCollection(10)
    const collection = () =>
      db().selectFrom('collections').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    const unchanged = await collection()
    // The payment's last write is settling the collection: make exactly that fail.
    await refuseWrites(db(), {
      name: 'coverage_failure',
      table: 'collections',
      event: 'update',
      message: 'coverage: the write fails',
    })
    const before = await lastEntryId()
    const answer = await server.call('POST', `/payment/api/v1/operator/collection/${id}/mark_paid`, {
      token,
      body: { amount_paise: 100, mode: 'CASH', paid_on: '2026-11-22' },
    })
    expect(answer.status).toBe(500)
    expect(await entriesAfter(before)).toEqual([])
    expect(await collection()).toEqual(unchanged)
    const payments = await db()
      .selectFrom('collection_transactions')
      .select('id')
      .where('collection_id', '=', id)
      .execute()
    expect(payments).toEqual([])
  })

  it('leaves no change when writing its entry fails', async () => {
    const id = await freshDueCollection(10)
    const unchanged = await db()
      .selectFrom('collections')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    await refuseWrites(db(), {
      name: 'coverage_failure',
      table: 'activity_log',
      event: 'insert',
      message: 'coverage: the entry fails',
    })
    const answer = await server.call('PUT', `/payment/api/v2/operator/collection/${id}/edit`, {
      token,
      body: { amount_paise: 555_500 },
    })
    expect(answer.status).toBe(500)
    expect(
      await db().selectFrom('collections').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual(unchanged)
  })

  it('leaves no entry when a rule breaks after the write began', async () => {
    const before = await lastEntryId()
    const answer = await server.call('POST', '/payment/api/v1/operator/collection/bulk_mark_paid', {
      token,
      body: {
        collection_ids: [await freshDueCollection(11), 999_999_999],
        mode: 'CASH',
        paid_on: '2026-11-22',
      },
    })
    expect(answer.status).toBe(404)
    expect(await entriesAfter(before)).toEqual([])
  })
})
