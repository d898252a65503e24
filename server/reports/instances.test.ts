import path from 'node:path'
import type { OperatorRow } from '../db/schema'
import { DEMO_OPERATOR, SECOND_OPERATOR } from '../seed'
import { startTestServer, type TestServer } from '../testing/testServer'
import type * as Catalogue from './catalogue'
import type { ReportDefinition } from './definition'
import { queueJob } from './jobs'
import { RESTARTED, reportRunner, type ReportRunner } from './runner'

/** A builder the test holds until it lets it go, counting the builds it was asked for. */
const gates: (() => void)[] = []
let builds = 0
const release = () => gates.splice(0).forEach((open) => open())

const HELD: ReportDefinition = {
  type: 'RENT_ROLL',
  area: 'MONEY',
  title: 'Held report',
  description: 'A report the test holds until it lets it go.',
  takes: 'as_of',
  build: async () => {
    builds += 1
    await new Promise<void>((resolve) => gates.push(resolve))
    return [{ name: 'Held', columns: [{ key: 'n', label: 'N', kind: 'integer' }], rows: [{ n: 1 }], totals: null }]
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

async function until(holds: () => boolean) {
  for (const deadline = Date.now() + 10_000; !holds(); ) {
    if (Date.now() > deadline) throw new Error('Not within 10 s')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/**
 * Two server instances on one database (the second starts on the first one's folder, which names its SQLite file
 * or PostgreSQL database). Each test drives runners of its own on the two instances' connections, kicked and
 * started when it says; the servers' own runners are never told of these jobs.
 */
describe('report jobs on two server instances', () => {
  let first: TestServer
  let second: TestServer
  let runners: ReportRunner[]
  beforeEach(async () => {
    first = await startTestServer({ rateLimit: false })
    second = await startTestServer({ folder: first.folder, seed: false, rateLimit: false })
    runners = []
    builds = 0
  })
  afterEach(async () => {
    release()
    await Promise.all(runners.map((runner) => runner.stop()))
    await second.close()
    await first.close()
  })

  const runnerOn = (server: TestServer) => {
    const runner = reportRunner({
      db: server.app.db,
      now: server.clock.now,
      reportsDir: path.join(server.folder, 'reports'),
      mailer: { send: () => Promise.reject(new Error('These jobs have no e-mails')) },
      log: server.app.log,
    })
    runners.push(runner)
    return runner
  }
  const operator = (phone: string): Promise<OperatorRow> =>
    first.app.db.selectFrom('operators').selectAll().where('phone_no', '=', phone).executeTakeFirstOrThrow()
  const queue = async (owner: OperatorRow) =>
    queueJob(first.app.db, first.clock.now, owner, 'RENT_ROLL', 'CSV', {
      property_ids: null,
      from_date: null,
      to_date: null,
      as_of: '2026-11-22',
      emails: [],
    })
  const statuses = async (...ids: number[]) => {
    const rows = await second.app.db
      .selectFrom('report_jobs')
      .select(['id', 'status', 'failure_reason'])
      .where('id', 'in', ids)
      .execute()
    return ids.map((id) => rows.find((row) => row.id === id)?.status)
  }

  it('lets one of two instances told at once run an operator’s queued job, then the next, each made once', async () => {
    const owner = await operator(DEMO_OPERATOR.phone.national)
    const [one, two] = [await queue(owner), await queue(owner)]
    const [onFirst, onSecond] = [runnerOn(first), runnerOn(second)]
    onFirst.kick(owner.id)
    onSecond.kick(owner.id)
    await until(() => builds === 1)
    // The instance that lost the claim gives up at once; the one that won is held in the build.
    await Promise.race([onFirst.idle(), onSecond.idle()])
    expect(await statuses(one, two)).toEqual(['RUNNING', 'QUEUED'])

    release()
    await until(() => builds === 2)
    expect(await statuses(one, two)).toEqual(['READY', 'RUNNING'])
    release()
    await Promise.all([onFirst.idle(), onSecond.idle()])
    expect(await statuses(one, two)).toEqual(['READY', 'READY'])
    expect(builds).toBe(2)
  })

  it('fails at start only the jobs whose instance stopped beating, never one another instance is making', async () => {
    const owner = await operator(DEMO_OPERATOR.phone.national)
    const [making, waiting] = [await queue(owner), await queue(owner)]
    const onFirst = runnerOn(first)
    onFirst.kick(owner.id)
    await until(() => builds === 1)
    // A job of an instance that crashed two minutes ago, still RUNNING.
    const crashed = await queue(await operator(SECOND_OPERATOR.phone.national))
    const twoMinutesAgo = new Date(first.clock.now().getTime() - 120_000).toISOString()
    await first.app.db
      .updateTable('report_jobs')
      .set({ status: 'RUNNING', started_at: twoMinutesAgo, heartbeat_at: twoMinutesAgo })
      .where('id', '=', crashed)
      .execute()

    const onSecond = runnerOn(second)
    await onSecond.start()
    await onSecond.idle()
    expect(await statuses(making, waiting, crashed)).toEqual(['RUNNING', 'QUEUED', 'FAILED'])
    const failed = await first.app.db
      .selectFrom('report_jobs')
      .select('failure_reason')
      .where('id', '=', crashed)
      .executeTakeFirstOrThrow()
    expect(failed.failure_reason).toBe(RESTARTED)

    release()
    await until(() => builds === 2)
    release()
    await onFirst.idle()
    expect(await statuses(making, waiting)).toEqual(['READY', 'READY'])
  })
})
