import { http, HttpResponse } from 'msw'
import { setupMswServer } from '../../../testing/mswServer'
import { callHeaders } from '../headers'
import { TOKEN_STORAGE_KEY } from '../session/tokenStorage'
import {
  providerFetch,
  recordFirstReads,
  rememberFirstReads,
  startEarlyReads,
  takeEarlyRead,
} from './earlyReads'
import {
  REMEMBERED_ADDRESSES,
  REMEMBERED_READS_PER_ADDRESS,
  rememberedReads,
  rememberReads,
} from './remembered'

const server = setupMswServer()
const LIST = '/expense/api/v1/operator/expense/list?offset=0&limit=10'
const PROFILE = '/user/api/v1/user_detail'
const origin = window.location.origin

/** How many times the provider was asked for each path and query. */
function providerAsked() {
  const asked = new Map<string, number>()
  let answer = 0
  server.use(
    http.get(/\/api\//, ({ request }) => {
      const url = new URL(request.url)
      const key = url.pathname + url.search
      asked.set(key, (asked.get(key) ?? 0) + 1)
      answer += 1
      return HttpResponse.json({ answer })
    }),
  )
  return asked
}

/** A read as the app's base query sends it: the call's headers and JSON asked for. */
const appRead = (path: string, init: RequestInit = {}) =>
  new Request(origin + path, {
    headers: [...callHeaders('secret'), ['Accept', 'application/json']],
    ...init,
  })

beforeEach(() => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'secret')
  window.history.replaceState(null, '', '/finance/expenses')
})
afterEach(() => {
  rememberFirstReads([])
  localStorage.clear()
})

describe('the reads remembered by address', () => {
  it('keeps the most recently loaded addresses, each with its first reads once', () => {
    for (let index = 0; index <= REMEMBERED_ADDRESSES; index += 1)
      rememberReads(localStorage, `/screen/${index}`, [PROFILE, PROFILE, LIST])
    expect(rememberedReads(localStorage, `/screen/${REMEMBERED_ADDRESSES}`)).toEqual([PROFILE, LIST])
    expect(rememberedReads(localStorage, '/screen/1')).toEqual([PROFILE, LIST])
    expect(rememberedReads(localStorage, '/screen/0')).toEqual([])

    const many = Array.from({ length: REMEMBERED_READS_PER_ADDRESS + 3 }, (_, index) => `/a/api/${index}`)
    rememberReads(localStorage, '/screen/1', many)
    expect(rememberedReads(localStorage, '/screen/1')).toEqual(many.slice(0, REMEMBERED_READS_PER_ADDRESS))
  })

  it('keeps only paths on the provider, and reads a damaged record as none', () => {
    rememberReads(localStorage, '/dashboard', [
      '//elsewhere.example/steal',
      'https://elsewhere.example/x',
      PROFILE,
    ])
    expect(rememberedReads(localStorage, '/dashboard')).toEqual([PROFILE])
    localStorage.setItem('roost.firstReads', '{not json')
    expect(rememberedReads(localStorage, '/dashboard')).toEqual([])
    localStorage.setItem('roost.firstReads', JSON.stringify([{ address: '/dashboard', reads: 'x' }, 3]))
    expect(rememberedReads(localStorage, '/dashboard')).toEqual([])
  })
})

describe('early reads', () => {
  it("ask for this address's remembered reads, whose answers the app's same reads take", async () => {
    const asked = providerAsked()
    rememberReads(localStorage, '/finance/expenses', [PROFILE, LIST])
    rememberReads(localStorage, '/dashboard', ['/dashboard/api/v1/operator/summary'])
    startEarlyReads(window)

    const [profile, list] = await Promise.all([providerFetch(appRead(PROFILE)), providerFetch(appRead(LIST))])
    expect(profile.ok && list.ok).toBe(true)
    expect(Object.fromEntries(asked)).toEqual({ [PROFILE]: 1, [LIST]: 1 })

    // Each answer is taken once: the same read again goes to the provider.
    await providerFetch(appRead(LIST))
    expect(asked.get(LIST)).toBe(2)
  })

  it('start nothing signed out, or for an address never loaded', async () => {
    const asked = providerAsked()
    rememberReads(localStorage, '/dashboard', [PROFILE])
    startEarlyReads(window)
    localStorage.removeItem(TOKEN_STORAGE_KEY)
    window.history.replaceState(null, '', '/dashboard')
    startEarlyReads(window)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked.size).toBe(0)
  })

  it('are not taken by a read with other headers or another method', async () => {
    const asked = providerAsked()
    server.use(http.post(/\/api\//, () => HttpResponse.json({ posted: true })))
    rememberReads(localStorage, '/finance/expenses', [LIST])
    startEarlyReads(window)

    expect(takeEarlyRead(new Request(origin + LIST))).toBeUndefined()
    expect(takeEarlyRead(appRead(LIST, { method: 'POST', body: '{}' }))).toBeUndefined()
    const other = appRead(LIST)
    other.headers.set('Idempotency-Key', 'k')
    expect(takeEarlyRead(other)).toBeUndefined()
    expect(takeEarlyRead(appRead(LIST))).toBeDefined()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked.get(LIST)).toBe(1)
  })

  it('ask the provider again when the early read failed, and honour the call’s signal', async () => {
    let fail = true
    server.use(http.get(/\/api\//, () => (fail ? HttpResponse.error() : HttpResponse.json({ again: true }))))
    rememberReads(localStorage, '/finance/expenses', [LIST, PROFILE])
    startEarlyReads(window)
    await new Promise((resolve) => setTimeout(resolve, 50))
    fail = false
    await expect((await providerFetch(appRead(LIST))).json()).resolves.toEqual({ again: true })

    const timeout = new AbortController()
    const read = providerFetch(appRead(PROFILE, { signal: timeout.signal }))
    timeout.abort(new DOMException('signal timed out', 'TimeoutError'))
    await expect(read).rejects.toMatchObject({ name: 'TimeoutError' })
  })
})

describe('remembering first reads', () => {
  it('remembers the GETs asked for while recording, for each address given, and drops early reads not taken', async () => {
    providerAsked()
    server.use(http.post(/\/api\//, () => HttpResponse.json({})))
    rememberReads(localStorage, '/finance/expenses', ['/user/api/v1/gone'])
    startEarlyReads(window)
    recordFirstReads()
    await providerFetch(appRead(PROFILE))
    await providerFetch(appRead(LIST))
    await providerFetch(appRead('/expense/api/v1/operator/expense', { method: 'POST', body: '{}' }))
    rememberFirstReads(['/finance/expenses', '/finance/expenses?page=1'])

    expect(rememberedReads(localStorage, '/finance/expenses')).toEqual([PROFILE, LIST])
    expect(rememberedReads(localStorage, '/finance/expenses?page=1')).toEqual([PROFILE, LIST])
    expect(window.__ROOST_EARLY_READS__).toBeUndefined()
    // Recording has stopped: later reads change nothing.
    await providerFetch(appRead('/user/api/v1/later'))
    rememberFirstReads(['/finance/expenses'])
    expect(rememberedReads(localStorage, '/finance/expenses')).toEqual([PROFILE, LIST])
  })

  it('remembers nothing once the session that made them has gone', async () => {
    providerAsked()
    recordFirstReads()
    await providerFetch(appRead(PROFILE))
    localStorage.removeItem(TOKEN_STORAGE_KEY)
    rememberFirstReads(['/finance/expenses'])
    expect(rememberedReads(localStorage, '/finance/expenses')).toEqual([])
  })
})
