import type { Clock } from '../clock'
import type { Db } from '../db/database'
import { backfillMoveInTerms } from '../tenants/terms'

/**
 * A MOVE_IN rent terms version for every seeded tenant without one (migration 0007 gave one to the tenants that
 * existed when it ran; the seed adds its tenants after the migrations).
 */
export async function seedMoveInTerms(db: Db, now: Clock): Promise<void> {
  const operators = await db.selectFrom('operators').select('id').orderBy('id').execute()
  for (const operator of operators) await backfillMoveInTerms(db, operator.id, now().toISOString())
}
