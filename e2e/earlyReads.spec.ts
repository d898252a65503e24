import { expect, test } from './fixtures'
import { signInDirectly } from './signIn'

test("a reload asks for the screen's first reads before the app's script has run, each once, until sign-out", async ({
  page,
}) => {
  await signInDirectly(page)
  const firstRow = page.getByRole('main').getByRole('row').nth(1)
  await page.goto('/finance/expenses')
  await expect(firstRow).toBeVisible()

  const asked: string[] = []
  page.on('request', (request) => asked.push(new URL(request.url()).pathname))
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Expenses' })).toBeVisible()
  await expect(firstRow).toBeVisible()

  const list = asked.filter((path) => path.endsWith('/operator/expense/list'))
  const profile = asked.filter((path) => path.endsWith('/user_detail'))
  expect(list).toHaveLength(1)
  expect(profile).toHaveLength(1)
  // Asked for by the early-reads script: before the screen's own chunk, which the app's script asks for.
  const screenChunk = asked.findIndex((path) => path.includes('route-expenses'))
  expect(screenChunk).toBeGreaterThan(-1)
  expect(asked.indexOf(list[0])).toBeLessThan(screenChunk)
  expect(asked.indexOf(profile[0])).toBeLessThan(screenChunk)

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in to Roost' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('roost.firstReads'))).toBeNull()
})
