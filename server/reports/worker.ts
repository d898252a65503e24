import { openDatabaseAt } from '../db/database'
import { definitionOf } from './catalogue'
import type { WorkerJob, WorkerMessage } from './offThread'
import { FORMATS } from './writers'

/** A report process (see offThread.ts): builds one report on its own connection and writes its file. */
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

/**
 * The server sends the job once. Its answer is the last message; the server then disconnects, and the process
 * ends (as it does when the server goes away mid-report).
 */
process.once('message', (job: WorkerJob) => {
  const post = (message: WorkerMessage) => process.send?.(message)
  main(job, post).then(
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
