import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { SECOND_PHONE, signInDirectly } from './signIn'

// The server counts days in Asia/Kolkata; the expense date the form offers must be the same day.
test.use({ timezoneId: 'Asia/Kolkata' })

/** Paise as the app shows them with two decimals (Intl en-IN, the rupee sign). */
const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(paise / 100)

/** Moves the open complaint with a status button, filling the reason the move's form asks for (if any). */
async function move(sheet: Locator, action: string, reason?: { label: string; text: string }) {
  await sheet.getByRole('group', { name: 'Status actions' }).getByRole('button', { name: action }).click()
  if (!reason) return
  const form = sheet.getByRole('form', { name: action })
  await form.getByRole('textbox', { name: reason.label }).fill(reason.text)
  await form.getByRole('button', { name: action }).click()
  await expect(form).toBeHidden()
}

const statusOf = (sheet: Locator, label: string) => expect(sheet.getByText(label, { exact: true }).first())

async function openComplaint(page: Page, title: string) {
  const search = page.getByRole('search', { name: 'Filter complaints' }).getByRole('searchbox')
  await search.fill(title)
  await search.press('Enter')
  const row = page.getByRole('table', { name: 'Complaints' }).getByRole('row').filter({ hasText: title })
  await expect(row).toHaveCount(1)
  const ticket = /CMP-\d{4}-\d{5}/.exec((await row.textContent()) ?? '')?.[0] ?? ''
  expect(ticket).not.toBe('')
  await row.getByRole('cell').first().click()
  const sheet = page.getByRole('dialog', { name: ticket })
  await expect(sheet).toBeVisible()
  return { sheet, ticket }
}

test('raise a complaint for a room, fix it through a vendor with a pause, post its cost as an expense, raise it again', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signInDirectly(page)
  const title = `Bathroom tap leaking ${String(Date.now()).slice(-6)}`
  const cost = 85_000

  // Raise it for a room of the first property.
  await page.goto('/services/complaints')
  await page.getByRole('button', { name: 'Raise complaint' }).click()
  const raise = page.getByRole('form', { name: 'Raise complaint' })
  await raise.getByRole('combobox', { name: 'Property' }).selectOption({ index: 1 })
  const room = raise.getByRole('combobox', { name: 'Room' })
  await expect(room).toBeEnabled()
  await expect(room.getByRole('option')).not.toHaveCount(1)
  await room.selectOption({ index: 1 })
  await raise.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Plumbing' })
  await raise.getByRole('combobox', { name: 'Priority' }).selectOption({ label: 'High' })
  await raise.getByRole('textbox', { name: 'Title' }).fill(title)
  await raise.getByRole('button', { name: 'Raise complaint' }).click()
  await expect(raise).toBeHidden()

  const { sheet, ticket } = await openComplaint(page, title)
  await expect(sheet.getByRole('region', { name: 'Service level' })).toBeVisible()

  // Assign it to a vendor, start, hold with a reason, resume.
  const assign = sheet.getByRole('form', { name: 'Assign complaint' })
  await assign.getByRole('combobox', { name: 'Assign to' }).selectOption({ label: 'A vendor' })
  await assign.getByRole('combobox', { name: 'Vendor' }).selectOption({ label: 'Sai Plumbing Works' })
  await assign.getByRole('button', { name: 'Assign' }).click()
  await expect(
    sheet
      .getByRole('region', { name: 'Activity' })
      .getByText(/Sai Plumbing Works/)
      .first(),
  ).toBeVisible()
  await move(sheet, 'Start work')
  await statusOf(sheet, 'In progress').toBeVisible()
  await move(sheet, 'Put on hold', { label: 'Why on hold', text: 'Waiting for the spare cartridge' })
  await statusOf(sheet, 'On hold').toBeVisible()
  await expect(sheet.getByRole('group', { name: 'Status actions' }).getByRole('button')).toHaveText([
    'Resume',
  ])
  await move(sheet, 'Resume')

  // Resolve it with the repair's cost, borne by the operator.
  await sheet.getByRole('group', { name: 'Status actions' }).getByRole('button', { name: 'Resolve' }).click()
  const resolve = sheet.getByRole('form', { name: 'Resolve' })
  await resolve.getByRole('textbox', { name: 'Resolution notes' }).fill('Cartridge replaced, no leak')
  await resolve.getByRole('textbox', { name: 'Repair cost' }).fill(String(cost / 100))
  await resolve.getByRole('combobox', { name: 'Who pays' }).selectOption({ label: 'You (the operator)' })
  await resolve.getByRole('button', { name: 'Resolve' }).click()
  await expect(resolve).toBeHidden()
  await statusOf(sheet, 'Resolved').toBeVisible()

  // Post the cost as an expense.
  const post = sheet.getByRole('form', { name: 'Post as expense' })
  await post
    .getByRole('combobox', { name: 'Expense category' })
    .selectOption({ label: 'Repairs and maintenance' })
  await post.getByRole('combobox', { name: 'Payment mode' }).selectOption({ label: 'UPI' })
  await post.getByRole('button', { name: 'Post as expense' }).click()
  await expect(sheet.getByText(/Expense #\d+/).first()).toBeVisible()

  // It is in this month's expenses, linked back to the complaint.
  await page.goto('/finance/expenses')
  const expenseSearch = page.getByRole('search', { name: 'Filter expenses' }).getByRole('searchbox')
  await expenseSearch.fill(ticket)
  await expenseSearch.press('Enter')
  const expense = page.getByRole('table', { name: 'Expenses' }).getByRole('row').filter({ hasText: ticket })
  await expect(expense).toHaveCount(1)
  await expect(expense).toContainText(rupees(cost))
  await expect(expense).toContainText('Sai Plumbing Works')
  await expense.getByRole('link', { name: ticket }).click()

  // The link opens the complaint: raise it again and see the reopen count.
  const reopened = page.getByRole('dialog', { name: ticket })
  await expect(reopened).toBeVisible()
  await move(reopened, 'Raise again', { label: 'Why raise it again', text: 'Dripping again this morning' })
  await expect(reopened.getByText('Reopened 1×')).toBeVisible()
  await statusOf(reopened, 'Open').toBeVisible()
})

test('an operator with complaints switched off and expenses off but holding data sees expenses only', async ({
  page,
}) => {
  await signInDirectly(page, SECOND_PHONE)
  const navigation = page.getByRole('navigation')
  await expect(navigation.getByRole('link', { name: 'Expenses' })).toBeVisible()
  await expect(navigation.getByRole('link', { name: 'Complaints' })).toHaveCount(0)
  await page.goto('/finance/expenses')
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Expenses' })).toBeVisible()
  await page.getByRole('tab', { name: /^All/ }).click()
  await expect(page.getByRole('table', { name: 'Expenses' }).getByRole('row')).not.toHaveCount(1)
  await page.goto('/services/complaints')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})
