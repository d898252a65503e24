import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import type { OtpMessage, OtpSender } from '../auth/otpSender'
import type { Phone } from '../auth/phone'
import { MEMORY } from '../db/database'
import type { RateLimitSettings } from '../http/rateLimits'
import { seedDemoData } from '../seed'
import { contractProblems, operationFor } from './contractCheck'
import { copySeededTemplate, TEMPLATE_DATABASE } from './seededTemplate'
import { dropTestDatabase, testDatabaseFor, testEngine } from './testDatabases'
import { testClock, type TestClock } from './testClock'

export { testClock, type TestClock } from './testClock'

export type Answer<T = unknown> = { status: number; body: T; headers: Headers }

type CallOptions = { token?: string; body?: unknown; headers?: Record<string, string> }

export type TestServer = {
  url: string
  app: FastifyInstance
  /** The folder holding the database file and `uploads/` (removed on close unless the test passed it). */
  folder: string
  clock: TestClock
  /** Every code the server sent, newest last. */
  sent: OtpMessage[]
  /** Every operationId that answered, with its status, in this server's life. */
  exercised: { operationId: string; status: number }[]
  /**
   * A real HTTP call with the client's headers. Every JSON answer of a contract operation is checked against
   * the contract's schema for its status, so each test is also a contract test.
   */
  call: <T = unknown>(method: string, path: string, options?: CallOptions) => Promise<Answer<T>>
  /** Sends a code to the phone, validates it, moves the clock past the resend cooldown, returns the token. */
  signIn: (phone: Phone) => Promise<string>
  close: () => Promise<void>
}

export type TestServerOptions = {
  /** `file` (the default) uses a SQLite file in a fresh temp folder. */
  database?: 'file' | typeof MEMORY
  seed?: boolean
  distDir?: string
  /** An earlier server's folder, to start again on its database and uploads (the test removes it). */
  folder?: string
  /** The production limits by default; `false` for tests that burst (fuzzers, matrices, concurrency). */
  rateLimit?: RateLimitSettings | false
  /** Lets a test speak from several addresses with X-Forwarded-For (the sign-in code limits per address). */
  trustProxy?: boolean
  /** Makes report files in child processes, as a served app does (the database must be a file). */
  reportWorkers?: boolean
  /** Compiles every contract check in the background from the start, as a served app does. */
  precompileChecks?: boolean
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const folder = options.folder ?? mkdtempSync(path.join(tmpdir(), 'roost-test-'))
  const databaseFile = options.database === MEMORY ? MEMORY : path.join(folder, 'roost.sqlite')
  const seeded =
    options.seed !== false && !options.folder
      ? copySeededTemplate(folder, databaseFile === MEMORY)
      : undefined
  // On PostgreSQL each server has a database of its own (`database` has no meaning there).
  const postgres =
    testEngine() === 'postgres'
      ? await testDatabaseFor(folder, seeded ? TEMPLATE_DATABASE : undefined)
      : undefined
  const clock = testClock()
  const sent: OtpMessage[] = []
  const otpSender: OtpSender = {
    async send(message) {
      sent.push(message)
    },
  }
  const app = await buildApp({
    databaseFile,
    databaseUrl: postgres?.url,
    otpSender,
    // TEST_SERVER_LOG=error shows the errors behind a test's 500s.
    logger: process.env.TEST_SERVER_LOG ? { level: process.env.TEST_SERVER_LOG } : false,
    now: clock.now,
    distDir: options.distDir ?? path.join(folder, 'no-dist'),
    rateLimit: options.rateLimit,
    trustProxy: options.trustProxy,
    reportWorkers: options.reportWorkers,
    precompileChecks: options.precompileChecks,
    ...seeded,
  })
  if (options.seed !== false && !seeded) await seedDemoData(app.db, clock.now, app.files)
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('The test server has no TCP address')
  const url = `http://127.0.0.1:${address.port}`
  const exercised: TestServer['exercised'] = []

  async function call<T>(method: string, urlPath: string, { token, body, headers = {} }: CallOptions = {}) {
    const response = await fetch(url + urlPath, {
      method,
      headers: {
        'X-User-Type': 'operator',
        'X-Source': 'desktop',
        ...(token ? { Authorization: `Token ${token}` } : {}),
        ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body:
        body === undefined || typeof body === 'string' || body instanceof FormData
          ? body
          : JSON.stringify(body),
    })
    const text = await response.text()
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json')
    const parsed: unknown = isJson && text ? JSON.parse(text) : text
    const operation = operationFor(method, urlPath)
    if (operation && isJson) {
      const problems = contractProblems(operation, response.status, parsed)
      if (problems) {
        throw new Error(`${method} ${urlPath} answered ${response.status} outside the contract: ${problems}`)
      }
      exercised.push({ operationId: operation.operationId, status: response.status })
    } else if (operation) {
      // Downloads (PDFs, images) count as exercised too; their bytes are for the feature's own tests.
      exercised.push({ operationId: operation.operationId, status: response.status })
    }
    return { status: response.status, body: parsed as T, headers: response.headers }
  }

  async function signIn(phone: Phone): Promise<string> {
    const sentAnswer = await call<{ data: { id: string } }>('GET', `/access/api/v1/otp/${phone.national}`, {
      headers: { 'X-Country-Code': phone.dialCode, 'X-Country-Iso': 'IN' },
    })
    if (sentAnswer.status !== 200) throw new Error(`Sending a code answered ${sentAnswer.status}`)
    const code = sent.at(-1)?.code
    const validated = await call<{ data: { token: string } }>(
      'POST',
      `/access/api/v1/otp/validate/${sentAnswer.body.data.id}`,
      { body: { otp: code } },
    )
    if (validated.status !== 200) throw new Error(`Validating the code answered ${validated.status}`)
    clock.advance(61_000)
    return validated.body.data.token
  }

  return {
    url,
    app,
    folder,
    clock,
    sent,
    exercised,
    call,
    signIn,
    close: async () => {
      await app.close()
      if (options.folder) return
      rmSync(folder, { recursive: true, force: true })
      if (postgres) await dropTestDatabase(postgres.name)
    },
  }
}
