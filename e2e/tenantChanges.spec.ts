import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInDirectly } from './signIn'
import { kolkataDay } from './api'

// The server counts days in Asia/Kolkata; the browser's "today" (the forms' defaults) must be the same day.
test.use({ timezoneId: 'Asia/Kolkata' })

/** 'yyyy-MM-dd' as the app shows dates: dd/MM/yyyy. */
const shown = (isoDate: string) => isoDate.split('-').reverse().join('/')

/** The first day of next month in Asia/Kolkata: what the rent terms sheet offers by default. */
function firstOfNextMonth(): string {
  const [year, month] = kolkataDay(0).split('-').map(Number)
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10)
}

/** The smallest file the server recognises as a PDF by its content. */
const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
)

type Bed = { id: number; name: string; status_name: string; rent_paise: number }

/** The first property's beds as the board reads them today (the setup's only read of the API). */
async function boardBeds(request: APIRequestContext, token: string, propertyId: number): Promise<Bed[]> {
  const answer = await request.get(`/inventory/api/v1/operator/property/${propertyId}/bed/list`, {
    headers: { Authorization: `Token ${token}` },
  })
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { data: { results: Bed[] } }).data.results
}

/** The board's card of a bed: its accessible name starts with "Bed <name>, <status>". */
const bedCard = (page: Page, bed: string, status: string) =>
  page.getByRole('button', { name: new RegExp(`^Bed ${bed}, ${status}`) })

test('edit a resident’s phone, change their rent from next month, transfer them to another bed, verify their ID', async ({
  page,
}) => {
  await signInDirectly(page)
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? ''
  const propertyId = 1

  // Setup through the API: a resident who moved in ten days ago on a vacant bed, with their first dues raised.
  // Beds in the middle of the vacant ones, away from the first and last that the other specs take.
  const vacant = (await boardBeds(page.request, token, propertyId)).filter(
    (bed) => bed.status_name === 'Available',
  )
  expect(vacant.length).toBeGreaterThan(6)
  const [from, to] = [vacant[2], vacant[4]]
  const stamp = String(Date.now()).slice(-9)
  const added = await page.request.post('/onboarding/api/v1/operator/tenant/add', {
    headers: { Authorization: `Token ${token}` },
    data: {
      name: `Kiran Hegde ${stamp.slice(-4)}`,
      phone_number: `8${stamp}`,
      dial_code: '+91',
      country_iso_code: 'IN',
      gender: 'MALE',
      occupation: 'PROFESSIONAL',
      property_id: propertyId,
      bed_id: from.id,
      rent_paise: 900_000,
      deposit_paise: 1_800_000,
      move_in_date: kolkataDay(-10),
      create_collections: true,
    },
  })
  expect(added.status()).toBe(201)
  const tenant = ((await added.json()) as { data: { id: number; name: string } }).data

  await page.goto(`/occupancy/tenant/${tenant.id}`)
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(tenant.name) })).toContainText('Active')

  // Correct the phone number.
  const newPhone = `7${stamp}`
  await page.getByRole('region', { name: 'Profile' }).getByRole('button', { name: 'Edit profile' }).click()
  const profileForm = page.getByRole('form', { name: 'Edit profile' })
  await profileForm.getByRole('textbox', { name: /Phone number/ }).fill(newPhone)
  await profileForm.getByRole('button', { name: 'Save profile' }).click()
  await expect(profileForm).toBeHidden()
  await expect(page.getByText(`${tenant.name}'s profile saved`)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(newPhone.slice(-4))

  // Raise the rent from the first of next month: an upcoming version beside the current one.
  await page
    .getByRole('region', { name: 'Rent and deposit' })
    .getByRole('button', { name: 'Change rent or terms' })
    .click()
  const termsForm = page.getByRole('form', { name: 'Change rent or terms' })
  await expect(termsForm.getByLabel(/^Applies from/)).toHaveValue(firstOfNextMonth())
  await termsForm.getByRole('textbox', { name: /Monthly rent/ }).fill('9500')
  await termsForm.getByRole('textbox', { name: /Reason/ }).fill('Annual revision')
  await termsForm.getByRole('button', { name: 'Save terms' }).click()
  await expect(termsForm).toBeHidden()
  const versions = page.getByRole('list', { name: 'Rent terms versions' })
  await expect(versions.getByRole('listitem')).toHaveCount(2)
  await expect(versions.getByRole('listitem').first()).toContainText('Upcoming')
  await expect(versions.getByRole('listitem').first()).toContainText('₹9,500')
  await expect(versions.getByRole('listitem').first()).toContainText('Annual revision')
  await expect(page.getByRole('region', { name: 'Rent and deposit' })).toContainText(
    `Upcoming change from ${shown(firstOfNextMonth())}`,
  )

  // Transfer to another bed from tomorrow, seeing the quote first.
  const tomorrow = kolkataDay(1)
  await page.getByRole('button', { name: 'Transfer room' }).click()
  const transferForm = page.getByRole('form', { name: 'Transfer room' })
  await transferForm.getByLabel(/^First night on the new bed/).fill(tomorrow)
  await transferForm.getByRole('combobox', { name: /New bed/ }).selectOption(String(to.id))
  await expect(page.getByRole('region', { name: 'Transfer quote' })).toContainText(to.name)
  await transferForm.getByRole('button', { name: 'Confirm transfer' }).click()
  await expect(transferForm).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'Moved to' })).toContainText(
    `Bed ${to.name} from ${shown(tomorrow)}`,
  )

  // The board: the old bed ends tonight (its last night is today), the new one is booked from tomorrow.
  // Each bed is looked up by its name through the board's search (the board renders only what is in view).
  await page.goto(`/occupancy/inventory/${propertyId}?search_text=${from.name}`)
  await bedCard(page, from.name, 'Ending').click()
  await expect(page.getByRole('dialog').last().getByRole('region', { name: 'Allotments' })).toContainText(
    `${shown(kolkataDay(-10))} to ${shown(kolkataDay(0))}`,
  )
  await page.keyboard.press('Escape')
  await page.goto(`/occupancy/inventory/${propertyId}?search_text=${to.name}`)
  await bedCard(page, to.name, 'Booked').click()
  const newBedAllotments = page.getByRole('dialog').last().getByRole('region', { name: 'Allotments' })
  await expect(newBedAllotments).toContainText(tenant.name)
  await expect(newBedAllotments).toContainText(shown(tomorrow))
  await page.keyboard.press('Escape')

  // Upload their ID and verify it.
  await page.goto(`/occupancy/tenant/${tenant.id}`)
  await page
    .getByRole('group', { name: 'Upload documents' })
    .getByLabel('Choose files')
    .setInputFiles({ name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES })
  const documents = page.getByRole('list', { name: 'Documents' })
  await expect(documents).toContainText('aadhaar.pdf')
  await documents.getByRole('button', { name: 'Verify aadhaar.pdf' }).click()
  await expect(documents.getByRole('listitem').filter({ hasText: 'aadhaar.pdf' })).toContainText('Verified')
})
