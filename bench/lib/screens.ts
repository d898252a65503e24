// The signed-in screens of spec §2 on the demo data, and what each one's first paint waits for: shared by
// bench:screens, bench:phases, bench:side-by-side and bench:cpu.
import type { Page } from 'playwright'
import { headersOf, signIn, type Bench } from './harness'
import { contentPainted, installProbes, type Painted } from './paint'

export type Screen = { name: string; path: string; painted: Painted }

/** The first row of the screen's table, not a skeleton. */
const FIRST_ROW = 'main tbody tr'

/** The screens of spec §2 and what "first paint" waits for on each: its heading and its first data row or tile. */
function screensOf(property: { id: number; name: string }, tenant: { id: number; name: string }): Screen[] {
  return [
    {
      name: 'Dashboard',
      path: '/dashboard',
      painted: contentPainted('main a [data-part="value"]', 'Dashboard'),
    },
    { name: 'Properties', path: '/properties', painted: contentPainted(FIRST_ROW, 'Properties') },
    {
      name: 'Collections',
      path: '/finance/collections',
      painted: contentPainted('[role="grid"] [data-part="viewport"] [role="row"]', 'Collections'),
    },
    {
      name: 'Transactions',
      path: '/finance/transactions',
      painted: contentPainted(FIRST_ROW, 'Transactions'),
    },
    { name: 'Expenses', path: '/finance/expenses', painted: contentPainted(FIRST_ROW, 'Expenses') },
    {
      name: 'Inventory',
      path: '/occupancy/inventory',
      painted: contentPainted('main a[href^="/occupancy/inventory/"]', 'Inventory'),
    },
    {
      name: 'Bed board',
      path: `/occupancy/inventory/${property.id}`,
      painted: contentPainted('[data-row="room"]', property.name),
    },
    { name: 'Tenants', path: '/occupancy/tenant', painted: contentPainted(FIRST_ROW, 'Tenants') },
    {
      name: 'Tenant',
      path: `/occupancy/tenant/${tenant.id}`,
      painted: contentPainted('main section dl dd', tenant.name),
    },
    { name: 'Staff', path: '/services/staff', painted: contentPainted(FIRST_ROW, 'Staff') },
    {
      name: 'Attendance & outpass',
      path: '/services/attendance_and_outpass',
      painted: contentPainted('main ul[aria-label="Floors"] li', 'Attendance & outpass'),
    },
    { name: 'Complaints', path: '/services/complaints', painted: contentPainted(FIRST_ROW, 'Complaints') },
    {
      name: 'Food management',
      path: '/food-management',
      painted: contentPainted('main [data-part="expected"]', 'Food management'),
    },
    {
      name: 'Food analytics',
      path: '/food-management/analytics',
      painted: contentPainted('main [data-part="value"]', 'Food analytics'),
    },
    {
      name: 'Reports',
      path: '/reports',
      painted: contentPainted('main li [data-part="main"]', 'Reports'),
    },
    {
      name: 'Settings',
      path: '/settings',
      painted: contentPainted(
        'main form[aria-label="Business profile"] input[name="name"]:not([value=""])',
        'Settings',
      ),
    },
  ]
}

/** The first of a list operation's results, read with the operator's token. */
async function firstOf<T>(bench: Pick<Bench, 'baseUrl'>, token: string, path: string): Promise<T> {
  const answer = await fetch(`${bench.baseUrl}${path}`, { headers: headersOf(token) })
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}`)
  const first = ((await answer.json()) as { data: { results: T[] } }).data.results[0]
  if (!first) throw new Error(`${path} listed nothing`)
  return first
}

/** Every screen, on the demo data the bench's server seeded, read as the signed-in operator (`token`). */
export async function demoScreens(bench: Pick<Bench, 'baseUrl'>, token: string): Promise<Screen[]> {
  const property = await firstOf<{ id: number; property_name: string }>(
    bench,
    token,
    '/property/api/v1/operator/property/list',
  )
  const tenant = await firstOf<{ id: number; name: string }>(
    bench,
    token,
    '/onboarding/api/v1/operator/tenant/list?offset=0&limit=1',
  )
  return screensOf({ id: property.id, name: property.property_name }, tenant)
}

/**
 * The screens a bench measures, read as the operator signed in on `page` (on `bench`'s server): those
 * BENCH_SCREENS names (paths, comma-separated), else every one; and the probes of every screen (installProbes),
 * for the page to install, since a bench may also load screens it does not measure.
 */
export async function screensToMeasure(
  bench: Pick<Bench, 'baseUrl'>,
  page: Page,
): Promise<{ screens: Screen[]; probes: string }> {
  const token = await page.evaluate<string | null>(`localStorage.getItem('token')`)
  if (!token) throw new Error('Signing in left no token')
  const all = await demoScreens(bench, token)
  const only = process.env.BENCH_SCREENS?.split(',')
  const screens = all.filter((screen) => !only || only.includes(screen.path))
  if (!screens.length) throw new Error(`BENCH_SCREENS names no screen: ${process.env.BENCH_SCREENS}`)
  return {
    screens,
    probes: installProbes(Object.fromEntries(all.map((screen) => [screen.path, screen.painted]))),
  }
}

/**
 * A page of the benches' window size in `bench`'s browser, signed in as the demo operator, with every screen's
 * probes installed, and the screens to measure (screensToMeasure).
 */
export async function signedInScreens(bench: Bench): Promise<{ page: Page; screens: Screen[] }> {
  const page = await (await bench.browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage()
  await signIn(bench, page)
  const { screens, probes } = await screensToMeasure(bench, page)
  await page.addInitScript(probes)
  return { page, screens }
}
