import { persistStore } from 'redux-persist'
import { markBoot } from './app/core/bootMarks'
import { addressOf, recordFirstReads, rememberFirstReads } from './app/core/earlyReads/earlyReads'
import { noteSettled, readsSettled } from './app/core/firstReads'
import { tokenStorage } from './app/core/session/tokenStorage'
import { makeStore } from './app/core/store'
import { correctedListAddress } from './app/routes/listScreens'
import { prefetchOnNavigation } from './app/routes/navigationPrefetch'
import { preloadAnonymousScreen, preloadScreen } from './app/routes/screens'
import { prefetchSession } from './app/session/useSessionCheck'

const store = makeStore()
const persistor = persistStore(store)
// The address as loaded and as corrected (which a reload loads): the next load of either asks for this one's first
// reads early (src/earlyReads.ts).
const loaded = addressOf(window.location)
// A list screen's address is corrected (spec §5) before the router reads it, not by a navigation after it has drawn.
const corrected = correctedListAddress(window.location.pathname, window.location.search)
if (corrected) window.history.replaceState(window.history.state, '', corrected)
const shown = addressOf(window.location)
// Signed in: the session check starts now rather than after the first render, and the screen's chunk and first
// data load while it runs, not after it. Signed out: the sign-in page (or the public page asked for) loads beside
// the entry.
// Signed in, the loading screen then waits for those reads too, so that the screen is drawn once, with its data.
let firstReads: Promise<void> | undefined
let readsStarted = Promise.resolve()
if (tokenStorage.get()) {
  recordFirstReads()
  prefetchSession(store.dispatch)
  const screen = preloadScreen(window.location, store.dispatch)
  // The rest of the entry waits for the screen's reads to go out, unless the early-reads script has sent them.
  if (!window.__ROOST_EARLY_READS__?.size) readsStarted = screen.started
  firstReads = noteSettled(screen.ready.then(() => readsSettled(store)))
  void firstReads.then(() => rememberFirstReads([loaded, shown]))
} else {
  preloadAnonymousScreen(window.location.pathname)
}
// In-app navigations start the next screen's reads as they begin, not after its first render.
prefetchOnNavigation(window, store.dispatch)
markBoot('entry')

/*
 * The rest of the entry (React DOM, the app's components and the design system) runs in a task of its own, after
 * the requests above have gone out, the screen's first reads included (its reads' chunk runs first): one long task
 * would block input the whole time, and on a first visit, with no compiled code cached, it is the page's longest.
 * When the early-reads script sent the screen's reads, it runs while the reads' chunk is on its way rather than
 * after it (`bench:side-by-side`: the dashboard's loads 14–24% sooner in four runs, all 16 screens' 1–3%).
 * `eager` keeps that code in the entry's files (no further request); it only waits to run until it is imported.
 */
void readsStarted
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => import(/* webpackMode: "eager" */ './app/mount'))
  .then(({ mount }) => mount(store, persistor, firstReads))
