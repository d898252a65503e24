import type { FastifyInstance } from 'fastify'
import { kolkataDate } from '../calendar'
import { HOUR, type Clock } from '../clock'
import type { Db } from '../db/database'
import { applyDueVersions } from './versions'

/**
 * Copies house-rule versions into the columns today's readers use once their date comes. A version can only
 * come due when the Asia/Kolkata date changes, so the server sweeps at start, then at the first request of each new
 * day by its clock (the injectable one in tests) before the request reads anything, and hourly for a server that
 * answers no request for a while.
 */
export async function sweepRules(db: Db, now: Clock): Promise<void> {
  const today = kolkataDate(now())
  const operators = await db
    .selectFrom('house_rule_versions')
    .select('operator_id')
    .distinct()
    .where('applied_at', 'is', null)
    .where('effective_from', '<=', today)
    .execute()
  for (const { operator_id } of operators) {
    await db.transaction().execute((trx) => applyDueVersions(trx, operator_id, today, now().toISOString()))
  }
}

/** Sweeps now, and again on the first request of every later day and every hour. */
export async function registerRuleSweep(app: FastifyInstance, db: Db, now: Clock): Promise<void> {
  let sweptOn = kolkataDate(now())
  await sweepRules(db, now)
  const sweepOnNewDay = async () => {
    const today = kolkataDate(now())
    if (today === sweptOn) return
    await sweepRules(db, now)
    sweptOn = today
  }
  app.addHook('onRequest', sweepOnNewDay)
  const hourly = setInterval(() => {
    sweepOnNewDay().catch((error: unknown) => app.log.error(error, 'house rules sweep failed'))
  }, HOUR)
  hourly.unref()
  app.addHook('onClose', async () => clearInterval(hourly))
}
