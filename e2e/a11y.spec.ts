import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { PATHS } from '../src/app/routes/paths'
import { expect, test } from './fixtures'
import { signInDirectly } from './signIn'

/** axe's finding of one rule, and one element it found (axe-core's types, through the builder's). */
type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]
type NodeResult = Result['nodes'][number]

/** What fails the suite: axe's two highest impacts. */
const BLOCKING = new Set(['serious', 'critical'])

type ScreenScan = { screen: string; blocking: string[]; minor: number; passes: number }

/** A signed-in screen of the route table: how to reach it and the heading that says it has arrived. */
type ScreenVisit = { open: (page: Page) => Promise<void>; heading: string | RegExp; tabs?: string[] }

type PublicPath =
  'root' | 'home' | 'login' | 'open' | 'openPay' | 'loginRestricted' | 'onboarding' | 'maintenance'

const goTo = (path: string) => async (page: Page) => {
  await page.goto(path)
}

/** Follows the first link of a list to its detail screen. */
const firstOf =
  (listPath: string, link: (page: Page) => ReturnType<Page['getByRole']>) => async (page: Page) => {
    await page.goto(listPath)
    await link(page).first().click()
  }

/**
 * Every signed-in route of the route table (src/app/routes): the type makes a new route without an entry a compile
 * error, so a screen cannot be added without being scanned.
 */
const SCREENS: Record<Exclude<keyof typeof PATHS, PublicPath>, ScreenVisit> = {
  dashboard: { open: goTo(PATHS.dashboard), heading: 'Dashboard' },
  properties: { open: goTo(PATHS.properties), heading: 'Properties' },
  collections: { open: goTo(PATHS.collections), heading: 'Collections', tabs: ['Due', 'Received'] },
  transactions: { open: goTo(PATHS.transactions), heading: 'Transactions', tabs: ['Recorded', 'Rent QR'] },
  expenses: { open: goTo(PATHS.expenses), heading: 'Expenses', tabs: ['Expenses', 'Recurring'] },
  inventory: { open: goTo(PATHS.inventory), heading: 'Inventory' },
  bedBoard: {
    open: firstOf(PATHS.inventory, (page) => page.getByRole('link', { name: /^Open the .* of / })),
    heading: /./,
  },
  tenants: {
    open: goTo(PATHS.tenants),
    heading: 'Tenants',
    tabs: ['Active', 'Upcoming', 'On notice', 'Moved out'],
  },
  tenant: {
    open: firstOf(PATHS.tenants, (page) =>
      page.getByRole('table', { name: 'Tenants' }).getByRole('row').nth(1).getByRole('cell').first(),
    ),
    heading: /./,
  },
  staff: { open: goTo(PATHS.staff), heading: 'Staff', tabs: ['Team', 'Collections'] },
  attendance: {
    open: goTo(PATHS.attendance),
    heading: 'Attendance & outpass',
    tabs: ['Attendance', 'Outpass'],
  },
  attendanceShort: { open: goTo(PATHS.attendanceShort), heading: 'Attendance & outpass' },
  complaints: {
    open: goTo(PATHS.complaints),
    heading: 'Complaints',
    tabs: ['Complaints', 'Vendors', 'SLA targets'],
  },
  food: { open: goTo(PATHS.food), heading: 'Food management', tabs: ['Today', 'Menu', 'Residents', 'Setup'] },
  foodAnalytics: { open: goTo(PATHS.foodAnalytics), heading: 'Food analytics' },
  reports: { open: goTo(PATHS.reports), heading: 'Reports' },
  settings: {
    open: goTo(PATHS.settings),
    heading: 'Settings',
    tabs: ['Business', 'Payments', 'Properties’ rules', 'Modules', 'Reference data', 'Activity'],
  },
}

/** Waits until the screen's heading shows and nothing on it is still loading. */
async function settled(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

/**
 * Whether a scroller axe calls unreachable by keyboard is the row area of a virtualized grid (VirtualTable): the grid
 * around it is the tab stop, and its arrow, Page and Home/End keys move the active row and scroll it into view.
 */
async function scrolledByItsGrid(page: Page, node: NodeResult): Promise<boolean> {
  const selector = node.target.join(' ')
  return page.evaluate((css) => {
    const scroller = document.querySelector(css)
    const grid = scroller?.parentElement?.closest<HTMLElement>('[role="grid"]')
    return scroller?.getAttribute('data-part') === 'viewport' && grid?.tabIndex === 0
  }, selector)
}

/** A violation's nodes less those that are not one: a virtualized grid's row area (see scrolledByItsGrid). */
async function realNodes(page: Page, violation: Result): Promise<NodeResult[]> {
  if (violation.id !== 'scrollable-region-focusable') return violation.nodes
  const kept = await Promise.all(violation.nodes.map(async (node) => !(await scrolledByItsGrid(page, node))))
  return violation.nodes.filter((_node, index) => kept[index])
}

const describeNode = (node: NodeResult) =>
  `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ')}`

/** Runs axe on the page as it is now and keeps what it found under the screen's name. */
async function scan(page: Page, screen: string, scans: ScreenScan[]) {
  const results = await new AxeBuilder({ page }).analyze()
  const blocking: string[] = []
  for (const violation of results.violations.filter((found) => BLOCKING.has(found.impact ?? ''))) {
    const nodes = await realNodes(page, violation)
    if (nodes.length === 0) continue
    blocking.push(
      `  ${violation.id} (${violation.impact}) on ${nodes.length} node(s): ${violation.help}\n` +
        nodes.slice(0, 5).map(describeNode).join('\n'),
    )
  }
  const scanned = {
    screen,
    blocking,
    minor: results.violations.filter((found) => !BLOCKING.has(found.impact ?? '')).length,
    passes: results.passes.length,
  }
  scans.push(scanned)
  console.log(
    `axe ${screen}: ${blocking.length} serious or critical, ${scanned.minor} moderate or minor, ${scanned.passes} rules passed`,
  )
}

function expectNoBlocking(scans: ScreenScan[]) {
  const failing = scans.filter((scanned) => scanned.blocking.length > 0)
  const report = failing.map((scanned) => `${scanned.screen}\n${scanned.blocking.join('\n')}`).join('\n')
  expect(
    failing.map((scanned) => scanned.screen),
    `Serious or critical axe violations:\n${report}`,
  ).toEqual([])
}

/** Signs in, then scans each screen and each of its tabs. */
async function scanScreens(page: Page, screens: [string, ScreenVisit][]) {
  const scans: ScreenScan[] = []
  await signInDirectly(page)
  for (const [name, visit] of screens) {
    await visit.open(page)
    await settled(page, visit.heading)
    const path = new URL(page.url()).pathname
    if (!visit.tabs) {
      await scan(page, `${path} (${name})`, scans)
      continue
    }
    for (const tab of visit.tabs) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click()
      await expect(page.getByRole('tab', { name: new RegExp(`^${tab}`) })).toHaveAttribute(
        'aria-selected',
        'true',
      )
      await settled(page, visit.heading)
      await scan(page, `${path} tab ${tab}`, scans)
    }
  }
  expectNoBlocking(scans)
}

// The screens in two halves, each a test within its own time.
const screens = Object.entries(SCREENS)
const half = Math.ceil(screens.length / 2)

test('the first half of the signed-in screens, each tab, have no serious or critical axe violation', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await scanScreens(page, screens.slice(0, half))
})

test('the second half of the signed-in screens, each tab, have no serious or critical axe violation', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await scanScreens(page, screens.slice(half))
})

test('an open side sheet of each kind has no serious or critical axe violation', async ({ page }) => {
  test.setTimeout(120_000)
  const scans: ScreenScan[] = []
  await signInDirectly(page)
  await page.goto(PATHS.properties)
  await settled(page, 'Properties')
  await page
    .getByRole('table', { name: 'Properties' })
    .getByRole('row')
    .nth(1)
    .getByRole('cell')
    .first()
    .click()
  await expect(page.getByRole('dialog')).toBeInViewport({ ratio: 1 })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await scan(page, `${PATHS.properties} with a property's side sheet`, scans)

  await page.goto(PATHS.collections)
  await settled(page, 'Collections')
  await page
    .getByRole('grid', { name: 'Due collections' })
    .getByRole('row')
    .nth(1)
    .getByRole('gridcell')
    .nth(1)
    .click()
  await expect(page.getByRole('dialog')).toBeInViewport({ ratio: 1 })
  await expect(page.getByRole('dialog').getByRole('region', { name: 'Details' })).toBeVisible()
  await scan(page, `${PATHS.collections} with a collection's side sheet`, scans)

  await page.goto(PATHS.attendance)
  await settled(page, 'Attendance & outpass')
  await page
    .getByRole('button', { name: /^Roll-call for / })
    .first()
    .click()
  await expect(page.getByRole('dialog')).toBeInViewport({ ratio: 1 })
  await expect(page.getByRole('dialog').getByRole('radiogroup').first()).toBeVisible()
  await scan(page, `${PATHS.attendance} with a floor's roll-call sheet`, scans)

  await page.goto(PATHS.complaints)
  await settled(page, 'Complaints')
  await page
    .getByRole('table', { name: 'Complaints' })
    .getByRole('row')
    .nth(1)
    .getByRole('cell')
    .first()
    .click()
  await expect(page.getByRole('dialog')).toBeInViewport({ ratio: 1 })
  await expect(page.getByRole('dialog').getByRole('region', { name: 'Activity' })).toBeVisible()
  await scan(page, `${PATHS.complaints} with a complaint's side sheet`, scans)

  await page.goto(PATHS.expenses)
  await settled(page, 'Expenses')
  await page.getByRole('button', { name: 'Add expense' }).click()
  await expect(page.getByRole('dialog')).toBeInViewport({ ratio: 1 })
  await expect(page.getByRole('form', { name: 'Add expense' })).toBeVisible()
  await scan(page, `${PATHS.expenses} with the add-expense sheet`, scans)

  await page.goto(`${PATHS.food}?tab=menu`)
  await settled(page, 'Food management')
  await page.getByRole('button', { name: 'Edit Monday dinner' }).click()
  await expect(page.getByRole('dialog')).toBeInViewport({ ratio: 1 })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await scan(page, `${PATHS.food} with a menu cell's sheet`, scans)

  await page.goto(`${PATHS.food}?tab=residents`)
  await settled(page, 'Food management')
  await page
    .getByRole('table', { name: "Residents' food" })
    .getByRole('row')
    .nth(1)
    .getByRole('cell')
    .nth(1)
    .click()
  await expect(page.getByRole('dialog')).toBeInViewport({ ratio: 1 })
  await expect(page.getByRole('dialog').getByRole('region', { name: 'Skips' })).toBeVisible()
  await scan(page, `${PATHS.food} with a resident's food sheet`, scans)

  await page.goto(PATHS.reports)
  await settled(page, 'Reports')
  await page.getByRole('button', { name: 'Generate Rent roll' }).click()
  await expect(page.getByRole('dialog')).toBeInViewport({ ratio: 1 })
  await expect(page.getByRole('form', { name: 'Generate Rent roll' })).toBeVisible()
  await scan(page, `${PATHS.reports} with the generate sheet`, scans)

  expectNoBlocking(scans)
})

test('the sign-in page, both steps, has no serious or critical axe violation', async ({ page }) => {
  const scans: ScreenScan[] = []
  await page.goto(PATHS.login)
  await expect(page.getByRole('heading', { name: 'Sign in to Roost' })).toBeVisible()
  await scan(page, `${PATHS.login} phone`, scans)

  // A number with no account, so the demo operator's code cooldown is left for the sign-in test.
  await page.getByRole('textbox', { name: /Mobile number/ }).fill('9812345670')
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible()
  await scan(page, `${PATHS.login} code`, scans)

  expectNoBlocking(scans)
})
