import AxeBuilder from '@axe-core/playwright'
import { kolkataDay } from './api'
import { expect, test } from './fixtures'
import { signInDirectly } from './signIn'

test.use({ timezoneId: 'Asia/Kolkata' })

/** dd/MM/yyyy, as the screens show a 'yyyy-MM-dd' day. */
const shown = (day: string) => day.split('-').reverse().join('/')

test('change the default notice period from a later date, see it coming in the table and in the history', async ({
  page,
}) => {
  // Far enough ahead that no other test meets the change.
  const from = kolkataDay(700)
  await signInDirectly(page)
  await page.goto('/settings?tab=rules')
  const table = page.getByRole('table', { name: /^House rules on / })
  await expect(table.getByRole('columnheader', { name: 'Default' })).toBeVisible()

  await table.getByRole('button', { name: 'Change notice period for the default' }).click()
  const form = page.getByRole('form', { name: 'Change notice period' })
  await form.getByLabel(/Notice period \(days\)/).fill('45')
  await form.getByLabel(/Applies from/).fill(from)
  await form.getByRole('button', { name: 'Save default' }).click()
  await expect(page.getByText(`Default notice period changes from ${shown(from)}`)).toBeVisible()

  const notice = table.getByRole('row', { name: /^Notice period/ })
  await expect(notice.getByRole('cell').nth(1)).toContainText(`From ${shown(from)}: 45 days`)

  await notice.getByRole('button', { name: 'Change notice period for the default' }).press('Enter')
  const history = page.getByRole('list', { name: 'Versions' })
  await expect(history.getByRole('listitem').first()).toContainText(`From ${shown(from)}: 45 days`)
  const scan = await new AxeBuilder({ page }).analyze()
  const blocking = scan.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  )
  expect(blocking.map((violation) => violation.id)).toEqual([])
})
