// Shared by the benchmarks: a production build, a real server on a private database, a signed-in page.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { chromium, type Browser, type Page } from 'playwright'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A bench loads the same screen several times in one tab; the back-forward cache would keep each earlier load
  // alive in the same renderer, and its heap would be collected during the loads measured after it.
  '--disable-features=BackForwardCache',
]

export type Bench = {
  baseUrl: string
  dataDir: string
  server: ChildProcess
  browser: Browser
  stop(): Promise<void>
}

export function ensureBuild() {
  if (existsSync('dist/index.html') && existsSync('dist/baseline.html')) return
  console.log('Building the app (dist/ or its baseline page is missing)…')
  if (spawnSync('npx', ['webpack', '--mode', 'production'], { stdio: 'inherit' }).status !== 0)
    process.exit(1)
}

/** The bench's private SQLite database in `dataDir`, which startBench serves. */
export const benchDatabaseFile = (dataDir: string) => path.join(dataDir, 'bench.sqlite')

/**
 * Runs a seeding script on a bench database: the SQLite file in `dataDir`, or `database` (a file or a postgres://
 * address) when given. The script prints its result as JSON on its last line.
 */
function runSeed<T>(
  script: string,
  dataDir: string,
  count: number,
  database = benchDatabaseFile(dataDir),
): T {
  const run = spawnSync('node_modules/.bin/tsx', [script, database, String(count)], {
    encoding: 'utf8',
  })
  if (run.status !== 0 || !run.stdout.trim()) throw new Error(`Seeding failed:\n${run.stderr}`)
  return JSON.parse(run.stdout.trim().split('\n').at(-1) as string) as T
}

/** Seeds the demo operator plus a property of `beds` beds; returns its id. */
export const seedBeds = (dataDir: string, beds: number, database?: string) =>
  runSeed<{ propertyId: number; seconds: number }>('bench/lib/seedOperator.ts', dataDir, beds, database)

/** Seeds the demo data plus `count` collections for the demo operator. */
export const seedCollections = (dataDir: string, count: number, database?: string) =>
  runSeed<{ collections: number; seconds: number }>('bench/lib/seedCollections.ts', dataDir, count, database)

/** Seeds the demo data plus the dashboard benchmark's operator: `beds` beds and more, collections, a year of work. */
export const seedDashboard = (dataDir: string, beds: number, database?: string) =>
  runSeed<{ beds: number; collections: number; complaints: number; expenses: number; seconds: number }>(
    'bench/lib/seedDashboard.ts',
    dataDir,
    beds,
    database,
  )

/** A real server on loopback on `dataDir`'s database, run from the checkout at `cwd` (this one by default). */
export type BenchServer = Pick<Bench, 'baseUrl' | 'dataDir' | 'server'>

export async function startServer(port: number, dataDir: string, cwd = process.cwd()): Promise<BenchServer> {
  const server = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_FILE: benchDatabaseFile(dataDir),
      OTP_LOG_FILE: path.join(dataDir, 'otp.log'),
      LOG_LEVEL: 'error',
      // A bench drives thousands of requests a second from one address, far past the production rate limits.
      RATE_LIMIT: 'off',
    },
    stdio: 'ignore',
  })
  const baseUrl = `http://127.0.0.1:${port}`
  for (let tries = 0; ; tries += 1) {
    const ok = await fetch(`${baseUrl}/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (tries > 120) throw new Error('The server did not start')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { baseUrl, dataDir, server }
}

/** Debian's Chromium with the benches' flags. */
export const launchChromium = () =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })

export async function startBench(
  port: number,
  prepare: (dataDir: string) => void = () => undefined,
): Promise<Bench> {
  ensureBuild()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roost-bench-'))
  prepare(dataDir)
  const { baseUrl, server } = await startServer(port, dataDir)
  const browser = await launchChromium()
  return {
    baseUrl,
    dataDir,
    server,
    browser,
    async stop() {
      await browser.close()
      server.kill('SIGTERM')
    },
  }
}

/** Where `--trace <file>` or `BENCH_TRACE=<file>` asks for a Chrome trace of one load to be written, if anywhere. */
function traceFile(): string | undefined {
  const flag = process.argv.indexOf('--trace')
  return (flag >= 0 ? process.argv[flag + 1] : process.env.BENCH_TRACE) || undefined
}

/**
 * Runs `load` (one more load of a screen, after the measured ones) under Chrome's tracing, without screenshots,
 * when a trace file is asked for; the file opens in chrome://tracing or https://ui.perfetto.dev, where each long
 * task is a RunTask slice of the renderer's main thread, with the JavaScript it ran below it.
 */
export async function traceLoad(bench: Bench, page: Page, load: () => Promise<unknown>) {
  const file = traceFile()
  if (!file) return
  await bench.browser.startTracing(page, { path: file, screenshots: false })
  try {
    await load()
  } finally {
    await bench.browser.stopTracing()
  }
  console.log(`\nA Chrome trace of one more load is in ${file}`)
}

/** Signs the demo operator in through the real screens, reading the code from the server's OTP log. */
export async function signIn(bench: Pick<Bench, 'baseUrl' | 'dataDir'>, page: Page, phone = '9845012345') {
  await page.goto(`${bench.baseUrl}/login`)
  await page.getByRole('textbox', { name: /Mobile number/ }).fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByRole('heading', { name: 'Enter the code' }).waitFor()
  let code: string | undefined
  for (let tries = 0; !code && tries < 50; tries += 1) {
    const log = existsSync(path.join(bench.dataDir, 'otp.log'))
      ? readFileSync(path.join(bench.dataDir, 'otp.log'), 'utf8')
      : ''
    code = log
      .trim()
      .split('\n')
      .at(-1)
      ?.match(/(\d{6})$/)?.[1]
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  if (!code) throw new Error('No one-time code was logged')
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click()
  await page.keyboard.type(code)
  await page.waitForURL(/\/dashboard$/)
}

/**
 * Waits until `expression` (source text) is true in the page, checking every 20 ms. Playwright's waitForFunction
 * evaluates a string with `new Function` inside the page, which the app's Content Security Policy refuses.
 */
export async function waitUntil(page: Page, expression: string, timeoutMs = 60_000) {
  const started = Date.now()
  while (!(await page.evaluate<boolean>(`Boolean(${expression})`))) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`Still not true after ${timeoutMs} ms: ${expression}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The value at percentile `p` (0–100) of numbers sorted ascending, nearest rank. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]

/** The median of each numeric measure over several runs (the middle run of an odd count). */
export function medianSample<T extends Record<string, number>>(runs: readonly T[]): T {
  const keys = Object.keys(runs[0]) as (keyof T)[]
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    const middle = Math.floor(sorted.length / 2)
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as T
}

/** Prints rows as an aligned table. */
export function printTable(rows: string[][]) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '))
}

/** What a load is sent to: a bench's server, or any other address (bench/scale.ts loads several). */
export type Target = Pick<Bench, 'baseUrl'>

export type LoadSample = { p99Ms: number; rps: number; non2xx: number; errors: number }

/** The headers of an operator's API request, signed in with `token`, or none for /health. */
export const headersOf = (token: string | null): Record<string, string> => ({
  'x-user-type': 'operator',
  'x-source': 'desktop',
  ...(token ? { authorization: `Token ${token}` } : {}),
})

export const sampleOf = (result: autocannon.Result): LoadSample => ({
  p99Ms: result.latency.p99,
  rps: result.requests.average,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
})

/** GETs `paths` in turn over 10 connections, as fast as answered or at `rate` a second in all. */
const loadOptions = (bench: Target, paths: string[], token: string | null, rate?: number) => ({
  url: bench.baseUrl,
  connections: 10,
  ...(rate ? { overallRate: rate } : {}),
  requests: paths.map((path) => ({ method: 'GET' as const, path, headers: headersOf(token) })),
})

/** Loads the server with `paths` (see loadOptions): 3 s of warm-up, then `seconds` measured. */
export async function loadTest(
  bench: Target,
  paths: string[],
  token: string | null,
  seconds: number,
  rate?: number,
): Promise<LoadSample> {
  const run = (duration: number) => autocannon({ ...loadOptions(bench, paths, token, rate), duration })
  await run(3)
  return sampleOf(await run(seconds))
}

/** Loads the server with `paths` (see loadOptions) while `work` runs; answers both when the work ends. */
export async function loadDuring<T>(
  bench: Target,
  paths: string[],
  token: string | null,
  rate: number | undefined,
  work: () => Promise<T>,
): Promise<{ load: LoadSample; result: T }> {
  let finished: (result: autocannon.Result) => void = () => undefined
  const ended = new Promise<autocannon.Result>((resolve) => (finished = resolve))
  const instance = autocannon(
    { ...loadOptions(bench, paths, token, rate), duration: 600 },
    (error, result) => {
      if (error) throw error
      finished(result)
    },
  )
  let result: T
  try {
    result = await work()
  } finally {
    instance.stop()
  }
  return { load: sampleOf(await ended), result }
}
