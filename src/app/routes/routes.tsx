import { lazy } from 'react'
import { Navigate, type RouteObject } from 'react-router-dom'
import type { ModuleRoutes } from '../core/session/moduleRoutes'
import { AppFrame } from '../layout/AppFrame'
import { ShellLayout } from '../layout/ShellLayout'
import { PublicFrame } from '../pages/PublicFrame'
import { RedirectSignedIn, RequireOperator } from './guards'
import { PATHS } from './paths'
import { Screen } from './Screen'

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
const DashboardPage = lazy(
  () => import(/* webpackChunkName: "route-dashboard" */ '../../features/dashboard/DashboardPage'),
)
const PropertiesPage = lazy(
  () => import(/* webpackChunkName: "route-properties" */ '../../features/properties/PropertiesPage'),
)
const CollectionsPage = lazy(
  () => import(/* webpackChunkName: "route-collections" */ '../../features/collections/CollectionsPage'),
)
const TransactionsPage = lazy(
  () => import(/* webpackChunkName: "route-transactions" */ '../../features/transactions/TransactionsPage'),
)
const ExpensesPage = lazy(
  () => import(/* webpackChunkName: "route-expenses" */ '../../features/expenses/ExpensesPage'),
)
const InventoryPage = lazy(
  () => import(/* webpackChunkName: "route-inventory" */ '../../features/inventory/InventoryPage'),
)
const BedBoardPage = lazy(
  () => import(/* webpackChunkName: "route-bed-board" */ '../../features/inventory/BedBoardPage'),
)
const TenantsPage = lazy(
  () => import(/* webpackChunkName: "route-tenants" */ '../../features/tenants/TenantsPage'),
)
const TenantPage = lazy(
  () => import(/* webpackChunkName: "route-tenant" */ '../../features/tenants/TenantPage'),
)
const StaffPage = lazy(() => import(/* webpackChunkName: "route-staff" */ '../../features/staff/StaffPage'))
const AttendancePage = lazy(
  () => import(/* webpackChunkName: "route-attendance" */ '../../features/attendance/AttendancePage'),
)
const ComplaintsPage = lazy(
  () => import(/* webpackChunkName: "route-complaints" */ '../../features/complaints/ComplaintsPage'),
)
const FoodPage = lazy(() => import(/* webpackChunkName: "route-food" */ '../../features/food/FoodPage'))
const FoodAnalyticsPage = lazy(
  () => import(/* webpackChunkName: "route-food-analytics" */ '../../features/food/FoodAnalyticsPage'),
)
const ReportsPage = lazy(
  () => import(/* webpackChunkName: "route-reports" */ '../../features/reports/ReportsPage'),
)
const SettingsPage = lazy(
  () => import(/* webpackChunkName: "route-settings" */ '../../features/settings/SettingsPage'),
)

/**
 * The route table of spec §2. Flag-dependent areas are left out when their module flags say so; the
 * move-in and move-out request routes are disabled and fall through to not-found.
 */
export function buildRoutes(modules: ModuleRoutes): RouteObject[] {
  const shellRoutes: RouteObject[] = [
    { path: PATHS.dashboard, element: <Screen component={DashboardPage} /> },
    { path: PATHS.properties, element: <Screen component={PropertiesPage} /> },
    { path: PATHS.collections, element: <Screen component={CollectionsPage} /> },
    { path: PATHS.transactions, element: <Screen component={TransactionsPage} /> },
    ...(modules.expenses ? [{ path: PATHS.expenses, element: <Screen component={ExpensesPage} /> }] : []),
    { path: PATHS.inventory, element: <Screen component={InventoryPage} /> },
    { path: PATHS.bedBoard, element: <Screen component={BedBoardPage} /> },
    { path: PATHS.tenants, element: <Screen component={TenantsPage} /> },
    { path: PATHS.tenant, element: <Screen component={TenantPage} /> },
    { path: PATHS.staff, element: <Screen component={StaffPage} /> },
    { path: PATHS.attendance, element: <Screen component={AttendancePage} /> },
    { path: PATHS.attendanceShort, element: <Screen component={AttendancePage} /> },
    ...(modules.complaints
      ? [{ path: PATHS.complaints, element: <Screen component={ComplaintsPage} /> }]
      : []),
    { path: PATHS.food, element: <Screen component={FoodPage} /> },
    { path: PATHS.foodAnalytics, element: <Screen component={FoodAnalyticsPage} /> },
    { path: PATHS.reports, element: <Screen component={ReportsPage} /> },
    { path: PATHS.settings, element: <Screen component={SettingsPage} /> },
  ]

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
