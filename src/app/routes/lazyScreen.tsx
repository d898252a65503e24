import { use } from 'react'
import type { ScreenModule } from './Screen'

/**
 * A screen loaded on first use, like React.lazy, but rendered at once when its module has already arrived (a
 * preloaded screen): React.lazy suspends on its first render whatever its promise's state, and React then
 * holds the screen back until 300 ms after its fallback appeared (Suspense throttling).
 */
export function lazyScreen(load: () => Promise<ScreenModule>) {
  let loaded: ScreenModule | undefined
  let loading: Promise<ScreenModule> | undefined
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed chunk is fetched again on the next attempt (the error screen's retry).
        loading = undefined
        throw error
      },
    ))
  function LazyScreen() {
    const { default: Component } = loaded ?? use(preload())
    return <Component />
  }
  return { preload, Component: LazyScreen }
}
