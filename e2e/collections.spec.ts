import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInDirectly } from './signIn'

// The operator works in India: the browser's "today" (the default day paid, the current month) is the server's.
test.use({ timezoneId: 'Asia/Kolkata' })

/** Paise from an amount as shown, e.g. '₹12,500.50' → 1250050. */
const paiseOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100)

/** Paise as the app shows them (Intl en-IN, the rupee sign, the operator's decimal places). */
const rupees = (paise: number, decimalPlaces: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: decimalPlaces,
    maximumFractionDigits: decimalPlaces,
  }).format(paise / 100)

/** The value next to a term of a sheet's facts, e.g. 'Outstanding'. */
const fact = (section: Locator, term: string) =>
  section
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')

/** A fresh 12-digit UTR, so the payment can be found again by its reference. */
const utr = (offset: number) => String(Date.now() + offset).slice(-12)

/** A control's name: its aria-label (the list's row boxes), else its label's text. */
const labelOf = (control: Locator) =>
  control.evaluate(
    (element) =>
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ??
      '',
  )

/** The footer's count of the list, e.g. '248 collections · outstanding ₹…' → 248. */
async function listCount(page: Page) {
  const footer = page.getByText(/^\d+ collections? · outstanding/)
  await expect(footer).toBeVisible()
  return Number(((await footer.textContent()) ?? '').split(' ')[0])
}

test('filter due collections, pay one in part then in full, get its receipt, bulk pay three, revert a payment', async ({
  page,
}) => {
  test.setTimeout(45_000)
  await signInDirectly(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Collections' }).click()
  await expect(page).toHaveURL(/\/finance\/collections/)
  await expect(page.getByRole('tab', { name: 'Due' })).toHaveAttribute('aria-selected', 'true')

  const due = page.getByRole('grid', { name: 'Due collections' })
  const rowBoxes = due.getByRole('checkbox', { name: /^Select (?!all loaded rows$)/ })
  await expect(rowBoxes.first()).toBeVisible()
  const allCount = await listCount(page)

  // Filter by the property and the tenant of the first due row; both go to the address.
  const firstName = await labelOf(rowBoxes.first())
  const [tenant, title] = firstName.replace(/^Select /, '').split(/, (.*)/s)
  // Inner locators of `has` are matched inside the row, so this one is not scoped to the grid.
  const box = page.getByRole('checkbox', { name: firstName, exact: true })
  const place = (await due.getByRole('row').filter({ has: box }).getByText(/ · /).textContent()) ?? ''
  const filters = page.getByRole('search', { name: 'Filter collections' })
  await filters.getByRole('combobox', { name: 'Property' }).selectOption({ label: place.split(' · ')[0] })
  await expect(page).toHaveURL(/property_ids=\d+/)
  const search = filters.getByRole('searchbox', { name: 'Search' })
  await search.fill(tenant)
  await search.press('Enter')
  await expect(page).toHaveURL(/search_text=/)
  await expect.poll(() => listCount(page)).toBeLessThan(allCount)
  await due.getByRole('row').filter({ has: box }).getByText(title, { exact: true }).click()

  // Pay part of it: the rest stays due, to the rupee.
  const sheet = page.getByRole('dialog', { name: title })
  const details = sheet.getByRole('region', { name: 'Details' })
  await expect(fact(details, 'Tenant')).toHaveText(tenant)
  const outstanding = fact(details, 'Outstanding')
  await expect(outstanding).toHaveText(/₹/)
  const shown = (await outstanding.textContent()) ?? ''
  const decimalPlaces = shown.split('.')[1]?.replace(/\D/g, '').length ?? 0
  const balance = paiseOf(shown)
  const paidBefore = paiseOf((await fact(details, 'Paid').textContent()) ?? '')
  const amount = paiseOf((await fact(details, 'Amount').textContent()) ?? '')
  // About half, in whole rupees.
  const part = Math.floor(balance / 200) * 100
  expect(part).toBeGreaterThan(0)

  const form = sheet.getByRole('form', { name: 'Mark paid' })
  await form.getByRole('textbox', { name: 'Amount received' }).fill(String(part / 100))
  await form.getByRole('combobox', { name: 'Mode' }).selectOption('UPI')
  await form.getByRole('textbox', { name: /Reference/ }).fill(utr(0))
  await form.getByRole('button', { name: 'Record payment' }).click()
  await expect(outstanding).toHaveText(rupees(balance - part, decimalPlaces))
  await expect(fact(details, 'Paid')).toHaveText(rupees(paidBefore + part, decimalPlaces))

  // Then the rest: nothing is left due.
  const rest = balance - part
  const fullUtr = utr(1)
  await expect(form.getByText(`Outstanding ${rupees(rest, decimalPlaces)}`)).toBeVisible()
  await form.getByRole('textbox', { name: 'Amount received' }).fill(String(rest / 100))
  await form.getByRole('textbox', { name: /Reference/ }).fill(fullUtr)
  await form.getByRole('button', { name: 'Record payment' }).click()
  await expect(outstanding).toHaveText(rupees(0, decimalPlaces))
  await expect(fact(details, 'Paid')).toHaveText(rupees(paidBefore + balance, decimalPlaces))
  // The status badge now reads Paid, next to the 'Paid' term of the facts.
  await expect(details.getByText('Paid', { exact: true })).toHaveCount(2)
  await expect(form).toBeHidden()

  // Its receipt is a real PDF.
  const payments = sheet.getByRole('region', { name: 'Payments' })
  const settling = payments.getByRole('listitem').filter({ hasText: fullUtr })
  await expect(settling).toContainText(rupees(rest, decimalPlaces))
  const downloading = page.waitForEvent('download')
  await settling.getByRole('button', { name: /^Download receipt/ }).click()
  const receipt = await readFile(await (await downloading).path())
  expect(receipt.subarray(0, 4).toString('latin1')).toBe('%PDF')
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()

  // Bulk: three due rows of every property selected, marked paid together, gone from the Due tab.
  await page.getByRole('button', { name: 'Clear search' }).click()
  await filters.getByRole('combobox', { name: 'Property' }).selectOption({ label: 'All properties' })
  await expect(page).not.toHaveURL(/search_text=|property_ids=/)
  await expect.poll(() => listCount(page)).toBe(allCount - 1)
  const chosen: string[] = []
  for (let index = 0; index < 3; index += 1) {
    const candidate = rowBoxes.nth(index)
    chosen.push(await labelOf(candidate))
    await candidate.check()
  }
  const selection = page.getByRole('region', { name: 'Selection' })
  await expect(selection).toContainText('3 selected')
  await selection.getByRole('button', { name: 'Mark paid' }).click()
  const bulk = page.getByRole('dialog', { name: 'Mark 3 collections paid' })
  await bulk.getByRole('combobox', { name: 'Mode' }).selectOption('CASH')
  await bulk.getByRole('button', { name: 'Mark paid' }).click()
  await expect(bulk).toBeHidden()
  await expect.poll(() => listCount(page)).toBe(allCount - 4)
  for (const name of chosen) await expect(due.getByRole('checkbox', { name, exact: true })).toHaveCount(0)

  // Revert the payment that settled the first collection, with a reason.
  await nav.getByRole('link', { name: 'Transactions' }).click()
  await expect(page).toHaveURL(/\/finance\/transactions/)
  const txSearch = page
    .getByRole('search', { name: 'Filter transactions' })
    .getByRole('searchbox', { name: 'Search' })
  await txSearch.fill(fullUtr)
  await txSearch.press('Enter')
  const transactions = page.getByRole('table', { name: 'Recorded transactions' })
  const payment = transactions.getByRole('row').filter({ hasText: fullUtr })
  await expect(payment).toHaveCount(1)
  await expect(payment).toContainText(rupees(rest, decimalPlaces))
  await payment.click()
  const txSheet = page.getByRole('dialog', { name: title })
  await expect(txSheet.getByText('Recorded', { exact: true })).toBeVisible()
  await txSheet.getByRole('button', { name: 'Revert' }).click()
  const confirm = page.getByRole('dialog', { name: 'Revert this payment?' })
  await confirm.getByRole('textbox', { name: 'Reason' }).fill('Recorded against the wrong month')
  await confirm.getByRole('button', { name: 'Revert payment' }).click()
  await expect(confirm).toBeHidden()
  await expect(txSheet.getByText('Reverted', { exact: true })).toBeVisible()
  const txDetails = txSheet.getByRole('region', { name: 'Details' })
  await expect(fact(txDetails, 'Still due')).toHaveText(
    `${rupees(rest, decimalPlaces)} of ${rupees(amount, decimalPlaces)}`,
  )
  await expect(txSheet.getByRole('region', { name: 'Audit trail' })).toContainText(
    'Recorded against the wrong month',
  )
  await page.keyboard.press('Escape')
  await expect(txSheet).toBeHidden()

  // The collection is due again, for exactly the reverted amount.
  await nav.getByRole('link', { name: 'Collections' }).click()
  await expect.poll(() => listCount(page)).toBe(allCount - 3)
  await search.fill(tenant)
  await search.press('Enter')
  const dueAgain = due.getByRole('row').filter({ has: box })
  await expect(dueAgain).toContainText(rupees(rest, decimalPlaces))
  await dueAgain.getByText(title, { exact: true }).click()
  await expect(outstanding).toHaveText(rupees(rest, decimalPlaces))
  await expect(sheet.getByRole('form', { name: 'Mark paid' })).toBeVisible()
})

test('the list keeps its place in the address: it opens at the page there, and the page follows the scroll', async ({
  page,
}) => {
  await signInDirectly(page)
  await page.goto('/finance/collections?page=2&rowsPerPage=10&tab=due')
  const due = page.getByRole('grid', { name: 'Due collections' })
  // Page 2 of 10 rows starts at the 11th collection; aria-rowindex counts the header as row 1.
  await expect(due.locator('[role="row"][aria-rowindex="12"]')).toBeInViewport()
  await expect(due.locator('[role="row"][aria-rowindex="2"]')).toHaveCount(0)

  const entries = await page.evaluate(() => history.length)
  await due.locator('[data-part="viewport"]').evaluate((viewport) => {
    viewport.scrollTop += 56 * 10
  })
  await expect(page).toHaveURL(/[?&]page=3(&|$)/)
  await expect(due.locator('[role="row"][aria-rowindex="22"]')).toBeInViewport()
  // The address follows the list in place: scrolling adds no history entries.
  expect(await page.evaluate(() => history.length)).toBe(entries)
})
