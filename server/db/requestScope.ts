import { AsyncLocalStorage } from 'node:async_hooks'
import type { DatabaseConnection, Driver, TransactionSettings } from 'kysely'
import { changedStatements, operatorScopeStatements, TRANSACTION } from './engine'

/**
 * A request's database scope on PostgreSQL. Once the request's operator is known, every query of the request
 * runs in one transaction on one pooled connection, opened as that operator (engine.ts: the operator row-level
 * security sees, the role it binds, and for a write the operator's lock), and committed or rolled back when the
 * answer is ready. The request's own transactions become savepoints inside it. As on SQLite's one connection,
 * one piece of work at a time uses it: queries and transactions started at once wait their turn.
 */
export type RequestScope = {
  operatorId: number | null
  writes: boolean
  /** Whether a successful write moves the operator's data version (not for asking for a report, say). */
  changesData: boolean
  /** The scope's connection, opened on first use. */
  opened: Promise<DatabaseConnection> | null
  /** Gives the connection back to the pool it came from. */
  release: (connection: DatabaseConnection) => Promise<void>
  /** The turn of whatever uses the connection now; the next waits for it. */
  turn: Promise<void>
  finished: boolean
  /** Work to start once the transaction has committed (afterRequestCommits). */
  afterCommit: (() => void)[]
}

/** A scope runs one transaction at a time (its turn is held from begin to commit), so one name suffices. */
const SAVEPOINT = 'request_work'

const scopes = new AsyncLocalStorage<RequestScope>()
const scopeOfConnection = new WeakMap<DatabaseConnection, RequestScope>()
const releaseTurn = new WeakMap<DatabaseConnection, () => void>()

/** Runs `work` (the rest of a request's handling) in a new scope with no operator yet; answers the scope. */
export function runInRequestScope(writes: boolean, work: () => void): RequestScope {
  const scope: RequestScope = {
    operatorId: null,
    writes,
    changesData: writes,
    opened: null,
    release: async () => {},
    turn: Promise.resolve(),
    finished: false,
    afterCommit: [],
  }
  scopes.run(scope, work)
  return scope
}

/** The request's operator, once its token names one: the queries after this run as that operator. */
export function enterOperator(operatorId: number): void {
  const scope = scopes.getStore()
  if (scope && !scope.opened) scope.operatorId = operatorId
}

/** Whether the calling code runs in a request's scope. */
export const inRequestScope = (): boolean => scopes.getStore() !== undefined

/** Runs `work` outside any request's scope: work a request starts but does not wait for (a report job). */
export const outsideRequestScope = <T>(work: () => T): T => scopes.exit(work)

/**
 * Ends a request's transaction: commits when `commit`, else rolls back (a failed request leaves no
 * half-written record), and gives the connection back to the pool. Later calls do nothing.
 */
export async function finishRequestScope(scope: RequestScope, commit: boolean): Promise<void> {
  if (scope.finished) return
  scope.finished = true
  if (!scope.opened) return
  const connection = await scope.opened
  await scope.turn
  try {
    if (commit && scope.writes && scope.changesData && scope.operatorId !== null) {
      for (const statement of changedStatements(scope.operatorId)) await connection.executeQuery(statement)
    }
    await connection.executeQuery(commit ? TRANSACTION.commit : TRANSACTION.rollback)
  } finally {
    scopeOfConnection.delete(connection)
    await scope.release(connection)
  }
  if (commit) for (const work of scope.afterCommit) scopes.exit(work)
}

/**
 * Starts `work` once the current request's writes are committed, outside its scope (a report job the request
 * queued, which another connection must see): at once where nothing waits to commit (SQLite, a request that has
 * not touched the database, work outside requests). A request that rolls back drops it.
 */
export function afterRequestCommits(work: () => void): void {
  const scope = scopes.getStore()
  if (!scope || scope.finished || !scope.opened) work()
  else scope.afterCommit.push(work)
}

/**
 * Kysely's driver for PostgreSQL, with each request's queries kept on the request's connection (see Scope).
 * Outside a request, or before its operator is known (sign-in), queries take pooled connections as usual.
 */
export class RequestScopedDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init()
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const scope = scopes.getStore()
    if (!scope || scope.operatorId === null || scope.finished) return this.inner.acquireConnection()
    scope.opened ??= this.open(scope, scope.operatorId)
    const connection = await scope.opened
    const before = scope.turn
    let release = () => {}
    scope.turn = new Promise<void>((resolve) => (release = resolve))
    await before
    releaseTurn.set(connection, release)
    return connection
  }

  private async open(scope: RequestScope, operatorId: number): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection()
    try {
      for (const statement of operatorScopeStatements(operatorId, scope.writes))
        await connection.executeQuery(statement)
    } catch (error) {
      await this.inner.releaseConnection(connection)
      throw error
    }
    scopeOfConnection.set(connection, scope)
    scope.release = (released) => this.inner.releaseConnection(released)
    return connection
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    if (!scopeOfConnection.has(connection)) return this.inner.beginTransaction(connection, settings)
    await connection.executeQuery(TRANSACTION.savepoint(SAVEPOINT))
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    if (!scopeOfConnection.has(connection)) return this.inner.commitTransaction(connection)
    await connection.executeQuery(TRANSACTION.releaseSavepoint(SAVEPOINT))
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!scopeOfConnection.has(connection)) return this.inner.rollbackTransaction(connection)
    await connection.executeQuery(TRANSACTION.rollbackToSavepoint(SAVEPOINT))
    await connection.executeQuery(TRANSACTION.releaseSavepoint(SAVEPOINT))
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (!scopeOfConnection.has(connection)) return this.inner.releaseConnection(connection)
    releaseTurn.get(connection)?.()
  }

  destroy(): Promise<void> {
    return this.inner.destroy()
  }
}
