// npm run bench:side-by-side -- <git ref> — this checkout's build against another commit's, side by side: the other
// commit is checked out in a temporary worktree and built there, each build is served by its own server on its own
// copy of the demo data, and one Chromium loads every signed-in screen (bench/lib/screens.ts) on each in turn, each
// in its own tab brought to the front for its load, the order swapped every round. Prints each screen's median first
// paint after a load on both, the change, and the geometric mean of the screens' medians; exits 0. A change to a
// load moves by less than this machine does between two runs of bench:screens, so it is judged this way.
// BENCH_RUNS (default 7) loads of each; BENCH_SCREENS (paths, comma-separated) measures only those screens;
// BENCH_SETTLE_MS (default 30,000) how long the servers are left to finish starting before the first load.
// BENCH_NEW_TAB=1 loads each screen in a new tab, closed after it: a new renderer process, as when an operator opens
// a link in a new tab, which pays what a process does once (such as the browser's locale data for Intl) on every load.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright'
import { ensureBuild, launchChromium, printTable, signIn, startServer, type BenchServer } from './lib/harness'
import { baselineLoads, loadScreen } from './lib/paint'
import { screensToMeasure } from './lib/screens'

const RUNS = Number(process.env.BENCH_RUNS ?? 7)
/**
 * How long both servers are left alone after starting: each compiles its ~700 contract checks in the background
 * (precompileChecks), and two at once on 2 cores slow every load measured meanwhile.
 */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 30_000)
const NEW_TAB = process.env.BENCH_NEW_TAB === '1'
const ref = process.argv[2]
if (!ref) {
  console.error('Usage: npm run bench:side-by-side -- <git ref to compare this checkout with>')
  process.exit(2)
}

function run(cmd: string, args: string[], cwd = process.cwd()) {
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`)
}

/** The other commit, checked out and built in a temporary worktree that shares this checkout's node_modules. */
function buildOther(): { folder: string; remove(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'roost-side-'))
  run('git', ['worktree', 'add', '--detach', folder, ref])
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', folder], { stdio: 'ignore' })
    rmSync(folder, { recursive: true, force: true })
  }
  try {
    symlinkSync(path.resolve('node_modules'), path.join(folder, 'node_modules'))
    run('npx', ['webpack', '--mode', 'production'], folder)
  } catch (error) {
    remove()
    throw error
  }
  return { folder, remove }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const geomean = (values: number[]) =>
  Math.exp(values.reduce((sum, value) => sum + Math.log(value), 0) / values.length)

async function main() {
  ensureBuild()
  const other = buildOther()
  const servers: BenchServer[] = []
  const browser = await launchChromium()
  try {
    const dataDir = () => mkdtempSync(path.join(tmpdir(), 'roost-bench-'))
    const before = await startServer(8311, dataDir(), other.folder)
    servers.push(before)
    const after = await startServer(8312, dataDir())
    servers.push(after)
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    const tabs = new Map<BenchServer, Page>()
    for (const server of servers) {
      const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage()
      await signIn(server, page)
      tabs.set(server, page)
    }
    const { screens, probes } = await screensToMeasure(after, tabs.get(after)!)
    for (const page of tabs.values()) await page.context().addInitScript(probes)
    const load = async (server: BenchServer, url: string, quietMs: number) => {
      if (!NEW_TAB) {
        const page = tabs.get(server)!
        await page.bringToFront()
        return loadScreen(page, `${server.baseUrl}${url}`, { quietMs })
      }
      const page = await tabs.get(server)!.context().newPage()
      try {
        return await loadScreen(page, `${server.baseUrl}${url}`, { quietMs })
      } finally {
        await page.close()
      }
    }
    const baseline = baselineLoads(tabs.get(after)!, after.baseUrl)
    await baseline.warm()
    // One load of each first, unmeasured, so that every measured load finds the bundles in the browser's cache.
    for (const screen of screens) for (const server of servers) await load(server, screen.path, 0)
    const times = new Map(
      screens.map((screen) => [screen, new Map(servers.map((server) => [server, [] as number[]]))]),
    )
    for (let round = 0; round < RUNS; round += 1) {
      await tabs.get(after)!.bringToFront()
      await baseline.measure()
      for (const screen of screens)
        for (const server of round % 2 ? [...servers].reverse() : servers)
          times
            .get(screen)!
            .get(server)!
            .push((await load(server, screen.path, 150)).paintMs)
    }
    const medians = screens.map((screen) => servers.map((server) => median(times.get(screen)!.get(server)!)))
    const change = (from: number, to: number) =>
      `${to >= from ? '+' : ''}${(((to - from) / from) * 100).toFixed(0)}%`
    const [beforeMean, afterMean] = [0, 1].map((side) => geomean(medians.map((pair) => pair[side])))
    console.log(
      `First paint after a load${NEW_TAB ? ' in a new tab' : ''} (ms), median of ${RUNS} each, ${ref} against this checkout; ` +
        `baseline page ${baseline.describe()}.\n`,
    )
    printTable([
      ['screen', ref, 'this checkout', 'change'],
      ...screens.map((screen, at) => [
        screen.name,
        medians[at][0].toFixed(0),
        medians[at][1].toFixed(0),
        change(medians[at][0], medians[at][1]),
      ]),
      ['geometric mean', beforeMean.toFixed(1), afterMean.toFixed(1), change(beforeMean, afterMean)],
    ])
  } finally {
    await browser.close()
    for (const server of servers) server.server.kill('SIGTERM')
    other.remove()
  }
}

void main()
