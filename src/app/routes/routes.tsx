import { Navigate, type RouteObject } from 'react-router-dom'
import type { ModuleRoutes } from '../core/session/moduleRoutes'
import { AppFrame } from '../layout/AppFrame'
import { ShellLayout } from '../layout/ShellLayout'
import { PublicFrame } from '../pages/PublicFrame'
import { RedirectSignedIn, RequireOperator } from './guards'
import { PATHS } from './paths'
import { Screen } from './Screen'
import {
  loginRestrictedScreen,
  loginScreen,
  maintenanceScreen,
  notFoundScreen,
  onboardingScreen,
  openPaymentScreen,
  openScreen,
  shellScreens,
} from './screens'

/**
 * The route table of spec §2. Flag-dependent areas are left out when their module flags say so; the
 * move-in and move-out request routes are disabled and fall through to not-found.
 */
export function buildRoutes(modules: ModuleRoutes): RouteObject[] {
  const shellRoutes: RouteObject[] = shellScreens
    .filter((screen) => !screen.module || modules[screen.module])
    .map((screen) => ({ path: screen.path, element: <Screen component={screen.Component} /> }))

  const children: RouteObject[] = [
    { index: true, element: <Navigate to={PATHS.login} replace /> },
    {
      element: <RedirectSignedIn />,
      children: [
        { path: PATHS.login, element: <Screen component={loginScreen.Component} /> },
        { path: PATHS.home, element: <Screen component={loginScreen.Component} /> },
      ],
    },
    {
      path: PATHS.openPay,
      element: (
        <PublicFrame>
          <Screen component={openPaymentScreen.Component} />
        </PublicFrame>
      ),
    },
    { path: PATHS.open, element: <Screen component={openScreen.Component} /> },
    { path: PATHS.loginRestricted, element: <Screen component={loginRestrictedScreen.Component} /> },
    { path: PATHS.onboarding, element: <Screen component={onboardingScreen.Component} /> },
    { path: PATHS.maintenance, element: <Screen component={maintenanceScreen.Component} /> },
    { element: <RequireOperator />, children: [{ element: <ShellLayout />, children: shellRoutes }] },
    { path: '*', element: <Screen component={notFoundScreen.Component} /> },
  ]
  return [{ path: PATHS.root, element: <AppFrame />, children }]
}
