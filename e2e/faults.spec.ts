import type { Page, Route } from '@playwright/test'
import { CALL_TIMEOUT_MS, MAX_RETRIES } from '../src/app/core/api'
import { expect, test } from './fixtures'
import { signInDirectly } from './signIn'

/** The provider's data calls; the session check's own two are left alone (their failures sign out, spec §8). */
const DATA_CALLS = (url: URL) =>
  url.pathname.includes('/api/v') &&
  !url.pathname.endsWith('/user_detail') &&
  !url.pathname.includes('/operator/module/')

/** The list screens, as the navigation names them and as their headings read. */
const SCREENS = ['Properties', 'Collections', 'Transactions', 'Inventory', 'Tenants']

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const failureNotice = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Some of this screen could not be loaded' })
const unknownErrorToast = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Some unknown error has occured' })

/**
 * Waits until every data call the page has made has failed for good (its first try and each retry answered), and
 * no new one has started for a second: a screen asks for its secondary reads once its rows (or their failure) are
 * on screen, so some calls start after the failure notice shows, and one still being retried when the provider
 * comes back would recover the screen before Retry could.
 */
async function untilEveryCallFailed(page: Page, answered: ReadonlyMap<string, number>) {
  let calls = -1
  for (;;) {
    const failed = [...answered.values()].every((count) => count > MAX_RETRIES.query)
    if (failed && answered.size === calls) return
    calls = failed ? answered.size : -1
    await page.waitForTimeout(1000)
  }
}

/** Opens a screen from the navigation and checks the frame held: navigation, heading, the failure and its Retry. */
async function expectScreenHeld(page: Page, screen: string) {
  await navigation(page).getByRole('link', { name: screen }).click()
  await expect(page.getByRole('heading', { level: 1, name: screen })).toBeVisible()
  await expect(failureNotice(page)).toBeVisible()
  await expect(failureNotice(page).getByRole('button', { name: 'Retry' })).toBeVisible()
  await expect(navigation(page).getByRole('link', { name: 'Dashboard' })).toBeVisible()
}

test('with the provider answering 500, every list screen keeps the shell and offers Retry, which recovers', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await signInDirectly(page)
  // A bare 500, no message: the toast is the spec's unknown error.
  const answered = new Map<string, number>()
  const failing = (route: Route) => {
    const address = route.request().url()
    answered.set(address, (answered.get(address) ?? 0) + 1)
    return route.fulfill({ status: 500, body: '' })
  }
  await page.route(DATA_CALLS, failing)
  for (const screen of SCREENS) {
    await expectScreenHeld(page, screen)
    await expect(unknownErrorToast(page).first()).toBeVisible()
  }

  await untilEveryCallFailed(page, answered)
  await page.unroute(DATA_CALLS, failing)
  // The last screen was Tenants.
  await failureNotice(page).getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('table', { name: 'Tenants' }).getByRole('row').nth(1)).toBeVisible()
  await expect(failureNotice(page)).toHaveCount(0)
})

test(`a call that hangs ends after ${CALL_TIMEOUT_MS / 1000} s with the spec's toast, and the screen holds`, async ({
  page,
}) => {
  await page.clock.install()
  await signInDirectly(page)
  const hung: Route[] = []
  await page.route(DATA_CALLS, (route) => {
    hung.push(route)
  })
  await navigation(page).getByRole('link', { name: 'Properties' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible()
  await expect.poll(() => hung.length).toBeGreaterThan(0)
  const asked = hung.length

  await page.clock.fastForward(CALL_TIMEOUT_MS - 1_000)
  await expect(unknownErrorToast(page)).toHaveCount(0)
  await expect(page.getByRole('table', { name: 'Properties' })).toHaveAttribute('aria-busy', 'true')

  await page.clock.fastForward(1_000)
  await expect(unknownErrorToast(page)).toBeVisible()
  await expect(failureNotice(page)).toBeVisible()
  await expect(navigation(page)).toBeVisible()
  // Abandoned, not retried: no new call went out after the timeout.
  expect(hung.length).toBe(asked)
})

test('offline, a screen says it could not load; back online, its data arrives within 2 s', async ({
  page,
  context,
}) => {
  await signInDirectly(page)
  await navigation(page).getByRole('link', { name: 'Properties' }).click()
  const table = page.getByRole('table', { name: 'Properties' })
  // The first word of the first property's name: a search that finds it.
  const cell = (await table.getByRole('row').nth(1).getByRole('cell').first().textContent()) ?? ''
  const word = cell.split(' ')[0]
  expect(word).not.toBe('')

  // Offline, a search the cache has not seen must go to the provider, and fails.
  await context.setOffline(true)
  const search = page.getByRole('search', { name: 'Filter properties' }).getByRole('searchbox')
  await search.fill(word)
  await search.press('Enter')
  await expect(failureNotice(page)).toBeVisible()
  await expect(unknownErrorToast(page).first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible()
  await expect(navigation(page)).toBeVisible()

  const refetched = page.waitForResponse(
    (response) => response.url().includes('/property/list') && response.ok(),
    { timeout: 2_000 },
  )
  const backOnline = Date.now()
  await context.setOffline(false)
  await refetched
  await expect(table.getByRole('row').filter({ hasText: word }).first()).toBeVisible({ timeout: 2_000 })
  expect(Date.now() - backOnline).toBeLessThan(2_000)
  await expect(failureNotice(page)).toHaveCount(0)
})
