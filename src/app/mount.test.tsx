import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { Root } from 'react-dom/client'
import { persistStore } from 'redux-persist'
import { demoOperator, moduleFlag } from '../testing/fixtures'
import { setupMswServer } from '../testing/mswServer'
import { LOADING_SCREEN_DELAY_MS } from './App'
import { browser } from './core/browser'
import { noteSettled } from './core/firstReads'
import { TOKEN_STORAGE_KEY, USER_ID_STORAGE_KEY } from './core/session/tokenStorage'
import { makeStore } from './core/store'
import { mount } from './mount'
import { prefetchSession } from './session/useSessionCheck'

const server = setupMswServer()
const USER_DETAIL = 'http://localhost/user/api/v1/user_detail'
const MODULES = 'http://localhost/user/api/v1/operator/module/content_type/operatoruser/object_id/:id/list'
const LOADER = { name: 'Checking your session' }

/** The session check's two calls, the profile's answered once `answer` has settled. */
function sessionCheck(answer: Promise<void> = Promise.resolve()) {
  server.use(
    http.get(USER_DETAIL, async () => {
      await answer
      return HttpResponse.json({ data: demoOperator })
    }),
    http.get(MODULES, () =>
      HttpResponse.json({ data: [moduleFlag('expense', true), moduleFlag('complaint', true)] }),
    ),
  )
}

let root: Root | undefined

beforeEach(() => {
  jest.spyOn(browser, 'goTo').mockImplementation(() => undefined)
  localStorage.setItem(TOKEN_STORAGE_KEY, 'demo-token')
  // A returning visit: the module flags are asked for beside the profile.
  localStorage.setItem(USER_ID_STORAGE_KEY, '1')
  document.body.innerHTML = '<div id="root"></div>'
  window.history.replaceState(null, '', '/dashboard')
})
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  localStorage.clear()
})

/** Boots as src/index.tsx does, the session check started: `firstReads` settles when `answered` is called. */
function boot() {
  const store = makeStore()
  prefetchSession(store.dispatch)
  let answered: () => void = () => undefined
  const firstReads = noteSettled(new Promise<void>((resolve) => (answered = resolve)))
  return { store, persistor: persistStore(store), firstReads, answered: () => answered() }
}

describe('mounting the app at boot', () => {
  it('draws nothing while the first reads are out, then the screen, with no loading screen between', async () => {
    sessionCheck()
    const { store, persistor, firstReads, answered } = boot()
    await waitFor(() =>
      expect(Object.values(store.getState().api.queries).map((query) => query?.status)).toEqual([
        'fulfilled',
        'fulfilled',
      ]),
    )
    const drawn: string[] = []
    const watch = new MutationObserver(() =>
      drawn.push(screen.queryByRole('progressbar', LOADER) ? 'loader' : 'page'),
    )
    watch.observe(document.body, { childList: true, subtree: true })
    const mounting = mount(store, persistor, firstReads)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(drawn).toEqual([])
    answered()
    root = await act(() => mounting)
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    watch.disconnect()
    expect(drawn).not.toContain('loader')
  })

  it('mounts after LOADING_SCREEN_DELAY_MS when the first reads are slower, and shows the loading screen at once', async () => {
    let release: () => void = () => undefined
    sessionCheck(new Promise<void>((resolve) => (release = resolve)))
    const { store, persistor, firstReads } = boot()
    const started = performance.now()
    root = await act(() => mount(store, persistor, firstReads))
    const mounted = performance.now()
    expect(mounted - started).toBeGreaterThanOrEqual(LOADING_SCREEN_DELAY_MS - 1)
    expect(await screen.findByRole('progressbar', LOADER)).toBeInTheDocument()
    // Shown right after mounting, not after a second wait as long as the first.
    expect(performance.now() - mounted).toBeLessThan(LOADING_SCREEN_DELAY_MS)
    release()
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 3000 })).toBeInTheDocument()
  })
})
