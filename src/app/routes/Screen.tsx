import { Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { FullPageLoader } from '../../design-system/Spinner'
import { useSession } from '../session/SessionContext'
import { RouteErrorBoundary } from './RouteErrorBoundary'

/** A lazily loaded screen behind the full-page loader, with render failures caught by the error screen. */
export function Screen({ component: Lazy }: { component: LazyExoticComponent<ComponentType> }) {
  const session = useSession()
  const user = session.status === 'signedIn' ? session.user : null
  return (
    <RouteErrorBoundary
      user={user && { id: user.id, name: user.name, brand: user.brand, phone_no: user.phone_no }}
    >
      <Suspense fallback={<FullPageLoader label="Loading screen" />}>
        <Lazy />
      </Suspense>
    </RouteErrorBoundary>
  )
}
