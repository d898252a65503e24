import type { AppStore, RootState } from './store'

/** True while any read of the provider is on its way (retries included). */
const readsPending = (state: RootState) =>
  Object.values(state.api.queries).some((query) => query?.status === 'pending')

/**
 * Resolves once no read is on its way: at boot, after the session check's and the first screen's reads were
 * started, once they have all answered (or failed for good). Resolves at once when none is.
 */
export function readsSettled(store: AppStore): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(() => {
      if (readsPending(store.getState())) return
      unsubscribe()
      resolve()
    })
    if (!readsPending(store.getState())) {
      unsubscribe()
      resolve()
    }
  })
}

const settled = new WeakSet<Promise<void>>()

/**
 * Notes when `reads` has settled, so that a render can tell at once (`hasSettled`) rather than a tick after it
 * asks; answers `reads` itself.
 */
export function noteSettled(reads: Promise<void>): Promise<void> {
  void reads.then(() => settled.add(reads))
  return reads
}

/** True once a promise passed to `noteSettled` has settled. */
export const hasSettled = (reads: Promise<void>) => settled.has(reads)
