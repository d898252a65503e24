import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import { lockUntilCommit } from '../db/engine'
import { yieldingDb } from '../db/yielding'
import type { Mailer } from '../mail'
import { definitionOf } from './catalogue'
import type { ReportDefinition, ReportScope, ReportType } from './definition'
import { emailJob } from './emails'
import { expireReports } from './expiry'
import { expiryOf, fileNameOf, parametersOf, type ReportJobRow } from './jobs'
import { reportProcesses, type OffThreadRun, type ReportProcesses } from './offThread'
import { FORMATS, type ReportDocument } from './writers'

/** A report file's title and parameter lines, written above its sheets. */
type Heading = Omit<ReportDocument, 'sheets'>

export const RESTARTED =
  'The server restarted while this report was being made; run it again.'
export const FAILED = 'Something went wrong while making this report; run it again.'

/** The screen polls a running job about once a second; progress is written no more often than this. */
const PROGRESS_WRITE_MS = 250

/** Share of the progress bar the builder's queries take; writing the file takes the rest. */
const BUILD_SHARE = 0.5
const DAY_MS = 86_400_000

/** How often an instance writes the heartbeat of the jobs it runs and looks for jobs no instance makes. */
const HEARTBEAT_MS = 15_000
/** A RUNNING job whose heartbeat is older than this lost its instance (four beats missed): it is failed. */
const STALE_MS = 4 * HEARTBEAT_MS

/** Thrown inside a job when the server stops: the job is left RUNNING for stop() to mark FAILED. */
class Stopped extends Error {}

export type ReportRunner = {
  /**
   * Marks jobs whose instance stopped beating FAILED, expires old files, starts QUEUED jobs, sweeps daily, and
   * beats (HEARTBEAT_MS).
   */
  start: () => Promise<void>
  /** Tells the runner that an operator has a new QUEUED job. */
  kick: (operatorId: number) => void
  /** Stops taking jobs, waits for running ones to give up at their next chunk, and marks those FAILED. */
  stop: () => Promise<void>
  /** Resolves when no job is running or queued in this process (tests). */
  idle: () => Promise<void>
}

export type ReportRunnerOptions = {
  db: Db
  now: Clock
  reportsDir: string
  mailer: Mailer
  log: FastifyBaseLogger
  /**
   * The database file or PostgreSQL address, for report jobs made in child processes on their own connections;
   * without it, jobs are made on this thread between requests (tests on a database in memory).
   */
  workerDatabase?: string
}

/**
 * Makes report files in the server process, off the request path: one job at a time per operator (the oldest
 * QUEUED first), the others waiting, across every server instance on the database: an instance claims a job in
 * the database (claim), and writes its heartbeat while making it. A served app makes each in a child process on
 * its own connection (`workerDatabase`), so the thread that answers requests never waits behind one; on a
 * database in memory (tests) builders and writers run here, yielding to the event loop between chunks of rows.
 * Progress is written as it goes. A job with e-mails is sent once READY.
 */
export function reportRunner({
  db,
  now,
  reportsDir,
  mailer,
  log,
  workerDatabase,
}: ReportRunnerOptions): ReportRunner {
  const reading = yieldingDb(db)
  // Report processes and the database they open, when jobs are made off this thread.
  const offThread =
    workerDatabase === undefined ? undefined : { database: workerDatabase, processes: reportProcesses() }
  const threads = new Set<OffThreadRun>()
  const running = new Map<number, Promise<void>>()
  const kicked = new Set<number>()
  /** The jobs this instance claimed and has not finished. */
  const mine = new Set<number>()
  let stopping = false
  let daily: NodeJS.Timeout | null = null
  let heartbeat: NodeJS.Timeout | null = null
  let beating: Promise<void> = Promise.resolve()

  /**
   * Written without waiting (progressOf), so on PostgreSQL's pool a write can land after the job's READY: it then
   * changes nothing, rather than turning a finished job's 100 back to what it was on its way.
   */
  async function setProgress(jobId: number, pct: number) {
    await db
      .updateTable('report_jobs')
      .set({ progress_pct: pct })
      .where('id', '=', jobId)
      .where('status', '=', 'RUNNING')
      .execute()
  }

  /**
   * Progress in whole percent, written when it grows and at most once per PROGRESS_WRITE_MS (each write is a commit
   * the request thread waits on: a hundred per report slowed other requests); throws Stopped once the server stops.
   */
  function progressOf(jobId: number, from: number, share: number) {
    let written = -1
    let writtenAt = -Infinity
    return (done: number) => {
      if (stopping) throw new Stopped()
      const pct = Math.min(99, Math.floor((from + share * Math.min(1, Math.max(0, done))) * 100))
      if (pct > written && performance.now() - writtenAt >= PROGRESS_WRITE_MS) {
        written = pct
        writtenAt = performance.now()
        void setProgress(jobId, pct)
      }
    }
  }

  async function scopeOf(job: ReportJobRow): Promise<ReportScope> {
    const parameters = parametersOf(job)
    const propertyIds =
      parameters.property_ids ??
      (
        await db.selectFrom('properties').select('id').where('operator_id', '=', job.operator_id).execute()
      ).map((property) => property.id)
    const asOf = parameters.as_of ?? (parameters.to_date as string)
    return {
      operatorId: job.operator_id,
      propertyIds,
      from: parameters.from_date ?? asOf,
      to: parameters.to_date ?? asOf,
      asOf,
      now: now(),
    }
  }

  /** Builds the report here, between requests (yieldingDb), and writes its file; answers its row count. */
  async function makeHere(
    definition: ReportDefinition,
    job: ReportJobRow,
    scope: ReportScope,
    document: Heading,
    file: string,
  ) {
    const sheets = await definition.build(reading, scope, progressOf(job.id, 0, BUILD_SHARE))
    if (stopping) throw new Stopped()
    await FORMATS[job.format].write({ ...document, sheets }, file, progressOf(job.id, BUILD_SHARE, 1 - BUILD_SHARE))
    return sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0)
  }

  /** Builds the report and writes its file in a child process on its own connection; answers its row count. */
  async function makeOffThreadFrom(
    { database, processes }: { database: string; processes: ReportProcesses },
    job: ReportJobRow,
    scope: ReportScope,
    document: Heading,
    file: string,
  ) {
    const progress = { build: progressOf(job.id, 0, BUILD_SHARE), write: progressOf(job.id, BUILD_SHARE, 1 - BUILD_SHARE) }
    const thread = processes.run(
      {
        database,
        reportType: job.report_type as ReportType,
        format: job.format,
        scope: { ...scope, now: scope.now.toISOString() },
        ...document,
        file,
      },
      (phase, done) => {
        if (!stopping) progress[phase](done)
      },
    )
    threads.add(thread)
    try {
      return await thread.done
    } finally {
      threads.delete(thread)
    }
  }

  async function make(job: ReportJobRow) {
    const definition = definitionOf(job.report_type as ReportType)
    if (!definition) throw new Error(`No builder for report ${job.report_type}`)
    const scope = await scopeOf(job)
    const format = FORMATS[job.format]
    const relative = path.join(String(job.operator_id), `${job.id}-${randomBytes(6).toString('hex')}.${format.extension}`)
    const file = path.join(reportsDir, relative)
    const partial = `${file}.part`
    await mkdir(path.dirname(file), { recursive: true })
    const parameters = parametersOf(job)
    const document: Heading = {
      title: definition.title,
      parameters: [
        ...(parameters.as_of
          ? [['As of', parameters.as_of] as [string, string]]
          : [['Period', `${parameters.from_date} to ${parameters.to_date}`] as [string, string]]),
        ['Properties', parameters.property_ids ? String(scope.propertyIds.length) : 'All'] as [string, string],
        ['Asked for by', job.requested_by] as [string, string],
        ['Made at', now().toISOString()] as [string, string],
      ],
    }
    let rowCount: number
    try {
      rowCount = offThread
        ? await makeOffThreadFrom(offThread, job, scope, document, partial)
        : await makeHere(definition, job, scope, document, partial)
      if (stopping) throw new Stopped()
      await rename(partial, file)
    } catch (error) {
      await rm(partial, { force: true })
      throw error
    }
    const finishedAt = now()
    await db
      .updateTable('report_jobs')
      .set({
        status: 'READY',
        progress_pct: 100,
        row_count: rowCount,
        size_bytes: (await stat(file)).size,
        file_path: relative,
        file_name: fileNameOf(job.report_type as ReportType, parametersOf(job), format.extension),
        finished_at: finishedAt.toISOString(),
        expires_at: expiryOf(finishedAt).toISOString(),
      })
      .where('id', '=', job.id)
      .execute()
  }

  /**
   * Takes a QUEUED job for this instance; false when another instance took it, or runs a job of its operator. One
   * statement changes the job only while it is QUEUED and its operator has none RUNNING, so of instances trying
   * at once one changes a row. It runs holding the operator's lock: on PostgreSQL, two instances claiming two jobs
   * of one operator at once would otherwise each miss the other's uncommitted RUNNING.
   */
  async function claim(job: ReportJobRow): Promise<boolean> {
    const at = now().toISOString()
    const claimed = await db.transaction().execute(async (trx) => {
      await lockUntilCommit(trx, 'report_jobs', String(job.operator_id))
      return trx
        .updateTable('report_jobs')
        .set({ status: 'RUNNING', started_at: at, heartbeat_at: at, progress_pct: 0 })
        .where('id', '=', job.id)
        .where('status', '=', 'QUEUED')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('report_jobs as other')
                .select('other.id')
                .where('other.operator_id', '=', job.operator_id)
                .where('other.status', '=', 'RUNNING'),
            ),
          ),
        )
        .executeTakeFirst()
    })
    if (Number(claimed.numUpdatedRows) !== 1) return false
    mine.add(job.id)
    return true
  }

  async function run(job: ReportJobRow) {
    try {
      await make(job)
    } catch (error) {
      if (error instanceof Stopped || stopping) return
      log.error({ err: error, jobId: job.id }, 'report job failed')
      await db
        .updateTable('report_jobs')
        .set({ status: 'FAILED', failure_reason: FAILED, finished_at: now().toISOString() })
        .where('id', '=', job.id)
        .execute()
      return
    } finally {
      // A job the server stops in stays here, for stop() to mark FAILED.
      if (!stopping) mine.delete(job.id)
    }
    const emails = parametersOf(job).emails
    if (emails.length) {
      const ready = await db.selectFrom('report_jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow()
      await emailJob(db, now, mailer, reportsDir, ready, emails)
    }
  }

  /**
   * Runs the operator's QUEUED jobs one after another until none is left (a kick during the last check loops), or
   * until another instance claims one: that instance goes on with the operator's next ones.
   */
  async function drain(operatorId: number) {
    await new Promise<void>((resolve) => setImmediate(resolve))
    while (!stopping) {
      kicked.delete(operatorId)
      const next = await db
        .selectFrom('report_jobs')
        .selectAll()
        .where('operator_id', '=', operatorId)
        .where('status', '=', 'QUEUED')
        .orderBy('id')
        .executeTakeFirst()
      if (next && (await claim(next))) await run(next)
      else if (!kicked.has(operatorId)) return
    }
  }

  function kick(operatorId: number) {
    kicked.add(operatorId)
    if (stopping || running.has(operatorId)) return
    const draining = drain(operatorId)
      .catch((error: unknown) => log.error({ err: error, operatorId }, 'report runner failed'))
      .finally(() => running.delete(operatorId))
    running.set(operatorId, draining)
  }

  /** Starts the QUEUED jobs' operators (kick does nothing for one this instance is already running). */
  async function kickQueued() {
    const queued = await db
      .selectFrom('report_jobs')
      .select('operator_id')
      .distinct()
      .where('status', '=', 'QUEUED')
      .execute()
    for (const { operator_id } of queued) kick(operator_id)
  }

  /**
   * Marks FAILED the RUNNING jobs whose heartbeat stopped (their instance ended without stopping: a crash) or
   * never started (claimed before heartbeats were written). With several instances, one starting must not fail a
   * job another live instance is making, so a crashed instance's job is failed once its heartbeat is STALE_MS old
   * (by the next beat of any instance), not at once when the crashed instance starts again.
   */
  async function failAbandoned(at: Date) {
    const stale = new Date(at.getTime() - STALE_MS).toISOString()
    await db
      .updateTable('report_jobs')
      .set({ status: 'FAILED', failure_reason: RESTARTED, finished_at: at.toISOString() })
      .where('status', '=', 'RUNNING')
      .where((eb) => eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', stale)]))
      .execute()
  }

  /**
   * Writes the heartbeat of this instance's jobs, fails abandoned ones, and starts QUEUED jobs no instance took
   * (a job queued just as another instance's job of its operator finished can be missed by both).
   */
  async function beat() {
    const at = now()
    if (mine.size)
      await db
        .updateTable('report_jobs')
        .set({ heartbeat_at: at.toISOString() })
        .where('id', 'in', [...mine])
        .where('status', '=', 'RUNNING')
        .execute()
    await failAbandoned(at)
    await kickQueued()
  }

  async function sweep() {
    const expired = await expireReports(db, now, reportsDir)
    if (expired) log.info({ expired }, 'expired report files deleted')
  }

  return {
    async start() {
      await failAbandoned(now())
      await sweep()
      await kickQueued()
      daily = setInterval(() => void sweep().catch((error: unknown) => log.error(error)), DAY_MS)
      daily.unref()
      heartbeat = setInterval(() => {
        beating = beating.then(beat).catch((error: unknown) => log.error({ err: error }, 'report heartbeat failed'))
      }, HEARTBEAT_MS)
      heartbeat.unref()
    },
    kick,
    async stop() {
      stopping = true
      if (daily) clearInterval(daily)
      if (heartbeat) clearInterval(heartbeat)
      await Promise.all([...threads].map((thread) => thread.stop()))
      await offThread?.processes.close()
      await Promise.all(running.values())
      await beating
      if (mine.size)
        await db
          .updateTable('report_jobs')
          .set({ status: 'FAILED', failure_reason: RESTARTED, finished_at: now().toISOString() })
          .where('id', 'in', [...mine])
          .where('status', '=', 'RUNNING')
          .execute()
    },
    async idle() {
      while (running.size) await Promise.all(running.values())
    },
  }
}
