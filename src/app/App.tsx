import { useDeferredValue, useEffect, useMemo } from 'react'
import { Provider } from 'react-redux'
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import type { Persistor } from 'redux-persist'
import { PersistGate } from 'redux-persist/integration/react'
import { FullPageLoader } from '../design-system/Spinner'
import { GlobalStyle } from '../design-system/theme'
import type { AppStore } from './core/store'
import { buildRoutes } from './routes/routes'
import { SessionContext } from './session/SessionContext'
import { useSessionCheck } from './session/useSessionCheck'

type RouterFactory = (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>

/** Builds the router for the current module flags, and again whenever they change. */
function AppRouter({
  complaints,
  expenses,
  createRouter,
}: {
  complaints: boolean
  expenses: boolean
  createRouter: RouterFactory
}) {
  const router = useMemo(
    () => createRouter(buildRoutes({ complaints, expenses })),
    [complaints, expenses, createRouter],
  )
  useEffect(() => () => router.dispose(), [router])
  // RouterProvider keeps the state of the router it first got: keyed by the flags, a new router starts from its own
  // matches (else the old matches' route ids would name the new table's routes, e.g. a closed page's neighbour).
  return <RouterProvider key={`${complaints}-${expenses}`} router={router} />
}

/**
 * A loading screen until the session check finishes (spec §2), then the routes this operator may use. The app
 * behind the gate (shell and screen at once) renders as a transition, in slices between frames, not as one long
 * task; the loading screen stays until it is ready.
 */
function SessionGate({ createRouter }: { createRouter: RouterFactory }) {
  const session = useDeferredValue(useSessionCheck())
  if (session.status === 'checking') return <FullPageLoader label="Checking your session" />
  const modules = session.status === 'signedIn' ? session.routes : { complaints: true, expenses: true }
  return (
    <SessionContext.Provider value={session}>
      <AppRouter {...modules} createRouter={createRouter} />
    </SessionContext.Provider>
  )
}

export type AppProps = {
  store: AppStore
  /** Restores persisted UI preferences before the first render. */
  persistor?: Persistor
  /** @default createBrowserRouter; tests pass a memory router. */
  createRouter?: RouterFactory
}

export function App({ store, persistor, createRouter = createBrowserRouter }: AppProps) {
  const gate = <SessionGate createRouter={createRouter} />
  return (
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
  )
}
