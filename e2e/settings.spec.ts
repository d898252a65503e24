import type { Page } from '@playwright/test'
import { getData, sendData, tokenOf } from './api'
import { expect, test } from './fixtures'
import { SECOND_PHONE, signInDirectly } from './signIn'

test.use({ timezoneId: 'Asia/Kolkata' })

type Collection = { id: number; tenant_id: number; tenant_name: string; property_id: number; title: string }
type Detail = { payment_links: { status: string }[] }
type Settings = { upi_id: string | null; payee_name: string | null }
type Property = { upi_id: string | null; payee_name: string | null; property_name: string }

/** Moves the app to a path the way a link does (history and popstate): no reload. */
const goWithoutReload = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)

async function switchComplaints(page: Page, to: 'on' | 'off') {
  await page.getByRole('switch', { name: /^Complaints/ }).click()
  const dialog = page.getByRole('alertdialog', { name: `Switch complaints ${to}?` })
  await dialog.getByRole('button', { name: `Switch ${to}` }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`Complaints switched ${to}`)).toBeVisible()
}

test('switching complaints on and off rebuilds the navigation and its page in every tab, without a reload', async ({
  page,
}) => {
  // The other demo operator, whose complaints start switched off (spec §2's other case): the axe scans beside the
  // flows read the first one's complaints screen meanwhile.
  await signInDirectly(page, SECOND_PHONE)
  const other = await page.context().newPage()
  await other.goto('/services/complaints')
  await expect(other.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  const otherNavigation = other.getByRole('navigation', { name: 'Main' })

  await page.goto('/settings?tab=modules')
  const navigation = page.getByRole('navigation', { name: 'Main' })
  await expect(navigation.getByRole('link', { name: 'Complaints' })).toHaveCount(0)
  try {
    await switchComplaints(page, 'on')
    await expect(navigation.getByRole('link', { name: 'Complaints' })).toBeVisible()
    // The other tab heard it on the BroadcastChannel and rebuilt its routes: its address now finds the page.
    await expect(other.getByRole('main').getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible()
    await expect(otherNavigation.getByRole('link', { name: 'Complaints' })).toBeVisible()
    await goWithoutReload(page, '/services/complaints')
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible()

    await goWithoutReload(page, '/settings?tab=modules')
    await switchComplaints(page, 'off')
    await expect(navigation.getByRole('link', { name: 'Complaints' })).toHaveCount(0)
    await expect(other.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(otherNavigation.getByRole('link', { name: 'Complaints' })).toHaveCount(0)
    await goWithoutReload(page, '/services/complaints')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  } finally {
    await sendData(
      page.request,
      await tokenOf(page),
      '/user/api/v1/operator/module/complaint/update',
      { is_enabled: false },
      'PUT',
    )
  }
})

test('a new payment link carries the UPI id set in Payments', async ({ page }) => {
  test.setTimeout(45_000)
  await signInDirectly(page)
  const token = await tokenOf(page)
  const { results } = await getData<{ results: Collection[] }>(
    page.request,
    token,
    '/payment/api/v1/operator/collection/list?status=due&limit=50',
  )
  // A due collection with no active link whose tenant is not linked to a bank account (its UPI id would win).
  let chosen: Collection | undefined
  for (const collection of results) {
    const bank = await getData<{ linked_bank_account_id: number | null }>(
      page.request,
      token,
      `/payment/api/v1/operator/bank_details?tenant_id=${collection.tenant_id}`,
    )
    const detail = await getData<Detail>(
      page.request,
      token,
      `/payment/api/v1/operator/collection/${collection.id}/details`,
    )
    if (
      bank.linked_bank_account_id === null &&
      !detail.payment_links.some((link) => link.status === 'ACTIVE')
    ) {
      chosen = collection
      break
    }
  }
  expect(chosen, 'a due collection without a linked account or an active link').toBeDefined()
  const collection = chosen as Collection
  const before = await getData<Settings>(page.request, token, '/payment/api/v1/operator/payment_settings')
  const property = await getData<Property>(
    page.request,
    token,
    `/property/api/v1/operator/property/${collection.property_id}`,
  )
  const upiId = 'e2e.roost@okaxis'

  try {
    await page.goto('/settings?tab=payments')
    // The property's own UPI id would win over the operator-wide one: use the one above for it.
    const overrides = page.getByRole('region', { name: 'These properties use their own UPI id' })
    const useAbove = overrides.getByRole('button', {
      name: `Use the UPI id above for ${property.property_name}`,
    })
    if (property.upi_id) {
      await useAbove.click()
      await expect(useAbove).toHaveCount(0)
    }
    const upi = page.getByRole('textbox', { name: /^UPI id/ })
    await upi.fill(upiId)
    await page.getByRole('button', { name: 'Save payment settings' }).click()
    await expect(page.getByText('Payment settings saved')).toBeVisible()

    await page.goto(`/finance/collections?search_text=${encodeURIComponent(collection.tenant_name)}`)
    await page
      .getByRole('grid', { name: 'Due collections' })
      .getByText(collection.title, { exact: true })
      .first()
      .click()
    const sheet = page.getByRole('dialog', { name: collection.title })
    const linkSection = sheet.getByRole('region', { name: 'Payment link' })
    await linkSection.getByRole('button', { name: 'Create payment link' }).click()
    const shared = linkSection.getByRole('link', { name: /\/open\/pay\// })
    await expect(shared).toBeVisible()
    await expect(linkSection.getByRole('img', { name: /UPI QR code/ })).toBeVisible()
    await page.goto((await shared.getAttribute('href')) ?? '')
    await expect(page.getByText(`pay to ${upiId}`)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Open in a UPI app' })).toHaveAttribute(
      'href',
      new RegExp(`^upi://pay\\?pa=${encodeURIComponent(upiId).replace(/\./g, '\\.')}&`),
    )
  } finally {
    await sendData(
      page.request,
      token,
      '/payment/api/v1/operator/payment_settings',
      { upi_id: before.upi_id, payee_name: before.payee_name },
      'PUT',
    )
    await sendData(
      page.request,
      token,
      `/property/api/v1/operator/property/update/${collection.property_id}`,
      { upi_id: property.upi_id, payee_name: property.payee_name },
      'PUT',
    )
  }
})
