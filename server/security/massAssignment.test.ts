import { listOperations, loadContract, type Json, type JsonObject } from '../contract/loadContract'
import { DEMO_OPERATOR } from '../seed'
import { startTestServer, type TestServer } from '../testing/testServer'
import { changedTables, databaseSnapshots } from './databaseDigest'
import { jsonBodySchema, sampleRequest } from './sampleRequest'

/** Fields a client must never set: ownership, identity, state, bookkeeping and amounts the server keeps. */
const SERVER_OWNED: Record<string, Json> = {
  operator_id: 2,
  id: 1,
  status: 'PAID',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  received_paise: 100,
  paid_paise: 100,
  amount_paid_paise: 100,
  deposit_held_paise: 100,
  is_deleted: true,
  roost_unknown_field: 'x',
}

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const operations = listOperations(loadContract()).filter((operation) => jsonBodySchema(operation))

/** Where to add a field: the body itself, then the first object of each nested object or array (`floors.0`). */
function objectPlaces(value: Json, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? objectPlaces(value[0], [...at, 0]) : []
  if (!isObject(value)) return []
  return [at, ...Object.entries(value).flatMap(([key, inner]) => objectPlaces(inner, [...at, key]))]
}

/** A copy of the body with `field` added in the object at `place`. */
function withField(body: Json, place: (string | number)[], field: string, value: Json): Json {
  const copy = structuredClone(body)
  let target: Json = copy
  for (const step of place)
    target = (isObject(target) ? target[step] : (target as Json[])[Number(step)]) as Json
  if (isObject(target)) target[field] = value
  return copy
}

/** The properties the schema at `place` declares (a declared field is the call's own, not an injection). */
function declared(schema: JsonObject, place: (string | number)[]): string[] {
  let current: Json = schema
  for (const step of place) {
    if (!isObject(current)) return []
    current =
      typeof step === 'number'
        ? (current.items ?? null)
        : isObject(current.properties)
          ? current.properties[step]
          : null
  }
  return isObject(current) && isObject(current.properties) ? Object.keys(current.properties) : []
}

let server: TestServer
let token: string
let snapshot: () => Promise<Record<string, string>>
beforeAll(async () => {
  server = await startTestServer({ database: ':memory:', rateLimit: false })
  token = await server.signIn(DEMO_OPERATOR.phone)
  snapshot = databaseSnapshots(server.app.db)
})
afterAll(() => server.close())

let attempts = 0
afterAll(() => {
  console.log(`Mass assignment: ${attempts} requests over ${operations.length} operations with a JSON body`)
})

it.each(operations.map((operation) => [operation.operationId, operation] as const))(
  '%s refuses unknown and server-owned fields with 400 naming them, storing nothing',
  async (_, operation) => {
    const schema = jsonBodySchema(operation) as JsonObject
    const { method, url, body } = sampleRequest(operation)
    const sampled = body as Json
    const before = await snapshot()
    const accepted: string[] = []
    for (const place of objectPlaces(sampled)) {
      const own = declared(schema, place)
      for (const [field, value] of Object.entries(SERVER_OWNED).filter(([name]) => !own.includes(name))) {
        attempts += 1
        const answer = await server.call<{ errors?: { field: string }[] }>(method, url, {
          token,
          body: withField(sampled, place, field, value),
        })
        const named = ['body', ...place, field].join('.')
        const fields = answer.body.errors?.map((error) => error.field) ?? []
        if (answer.status !== 400 || !fields.includes(named)) {
          accepted.push(`${named}: ${answer.status} ${JSON.stringify(answer.body)}`)
        }
      }
    }
    expect(accepted).toEqual([])
    expect(changedTables(before, await snapshot())).toEqual([])
  },
)
