import { expect, test } from './fixtures'
import { signInDirectly } from './signIn'

test('allot a vacant bed on the board, see it Occupied, unlink it, see it Available', async ({ page }) => {
  await signInDirectly(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inventory' }).click()
  await page
    .getByRole('link', { name: /^Open the .* of / })
    .first()
    .click()
  await expect(page).toHaveURL(/\/occupancy\/inventory\/\d+/)

  // Vacant beds only: untick every status but Available.
  const filters = page.getByRole('search')
  for (const status of ['Occupied', 'Booked', 'Ending'])
    await filters.getByRole('checkbox', { name: new RegExp(status) }).uncheck()
  const vacant = page.getByRole('button', { name: /, Available/ }).first()
  await expect(vacant).toBeVisible()
  const bedName = ((await vacant.getAttribute('aria-label')) ?? '').split(',')[0]
  await vacant.click()

  const sheet = page.getByRole('dialog').last()
  await sheet.getByRole('button', { name: 'Allot this bed' }).click()
  const form = sheet.getByRole('form', { name: /^Allot / })
  const tenant = form.getByRole('combobox', { name: 'Tenant' })
  await expect(tenant.getByRole('option').nth(1)).toBeAttached()
  const tenantName = (await tenant.getByRole('option').nth(1).textContent())?.split(/[·(,]/)[0].trim() ?? ''
  await tenant.selectOption({ index: 1 })
  await form.getByRole('button', { name: 'Allot', exact: true }).click()

  const summary = sheet.getByRole('region', { name: 'Summary' })
  await expect(summary.getByText('Occupied')).toBeVisible()
  await expect(sheet.getByRole('region', { name: 'Allotments' })).toContainText(tenantName)

  await sheet.getByRole('button', { name: `Unlink ${tenantName}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unlink' }).click()
  await expect(summary.getByText('Available')).toBeVisible()

  // The board behind the sheet shows the same bed Available again, without a reload.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: new RegExp(`^${bedName}, Available`) })).toBeVisible()
})
