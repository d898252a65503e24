import type { Selectable } from 'kysely'
import { OPEN_END, addDays } from '../calendar'
import type { Db } from '../db/database'
import type { HouseRuleVersionTable, IsoDate, PropertyRow } from '../db/schema'
import {
  HOUSE_RULES,
  applyToColumns,
  columnValues,
  sameValue,
  type HouseRule,
  type HouseRuleValue,
} from './rules'

/**
 * Dated versions of the house rules (migration 0016). The version in force on a day is the latest on or before
 * it; a property's own version overrides the operator's default until a removal (a version without a value).
 * Readers of today's rules read the columns the sweep keeps equal to the versions in force (sweep.ts); readers
 * of a past day's rule call `ruleInForce`.
 */

export type VersionRow = Selectable<HouseRuleVersionTable>

/** Versions before the first dated change: the settings each property had, in force "since the start". */
export const SINCE_THE_START: IsoDate = '2000-01-01'
const BASELINE_BY = 'Settings before dated rules'
const DRIFT_BY = "Changed in the property's own settings"

export const parseValue = (json: string | null): HouseRuleValue | null =>
  json === null ? null : (JSON.parse(json) as HouseRuleValue)

const later = (a: VersionRow, b: VersionRow) =>
  a.effective_from === b.effective_from ? a.id > b.id : a.effective_from > b.effective_from

/** The version of a scope (`propertyId` null for the default) in force on `date`, if any. */
export function versionOn(
  rows: readonly VersionRow[],
  propertyId: number | null,
  rule: HouseRule,
  date: IsoDate,
): VersionRow | undefined {
  let found: VersionRow | undefined
  for (const row of rows) {
    if (row.rule !== rule || row.property_id !== propertyId || row.effective_from > date) continue
    if (!found || later(row, found)) found = row
  }
  return found
}

export type Resolved = {
  value: HouseRuleValue
  source: 'default' | 'overridden'
  /** The version that put it in force (the property's own, or the default's). */
  version: VersionRow
}

/** A property's rule on `date`: its override when it has one in force, else the operator's default. */
export function resolve(
  rows: readonly VersionRow[],
  propertyId: number,
  rule: HouseRule,
  date: IsoDate,
): Resolved | null {
  const own = versionOn(rows, propertyId, rule, date)
  const ownValue = own ? parseValue(own.value_json) : null
  if (own && ownValue) return { value: ownValue, source: 'overridden', version: own }
  const fallback = versionOn(rows, null, rule, date)
  const value = fallback ? parseValue(fallback.value_json) : null
  return fallback && value ? { value, source: 'default', version: fallback } : null
}

export const versionsOf = (db: Db, operatorId: number) =>
  db
    .selectFrom('house_rule_versions')
    .selectAll()
    .where('operator_id', '=', operatorId)
    .orderBy('effective_from')
    .orderBy('id')
    .execute()

const propertiesOf = (db: Db, operatorId: number) =>
  db.selectFrom('properties').selectAll().where('operator_id', '=', operatorId).orderBy('id').execute()

/**
 * The rule in force for a property on a day, for readers that ask about a day other than today (a move-out's
 * notice date); null when the operator has no dated rules yet (the property's own settings then hold).
 */
export async function ruleInForce(
  db: Db,
  propertyId: number,
  rule: HouseRule,
  date: IsoDate,
): Promise<HouseRuleValue | null> {
  const rows = await db
    .selectFrom('house_rule_versions')
    .selectAll()
    .where('rule', '=', rule)
    .where((eb) => eb.or([eb('property_id', '=', propertyId), eb('property_id', 'is', null)]))
    .where(
      'operator_id',
      'in',
      db.selectFrom('properties').select('operator_id').where('id', '=', propertyId),
    )
    .execute()
  return resolve(rows, propertyId, rule, date)?.value ?? null
}

const insertVersion = (trx: Db, row: Omit<VersionRow, 'id'>) =>
  trx.insertInto('house_rule_versions').values(row).returning('id').executeTakeFirstOrThrow()

/** The most common value among the properties' settings: the natural default before the operator sets one. */
function commonValue(values: readonly HouseRuleValue[]): HouseRuleValue | null {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(JSON.stringify(value), (counts.get(JSON.stringify(value)) ?? 0) + 1)
  let best: string | null = null
  for (const [key, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = key
  return best === null ? null : (JSON.parse(best) as HouseRuleValue)
}

/**
 * Makes the versions tell the truth about `date` (every version on or before it already applied): a default for
 * each rule (the properties' most common setting, since the start), and for each property whose settings differ
 * from what the versions say an override holding its settings: since the start when the rule's default is recorded
 * by this same call (the operator's first visit), else from `date` (a property created later, or a rule changed in
 * the property's own form or the outpass or food setup). Nothing here touches the columns.
 */
export async function reconcile(trx: Db, operatorId: number, date: IsoDate, at: string): Promise<void> {
  const properties = await propertiesOf(trx, operatorId)
  const settings: { id: number; values: Record<HouseRule, HouseRuleValue> }[] = []
  for (const property of properties)
    settings.push({ id: property.id, values: await columnValues(trx, property) })
  let rows = await versionsOf(trx, operatorId)
  const base = { operator_id: operatorId, previous_json: null, created_at: at, applied_at: at }
  /** Rules whose default this call records: the properties' own values were theirs since the start too. */
  const firstSeen = new Set<HouseRule>()
  for (const rule of HOUSE_RULES) {
    if (rows.some((row) => row.rule === rule && row.property_id === null)) continue
    firstSeen.add(rule)
    const value = commonValue(settings.map((property) => property.values[rule]))
    if (!value) continue
    await insertVersion(trx, {
      ...base,
      property_id: null,
      rule,
      value_json: JSON.stringify(value),
      effective_from: SINCE_THE_START,
      created_by_name: BASELINE_BY,
    })
  }
  rows = await versionsOf(trx, operatorId)
  const applied = rows.filter((row) => row.applied_at !== null)
  for (const property of settings) {
    for (const rule of HOUSE_RULES) {
      const own = property.values[rule]
      // What the columns should hold: the versions already copied into them, the latest of each scope.
      const resolved = resolve(applied, property.id, rule, OPEN_END)
      if (resolved && sameValue(resolved.value, own)) continue
      const since = firstSeen.has(rule)
      await insertVersion(trx, {
        ...base,
        property_id: property.id,
        rule,
        value_json: JSON.stringify(own),
        previous_json: resolved ? JSON.stringify(resolved.value) : null,
        effective_from: since ? SINCE_THE_START : date,
        created_by_name: since ? BASELINE_BY : DRIFT_BY,
      })
    }
  }
}

/**
 * Brings the operator's columns to the versions in force on `today`: each day that has versions not yet applied,
 * in date order, first records as overrides any setting changed outside the house rules since the day before
 * (so a change made elsewhere is never silently overwritten), then writes the rules in force that day into the
 * columns of the properties they reach, and marks those versions applied.
 */
export async function applyDueVersions(trx: Db, operatorId: number, today: IsoDate, at: string) {
  const due = await trx
    .selectFrom('house_rule_versions')
    .selectAll()
    .where('operator_id', '=', operatorId)
    .where('applied_at', 'is', null)
    .where('effective_from', '<=', today)
    .orderBy('effective_from')
    .orderBy('id')
    .execute()
  const days = [...new Set(due.map((row) => row.effective_from))]
  for (const day of days) {
    await reconcile(trx, operatorId, addDays(day, -1), at)
    const rows = await versionsOf(trx, operatorId)
    const dueToday = due.filter((row) => row.effective_from === day)
    const properties = await propertiesOf(trx, operatorId)
    for (const property of properties) await applyRulesOn(trx, rows, property, dueToday, day, at)
    await trx
      .updateTable('house_rule_versions')
      .set({ applied_at: at })
      .where(
        'id',
        'in',
        dueToday.map((row) => row.id),
      )
      .execute()
  }
}

async function applyRulesOn(
  trx: Db,
  rows: readonly VersionRow[],
  property: PropertyRow,
  dueToday: readonly VersionRow[],
  day: IsoDate,
  at: string,
) {
  const rules = new Set(
    dueToday
      .filter((row) => row.property_id === null || row.property_id === property.id)
      .map((row) => row.rule as HouseRule),
  )
  if (rules.size === 0) return
  const settings = await columnValues(trx, property)
  for (const rule of rules) {
    const resolved = resolve(rows, property.id, rule, day)
    if (!resolved || sameValue(resolved.value, settings[rule])) continue
    const fresh = await trx
      .selectFrom('properties')
      .selectAll()
      .where('id', '=', property.id)
      .executeTakeFirstOrThrow()
    await applyToColumns(trx, fresh, rule, resolved.value, at)
  }
}

/** Applies what is due and reconciles today: the state every house-rules read and write starts from. */
export async function settle(trx: Db, operatorId: number, today: IsoDate, at: string) {
  await applyDueVersions(trx, operatorId, today, at)
  await reconcile(trx, operatorId, today, at)
}

export { insertVersion, propertiesOf }
