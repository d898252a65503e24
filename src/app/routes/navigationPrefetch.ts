import type { AppDispatch } from '../core/store'
import { tokenStorage } from '../core/session/tokenStorage'
import { preloadScreen } from './screens'

/** A plain left click on a link to another address of this app, which the router will take without a reload. */
function inAppLink(event: MouseEvent, origin: string): URL | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null
  if (link.target !== '' && link.target !== '_self') return null
  const url = new URL(link.href)
  return url.origin === origin ? url : null
}

/**
 * Starts a signed-in screen's chunk and first reads (preloadScreen) as an in-app navigation to it begins: a press on
 * one of the app's links (the pointer going down, a moment before the click; or the click, from the keyboard),
 * seen on the way down before the router's own handler, or the browser's back and forward. Left to the screen, its
 * reads would start only once its first render had committed, about 30–40 ms after the click here. A press that
 * ends elsewhere costs one unused read. Signed out it does nothing: the sign-in pages read nothing, and a read
 * without a token signs out. Returns the function that stops it.
 */
export function prefetchOnNavigation(target: Window, dispatch: AppDispatch): () => void {
  const onPress = (event: MouseEvent) => {
    const url = tokenStorage.get() ? inAppLink(event, target.location.origin) : null
    if (url) preloadScreen(url, dispatch)
  }
  const onPopState = () => {
    if (tokenStorage.get()) preloadScreen(target.location, dispatch)
  }
  const pressed = ['pointerdown', 'click'] as const
  for (const type of pressed) target.document.addEventListener(type, onPress, { capture: true })
  target.addEventListener('popstate', onPopState)
  return () => {
    for (const type of pressed) target.document.removeEventListener(type, onPress, { capture: true })
    target.removeEventListener('popstate', onPopState)
  }
}
