import { readFile } from 'node:fs/promises'
import path from 'node:path'
import ExcelJS from 'exceljs'
import { expect, test } from './fixtures'
import { E2E_DATA_DIR } from './paths'
import { signInDirectly } from './signIn'

test('generate a dues-ageing XLSX, watch it finish, download it, e-mail it and find it in the outbox', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await signInDirectly(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click()
  await page.getByRole('button', { name: 'Generate Dues ageing' }).click()

  const form = page.getByRole('form', { name: 'Generate Dues ageing' })
  await form.getByRole('radio', { name: 'Excel (XLSX)' }).check()
  await form.getByRole('button', { name: 'Generate report' }).click()

  // The newest job heads the list; it shows its progress until it is ready.
  const job = page.getByRole('list', { name: 'Generated reports' }).getByRole('listitem').first()
  await expect(job).toHaveAccessibleName(/^Dues ageing #\d+$/)
  const download = job.getByRole('button', { name: 'Download Dues ageing' })
  await expect(job.getByRole('progressbar', { name: 'Progress of Dues ageing' }).or(download)).toBeVisible()
  await expect(download).toBeVisible({ timeout: 30_000 })
  await expect(job).toContainText('Ready')

  const downloading = page.waitForEvent('download')
  await download.click()
  const file = await downloading
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(new Uint8Array(await readFile(await file.path())).buffer)
  const sheet = workbook.worksheets[0]
  expect(sheet.rowCount).toBeGreaterThan(1)
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })

  await job.getByRole('button', { name: 'E-mail Dues ageing' }).click()
  const mail = page.getByRole('form', { name: 'E-mail Dues ageing' })
  await mail.getByRole('textbox', { name: /E-mail addresses/ }).fill('owner@example.com')
  await mail.getByRole('button', { name: 'Send e-mail' }).click()

  const outbox = page.getByRole('list', { name: 'Report e-mails' }).getByRole('listitem').first()
  await expect(outbox).toContainText('owner@example.com')
  const written = /outbox folder as (\S+\.eml)/.exec((await outbox.textContent()) ?? '')?.[1] ?? ''
  expect(written).not.toBe('')
  const message = await readFile(path.join(E2E_DATA_DIR, 'outbox', written), 'utf8')
  expect(message).toMatch(/^To: owner@example\.com/m)
  expect(message).toMatch(/Content-Disposition: attachment;[\s\S]*\.xlsx/)
})
