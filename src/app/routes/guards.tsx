import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { useSession } from '../session/SessionContext'
import { PATHS } from './paths'

/** Authenticated routes: anonymous visitors go to sign-in; restricted operators to their own screen. */
export function RequireOperator() {
  const session = useSession()
  const location = useLocation()
  if (session.status !== 'signedIn') return <Navigate to={PATHS.login} replace state={{ from: location }} />
  if (session.user.is_login_restricted) return <Navigate to={PATHS.loginRestricted} replace />
  return <Outlet />
}

/** Sign-in screens: a signed-in operator goes straight to the dashboard. */
export function RedirectSignedIn() {
  const session = useSession()
  if (session.status === 'signedIn') {
    return (
      <Navigate to={session.user.is_login_restricted ? PATHS.loginRestricted : PATHS.dashboard} replace />
    )
  }
  return <Outlet />
}
