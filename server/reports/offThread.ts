import { fork, type ChildProcess } from 'node:child_process'
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

/** How long a report process waits for its next job before it ends. */
const REPORT_PROCESS_IDLE_MS = 30_000

export type OffThreadRun = {
  /** Resolves with the report's row count once the file is written. */
  done: Promise<number>
  /** Ends the process at once (the server is stopping). */
  stop: () => Promise<void>
  /** The report process making it. */
  pid: number | undefined
}

export type ReportProcesses = {
  /** Makes one report file in a report process waiting for a job, or in a new one. */
  run: (job: WorkerJob, onProgress: (phase: 'build' | 'write', done: number) => void) => OffThreadRun
  /** Ends every report process, waiting or making a report (the server is stopping). */
  close: () => Promise<void>
}

/** A report process and when it has ended. */
type ReportProcess = { child: ChildProcess; exited: Promise<void> }

/**
 * Report processes: each makes report files one after another, in a child process on its own connection, so the
 * builder's queries and the writer run on another core and the event loop that answers requests never waits behind
 * them. A process runs at the lowest scheduling priority, all its threads with it (its garbage collector's too,
 * which in a worker thread would be the server's own, at the server's priority): on a busy machine requests run
 * first and a report takes the CPU left idle. A process that has made a report waits `idleMs` for the next one,
 * then ends: starting one blocks the server's thread for some milliseconds (about 7 ms on a 2-core machine, a
 * sixth of the thread's time while reports are made back to back) and costs the process its loading again.
 * Progress comes back as messages. A process stopped mid-report, or that failed, is not used again.
 */
export function reportProcesses({ idleMs = REPORT_PROCESS_IDLE_MS } = {}): ReportProcesses {
  const waiting = new Map<ReportProcess, NodeJS.Timeout>()
  const all = new Set<ReportProcess>()
  let closed = false

  const start = (): ReportProcess => {
    // No execArgv of the server's (a loader, an inspector port): the entry registers tsx itself.
    const child = fork(BOOT, [], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    if (child.pid !== undefined) setPriority(child.pid, constants.priority.PRIORITY_LOW)
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    const worker: ReportProcess = { child, exited }
    all.add(worker)
    void exited.then(() => {
      all.delete(worker)
      clearTimeout(waiting.get(worker))
      waiting.delete(worker)
    })
    return worker
  }

  const take = (): ReportProcess => {
    const [next] = waiting.keys()
    if (!next) return start()
    clearTimeout(waiting.get(next))
    waiting.delete(next)
    next.child.ref()
    next.child.channel?.ref()
    return next
  }

  /**
   * Keeps a process that has made a report for the next; the server lets it go (it ends) after `idleMs`. Waiting, it
   * does not keep the server running.
   */
  const keep = (worker: ReportProcess) => {
    const { child } = worker
    if (closed || !child.connected) return
    const timer = setTimeout(() => {
      waiting.delete(worker)
      child.disconnect()
    }, idleMs)
    timer.unref()
    child.unref()
    child.channel?.unref()
    waiting.set(worker, timer)
  }

  const stopProcess = async ({ child, exited }: ReportProcess) => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await exited
  }

  return {
    run(job, onProgress) {
      const worker = take()
      const { child } = worker
      const done = new Promise<number>((resolve, reject) => {
        const settle = (outcome: () => void, reuse: boolean) => {
          child.off('message', onMessage)
          child.off('error', onError)
          child.off('exit', onExit)
          if (reuse) keep(worker)
          else void stopProcess(worker)
          outcome()
        }
        const onMessage = (message: WorkerMessage) => {
          if (message.kind === 'progress') return onProgress(message.phase, message.done)
          if (message.kind === 'done') return settle(() => resolve(message.rowCount), true)
          const failure = new Error(message.message)
          failure.stack = message.stack
          settle(() => reject(failure), false)
        }
        const onError = (error: Error) => settle(() => reject(error), false)
        const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
          settle(
            () =>
              reject(
                new Error(`The report process ended (${signal ?? `exit code ${code}`}) before its file was written`),
              ),
            false,
          )
        child.on('message', onMessage)
        child.on('error', onError)
        child.once('exit', onExit)
      })
      child.send(job)
      return {
        done,
        pid: child.pid,
        stop: () => stopProcess(worker),
      }
    },
    async close() {
      closed = true
      for (const timer of waiting.values()) clearTimeout(timer)
      waiting.clear()
      await Promise.all([...all].map(stopProcess))
    },
  }
}
