import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { persistStore } from 'redux-persist'
import { App } from './app/App'
import { tokenStorage } from './app/core/session/tokenStorage'
import { makeStore } from './app/core/store'
import { preloadScreen } from './app/routes/routes'
import { prefetchSession } from './app/session/useSessionCheck'

const store = makeStore()
const persistor = persistStore(store)
// Signed in: the session check starts now rather than after the first render, and the screen's chunk and first
// data load while it runs, not after it.
if (tokenStorage.get()) {
  prefetchSession(store.dispatch)
  preloadScreen(window.location, store.dispatch)
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App store={store} persistor={persistor} />
  </StrictMode>,
)
