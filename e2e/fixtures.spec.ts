import { expect, test } from '@playwright/test'
import { watchFaults, type PageFault } from './fixtures'

// Plain Playwright here: this checks the watcher every other spec's fixture runs, on a context of its own.
test('the fault watcher reports a CSP violation, its console line, and an uncaught error', async ({
  browser,
}) => {
  const context = await browser.newContext()
  const faults: PageFault[] = []
  await watchFaults(context, faults)
  const page = await context.newPage()
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Sign in to Roost' })).toBeVisible()
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'document.title = "inline"'
    document.head.append(script)
    setTimeout(() => {
      throw new Error('thrown by the watcher test')
    })
  })
  await expect
    .poll(() => faults.map((fault) => fault.kind).sort())
    .toEqual(['csp-console', 'csp-violation', 'page-error'])
  expect(faults.find((fault) => fault.kind === 'csp-violation')?.detail).toMatch(/^script-src/)
  expect(faults.every((fault) => fault.page === '/login')).toBe(true)
  await context.close()
})
