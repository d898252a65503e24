import fc from 'fast-check'
import { NOT_IMPLEMENTED, notImplemented, serviceHandlers } from '../../handlers'
import type { Services } from '../../handlers/handler'
import { DEMO_OPERATOR } from '../../seed'
import { answerProblems, operations } from '../../testing/contractCheck'
import { startTestServer, type TestServer } from '../../testing/testServer'
import type { Operation } from '../loadContract'
import { idSourceFor, operatorIds, type IdPools } from './demoIds'
import { requestsFor, type FuzzRequest } from './requests'

/** `FUZZ_SEED=123 npm run test:server -- contractFuzz` replays a run; the seed is printed at the start. */
const SEED = Number(process.env.FUZZ_SEED ?? 13)
/** Requests per implemented operation (`FUZZ_RUNS` to change it); waiting operations get a few valid ones. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60)
const WAITING_RUNS = 5

const handlers = serviceHandlers({} as Services, operations)
const isImplemented = (operation: Operation) => handlers[operation.operationId] !== notImplemented
/** Signing out revokes the token every other operation uses, so it goes last. */
const ordered = [...operations].sort(
  (a, b) => Number(a.operationId === 'logout') - Number(b.operationId === 'logout'),
)

/** A stable number per operation, so each one's requests depend on the seed and its name only. */
const seedOf = (operationId: string) =>
  [...operationId].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) | 0, SEED)

const cut = (text: string, length = 600) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text

function describeBody(body: FuzzRequest['body']): string {
  if (body === undefined) return '(none)'
  if (typeof body === 'string') return cut(body)
  return [...body.entries()]
    .map(([name, value]) =>
      typeof value === 'string'
        ? `${name}=${cut(value, 120)}`
        : `${name}=<file ${value.name}, ${value.size} bytes>`,
    )
    .join('; ')
}

type Outcome = { status: number; problem: string | null; answer: string }

async function send(server: TestServer, operation: Operation, request: FuzzRequest): Promise<Outcome> {
  const response = await fetch(server.url + request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  })
  const text = await response.text()
  const contentType = response.headers.get('content-type') ?? ''
  let body: unknown = text
  if (contentType.includes('application/json')) {
    try {
      body = JSON.parse(text)
    } catch {
      return { status: response.status, problem: 'a JSON answer that does not parse', answer: cut(text) }
    }
  }
  const problem = answerProblems(operation, response.status, contentType, body)
  return {
    status: response.status,
    problem,
    answer: cut(contentType.includes('json') ? text : `<${contentType}>`),
  }
}

const report = (request: FuzzRequest, outcome: Outcome) =>
  [
    `${request.operationId} (${request.kind}): ${outcome.problem}`,
    `  ${request.method} ${cut(request.url, 300)}`,
    `  headers: ${JSON.stringify({ ...request.headers, ...(request.headers.Authorization ? { Authorization: 'Token …' } : {}) })}`,
    `  body: ${describeBody(request.body)}`,
    `  answered ${outcome.status}: ${outcome.answer}`,
  ].join('\n')

describe(`contract fuzzer (seed ${SEED})`, () => {
  let server: TestServer
  let pools: IdPools
  let token: string
  let signupToken: string
  const statuses = new Map<number, number>()
  let sent = 0

  beforeAll(async () => {
    console.log(
      `Contract fuzzer: seed ${SEED} (FUZZ_SEED to replay), ${RUNS} requests per implemented operation`,
    )
    server = await startTestServer({ rateLimit: false })
    token = await server.signIn(DEMO_OPERATOR.phone)
    // A phone with no operator gets the temporary token that signupOperator takes.
    signupToken = await server.signIn({ dialCode: '+91', national: '9000012399' })
    const profile = await server.call<{ data: { id: number } }>('GET', '/user/api/v1/user_detail', { token })
    pools = await operatorIds(server.app.db, profile.body.data.id)
  })
  afterAll(async () => {
    const seen = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`)
    console.log(
      `Contract fuzzer: ${operations.length} operations, ${sent} requests; statuses ${seen.join(', ')}`,
    )
    await server?.close()
  })

  it.each(ordered.map((operation) => [operation.operationId, operation] as const))(
    '%s answers every generated request below 500 and inside the contract',
    async (_name, operation) => {
      const implemented = isImplemented(operation)
      const requests = fc.sample(
        requestsFor(operation, {
          ids: idSourceFor(operation, pools),
          token: operation.operationId === 'signupOperator' ? signupToken : token,
          validOnly: !implemented,
        }),
        { seed: seedOf(operation.operationId), numRuns: implemented ? RUNS : WAITING_RUNS },
      )
      const failures: string[] = []
      for (const request of requests) {
        const outcome = await send(server, operation, request)
        sent += 1
        statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1)
        const problem = implemented
          ? outcome.problem
          : outcome.status === 501 && outcome.answer === JSON.stringify({ message: NOT_IMPLEMENTED })
            ? null
            : `answered ${outcome.status}, not 501 "${NOT_IMPLEMENTED}"`
        if (problem) failures.push(report(request, { ...outcome, problem }))
      }
      expect(failures.slice(0, 10).join('\n\n')).toBe('')
    },
    120_000,
  )
})
