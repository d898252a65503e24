import { listOperations, loadContract, type Operation } from '../contract/loadContract'
import { DEMO_OPERATOR, SECOND_OPERATOR } from '../seed'
import { operationFor } from '../testing/contractCheck'
import { operatorObjects, type OperatorObjects } from '../testing/objectsKit'
import { startTestServer, type Answer, type TestServer } from '../testing/testServer'
import { changedTables, databaseSnapshots } from './databaseDigest'
import { idFields } from './idFields'
import { MATRIX } from './matrix'
import type { Id, MatrixCall, MatrixCase } from './matrix/entry'
import { sampleRequest } from './sampleRequest'

const operations = listOperations(loadContract())
const idTaking = operations.filter((operation) => idFields(operation).length > 0)

type Row = [operationId: string, label: string, run: () => Promise<void>]

/** An id that names nothing, of the same kind as `id`. */
const missing = (id: Id): Id => (typeof id === 'number' ? 999_999_999 : [...id].reverse().join(''))

let server: TestServer
/** Operator A asks; operator B owns. */
let tokenA: string
let mine: OperatorObjects
let theirs: OperatorObjects
let snapshot: () => Promise<Record<string, string>>
beforeAll(async () => {
  server = await startTestServer({ database: ':memory:', rateLimit: false })
  tokenA = await server.signIn(SECOND_OPERATOR.phone)
  const tokenB = await server.signIn(DEMO_OPERATOR.phone)
  mine = operatorObjects(server, tokenA, SECOND_OPERATOR.phone)
  theirs = operatorObjects(server, tokenB, DEMO_OPERATOR.phone)
  snapshot = databaseSnapshots(server.app.db)
})
afterAll(() => server.close())

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

async function send(operation: Operation, call: MatrixCall): Promise<Answer> {
  const url = urlOf(operation, call)
  expect(operationFor(operation.method, url)?.operationId).toBe(operation.operationId)
  return server.call(operation.method, url, { token: tokenA, body: call.body })
}

/** The answer to a missing id as it would read with B's id instead (messages may name the id). */
const asIfTheirs = (answer: Answer, missingId: Id, id: Id) => ({
  status: answer.status,
  body: JSON.stringify(answer.body).split(String(missingId)).join(String(id)),
})

async function runCase(operation: Operation, matrixCase: MatrixCase) {
  const id = await matrixCase.theirs(theirs)
  const withTheirs = await matrixCase.call(id, mine)
  const withMissing = await matrixCase.call(missing(id), mine)
  const before = await snapshot()
  const theirAnswer = await send(operation, withTheirs)
  const missingAnswer = await send(operation, withMissing)
  if (matrixCase.answers !== 'as-missing') expect(theirAnswer.status).toBe(404)
  expect({ status: theirAnswer.status, body: JSON.stringify(theirAnswer.body) }).toEqual(
    asIfTheirs(missingAnswer, missing(id), id),
  )
  expect(changedTables(before, await snapshot())).toEqual([])
}

async function runNotImplemented(operation: Operation) {
  const { method, url, body } = sampleRequest(operation)
  const answer = await server.call(method, url, { token: tokenA, body })
  expect({ status: answer.status, body: answer.body }).toEqual({
    status: 501,
    body: { message: 'Not implemented yet' },
  })
}

const rows: Row[] = idTaking.flatMap((operation): Row[] => {
  const entry = MATRIX[operation.operationId]
  if (!entry) return []
  if (entry.notImplemented) {
    return [[operation.operationId, 'not implemented yet: 501', () => runNotImplemented(operation)]]
  }
  return (entry.cases ?? []).map((matrixCase): Row => [
    operation.operationId,
    `${matrixCase.fields.join(' + ')} of another operator: ${matrixCase.answers ?? 404}`,
    () => runCase(operation, matrixCase),
  ])
})

it('has an entry for every operation that takes an id, covering each of its id fields', () => {
  const problems = idTaking.flatMap((operation) => {
    const entry = MATRIX[operation.operationId]
    if (!entry) return [`${operation.operationId}: no entry (id fields ${idFields(operation).join(', ')})`]
    if (entry.notImplemented) return []
    const covered = new Set([
      ...(entry.cases ?? []).flatMap((matrixCase) => matrixCase.fields),
      ...Object.keys(entry.notOwned ?? {}),
    ])
    return idFields(operation)
      .filter((field) => !covered.has(field))
      .map((field) => `${operation.operationId}: no case for ${field}`)
  })
  const known = new Set(operations.map((operation) => operation.operationId))
  const strays = Object.keys(MATRIX).filter((operationId) => !known.has(operationId))
  expect([...problems, ...strays.map((operationId) => `${operationId}: not in the contract`)]).toEqual([])
})

describe(`authorization matrix: ${idTaking.length} operations taking ids × ${rows.length} cases`, () => {
  it.each(rows)('%s: %s', async (_operationId, _label, run) => {
    await run()
  })
})

it('lists only the operator’s own tenants, collections and payments when no filter names an id', async () => {
  const theirTenants = new Set(
    (
      await server.app.db
        .selectFrom('tenants')
        .select('id')
        .where('operator_id', '=', await theirs.operator())
        .execute()
    ).map((tenant) => tenant.id),
  )
  const lists = ['listTenants', 'listCollections', 'listTransactions'].map((operationId) => {
    const operation = operations.find((candidate) => candidate.operationId === operationId)
    if (!operation) throw new Error(`No operation ${operationId}`)
    return operation
  })
  for (const operation of lists) {
    const query: Record<string, Id> =
      operation.operationId === 'listTenants' ? { type: 'all', limit: 100 } : { limit: 100 }
    const answer = await send(operation, { query })
    expect(answer.status).toBe(200)
    const rows = (answer.body as { data: { count: number; results: { id: number; tenant_id?: number }[] } })
      .data
    expect(rows.count).toBeGreaterThan(0)
    const leaked = rows.results.filter((row) => theirTenants.has(row.tenant_id ?? row.id))
    expect({ operationId: operation.operationId, leaked }).toEqual({
      operationId: operation.operationId,
      leaked: [],
    })
  }
})
