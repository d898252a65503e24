import { delay, http, HttpResponse } from 'msw'
import { setupMswServer } from '../../testing/mswServer'
import { api, CALL_TIMEOUT_MS } from './api'
import { browser } from './browser'
import { makeStore } from './store'
import { TOKEN_STORAGE_KEY } from './session/tokenStorage'
import { selectToasts } from './toasts/toastsSlice'

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, undefined>({ query: () => '/probe/api/v1/thing' }),
    userDetail: build.query<unknown, undefined>({ query: () => '/user/api/v1/user_detail' }),
    moduleFlags: build.query<unknown, undefined>({
      query: () => '/user/api/v1/operator/module/content_type/operatoruser/object_id/7/list',
    }),
    change: build.mutation<unknown, undefined>({
      query: () => ({ url: '/probe/api/v1/thing', method: 'POST' }),
    }),
  }),
})

const server = setupMswServer()
const THING = 'http://localhost/probe/api/v1/thing'
const USER_DETAIL = 'http://localhost/user/api/v1/user_detail'
const MODULE_FLAGS = 'http://localhost/user/api/v1/operator/module/content_type/operatoruser/object_id/7/list'

/** Answers every call with the given status and body, counting the calls. */
function answer(
  url: string,
  status: number,
  body: Record<string, unknown> = {},
  method: 'get' | 'post' = 'get',
) {
  const calls = { count: 0, requests: [] as Request[] }
  server.use(
    http[method](url, ({ request }) => {
      calls.count += 1
      calls.requests.push(request)
      return HttpResponse.json(body, { status })
    }),
  )
  return calls
}

let goTo: jest.SpyInstance
beforeEach(() => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'secret-token')
  goTo = jest.spyOn(browser, 'goTo').mockImplementation(() => undefined)
})
afterEach(() => localStorage.clear())

/** Runs a query once and lets go of it, so no subscription outlives its test (reconnect refetches them all). */
async function queryOnce(
  store: ReturnType<typeof makeStore>,
  endpoint: 'probe' | 'userDetail' | 'moduleFlags',
) {
  const subscription = store.dispatch(probeApi.endpoints[endpoint].initiate(undefined))
  const result = await subscription
  subscription.unsubscribe()
  return result
}

const toastMessages = (store: ReturnType<typeof makeStore>) =>
  selectToasts(store.getState()).map((t) => t.message)

describe('every call', () => {
  it('sends the token, the user type and the source', async () => {
    const calls = answer(THING, 200, { data: 1 })
    const store = makeStore()
    await queryOnce(store, 'probe')
    const headers = calls.requests[0].headers
    expect(headers.get('Authorization')).toBe('Token secret-token')
    expect(headers.get('X-User-Type')).toBe('operator')
    expect(headers.get('X-Source')).toBe('desktop')
  })

  it('goes to the provider host that /config.js names, and to this origin by default', async () => {
    const calls = { count: 0 }
    server.use(
      http.get('http://provider.example/probe/api/v1/thing', () => {
        calls.count += 1
        return HttpResponse.json({ data: 1 })
      }),
    )
    window.__ROOST_CONFIG__ = { apiBaseUrl: 'http://provider.example/' }
    try {
      await queryOnce(makeStore(), 'probe')
    } finally {
      delete window.__ROOST_CONFIG__
    }
    expect(calls.count).toBe(1)
  })

  it('sends no authorisation header without a token', async () => {
    localStorage.clear()
    const calls = answer(THING, 200, { data: 1 })
    await queryOnce(makeStore(), 'probe')
    expect(calls.requests[0].headers.has('Authorization')).toBe(false)
  })
})

describe('error catalogue (spec §8)', () => {
  it('401 anywhere removes the token and goes to the site root, without a toast', async () => {
    answer(THING, 401, { message: 'Invalid token' })
    const store = makeStore()
    const result = await queryOnce(store, 'probe')
    expect(result.error).toMatchObject({ status: 401 })
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
    expect(goTo).toHaveBeenCalledWith('/')
    expect(toastMessages(store)).toEqual([])
  })

  it.each([401, 500])('%i on user_detail is swallowed: no redirect, no toast, token kept', async (status) => {
    answer(USER_DETAIL, status, { message: 'nope' })
    const store = makeStore()
    const result = await queryOnce(store, 'userDetail')
    expect(result.error).toMatchObject({ status })
    expect(goTo).not.toHaveBeenCalled()
    expect(toastMessages(store)).toEqual([])
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('secret-token')
  })

  it.each([400, 404, 500, 503])(
    '%i on the module flags is ignored silently: no toast, no redirect',
    async (status) => {
      answer(MODULE_FLAGS, status, { message: 'Flags are down' })
      const store = makeStore()
      const result = await queryOnce(store, 'moduleFlags')
      expect(result.error).toMatchObject({ status })
      expect(toastMessages(store)).toEqual([])
      expect(goTo).not.toHaveBeenCalled()
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('secret-token')
    },
  )

  it('425 goes to /maintenance', async () => {
    answer(THING, 425, { message: 'Down for maintenance' })
    const store = makeStore()
    await queryOnce(store, 'probe')
    expect(goTo).toHaveBeenCalledWith('/maintenance')
    expect(toastMessages(store)).toEqual([])
  })

  it("shows the server's message in an error toast and passes the error on", async () => {
    answer(THING, 400, { message: 'Move-out date cannot be before move-in date' })
    const store = makeStore()
    const result = await queryOnce(store, 'probe')
    expect(toastMessages(store)).toEqual(['Move-out date cannot be before move-in date'])
    expect(selectToasts(store.getState())[0].tone).toBe('error')
    expect(result.error).toMatchObject({
      status: 400,
      data: { message: 'Move-out date cannot be before move-in date' },
    })
    expect(goTo).not.toHaveBeenCalled()
  })

  it("shows exactly 'Some unknown error has occured' when the failure has no message", async () => {
    answer(THING, 404, { detail: 'x' })
    const store = makeStore()
    await queryOnce(store, 'probe')
    expect(toastMessages(store)).toEqual(['Some unknown error has occured'])
  })

  it('treats a network failure as an unknown error', async () => {
    server.use(http.get(THING, () => HttpResponse.error()))
    const store = makeStore()
    const result = await queryOnce(store, 'probe')
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' })
    expect(toastMessages(store)).toEqual(['Some unknown error has occured'])
  })

  it('a mutation rejects to its caller with the error', async () => {
    answer(THING, 400, { message: 'Amount must be more than zero' }, 'post')
    const store = makeStore()
    await expect(
      store.dispatch(probeApi.endpoints.change.initiate(undefined)).unwrap(),
    ).rejects.toMatchObject({
      status: 400,
    })
    expect(toastMessages(store)).toEqual(['Amount must be more than zero'])
  })
})

describe('retries (spec §9)', () => {
  it('retries a failing query twice, then reports one toast', async () => {
    const calls = answer(THING, 503, { message: 'Busy' })
    const store = makeStore()
    await queryOnce(store, 'probe')
    expect(calls.count).toBe(3)
    expect(toastMessages(store)).toEqual(['Busy'])
  })

  it('retries a failing mutation once', async () => {
    const calls = answer(THING, 500, {}, 'post')
    await makeStore().dispatch(probeApi.endpoints.change.initiate(undefined))
    expect(calls.count).toBe(2)
  })

  it.each([400, 403, 404, 409, 422])('never retries a %i', async (status) => {
    const calls = answer(THING, status)
    await queryOnce(makeStore(), 'probe')
    expect(calls.count).toBe(1)
  })

  it.each([408, 429])('retries a %i', async (status) => {
    const calls = answer(THING, status)
    await queryOnce(makeStore(), 'probe')
    expect(calls.count).toBe(3)
  })

  it("shows the provider's rate-limit sentence once its retries are spent", async () => {
    const message = 'Too many requests in a short time. Please try again in 42 seconds.'
    const calls = { count: 0 }
    server.use(
      http.get(THING, () => {
        calls.count += 1
        return HttpResponse.json({ message }, { status: 429, headers: { 'Retry-After': '42' } })
      }),
    )
    const store = makeStore()
    const result = await queryOnce(store, 'probe')
    expect(calls.count).toBe(3)
    expect(result.error).toMatchObject({ status: 429 })
    expect(toastMessages(store)).toEqual([message])
  })
})

describe('a call with no answer', () => {
  afterEach(() => jest.useRealTimers())

  it(`ends after ${CALL_TIMEOUT_MS / 1000} s with the unknown error toast, and is not retried`, async () => {
    const calls = { count: 0 }
    server.use(
      http.get(THING, async () => {
        calls.count += 1
        await delay('infinite')
      }),
    )
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] })
    const store = makeStore()
    const pending = queryOnce(store, 'probe')
    await jest.advanceTimersByTimeAsync(CALL_TIMEOUT_MS - 1)
    expect(toastMessages(store)).toEqual([])
    await jest.advanceTimersByTimeAsync(1)
    const result = await pending
    expect(result.error).toMatchObject({ status: 'TIMEOUT_ERROR' })
    expect(toastMessages(store)).toEqual(['Some unknown error has occured'])
    await jest.advanceTimersByTimeAsync(CALL_TIMEOUT_MS * 3)
    expect(calls.count).toBe(1)
  })
})

describe('refetching (spec §9)', () => {
  it('does not refetch on window focus, and refetches on reconnect', async () => {
    const calls = answer(THING, 200, { data: 1 })
    const store = makeStore()
    const subscription = store.dispatch(probeApi.endpoints.probe.initiate(undefined))
    await subscription
    expect(calls.count).toBe(1)
    window.dispatchEvent(new Event('focus'))
    document.dispatchEvent(new Event('visibilitychange'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls.count).toBe(1)
    window.dispatchEvent(new Event('offline'))
    window.dispatchEvent(new Event('online'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls.count).toBe(2)
    subscription.unsubscribe()
  })

  it('serves a repeated query from the cache while fresh (5 minutes)', async () => {
    const calls = answer(THING, 200, { data: 1 })
    const store = makeStore()
    const first = store.dispatch(probeApi.endpoints.probe.initiate(undefined))
    await first
    const second = store.dispatch(probeApi.endpoints.probe.initiate(undefined))
    await second
    expect(calls.count).toBe(1)
    first.unsubscribe()
    second.unsubscribe()
  })
})
