import { expect, test } from './fixtures'
import { signInDirectly } from './signIn'

/** Rupees shown with or without paise ('₹18,500' on a tile, '₹18,500.00' in a list) → 18500. */
const rupees = (text: string) => Number((/₹([\d,]+(?:\.\d+)?)/.exec(text)?.[1] ?? '').replace(/,/g, ''))

test('the dashboard opens on the seeded figures; an overdue tile opens the collections list with exactly its count and sum', async ({
  page,
}) => {
  await signInDirectly(page)
  const ageing = page.getByRole('region', { name: 'Dues ageing' })
  const tile = ageing.getByRole('link', { name: /^Overdue 31–60 days: / })
  await expect(tile).toBeVisible()
  const label = (await tile.getAttribute('aria-label')) ?? ''
  const count = Number(/, (\d+) collections?$/.exec(label)?.[1])
  expect(count).toBeGreaterThan(0)
  const sum = rupees(label)

  await tile.click()
  await expect(page).toHaveURL(/\/finance\/collections\?.*ageing=d31_60/)
  await expect(page.getByRole('tab', { name: 'Due', selected: true })).toBeVisible()
  const footer = page.getByText(/^\d+ collections? · outstanding/)
  await expect(footer).toHaveText(new RegExp(`^${count} collections? · outstanding`))
  expect(Math.round(rupees((await footer.textContent()) ?? ''))).toBe(Math.round(sum))
})
