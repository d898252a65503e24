import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { ComplaintPriority } from '../db/schema'
import { DEFAULT_SLA_TARGETS } from '../db/reference/complaintTypes'
import { badRequest, notFound } from '../http/httpError'
import { OPEN_STATUSES } from './openStatuses'

export type SlaTarget = { response_minutes: number; resolution_minutes: number }
export type SlaTargets = Record<ComplaintPriority, SlaTarget>

const PRIORITIES: readonly ComplaintPriority[] = ['LOW', 'MEDIUM', 'HIGH', 'URGENT']

/** An operator's view of a complaint type: its own targets and switch, or the defaults. */
export type TypeSettings = {
  id: number
  name: string
  category: string
  sla_targets: SlaTargets
  is_active: boolean
}

function typeRows(db: Db, operatorId: number) {
  return db
    .selectFrom('complaint_types as t')
    .leftJoin('complaint_type_settings as s', (join) =>
      join.onRef('s.type_id', '=', 't.id').on('s.operator_id', '=', operatorId),
    )
    .select(['t.id', 't.name', 't.category', 't.sort_order', 's.is_active', 's.sla_json'])
}

type TypeRow = Awaited<ReturnType<ReturnType<typeof typeRows>['executeTakeFirstOrThrow']>>

const settingsOf = (row: TypeRow): TypeSettings => ({
  id: row.id,
  name: row.name,
  category: row.category,
  sla_targets: row.sla_json === null ? DEFAULT_SLA_TARGETS : (JSON.parse(row.sla_json) as SlaTargets),
  is_active: row.is_active === null ? true : row.is_active === 1,
})

/** Complaint type `typeId` as the operator runs it (404 when there is no such type). */
export async function complaintType(db: Db, operatorId: number, typeId: number): Promise<TypeSettings> {
  const row = await typeRows(db, operatorId).where('t.id', '=', typeId).executeTakeFirst()
  if (!row) throw notFound('No such complaint type.')
  return settingsOf(row)
}

async function openCounts(db: Db, operatorId: number) {
  const rows = await db
    .selectFrom('complaints')
    .select(['type_id', (eb) => eb.fn.countAll<number>().as('open_count')])
    .where('operator_id', '=', operatorId)
    .where('status', 'in', OPEN_STATUSES)
    .groupBy('type_id')
    .execute()
  return new Map(rows.map((row) => [row.type_id, Number(row.open_count)]))
}

export type TypeListQuery = { offset: number; limit: number; is_active?: boolean }

/** The contract's ComplaintTypePage: every type by name, with the operator's targets and open complaints. */
export async function listComplaintTypes(db: Db, operatorId: number, query: TypeListQuery) {
  const rows = await typeRows(db, operatorId).orderBy('t.name').execute()
  const counts = await openCounts(db, operatorId)
  const types = rows
    .map(settingsOf)
    .filter((type) => query.is_active === undefined || type.is_active === query.is_active)
  return {
    count: types.length,
    results: types
      .slice(query.offset, query.offset + query.limit)
      .map((type) => ({ ...type, open_count: counts.get(type.id) ?? 0 })),
  }
}

export type TypeChanges = { sla_targets?: SlaTargets; is_active?: boolean }

/**
 * Changes the operator's targets or switch for a type. Each priority's resolution target is at least its response
 * target (400 naming the field). Open complaints of the type take the new targets for their priority.
 */
export async function updateComplaintType(
  db: Db,
  now: Clock,
  operatorId: number,
  typeId: number,
  changes: TypeChanges,
) {
  const current = await complaintType(db, operatorId, typeId)
  const targets = changes.sla_targets ?? current.sla_targets
  for (const priority of PRIORITIES) {
    if (targets[priority].resolution_minutes < targets[priority].response_minutes) {
      const message = `The ${priority} resolution target must be at least its response target.`
      throw badRequest(message, [{ field: `body.sla_targets.${priority}.resolution_minutes`, message }])
    }
  }
  const isActive = changes.is_active ?? current.is_active
  const at = now().toISOString()
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('complaint_type_settings')
      .values({
        operator_id: operatorId,
        type_id: typeId,
        is_active: isActive ? 1 : 0,
        sla_json: JSON.stringify(targets),
        updated_at: at,
      })
      .onConflict((oc) =>
        oc.columns(['operator_id', 'type_id']).doUpdateSet({
          is_active: isActive ? 1 : 0,
          sla_json: JSON.stringify(targets),
          updated_at: at,
        }),
      )
      .execute()
    if (changes.sla_targets) {
      for (const priority of PRIORITIES) {
        await trx
          .updateTable('complaints')
          .set({
            response_minutes: targets[priority].response_minutes,
            resolution_minutes: targets[priority].resolution_minutes,
          })
          .where('operator_id', '=', operatorId)
          .where('type_id', '=', typeId)
          .where('priority', '=', priority)
          .where('status', 'in', OPEN_STATUSES)
          .execute()
      }
    }
  })
  const counts = await openCounts(db, operatorId)
  const type = await complaintType(db, operatorId, typeId)
  return { ...type, open_count: counts.get(typeId) ?? 0 }
}
