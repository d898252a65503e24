import { useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { BrowserRouter, useRoutes } from 'react-router-dom'
import type { Persistor } from 'redux-persist'
import { FullPageLoader } from '../design-system/Spinner'
import { CompiledCss, GlobalStyle } from '../design-system/theme'
import { hasSettled } from './core/firstReads'
import type { AppStore } from './core/store'
import { AppErrorFallback } from './routes/AppErrorFallback'
import { buildRoutes } from './routes/routes'
import { SessionContext } from './session/SessionContext'
import { reportedUser, useSessionCheck, type Session } from './session/useSessionCheck'

/** The routes for the current module flags, matched against the address. */
function AppRoutes({ complaints, expenses }: { complaints: boolean; expenses: boolean }) {
  const routes = useMemo(() => buildRoutes({ complaints, expenses }), [complaints, expenses])
  return useRoutes(routes)
}

/** How long past the session check the loading screen waits for the first screen's reads, at most. */
export const FIRST_READS_WAIT_MS = 300

/** How long the app is blank before its loading screen shows: a shorter wait would only flash it. */
export const LOADING_SCREEN_DELAY_MS = 150

const CHECKING: Session = { status: 'checking' }

/**
 * True once `firstReads` has settled, or FIRST_READS_WAIT_MS after `checked` turned true, whichever comes first;
 * true at once without `firstReads`.
 */
function useFirstReadsIn(firstReads: Promise<void> | undefined, checked: boolean): boolean {
  const [arrived, setArrived] = useState(firstReads === undefined || hasSettled(firstReads))
  useEffect(() => {
    let current = true
    void firstReads?.then(() => {
      if (current) setArrived(true)
    })
    return () => {
      current = false
    }
  }, [firstReads])
  useEffect(() => {
    if (!checked || arrived) return undefined
    const timer = setTimeout(() => setArrived(true), FIRST_READS_WAIT_MS)
    return () => clearTimeout(timer)
  }, [checked, arrived])
  return arrived
}

/** True once `waiting` has been true for `ms`; a timer runs only while it is, so nothing renders again after it. */
function useWaitedFor(ms: number, waiting: boolean): boolean {
  const [waited, setWaited] = useState(false)
  useEffect(() => {
    if (!waiting) return undefined
    const timer = setTimeout(() => setWaited(true), ms)
    return () => clearTimeout(timer)
  }, [ms, waiting])
  return waiting && waited
}

/**
 * A loading screen until the session check finishes (spec §2), then the routes this operator may use. At boot it
 * stays until the first screen's reads have answered too (`firstReads`, started beside the session check), for
 * at most FIRST_READS_WAIT_MS more: the screen is then drawn once, with its rows, rather than with placeholders
 * that its rows, arriving while it is drawn, make React draw again. The app behind the gate (shell and screen at
 * once) renders as a transition, in slices between frames, not as one long task; the loading screen stays until
 * it is ready. When both have answered before the app's first render (mount.tsx waits for them a while), that
 * render is the app's. The loading screen itself shows only once the page has waited LOADING_SCREEN_DELAY_MS
 * (`loaderDelayMs` here, what is left of it after mounting): a page that is ready sooner goes from blank to drawn,
 * without the loader flashing between, nor its frames taking time from the screen's render.
 */
function SessionGate({ firstReads, loaderDelayMs }: { firstReads?: Promise<void>; loaderDelayMs: number }) {
  const checked = useSessionCheck()
  const readsIn = useFirstReadsIn(firstReads, checked.status !== 'checking')
  const session = useDeferredValue(checked.status === 'signedIn' && !readsIn ? CHECKING : checked)
  const loaderDue = useWaitedFor(loaderDelayMs, session.status === 'checking')
  if (session.status === 'checking')
    return loaderDue ? <FullPageLoader label="Checking your session" /> : null
  const modules = session.status === 'signedIn' ? session.routes : { complaints: true, expenses: true }
  return (
    <SessionContext.Provider value={session}>
      <AppErrorFallback user={reportedUser(session)}>
        <AppRoutes {...modules} />
      </AppErrorFallback>
    </SessionContext.Provider>
  )
}

/**
 * The app once the persisted preferences are restored. redux-persist's PersistGate draws its placeholder on its
 * first render whatever the state, and the app only in a second render, synchronous, once it has mounted; this
 * reads the state as it renders. Restoring reads local storage before the app mounts (src/index.tsx), so the app's
 * first render is the app's, and a transition (mount.tsx) rather than one long task.
 */
function Restored({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const restored = useSyncExternalStore(persistor.subscribe, () => persistor.getState().bootstrapped)
  return restored ? children : null
}

export type AppProps = {
  store: AppStore
  /** Restores persisted UI preferences before the first render. */
  persistor?: Persistor
  /** At boot, signed in: settles once the session check's and the first screen's reads have answered. */
  firstReads?: Promise<void>
  /** How long the app is blank before its loading screen shows: less than LOADING_SCREEN_DELAY_MS by any wait
   * before it mounted (mount.tsx). */
  loaderDelayMs?: number
}

/**
 * The app's routes are matched with `useRoutes` inside a declarative router, not a data router
 * (`createBrowserRouter`): it uses no loaders or actions, and the data router's code would be about 17 KB gzipped
 * more in what every page, the sign-in page first, loads before anything else.
 */
export function App({ store, persistor, firstReads, loaderDelayMs = LOADING_SCREEN_DELAY_MS }: AppProps) {
  const gate = (
    <BrowserRouter>
      <SessionGate firstReads={firstReads} loaderDelayMs={loaderDelayMs} />
    </BrowserRouter>
  )
  return (
    <CompiledCss>
      <Provider store={store}>
        <GlobalStyle />
        {persistor ? <Restored persistor={persistor}>{gate}</Restored> : gate}
      </Provider>
    </CompiledCss>
  )
}
