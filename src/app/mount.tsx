import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { Persistor } from 'redux-persist'
import { App } from './App'
import type { AppStore } from './core/store'

/** Renders the app into the page's root element (`firstReads`: see App). */
export function mount(store: AppStore, persistor: Persistor, firstReads?: Promise<void>) {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App store={store} persistor={persistor} firstReads={firstReads} />
    </StrictMode>,
  )
}
