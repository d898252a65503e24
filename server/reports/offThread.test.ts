import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDatabase } from '../db/database'
import { migrateToLatest } from '../db/migrate'
import { DEMO_OPERATOR } from '../seed'
import { REPORTS, startReport, waitForReport } from '../testing/reportKit'
import { startTestServer, type TestServer } from '../testing/testServer'
import { reportProcesses, type WorkerJob } from './offThread'

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

describe('report processes', () => {
  let folder = ''
  let database = ''
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'roost-report-processes-'))
    database = path.join(folder, 'empty.sqlite')
    const db = openDatabase(database)
    await migrateToLatest(db)
    await db.destroy()
  })
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  /** A rent roll of a property with no residents, as CSV: a report with no rows, made in a few milliseconds. */
  const rentRoll = (name: string): WorkerJob => ({
    database,
    reportType: 'RENT_ROLL',
    format: 'CSV',
    scope: { operatorId: 1, propertyIds: [1], from: '2026-11-22', to: '2026-11-22', asOf: '2026-11-22', now: '2026-11-22T06:00:00.000Z' },
    title: 'Rent roll',
    parameters: [['As of', '2026-11-22']],
    file: path.join(folder, name),
  })
  const running = (pid: number | undefined) => {
    try {
      return pid !== undefined && process.kill(pid, 0)
    } catch {
      return false
    }
  }
  const ended = async (pid: number | undefined, withinMs: number) => {
    const until = performance.now() + withinMs
    while (running(pid) && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 20))
    return !running(pid)
  }

  it('makes reports one after another in one process, which ends once it has waited long enough for the next', async () => {
    const processes = reportProcesses({ idleMs: 300 })
    try {
      const first = processes.run(rentRoll('first.csv'), () => {})
      await expect(first.done).resolves.toBe(0)
      expect(running(first.pid)).toBe(true)
      const second = processes.run(rentRoll('second.csv'), () => {})
      await expect(second.done).resolves.toBe(0)
      expect(second.pid).toBe(first.pid)
      expect(existsSync(path.join(folder, 'second.csv'))).toBe(true)
      expect(await ended(second.pid, 5000)).toBe(true)
      const third = processes.run(rentRoll('third.csv'), () => {})
      await expect(third.done).resolves.toBe(0)
      expect(third.pid).not.toBe(first.pid)
    } finally {
      await processes.close()
    }
  }, 30_000)

  it('does not use a process stopped mid-report again, and ends every process when closed', async () => {
    const processes = reportProcesses()
    const stopped = processes.run(rentRoll('stopped.csv'), () => {})
    await stopped.stop()
    await expect(stopped.done).rejects.toThrow(/ended \(SIGKILL\) before its file was written/)
    expect(running(stopped.pid)).toBe(false)
    const next = processes.run(rentRoll('next.csv'), () => {})
    expect(next.pid).not.toBe(stopped.pid)
    await expect(next.done).resolves.toBe(0)
    expect(existsSync(path.join(folder, 'next.csv'))).toBe(true)
    expect(running(next.pid)).toBe(true)
    await processes.close()
    expect(running(next.pid)).toBe(false)
  }, 30_000)
})
