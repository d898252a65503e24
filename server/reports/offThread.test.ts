import { DEMO_OPERATOR } from '../seed'
import { REPORTS, startReport, waitForReport } from '../testing/reportKit'
import { startTestServer, type TestServer } from '../testing/testServer'

/** The lines of a READY report's CSV, less the line that says when it was made. */
async function csvLines(server: TestServer, body: object): Promise<{ lines: string[]; rows: number }> {
  const token = await server.signIn(DEMO_OPERATOR.phone)
  const job = await waitForReport(server, token, await startReport(server, token, body))
  expect(job).toMatchObject({ status: 'READY', progress_pct: 100 })
  const file = await fetch(`${server.url}${REPORTS}/${job.id}/download`, {
    headers: { Authorization: `Token ${token}`, 'X-User-Type': 'operator', 'X-Source': 'desktop' },
  })
  expect(file.status).toBe(200)
  const text = await file.text()
  return { lines: text.split('\r\n').filter((line) => !line.startsWith('Made at')), rows: job.row_count ?? 0 }
}

it('makes a report in a child process on a database file, the same file as one made on the server’s own thread', async () => {
  const threaded = await startTestServer({ rateLimit: false, reportWorkers: true })
  const inline = await startTestServer({ rateLimit: false })
  try {
    const rentRoll = { report_type: 'RENT_ROLL', format: 'CSV', as_of: '2026-11-22' }
    const [off, here] = await Promise.all([csvLines(threaded, rentRoll), csvLines(inline, rentRoll)])
    expect(off.rows).toBeGreaterThan(20)
    expect(off.rows).toBe(here.rows)
    expect(off.lines).toEqual(here.lines)
  } finally {
    await Promise.all([threaded.close(), inline.close()])
  }
}, 60_000)
