import { matchPath } from 'react-router-dom'
import type { AppDispatch } from '../core/store'
import { lazyScreen } from './lazyScreen'
import { PATHS } from './paths'
import type { ShellScreen } from './Screen'

/*
 * Every screen is its own chunk, named route-<name> so `npm run size` can report what each route loads. Each is a
 * lazyScreen (not React.lazy) so that index.tsx can start loading the first one with the entry, and it renders as
 * soon as it arrives. They live apart from the route table (routes.tsx) so that the entry's first task, which
 * preloads the first screen, needs none of the shell's components.
 */
export const loginScreen = lazyScreen(
  () => import(/* webpackChunkName: "route-login" */ '../../features/auth/LoginPage'),
)
export const loginRestrictedScreen = lazyScreen(
  () => import(/* webpackChunkName: "route-login-restricted" */ '../../features/auth/LoginRestrictedPage'),
)
export const onboardingScreen = lazyScreen(
  () => import(/* webpackChunkName: "route-onboarding" */ '../../features/auth/OnboardingPage'),
)
export const openScreen = lazyScreen(() => import(/* webpackChunkName: "route-open" */ '../pages/OpenPage'))
export const openPaymentScreen = lazyScreen(
  () => import(/* webpackChunkName: "route-open-pay" */ '../../features/collections/OpenPaymentPage'),
)
export const maintenanceScreen = lazyScreen(
  () => import(/* webpackChunkName: "route-maintenance" */ '../pages/MaintenancePage'),
)
export const notFoundScreen = lazyScreen(
  () => import(/* webpackChunkName: "route-not-found" */ '../pages/NotFoundPage'),
)

/** The pages anyone may open without signing in, by address. */
const PUBLIC_SCREENS = [
  { path: PATHS.openPay, screen: openPaymentScreen },
  { path: PATHS.open, screen: openScreen },
  { path: PATHS.loginRestricted, screen: loginRestrictedScreen },
  { path: PATHS.onboarding, screen: onboardingScreen },
  { path: PATHS.maintenance, screen: maintenanceScreen },
]

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

export const shellScreens = SHELL_SCREENS.map((screen) => ({ ...screen, ...lazyScreen(screen.load) }))

/**
 * Starts loading the chunk of the screen an anonymous visitor at `pathname` sees first: the public page there, else
 * sign-in (every other address leads there), so that it downloads beside the entry rather than after it.
 */
export function preloadAnonymousScreen(pathname: string): void {
  const page = PUBLIC_SCREENS.find(({ path }) => matchPath(path, pathname))
  // The router loads it again when the screen renders, and shows its failure then.
  void (page?.screen ?? loginScreen).preload().catch(() => undefined)
}

/**
 * Starts loading the chunk of the signed-in screen at `location`, and lets the screen start its first request
 * (its module's `prefetch`), while the session is still being checked; a wrong guess costs one unused request.
 * Resolves once the first requests have been started (at once when no screen is there, or its chunk failed).
 */
export async function preloadScreen(
  location: { pathname: string; search: string },
  dispatch: AppDispatch,
): Promise<void> {
  const found = shellScreens
    .map((screen) => ({ screen, match: matchPath(screen.path, location.pathname) }))
    .find(({ match }) => match)
  if (!found?.match) return
  const { params } = found.match
  await found.screen.preload().then(
    (module) => module.prefetch?.(dispatch, { search: new URLSearchParams(location.search), params }),
    // The router loads it again when the screen renders, and shows its failure then.
    () => undefined,
  )
}
