import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyRequest } from 'fastify'
import { operationIdOf } from '../contract/operationOf'
import type { Db } from '../db/database'
import { unauthorized } from '../http/httpError'

/** The records the activity log names; each is a row of one table (its `entity_id` that row's id). */
export type ActivityEntity =
  | 'collection'
  | 'transaction'
  | 'tenant'
  | 'allotment'
  | 'token_request'
  | 'bed'
  | 'room'
  | 'offboarding'
  | 'expense'
  | 'complaint'
  | 'cash_handover'
  | 'operator'
  | 'module'
  | 'bank_account'
  | 'payment_settings'
  | 'house_rule'
  | 'property'

/** Who made a change: the operator and the session (`auth_tokens.id`) of the request, and the name shown. */
export type ActivityActor = {
  operatorId: number
  sessionId: number | null
  name: string
  /** The contract's operationId of the request that made the change. */
  operation: string
}

/** The actor of a signed-in request. */
export function actorOf(request: FastifyRequest): ActivityActor {
  const auth = request.auth
  if (auth?.kind !== 'session') throw unauthorized()
  return {
    operatorId: auth.operator.id,
    sessionId: auth.tokenId,
    name: auth.operator.name,
    operation: operationIdOf(request) ?? 'unknown',
  }
}

export type ActivityEntry = {
  entity: ActivityEntity
  entityId: number | string
  /** The property the record belongs to, when it belongs to one (the log filters by it). */
  propertyId?: number | null
  /** One line an operator reads in the log: "Marked ₹12,000 paid (UPI)". */
  summary: string
  /** The fields that changed, as they were and as they are; null for a record created or removed. */
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  /**
   * The other records the change touched (a payment's tenant, a move-in's bed and allotment, every collection of
   * a bulk mark-paid); each record's History finds the entry. The main record is always a subject.
   */
  subjects?: ActivitySubject[]
}

export type ActivitySubject = { entity: ActivityEntity; entityId: number | string }

/**
 * Writes one activity entry. Call it with the write's own transaction (`trx`), so the entry commits with the
 * change and a write that rolls back leaves none. Only the fields that differ between `before` and `after`
 * are kept when both are given.
 */
export async function recordActivity(
  trx: Db,
  actor: ActivityActor,
  entry: ActivityEntry,
  at: Date,
): Promise<void> {
  const [before, after] = changedFields(entry.before, entry.after)
  const { id } = await trx
    .insertInto('activity_log')
    .values({
      operator_id: actor.operatorId,
      session_id: actor.sessionId,
      actor_name: actor.name,
      operation: actor.operation,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      property_id: entry.propertyId ?? null,
      summary: entry.summary,
      before_json: before === null ? null : JSON.stringify(before),
      after_json: after === null ? null : JSON.stringify(after),
      at: at.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const subjects = new Map<string, ActivitySubject>()
  for (const subject of [{ entity: entry.entity, entityId: entry.entityId }, ...(entry.subjects ?? [])]) {
    subjects.set(`${subject.entity}/${subject.entityId}`, subject)
  }
  await trx
    .insertInto('activity_log_subjects')
    .values(
      [...subjects.values()].map((subject) => ({
        entry_id: id,
        entity: subject.entity,
        entity_id: String(subject.entityId),
      })),
    )
    .execute()
}

/** The actor of the request being handled, kept for the services it calls (see `withActivityActor`). */
const requestActor = new AsyncLocalStorage<ActivityActor>()

/**
 * Runs a handler with its request's actor at hand, so a service deep below records its change with
 * `recordChange` without every signature carrying the request. Requests without a session run without one.
 */
export function withActivityActor<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  if (request.auth?.kind !== 'session') return run()
  return requestActor.run(actorOf(request), run)
}

/**
 * Writes the one activity entry of a change the current request makes, in the write's own transaction (`trx`).
 * Outside a signed-in request (the seed, a job) the server itself is the actor: no session, operation `system`.
 */
export function recordChange(trx: Db, operatorId: number, entry: ActivityEntry, at: Date): Promise<void> {
  const actor = requestActor.getStore()
  if (actor && actor.operatorId !== operatorId) {
    throw new Error(
      `Activity: operator ${actor.operatorId}'s request changed operator ${operatorId}'s record`,
    )
  }
  return recordActivity(
    trx,
    actor ?? { operatorId, sessionId: null, name: 'Roost', operation: 'system' },
    entry,
    at,
  )
}

/** `₹12,000` or `₹12,000.50` for a summary: Indian digit grouping, paise only when there are some. */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : ''
  const abs = Math.abs(paise)
  const whole = new Intl.NumberFormat('en-IN').format(Math.floor(abs / 100))
  const rest = abs % 100
  return `${sign}₹${whole}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`
}

/** `1 Dec 2026` for a summary, from `2026-12-01`. */
export function dayText(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number)
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  return `${day} ${months[month - 1]} ${year}`
}

type Fields = Record<string, unknown> | null

/** The fields whose values differ, from each side; a side that is null (created, removed) stays null. */
export function changedFields(before: Fields, after: Fields): [Fields, Fields] {
  if (before === null || after === null) return [before, after]
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  const changed = [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
  return [
    Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  ]
}
