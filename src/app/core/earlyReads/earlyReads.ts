import { apiBaseUrl } from '../config'
import { callHeaders } from '../headers'
import { TOKEN_STORAGE_KEY, tokenStorage } from '../session/tokenStorage'
import { rememberedReads, rememberReads } from './remembered'

/*
 * A signed-in page load asks for the reads it needs first (the session check's, the screen's) from the app's
 * script, once that has arrived and run: some 30–60 ms into the load on a 2-core machine, and longer on a phone.
 * The early-reads script (src/earlyReads.ts, the page's first and smallest script) asks for the reads the same
 * address asked for on its last load instead, as soon as the page is parsed; the app's base query takes each
 * answer when it asks for the same read (providerFetch), and asks the provider itself for anything else.
 */

type EarlyRead = { headers: Headers; response: Promise<Response> }

declare global {
  interface Window {
    /** The reads the early-reads script started for this load, by URL, until the app takes them. */
    __ROOST_EARLY_READS__?: Map<string, EarlyRead>
  }
}

/** The address a load is remembered by: its path and query, as loaded (before the app corrects it). */
export const addressOf = (location: Pick<Location, 'pathname' | 'search'>) =>
  location.pathname + location.search

/** Starts the reads remembered for this page's address, signed in with the stored token; none without one. */
export function startEarlyReads(win: Window) {
  const token = win.localStorage.getItem(TOKEN_STORAGE_KEY)
  if (!token) return
  const reads = rememberedReads(win.localStorage, addressOf(win.location))
  if (!reads.length) return
  const base = apiBaseUrl()
  const early = new Map<string, EarlyRead>()
  for (const path of reads) {
    // The headers of the app's own read (api.ts): fetchBaseQuery asks for JSON.
    const headers = new Headers([...callHeaders(token), ['Accept', 'application/json']])
    const response = win.fetch(base + path, { headers })
    // A failed early read is the app's to see when it takes it (it then asks again), or no one's.
    response.catch(() => undefined)
    early.set(base + path, { headers, response })
  }
  win.__ROOST_EARLY_READS__ = early
}

const sameHeaders = (a: Headers, b: Headers) => JSON.stringify([...a]) === JSON.stringify([...b])

/**
 * The answer of the read started early for `request`, taken once: a GET of the same URL with the same headers.
 * It honours the request's signal (the call's timeout); if the early read failed, the provider is asked again.
 */
export function takeEarlyRead(request: Request, win: Window = window): Promise<Response> | undefined {
  const early = win.__ROOST_EARLY_READS__?.get(request.url)
  if (!early || request.method !== 'GET' || !sameHeaders(early.headers, request.headers)) return undefined
  win.__ROOST_EARLY_READS__?.delete(request.url)
  const { signal } = request
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
    early.response.then(resolve, () => fetch(request).then(resolve, reject))
  })
}

/** The GET URLs asked for since recordFirstReads, until rememberFirstReads. */
let recorded: string[] | undefined

/** From now on, the reads the app asks for are noted, to be remembered for this load (rememberFirstReads). */
export function recordFirstReads() {
  recorded = []
}

/**
 * Remembers the reads noted since recordFirstReads for each of `addresses` (the address as loaded and as the app
 * corrected it, which a reload loads), for their next load, while the session that made them holds; and drops the
 * early reads the app did not take.
 */
export function rememberFirstReads(addresses: readonly string[], win: Window = window) {
  const base = apiBaseUrl()
  if (recorded && tokenStorage.get()) {
    const paths = recorded.filter((url) => url.startsWith(`${base}/`)).map((url) => url.slice(base.length))
    for (const address of new Set(addresses)) rememberReads(win.localStorage, address, paths)
  }
  recorded = undefined
  win.__ROOST_EARLY_READS__ = undefined
}

/** The app's fetch of the provider (fetchBaseQuery's fetchFn): a read started early when there is one. */
export function providerFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (!(input instanceof Request) || init) return fetch(input, init)
  if (recorded && input.method === 'GET') recorded.push(input.url)
  return takeEarlyRead(input) ?? fetch(input)
}
