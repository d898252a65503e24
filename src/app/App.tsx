import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { Provider } from 'react-redux'
import { BrowserRouter, useRoutes } from 'react-router-dom'
import type { Persistor } from 'redux-persist'
import { PersistGate } from 'redux-persist/integration/react'
import { FullPageLoader } from '../design-system/Spinner'
import { CompiledCss, GlobalStyle } from '../design-system/theme'
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

const CHECKING: Session = { status: 'checking' }

/**
 * True once `firstReads` has settled, or FIRST_READS_WAIT_MS after `checked` turned true, whichever comes first;
 * true at once without `firstReads`.
 */
function useFirstReadsIn(firstReads: Promise<void> | undefined, checked: boolean): boolean {
  const [arrived, setArrived] = useState(firstReads === undefined)
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

/**
 * A loading screen until the session check finishes (spec §2), then the routes this operator may use. At boot it
 * stays until the first screen's reads have answered too (`firstReads`, started beside the session check), for
 * at most FIRST_READS_WAIT_MS more: the screen is then drawn once, with its rows, rather than with placeholders
 * that its rows, arriving while it is drawn, make React draw again. The app behind the gate (shell and screen at
 * once) renders as a transition, in slices between frames, not as one long task; the loading screen stays until
 * it is ready.
 */
function SessionGate({ firstReads }: { firstReads?: Promise<void> }) {
  const checked = useSessionCheck()
  const readsIn = useFirstReadsIn(firstReads, checked.status !== 'checking')
  const session = useDeferredValue(checked.status === 'signedIn' && !readsIn ? CHECKING : checked)
  if (session.status === 'checking') return <FullPageLoader label="Checking your session" />
  const modules = session.status === 'signedIn' ? session.routes : { complaints: true, expenses: true }
  return (
    <SessionContext.Provider value={session}>
      <AppErrorFallback user={reportedUser(session)}>
        <AppRoutes {...modules} />
      </AppErrorFallback>
    </SessionContext.Provider>
  )
}

export type AppProps = {
  store: AppStore
  /** Restores persisted UI preferences before the first render. */
  persistor?: Persistor
  /** At boot, signed in: settles once the session check's and the first screen's reads have answered. */
  firstReads?: Promise<void>
}

/**
 * The app's routes are matched with `useRoutes` inside a declarative router, not a data router
 * (`createBrowserRouter`): it uses no loaders or actions, and the data router's code would be about 17 KB gzipped
 * more in what every page, the sign-in page first, loads before anything else.
 */
export function App({ store, persistor, firstReads }: AppProps) {
  const gate = (
    <BrowserRouter>
      <SessionGate firstReads={firstReads} />
    </BrowserRouter>
  )
  return (
    <CompiledCss>
      <Provider store={store}>
        <GlobalStyle />
        {persistor ? (
          <PersistGate persistor={persistor} loading={<FullPageLoader />}>
            {gate}
          </PersistGate>
        ) : (
          gate
        )}
      </Provider>
    </CompiledCss>
  )
}
