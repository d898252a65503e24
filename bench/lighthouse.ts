// npm run bench:lighthouse — Lighthouse 12 (performance and accessibility) on /login and, signed in as the demo
// operator, on /finance/collections, with the mobile preset (Lighthouse's default: a mid-range phone on slow 4G,
// simulated) and the desktop preset, in Debian Chromium against the production build served by the real server on
// the demo data. Each page and preset runs BENCH_RUNS times (default 3) in a Chromium of its own (an empty profile,
// so an empty cache); the table shows the run of median performance score. Not part of the test command. Prints a
// table and each page's top opportunities and diagnostics; exits 1 when a target is missed.
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import type { Result } from 'lighthouse'
import { chromium } from 'playwright'
import { COMPILED_CSS_PREFIX } from '../src/design-system/theme/compiledCss'
import { CHROMIUM_ARGS, printTable, signIn, startBench } from './lib/harness'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
/** A folder to keep each page and preset's median report in (JSON, for the Lighthouse viewer), if any. */
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS
const TARGET = {
  mobile: { performance: 90, accessibility: 100 },
  desktop: { performance: 98, accessibility: 100 },
}
const PRESETS = ['mobile', 'desktop'] as const
const PAGES = [
  { route: '/login', signedIn: false },
  { route: '/finance/collections', signedIn: true },
]
/** The benches' flags (bench/lib/harness.ts) that Lighthouse's Chromium shares, headless. */
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS.filter((flag) => !flag.startsWith('--disable-features'))]
/** How many opportunities and diagnostics to list for each page and preset. */
const TOP = 5

type Entries = [string, string][]

/**
 * Copies a signed-in session's localStorage into the Chromium on `port`, as the app keeps it after signing in,
 * from a page of the same origin that loads none of the app (so the cache stays empty).
 */
async function restoreSession(port: number, origin: string, entries: Entries) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const page = await browser.contexts()[0].newPage()
    await page.goto(`${origin}/health`)
    await page.evaluate(
      `for (const [key, value] of ${JSON.stringify(entries)}) localStorage.setItem(key, value)`,
    )
    await page.close()
  } finally {
    await browser.close()
  }
}

/**
 * One Lighthouse run in a Chromium of its own; signed in, the session's storage is kept (not reset) for the run.
 * Lighthouse runs under plain node, through its CLI: it sends functions to the page as their source, and tsx would
 * name them with a helper (`__name`) that the page lacks.
 */
async function audit(url: string, preset: (typeof PRESETS)[number], session?: Entries): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
  const folder = mkdtempSync(path.join(tmpdir(), 'roost-lighthouse-'))
  try {
    if (session) await restoreSession(chrome.port, new URL(url).origin, session)
    const report = path.join(folder, 'report.json')
    await promisify(execFile)(
      process.execPath,
      [
        'node_modules/lighthouse/cli/index.js',
        url,
        `--port=${chrome.port}`,
        ...(preset === 'desktop' ? ['--preset=desktop'] : []),
        '--only-categories=performance,accessibility',
        ...(session ? ['--disable-storage-reset'] : []),
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    )
    const lhr = JSON.parse(readFileSync(report, 'utf8')) as Result
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
    // A lost session would send the collections screen to the sign-in page, and measure that instead.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`)
    return lhr
  } finally {
    chrome.kill()
    rmSync(folder, { recursive: true, force: true })
  }
}

/** Lighthouse's own advice for a failed recording, which it sometimes has on this machine (NO_NAVSTART). */
const RUN_AGAIN = /Please run Lighthouse again/

/** audit, run again (up to twice) when Lighthouse failed to record the load and says to run it again. */
async function auditRetried(...args: Parameters<typeof audit>): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(...args)
    } catch (error) {
      if (attempt === 3 || !RUN_AGAIN.test(String(error))) throw error
      console.log(`${args[0]} (${args[1]}): Lighthouse asked to be run again; running it again`)
    }
  }
}

const score = (lhr: Result, category: 'performance' | 'accessibility') =>
  Math.round((lhr.categories[category].score ?? 0) * 100)

/** The performance diagnostics that failed, opportunities (by the time they would save) first. */
function advice(lhr: Result): string[] {
  const failed = lhr.categories.performance.auditRefs
    .filter((ref) => ref.group === 'diagnostics')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 0.9)
  const savings = (audit: (typeof failed)[number]) =>
    (audit.details?.type === 'opportunity' ? audit.details.overallSavingsMs : 0) ?? 0
  return failed
    .sort((a, b) => savings(b) - savings(a))
    .slice(0, TOP)
    .map((audit) => `${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`)
}

async function main() {
  const bench = await startBench(Number(process.env.BENCH_PORT ?? 8198))
  try {
    const page = await (await bench.browser.newContext()).newPage()
    await signIn(bench, page)
    // The session as signing in leaves it, less the CSS compiled on the way (CompiledCss, in the design system):
    // each run starts as a first visit does, with nothing compiled or cached.
    const session = (await page.evaluate<Entries>('Object.entries(localStorage)')).filter(
      ([key]) => !key.startsWith(COMPILED_CSS_PREFIX),
    )
    await page.close()

    const rows = [
      ['page', 'preset', 'performance', 'accessibility', 'LCP (s)', 'TBT (ms)', 'CLS', 'target', ''],
    ]
    const notes: string[] = []
    let missed = 0
    for (const { route, signedIn } of PAGES) {
      for (const preset of PRESETS) {
        const runs: Result[] = []
        for (let run = 0; run < RUNS; run += 1)
          runs.push(await auditRetried(`${bench.baseUrl}${route}`, preset, signedIn ? session : undefined))
        const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'))
        const lhr = sorted[Math.floor(sorted.length / 2)]
        if (REPORTS) {
          mkdirSync(REPORTS, { recursive: true })
          writeFileSync(
            path.join(REPORTS, `${route.slice(1).replace(/\//g, '-')}-${preset}.json`),
            JSON.stringify(lhr),
          )
        }
        const target = TARGET[preset]
        const ok =
          score(lhr, 'performance') >= target.performance &&
          score(lhr, 'accessibility') >= target.accessibility
        missed += ok ? 0 : 1
        rows.push([
          route,
          preset,
          `${score(lhr, 'performance')} (${runs.map((run) => score(run, 'performance')).join(', ')})`,
          String(score(lhr, 'accessibility')),
          ((lhr.audits['largest-contentful-paint'].numericValue ?? 0) / 1000).toFixed(2),
          (lhr.audits['total-blocking-time'].numericValue ?? 0).toFixed(0),
          (lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3),
          `≥ ${target.performance}, ${target.accessibility}`,
          ok ? 'ok' : 'MISSED',
        ])
        const failing = lhr.categories.accessibility.auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit.score === 0)
          .map((audit) => `accessibility: ${audit.title}`)
        notes.push(`${route}, ${preset}:`, ...[...advice(lhr), ...failing].map((line) => `  - ${line}`))
      }
    }
    printTable(rows)
    console.log(
      `\nPerformance: the median of ${RUNS} runs (each run's in brackets); its top opportunities and diagnostics:`,
    )
    for (const line of notes) console.log(line)
    process.exitCode = missed ? 1 : 0
  } finally {
    await bench.stop()
  }
}

void main()
