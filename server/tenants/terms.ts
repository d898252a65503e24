import { sql, type RawBuilder } from 'kysely'
import { addDays, kolkataDate } from '../calendar'
import type { Db } from '../db/database'
import { chunks } from '../db/batches'
import type { IsoDate, RentTermsSource, Timestamp } from '../db/schema'

/**
 * Versioned rent terms: each version holds the rent, deposit, due day, lock-in and notice period in force from its
 * `effective_from` until the next version's. Due day, lock-in and notice left null follow the property's settings.
 * The tenants row mirrors the version in force today, for readers that do not ask for a date.
 */

export type Terms = {
  rent_paise: number
  deposit_paise: number
  rent_due_day: number | null
  lock_in_months: number | null
  notice_period_days: number | null
}

export type TermsChanges = Partial<Terms>

const TERM_KEYS = [
  'rent_paise',
  'deposit_paise',
  'rent_due_day',
  'lock_in_months',
  'notice_period_days',
] as const satisfies readonly (keyof Terms)[]

/** Whether `changes` names any of the five terms. */
export const changesTerms = (changes: TermsChanges) => TERM_KEYS.some((key) => changes[key] !== undefined)

const termsOf = (row: Terms): Terms => ({
  rent_paise: row.rent_paise,
  deposit_paise: row.deposit_paise,
  rent_due_day: row.rent_due_day,
  lock_in_months: row.lock_in_months,
  notice_period_days: row.notice_period_days,
})

type Version = Terms & { id: number; tenant_id: number; effective_from: IsoDate }

/** Every version of the tenants, oldest first. */
const versionsOf = (db: Db, tenantIds: readonly number[]): Promise<Version[]> =>
  tenantIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('rent_terms')
        .select([
          'id',
          'tenant_id',
          'effective_from',
          'rent_paise',
          'deposit_paise',
          'rent_due_day',
          'lock_in_months',
          'notice_period_days',
        ])
        .where('tenant_id', 'in', tenantIds)
        .orderBy('tenant_id')
        .orderBy('effective_from')
        .execute()

/** The version in force on `date`: the latest from that day or before, else the first (a date before move-in). */
const inForce = <V extends { effective_from: IsoDate }>(
  versions: readonly V[],
  date: IsoDate,
): V | undefined => versions.findLast((version) => version.effective_from <= date) ?? versions[0]

/** SQL for one term in force on `date` for the tenant whose id is the column `tenantIdColumn` (null without versions). */
export const termInForceSql = (
  column: 'rent_paise' | 'deposit_paise',
  tenantIdColumn: string,
  date: IsoDate,
): RawBuilder<number | null> =>
  sql<
    number | null
  >`(select rt.${sql.raw(column)} from rent_terms rt where rt.tenant_id = ${sql.ref(tenantIdColumn)}
    order by rt.effective_from <= ${date} desc,
      case when rt.effective_from <= ${date} then rt.effective_from end desc, rt.effective_from
    limit 1)`

/** The terms in force on `date` per tenant; a tenant without versions has its tenants row's terms. */
export async function termsOn(
  db: Db,
  tenantIds: readonly number[],
  date: IsoDate,
): Promise<Map<number, Terms>> {
  const byTenant = new Map<number, Version[]>()
  for (const version of await versionsOf(db, tenantIds)) {
    byTenant.set(version.tenant_id, [...(byTenant.get(version.tenant_id) ?? []), version])
  }
  const result = new Map<number, Terms>()
  for (const [tenantId, versions] of byTenant) {
    const version = inForce(versions, date)
    if (version) result.set(tenantId, termsOf(version))
  }
  const missing = tenantIds.filter((id) => !result.has(id))
  if (missing.length) {
    const rows = await db
      .selectFrom('tenants')
      .select(['id', 'rent_paise', 'deposit_paise', 'rent_due_day', 'lock_in_months', 'notice_period_days'])
      .where('id', 'in', missing)
      .execute()
    for (const row of rows) result.set(row.id, termsOf(row))
  }
  return result
}

/** The terms in force on one tenant's `date` (see termsOn). */
export async function tenantTermsOn(db: Db, tenantId: number, date: IsoDate): Promise<Terms> {
  const terms = (await termsOn(db, [tenantId], date)).get(tenantId)
  if (!terms) throw new Error(`Tenant ${tenantId} does not exist.`)
  return terms
}

export type TermsSegment = { from: IsoDate; to: IsoDate; terms: Terms }

/** The nights from `from` to `to` (inclusive) cut where the tenant's terms change, each with its terms. */
export async function termsSegments(
  db: Db,
  tenantId: number,
  from: IsoDate,
  to: IsoDate,
): Promise<TermsSegment[]> {
  const versions = await versionsOf(db, [tenantId])
  if (versions.length === 0) return [{ from, to, terms: await tenantTermsOn(db, tenantId, from) }]
  const cuts = versions.map((version) => version.effective_from).filter((day) => day > from && day <= to)
  const starts = [from, ...cuts]
  return starts.map((start, index) => ({
    from: start,
    to: index + 1 < starts.length ? addDays(starts[index + 1], -1) : to,
    terms: termsOf(inForce(versions, start) ?? versions[0]),
  }))
}

export type TermsVersionInput = {
  tenantId: number
  effectiveFrom: IsoDate
  source: RentTermsSource
  reason: string | null
  changedByName: string | null
  at: Timestamp
  changes: TermsChanges
}

/**
 * Records a version from `effectiveFrom`: the version in force that day with `changes` applied; a version of the
 * same day is replaced in place (one corrected at move-in stays the MOVE_IN version). A room transfer's changes also
 * apply to the versions planned after it. Then the tenants row mirrors the version in force today. Call it inside
 * the transaction of the write it belongs to.
 */
export async function recordTermsVersion(trx: Db, input: TermsVersionInput): Promise<number> {
  await keepMoveInTerms(trx, input)
  const base = await tenantTermsOn(trx, input.tenantId, input.effectiveFrom)
  const defined = Object.fromEntries(
    Object.entries(input.changes).filter(([key, value]) => value !== undefined && key in base),
  )
  const terms: Terms = { ...base, ...defined }
  const existing = await trx
    .selectFrom('rent_terms')
    .select(['id', 'source'])
    .where('tenant_id', '=', input.tenantId)
    .where('effective_from', '=', input.effectiveFrom)
    .executeTakeFirst()
  const values = {
    ...terms,
    reason: input.reason,
    changed_by_name: input.changedByName,
    created_at: input.at,
  }
  let id: number
  if (existing) {
    await trx
      .updateTable('rent_terms')
      .set({ ...values, source: existing.source === 'MOVE_IN' ? 'MOVE_IN' : input.source })
      .where('id', '=', existing.id)
      .execute()
    id = existing.id
  } else {
    const inserted = await trx
      .insertInto('rent_terms')
      .values({
        ...values,
        tenant_id: input.tenantId,
        effective_from: input.effectiveFrom,
        source: input.source,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    id = inserted.id
  }
  if (input.source === 'TRANSFER' && Object.keys(defined).length > 0) {
    // Versions planned after the move were agreed for the old bed: from the move on, the new bed's terms hold.
    await trx
      .updateTable('rent_terms')
      .set(defined)
      .where('tenant_id', '=', input.tenantId)
      .where('effective_from', '>', input.effectiveFrom)
      .execute()
  }
  await mirrorCurrentTerms(trx, input.tenantId, kolkataDate(new Date(input.at)))
  return id
}

/**
 * A tenant written without versions (bulk benchmark data) gets its MOVE_IN version from its tenants row before a
 * later version, so the nights before that version keep the terms they had.
 */
async function keepMoveInTerms(trx: Db, input: TermsVersionInput): Promise<void> {
  const versioned = await trx
    .selectFrom('rent_terms')
    .select('id')
    .where('tenant_id', '=', input.tenantId)
    .executeTakeFirst()
  if (versioned) return
  const tenant = await trx
    .selectFrom('tenants')
    .select([
      'move_in_date',
      'rent_paise',
      'deposit_paise',
      'rent_due_day',
      'lock_in_months',
      'notice_period_days',
    ])
    .where('id', '=', input.tenantId)
    .executeTakeFirstOrThrow()
  if (tenant.move_in_date >= input.effectiveFrom) return
  await trx
    .insertInto('rent_terms')
    .values({
      ...termsOf(tenant),
      tenant_id: input.tenantId,
      effective_from: tenant.move_in_date,
      reason: null,
      source: 'MOVE_IN',
      changed_by_name: null,
      created_at: input.at,
    })
    .execute()
}

/** Copies the terms in force on `today` onto the tenants row. */
export async function mirrorCurrentTerms(trx: Db, tenantId: number, today: IsoDate): Promise<void> {
  const terms = await tenantTermsOn(trx, tenantId, today)
  await trx.updateTable('tenants').set(terms).where('id', '=', tenantId).execute()
}

/**
 * A move-in date moved (before the tenant moves in): the version in force on the new date now starts on it, and
 * versions before it are dropped, so the first version is always the move-in's.
 */
export async function moveTermsStart(trx: Db, tenantId: number, moveIn: IsoDate): Promise<void> {
  const versions = await versionsOf(trx, [tenantId])
  const first = inForce(versions, moveIn)
  if (!first || first.effective_from === moveIn) {
    await trx
      .deleteFrom('rent_terms')
      .where('tenant_id', '=', tenantId)
      .where('effective_from', '<', moveIn)
      .execute()
    return
  }
  await trx
    .deleteFrom('rent_terms')
    .where('tenant_id', '=', tenantId)
    .where('effective_from', '<', moveIn)
    .where('id', '<>', first.id)
    .execute()
  await trx.updateTable('rent_terms').set({ effective_from: moveIn }).where('id', '=', first.id).execute()
}

export type TermsDefaults = { rent_due_day: number; lock_in_months: number; notice_period_days: number }

export type RentTermsStatus = 'UPCOMING' | 'CURRENT' | 'PAST'

/** The contract's `RentTermsVersion` list, newest first; terms left to the property read as `defaults`. */
export async function termsHistory(db: Db, tenantId: number, today: IsoDate, defaults: TermsDefaults) {
  const rows = await db
    .selectFrom('rent_terms')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('effective_from', 'desc')
    .execute()
  const current = rows.find((row) => row.effective_from <= today)
  return rows.map((row) => ({
    id: row.id,
    effective_from: row.effective_from,
    status: (row === current
      ? 'CURRENT'
      : row.effective_from > today
        ? 'UPCOMING'
        : 'PAST') as RentTermsStatus,
    rent_paise: row.rent_paise,
    deposit_paise: row.deposit_paise,
    rent_due_day: row.rent_due_day ?? defaults.rent_due_day,
    lock_in_months: row.lock_in_months ?? defaults.lock_in_months,
    notice_period_days: row.notice_period_days ?? defaults.notice_period_days,
    reason: row.reason,
    source: row.source,
    changed_by_name: row.changed_by_name,
    created_at: row.created_at,
  }))
}

/** A MOVE_IN version for every tenant of the operator that has none, from their tenants row (for seeded data). */
export async function backfillMoveInTerms(db: Db, operatorId: number, at: Timestamp): Promise<void> {
  const tenants = await db
    .selectFrom('tenants')
    .innerJoin('operators', 'operators.id', 'tenants.operator_id')
    .select([
      'tenants.id',
      'tenants.move_in_date',
      'tenants.rent_paise',
      'tenants.deposit_paise',
      'tenants.rent_due_day',
      'tenants.lock_in_months',
      'tenants.notice_period_days',
      'operators.name as operator_name',
    ])
    .where('tenants.operator_id', '=', operatorId)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('rent_terms').select('id').whereRef('tenant_id', '=', 'tenants.id'))),
    )
    .execute()
  for (const batch of chunks(tenants)) {
    await db
      .insertInto('rent_terms')
      .values(
        batch.map((tenant) => ({
          tenant_id: tenant.id,
          effective_from: tenant.move_in_date,
          ...termsOf(tenant),
          reason: null,
          source: 'MOVE_IN' as const,
          changed_by_name: tenant.operator_name,
          created_at: at,
        })),
      )
      .execute()
  }
}
