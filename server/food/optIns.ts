import type { Db } from '../db/database'
import type { FoodDiet, FoodMealType, FoodSkipSource, IsoDate } from '../db/schema'
import { lastNightSql } from '../inventory/bedStatus'
import { weekDayOf } from './setup'

/** One opt-in period as the rules read it. */
export type OptInPeriod = {
  id: number
  tenant_id: number
  property_id: number
  meal_types: FoodMealType[]
  diet: FoodDiet
  start_date: IsoDate
  end_date: IsoDate | null
}

/** A resident eating meal M of date D: opted in to it and staying in the property that day. */
export type OptedInResident = { tenant_id: number; name: string; diet: FoodDiet }

/** A skip that counts for one meal of one date. */
export type CountingSkip = { id: number; tenant_id: number; source: FoodSkipSource }

/** Whether an opt-in period covers meal `meal` on `date`. */
export const periodCovers = (period: OptInPeriod, date: IsoDate, meal: FoodMealType) =>
  period.start_date <= date &&
  (period.end_date === null || period.end_date >= date) &&
  period.meal_types.includes(meal)

type PeriodRow = {
  id: number
  tenant_id: number
  property_id: number
  meal_types_json: string
  diet: FoodDiet
  start_date: IsoDate
  end_date: IsoDate | null
}

export const periodOf = (row: PeriodRow): OptInPeriod => ({
  id: row.id,
  tenant_id: row.tenant_id,
  property_id: row.property_id,
  meal_types: JSON.parse(row.meal_types_json) as FoodMealType[],
  diet: row.diet,
  start_date: row.start_date,
  end_date: row.end_date,
})

/** A resident's opt-in periods, oldest first. */
export async function periodsOf(db: Db, tenantId: number): Promise<OptInPeriod[]> {
  const rows = await db
    .selectFrom('food_opt_ins')
    .select(['id', 'tenant_id', 'property_id', 'meal_types_json', 'diet', 'start_date', 'end_date'])
    .where('tenant_id', '=', tenantId)
    .orderBy('start_date')
    .execute()
  return rows.map(periodOf)
}

/** Whether the resident has a bed in the property on `date` (an allotment covering that day). */
export async function stayingIn(db: Db, tenantId: number, propertyId: number, date: IsoDate) {
  const stay = await db
    .selectFrom('allotments as a')
    .select('a.id')
    .where('a.tenant_id', '=', tenantId)
    .where('a.property_id', '=', propertyId)
    .where('a.unlinked_at', 'is', null)
    .where('a.start_date', '<=', date)
    .where(lastNightSql('a'), '>=', date)
    .executeTakeFirst()
  return stay !== undefined
}

/**
 * The residents opted in to `meal` on `date` at the property, by name: a period covering the date with that meal,
 * and an allotment in the property covering the date. One line per resident.
 */
export async function optedInResidents(
  db: Db,
  propertyId: number,
  date: IsoDate,
  meal: FoodMealType,
): Promise<OptedInResident[]> {
  const rows = await db
    .selectFrom('food_opt_ins as o')
    .innerJoin('tenants as t', 't.id', 'o.tenant_id')
    .select([
      'o.id',
      'o.tenant_id',
      'o.property_id',
      'o.meal_types_json',
      'o.diet',
      'o.start_date',
      'o.end_date',
      't.name',
    ])
    .where('o.property_id', '=', propertyId)
    .where('o.start_date', '<=', date)
    .where((eb) => eb.or([eb('o.end_date', 'is', null), eb('o.end_date', '>=', date)]))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('allotments as a')
          .select('a.id')
          .whereRef('a.tenant_id', '=', 'o.tenant_id')
          .where('a.property_id', '=', propertyId)
          .where('a.unlinked_at', 'is', null)
          .where('a.start_date', '<=', date)
          .where(lastNightSql('a'), '>=', date),
      ),
    )
    .orderBy('t.name')
    .orderBy('o.start_date', 'desc')
    .execute()
  const seen = new Set<number>()
  return rows
    .filter((row) => periodCovers(periodOf(row), date, meal))
    .filter((row) => !seen.has(row.tenant_id) && seen.add(row.tenant_id))
    .map((row) => ({ tenant_id: row.tenant_id, name: row.name, diet: row.diet }))
}

/** Whether a skip row is active for `date`: its one-off date, or its weekday within its from..to range. */
export const skipActiveOn = (
  skip: { date: IsoDate | null; week_day: number | null; from_date: IsoDate; to_date: IsoDate | null },
  date: IsoDate,
) =>
  skip.date !== null
    ? skip.date === date
    : skip.week_day === weekDayOf(date) &&
      skip.from_date <= date &&
      (skip.to_date === null || skip.to_date >= date)

/** Whether a skip counts for a meal whose skips close at `cutoffAt`: made by then and not cancelled by then. */
export const skipCounts = (skip: { created_at: string; cancelled_at: string | null }, cutoffAt: Date) => {
  const cutoff = cutoffAt.toISOString()
  return skip.created_at <= cutoff && (skip.cancelled_at === null || skip.cancelled_at > cutoff)
}

/**
 * The skips counting for `meal` on `date` at the property (one-off and recurring), one per resident: an OUTPASS
 * skip wins over the resident's own, since the resident is away either way. Residents no longer opted in may
 * still have rows: callers count only those of `optedInResidents`.
 */
export async function countingSkips(
  db: Db,
  propertyId: number,
  date: IsoDate,
  meal: FoodMealType,
  cutoffAt: Date,
): Promise<CountingSkip[]> {
  const cutoff = cutoffAt.toISOString()
  const rows = await db
    .selectFrom('food_skips')
    .select([
      'id',
      'tenant_id',
      'source',
      'date',
      'week_day',
      'from_date',
      'to_date',
      'created_at',
      'cancelled_at',
    ])
    .where('property_id', '=', propertyId)
    .where('meal_type', '=', meal)
    .where('created_at', '<=', cutoff)
    .where((eb) => eb.or([eb('cancelled_at', 'is', null), eb('cancelled_at', '>', cutoff)]))
    .where((eb) =>
      eb.or([
        eb('date', '=', date),
        eb.and([
          eb('week_day', '=', weekDayOf(date)),
          eb('from_date', '<=', date),
          eb.or([eb('to_date', 'is', null), eb('to_date', '>=', date)]),
        ]),
      ]),
    )
    .orderBy('id')
    .execute()
  const byTenant = new Map<number, CountingSkip>()
  for (const row of rows.filter((skip) => skipActiveOn(skip, date) && skipCounts(skip, cutoffAt))) {
    const held = byTenant.get(row.tenant_id)
    if (!held || (held.source !== 'OUTPASS' && row.source === 'OUTPASS'))
      byTenant.set(row.tenant_id, { id: row.id, tenant_id: row.tenant_id, source: row.source })
  }
  return [...byTenant.values()]
}

/** A resident's stays (live allotments) with their last night, oldest first. */
export async function staysOf(db: Db, tenantId: number) {
  return db
    .selectFrom('allotments as a')
    .select(['a.property_id', 'a.start_date', lastNightSql('a').as('last_night')])
    .where('a.tenant_id', '=', tenantId)
    .where('a.unlinked_at', 'is', null)
    .orderBy('a.start_date')
    .execute()
}

export type Stay = Awaited<ReturnType<typeof staysOf>>[number]

/** The property the resident stays in on `date` (the later stay on a transfer day), or null. */
export const stayOn = (stays: readonly Stay[], date: IsoDate): number | null =>
  stays.filter((stay) => stay.start_date <= date && stay.last_night >= date).at(-1)?.property_id ?? null
