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
    reads: () =>
      import(/* webpackChunkName: "reads-dashboard" */ '../../features/dashboard/DashboardPage.reads'),
  },
  {
    path: PATHS.properties,
    load: () => import(/* webpackChunkName: "route-properties" */ '../../features/properties/PropertiesPage'),
    reads: () =>
      import(/* webpackChunkName: "reads-properties" */ '../../features/properties/PropertiesPage.reads'),
  },
  {
    path: PATHS.collections,
    load: () =>
      import(/* webpackChunkName: "route-collections" */ '../../features/collections/CollectionsPage'),
    reads: () =>
      import(/* webpackChunkName: "reads-collections" */ '../../features/collections/CollectionsPage.reads'),
  },
  {
    path: PATHS.transactions,
    load: () =>
      import(/* webpackChunkName: "route-transactions" */ '../../features/transactions/TransactionsPage'),
    reads: () =>
      import(
        /* webpackChunkName: "reads-transactions" */ '../../features/transactions/TransactionsPage.reads'
      ),
  },
  {
    path: PATHS.expenses,
    load: () => import(/* webpackChunkName: "route-expenses" */ '../../features/expenses/ExpensesPage'),
    reads: () =>
      import(/* webpackChunkName: "reads-expenses" */ '../../features/expenses/ExpensesPage.reads'),
    module: 'expenses',
  },
  {
    path: PATHS.inventory,
    load: () => import(/* webpackChunkName: "route-inventory" */ '../../features/inventory/InventoryPage'),
    reads: () =>
      import(/* webpackChunkName: "reads-inventory" */ '../../features/inventory/InventoryPage.reads'),
  },
  {
    path: PATHS.bedBoard,
    load: () => import(/* webpackChunkName: "route-bed-board" */ '../../features/inventory/BedBoardPage'),
    reads: () =>
      import(/* webpackChunkName: "reads-bed-board" */ '../../features/inventory/BedBoardPage.reads'),
  },
  {
    path: PATHS.tenants,
    load: () => import(/* webpackChunkName: "route-tenants" */ '../../features/tenants/TenantsPage'),
    reads: () => import(/* webpackChunkName: "reads-tenants" */ '../../features/tenants/TenantsPage.reads'),
  },
  {
    path: PATHS.tenant,
    load: () => import(/* webpackChunkName: "route-tenant" */ '../../features/tenants/TenantPage'),
    reads: () => import(/* webpackChunkName: "reads-tenant" */ '../../features/tenants/TenantPage.reads'),
  },
  {
    path: PATHS.staff,
    load: () => import(/* webpackChunkName: "route-staff" */ '../../features/staff/StaffPage'),
    reads: () => import(/* webpackChunkName: "reads-staff" */ '../../features/staff/StaffPage.reads'),
  },
  {
    path: PATHS.attendance,
    load: () => import(/* webpackChunkName: "route-attendance" */ '../../features/attendance/AttendancePage'),
    reads: () =>
      import(/* webpackChunkName: "reads-attendance" */ '../../features/attendance/AttendancePage.reads'),
  },
  {
    path: PATHS.attendanceShort,
    load: () => import(/* webpackChunkName: "route-attendance" */ '../../features/attendance/AttendancePage'),
    reads: () =>
      import(/* webpackChunkName: "reads-attendance" */ '../../features/attendance/AttendancePage.reads'),
  },
  {
    path: PATHS.complaints,
    load: () => import(/* webpackChunkName: "route-complaints" */ '../../features/complaints/ComplaintsPage'),
    reads: () =>
      import(/* webpackChunkName: "reads-complaints" */ '../../features/complaints/ComplaintsPage.reads'),
    module: 'complaints',
  },
  {
    path: PATHS.food,
    load: () => import(/* webpackChunkName: "route-food" */ '../../features/food/FoodPage'),
    reads: () => import(/* webpackChunkName: "reads-food" */ '../../features/food/FoodPage.reads'),
  },
  {
    path: PATHS.foodAnalytics,
    load: () =>
      import(/* webpackChunkName: "route-food-analytics" */ '../../features/food/FoodAnalyticsPage'),
    reads: () =>
      import(/* webpackChunkName: "reads-food-analytics" */ '../../features/food/FoodAnalyticsPage.reads'),
  },
  {
    path: PATHS.reports,
    load: () => import(/* webpackChunkName: "route-reports" */ '../../features/reports/ReportsPage'),
    reads: () => import(/* webpackChunkName: "reads-reports" */ '../../features/reports/ReportsPage.reads'),
  },
  {
    path: PATHS.settings,
    load: () => import(/* webpackChunkName: "route-settings" */ '../../features/settings/SettingsPage'),
    reads: () =>
      import(/* webpackChunkName: "reads-settings" */ '../../features/settings/SettingsPage.reads'),
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

/** What preloadScreen has started: each resolves, never rejects. */
export type ScreenPreload = {
  /** The screen's first requests have gone out (its reads' chunk has run its `prefetch`). */
  started: Promise<void>
  /** The screen's chunk is in too, and `prefetch` has started all its requests (some wait for an answer). */
  ready: Promise<void>
}

/**
 * Starts loading the chunk of the signed-in screen at `location` and, beside it, its reads' chunk, whose `prefetch`
 * starts the screen's first requests as soon as it has arrived, while the session is still being checked; a wrong
 * guess costs one unused request. Both resolve at once when no screen is there; a chunk that failed counts as in
 * (the router loads it again when the screen renders, and shows its failure then).
 */
export function preloadScreen(
  location: { pathname: string; search: string },
  dispatch: AppDispatch,
): ScreenPreload {
  const found = shellScreens
    .map((screen) => ({ screen, match: matchPath(screen.path, location.pathname) }))
    .find(({ match }) => match)
  if (!found?.match) return { started: Promise.resolve(), ready: Promise.resolve() }
  const address = { search: new URLSearchParams(location.search), params: found.match.params }
  const done = () => undefined
  let prefetched: void | Promise<void>
  // Never rejects: the rest of the entry waits for it (src/index.tsx), and a screen that fails shows it when it renders.
  const started = found.screen
    .reads()
    .then((reads) => {
      prefetched = reads.prefetch(dispatch, address)
    })
    .then(done, done)
  const loaded = found.screen.preload().then(done, done)
  return { started, ready: Promise.all([started.then(() => prefetched), loaded]).then(done, done) }
}
