import type { ActivityActor } from '../activity/record'
import { dayText, recordActivity, rupees } from '../activity/record'
import { addDays, kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import { badRequest, conflict, notFound } from '../http/httpError'
import { ownedProperty } from '../inventory/ownership'
import {
  HOUSE_RULES,
  RULE_FIELDS,
  RULE_LABELS,
  pickRule,
  sameValue,
  type HouseRule,
  type HouseRuleValue,
} from './rules'
import {
  SINCE_THE_START,
  applyDueVersions,
  insertVersion,
  parseValue,
  propertiesOf,
  resolve,
  settle,
  versionOn,
  versionsOf,
  type VersionRow,
} from './versions'

/** The furthest ahead a change may be dated: two years. */
const MAX_DAYS_AHEAD = 730

export type RuleEntry = {
  rule: HouseRule
  value: HouseRuleValue
  source: 'default' | 'overridden'
  effective_from: IsoDate
  upcoming: { effective_from: IsoDate; value: HouseRuleValue; source: 'default' | 'overridden' }[]
}

/** A day's rules: the operator's defaults and each property's (or the one asked for), with what changes later. */
export async function houseRulesOn(
  db: Db,
  now: Clock,
  operatorId: number,
  query: { date?: IsoDate; property_id?: number },
) {
  const today = kolkataDate(now())
  const date = query.date ?? today
  if (query.property_id !== undefined) await ownedProperty(db, operatorId, query.property_id)
  await db.transaction().execute((trx) => settle(trx, operatorId, today, now().toISOString()))
  const rows = await versionsOf(db, operatorId)
  const properties = (await propertiesOf(db, operatorId)).filter(
    (property) => query.property_id === undefined || property.id === query.property_id,
  )
  const later = (scope: number | null) =>
    [
      ...new Set(
        rows
          .filter(
            (row) => row.effective_from > date && (row.property_id === null || row.property_id === scope),
          )
          .map((row) => row.effective_from),
      ),
    ].sort()
  const defaults = HOUSE_RULES.flatMap((rule): RuleEntry[] => {
    const version = versionOn(rows, null, rule, date)
    const value = version && parseValue(version.value_json)
    if (!version || !value) return []
    const upcoming = later(null).flatMap((day) => {
      const next = versionOn(rows, null, rule, day)
      const nextValue = next && next.effective_from === day ? parseValue(next.value_json) : null
      return nextValue ? [{ effective_from: day, value: nextValue, source: 'default' as const }] : []
    })
    return [{ rule, value, source: 'default', effective_from: version.effective_from, upcoming }]
  })
  return {
    date,
    today,
    defaults,
    properties: properties.map((property) => ({
      property_id: property.id,
      property_name: property.name,
      rules: HOUSE_RULES.flatMap((rule): RuleEntry[] => {
        const current = resolve(rows, property.id, rule, date)
        if (!current) return []
        const upcoming: RuleEntry['upcoming'] = []
        let previous = current
        for (const day of later(property.id)) {
          const next = resolve(rows, property.id, rule, day)
          if (!next || (sameValue(next.value, previous.value) && next.source === previous.source)) continue
          upcoming.push({ effective_from: day, value: next.value, source: next.source })
          previous = next
        }
        return [
          {
            rule,
            value: current.value,
            source: current.source,
            effective_from: current.version.effective_from,
            upcoming,
          },
        ]
      }),
    })),
  }
}

function checkDate(effectiveFrom: IsoDate, today: IsoDate) {
  if (effectiveFrom < today) {
    const message = `A rule changes from today (${dayText(today)}) or later; past dues and settlements keep their rules.`
    throw badRequest(message, [{ field: 'body.effective_from', message: 'Pick today or a later date.' }])
  }
  if (effectiveFrom > addDays(today, MAX_DAYS_AHEAD)) {
    const message = 'A change can be dated at most two years ahead.'
    throw badRequest(message, [{ field: 'body.effective_from', message }])
  }
}

const fieldError = (field: string, message: string) =>
  badRequest(message, [{ field: `body.value.${field}`, message }])

/** The rule's fields, every one given and none of another rule's; a late fee's value fits its type. */
function checkedValue(rule: HouseRule, value: HouseRuleValue): HouseRuleValue {
  const fields = RULE_FIELDS[rule]
  for (const key of Object.keys(value)) {
    if (!(fields as readonly string[]).includes(key))
      throw fieldError(key, `Not part of the ${RULE_LABELS[rule].toLowerCase()} rule.`)
  }
  for (const field of fields) {
    if (value[field] === undefined) throw fieldError(field, 'Enter a value.')
  }
  if (rule === 'LATE_FEE') {
    if (value.late_fee_type === 'PERCENT' && (value.late_fee_value ?? 0) > 10_000)
      throw fieldError('late_fee_value', 'A percentage late fee is in basis points: at most 10000 (100%).')
    if (value.late_fee_type !== 'NONE' && value.late_fee_value === 0)
      throw fieldError('late_fee_value', 'Enter the fee, or choose no late fee.')
    if (value.late_fee_type === 'NONE') return pickRule(rule, { ...value, late_fee_value: 0 })
  }
  return pickRule(rule, value)
}

/** A short reading of a rule's value for the activity log. */
export function valueText(rule: HouseRule, value: HouseRuleValue | null): string {
  if (value === null) return 'the default'
  switch (rule) {
    case 'RENT_DUE_DAY':
      return `day ${value.rent_due_day}`
    case 'GRACE_DAYS':
      return `${value.grace_days} days`
    case 'NOTICE_PERIOD':
      return `${value.notice_period_days} days`
    case 'LOCK_IN':
      return `${value.lock_in_months} months`
    case 'LATE_FEE':
      if (value.late_fee_type === 'FIXED') return `${rupees(value.late_fee_value ?? 0)} once`
      if (value.late_fee_type === 'PER_DAY') return `${rupees(value.late_fee_value ?? 0)} a day`
      if (value.late_fee_type === 'PERCENT') return `${(value.late_fee_value ?? 0) / 100}% of the due`
      return 'none'
    case 'CURFEW':
      return `${value.curfew_time}, ${value.late_grace_minutes} min grace`
    case 'OUTPASS':
      return 'new outpass rules'
    case 'MEAL_CUTOFFS':
      return 'new cut-offs'
  }
}

export type RuleChange = { effective_from: IsoDate; value: HouseRuleValue }

async function write(
  db: Db,
  now: Clock,
  actor: ActivityActor,
  target: { propertyId: number | null; propertyName: string | null; rule: HouseRule },
  change: { effective_from: IsoDate; value: HouseRuleValue | null },
) {
  const at = now()
  const today = kolkataDate(at)
  checkDate(change.effective_from, today)
  const { rule, propertyId } = target
  return db.transaction().execute(async (trx) => {
    await settle(trx, actor.operatorId, today, at.toISOString())
    const rows = await versionsOf(trx, actor.operatorId)
    const before =
      propertyId === null
        ? parseValue(versionOn(rows, null, rule, change.effective_from)?.value_json ?? null)
        : (resolve(rows, propertyId, rule, change.effective_from)?.value ?? null)
    if (change.value === null && propertyId !== null) {
      const own = versionOn(rows, propertyId, rule, change.effective_from)
      if (!own || own.value_json === null)
        throw conflict(
          `${target.propertyName} follows the default ${RULE_LABELS[rule].toLowerCase()} on ${dayText(change.effective_from)}: there is no override to remove.`,
        )
    }
    const { id } = await insertVersion(trx, {
      operator_id: actor.operatorId,
      property_id: propertyId,
      rule,
      value_json: change.value === null ? null : JSON.stringify(change.value),
      previous_json: before === null ? null : JSON.stringify(before),
      effective_from: change.effective_from,
      created_by_name: actor.name,
      created_at: at.toISOString(),
      applied_at: null,
    })
    await applyDueVersions(trx, actor.operatorId, today, at.toISOString())
    const scope = propertyId === null ? 'Default' : target.propertyName
    const what =
      change.value === null
        ? 'override removed'
        : `${valueText(rule, before)} → ${valueText(rule, change.value)}`
    await recordActivity(
      trx,
      actor,
      {
        entity: 'house_rule',
        entityId: id,
        propertyId,
        summary: `${scope} ${RULE_LABELS[rule].toLowerCase()}: ${what} from ${dayText(change.effective_from)}`,
        before: { rule, effective_from: change.effective_from, value: before },
        after: { rule, effective_from: change.effective_from, value: change.value },
      },
      at,
    )
    const version = await trx
      .selectFrom('house_rule_versions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    return versionView(version, await versionsOf(trx, actor.operatorId), today)
  })
}

export const setDefaultRule = (
  db: Db,
  now: Clock,
  actor: ActivityActor,
  rule: HouseRule,
  change: RuleChange,
) =>
  write(
    db,
    now,
    actor,
    { propertyId: null, propertyName: null, rule },
    {
      effective_from: change.effective_from,
      value: checkedValue(rule, change.value),
    },
  )

export async function setPropertyRule(
  db: Db,
  now: Clock,
  actor: ActivityActor,
  propertyId: number,
  rule: HouseRule,
  change: RuleChange,
) {
  const property = await ownedProperty(db, actor.operatorId, propertyId)
  return write(
    db,
    now,
    actor,
    { propertyId, propertyName: property.name, rule },
    {
      effective_from: change.effective_from,
      value: checkedValue(rule, change.value),
    },
  )
}

export async function removePropertyHouseRuleOf(
  db: Db,
  now: Clock,
  actor: ActivityActor,
  propertyId: number,
  rule: HouseRule,
  effectiveFrom: IsoDate,
) {
  const property = await ownedProperty(db, actor.operatorId, propertyId)
  return write(
    db,
    now,
    actor,
    { propertyId, propertyName: property.name, rule },
    {
      effective_from: effectiveFrom,
      value: null,
    },
  )
}

/** The contract's `HouseRuleVersion`. */
function versionView(row: VersionRow, rows: readonly VersionRow[], today: IsoDate) {
  const inForce = versionOn(rows, row.property_id, row.rule as HouseRule, today)
  return {
    id: row.id,
    rule: row.rule as HouseRule,
    property_id: row.property_id,
    effective_from: row.effective_from,
    since_the_start: row.effective_from === SINCE_THE_START,
    value: parseValue(row.value_json),
    previous_value: parseValue(row.previous_json),
    status:
      row.effective_from > today
        ? ('UPCOMING' as const)
        : inForce?.id === row.id
          ? ('IN_FORCE' as const)
          : ('REPLACED' as const),
    created_by_name: row.created_by_name,
    created_at: row.created_at,
  }
}

/** Every version of a rule, for the default (no property) or a property, latest date first. */
export async function ruleVersions(
  db: Db,
  now: Clock,
  operatorId: number,
  query: { rule: HouseRule; property_id?: number },
) {
  if (query.property_id !== undefined) await ownedProperty(db, operatorId, query.property_id)
  const today = kolkataDate(now())
  await db.transaction().execute((trx) => settle(trx, operatorId, today, now().toISOString()))
  const rows = await versionsOf(db, operatorId)
  const scope = query.property_id ?? null
  const results = rows
    .filter((row) => row.rule === query.rule && row.property_id === scope)
    .sort((a, b) =>
      a.effective_from === b.effective_from ? b.id - a.id : a.effective_from < b.effective_from ? 1 : -1,
    )
    .map((row) => versionView(row, rows, today))
  return { count: results.length, results }
}

export const assertRule = (rule: string): HouseRule => {
  if (!(HOUSE_RULES as readonly string[]).includes(rule)) throw notFound('No such rule.')
  return rule as HouseRule
}
