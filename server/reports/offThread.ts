import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { ReportFormat } from '../db/schema'
import type { ReportScope, ReportType } from './definition'

/** What a worker thread needs to make one report file: its own connection to the database, and the job. */
export type WorkerJob = {
  /** The SQLite file or the PostgreSQL address. */
  database: string
  reportType: ReportType
  format: ReportFormat
  scope: Omit<ReportScope, 'now'> & { now: string }
  title: string
  parameters: [string, string][]
  /** The file to write (the runner renames it once the job is READY). */
  file: string
}

export type WorkerMessage =
  | { kind: 'progress'; phase: 'build' | 'write'; done: number }
  | { kind: 'done'; rowCount: number }
  | { kind: 'failed'; message: string; stack?: string }

/** The worker's entry: tsx's loader first (the server runs under tsx), then the TypeScript worker. */
const BOOT = path.join(__dirname, 'workerBoot.mjs')

export type OffThreadRun = {
  /** Resolves with the report's row count once the file is written. */
  done: Promise<number>
  /** Ends the thread at once (the server is stopping). */
  stop: () => Promise<void>
}

/**
 * Makes a report file in a worker thread: the builder's queries and the writer run on another core, so the
 * event loop that answers requests never waits behind them. Progress comes back as messages.
 */
export function makeOffThread(
  job: WorkerJob,
  onProgress: (phase: 'build' | 'write', done: number) => void,
): OffThreadRun {
  const worker = new Worker(BOOT, { workerData: job })
  const done = new Promise<number>((resolve, reject) => {
    let settled = false
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'progress') onProgress(message.phase, message.done)
      else if (message.kind === 'done') {
        settled = true
        resolve(message.rowCount)
      } else {
        settled = true
        const failure = new Error(message.message)
        failure.stack = message.stack
        reject(failure)
      }
    })
    worker.on('error', (error) => {
      settled = true
      reject(error)
    })
    worker.on('exit', (code) => {
      if (!settled) reject(new Error(`The report worker ended (exit code ${code}) before its file was written`))
    })
  })
  return {
    done,
    stop: async () => {
      await worker.terminate()
    },
  }
}
