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

/**
 * A screen's module: the screen as its default export and, optionally, `prefetch`, which starts the requests its
 * first render will make from the address alone (called when the app opens on the screen, before it renders).
 */
export type ScreenModule = {
  default: ComponentType
  prefetch?: (dispatch: AppDispatch, address: ScreenAddress) => void
}

/** A signed-in screen of the route table; `module` names the flag it depends on. */
export type ShellScreen = { path: string; load: () => Promise<ScreenModule>; module?: keyof ModuleRoutes }

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
