import { use, type ComponentType } from 'react'

/**
 * A value loaded on first use (a chunk's module), kept once it has arrived: `useLoaded`, called in a render,
 * returns it at once then, and otherwise suspends on `preload`'s promise (React's `use`). A failed load is tried
 * again on the next `preload`.
 */
export function preloadable<T>(load: () => Promise<T>) {
  let loaded: { value: T } | undefined
  let loading: Promise<T> | undefined
  const preload = () =>
    (loading ??= load().then(
      (value) => {
        loaded = { value }
        return value
      },
      (error: unknown) => {
        // A failed chunk is fetched again on the next attempt (the error screen's retry).
        loading = undefined
        throw error
      },
    ))
  const useLoaded = () => (loaded ? loaded.value : use(preload()))
  return { preload, useLoaded }
}

/**
 * A component loaded on first use, like React.lazy, but rendered at once when its chunk has already arrived
 * (`preload` called early, beside the screen's first reads): React.lazy suspends on its first render whatever its
 * promise's state, and React then holds the content back until 300 ms after its fallback appeared (Suspense
 * throttling).
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const part = preloadable(load)
  function LazyPart(props: Props) {
    const Component = part.useLoaded()
    return <Component {...props} />
  }
  return { preload: part.preload, Component: LazyPart }
}
