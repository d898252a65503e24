import { preloadable } from '../core/lazyPart'
import type { ScreenModule } from './Screen'

/**
 * A screen loaded on first use, like React.lazy, but rendered at once when its module has already arrived (a
 * preloaded screen): React.lazy suspends on its first render whatever its promise's state, and React then
 * holds the screen back until 300 ms after its fallback appeared (Suspense throttling).
 */
export function lazyScreen(load: () => Promise<ScreenModule>) {
  const screen = preloadable(load)
  function LazyScreen() {
    const { default: Component } = screen.useLoaded()
    return <Component />
  }
  return { preload: screen.preload, Component: LazyScreen }
}
