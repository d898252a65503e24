import { openDatabaseAt } from '../db/database'
import { definitionOf } from './catalogue'
import type { WorkerJob, WorkerMessage } from './offThread'
import { FORMATS } from './writers'

/** A report process (see offThread.ts): builds a report on its own connection and writes its file. */
async function main(job: WorkerJob, post: (message: WorkerMessage) => void): Promise<number> {
  const definition = definitionOf(job.reportType)
  if (!definition) throw new Error(`No builder for report ${job.reportType}`)
  const db = openDatabaseAt(job.database)
  try {
    const sheets = await definition.build(db, { ...job.scope, now: new Date(job.scope.now) }, (done) =>
      post({ kind: 'progress', phase: 'build', done }),
    )
    await FORMATS[job.format].write({ title: job.title, parameters: job.parameters, sheets }, job.file, (done) =>
      post({ kind: 'progress', phase: 'write', done }),
    )
    return sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0)
  } finally {
    await db.destroy()
  }
}

/** Progress is sent no more often than this: the server writes it every 250 ms at most, and reads every message. */
const PROGRESS_MS = 100

/**
 * The server sends a job when the process is free; its answer is the job's last message. The process makes jobs
 * one after another until the server disconnects (it lets a process go that has waited long enough, or it is
 * stopping), or goes away mid-report: it then ends.
 */
process.on('message', (job: WorkerJob) => {
  const post = (message: WorkerMessage) => process.send?.(message)
  let postedAt = -Infinity
  const progress = (message: WorkerMessage) => {
    if (performance.now() - postedAt < PROGRESS_MS) return
    postedAt = performance.now()
    post(message)
  }
  main(job, progress).then(
    (rowCount) => post({ kind: 'done', rowCount }),
    (error: unknown) =>
      post({
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
        stack: error instanceof Error ? error.stack : undefined,
      }),
  )
})
process.once('disconnect', () => process.exit(0))
