import { expect, test } from './fixtures'

test('/ lands on /login with the sign-in screen', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Sign in to Roost' })).toBeVisible()
})

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/no/such/place')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveURL(/\/no\/such\/place$/)
})

test('the disabled move-in request route shows not-found', async ({ page }) => {
  await page.goto('/occupancy/move_in_request')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('/maintenance renders', async ({ page }) => {
  await page.goto('/maintenance')
  await expect(page.getByRole('heading', { name: 'We are doing some maintenance' })).toBeVisible()
})

test('each screen arrives as its own chunk', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/maintenance')
  await expect(page.getByRole('heading', { name: 'We are doing some maintenance' })).toBeVisible()
  expect(scripts.some((script) => script.includes('route-maintenance'))).toBe(true)
  expect(scripts.some((script) => script.includes('route-login'))).toBe(false)
})
