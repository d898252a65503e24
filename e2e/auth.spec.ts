import { expect, test } from './fixtures'
import { signIn } from './signIn'

test('the demo operator signs in with the code, stays signed in across a reload, and signs out', async ({
  page,
}) => {
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await expect(page.getByText('Rohan Deshmukh')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy()

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in to Roost' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login$/)
})

test('a wrong code is refused with the reason next to the boxes', async ({ page }) => {
  await page.goto('/login')
  // A number with no account gets the same answer, so this also shows nothing leaks about who signs up.
  await page.getByRole('textbox', { name: /Mobile number/ }).fill('9812345678')
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click()
  await page.keyboard.type('000000')
  await expect(page.getByRole('group', { name: 'One-time code' }).getByRole('alert')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})
