// npm run bench:cpu — where a load's CPU time goes: for the baseline page and each signed-in screen of spec §2 on the
// demo data, the CPU time each process spent while the page loaded, until its first paint (bench/lib/paint.ts),
// read from Linux's scheduler statistics (/proc/<pid>/task/<tid>/schedstat, nanoseconds, every thread) before and
// after each load: the page's renderer, Chromium's browser process, its GPU process (compositing, without a GPU),
// its network service, the rest of Chromium, the app's server, and this bench itself (Playwright's end of the
// DevTools protocol). `cores` is the total over the load's time: near the machine's cores, a load asks for all
// there is, and every process waits its turn. A second table shows that wait: the time each process's threads
// were ready to run but waited for a core (the same statistics' run-queue time), and, for the two threads a first
// paint waits on, the renderer's main thread and the server's event loop, their time on a core beside their wait.
// A third splits the renderer's and the browser's CPU time by their threads' work, from the threads' names: the main
// thread, the worker pool (V8's compilers and garbage collector, and a renderer's raster without a GPU), the
// compositor, the IO thread and the rest.
// Production build, real server, Debian Chromium; prints the three tables and exits 0 (it measures, it judges
// nothing).
// BENCH_RUNS (default 5) loads of each, the table showing their means; BENCH_SCREENS (paths, comma-separated)
// measures only those screens.
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import type { Page } from 'playwright'
import { printTable, startBench } from './lib/harness'
import { BASELINE_PATH, loadScreen } from './lib/paint'
import { signedInScreens } from './lib/screens'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const KINDS = ['renderer', 'browser', 'gpu', 'network', 'chromium, other', 'server', 'bench'] as const
type Kind = (typeof KINDS)[number]

/** What a process of this bench's is (the bench, the server, a Chromium process), from its command line. */
function kindOf(commandLine: string, pid: number, serverPids: ReadonlySet<number>): Kind | undefined {
  if (pid === process.pid) return 'bench'
  if (serverPids.has(pid)) return 'server'
  if (!/chrom/i.test(commandLine.split(' ')[0])) return undefined
  const type = /--type=([a-z-]+)/.exec(commandLine)?.[1]
  if (!type) return 'browser'
  if (type === 'renderer') return 'renderer'
  if (type === 'gpu-process') return 'gpu'
  if (/--utility-sub-type=network\./.test(commandLine)) return 'network'
  return 'chromium, other'
}

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

/** A process's threads, none once it has ended. */
function threadsOf(pid: number): string[] | undefined {
  try {
    return readdirSync(`/proc/${pid}/task`)
  } catch {
    return undefined
  }
}

/** Every process's parent, for the processes alive now. */
function parents(): Map<number, number> {
  const parent = new Map<number, number>()
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    // The fields after the command name, which is in parentheses and may hold spaces: state, then parent.
    const stat = read(`/proc/${entry}/stat`)
    if (stat) parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
  }
  return parent
}

/**
 * `root` and the processes below it: this bench's are the server (tsx runs it in a child process of its own) and
 * Chromium (its renderers are children of its zygote, a child of its browser process).
 */
function familyOf(root: number): Set<number> {
  const parent = parents()
  const family = new Set([root])
  for (let grew = true; grew;) {
    grew = false
    for (const [pid, ppid] of parent)
      if (family.has(ppid) && !family.has(pid)) {
        family.add(pid)
        grew = true
      }
  }
  return family
}

/**
 * Chromium's threads by what they do, from their names: the main thread; the worker pool, where V8 compiles hot
 * functions (Maglev, TurboFan) and collects garbage beside the main thread, and where a renderer rasterizes its tiles
 * without a GPU; the compositor; the IO thread that carries messages between processes; the rest.
 */
const THREADS = ['main', 'worker pool', 'compositor', 'IO', 'other'] as const
type ThreadGroup = (typeof THREADS)[number]

function groupOf(pid: number, thread: string): ThreadGroup {
  if (thread === String(pid)) return 'main'
  const name = (read(`/proc/${pid}/task/${thread}/comm`) ?? '').trim()
  if (name.startsWith('ThreadPool')) return 'worker pool'
  if (name === 'Compositor') return 'compositor'
  if (name.startsWith('Chrome_ChildIOT') || name === 'Chrome_IOThread') return 'IO'
  return 'other'
}

/**
 * A process's CPU time and its wait for a core, in ms: every thread's, and its main thread's wait alone; `threads`,
 * its CPU time by group of threads (its main thread's among them).
 */
type Times = {
  ms: number
  waitedMs: number
  mainWaitedMs: number
  threads: Record<ThreadGroup, number>
}

const noThreads = (): Record<ThreadGroup, number> => ({
  main: 0,
  'worker pool': 0,
  compositor: 0,
  IO: 0,
  other: 0,
})
type Usage = Map<number, { kind: Kind } & Times>

/**
 * Each of `pids`' CPU time so far and the time its threads spent runnable but waiting for a core, in ms, from the
 * scheduler's statistics (`schedstat`: time on a core, time waiting on a run queue, slices); its main thread's wait
 * (the renderer's, the server's event loop) apart, and its time on a core by group of threads. This bench's own
 * comes first, before the reading of the others adds to it.
 */
function cpuOf(pids: Iterable<number>, serverPids: ReadonlySet<number>): Usage {
  const usage: Usage = new Map()
  for (const pid of [...pids].sort((a, b) => Number(b === process.pid) - Number(a === process.pid))) {
    const kind = kindOf((read(`/proc/${pid}/cmdline`) ?? '').replace(/\0/g, ' '), pid, serverPids)
    const threads = threadsOf(pid)
    if (!kind || !threads) continue
    const times: Times = { ms: 0, waitedMs: 0, mainWaitedMs: 0, threads: noThreads() }
    for (const thread of threads) {
      const [ran = 0, waited = 0] = (read(`/proc/${pid}/task/${thread}/schedstat`) ?? '')
        .split(' ')
        .map(Number)
      times.ms += ran / 1e6
      times.waitedMs += waited / 1e6
      times.threads[groupOf(pid, thread)] += ran / 1e6
      if (thread === String(pid)) times.mainWaitedMs = waited / 1e6
    }
    usage.set(pid, { kind, ...times })
  }
  return usage
}

/** Per kind of process, what it spent over one load (Times, each the difference between the end and the start). */
type Sample = { paintMs: number; windowMs: number; spent: Map<Kind, Times> }

/** One load of `url` until its first paint, and the CPU each kind of process spent and waited for meanwhile. */
async function measure(page: Page, url: string, serverPids: ReadonlySet<number>): Promise<Sample> {
  // Whatever the previous load left running (its follow-up reads, a collection) ends before this one starts.
  await page.waitForTimeout(300)
  // This bench's processes (none of another Chromium's or server's on the machine), found before the load.
  const family = familyOf(process.pid)
  const before = cpuOf(family, serverPids)
  const started = performance.now()
  const { paintMs } = await loadScreen(page, url, { quietMs: 0 })
  const windowMs = performance.now() - started
  const after = cpuOf(family, serverPids)
  // A process started meanwhile (a renderer), looked for once the others are read.
  const born = [...familyOf(process.pid)].filter((pid) => !family.has(pid))
  for (const [pid, usage] of cpuOf(born, serverPids)) after.set(pid, usage)
  // Each process alive at the end, from its times at the start (a process started meanwhile, from none); one that
  // ended meanwhile is not counted.
  const spent = new Map<Kind, Times>()
  for (const [pid, { kind, ...end }] of after) {
    const start = before.get(pid)
    const sum = spent.get(kind) ?? { ms: 0, waitedMs: 0, mainWaitedMs: 0, threads: noThreads() }
    for (const key of ['ms', 'waitedMs', 'mainWaitedMs'] as const) sum[key] += end[key] - (start?.[key] ?? 0)
    for (const group of THREADS) sum.threads[group] += end.threads[group] - (start?.threads[group] ?? 0)
    spent.set(kind, sum)
  }
  return { paintMs, windowMs, spent }
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length

async function main() {
  const bench = await startBench(Number(process.env.BENCH_PORT ?? 8198))
  try {
    const serverPids = familyOf(bench.server.pid ?? -1)
    const { page, screens } = await signedInScreens(bench)
    const pages = [{ name: 'baseline page', path: BASELINE_PATH }, ...screens]
    // One load of each first, unmeasured, so that every measured load finds the bundles in the browser's cache.
    for (const { path } of pages) await loadScreen(page, `${bench.baseUrl}${path}`, { quietMs: 0 })
    const samples = new Map<string, Sample[]>(pages.map(({ name }) => [name, []]))
    for (let run = 0; run < RUNS; run += 1)
      for (const { name, path } of pages)
        samples.get(name)!.push(await measure(page, `${bench.baseUrl}${path}`, serverPids))

    const means = [...samples].map(([name, runs]) => {
      const of = (kind: Kind, key: Exclude<keyof Times, 'threads'>) =>
        mean(runs.map((run) => run.spent.get(kind)?.[key] ?? 0))
      const onThreads = (kind: Kind, group: ThreadGroup) =>
        mean(runs.map((run) => run.spent.get(kind)?.threads[group] ?? 0))
      return { name, runs, of, onThreads }
    })
    console.log(
      `CPU time (ms) each process spent while a page loaded until its first paint, the mean of ${RUNS} loads of ` +
        `each; the window is the bench's own time from asking for the page to seeing its first paint, a little ` +
        `longer than the page's; cores is the total over the window, on ${availableParallelism()} cores.\n`,
    )
    printTable([
      ['page', 'first paint', ...KINDS, 'total', 'window', 'cores'],
      ...means.map(({ name, runs, of }) => {
        const byKind = KINDS.map((kind) => of(kind, 'ms'))
        const total = byKind.reduce((sum, ms) => sum + ms, 0)
        const windowMs = mean(runs.map((run) => run.windowMs))
        return [
          name,
          mean(runs.map((run) => run.paintMs)).toFixed(0),
          ...byKind.map((ms) => ms.toFixed(1)),
          total.toFixed(0),
          windowMs.toFixed(0),
          (total / windowMs).toFixed(2),
        ]
      }),
    ])
    console.log(
      `\nTime (ms) the same processes' threads were ready to run but waited for a core, over the same loads: a ` +
        `load's first paint waits on the renderer's main thread and on the server's, each shown as ran / waited.\n`,
    )
    printTable([
      ['page', ...KINDS, 'renderer main', 'server main'],
      ...means.map(({ name, of, onThreads }) => [
        name,
        ...KINDS.map((kind) => of(kind, 'waitedMs').toFixed(1)),
        `${onThreads('renderer', 'main').toFixed(1)} / ${of('renderer', 'mainWaitedMs').toFixed(1)}`,
        `${onThreads('server', 'main').toFixed(1)} / ${of('server', 'mainWaitedMs').toFixed(1)}`,
      ]),
    ])
    console.log(
      `\nCPU time (ms) of the renderer's and the browser's threads over the same loads, by what they do: the ` +
        `worker pool is where V8 compiles the page's hot functions and collects its garbage beside the main thread, ` +
        `and where the renderer rasterizes its tiles (no GPU).\n`,
    )
    // A group no thread of which ran in any load (a browser has no compositor thread of its own) is left out.
    const columns = (['renderer', 'browser'] as const)
      .flatMap((kind) => THREADS.map((group) => ({ kind, group })))
      .filter(({ kind, group }) => means.some(({ onThreads }) => onThreads(kind, group) >= 0.05))
    printTable([
      ['page', ...columns.map(({ kind, group }) => `${kind}: ${group}`)],
      ...means.map(({ name, onThreads }) => [
        name,
        ...columns.map(({ kind, group }) => onThreads(kind, group).toFixed(1)),
      ]),
    ])
  } finally {
    await bench.stop()
  }
}

void main()
