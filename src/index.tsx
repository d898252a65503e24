import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { persistStore } from 'redux-persist'
import { App } from './app/App'
import { makeStore } from './app/core/store'

const store = makeStore()
const persistor = persistStore(store)

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App store={store} persistor={persistor} />
  </StrictMode>,
)
