import type { Db } from '../db/database'
import { badRequest, notFound } from '../http/httpError'

/** A staff member named on a record: who collected a payment, took a roll-call or acted on a pass. */
export type ActingStaff = { id: number; name: string; can_collect_cash: boolean }

/**
 * The operator's active staff member `staffId`, named by request field `field` (`body.collected_by_staff_id`).
 * Another operator's or a missing id is a 404 (never a 403); an inactive member a 400 naming the field.
 */
export async function actingStaff(
  db: Db,
  operatorId: number,
  staffId: number,
  field: string,
): Promise<ActingStaff> {
  const row = await db
    .selectFrom('staff')
    .select(['id', 'name', 'is_active', 'can_collect_cash'])
    .where('id', '=', staffId)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!row) throw notFound(`Staff member ${staffId} not found`)
  if (row.is_active !== 1) {
    throw badRequest(`${row.name} is no longer active; name an active staff member.`, [
      { field, message: `${row.name} is inactive.` },
    ])
  }
  return { id: row.id, name: row.name, can_collect_cash: row.can_collect_cash === 1 }
}
