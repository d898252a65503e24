import { lazy } from 'react'
import { Navigate, matchPath, type RouteObject } from 'react-router-dom'
import type { AppDispatch } from '../core/store'
import type { ModuleRoutes } from '../core/session/moduleRoutes'
import { AppFrame } from '../layout/AppFrame'
import { ShellLayout } from '../layout/ShellLayout'
import { PublicFrame } from '../pages/PublicFrame'
import { RedirectSignedIn, RequireOperator } from './guards'
import { PATHS } from './paths'
import { lazyScreen } from './lazyScreen'
import { Screen, type ShellScreen } from './Screen'

/* Every screen is its own chunk, named route-<name> so `npm run size` can report what each route loads. */
const LoginPage = lazy(() => import(/* webpackChunkName: "route-login" */ '../../features/auth/LoginPage'))
const LoginRestrictedPage = lazy(
  () => import(/* webpackChunkName: "route-login-restricted" */ '../../features/auth/LoginRestrictedPage'),
)
const OnboardingPage = lazy(
  () => import(/* webpackChunkName: "route-onboarding" */ '../../features/auth/OnboardingPage'),
)
const OpenPage = lazy(() => import(/* webpackChunkName: "route-open" */ '../pages/OpenPage'))
const OpenPaymentPage = lazy(
  () => import(/* webpackChunkName: "route-open-pay" */ '../../features/collections/OpenPaymentPage'),
)
const MaintenancePage = lazy(
  () => import(/* webpackChunkName: "route-maintenance" */ '../pages/MaintenancePage'),
)
const NotFoundPage = lazy(() => import(/* webpackChunkName: "route-not-found" */ '../pages/NotFoundPage'))
/** The signed-in screens, each with its loader so that the chunk can also start loading early (preloadScreen). */
const SHELL_SCREENS: readonly ShellScreen[] = [
  {
    path: PATHS.dashboard,
    load: () => import(/* webpackChunkName: "route-dashboard" */ '../../features/dashboard/DashboardPage'),
  },
  {
    path: PATHS.properties,
    load: () => import(/* webpackChunkName: "route-properties" */ '../../features/properties/PropertiesPage'),
  },
  {
    path: PATHS.collections,
    load: () =>
      import(/* webpackChunkName: "route-collections" */ '../../features/collections/CollectionsPage'),
  },
  {
    path: PATHS.transactions,
    load: () =>
      import(/* webpackChunkName: "route-transactions" */ '../../features/transactions/TransactionsPage'),
  },
  {
    path: PATHS.expenses,
    load: () => import(/* webpackChunkName: "route-expenses" */ '../../features/expenses/ExpensesPage'),
    module: 'expenses',
  },
  {
    path: PATHS.inventory,
    load: () => import(/* webpackChunkName: "route-inventory" */ '../../features/inventory/InventoryPage'),
  },
  {
    path: PATHS.bedBoard,
    load: () => import(/* webpackChunkName: "route-bed-board" */ '../../features/inventory/BedBoardPage'),
  },
  {
    path: PATHS.tenants,
    load: () => import(/* webpackChunkName: "route-tenants" */ '../../features/tenants/TenantsPage'),
  },
  {
    path: PATHS.tenant,
    load: () => import(/* webpackChunkName: "route-tenant" */ '../../features/tenants/TenantPage'),
  },
  {
    path: PATHS.staff,
    load: () => import(/* webpackChunkName: "route-staff" */ '../../features/staff/StaffPage'),
  },
  {
    path: PATHS.attendance,
    load: () => import(/* webpackChunkName: "route-attendance" */ '../../features/attendance/AttendancePage'),
  },
  {
    path: PATHS.attendanceShort,
    load: () => import(/* webpackChunkName: "route-attendance" */ '../../features/attendance/AttendancePage'),
  },
  {
    path: PATHS.complaints,
    load: () => import(/* webpackChunkName: "route-complaints" */ '../../features/complaints/ComplaintsPage'),
    module: 'complaints',
  },
  {
    path: PATHS.food,
    load: () => import(/* webpackChunkName: "route-food" */ '../../features/food/FoodPage'),
  },
  {
    path: PATHS.foodAnalytics,
    load: () =>
      import(/* webpackChunkName: "route-food-analytics" */ '../../features/food/FoodAnalyticsPage'),
  },
  {
    path: PATHS.reports,
    load: () => import(/* webpackChunkName: "route-reports" */ '../../features/reports/ReportsPage'),
  },
  {
    path: PATHS.settings,
    load: () => import(/* webpackChunkName: "route-settings" */ '../../features/settings/SettingsPage'),
  },
]

const shellScreens = SHELL_SCREENS.map((screen) => ({ ...screen, ...lazyScreen(screen.load) }))

/**
 * Starts loading the chunk of the signed-in screen at `location`, and lets the screen start its first request
 * (its module's `prefetch`), while the session is still being checked; a wrong guess costs one unused request.
 */
export function preloadScreen(location: { pathname: string; search: string }, dispatch: AppDispatch): void {
  const screen = shellScreens.find(({ path }) => matchPath(path, location.pathname))
  void screen?.preload().then(
    (module) => module.prefetch?.(dispatch, new URLSearchParams(location.search)),
    // The router loads it again when the screen renders, and shows its failure then.
    () => undefined,
  )
}

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
        { path: PATHS.login, element: <Screen component={LoginPage} /> },
        { path: PATHS.home, element: <Screen component={LoginPage} /> },
      ],
    },
    {
      path: PATHS.openPay,
      element: (
        <PublicFrame>
          <Screen component={OpenPaymentPage} />
        </PublicFrame>
      ),
    },
    { path: PATHS.open, element: <Screen component={OpenPage} /> },
    { path: PATHS.loginRestricted, element: <Screen component={LoginRestrictedPage} /> },
    { path: PATHS.onboarding, element: <Screen component={OnboardingPage} /> },
    { path: PATHS.maintenance, element: <Screen component={MaintenancePage} /> },
    { element: <RequireOperator />, children: [{ element: <ShellLayout />, children: shellRoutes }] },
    { path: '*', element: <Screen component={NotFoundPage} /> },
  ]
  // No errorElement: failures outside a screen's own boundary get the router's 'Unexpected Application Error!'.
  return [{ path: PATHS.root, element: <AppFrame />, children }]
}
