import { fork } from 'node:child_process'
import { constants, setPriority } from 'node:os'
import path from 'node:path'
import type { ReportFormat } from '../db/schema'
import type { ReportScope, ReportType } from './definition'

/** What a report process needs to make one report file: its own connection to the database, and the job. */
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

/** The report process's entry: tsx's loader first (the server runs under tsx), then the TypeScript worker. */
const BOOT = path.join(__dirname, 'workerBoot.mjs')

export type OffThreadRun = {
  /** Resolves with the report's row count once the file is written. */
  done: Promise<number>
  /** Ends the process at once (the server is stopping). */
  stop: () => Promise<void>
}

/**
 * Makes a report file in a child process: the builder's queries and the writer run on another core, so the event
 * loop that answers requests never waits behind them. The process runs at the lowest scheduling priority, all its
 * threads with it (its garbage collector's too, which in a worker thread would be the server's own, at the
 * server's priority): on a busy machine requests run first and a report takes the CPU left idle. Progress comes
 * back as messages.
 */
export function makeOffThread(
  job: WorkerJob,
  onProgress: (phase: 'build' | 'write', done: number) => void,
): OffThreadRun {
  // No execArgv of the server's (a loader, an inspector port): the entry registers tsx itself.
  const child = fork(BOOT, [], { execArgv: [], serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  if (child.pid !== undefined) setPriority(child.pid, constants.priority.PRIORITY_LOW)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const done = new Promise<number>((resolve, reject) => {
    let settled = false
    child.on('message', (message: WorkerMessage) => {
      if (message.kind === 'progress') return onProgress(message.phase, message.done)
      settled = true
      child.disconnect()
      if (message.kind === 'done') resolve(message.rowCount)
      else {
        const failure = new Error(message.message)
        failure.stack = message.stack
        reject(failure)
      }
    })
    child.on('error', (error) => {
      settled = true
      reject(error)
    })
    child.on('exit', (code, signal) => {
      if (!settled)
        reject(new Error(`The report process ended (${signal ?? `exit code ${code}`}) before its file was written`))
    })
  })
  child.send(job)
  return {
    done,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}
