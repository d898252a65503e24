import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { persistStore } from 'redux-persist'
import { App } from './app/App'
import { tokenStorage } from './app/core/session/tokenStorage'
import { makeStore } from './app/core/store'
import { correctedListAddress } from './app/routes/listScreens'
import { prefetchOnNavigation } from './app/routes/navigationPrefetch'
import { preloadAnonymousScreen, preloadScreen } from './app/routes/routes'
import { prefetchSession } from './app/session/useSessionCheck'

const store = makeStore()
const persistor = persistStore(store)
// A list screen's address is corrected (spec §5) before the router reads it, not by a navigation after it has drawn.
const corrected = correctedListAddress(window.location.pathname, window.location.search)
if (corrected) window.history.replaceState(window.history.state, '', corrected)
// Signed in: the session check starts now rather than after the first render, and the screen's chunk and first
// data load while it runs, not after it. Signed out: the sign-in page (or the public page asked for) loads beside
// the entry.
if (tokenStorage.get()) {
  prefetchSession(store.dispatch)
  preloadScreen(window.location, store.dispatch)
} else {
  preloadAnonymousScreen(window.location.pathname)
}
// In-app navigations start the next screen's reads as they begin, not after its first render.
prefetchOnNavigation(window, store.dispatch)

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App store={store} persistor={persistor} />
  </StrictMode>,
)
