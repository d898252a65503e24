import { PATHS } from './paths'

/** A page's address (a route of PATHS) and the name its chunks are built under. */
export type ScreenChunk = { path: string; chunk: string }

/**
 * The chunks each page is built in, by its route: `route-<chunk>` (the screen, screens.ts) and, for a signed-in
 * screen, `reads-<chunk>` (its first reads). The build lists each route's files in its asset manifest
 * (webpack.config.ts, which fails on a chunk missing here or named here and not built), and the server sends them
 * with the page, after the entry (server/http/appShell.ts): they download beside the entry rather than after it
 * has run and asked for them. A visitor who turns out to be signed out downloads the screen's chunks for nothing;
 * the sign-in page's own come with /login.
 */
export const SCREEN_CHUNKS: readonly ScreenChunk[] = [
  { path: PATHS.login, chunk: 'login' },
  { path: PATHS.loginRestricted, chunk: 'login-restricted' },
  { path: PATHS.onboarding, chunk: 'onboarding' },
  { path: PATHS.openPay, chunk: 'open-pay' },
  { path: PATHS.open, chunk: 'open' },
  { path: PATHS.maintenance, chunk: 'maintenance' },
  { path: PATHS.dashboard, chunk: 'dashboard' },
  { path: PATHS.properties, chunk: 'properties' },
  { path: PATHS.collections, chunk: 'collections' },
  { path: PATHS.transactions, chunk: 'transactions' },
  { path: PATHS.expenses, chunk: 'expenses' },
  { path: PATHS.inventory, chunk: 'inventory' },
  { path: PATHS.bedBoard, chunk: 'bed-board' },
  { path: PATHS.tenants, chunk: 'tenants' },
  { path: PATHS.tenant, chunk: 'tenant' },
  { path: PATHS.staff, chunk: 'staff' },
  { path: PATHS.attendance, chunk: 'attendance' },
  { path: PATHS.attendanceShort, chunk: 'attendance' },
  { path: PATHS.complaints, chunk: 'complaints' },
  { path: PATHS.food, chunk: 'food' },
  { path: PATHS.foodAnalytics, chunk: 'food-analytics' },
  { path: PATHS.reports, chunk: 'reports' },
  { path: PATHS.settings, chunk: 'settings' },
]

/** The chunk built for no route: the page for an address no route matches. */
export const UNROUTED_CHUNKS: readonly string[] = ['not-found']
