import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { Persistor } from 'redux-persist'
import { App } from './App'
import type { AppStore } from './core/store'

/**
 * Renders the app into the page's root element (`firstReads`: see App). The first render is a transition: when the
 * session check and the screen's reads have already answered, it is the whole app, shell and screen, and React
 * renders it in slices between frames rather than in one long task.
 */
export function mount(store: AppStore, persistor: Persistor, firstReads?: Promise<void>) {
  const root = createRoot(document.getElementById('root') as HTMLElement)
  startTransition(() =>
    root.render(
      <StrictMode>
        <App store={store} persistor={persistor} firstReads={firstReads} />
      </StrictMode>,
    ),
  )
}
