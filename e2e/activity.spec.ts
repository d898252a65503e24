import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInDirectly } from './signIn'

// The operator works in India: the browser's "today" (the default day paid) is the server's.
test.use({ timezoneId: 'Asia/Kolkata' })

/** Paise from an amount as shown, e.g. '₹12,500.50' → 1250050. */
const paiseOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100)

/** The value next to a term of a sheet's facts, e.g. 'Outstanding'. */
const fact = (section: Locator, term: string) =>
  section
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')

/** axe's serious and critical findings on the page as it is now, by rule and element. */
async function blockingAxeFindings(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`))
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('a collection marked paid is in the activity log and in its sheet’s history', async ({ page }) => {
  test.setTimeout(45_000)
  await signInDirectly(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collections' }).click()
  await expect(page).toHaveURL(/\/finance\/collections/)

  // The first due collection: its tenant and title from the row's checkbox name.
  const due = page.getByRole('grid', { name: 'Due collections' })
  const box = due.getByRole('checkbox', { name: /^Select (?!all loaded rows$)/ }).first()
  await expect(box).toBeVisible()
  const name = (await box.getAttribute('aria-label')) ?? ''
  const [tenant, title] = name.replace(/^Select /, '').split(/, (.*)/s)
  await due
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name, exact: true }) })
    .getByText(title, { exact: true })
    .click()

  // Pay the whole balance by UPI.
  const sheet = page.getByRole('dialog', { name: title })
  const details = sheet.getByRole('region', { name: 'Details' })
  const outstanding = fact(details, 'Outstanding')
  await expect(outstanding).toHaveText(/₹/)
  const balance = paiseOf((await outstanding.textContent()) ?? '')
  const form = sheet.getByRole('form', { name: 'Mark paid' })
  await form.getByRole('textbox', { name: 'Amount received' }).fill(String(balance / 100))
  await form.getByRole('combobox', { name: 'Mode' }).selectOption('UPI')
  await form.getByRole('textbox', { name: /Reference/ }).fill(String(Date.now()).slice(-12))
  await form.getByRole('button', { name: 'Record payment' }).click()
  await expect(form).toBeHidden()

  // The sheet's History has the payment, with what changed.
  const summary = new RegExp(`^Marked ₹[\\d,.]+ paid by UPI on ${escaped(title)} of ${escaped(tenant)}$`)
  const history = sheet.getByRole('region', { name: 'History' })
  const entry = history.getByRole('listitem').filter({ has: page.getByText(summary) })
  await expect(entry).toBeVisible()
  await entry.getByText(/^Changes/).click()
  await expect(entry.getByText('Balance', { exact: true })).toBeVisible()
  expect(await blockingAxeFindings(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()

  // Settings → Activity lists it; filtering by the operation keeps it and goes into the address.
  await page.goto('/settings?tab=activity')
  const log = page.getByRole('table', { name: 'Activity log' })
  const row = log.getByRole('row').filter({ has: page.getByText(summary) })
  await expect(row).toBeVisible()
  await expect(row.getByRole('cell', { name: 'Marked paid', exact: true })).toBeVisible()
  await row.getByText(/^Changes/).click()
  await expect(row.getByText('Balance', { exact: true })).toBeVisible()
  expect(await blockingAxeFindings(page)).toEqual([])
  await page.getByRole('combobox', { name: 'Operation' }).selectOption({ label: 'Marked paid' })
  await expect(page).toHaveURL(/operation=markCollectionPaid/)
  await expect(row).toBeVisible()

  // Its record opens the collection's sheet again.
  await row.getByRole('button', { name: /^Collection #\d+$/ }).click()
  await expect(
    page.getByRole('dialog').getByRole('region', { name: 'History' }).getByText(summary),
  ).toBeVisible()
})
