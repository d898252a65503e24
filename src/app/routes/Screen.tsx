import { Suspense, type ComponentType } from 'react'
import type { Params } from 'react-router-dom'
import { FullPageLoader } from '../../design-system/Spinner'
import type { AppDispatch } from '../core/store'
import type { ModuleRoutes } from '../core/session/moduleRoutes'
import { useSession } from '../session/SessionContext'
import { reportedUser } from '../session/useSessionCheck'
import { RouteErrorBoundary } from './RouteErrorBoundary'

/** What a screen's `prefetch` reads the address from: its query string and its route's parameters (`:id`). */
export type ScreenAddress = { search: URLSearchParams; params: Params }

/** A screen's module: the screen as its default export. */
export type ScreenModule = { default: ComponentType }

/**
 * A screen's reads module (`<Screen>.reads.ts`): `prefetch` starts the requests the screen's first render will make,
 * from the address alone (called when the app opens on the screen, or an in-app navigation to it begins, before it
 * renders), and resolves once it has started them. It is a chunk of its own, a few KB beside the screen's, so that
 * the requests go out as soon as it has run, not after the screen's chunk and everything it imports have.
 */
export type ScreenReads = {
  prefetch: (dispatch: AppDispatch, address: ScreenAddress) => void | Promise<void>
}

/**
 * A signed-in screen of the route table: its chunk (`load`), its reads' chunk (`reads`), and in `module` the flag it
 * depends on.
 */
export type ShellScreen = {
  path: string
  load: () => Promise<ScreenModule>
  reads: () => Promise<ScreenReads>
  module?: keyof ModuleRoutes
}

/** A lazily loaded screen behind the full-page loader, with render failures caught by the error screen. */
export function Screen({ component: Lazy }: { component: ComponentType }) {
  return (
    <RouteErrorBoundary user={reportedUser(useSession())}>
      <Suspense fallback={<FullPageLoader label="Loading screen" />}>
        <Lazy />
      </Suspense>
    </RouteErrorBoundary>
  )
}
