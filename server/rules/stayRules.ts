import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import type { TenantContext } from '../tenants/tenantRecord'
import { ruleInForce } from './versions'

/**
 * The notice period and lock-in a move-out is judged by: the tenant's own terms when they set them, else the
 * property's rules in force on the notice date (so a later change of the rule leaves a raised move-out as it was),
 * else the property's settings.
 */
export async function stayRulesOn(db: Db, context: TenantContext, noticeDate: IsoDate) {
  const propertyId = context.property.id
  const notice =
    context.terms.notice_period_days ??
    (await ruleInForce(db, propertyId, 'NOTICE_PERIOD', noticeDate))?.notice_period_days ??
    context.notice_period_days
  const lockIn =
    context.terms.lock_in_months ??
    (await ruleInForce(db, propertyId, 'LOCK_IN', noticeDate))?.lock_in_months ??
    context.lock_in_months
  return { notice_period_days: notice, lock_in_months: lockIn }
}
