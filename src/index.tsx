import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { persistStore } from 'redux-persist'
import { App } from './app/App'
import { tokenStorage } from './app/core/session/tokenStorage'
import { makeStore } from './app/core/store'
import { preloadScreen } from './app/routes/routes'

const store = makeStore()
const persistor = persistStore(store)
// Signed in: the screen's chunk and first data load while the session is checked, not after it.
if (tokenStorage.get()) preloadScreen(window.location, store.dispatch)

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App store={store} persistor={persistor} />
  </StrictMode>,
)
