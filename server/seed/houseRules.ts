import { kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import { insertVersion, settle, versionOn, versionsOf } from '../rules/versions'
import { DEMO_OPERATOR } from './demoOperators'
import { findOperatorByPhone } from '../operators/operators'

/**
 * The demo operator's house rules: the properties' settings as versions since the start (the most common value the
 * default, the others overrides), and a default late fee already dated for the next financial year, so the rules
 * screen shows an upcoming change. Runs once: an operator with versions is left alone.
 */
export async function seedHouseRules(db: Db, now: Clock): Promise<void> {
  const operator = await findOperatorByPhone(db, DEMO_OPERATOR.phone)
  if (!operator) return
  const existing = await db
    .selectFrom('house_rule_versions')
    .select('id')
    .where('operator_id', '=', operator.id)
    .executeTakeFirst()
  if (existing) return
  const at = now().toISOString()
  const today = kolkataDate(now())
  await settle(db, operator.id, today, at)
  const year = Number(today.slice(0, 4)) + (today.slice(5) >= '04-01' ? 1 : 0)
  const before = versionOn(await versionsOf(db, operator.id), null, 'LATE_FEE', `${year}-04-01`)
  await insertVersion(db, {
    operator_id: operator.id,
    property_id: null,
    rule: 'LATE_FEE',
    value_json: JSON.stringify({ late_fee_type: 'PER_DAY', late_fee_value: 10_000 }),
    previous_json: before?.value_json ?? null,
    effective_from: `${year}-04-01`,
    created_by_name: operator.name,
    created_at: at,
    applied_at: null,
  })
}
