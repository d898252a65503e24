import { expect, test } from './fixtures'
import { signInDirectly } from './signIn'

test("a reload asks for the screen's first reads before the app's script has run, each once, until sign-out", async ({
  page,
}) => {
  await signInDirectly(page)
  const firstRow = page.getByRole('main').getByRole('row').nth(1)
  await page.goto('/finance/expenses')
  await expect(firstRow).toBeVisible()

  // Who asked for each request: the script whose code called fetch, from the browser's own record.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const asked: { path: string; by: string }[] = []
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    const frames = initiator.stack?.callFrames ?? []
    asked.push({ path: new URL(request.url).pathname, by: frames.at(-1)?.url ?? '' })
  })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Expenses' })).toBeVisible()
  await expect(firstRow).toBeVisible()

  const list = asked.filter(({ path }) => path.endsWith('/operator/expense/list'))
  const profile = asked.filter(({ path }) => path.endsWith('/user_detail'))
  expect(list).toHaveLength(1)
  expect(profile).toHaveLength(1)
  // Asked for by the early-reads script, the page's first, not by the app's script once it has run.
  expect(list[0].by).toMatch(/\/assets\/early-reads\.[0-9a-f]+\.js$/)
  expect(profile[0].by).toMatch(/\/assets\/early-reads\.[0-9a-f]+\.js$/)

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in to Roost' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('roost.firstReads'))).toBeNull()
})
