import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { getData, kolkataDay, sendData, tokenOf } from './api'
import { expect, test } from './fixtures'
import { signInDirectly } from './signIn'

// The server counts meals in Asia/Kolkata; the browser's "today" must be the same day.
test.use({ timezoneId: 'Asia/Kolkata' })

const PROPERTY_ID = 1

type FoodTenant = { tenant_id: number; name: string; is_active: boolean }
type Slot = { id: number; week_day: number; meal_category_id: number; meal_type: string }

/** Minutes since midnight in Asia/Kolkata, now. */
const kolkataMinutes = () => {
  const [hours, minutes] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number)
  return hours * 60 + minutes
}
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * Tonight's dinner with its skips still open whenever the test runs: it starts an hour from now (rounded up to
 * five minutes) with skips closing 30 minutes before; late in the evening, tomorrow's dinner at 20:00 instead.
 */
function dinnerWindow() {
  const start = Math.ceil((kolkataMinutes() + 60) / 5) * 5
  if (start + 60 <= 23 * 60 + 59) {
    return { date: kolkataDay(), day: 'Today', start, end: start + 60 }
  }
  return { date: kolkataDay(1), day: 'Tomorrow', start: 20 * 60, end: 21 * 60 + 30 }
}

/** The expected count of the dinner card in that day's section of the Today tab. */
async function dinnerExpected(page: Page, day: string): Promise<number> {
  const dinner = page
    .getByRole('region', { name: new RegExp(`^${day} ·`) })
    .getByRole('region', { name: 'Dinner', exact: true })
  const expected = dinner.locator('dl[data-part="expected"] dd')
  await expect(expected).toBeVisible()
  return Number(await expected.textContent())
}

test('opt a resident in to dinner, approve a night out: the dinner count drops and their skip reads Outpass; cancel the pass and it comes back; download the kitchen sheet', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signInDirectly(page)
  const token = await tokenOf(page)
  const dinner = dinnerWindow()

  // Setup through the API: the mess on with dinner in the window above, served on that weekday; passes that may
  // start now, without a monthly limit, skipping the meals they cover.
  await sendData(
    page.request,
    token,
    `/food/api/v1/operator/setup/${PROPERTY_ID}`,
    {
      is_enabled: true,
      meals: [
        {
          meal_type: 'DINNER',
          is_enabled: true,
          start_time: clock(dinner.start),
          end_time: clock(dinner.end),
          skip_cutoff_minutes: 30,
        },
      ],
    },
    'PUT',
  )
  const menu = await getData<{ entries: Slot[] }>(
    page.request,
    token,
    `/food/api/v1/operator/food_menu?property_id=${PROPERTY_ID}&date=${dinner.date}`,
  )
  const weekDay = ((new Date(`${dinner.date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1
  const slot = menu.entries.find((entry) => entry.week_day === weekDay && entry.meal_type === 'DINNER')
  if (slot) {
    await sendData(page.request, token, '/food/api/v1/operator/meal_option/add_or_update', {
      id: slot.id,
      property_id: PROPERTY_ID,
      week_day: weekDay,
      meal_category_id: slot.meal_category_id,
      is_active: true,
    })
  }
  await sendData(page.request, token, `/outpass/api/v1/operator/setup/${PROPERTY_ID}`, {
    is_enabled: true,
    monthly_quota: null,
    auto_skip_meals: true,
    lead_hours: { DAY_OUTING: 0, NIGHT_OUT: 0, HOME_LEAVE: 0, EMERGENCY: 0 },
  })

  // A resident not opted in to food.
  const outs = await getData<{ results: FoodTenant[] }>(
    page.request,
    token,
    `/food/api/v1/operator/tenant/list?property_id=${PROPERTY_ID}&is_active=false&limit=50`,
  )
  expect(outs.results.length).toBeGreaterThan(0)
  const resident = outs.results[outs.results.length - 1]

  // Opt them in to dinner on the Residents tab.
  await page.goto(
    `/food-management?tab=residents&property_id=${PROPERTY_ID}&search_text=${encodeURIComponent(resident.name)}`,
  )
  await page.getByRole('table', { name: "Residents' food" }).getByText(resident.name, { exact: true }).click()
  const sheet = page.getByRole('dialog', { name: `Food for ${resident.name}` })
  const change = sheet.getByRole('form', { name: `Food for ${resident.name}` })
  await change.getByRole('combobox', { name: 'Food' }).selectOption('on')
  for (const meal of ['Breakfast', 'Lunch', 'Snacks', 'Dinner']) {
    const box = change.getByRole('checkbox', { name: meal, exact: true })
    if ((await box.count()) > 0) await box.setChecked(meal === 'Dinner')
  }
  await change.getByRole('combobox', { name: 'Diet' }).selectOption('VEG')
  await change.getByRole('button', { name: 'Save food' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Food on for 1 resident' })).toBeVisible()

  // Dinner's count with them in it.
  await page.goto(`/food-management?tab=today&property_id=${PROPERTY_ID}`)
  const withThem = await dinnerExpected(page, dinner.day)

  // A night out over dinner, approved on the pass sheet.
  const now = Date.now()
  const dinnerEnd = new Date(`${dinner.date}T${clock(dinner.end)}:00+05:30`).getTime()
  await sendData(page.request, token, '/outpass/api/v1/operator/outpass/create', {
    tenant_id: resident.tenant_id,
    type: 'NIGHT_OUT',
    from_at: new Date(now - 60_000).toISOString(),
    to_at: new Date(dinnerEnd + 2 * 3_600_000).toISOString(),
    destination: 'Cousin’s place, Jayanagar',
    reason: 'Family dinner',
  })
  const openPass = async (status: string) => {
    const filters = new URLSearchParams({
      tab: 'outpass',
      property_id: String(PROPERTY_ID),
      search_text: resident.name,
      status,
      from_date: kolkataDay(),
      to_date: kolkataDay(),
    })
    await page.goto(`/services/attendance_and_outpass?${filters}`)
    const rows = page
      .getByRole('table', { name: 'Outpasses' })
      .getByRole('row')
      .filter({ hasText: 'Night out' })
    await expect(rows).toHaveCount(1)
    await rows.click()
    return page.getByRole('dialog', { name: `Pass · ${resident.name}` })
  }
  let pass = await openPass('PENDING')
  await pass.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'pass approved' })).toBeVisible()

  // Dinner is one fewer, and the resident's skip says it came from the pass.
  await page.goto(`/food-management?tab=today&property_id=${PROPERTY_ID}`)
  await expect.poll(() => dinnerExpected(page, dinner.day)).toBe(withThem - 1)
  await page.goto(
    `/food-management?tab=residents&property_id=${PROPERTY_ID}&search_text=${encodeURIComponent(resident.name)}`,
  )
  await page.getByRole('table', { name: "Residents' food" }).getByText(resident.name, { exact: true }).click()
  const skips = page
    .getByRole('dialog', { name: `Food for ${resident.name}` })
    .getByRole('list', { name: 'Skipped meals' })
  await expect(skips.getByRole('listitem').filter({ hasText: 'Dinner' })).toContainText('Outpass')

  // Cancel the pass: dinner has them back.
  pass = await openPass('APPROVED')
  await pass.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Cancel pass' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'pass cancelled' })).toBeVisible()
  await page.goto(`/food-management?tab=today&property_id=${PROPERTY_ID}`)
  await expect.poll(() => dinnerExpected(page, dinner.day)).toBe(withThem)

  // The kitchen sheet of that dinner is a PDF.
  const downloading = page.waitForEvent('download')
  await page
    .getByRole('region', { name: new RegExp(`^${dinner.day} ·`) })
    .getByRole('button', { name: 'Download kitchen sheet for dinner' })
    .click()
  const sheetBytes = await readFile(await (await downloading).path())
  expect(sheetBytes.subarray(0, 4).toString()).toBe('%PDF')
})
