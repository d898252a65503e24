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
}

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
  await trx
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
    .execute()
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
