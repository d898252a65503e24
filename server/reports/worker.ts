import { existsSync, readlinkSync } from 'node:fs'
import { constants, setPriority } from 'node:os'
import path from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { openDatabaseAt } from '../db/database'
import { definitionOf } from './catalogue'
import type { WorkerJob, WorkerMessage } from './offThread'
import { FORMATS } from './writers'

/** A report worker thread (see offThread.ts): builds one report on its own connection and writes its file. */
async function main(job: WorkerJob, post: (message: WorkerMessage) => void): Promise<void> {
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
    post({ kind: 'done', rowCount: sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0) })
  } finally {
    await db.destroy()
  }
}

/**
 * Gives this thread the lowest scheduling priority, so that on a busy machine the thread answering requests runs
 * first and a report takes the CPU left idle. On Linux a thread has its own id, which setpriority takes in place
 * of a process id (its process's id would lower the request thread instead); /proc/thread-self names it. Where
 * there is no /proc the thread keeps its process's priority.
 */
function yieldToRequests(): void {
  if (!existsSync('/proc/thread-self')) return
  const threadId = Number(path.basename(readlinkSync('/proc/thread-self')))
  setPriority(threadId, constants.priority.PRIORITY_LOW)
}

const port = parentPort
if (port) {
  yieldToRequests()
  const post = (message: WorkerMessage) => port.postMessage(message)
  main(workerData as WorkerJob, post).catch((error: unknown) =>
    post({
      kind: 'failed',
      message: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    }),
  )
}
