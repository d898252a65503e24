// npm run bench:phases — where a load of each signed-in screen spends its time before its first paint, read from
// the page's own timings: the page's answer, the entry's run (the app's `roost:entry` mark, src/app/core/bootMarks.ts),
// the first reads (every request the page made before the app's first render: when the first went out and the last
// answered, and the server's own time over them from their Server-Timing headers, server/http/serverTiming.ts), the
// app's first render (`roost:render`), the content in the DOM and its frame. The baseline page's load beside it.
// Production build, real server, Debian Chromium; BENCH_SCREENS and BENCH_RUNS as in bench:screens. Prints a table
// and judges nothing: bench:screens judges the first paints.
import type { Page } from 'playwright'
import { SERVER_TIMING_METRIC } from '../server/http/serverTiming'
import { BOOT_MARKS } from '../src/app/core/bootMarks'
import { medianSample, printTable, startBench } from './lib/harness'
import { baselineLoads, loadScreen } from './lib/paint'
import { signedInScreens } from './lib/screens'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)

/** One load's moments, in ms from navigation, and its first reads' count and server time. */
type Phases = {
  page: number
  entry: number
  readsSent: number
  readsAnswered: number
  reads: number
  serverMs: number
  render: number
  inDom: number
  painted: number
}

/** Read in the page once its content is painted (source text: tsx would wrap a function in a helper the page lacks). */
const READ_PHASES = `(() => {
  const mark = (name) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? NaN
  const render = mark(${JSON.stringify(BOOT_MARKS.render)})
  const reads = performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'fetch' && e.startTime < render)
  return {
    page: performance.getEntriesByType('navigation')[0].responseEnd,
    entry: mark(${JSON.stringify(BOOT_MARKS.entry)}),
    readsSent: Math.min(...reads.map((e) => e.startTime)),
    readsAnswered: Math.max(...reads.map((e) => e.responseEnd)),
    reads: reads.length,
    serverMs: reads.reduce((sum, e) => sum + (e.serverTiming.find((t) => t.name === ${JSON.stringify(SERVER_TIMING_METRIC)})?.duration ?? 0), 0),
    render,
    inDom: window.__bench.inDomAt,
    painted: window.__bench.paintedAt,
  }
})()`

async function loadPhases(page: Page, url: string): Promise<Phases> {
  await loadScreen(page, url, { quietMs: 0 })
  return page.evaluate<Phases>(READ_PHASES)
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–')

async function main() {
  const bench = await startBench(Number(process.env.BENCH_PORT ?? 8196))
  try {
    const { page, screens } = await signedInScreens(bench)
    const baseline = baselineLoads(page, bench.baseUrl)
    await baseline.warm()
    const rows: string[][] = []
    for (const screen of screens) {
      // One load first, unmeasured, so that every measured load finds the screen's files in the browser's cache.
      await loadScreen(page, `${bench.baseUrl}${screen.path}`, { quietMs: 0 })
      const runs: Phases[] = []
      for (let run = 0; run < RUNS; run += 1) {
        // Each load after the baseline page's, as in bench:screens.
        await baseline.measure(1)
        runs.push(await loadPhases(page, `${bench.baseUrl}${screen.path}`))
      }
      const median = medianSample(runs)
      rows.push([
        screen.name,
        ms(median.page),
        ms(median.entry),
        `${ms(median.readsSent)}–${ms(median.readsAnswered)} (${median.reads})`,
        median.serverMs.toFixed(1),
        ms(median.render),
        ms(median.inDom),
        ms(median.painted),
      ])
    }
    console.log(
      `Baseline page first paint after navigation: ${baseline.describe()}\n` +
        `Each column the median of ${RUNS} loads (not one load's moments), in ms from navigation. First reads: every ` +
        `request made before the app's first render, from the first sent to the last answered (how many); server: ` +
        `the server's own time over them (Server-Timing), which it spends one at a time.\n`,
    )
    printTable([
      [
        'screen',
        'page in',
        'entry run',
        'first reads',
        'server ms',
        'first render',
        'content in DOM',
        'painted',
      ],
      ...rows,
    ])
  } finally {
    await bench.stop()
  }
}

void main()
