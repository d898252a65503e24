import type { Db } from '../db/database'
import type { ModuleType } from '../db/schema'
import type { ModuleFlag } from '../operators/operators'

/** Whether the operator has records of a module (any expense, any complaint), kept even while it is off. */
async function hasData(db: Db, operatorId: number, type: ModuleType): Promise<boolean> {
  const table = type === 'expense' ? 'expenses' : 'complaints'
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('operator_id', '=', operatorId)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Sets the operator's flag of a module, creating it when missing; `is_active_data` is refreshed from the records,
 * so switching a module off keeps saying that it has data. Answers the flag before (null when there was none) and
 * after.
 */
export async function switchModule(
  trx: Db,
  operatorId: number,
  type: ModuleType,
  enabled: boolean,
): Promise<{ before: ModuleFlag | null; after: ModuleFlag }> {
  const existing = await trx
    .selectFrom('module_flags')
    .selectAll()
    .where('operator_id', '=', operatorId)
    .where('module_type', '=', type)
    .executeTakeFirst()
  const activeData = (await hasData(trx, operatorId, type)) || existing?.is_active_data === 1
  const values = { is_enabled: enabled ? 1 : 0, is_active_data: activeData ? 1 : 0 } as const
  if (existing) {
    await trx
      .updateTable('module_flags')
      .set(values)
      .where('operator_id', '=', operatorId)
      .where('module_type', '=', type)
      .execute()
  } else {
    await trx
      .insertInto('module_flags')
      .values({ operator_id: operatorId, module_type: type, ...values })
      .execute()
  }
  return {
    before: existing
      ? {
          module_type: type,
          is_enabled: existing.is_enabled === 1,
          is_active_data: existing.is_active_data === 1,
        }
      : null,
    after: { module_type: type, is_enabled: enabled, is_active_data: activeData },
  }
}
