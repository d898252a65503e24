// npm run bench:scale — the collections list, and a mix of list reads and mark-paid writes, at 100,000 collections
// on (a) one server on SQLite, (b) one server on PostgreSQL, (c) two servers on the same PostgreSQL database behind
// a round-robin proxy on loopback. In (c), each of a series of writes through one instance is read back at once
// through the other: an answer that does not show the write is a stale read. Prints a table; exits 1 when a target
// is missed. Quick runs: BENCH_COLLECTIONS=5000 BENCH_SECONDS=3.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { kolkataDate } from '../server/calendar'
import { signInDemoOperator, startChildServer, type ChildServer } from '../server/durability/childServer'
import {
  benchDatabaseFile,
  headersOf,
  loadTest,
  printTable,
  sampleOf,
  seedCollections,
  type LoadSample,
} from './lib/harness'

const COLLECTIONS = Number(process.env.BENCH_COLLECTIONS ?? 100_000)
/** Seconds each load is measured, after 3 s of warm-up. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
/** One request in this many of the mix is a write. */
const WRITE_EVERY = Number(process.env.BENCH_WRITE_EVERY ?? 5)
/** Writes read back through the other instance in (c). */
const STALE_CHECKS = Number(process.env.BENCH_STALE_CHECKS ?? 200)
const CONNECTIONS = 10
const PROXY_PORT = Number(process.env.BENCH_PORT ?? 8196)
/** A PostgreSQL server and a role that may create databases; the bench makes its own and drops it afterwards. */
const POSTGRES =
  process.env.BENCH_POSTGRES_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres'
const TARGET = { listP99Ms: 25, scaleUp: 1.5, stale: 0, errors: 0 }

const API = '/payment/api/v1/operator/collection'

/** The pages the collections screen asks for: first pages of both tabs, and pages far down as one scrolls. */
const LIST_PATHS = [
  `${API}/list?offset=0&limit=100&status=due`,
  `${API}/list?offset=0&limit=100&status=received`,
  `${API}/list?offset=${Math.floor(COLLECTIONS / 5)}&limit=100&status=due`,
  `${API}/list?offset=${Math.floor(COLLECTIONS / 2)}&limit=100&status=received`,
]

type Due = { id: number; tenant_id: number; balance_paise: number }
type ListPage = { data: { count: number; results: Due[] } }
type Detail = { data: { collection: { id: number; balance_paise: number } } }

/** Collections with a balance, each written once: a second payment on one would answer 409. */
class DuePool {
  private readonly rows: Due[] = []
  take = (): Due | undefined => this.rows.pop()
  get size() {
    return this.rows.length
  }
  /** Reads every due collection of the signed-in operator through `url`, page by page. */
  async fill(url: string, token: string) {
    for (let offset = 0; ; offset += 100) {
      const page = await call<ListPage>(
        url,
        'GET',
        `${API}/list?status=due&limit=100&offset=${offset}`,
        token,
      )
      if (page.status !== 200) throw new Error(`Listing due collections answered ${page.status}`)
      this.rows.push(...page.body.data.results.filter((row) => row.balance_paise > 0))
      if (page.body.data.results.length < 100) break
    }
    // take() pops from the end: the list's first rows are written first.
    this.rows.reverse()
  }
}

async function call<T>(url: string, method: 'GET' | 'POST', urlPath: string, token: string, body?: object) {
  const answer = await fetch(url + urlPath, {
    method,
    headers: { ...headersOf(token), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await answer.text()
  return { status: answer.status, body: (text ? JSON.parse(text) : null) as T }
}

/** Pays a collection's whole balance in cash today. */
const markPaidBody = (due: Due) => ({
  amount_paise: due.balance_paise,
  mode: 'CASH',
  paid_on: kolkataDate(new Date()),
})

type MixSample = LoadSample & { writes: number; failedWrites: number }

/**
 * List reads (LIST_PATHS in turn) with one mark-paid write in every WRITE_EVERY requests, each write on a
 * collection of its own; 3 s of warm-up, then `seconds` measured. Once the pool runs dry a write slot reads.
 */
async function mixTest(url: string, token: string, pool: DuePool, seconds: number): Promise<MixSample> {
  let writes = 0
  let failedWrites = 0
  const reads = Array.from({ length: WRITE_EVERY - 1 }, (_, index) => ({
    method: 'GET' as const,
    path: LIST_PATHS[index % LIST_PATHS.length],
    headers: headersOf(token),
  }))
  const write: autocannon.Request = {
    method: 'POST',
    setupRequest: (request) => {
      const due = pool.take()
      if (!due) return { ...request, method: 'GET', path: LIST_PATHS[0], headers: headersOf(token) }
      writes += 1
      return {
        ...request,
        path: `${API}/${due.id}/mark_paid`,
        headers: { ...headersOf(token), 'content-type': 'application/json' },
        body: JSON.stringify(markPaidBody(due)),
      }
    },
    onResponse: (status) => {
      if (status !== 200) failedWrites += 1
    },
  }
  const run = (duration: number) =>
    autocannon({ url, connections: CONNECTIONS, duration, requests: [...reads, write] })
  await run(3)
  writes = 0
  failedWrites = 0
  const sample = sampleOf(await run(seconds))
  return { ...sample, writes, failedWrites }
}

type StaleSample = { checks: number; staleDetails: number; staleLists: number; errors: number }

/**
 * Writes through one instance and reads the same collection back at once through the other, alternating:
 * its details (the balance must be 0) and its tenant's Due list, which the reader has just served (and may
 * keep), where the collection must no longer be.
 */
async function staleReads(servers: ChildServer[], token: string, pool: DuePool): Promise<StaleSample> {
  const sample: StaleSample = { checks: 0, staleDetails: 0, staleLists: 0, errors: 0 }
  for (let check = 0; check < STALE_CHECKS; check += 1) {
    const due = pool.take()
    if (!due) break
    const writer = servers[check % 2].url
    const reader = servers[(check + 1) % 2].url
    const tenantDues = `${API}/list?status=due&tenant_id=${due.tenant_id}&limit=100`
    const before = await call<ListPage>(reader, 'GET', tenantDues, token)
    const paid = await call<object>(writer, 'POST', `${API}/${due.id}/mark_paid`, token, markPaidBody(due))
    const detail = await call<Detail>(reader, 'GET', `${API}/${due.id}/details`, token)
    const after = await call<ListPage>(reader, 'GET', tenantDues, token)
    sample.checks += 1
    if ([before, paid, detail, after].some((answer) => answer.status !== 200)) {
      sample.errors += 1
      continue
    }
    if (detail.body.data.collection.balance_paise !== 0) sample.staleDetails += 1
    if (after.body.data.results.some((row) => row.id === due.id)) sample.staleLists += 1
  }
  return sample
}

/** The round-robin proxy (bench/lib/proxy.ts) in a process of its own; resolves once it listens. */
async function startProxy(port: number, upstreams: string[]): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/lib/proxy.ts', String(port), ...upstreams],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`The proxy exited with ${code}`)))
  })
  return child
}

/** The address of database `name` on the server POSTGRES names. */
function databaseUrl(name: string): string {
  const url = new URL(POSTGRES)
  url.pathname = `/${name}`
  return url.toString()
}

async function onPostgres(statement: string) {
  const client = new pg.Client({ connectionString: POSTGRES })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

type Scenario = { list: LoadSample; mix: MixSample }

async function measure(url: string, token: string, pool: DuePool): Promise<Scenario> {
  const list = await loadTest({ baseUrl: url }, LIST_PATHS, token, SECONDS)
  const mix = await mixTest(url, token, pool, SECONDS)
  return { list, mix }
}

async function main() {
  const folder = mkdtempSync(path.join(tmpdir(), 'roost-bench-scale-'))
  const [sqliteDir, postgresDir] = [path.join(folder, 'sqlite'), path.join(folder, 'postgres')]
  mkdirSync(sqliteDir)
  mkdirSync(postgresDir)
  const database = `bench_scale_${process.pid}`
  const postgresUrl = databaseUrl(database)
  const servers: ChildServer[] = []
  let proxy: ChildProcess | undefined
  await onPostgres(`create database ${database}`)
  try {
    const seeded = (name: string, { collections, seconds }: { collections: number; seconds: number }) =>
      console.log(`Seeded ${collections} collections on ${name} in ${seconds.toFixed(1)} s`)
    seeded('SQLite', seedCollections(sqliteDir, COLLECTIONS))
    seeded('PostgreSQL', seedCollections(postgresDir, COLLECTIONS, postgresUrl))

    const sqlite = await startChildServer({ databaseFile: benchDatabaseFile(sqliteDir) })
    servers.push(sqlite)
    const sqliteToken = await signInDemoOperator(sqlite)
    const sqlitePool = new DuePool()
    await sqlitePool.fill(sqlite.url, sqliteToken)
    console.log(`(a) SQLite: ${sqlitePool.size} due collections to write`)
    const a = await measure(sqlite.url, sqliteToken, sqlitePool)
    await sqlite.stop('SIGTERM')
    servers.pop()

    // The first PostgreSQL server migrates and seeds what is missing; the second starts once it listens. Both keep
    // their files (uploads, reports) in one folder, as instances sharing storage do.
    const onPostgresEnv = { env: { DATABASE_URL: postgresUrl } }
    const first = await startChildServer({ databaseFile: benchDatabaseFile(postgresDir), ...onPostgresEnv })
    servers.push(first)
    const token = await signInDemoOperator(first)
    const pool = new DuePool()
    await pool.fill(first.url, token)
    console.log(`(b), (c) PostgreSQL: ${pool.size} due collections to write`)
    const b = await measure(first.url, token, pool)

    const second = await startChildServer({ databaseFile: benchDatabaseFile(postgresDir), ...onPostgresEnv })
    servers.push(second)
    proxy = await startProxy(PROXY_PORT, [first.url, second.url])
    const c = await measure(`http://127.0.0.1:${PROXY_PORT}`, token, pool)
    const stale = await staleReads([first, second], token, pool)

    const scaleUp = c.mix.rps / Math.max(b.mix.rps, 1)
    const staleCount = stale.staleDetails + stale.staleLists
    const errorsOf = (s: Scenario) => s.list.non2xx + s.list.errors + s.mix.non2xx + s.mix.errors
    const errorsC = errorsOf(c) + stale.errors
    const checks = {
      listP99: b.list.p99Ms <= TARGET.listP99Ms,
      scaleUp: scaleUp >= TARGET.scaleUp,
      stale: staleCount <= TARGET.stale,
      errors: errorsC <= TARGET.errors,
    }
    const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED')
    const rows = (label: string, s: Scenario) => [
      [`${label} list requests/s`, s.list.rps.toFixed(0), '', ''],
      [`${label} list p99 (ms)`, s.list.p99Ms.toFixed(1), '', ''],
      [`${label} mix requests/s (writes)`, `${s.mix.rps.toFixed(0)} (${s.mix.writes})`, '', ''],
      [`${label} mix p99 (ms)`, s.mix.p99Ms.toFixed(1), '', ''],
      [`${label} non-2xx / errors (failed writes)`, `${errorsOf(s)} (${s.mix.failedWrites})`, '', ''],
    ]
    const rowsB = rows('(b) PostgreSQL', b)
    rowsB[1] = [rowsB[1][0], rowsB[1][1], `≤ ${TARGET.listP99Ms}`, mark(checks.listP99)]
    console.log(
      `\n${COLLECTIONS.toLocaleString('en-US')} collections, ${SECONDS} s per load, ${CONNECTIONS} connections,` +
        ` one write in ${WRITE_EVERY} requests of the mix\n`,
    )
    printTable([
      ['measure', 'value', 'target', ''],
      ...rows('(a) SQLite', a),
      ...rowsB,
      ...rows('(c) 2 × PostgreSQL', c),
      ['(c) / (b) mix throughput', `${scaleUp.toFixed(2)}×`, `≥ ${TARGET.scaleUp}×`, mark(checks.scaleUp)],
      [
        `(c) stale reads of ${stale.checks} writes (details / list)`,
        `${staleCount} (${stale.staleDetails} / ${stale.staleLists})`,
        String(TARGET.stale),
        mark(checks.stale),
      ],
      ['(c) errors (loads and read-backs)', String(errorsC), String(TARGET.errors), mark(checks.errors)],
    ])
    process.exitCode = Object.values(checks).every(Boolean) ? 0 : 1
  } finally {
    proxy?.kill('SIGTERM')
    for (const server of servers.reverse()) await server.stop('SIGTERM')
    await onPostgres(`drop database if exists ${database} with (force)`)
    rmSync(folder, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
