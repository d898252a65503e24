import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** The signed-in operator's token, for a test's setup calls. */
export const tokenOf = async (page: Page) => (await page.evaluate(() => localStorage.getItem('token'))) ?? ''

/** A GET of the provider API that must succeed; its `data`. */
export async function getData<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const answer = await request.get(url, { headers: { Authorization: `Token ${token}` } })
  expect(answer.ok(), `${url} answered ${answer.status()}`).toBe(true)
  return ((await answer.json()) as { data: T }).data
}

/** A POST or PUT of the provider API that must succeed; its `data`. */
export async function sendData<T>(
  request: APIRequestContext,
  token: string,
  url: string,
  body: unknown,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  const answer = await request.fetch(url, {
    method,
    headers: { Authorization: `Token ${token}` },
    data: body,
  })
  expect(answer.ok(), `${url} answered ${answer.status()}: ${await answer.text()}`).toBe(true)
  return ((await answer.json()) as { data: T }).data
}

/** A day relative to today in Asia/Kolkata, as 'yyyy-MM-dd'. */
export function kolkataDay(offsetDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + offsetDays)
  return date.toISOString().slice(0, 10)
}
