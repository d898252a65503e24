import { useDeferredValue, useMemo } from 'react'
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
import { reportedUser, useSessionCheck } from './session/useSessionCheck'

/** The routes for the current module flags, matched against the address. */
function AppRoutes({ complaints, expenses }: { complaints: boolean; expenses: boolean }) {
  const routes = useMemo(() => buildRoutes({ complaints, expenses }), [complaints, expenses])
  return useRoutes(routes)
}

/**
 * A loading screen until the session check finishes (spec §2), then the routes this operator may use. The app
 * behind the gate (shell and screen at once) renders as a transition, in slices between frames, not as one long
 * task; the loading screen stays until it is ready.
 */
function SessionGate() {
  const session = useDeferredValue(useSessionCheck())
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
}

/**
 * The app's routes are matched with `useRoutes` inside a declarative router, not a data router
 * (`createBrowserRouter`): it uses no loaders or actions, and the data router's code would be about 17 KB gzipped
 * more in what every page, the sign-in page first, loads before anything else.
 */
export function App({ store, persistor }: AppProps) {
  const gate = (
    <BrowserRouter>
      <SessionGate />
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
