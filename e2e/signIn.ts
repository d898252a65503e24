import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { E2E_DATA_DIR, OTP_LOG_FILE } from './paths'

/** The demo operator the server seeds on an empty database. */
export const DEMO_PHONE = '9845012345'

/** The other demo operator, for flows that change what every screen of the first shows (module switches). */
export const SECOND_PHONE = '9900054321'

/** The newest code the server "sent" to a phone, read from the OTP log the e2e server writes. */
export async function latestOtp(phone: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(() => {
      const lines = readFileSync(OTP_LOG_FILE, { encoding: 'utf8', flag: 'a+' }).split('\n')
      const last = lines.filter((line) => line.replace(/\s/g, '').includes(phone)).at(-1)
      code = last?.match(/(\d{6})\s*$/)?.[1]
      return code
    })
    .toBeTruthy()
  return code as string
}

/** Signs in through the real screens: phone, code from the server's log, dashboard. */
export async function signIn(page: Page, phone = DEMO_PHONE) {
  await page.goto('/login')
  await page.getByRole('textbox', { name: /Mobile number/ }).fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible()
  const otp = await latestOtp(phone)
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click()
  await page.keyboard.type(otp)
  await expect(page).toHaveURL(/\/dashboard$/)
}

/** Starts signed in as the demo operator (or the other demo operator by phone), with a token issued through the test port (no code sent). */
export async function signInDirectly(page: Page, phone = DEMO_PHONE) {
  const token = execFileSync(
    'node_modules/.bin/tsx',
    ['e2e/issueToken.ts', `${E2E_DATA_DIR}/roost.sqlite`, phone],
    { encoding: 'utf8' },
  ).trim()
  await page.goto('/login')
  await page.evaluate((value) => localStorage.setItem('token', value), token)
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
}
