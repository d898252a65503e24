import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import { tenantTermsOn } from '../tenants/terms'
import { ruleInForce } from './versions'

/**
 * The day a rent period falls due when the caller names none: the rent due day in force on the period's first
 * day (the tenant's own terms, else the property's house rule then, else its settings) in that month, or the
 * first day itself when the due day is already behind it. A later change of the rule moves only periods that
 * start on or after its date.
 */
export async function rentDueDate(
  db: Db,
  tenant: { id: number; property_id: number },
  periodStart: IsoDate,
): Promise<IsoDate> {
  const terms = await tenantTermsOn(db, tenant.id, periodStart)
  const property = await db
    .selectFrom('properties')
    .select('rent_due_day')
    .where('id', '=', tenant.property_id)
    .executeTakeFirstOrThrow()
  const day =
    terms.rent_due_day ??
    (await ruleInForce(db, tenant.property_id, 'RENT_DUE_DAY', periodStart))?.rent_due_day ??
    property.rent_due_day
  const due = `${periodStart.slice(0, 7)}-${String(day).padStart(2, '0')}`
  return due < periodStart ? periodStart : due
}

/**
 * Grace days of a due falling on `dueDate`: the property's rule in force that day, else its setting (`fallback`),
 * so a later change of the rule leaves the overdue date of dues already raised as it was.
 */
export async function graceDaysOn(
  db: Db,
  propertyId: number,
  dueDate: IsoDate,
  fallback: number,
): Promise<number> {
  return (await ruleInForce(db, propertyId, 'GRACE_DAYS', dueDate))?.grace_days ?? fallback
}
