import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ExcelJS from 'exceljs'
import { DAY } from '../clock'
import { pdfText } from '../pdf/pdfText'
import { DEMO_OPERATOR, SECOND_OPERATOR } from '../seed'
import { DUES_AGEING, REPORTS, startReport, waitForReport, type Job } from '../testing/reportKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type Data<T> = { data: T }
type Page<T> = Data<{ count: number; results: T[] }>

let server: TestServer
let token: string
let otherToken: string
beforeAll(async () => {
  server = await startTestServer({ rateLimit: false })
  token = await server.signIn(DEMO_OPERATOR.phone)
  otherToken = await server.signIn(SECOND_OPERATOR.phone)
})
afterAll(() => server.close())

/** A READY job of the demo operator and its file's bytes. */
async function made(body: object, who = token) {
  const id = await startReport(server, who, body)
  const job = await waitForReport(server, who, id)
  expect(job.status).toBe('READY')
  const response = await fetch(`${server.url}${job.download_url}`, {
    headers: { Authorization: `Token ${who}`, 'X-User-Type': 'operator', 'X-Source': 'desktop' },
  })
  expect(response.status).toBe(200)
  return { job, response, bytes: Buffer.from(await response.arrayBuffer()) }
}

it('lists the catalogue with area, title, description and what each report takes', async () => {
  const answer = await server.call<Page<{ report_type: string; area: string; takes: string }>>(
    'GET',
    `${REPORTS}/type/list`,
    { token },
  )
  expect(answer.body.data.count).toBe(answer.body.data.results.length)
  expect(answer.body.data.results).toContainEqual(
    expect.objectContaining({ report_type: 'DUES_AGEING', area: 'MONEY', takes: 'as_of' }),
  )
})

it('answers 202 with a QUEUED job, then READY with rows, size, file name and expiry 30 days on', async () => {
  const answer = await server.call<Data<Job>>('POST', `${REPORTS}/get`, { token, body: DUES_AGEING })
  expect(answer.status).toBe(202)
  expect(answer.body.data).toMatchObject({
    status: 'QUEUED',
    progress_pct: 0,
    download_url: null,
    requested_by: expect.any(String),
    parameters: { property_ids: null, as_of: '2026-11-22', emails: [] },
  })
  const job = await waitForReport(server, token, answer.body.data.id)
  expect(job).toMatchObject({ status: 'READY', progress_pct: 100, file_name: 'dues-ageing-2026-11-22.csv' })
  expect(job.row_count).toBeGreaterThan(4)
  expect(job.size_bytes).toBeGreaterThan(0)
  expect(new Date(job.expires_at ?? '').getTime() - server.clock.now().getTime()).toBe(30 * DAY)
  const list = await server.call<Page<Job>>('GET', `${REPORTS}/list`, { token })
  expect(list.body.data.results[0].id).toBe(job.id)
})

it('writes CSV as UTF-8 with a BOM, CRLF lines, RFC 4180 quoting, rupees with 2 decimals and dates', async () => {
  const { job, response, bytes } = await made(DUES_AGEING)
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="dues-ageing-2026-11-22.csv"/)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = bytes.toString('utf8').slice(1)
  const lines = text.split('\r\n')
  expect(lines[0]).toBe('Dues by bucket')
  expect(lines[1]).toBe('Days past due,Dues,Owed')
  expect(lines[6]).toMatch(/^Total,\d+,\d+\.\d{2}$/)
  const owed = lines.slice(lines.indexOf('Dues owed') + 2).filter(Boolean)
  expect(owed.length).toBe((job.row_count ?? 0) - 4 + 1)
  expect(owed[0]).toMatch(/,\d{4}-\d{2}-\d{2},\d+,\d+\.\d{2},\d+\.\d{2}$/)
  const sumOfRows = owed
    .slice(0, -1)
    .map((line) => Math.round(Number(line.split(',').at(-1)) * 100))
    .reduce((a, b) => a + b, 0)
  expect(Math.round(Number(lines[6].split(',')[2]) * 100)).toBe(sumOfRows)
})

it('writes XLSX with one worksheet per sheet, typed cells, the ₹ format, a bold frozen header and totals', async () => {
  const { response, bytes } = await made({ ...DUES_AGEING, format: 'XLSX' })
  expect(response.headers.get('content-type')).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  )
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(new Uint8Array(bytes).buffer)
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Dues by bucket', 'Dues owed'])
  const [buckets, owed] = workbook.worksheets
  for (const sheet of workbook.worksheets) {
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(sheet.getRow(1).font?.bold).toBe(true)
  }
  expect(buckets.getRow(1).values).toEqual([undefined, 'Days past due', 'Dues', 'Owed'])
  expect(buckets.getColumn(1).width).toBeGreaterThanOrEqual(15)
  const total = buckets.getRow(6)
  expect(total.getCell(1).value).toBe('Total')
  expect(total.font?.bold).toBe(true)
  expect(total.getCell(3).numFmt).toBe('"₹"#,##,##0.00')
  const bucketSum = [2, 3, 4, 5].reduce((sum, row) => sum + Number(buckets.getRow(row).getCell(3).value), 0)
  expect(total.getCell(3).value).toBeCloseTo(bucketSum, 2)

  const first = owed.getRow(2)
  expect(first.getCell(6).value).toBeInstanceOf(Date)
  expect(first.getCell(6).numFmt).toBe('yyyy-mm-dd')
  expect(typeof first.getCell(7).value).toBe('number')
  expect(typeof first.getCell(9).value).toBe('number')
  expect(first.getCell(9).numFmt).toBe('"₹"#,##,##0.00')
  const csv = (await made(DUES_AGEING)).bytes.toString('utf8').split('\r\n')
  const csvFirst = csv[csv.indexOf('Dues owed') + 2].split(',')
  expect(first.getCell(9).value).toBe(Number(csvFirst.at(-1)))
  expect((first.getCell(6).value as Date).toISOString().slice(0, 10)).toBe(csvFirst.at(-4))
})

it('writes PDF with the title, the parameters and ₹ figures in DejaVu Sans', async () => {
  const { response, bytes } = await made({ ...DUES_AGEING, format: 'PDF' })
  expect(response.headers.get('content-type')).toBe('application/pdf')
  const text = pdfText(bytes)
  expect(text).toContain('Dues ageing')
  expect(text).toContain('As of: 2026-11-22')
  expect(text).toContain('Days past due')
  expect(text).toMatch(/₹[\d,]+\.\d{2}/)
  expect(text).not.toContain('Rs.')
})

it('refuses the wrong kind of dates and a period past 366 days, naming the field', async () => {
  const cases: [object, string][] = [
    [{ ...DUES_AGEING, from_date: '2026-11-01' }, 'body.from_date'],
    [{ report_type: 'TRANSACTIONS', format: 'CSV', from_date: '2026-11-01' }, 'body.to_date'],
    [{ report_type: 'TRANSACTIONS', format: 'CSV', from_date: '2026-11-01', to_date: '2026-10-01' }, 'body.to_date'],
    [{ report_type: 'TRANSACTIONS', format: 'CSV', from_date: '2025-01-01', to_date: '2026-10-01' }, 'body.to_date'],
    [{ report_type: 'TRANSACTIONS', format: 'CSV', as_of: '2026-11-01' }, 'body.as_of'],
  ]
  for (const [body, field] of cases) {
    const answer = await server.call<{ errors: { field: string }[] }>('POST', `${REPORTS}/get`, { token, body })
    expect({ status: answer.status, field: answer.body.errors?.[0]?.field }).toEqual({ status: 400, field })
  }
})

it('writes e-mails to the outbox as .eml files with the report attached, and lists them', async () => {
  const { job } = await made(DUES_AGEING)
  const answer = await server.call<Data<{ state: string; eml_file_name: string; to: string[] }>>(
    'POST',
    `${REPORTS}/${job.id}/email`,
    { token, body: { emails: ['owner@example.com', 'accounts@example.com'] } },
  )
  expect(answer.status).toBe(200)
  expect(answer.body.data).toMatchObject({ state: 'OUTBOX', to: ['owner@example.com', 'accounts@example.com'] })
  const eml = readFileSync(path.join(server.folder, 'outbox', answer.body.data.eml_file_name), 'utf8')
  expect(eml).toMatch(/^To: owner@example.com, accounts@example.com\r$/m)
  expect(eml).toMatch(/^Subject: Dues ageing, as of 2026-11-22\r$/m)
  expect(eml).toContain('filename=dues-ageing-2026-11-22.csv')

  const withEmails = await startReport(server, token, { ...DUES_AGEING, emails: ['owner@example.com'] })
  await waitForReport(server, token, withEmails)
  const emailsOf = (id: number) =>
    server.call<Page<{ report_id: number; state: string }>>('GET', `${REPORTS}/email/list?report_id=${id}`, {
      token,
    })
  // The runner sends right after it marks the job READY.
  let sent = await emailsOf(withEmails)
  while (sent.body.data.count === 0) sent = await emailsOf(withEmails)
  expect(sent.body.data.results).toEqual([expect.objectContaining({ report_id: withEmails, state: 'OUTBOX' })])
  const all = await server.call<Page<{ report_id: number }>>('GET', `${REPORTS}/email/list`, { token })
  expect(all.body.data.results.map((email) => email.report_id).slice(0, 2)).toEqual([withEmails, job.id])
})

describe('another operator', () => {
  it('gets 404 for every report id of the first operator and never sees its jobs or e-mails', async () => {
    const { job } = await made(DUES_AGEING)
    for (const [method, url, body] of [
      ['GET', `${REPORTS}/${job.id}`, undefined],
      ['GET', `${REPORTS}/${job.id}/download`, undefined],
      ['POST', `${REPORTS}/${job.id}/rerun`, undefined],
      ['POST', `${REPORTS}/${job.id}/email`, { emails: ['x@example.com'] }],
    ] as const) {
      const answer = await server.call(method, url, { token: otherToken, body })
      expect({ url, status: answer.status }).toEqual({ url, status: 404 })
    }
    const jobs = await server.call<Page<Job>>('GET', `${REPORTS}/list?limit=100`, { token: otherToken })
    expect(jobs.body.data.results.map((j) => j.id)).not.toContain(job.id)
    const emails = await server.call<Page<unknown>>('GET', `${REPORTS}/email/list?report_id=${job.id}`, {
      token: otherToken,
    })
    expect(emails.body.data.count).toBe(0)
  })

  it('never gets a row of the first operator’s data in its report, even naming its property', async () => {
    const db = server.app.db
    const demo = await db
      .selectFrom('operators')
      .select('id')
      .where('phone_no', '=', DEMO_OPERATOR.phone.national)
      .executeTakeFirstOrThrow()
    // Names and phones of the demo operator's tenants that the second operator's tenants do not share.
    const people = async (operatorId: number | undefined) =>
      (
        await db
          .selectFrom('tenants')
          .select(['name', 'phone_no'])
          .$if(operatorId !== undefined, (q) => q.where('operator_id', '=', operatorId as number))
          .$if(operatorId === undefined, (q) => q.where('operator_id', '!=', demo.id))
          .execute()
      ).flatMap((tenant) => [tenant.name, tenant.phone_no])
    const ours = new Set(await people(undefined))
    const names = (await people(demo.id)).filter((value) => value && !ours.has(value))
    const theirProperty = await db
      .selectFrom('properties')
      .select(['id', 'name'])
      .where('operator_id', '=', demo.id)
      .executeTakeFirstOrThrow()
    const refused = await server.call('POST', `${REPORTS}/get`, {
      token: otherToken,
      body: { ...DUES_AGEING, property_ids: [theirProperty.id] },
    })
    expect(refused.status).toBe(404)
    const { job, bytes } = await made(DUES_AGEING, otherToken)
    const text = bytes.toString('utf8')
    expect(job.row_count).toBeGreaterThan(4)
    expect(names.filter((name) => text.includes(`,${name},`))).toEqual([])
    expect(text).not.toContain(theirProperty.name)
  })
})

// The clock moves 30 days on from here (sessions last 30 days, so each test signs in again).
it('expires a file 30 days after it was made: EXPIRED, no download, the file deleted', async () => {
  const { job } = await made(DUES_AGEING)
  const files = () => readdirSync(path.join(server.folder, 'reports'), { recursive: true }).length
  const before = files()
  server.clock.advance(30 * DAY)
  token = await server.signIn(DEMO_OPERATOR.phone)
  const expired = await server.call<Data<Job>>('GET', `${REPORTS}/${job.id}`, { token })
  expect(expired.body.data).toMatchObject({ status: 'EXPIRED', download_url: null, file_name: null })
  expect(files()).toBeLessThan(before)
  const download = await server.call('GET', `${REPORTS}/${job.id}/download`, { token })
  expect(download.status).toBe(409)
  const rerun = await server.call<Data<Job>>('POST', `${REPORTS}/${job.id}/rerun`, { token })
  expect((await waitForReport(server, token, rerun.body.data.id)).status).toBe('READY')
})

it('answers 409 to e-mailing a report that is not ready', async () => {
  const { job } = await made(DUES_AGEING)
  server.clock.advance(31 * DAY)
  token = await server.signIn(DEMO_OPERATOR.phone)
  const answer = await server.call('POST', `${REPORTS}/${job.id}/email`, { token, body: { emails: ['a@example.com'] } })
  expect(answer.status).toBe(409)
})

