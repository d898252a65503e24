import { readFile } from 'node:fs/promises'
import { expect, test } from './fixtures'
import { signInDirectly } from './signIn'
import { kolkataDay } from './api'

// The server counts days in Asia/Kolkata; the browser's "today" (the forms' defaults) must be the same day.
test.use({ timezoneId: 'Asia/Kolkata' })

/** The smallest file the server recognises as a PDF by its content. */
const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
)

test('add a tenant to a vacant bed, upload a document, download an agreement, move them out, bed Available', async ({
  page,
}) => {
  // A new phone and name every run; the tenant moved in two days ago so a move-out can end yesterday
  // (the move-out date is the last night in the bed, so a stay ending yesterday frees the bed today).
  const stamp = String(Date.now()).slice(-9)
  const phone = `9${stamp}`
  const tenantName = `Meera Iyer ${stamp.slice(-4)}`
  const movedIn = kolkataDay(-2)
  const leftOn = kolkataDay(-1)

  await signInDirectly(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Inventory' }).click()
  await page
    .getByRole('link', { name: /^Open the .* of / })
    .first()
    .click()
  await expect(page).toHaveURL(/\/occupancy\/inventory\/\d+/)
  const board = page.url()

  // A vacant bed (the last one, away from the bed the inventory test allots and unlinks).
  const filters = page.getByRole('search')
  for (const status of ['Occupied', 'Booked', 'Ending'])
    await filters.getByRole('checkbox', { name: new RegExp(status) }).uncheck()
  const vacant = page.getByRole('button', { name: /, Available/ }).last()
  await expect(vacant).toBeVisible()
  const bedName = ((await vacant.getAttribute('aria-label')) ?? '').split(',')[0]
  await vacant.click()

  const bedSheet = page.getByRole('dialog').last()
  await bedSheet.getByRole('button', { name: 'Add tenant' }).click()
  const addForm = page.getByRole('form', { name: 'Add tenant' })
  await addForm.getByRole('textbox', { name: /Phone number/ }).fill(phone)
  await addForm.getByRole('textbox', { name: /Full name/ }).fill(tenantName)
  await addForm.getByRole('combobox', { name: /Gender/ }).selectOption('Female')
  await addForm.getByRole('combobox', { name: /Occupation/ }).selectOption('Working professional')
  await addForm.getByLabel(/^Moves in/).fill(movedIn)
  await expect(addForm.getByRole('combobox', { name: /^Bed/ })).not.toHaveValue('-1')
  await addForm.getByRole('textbox', { name: /Monthly rent/ }).fill('9000')
  await addForm.getByRole('textbox', { name: /^Deposit/ }).fill('18000')
  // What the sheet says is due on move-in is raised as the tenant's first dues.
  const moveInDues = addForm.getByRole('region', { name: 'Move-in dues' })
  // The calculation follows the form: once it shows the deposit typed last, it is of the rent typed before it.
  await expect(moveInDues).toContainText('Security deposit (refundable)₹18,000.00')
  const dueOnMoveIn = (await moveInDues.getByRole('definition').last().textContent()) ?? ''
  expect(dueOnMoveIn).toMatch(/^₹[\d,]+\.\d{2}$/)
  await addForm.getByRole('button', { name: 'Add tenant' }).click()
  await expect(addForm).toBeHidden()

  // The bed sheet behind shows the new stay.
  await expect(bedSheet.getByRole('region', { name: 'Summary' }).getByText('Occupied')).toBeVisible()
  await expect(bedSheet.getByRole('region', { name: 'Allotments' })).toContainText(tenantName)
  await page.keyboard.press('Escape')

  // Find the tenant in the list and open their page.
  await nav.getByRole('link', { name: 'Tenants' }).click()
  await page.getByRole('search', { name: 'Filter tenants' }).getByLabel('Search by name or phone').fill(phone)
  await page.getByRole('table', { name: 'Tenants' }).getByText(tenantName).click()
  await expect(page).toHaveURL(/\/occupancy\/tenant\/\d+$/)
  const title = page.getByRole('heading', { level: 1, name: new RegExp(tenantName) })
  await expect(title).toContainText('Active')
  await expect(page.getByRole('region', { name: 'Rent and deposit' })).toContainText(`Dues${dueOnMoveIn}`)

  // Upload a document.
  await page
    .getByRole('group', { name: 'Upload documents' })
    .getByLabel('Choose files')
    .setInputFiles({ name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES })
  await expect(page.getByRole('list', { name: 'Documents' })).toContainText('aadhaar.pdf')

  // Generate an agreement and download its PDF.
  await page.getByRole('button', { name: 'Generate agreement' }).click()
  const agreements = page.getByRole('list', { name: 'Agreements' })
  await expect(agreements.getByRole('listitem')).toHaveCount(1)
  const downloading = page.waitForEvent('download')
  await agreements.getByRole('button', { name: 'Download PDF' }).click()
  const download = await downloading
  const bytes = await readFile(await download.path())
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF')

  // Raise a move-out for today, seeing the forecast before confirming.
  await page.getByRole('button', { name: 'Raise move-out' }).click()
  const raiseForm = page.getByRole('form', { name: 'Raise move-out' })
  await raiseForm.getByRole('button', { name: 'Forecast the settlement' }).click()
  const forecast = page.getByRole('region', { name: 'Settlement forecast' })
  // The deposit is not paid yet: nothing is held, and the first dues are still owed.
  await expect(forecast).toContainText('Deposit held₹0.00')
  await expect(forecast).toContainText(`Unpaid dues−${dueOnMoveIn}`)
  await expect(forecast).toContainText('Still owed by the tenant')
  await raiseForm.getByRole('button', { name: 'Raise move-out' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Raise move-out' }).click()
  await expect(raiseForm).toBeHidden()
  await expect(title).toContainText('On notice')

  // Complete it: they left yesterday, so the bed is free today.
  await page.getByRole('button', { name: 'View move-out' }).click()
  const moveOut = page.getByRole('dialog').last()
  await expect(moveOut.getByRole('region', { name: 'Move-out' })).toContainText('Raised')
  await moveOut.getByRole('button', { name: 'Complete move-out' }).click()
  const completeForm = moveOut.getByRole('form', { name: 'Complete move-out' })
  await completeForm.getByLabel(/^Left on/).fill(leftOn)
  await completeForm.getByRole('combobox', { name: /Refund by/ }).selectOption('Cash')
  await completeForm.getByRole('checkbox', { name: /Room inspected/ }).check()
  await completeForm.getByRole('checkbox', { name: /Keys returned/ }).check()
  await completeForm.getByRole('button', { name: 'Complete move-out' }).click()
  await expect(moveOut.getByRole('region', { name: 'Move-out' })).toContainText('Completed')
  await page.keyboard.press('Escape')
  await expect(title).toContainText('Moved out')

  // Back on the bed board (in the app, no reload), the bed is Available again.
  await nav.getByRole('link', { name: 'Inventory' }).click()
  await page
    .getByRole('link', { name: /^Open the .* of / })
    .first()
    .click()
  await expect(page).toHaveURL(board)
  await expect(page.getByRole('button', { name: new RegExp(`^${bedName}, Available`) })).toBeVisible()
})
