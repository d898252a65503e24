import { expect, test } from './fixtures'
import { signInDirectly } from './signIn'
import { getData, kolkataDay, sendData, tokenOf } from './api'

// The server counts days in Asia/Kolkata; the browser's "today" (the roll-call's night) must be the same day.
test.use({ timezoneId: 'Asia/Kolkata' })

const PROPERTY_ID = 1

/** Paise as the app shows them with two decimals (Intl en-IN, the rupee sign). */
const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(paise / 100)

test('add a staff member, record cash they took, see it in their hand, record a handover', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await signInDirectly(page)
  const token = await tokenOf(page)
  const stamp = String(Date.now()).slice(-6)
  const name = `Meena Iyer ${stamp}`

  // A collection of the first property with something still due (the last of the page: other specs pay the first).
  const due = await getData<{ results: { title: string; tenant_name: string; balance_paise: number }[] }>(
    page.request,
    token,
    `/payment/api/v1/operator/collection/list?status=due&property_ids=${PROPERTY_ID}&limit=10`,
  )
  const collection = due.results.at(-1)
  expect(collection).toBeDefined()
  const { title, tenant_name: tenant, balance_paise: balance } = collection!
  const cash = Math.min(100_000, Math.floor(balance / 100) * 100)
  expect(cash).toBeGreaterThan(0)

  // Add the staff member on the Staff screen.
  await page.goto('/services/staff')
  await page.getByRole('button', { name: 'Add staff' }).click()
  const form = page.getByRole('form', { name: 'Add staff' })
  await form.getByRole('textbox', { name: 'Name' }).fill(name)
  await form.getByRole('textbox', { name: /Mobile number/ }).fill(`98${stamp}11`)
  await form.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Property manager' })
  await form.getByRole('checkbox', { name: 'All properties, including ones added later' }).check()
  await form.getByRole('checkbox', { name: 'May take cash from tenants' }).check()
  await form.getByRole('button', { name: 'Add staff member' }).click()
  await expect(form).toBeHidden()
  const search = page.getByRole('search', { name: 'Filter staff' }).getByRole('searchbox')
  await search.fill(name)
  await search.press('Enter')
  const team = page.getByRole('table', { name: 'Staff' })
  await expect(team.getByText(name)).toBeVisible()

  // Record a cash payment of that collection, taken by them.
  await page.goto(
    `/finance/collections?property_ids=${PROPERTY_ID}&search_text=${encodeURIComponent(tenant)}`,
  )
  await page.getByRole('grid', { name: 'Due collections' }).getByText(title, { exact: true }).first().click()
  const sheet = page.getByRole('dialog', { name: title })
  const pay = sheet.getByRole('form', { name: 'Mark paid' })
  await pay.getByRole('textbox', { name: 'Amount received' }).fill(String(cash / 100))
  await pay.getByRole('combobox', { name: 'Mode' }).selectOption('CASH')
  await expect(pay.getByRole('combobox', { name: 'Collected by' })).toBeEnabled()
  const picker = pay.getByRole('searchbox', { name: 'Search collected by' })
  if (await picker.isVisible()) {
    await picker.fill(name)
    await picker.press('Enter')
  }
  await pay
    .getByRole('combobox', { name: 'Collected by' })
    .selectOption({ label: `${name} · Property manager` })
  await pay.getByRole('button', { name: 'Record payment' }).click()
  await expect(sheet.getByRole('region', { name: 'Payments' })).toContainText(rupees(cash))

  // Their sheet shows the cash in their hand, with the payment behind it; then they hand it over.
  await page.goto(`/services/staff?search=${encodeURIComponent(name)}`)
  await page.getByRole('table', { name: 'Staff' }).getByText(name).click()
  const staffSheet = page.getByRole('dialog', { name })
  const inHand = staffSheet.getByRole('region', { name: 'Cash in hand' })
  await expect(inHand.getByRole('heading', { name: `Cash in hand: ${rupees(cash)}` })).toBeVisible()
  await expect(inHand.getByRole('list', { name: 'Payments in hand' })).toContainText(tenant)
  const handovers = staffSheet.getByRole('region', { name: 'Cash handovers' })
  await handovers.getByRole('textbox', { name: 'Cash handed over' }).fill(String(cash / 100))
  await handovers.getByRole('button', { name: 'Submit handover' }).click()
  await expect(
    handovers.getByRole('listitem', { name: `Handover of ${rupees(cash)}, Submitted` }),
  ).toBeVisible()
  await expect(inHand.getByRole('heading', { name: `Cash in hand: ${rupees(0)}` })).toBeVisible()
})

type Entry = { tenant_id: number; tenant_name: string; status: string; outpass_id: number | null }

test('raise a home-leave pass, approve it, mark it out, see Leave on tonight’s roll-call, mark them in late', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signInDirectly(page)
  const token = await tokenOf(page)

  // Setup through the API: rules that let a pass start now and end in a few seconds, and a resident at home
  // tonight on the first floor of the first property.
  await sendData(page.request, token, `/outpass/api/v1/operator/setup/${PROPERTY_ID}`, {
    is_enabled: true,
    require_guardian_approval: false,
    curfew_time: '23:59',
    late_grace_minutes: 0,
    monthly_quota: null,
    lead_hours: { DAY_OUTING: 0, NIGHT_OUT: 0, HOME_LEAVE: 0, EMERGENCY: 0 },
  })
  const today = kolkataDay()
  const floors = await getData<{ results: { floor_id: number; floor_name: string }[] }>(
    page.request,
    token,
    `/attendance/api/v1/operator/property/${PROPERTY_ID}/floor/list?attendance_date=${today}`,
  )
  const floor = floors.results[0]
  const sheet = await getData<{ entries: Entry[] }>(
    page.request,
    token,
    `/attendance/api/v1/operator/attendance/${PROPERTY_ID}?attendance_date=${today}&floor_id=${floor.floor_id}`,
  )
  const resident = sheet.entries.find((entry) => entry.status === 'UNMARKED' && entry.outpass_id === null)
  expect(resident).toBeDefined()
  const returnBy = Date.now() + 25_000
  await sendData(page.request, token, '/outpass/api/v1/operator/outpass/create', {
    tenant_id: resident!.tenant_id,
    type: 'HOME_LEAVE',
    from_at: new Date(Date.now() - 60_000).toISOString(),
    to_at: new Date(returnBy).toISOString(),
    destination: 'Mysuru',
    reason: 'Sister’s wedding',
  })

  // Approve it and let them out from the pass sheet: the resident's pass of today in that status.
  const openPass = async (status: string) => {
    const filters = new URLSearchParams({
      tab: 'outpass',
      property_id: String(PROPERTY_ID),
      search_text: resident!.tenant_name,
      status,
      from_date: today,
      to_date: today,
    })
    await page.goto(`/services/attendance_and_outpass?${filters}`)
    const rows = page
      .getByRole('table', { name: 'Outpasses' })
      .getByRole('row')
      .filter({ hasText: 'Home leave' })
    await expect(rows).toHaveCount(1)
    await rows.click()
    return page.getByRole('dialog', { name: `Pass · ${resident!.tenant_name}` })
  }
  let pass = await openPass('PENDING')
  const actions = pass.getByRole('region', { name: 'Actions' })
  await actions.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'pass approved' })).toBeVisible()
  await actions.getByRole('button', { name: 'Mark out' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'pass marked out' })).toBeVisible()
  await expect(actions.getByRole('button', { name: 'Mark in' })).toBeVisible()
  await expect(actions.getByRole('button', { name: 'Approve' })).toHaveCount(0)

  // Tonight's roll-call of their floor has them on Leave, from the pass.
  await page.goto(`/attendance_and_outpass?tab=attendance&property_id=${PROPERTY_ID}`)
  await page.getByRole('button', { name: `Roll-call for ${floor.floor_name}` }).click()
  const rollCall = page.getByRole('form', { name: `Roll-call of ${floor.floor_name}` })
  const marks = rollCall.getByRole('radiogroup', { name: resident!.tenant_name, exact: true })
  await expect(marks.getByRole('radio', { name: 'Leave' })).toBeChecked()
  await expect(marks.getByText('On a pass · Out')).toBeVisible()

  // Past the return time they come back: the pass reads returned late.
  await expect
    .poll(() => Date.now(), { timeout: 40_000, intervals: [1_000] })
    .toBeGreaterThan(returnBy + 1_000)
  pass = await openPass('OVERDUE')
  await pass.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Mark in' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'pass marked in' })).toBeVisible()
  await expect(pass.getByText('Returned late', { exact: true })).toBeVisible()
  await expect(pass.getByRole('region', { name: 'Timeline' })).toContainText('Came back by')
  await expect(pass.getByRole('region', { name: 'Notices sent' })).toContainText(
    'Late return to the resident',
  )
})
