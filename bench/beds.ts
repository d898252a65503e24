// npm run bench:beds — the bed board at 10,000 beds, virtualized against every row mounted at once, beside the
// baseline page (bench/lib/paint.ts) loaded in the same page. Production build, real server, Debian Chromium.
// Prints a table; exits 1 when a target is missed. `-- --trace <file>` (or BENCH_TRACE) writes a Chrome trace of
// one more load of the virtualized board, until its first rows are painted. The board paints its first beds (the
// lookup with `limit`) before the whole board: first rows count from the first bed list answer, the one they come
// from; the whole board from the whole lookup's answer. `?render=all` asks for the whole board only.
import type { Page } from 'playwright'
import { medianSample, printTable, seedBeds, signIn, startBench, traceLoad, waitUntil } from './lib/harness'
import { BASELINE_LOADS, baselineLoads, installProbes, loadScreen, ratioCell } from './lib/paint'

const BEDS = Number(process.env.BENCH_BEDS ?? 10_000)
/** Loads of the virtualized board measured; the table shows the median of each measure (this VM is noisy). */
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
/** First rows after the data and after navigation as ratios to the baseline page's first paint. */
const TARGET = { afterData: 1, afterNavigation: 2.5, rowsMounted: 60, fps: 55, longTasks: 0, speedup: 20 }

type Sample = {
  afterDataMs: number
  afterNavigationMs: number
  wholeAfterDataMs: number
  wholeAfterNavigationMs: number
  rowsMounted: number
  domNodes: number
  fps: number
  longTasks: number
  longestTaskMs: number
}

// Browser-side code goes in as source text: tsx would otherwise wrap its functions in a helper the page lacks.

/** Scrolls the board from top to bottom, one viewport per frame, and resolves to the frames per second. */
const SCROLL_FPS = `new Promise((resolve, reject) => {
  const board = document.querySelector('[data-testid="bed-board"]')
  if (!board) return reject(new Error('No bed board on the page'))
  const step = board.clientHeight
  let frames = 0
  const started = performance.now()
  const tick = () => {
    frames += 1
    board.scrollTop += step
    if (board.scrollTop + board.clientHeight >= board.scrollHeight - 1) resolve((frames * 1000) / (performance.now() - started))
    else requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
})`

/** The bed lists timed: the first to arrive (the first beds, whose rows paint first) and the whole board's. */
const BED_LISTS = {
  firstBeds: { address: /\/bed\/list/, answer: 'first' as const },
  wholeBeds: /\/bed\/list(?![^#]*[?&]limit=)/,
}

/** True once the whole board is in: the status counts come only with the whole lookup. */
const WHOLE_BOARD = `/\\d/.test(document.querySelector('[role="search"] [data-part="count"]')?.textContent ?? '')`

/** Notes in `window.__bench.wholeAt` the frame that paints the whole board at `path` (after installProbes). */
const watchWholeBoard = (path: string) => `
  if (location.pathname === ${JSON.stringify(path)})
    window.__bench.whenPainted(() => (${WHOLE_BOARD})).then((at) => (window.__bench.wholeAt = at))
`

/** Loads the board until its first rows are painted and the bed list they come from has arrived. */
const load = (page: Page, url: string) =>
  loadScreen(page, url, { quietMs: 0, also: 'window.__bench.responses.firstBeds > 0', timeoutMs: 120_000 })

/**
 * One load of the board: its first rows painted after the first bed list arrived and after navigation; the whole
 * board after its own answer and after navigation; then, the whole board in, rows mounted and a scroll.
 */
async function measure(page: Page, url: string): Promise<Sample> {
  const loaded = await load(page, url)
  await waitUntil(page, 'window.__bench.wholeAt > 0 && window.__bench.responses.wholeBeds > 0', 120_000)
  const painted = await page.evaluate<
    Pick<Sample, 'afterDataMs' | 'wholeAfterDataMs' | 'wholeAfterNavigationMs' | 'rowsMounted' | 'domNodes'>
  >(`({
    afterDataMs: window.__bench.paintedAt - window.__bench.responses.firstBeds,
    wholeAfterDataMs: window.__bench.wholeAt - window.__bench.responses.wholeBeds,
    wholeAfterNavigationMs: window.__bench.wholeAt,
    rowsMounted: document.querySelectorAll('[data-row]').length,
    domNodes: document.getElementsByTagName('*').length,
  })`)
  const fps = await page.evaluate<number>(SCROLL_FPS)
  const tasks = await page.evaluate<number[]>('window.__bench.longTasks')
  return {
    ...painted,
    afterNavigationMs: loaded.paintMs,
    fps,
    longTasks: tasks.length,
    longestTaskMs: Math.max(0, ...tasks),
  }
}

async function main() {
  let propertyId = 0
  const bench = await startBench(Number(process.env.BENCH_PORT ?? 8190), (dataDir) => {
    const seeded = seedBeds(dataDir, BEDS)
    propertyId = seeded.propertyId
    console.log(`Seeded ${BEDS} beds in ${seeded.seconds.toFixed(1)} s`)
  })
  try {
    const page = await (await bench.browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage()
    await signIn(bench, page)
    const path = `/occupancy/inventory/${propertyId}`
    await page.addInitScript(
      installProbes({ [path]: `document.querySelector('[data-row="room"]')` }, BED_LISTS),
    )
    await page.addInitScript(watchWholeBoard(path))
    const board = `${bench.baseUrl}${path}`
    const baseline = baselineLoads(page, bench.baseUrl)
    // One load of each first, unmeasured, so that every measured load finds the bundles in the browser's cache.
    await baseline.warm()
    await measure(page, board)
    const runs: Sample[] = []
    for (let run = 0; run < RUNS; run += 1) {
      await baseline.measure()
      runs.push(await measure(page, board))
    }
    const virtual = medianSample(runs)
    const all = await measure(page, `${board}?render=all`)
    const base = baseline.median()
    await traceLoad(bench, page, () => load(page, board))

    // Virtualization against every row mounted, each over the whole board from its own answer.
    const speedup = all.wholeAfterDataMs / Math.max(virtual.wholeAfterDataMs, 1)
    const checks = [
      virtual.afterDataMs / base.paintMs <= TARGET.afterData,
      virtual.afterNavigationMs / base.paintMs <= TARGET.afterNavigation,
      virtual.rowsMounted <= TARGET.rowsMounted,
      virtual.fps >= TARGET.fps,
      virtual.longTasks <= TARGET.longTasks,
      speedup >= TARGET.speedup,
    ]
    const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED')
    printTable([
      ['measure', 'virtualized', 'every row mounted', 'target', ''],
      ['baseline page first paint after navigation', baseline.describe(), '', '', ''],
      [
        'first rows painted after data (× baseline, ms)',
        ratioCell(virtual.afterDataMs, base.paintMs),
        ratioCell(all.afterDataMs, base.paintMs),
        `≤ ${TARGET.afterData}×`,
        mark(checks[0]),
      ],
      [
        'first rows painted after navigation (× baseline, ms)',
        ratioCell(virtual.afterNavigationMs, base.paintMs),
        ratioCell(all.afterNavigationMs, base.paintMs),
        `≤ ${TARGET.afterNavigation}×`,
        mark(checks[1]),
      ],
      [
        'whole board painted after its data (ms)',
        virtual.wholeAfterDataMs.toFixed(0),
        all.wholeAfterDataMs.toFixed(0),
        '',
        '',
      ],
      [
        'whole board painted after navigation (ms)',
        virtual.wholeAfterNavigationMs.toFixed(0),
        all.wholeAfterNavigationMs.toFixed(0),
        '',
        '',
      ],
      [
        'rows mounted',
        String(virtual.rowsMounted),
        String(all.rowsMounted),
        `≤ ${TARGET.rowsMounted}`,
        mark(checks[2]),
      ],
      ['DOM nodes', String(virtual.domNodes), String(all.domNodes), '', ''],
      [
        'fps scrolling top to bottom',
        virtual.fps.toFixed(1),
        all.fps.toFixed(1),
        `≥ ${TARGET.fps}`,
        mark(checks[3]),
      ],
      [
        'long tasks > 50 ms (longest ms)',
        `${virtual.longTasks} (${virtual.longestTaskMs.toFixed(0)})`,
        `${all.longTasks} (${all.longestTaskMs.toFixed(0)})`,
        `${TARGET.longTasks}`,
        mark(checks[4]),
      ],
      [
        'whole board after its data: speed-up',
        `${speedup.toFixed(1)}×`,
        '',
        `≥ ${TARGET.speedup}×`,
        mark(checks[5]),
      ],
    ])
    console.log(
      `\nVirtualized: median of ${RUNS} loads, each after ${BASELINE_LOADS} loads of the baseline page; each load's baseline (their median), ` +
        'first rows after data and after navigation, whole board after navigation, fps and long tasks:',
    )
    for (const [index, run] of runs.entries()) {
      console.log(
        `  baseline ${baseline.runs[index].paintMs.toFixed(0)} ms; ${run.afterDataMs.toFixed(0)} ms, ` +
          `${run.afterNavigationMs.toFixed(0)} ms, ${run.wholeAfterNavigationMs.toFixed(0)} ms, ${run.fps.toFixed(1)} fps, ${run.longTasks} (${run.longestTaskMs.toFixed(0)} ms)`,
      )
    }
    process.exitCode = checks.every(Boolean) ? 0 : 1
  } finally {
    await bench.stop()
  }
}

void main()
