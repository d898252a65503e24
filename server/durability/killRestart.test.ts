import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql, type RawBuilder } from 'kysely'
import { kolkataDate } from '../calendar'
import { openDatabase, type Db } from '../db/database'
import { callerFor, type ChildAnswer } from './childCalls'
import { killAllChildServers, signInDemoOperator, startChildServer, type ChildServer } from './childServer'

// Runs the real server in a child process, writes in a loop, SIGKILLs it mid-loop and restarts it on the same
// file, 6 times (DURABILITY_ROUNDS=<n> for more): every write that was answered 2xx must be there after the
// restart, and none half-written. Heavy (about 40 s): run it under the shared lock, `flock /tmp/roost-heavy.lock npx jest --config ...`.

const ROUNDS = Number(process.env.DURABILITY_ROUNDS ?? 6)
/** Printed on failure; DURABILITY_SEED=<n> replays the same kill points and amounts. */
const SEED = Number(process.env.DURABILITY_SEED ?? Date.now() % 2 ** 31)

type Data<T> = { data: T }
type Call = ReturnType<typeof callerFor>

/** mulberry32: a small seeded generator, so a failing run can be replayed. */
function generator(seed: number) {
  let state = seed
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * below)
  }
}
const random = generator(SEED)

/** What the server acknowledged with a 2xx, cumulated over every round. */
const acknowledged = {
  charges: new Map<number, number>(),
  payments: [] as { transactionId: number; collectionId: number; amount: number }[],
  tenants: [] as { tenantId: number; bedId: number }[],
}
const unexpected: string[] = []

let folder: string
let databaseFile: string
let server: ChildServer
let token: string
let propertyId: number
let chargedTenants: number[]
let freeBeds: number[]
let writes = 0

async function start(): Promise<Call> {
  server = await startChildServer({ databaseFile })
  return callerFor(server, token)
}

/** Answers that are not the 2xx expected are noted, not thrown: the loop runs on and the round then fails. */
function expectStatus<T>(answer: ChildAnswer<T>, status: number, what: string): T | null {
  if (answer.status === status) return answer.body
  unexpected.push(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  return null
}

async function addCharge(call: Call): Promise<number | null> {
  const amount = 50_000 + random(450_000)
  const answer = await call<Data<{ id: number }>>('POST', '/payment/api/v2/operator/payment_ticket/create', {
    type: 'OTHERS',
    tenant_id: chargedTenants[random(chargedTenants.length)],
    charge_kind: 'MAINTENANCE',
    title: `Durability charge ${writes}`,
    amount_paise: amount,
    due_date: '2026-01-05',
  })
  const body = expectStatus(answer, 201, 'A charge')
  if (!body) return null
  acknowledged.charges.set(body.data.id, amount)
  writes += 1
  return body.data.id
}

async function markPaid(call: Call, collectionId: number, amount: number, key: string) {
  const answer = await call<Data<{ transaction: { id: number } }>>(
    'POST',
    `/payment/api/v1/operator/collection/${collectionId}/mark_paid`,
    { amount_paise: amount, mode: 'CASH', paid_on: kolkataDate(new Date()) },
    { 'Idempotency-Key': key },
  )
  const body = expectStatus(answer, 200, 'A payment')
  if (!body) return
  acknowledged.payments.push({ transactionId: body.data.transaction.id, collectionId, amount })
  writes += 1
}

/** A charge paid in two parts, each with its own key. */
async function chargeAndPay(call: Call) {
  const id = await addCharge(call)
  if (id === null) return
  const amount = acknowledged.charges.get(id) ?? 0
  const part = 1 + random(amount - 1)
  await markPaid(call, id, part, `durability-${SEED}-${id}-a`)
  await markPaid(call, id, amount - part, `durability-${SEED}-${id}-b`)
}

/** Two charges paid together by one bulk request: both payments or neither. */
async function chargesAndBulk(call: Call) {
  const ids = [await addCharge(call), await addCharge(call)]
  if (ids.includes(null)) return
  const answer = await call<Data<{ results: { collection_id: number; transaction_id: number | null }[] }>>(
    'POST',
    '/payment/api/v1/operator/collection/bulk_mark_paid',
    { collection_ids: ids, mode: 'CASH', paid_on: kolkataDate(new Date()) },
    { 'Idempotency-Key': `durability-${SEED}-bulk-${ids.join('-')}` },
  )
  const body = expectStatus(answer, 200, 'A bulk payment')
  if (!body) return
  for (const result of body.data.results) {
    acknowledged.payments.push({
      transactionId: result.transaction_id ?? 0,
      collectionId: result.collection_id,
      amount: acknowledged.charges.get(result.collection_id) ?? 0,
    })
  }
  writes += 1
}

/** A new tenant on a bed never tried before (a tenant whose add went unanswered may hold the last one tried). */
async function addTenant(call: Call) {
  const bedId = freeBeds.shift()
  if (bedId === undefined) throw new Error('The durability floor ran out of beds')
  const answer = await call<Data<{ id: number }>>('POST', '/onboarding/api/v1/operator/tenant/add', {
    name: `Durability tenant ${bedId}`,
    phone_number: `9${String(bedId).padStart(9, '0')}`,
    gender: 'MALE',
    property_id: propertyId,
    bed_id: bedId,
    rent_paise: 1_000_000,
    deposit_paise: 2_000_000,
    move_in_date: kolkataDate(new Date()),
  })
  const body = expectStatus(answer, 201, 'A tenant')
  if (!body) return
  acknowledged.tenants.push({ tenantId: body.data.id, bedId })
  writes += 1
}

/** Three clients write until the server dies under them; resolves to the requests left unanswered. */
async function writeUntilKilled(call: Call): Promise<number> {
  const killAfter = writes + 5 + random(40)
  let unanswered = 0
  const client = async (step: (call: Call) => Promise<void>) => {
    for (;;) {
      try {
        await step(call)
      } catch (error) {
        // fetch fails this way when the server dies before answering; anything else is a finding.
        if ((error as Error).message === 'fetch failed') unanswered += 1
        else unexpected.push(String(error))
        return
      }
    }
  }
  const clients = [client(chargeAndPay), client(chargesAndBulk), client(addTenant)]
  const deadline = Date.now() + 30_000
  while (writes < killAfter && unexpected.length === 0) {
    if (Date.now() > deadline) throw new Error(`No ${killAfter - writes} more writes within 30 s`)
    await new Promise((resolve) => setTimeout(resolve, 1))
  }
  await new Promise((resolve) => setTimeout(resolve, random(20)))
  await server.stop('SIGKILL')
  await Promise.all(clients)
  return unanswered
}

const rows = async <T>(db: Db, query: RawBuilder<T>) => (await query.execute(db)).rows

/** Every acknowledged write is there, whole; no write anyone made is there in part. */
async function expectWholeAndAcknowledged(call: Call) {
  const db = openDatabase(databaseFile)
  try {
    expect(await rows(db, sql<{ integrity_check: string }>`pragma integrity_check`)).toEqual([
      { integrity_check: 'ok' },
    ])
    const charges = await db
      .selectFrom('collections')
      .select(['id', 'amount_paise'])
      .where('id', 'in', [0, ...acknowledged.charges.keys()])
      .execute()
    expect(new Map(charges.map((row) => [row.id, row.amount_paise]))).toEqual(acknowledged.charges)

    const payments = await db
      .selectFrom('collection_transactions')
      .select(['id', 'collection_id', 'amount_paise', 'status'])
      .where('id', 'in', [0, ...acknowledged.payments.map((payment) => payment.transactionId)])
      .orderBy('id')
      .execute()
    expect(payments).toEqual(
      acknowledged.payments
        .map((payment) => ({
          id: payment.transactionId,
          collection_id: payment.collectionId,
          amount_paise: payment.amount,
          status: 'SUCCESS',
        }))
        .sort((a, b) => a.id - b.id),
    )

    const stays = await db
      .selectFrom('allotments')
      .select(['tenant_id', 'bed_id'])
      .where('tenant_id', 'in', [0, ...acknowledged.tenants.map((tenant) => tenant.tenantId)])
      .orderBy('tenant_id')
      .execute()
    expect(stays).toEqual(
      acknowledged.tenants
        .map((tenant) => ({ tenant_id: tenant.tenantId, bed_id: tenant.bedId }))
        .sort((a, b) => a.tenant_id - b.tenant_id),
    )

    // Half-written: a collection whose figures disagree with its payments, a payment without its audit entry or
    // receipt, a key remembered without its payment, a tenant without a stay, two payments with one receipt.
    expect(
      await rows(
        db,
        sql`select c.id from collections c
          left join (select collection_id, sum(amount_paise) as paid from collection_transactions
            where status = 'SUCCESS' group by collection_id) t on t.collection_id = c.id
          where c.paid_paise != coalesce(t.paid, 0)
            or c.balance_paise != c.amount_paise - c.paid_paise - c.waived_paise`,
      ),
    ).toEqual([])
    expect(
      await rows(
        db,
        sql`select t.id from collection_transactions t where t.receipt_number is null or 1 != (select count(*)
          from transaction_audit a where a.transaction_id = t.id and a.action = 'RECORDED')`,
      ),
    ).toEqual([])
    expect(
      await rows(
        db,
        sql`select r.key from idempotent_requests r where r.operation like 'markCollectionPaid:%' and not exists
          (select 1 from collection_transactions t where t.id = json_extract(r.answer, '$.transaction.id'))`,
      ),
    ).toEqual([])
    expect(
      await rows(
        db,
        sql`select t.id from tenants t where t.name like 'Durability tenant %'
          and 1 != (select count(*) from allotments a where a.tenant_id = t.id)`,
      ),
    ).toEqual([])
    expect(
      await rows(
        db,
        sql`select receipt_number from collection_transactions where receipt_number is not null
          group by receipt_number having count(*) > 1`,
      ),
    ).toEqual([])
  } finally {
    await db.destroy()
  }
  // The token and the last payment read back through the API, as the operator would see them.
  const last = acknowledged.payments.at(-1)
  if (last) {
    const detail = await call<Data<{ payments: { id: number }[] }>>(
      'GET',
      `/payment/api/v1/operator/collection/${last.collectionId}/details`,
    )
    expect(detail.status).toBe(200)
    expect(detail.body.data.payments.map((payment) => payment.id)).toContain(last.transactionId)
  }
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'roost-durability-'))
  databaseFile = path.join(folder, 'roost.sqlite')
  server = await startChildServer({ databaseFile })
  token = await signInDemoOperator(server)
  const call = callerFor(server, token)
  const properties = await call<Data<{ results: { id: number; property_name: string }[] }>>(
    'GET',
    '/property/api/v1/operator/property/list?limit=100',
  )
  const property = properties.body.data.results.find((item) => item.property_name === 'Koramangala Boys PG')
  if (!property) throw new Error('The demo property Koramangala Boys PG is missing')
  propertyId = property.id
  const rooms = Array.from({ length: 50 }, (_, index) => ({
    name: `DUR${index + 1}`,
    sharing: 20,
    rent_paise: 1_000_000,
  }))
  const added = await call('POST', `/inventory/api/v1/operator/property/${propertyId}/inventory/edit`, {
    floors: [{ name: 'Durability floor', level: 150, rooms }],
  })
  expect(added.status).toBe(200)
  const due = await call<Data<{ results: { tenant_id: number }[] }>>(
    'GET',
    '/payment/api/v1/operator/collection/list?limit=20',
  )
  chargedTenants = [...new Set(due.body.data.results.map((row) => row.tenant_id))]
  const db = openDatabase(databaseFile)
  const beds = await db
    .selectFrom('beds')
    .innerJoin('rooms', 'rooms.id', 'beds.room_id')
    .select('beds.id')
    .where('rooms.property_id', '=', propertyId)
    .where('rooms.name', 'like', 'DUR%')
    .orderBy('beds.id')
    .execute()
  await db.destroy()
  freeBeds = beds.map((bed) => bed.id)
  await server.stop('SIGKILL')
}, 90_000)
afterAll(async () => {
  await killAllChildServers()
  rmSync(folder, { recursive: true, force: true })
})

// About 90 s alone (4–5 s a round, most of it the server starting: imports, the contract's validators, migrations);
// the bound leaves room for a machine also running the other server suites.
it(`keeps every acknowledged write, whole, through ${ROUNDS} SIGKILLs mid-loop (seed ${SEED})`, async () => {
  const started = Date.now()
  const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1)
  const rounds: string[] = []
  let unanswered = 0
  for (let round = 1; round <= ROUNDS; round += 1) {
    const roundStart = Date.now()
    const call = await start()
    const up = seconds(roundStart)
    await expectWholeAndAcknowledged(call)
    unanswered += await writeUntilKilled(call)
    expect(unexpected).toEqual([])
    rounds.push(`${up}+${seconds(roundStart)}`)
  }
  await expectWholeAndAcknowledged(await start())
  await server.stop('SIGTERM')
  console.log(
    `${ROUNDS} rounds in ${seconds(started)} s (seed ${SEED}): ${writes} writes acknowledged ` +
      `(${acknowledged.charges.size} charges, ${acknowledged.payments.length} payments, ` +
      `${acknowledged.tenants.length} tenants), ${unanswered} requests cut off by the kill; ` +
      `seconds to /health and to the kill, per round: ${rounds.join(' ')}`,
  )
}, 300_000)
