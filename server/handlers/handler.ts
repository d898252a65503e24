import type { FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify'
import { withActivityActor } from '../activity/record'
import type { OtpService } from '../auth/otp'
import type { TokenStore } from '../auth/tokens'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { FileStore } from '../files/fileStore'
import type { Notifier } from '../notify/notifier'
import type { ReportServices } from '../reports/services'

/** What handlers work with. */
export type Services = {
  db: Db
  now: Clock
  tokens: TokenStore
  otp: OtpService
  /** The server's version, from package.json. */
  version: string
  startedAt: Date
  /** Uploaded and generated files (documents, agreements, payment proofs). */
  files: FileStore
  /** Where payment reminders and receipts go to tenants; the local default only records them. */
  notifier: Notifier
  /** Report jobs, their files and report e-mails. */
  reports: ReportServices
}

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>

/** Handlers keyed by the contract's operationId. */
export type Handlers = Record<string, Handler>

/**
 * Types a handler's request. The cast is sound because the contract validated params, query and body
 * before the handler runs; the generic only states what that validation guarantees. The handler runs with its
 * request's actor at hand, for the activity log (`recordChange`).
 */
export const handler =
  <Route extends RouteGenericInterface>(
    fn: (request: FastifyRequest<Route>, reply: FastifyReply) => Promise<unknown>,
  ): Handler =>
  (request, reply) =>
    withActivityActor(request, () => fn(request as FastifyRequest<Route>, reply))

/** A page of a list: `{ data: { count, results } }`. */
export const page = <T>(count: number, results: T[]) => ({ data: { count, results } })

export type PageQuery = { offset: number; limit: number }
