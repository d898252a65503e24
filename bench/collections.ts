// npm run bench:collections — /finance/collections at 100,000 collections, beside the baseline page
// (bench/lib/paint.ts) loaded in the same page, and the list endpoint under load. Production build, real server,
// Debian Chromium; autocannon for the endpoint, against /health as the baseline. Prints a table; exits 1 when a
// target is missed. `-- --trace <file>` (or BENCH_TRACE) writes a Chrome trace of one more load of the screen.
import type { CDPSession, Page } from 'playwright'
import {
  loadTest,
  medianSample,
  printTable,
  seedCollections,
  signIn,
  startBench,
  traceLoad,
} from './lib/harness'
import {
  BASELINE_LOADS,
  baselineLoads,
  installProbes,
  loadScreen,
  longTasksFrom,
  ratioCell,
} from './lib/paint'

const COLLECTIONS = Number(process.env.BENCH_COLLECTIONS ?? 100_000)
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20)
/** Loads of the screen measured; the table shows the median of each measure (this VM is noisy). */
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
/** firstRender: first rows after navigation as a ratio to the baseline page's first paint. */
const TARGET = { firstRender: 2.5, heapMb: 30, fps: 55, longTasks: 0, p99Ms: 25, throughput: 0.2 }

/** Rows of the virtual list that show a loaded collection (placeholders are aria-busy). */
const LOADED_ROW = '[role="grid"] [data-part="viewport"] [role="row"]:not([aria-busy="true"])'
const PATH = '/finance/collections'

// Browser-side code goes in as source text: tsx would otherwise wrap its functions in a helper the page lacks.

/** Scrolls the list one viewport per frame for `frames` frames and resolves to the frames per second. */
const scrollFps = (frames: number) => `new Promise((resolve, reject) => {
  const list = document.querySelector('[role="grid"] [data-part="viewport"]')
  if (!list) return reject(new Error('No collection list on the page'))
  const step = list.clientHeight
  let count = 0
  const started = performance.now()
  const tick = () => {
    count += 1
    list.scrollTop += step
    if (count >= ${frames}) resolve((count * 1000) / (performance.now() - started))
    else requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
})`

/** Jumps to a fraction of the list; resolves to the first loaded row's index there, and the list's length. */
const jumpTo = (fraction: number) => `new Promise((resolve, reject) => {
  const grid = document.querySelector('[role="grid"]')
  const list = grid.querySelector('[data-part="viewport"]')
  const target = Math.floor(Number(grid.getAttribute('aria-rowcount')) * ${fraction})
  list.scrollTop = list.scrollHeight * ${fraction}
  const started = performance.now()
  const check = () => {
    const loaded = [...list.querySelectorAll('[role="row"]:not([aria-busy="true"])')]
      .map((row) => Number(row.getAttribute('aria-rowindex')))
      .filter((index) => Math.abs(index - target) < 100)
    if (loaded.length > 0) resolve({ row: Math.min(...loaded), rows: Number(grid.getAttribute('aria-rowcount')) - 1 })
    else if (performance.now() - started > 10000) reject(new Error('No rows loaded after the jump'))
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
})`

/**
 * The page's JS heap after a full collection. The collection also drops the compiled code V8 keeps between loads of
 * the same scripts, so a load after it compiles the app's scripts again from the code cache: 20 ms more on this
 * machine (bench/HISTORY.md). The heap is therefore measured only after the timed loads, never before one.
 */
async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return usedSize / 1024 / 1024
}

/** A timed load: its first rows, the rows mounted then, and the long tasks until it is quiet. */
type FirstRowsSample = {
  firstRenderMs: number
  rowsMounted: number
  longTasks: number
  longestTaskMs: number
}

/** A load scrolled through after the timed ones: heap, frame rate, the far end's rows, and long tasks meanwhile. */
type ScrollSample = {
  heapLoadedMb: number
  heapScrolledMb: number
  fps: number
  farRow: number
  listRows: number
  longTasks: number
  longestTaskMs: number
}

async function timedLoad(page: Page, url: string): Promise<FirstRowsSample> {
  const { paintMs, longTasks, longestTaskMs } = await loadScreen(page, url, { quietMs: 300 })
  const rowsMounted = await page.evaluate<number>(
    `document.querySelectorAll('[role="grid"] [data-part="viewport"] [role="row"]').length`,
  )
  return { firstRenderMs: paintMs, rowsMounted, longTasks, longestTaskMs }
}

async function scrolledLoad(page: Page, cdp: CDPSession, url: string): Promise<ScrollSample> {
  await loadScreen(page, url, { quietMs: 0 })
  const heapLoadedMb = await heapMb(cdp)
  const from = await page.evaluate<number>('window.__bench.longTasks.length')
  const fps = await page.evaluate<number>(scrollFps(300))
  await page.evaluate(jumpTo(0.5))
  const far = await page.evaluate<{ row: number; rows: number }>(jumpTo(0.999))
  const heapScrolledMb = await heapMb(cdp)
  const tasks = await longTasksFrom(page, from)
  return {
    heapLoadedMb,
    heapScrolledMb,
    fps,
    farRow: far.row,
    listRows: far.rows,
    longTasks: tasks.length,
    longestTaskMs: Math.max(0, ...tasks),
  }
}

/** The pages the screen asks for: first pages of both tabs, and pages far down as one scrolls. */
const LIST_PATHS = [
  '/payment/api/v1/operator/collection/list?offset=0&limit=100&status=due',
  '/payment/api/v1/operator/collection/list?offset=0&limit=100&status=received',
  '/payment/api/v1/operator/collection/list?offset=20000&limit=100&status=due',
  '/payment/api/v1/operator/collection/list?offset=50000&limit=100&status=received',
]

async function main() {
  const bench = await startBench(Number(process.env.BENCH_PORT ?? 8195), (dataDir) => {
    const seeded = seedCollections(dataDir, COLLECTIONS)
    console.log(`Seeded ${seeded.collections} collections in ${seeded.seconds.toFixed(1)} s`)
  })
  try {
    const page = await (await bench.browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage()
    await signIn(bench, page)
    const token = await page.evaluate<string | null>(`localStorage.getItem('token')`)
    await page.addInitScript(installProbes({ [PATH]: `document.querySelector('${LOADED_ROW}')` }))
    const url = `${bench.baseUrl}${PATH}`
    const baseline = baselineLoads(page, bench.baseUrl)
    // One load of each first, unmeasured, so that every measured load finds the bundles in the browser's cache.
    await baseline.warm()
    await timedLoad(page, url)
    // The timed loads, each after the baseline page's, as in bench:screens; then the loads scrolled through.
    const runs: FirstRowsSample[] = []
    for (let run = 0; run < RUNS; run += 1) {
      await baseline.measure()
      runs.push(await timedLoad(page, url))
    }
    const load = medianSample(runs)
    const base = baseline.median()
    await traceLoad(bench, page, () => loadScreen(page, url))
    const cdp = await page.context().newCDPSession(page)
    const scrolledRuns: ScrollSample[] = []
    for (let run = 0; run < RUNS; run += 1) scrolledRuns.push(await scrolledLoad(page, cdp, url))
    const scrolled = medianSample(scrolledRuns)
    await page.close()

    const list = await loadTest(bench, LIST_PATHS, token, LOAD_SECONDS)
    const health = await loadTest(bench, ['/health'], null, LOAD_SECONDS)
    const ratio = list.rps / Math.max(health.rps, 1)

    const checks = {
      firstRender: load.firstRenderMs / base.paintMs <= TARGET.firstRender,
      heap: Math.max(scrolled.heapLoadedMb, scrolled.heapScrolledMb) <= TARGET.heapMb,
      fps: scrolled.fps >= TARGET.fps,
      longTasks: load.longTasks <= TARGET.longTasks,
      scrollLongTasks: scrolled.longTasks <= TARGET.longTasks,
      farRows: scrolled.farRow >= scrolled.listRows * 0.99,
      p99: list.p99Ms <= TARGET.p99Ms,
      throughput: ratio >= TARGET.throughput,
      non2xx: list.non2xx === 0 && list.errors === 0,
    }
    const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED')
    printTable([
      ['measure', 'value', 'target', ''],
      ['baseline page first paint after navigation', baseline.describe(), '', ''],
      [
        'first rows painted after navigation (× baseline, ms)',
        ratioCell(load.firstRenderMs, base.paintMs),
        `≤ ${TARGET.firstRender}×`,
        mark(checks.firstRender),
      ],
      ['rows mounted', String(load.rowsMounted), '', ''],
      [
        'long tasks > 50 ms in the load (longest ms)',
        `${load.longTasks} (${load.longestTaskMs.toFixed(0)})`,
        String(TARGET.longTasks),
        mark(checks.longTasks),
      ],
      [
        'JS heap after load / after scrolling (MB)',
        `${scrolled.heapLoadedMb.toFixed(1)} / ${scrolled.heapScrolledMb.toFixed(1)}`,
        `≤ ${TARGET.heapMb}`,
        mark(checks.heap),
      ],
      ['fps scrolling (300 viewports)', scrolled.fps.toFixed(1), `≥ ${TARGET.fps}`, mark(checks.fps)],
      [
        'first loaded row after jumping to the end of the Due tab',
        `${scrolled.farRow} of ${scrolled.listRows}`,
        '≥ 99 %',
        mark(checks.farRows),
      ],
      [
        'long tasks > 50 ms scrolling and jumping (longest ms)',
        `${scrolled.longTasks} (${scrolled.longestTaskMs.toFixed(0)})`,
        String(TARGET.longTasks),
        mark(checks.scrollLongTasks),
      ],
      ['list p99 latency (ms)', list.p99Ms.toFixed(1), `≤ ${TARGET.p99Ms}`, mark(checks.p99)],
      ['list requests/s', list.rps.toFixed(0), '', ''],
      ['health requests/s (baseline)', health.rps.toFixed(0), '', ''],
      [
        'list / health throughput',
        `${ratio.toFixed(2)}×`,
        `≥ ${TARGET.throughput}×`,
        mark(checks.throughput),
      ],
      ['list non-2xx / errors', `${list.non2xx} / ${list.errors}`, '0', mark(checks.non2xx)],
    ])
    console.log(
      `\nFirst rows: median of ${RUNS} loads, each after ${BASELINE_LOADS} loads of the baseline page; each load's baseline (their median), ` +
        'first rows and long tasks:',
    )
    for (const [index, run] of runs.entries()) {
      console.log(
        `  baseline ${baseline.runs[index].paintMs.toFixed(0)} ms; ${run.firstRenderMs.toFixed(0)} ms, ` +
          `${run.longTasks} (${run.longestTaskMs.toFixed(0)} ms)`,
      )
    }
    console.log(
      `\nHeap, fps, the far end and long tasks: median of ${RUNS} more loads, after the timed ones; each load's heap after ` +
        'load and after scrolling, fps and long tasks while scrolling and jumping:',
    )
    for (const run of scrolledRuns) {
      console.log(
        `  ${run.heapLoadedMb.toFixed(1)} / ${run.heapScrolledMb.toFixed(1)} MB, ${run.fps.toFixed(1)} fps, ` +
          `${run.longTasks} (${run.longestTaskMs.toFixed(0)} ms)`,
      )
    }
    process.exitCode = Object.values(checks).every(Boolean) ? 0 : 1
  } finally {
    await bench.stop()
  }
}

void main()
