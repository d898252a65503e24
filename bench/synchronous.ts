// npx tsx bench/synchronous.ts — what SQLite's synchronous=FULL costs against NORMAL: mark-paid in a write-heavy
// loop (10 clients, each payment its own commit) and the collections list under autocannon, on copies of one
// database of 100,000 collections, the settings alternating so a busy machine weighs on both alike.
// Benchmark, not a test: prints a table and the median of each setting; run it under the shared lock.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { kolkataDate } from '../server/calendar'
import { CLIENT_HEADERS, signInDemoOperator, startChildServer } from '../server/durability/childServer'
import { medianSample, percentile, printTable, seedCollections } from './lib/harness'

const COLLECTIONS = Number(process.env.BENCH_COLLECTIONS ?? 100_000)
const WRITES = Number(process.env.BENCH_WRITES ?? 1_000)
/** Payments made first and not measured: the first answer of each kind compiles its contract check. */
const WARM_UP = 50
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10)
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10)
/** Runs per setting, alternating NORMAL and FULL. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)

const LIST_PATHS = [
  '/payment/api/v1/operator/collection/list?offset=0&limit=100&status=due',
  '/payment/api/v1/operator/collection/list?offset=0&limit=100&status=received',
  '/payment/api/v1/operator/collection/list?offset=20000&limit=100&status=due',
  '/payment/api/v1/operator/collection/list?offset=50000&limit=100&status=received',
]

type Setting = 'NORMAL' | 'FULL'
type Sample = { writesPerS: number; writeP50: number; writeP99: number; listRps: number; listP99: number }

/** Due collections of the demo operator, `count` of them, from the list the app reads. */
async function dueCollections(url: string, headers: Record<string, string>, count: number) {
  const ids: number[] = []
  for (let offset = 0; ids.length < count; offset += 100) {
    const answer = await fetch(
      `${url}/payment/api/v1/operator/collection/list?offset=${offset}&limit=100&status=due`,
      { headers },
    )
    const page = (await answer.json()) as { data: { results: { id: number; balance_paise: number }[] } }
    if (page.data.results.length === 0) break
    ids.push(...page.data.results.filter((row) => row.balance_paise >= 100).map((row) => row.id))
  }
  if (ids.length < count) throw new Error(`Only ${ids.length} due collections to pay`)
  return ids.slice(0, count)
}

/** CLIENTS clients record one ₹1 cash payment each on the next collection until every id is paid once. */
async function markPaidLoop(url: string, headers: Record<string, string>, ids: number[]) {
  const latencies: number[] = []
  const body = JSON.stringify({ amount_paise: 100, mode: 'CASH', paid_on: kolkataDate(new Date()) })
  let next = 0
  const client = async () => {
    while (next < ids.length) {
      const id = ids[next++]
      const started = performance.now()
      const answer = await fetch(`${url}/payment/api/v1/operator/collection/${id}/mark_paid`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': `bench-${id}` },
        body,
      })
      await answer.arrayBuffer()
      if (answer.status !== 200) throw new Error(`mark-paid answered ${answer.status}`)
      latencies.push(performance.now() - started)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: CLIENTS }, client))
  const seconds = (performance.now() - started) / 1000
  const sorted = latencies.sort((a, b) => a - b)
  return {
    writesPerS: ids.length / seconds,
    writeP50: percentile(sorted, 50),
    writeP99: percentile(sorted, 99),
  }
}

async function listLoad(url: string, headers: Record<string, string>) {
  const run = (duration: number) =>
    autocannon({
      url,
      connections: 10,
      duration,
      requests: LIST_PATHS.map((listPath) => ({ method: 'GET' as const, path: listPath, headers })),
    })
  await run(3)
  const result = await run(LOAD_SECONDS)
  if (result.non2xx || result.errors) throw new Error('The list answered errors under load')
  return { listRps: result.requests.average, listP99: result.latency.p99 }
}

async function measure(seeded: string, folder: string, setting: Setting, round: number): Promise<Sample> {
  const databaseFile = path.join(folder, `${setting}-${round}.sqlite`)
  copyFileSync(seeded, databaseFile)
  const server = await startChildServer({
    databaseFile,
    script: 'bench/lib/syncServer.ts',
    env: { BENCH_SYNCHRONOUS: setting },
  })
  try {
    const token = await signInDemoOperator(server)
    const headers = { ...CLIENT_HEADERS, Authorization: `Token ${token}` }
    const ids = await dueCollections(server.url, headers, WARM_UP + WRITES)
    await markPaidLoop(server.url, headers, ids.slice(0, WARM_UP))
    const writes = await markPaidLoop(server.url, headers, ids.slice(WARM_UP))
    return { ...writes, ...(await listLoad(server.url, headers)) }
  } finally {
    await server.stop('SIGTERM')
  }
}

async function main() {
  const folder = mkdtempSync(path.join(tmpdir(), 'roost-bench-sync-'))
  try {
    const seeded = path.join(folder, 'bench.sqlite')
    console.log(`Seeding ${COLLECTIONS} collections…`)
    seedCollections(folder, COLLECTIONS)
    const samples: { setting: Setting; sample: Sample }[] = []
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const setting of ['NORMAL', 'FULL'] as const) {
        const sample = await measure(seeded, folder, setting, round)
        samples.push({ setting, sample })
        console.log(`${setting} round ${round}: ${JSON.stringify(sample)}`)
      }
    }
    const fixed = (value: number) => value.toFixed(1)
    const rows = samples.map(({ setting, sample }) => [
      setting,
      fixed(sample.writesPerS),
      fixed(sample.writeP50),
      fixed(sample.writeP99),
      fixed(sample.listRps),
      fixed(sample.listP99),
    ])
    for (const setting of ['NORMAL', 'FULL'] as const) {
      const median = medianSample(
        samples.filter((item) => item.setting === setting).map((item) => item.sample),
      )
      const of = (key: keyof Sample) => fixed(median[key])
      rows.push([
        `${setting} median`,
        of('writesPerS'),
        of('writeP50'),
        of('writeP99'),
        of('listRps'),
        of('listP99'),
      ])
    }
    console.log(
      `\n${WRITES} mark-paid by ${CLIENTS} clients; the list by 10 connections for ${LOAD_SECONDS} s`,
    )
    printTable([['synchronous', 'mark-paid/s', 'p50 ms', 'p99 ms', 'list req/s', 'list p99 ms'], ...rows])
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

void main()
