// The browser side of the screen benches: when a screen's main content is first painted and the long tasks on the
// way, read in the page; and the baseline page (src/baseline) each screen's first paint is read as a ratio to, loaded
// in the same page between the screens' loads so that both meet the same machine.
import type { Page } from 'playwright'
import { medianSample, percentile, waitUntil } from './harness'

/** A JS expression (page source text), true once a screen's main content is in the DOM. */
export type Painted = string

/** What one load or one navigation measured. */
export type PaintSample = { paintMs: number; longTasks: number; longestTaskMs: number }

export const BASELINE_PATH = '/baseline.html'
const BASELINE_PAINTED: Painted = `document.querySelector('[data-baseline]')`

/**
 * True once an element matching `selector` stands outside any busy region or skeleton row, and, when `heading` is
 * given, the screen's `main h1` starts with it (so a navigation does not take the screen it left for the new one).
 */
export const contentPainted = (selector: string, heading?: string): Painted =>
  [
    ...(heading
      ? [
          `[...document.querySelectorAll('main h1')].some((h) => h.textContent.trim().startsWith(${JSON.stringify(heading)}))`,
        ]
      : []),
    `[...document.querySelectorAll(${JSON.stringify(selector)})].some((e) => !e.closest('[aria-busy="true"], [data-part="skeleton"]'))`,
  ].join(' && ')

/**
 * Answers a probe times by a pattern of their address: a bare pattern records when the last such answer ended;
 * `{ address, answer: 'first' }` when the first one did (the earliest end), for a screen that paints from the first
 * of several answers to the same address (the bed board's first beds before the whole board).
 */
export type ResponseProbe = RegExp | { address: RegExp; answer: 'first' }

/**
 * Observers installed before any script of a page runs (page.addInitScript; source text, since tsx would wrap a
 * function in a helper the page lacks): long tasks over 50 ms; when the last (or first) answer whose address holds
 * each of `responses`' patterns ended; and `paintedAt`, the frame that painted the content `screens` expects at the
 * page's path (the baseline page's element at its own), counted from navigation, with `inDomAt`, when that content
 * came into the DOM.
 */
export const installProbes = (
  screens: Record<string, Painted>,
  responses: Record<string, ResponseProbe> = {},
) => `
  window.__bench = { longTasks: [], responses: {}, inDomAt: 0, paintedAt: 0 }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push(entry.duration)
  }).observe({ type: 'longtask', buffered: true })
  const responses = { ${Object.entries(responses)
    .map(([name, probe]) =>
      probe instanceof RegExp
        ? `${JSON.stringify(name)}: { address: ${probe}, first: false },`
        : `${JSON.stringify(name)}: { address: ${probe.address}, first: true },`,
    )
    .join(' ')} }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      for (const name in responses) {
        const { address, first } = responses[name]
        const seen = window.__bench.responses[name]
        if (address.test(entry.name))
          window.__bench.responses[name] = first && seen !== undefined ? Math.min(seen, entry.responseEnd) : entry.responseEnd
      }
  }).observe({ type: 'resource', buffered: true })
  // Resolves to the time of the frame after the content is in the DOM: that frame is the one that paints it.
  // \`inDom\`, if given, hears when the content came into the DOM.
  window.__bench.whenPainted = (painted, inDom) => new Promise((resolve) => {
    const paint = () => {
      inDom?.(performance.now())
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now())))
    }
    if (painted()) return paint()
    const watch = new MutationObserver(() => {
      if (!painted()) return
      watch.disconnect()
      paint()
    })
    watch.observe(document, { childList: true, subtree: true, attributes: true })
  })
  const screens = {
    ${Object.entries({ ...screens, [BASELINE_PATH]: BASELINE_PAINTED })
      .map(([path, painted]) => `${JSON.stringify(path)}: () => (${painted}),`)
      .join('\n    ')}
  }
  const painted = screens[location.pathname]
  if (painted)
    window.__bench.painting = window.__bench
      .whenPainted(painted, (at) => (window.__bench.inDomAt = at))
      .then((at) => (window.__bench.paintedAt = at))
`

const sampleOf = (paintMs: number, tasks: number[]): PaintSample => ({
  paintMs,
  longTasks: tasks.length,
  longestTaskMs: Math.max(0, ...tasks),
})

/** Long tasks reported so far in the page, from the `from`th on. */
export const longTasksFrom = (page: Page, from = 0) =>
  page.evaluate<number[]>(`window.__bench.longTasks.slice(${from})`)

/**
 * Loads `url` afresh in `page` (with installProbes' probes) and waits until its content is painted (and `also`, an
 * expression, is true); long tasks are counted until the page has been quiet for `quietMs` after that.
 */
export async function loadScreen(
  page: Page,
  url: string,
  { quietMs = 500, also = 'true', timeoutMs = 60_000 } = {},
): Promise<PaintSample> {
  await page.goto(url)
  // One call that settles when the content is painted: a poll every 20 ms would, on 2 cores, take the CPU of the
  // load it measures (each poll is a round trip through the browser process to the page's main thread). The poll
  // remains for what is left: `also`, or a page that navigated away and took the call with it.
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    page.evaluate('window.__bench?.painting').catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
  ])
  clearTimeout(timer)
  await waitUntil(page, `window.__bench?.paintedAt > 0 && (${also})`, timeoutMs)
  await page.waitForTimeout(quietMs)
  return sampleOf(await page.evaluate<number>('window.__bench.paintedAt'), await longTasksFrom(page))
}

/**
 * Navigates inside the app (the router's history, as a link or the back button does) from the screen on show to
 * `path`, and waits until `painted`; long tasks are those reported from the navigation until `quietMs` after it.
 */
export async function navigateInApp(
  page: Page,
  path: string,
  painted: Painted,
  quietMs = 500,
): Promise<PaintSample> {
  const { paintMs, before } = await page.evaluate<{ paintMs: number; before: number }>(`(async () => {
    const started = performance.now()
    const before = window.__bench.longTasks.length
    history.pushState({ usr: null, key: 'bench', idx: (history.state?.idx ?? 0) + 1 }, '', ${JSON.stringify(path)})
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
    const at = await window.__bench.whenPainted(() => (${painted}))
    return { paintMs: at - started, before }
  })()`)
  await page.waitForTimeout(quietMs)
  return sampleOf(paintMs, await longTasksFrom(page, before))
}

/**
 * Baseline loads taken beside each measured sample of a screen (`measure()`'s default). One load's first paint
 * falls on one frame or the next (on a 2-core VM: about 45 ms or 68 ms), so that the median of five loads flipped
 * between the two from run to run and, with it, every verdict of the run; the median of more loads, taken among
 * the screens' own, does not.
 */
export const BASELINE_LOADS = 3

/**
 * The baseline's loads in one bench, in a page with installProbes' probes: `warm()` once, unmeasured, so that
 * every measured load finds its files in the browser's cache as the screens' do; then `measure()` beside each
 * sample of the screens (BASELINE_LOADS loads, or `loads`), and `median()` over every load at the end. `runs`
 * holds each `measure()`'s median, to print beside the sample it was taken with.
 */
export function baselineLoads(page: Page, baseUrl: string) {
  const samples: PaintSample[] = []
  const runs: PaintSample[] = []
  const load = () => loadScreen(page, `${baseUrl}${BASELINE_PATH}`, { quietMs: 300 })
  return {
    runs,
    warm: load,
    async measure(loads = BASELINE_LOADS) {
      const taken: PaintSample[] = []
      for (let index = 0; index < loads; index += 1) taken.push(await load())
      samples.push(...taken)
      runs.push(medianSample(taken))
    },
    median: () => medianSample(samples),
    /** `52 ms (median of 15 loads; quartiles 45–60 ms)`. */
    describe() {
      const sorted = samples.map((sample) => sample.paintMs).sort((a, b) => a - b)
      const [low, high] = [percentile(sorted, 25), percentile(sorted, 75)]
      return (
        `${medianSample(samples).paintMs.toFixed(0)} ms (median of ${samples.length} loads; ` +
        `quartiles ${low.toFixed(0)}–${high.toFixed(0)} ms)`
      )
    },
  }
}

/** A first paint beside its ratio to the baseline's: `1.84× (412 ms)`. */
export const ratioCell = (ms: number, baselineMs: number) =>
  `${(ms / baselineMs).toFixed(2)}× (${ms.toFixed(0)} ms)`
