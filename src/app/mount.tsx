import { startTransition, StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { Persistor } from 'redux-persist'
import { App, LOADING_SCREEN_DELAY_MS } from './App'
import { markBoot } from './core/bootMarks'
import { hasSettled } from './core/firstReads'
import type { AppStore } from './core/store'

/**
 * Renders the app into the page's root element once the first reads (`firstReads`: see App) have answered, for at
 * most LOADING_SCREEN_DELAY_MS: its first render is then the whole app, shell and screen with their data, rather
 * than an empty gate first (its global styles and a frame) and the app in a second, deferred render once they
 * answer. Should they take longer, the app mounts and its loading screen shows at once, as it would have after the
 * same wait. The first render is a transition: React renders it in slices between frames rather than in one long
 * task.
 */
export async function mount(
  store: AppStore,
  persistor: Persistor,
  firstReads?: Promise<void>,
): Promise<Root> {
  const started = performance.now()
  if (firstReads && !hasSettled(firstReads))
    await Promise.race([firstReads, new Promise((resolve) => setTimeout(resolve, LOADING_SCREEN_DELAY_MS))])
  const loaderDelayMs = Math.max(0, LOADING_SCREEN_DELAY_MS - (performance.now() - started))
  markBoot('render')
  const root = createRoot(document.getElementById('root') as HTMLElement)
  startTransition(() =>
    root.render(
      <StrictMode>
        <App store={store} persistor={persistor} firstReads={firstReads} loaderDelayMs={loaderDelayMs} />
      </StrictMode>,
    ),
  )
  return root
}
