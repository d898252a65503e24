import { rmSync } from 'node:fs'
import { DEMO_OPERATOR, SECOND_OPERATOR } from '../seed'
import { seededFolder } from '../testing/seededFolder'
import { REPORTS, startReport, waitForReport, type Job } from '../testing/reportKit'
import { startTestServer, type TestServer } from '../testing/testServer'
import type * as Catalogue from './catalogue'
import type { ReportDefinition } from './definition'

/** A builder the test holds at half way until it lets it go, to see a job RUNNING (and the next one QUEUED). */
const gates: (() => void)[] = []
const release = () => gates.splice(0).forEach((open) => open())

const HELD: ReportDefinition = {
  type: 'RENT_ROLL',
  area: 'MONEY',
  title: 'Held report',
  description: 'A report the test holds half way.',
  takes: 'as_of',
  build: async (_db, scope, progress) => {
    progress(0.5)
    await new Promise<void>((resolve) => gates.push(resolve))
    return [
      {
        name: 'Held',
        columns: [{ key: 'property', label: 'Properties', kind: 'integer' }],
        rows: [{ property: scope.propertyIds.length }],
        totals: null,
      },
    ]
  },
}

// The held builder stands in for the rent roll; read lazily, since jest.mock runs before HELD is defined.
jest.mock('./catalogue', () => {
  const actual = jest.requireActual<typeof Catalogue>('./catalogue')
  return {
    ...actual,
    get REPORT_CATALOGUE() {
      return actual.REPORT_CATALOGUE.map((d) => (d.type === HELD.type ? HELD : d))
    },
    definitionOf: (type: string) => (type === HELD.type ? HELD : actual.definitionOf(type as 'RENT_ROLL')),
  }
})

const HELD_JOB = { report_type: 'RENT_ROLL', format: 'CSV', as_of: '2026-11-22' }
const isRunning = (job: Job) => job.status === 'RUNNING' && job.progress_pct > 0

afterEach(release)

describe('one job at a time per operator', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ rateLimit: false })
  })
  afterAll(() => server.close())

  it('runs an operator’s jobs one after another, QUEUED → RUNNING with progress → READY, and others’ alongside', async () => {
    const token = await server.signIn(DEMO_OPERATOR.phone)
    const otherToken = await server.signIn(SECOND_OPERATOR.phone)
    const first = await startReport(server, token, HELD_JOB)
    const second = await startReport(server, token, HELD_JOB)
    const running = await waitForReport(server, token, first, isRunning)
    expect(running.progress_pct).toBe(25)
    const other = await startReport(server, otherToken, HELD_JOB)
    await waitForReport(server, otherToken, other, isRunning)
    const waiting = await server.call<{ data: Job }>('GET', `${REPORTS}/${second}`, { token })
    expect(waiting.body.data.status).toBe('QUEUED')
    const download = await server.call('GET', `${REPORTS}/${first}/download`, { token })
    expect(download.status).toBe(409)

    release()
    expect(await waitForReport(server, token, first)).toMatchObject({ status: 'READY', progress_pct: 100 })
    await waitForReport(server, token, second, isRunning)
    release()
    expect(await waitForReport(server, token, second)).toMatchObject({ status: 'READY', row_count: 1 })
    expect((await waitForReport(server, otherToken, other)).status).toBe('READY')
  })
})

describe('a restart in the middle of a job', () => {
  let folder: string
  beforeAll(async () => {
    folder = await seededFolder('roost-reports-restart-')
  })
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('marks the running job FAILED with the reason at the next start, starts the queued one, and a re-run works', async () => {
    const before = await startTestServer({ folder, seed: false, rateLimit: false })
    const token = await before.signIn(DEMO_OPERATOR.phone)
    const running = await startReport(before, token, HELD_JOB)
    const queued = await startReport(before, token, { ...HELD_JOB, as_of: '2026-11-21' })
    await waitForReport(before, token, running, isRunning)
    const closing = before.close()
    release()
    await closing

    const after = await startTestServer({ folder, seed: false, rateLimit: false })
    try {
      // The new server's clock starts where the first one's did; a restart takes time, here past the first
      // sign-in's resend cooldown, which the database remembers across the restart.
      after.clock.advance(61_000)
      const again = await after.signIn(DEMO_OPERATOR.phone)
      const failed = await after.call<{ data: Job }>('GET', `${REPORTS}/${running}`, { token: again })
      expect(failed.body.data).toMatchObject({
        status: 'FAILED',
        failure_reason: 'The server restarted while this report was being made; run it again.',
        download_url: null,
      })
      await waitForReport(after, again, queued, isRunning)
      release()
      expect((await waitForReport(after, again, queued)).status).toBe('READY')

      const rerun = await after.call<{ data: Job }>('POST', `${REPORTS}/${running}/rerun`, { token: again })
      expect(rerun.status).toBe(202)
      expect(rerun.body.data).toMatchObject({ status: 'QUEUED', parameters: failed.body.data.parameters })
      await waitForReport(after, again, rerun.body.data.id, isRunning)
      release()
      expect((await waitForReport(after, again, rerun.body.data.id)).status).toBe('READY')
    } finally {
      await after.close()
    }
  })
})
