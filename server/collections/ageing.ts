import { sql, type RawBuilder } from 'kysely'
import { addDays, daysBetween } from '../calendar'
import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'

/**
 * Dues ageing, the one definition the dashboard, the collections list filter `ageing` and the dues-ageing report
 * share: a collection still owed on an as-of day (not settled, due before that day) falls in a bucket by the days
 * between its due date and the as-of day. Grace days do not move a due into or out of a bucket.
 */

export const AGEING_BUCKETS = ['d1_30', 'd31_60', 'd61_90', 'd90_plus'] as const
export type AgeingBucket = (typeof AGEING_BUCKETS)[number]

/** Days past due each bucket holds, inclusive; `null` is no upper bound. */
const BUCKET_DAYS: Record<AgeingBucket, { min: number; max: number | null }> = {
  d1_30: { min: 1, max: 30 },
  d31_60: { min: 31, max: 60 },
  d61_90: { min: 61, max: 90 },
  d90_plus: { min: 91, max: null },
}

export const AGEING_BUCKET_LABELS: Record<AgeingBucket, string> = {
  d1_30: '1–30 days',
  d31_60: '31–60 days',
  d61_90: '61–90 days',
  d90_plus: 'Over 90 days',
}

/** Whole days a due date lies before the as-of day (0 or negative when not yet past due). */
export const daysPastDue = (dueDate: IsoDate, asOf: IsoDate): number => daysBetween(dueDate, asOf)

/** The bucket of a due date on an as-of day; null when not past due. */
export function ageingBucketOf(dueDate: IsoDate, asOf: IsoDate): AgeingBucket | null {
  const days = daysPastDue(dueDate, asOf)
  return (
    AGEING_BUCKETS.find(
      (bucket) => days >= BUCKET_DAYS[bucket].min && days <= (BUCKET_DAYS[bucket].max ?? days),
    ) ?? null
  )
}

/** The due dates a bucket holds on an as-of day, inclusive; `from` is null for the open-ended oldest bucket. */
export function ageingDueDates(bucket: AgeingBucket, asOf: IsoDate): { from: IsoDate | null; to: IsoDate } {
  const { min, max } = BUCKET_DAYS[bucket]
  return { from: max === null ? null : addDays(asOf, -max), to: addDays(asOf, -min) }
}

/** SQL: collection `alias` is owed on the as-of day and in the bucket (the collections list's `ageing` filter). */
export function ageingWhere(alias: string, bucket: AgeingBucket, asOf: IsoDate): RawBuilder<unknown> {
  const { from, to } = ageingDueDates(bucket, asOf)
  const dueDate = sql.ref(`${alias}.due_date`)
  const owed = sql`${sql.ref(`${alias}.is_settled`)} = 0 and ${dueDate} <= ${to}`
  return from === null ? owed : sql`${owed} and ${dueDate} >= ${from}`
}

/** SQL: the bucket name of collection `alias` on the as-of day (meaningful for owed, past-due rows). */
export function ageingBucketSql(alias: string, asOf: IsoDate): RawBuilder<AgeingBucket> {
  const dueDate = sql.ref(`${alias}.due_date`)
  const [d1_30, d31_60, d61_90] = (['d1_30', 'd31_60', 'd61_90'] as const).map(
    (bucket) => ageingDueDates(bucket, asOf).from,
  )
  return sql<AgeingBucket>`case when ${dueDate} >= ${d1_30} then 'd1_30' when ${dueDate} >= ${d31_60} then 'd31_60'
    when ${dueDate} >= ${d61_90} then 'd61_90' else 'd90_plus' end`
}

/**
 * The collections of some properties still owed on the as-of day and past their due date, each with its bucket:
 * the rows the dashboard sums and the dues-ageing report lists. An empty property list selects nothing.
 */
export function owedCollectionsWithBucket(db: Db, propertyIds: readonly number[], asOf: IsoDate) {
  return db
    .selectFrom('collections as c')
    .where((eb) => (propertyIds.length ? eb('c.property_id', 'in', propertyIds) : sql<boolean>`1 = 0`))
    .where('c.is_settled', '=', 0)
    .where('c.due_date', '<', asOf)
    .select([
      'c.id',
      'c.operator_id',
      'c.property_id',
      'c.tenant_id',
      'c.type',
      'c.title',
      'c.due_date',
      'c.amount_paise',
      'c.balance_paise',
      ageingBucketSql('c', asOf).as('ageing_bucket'),
    ])
}

export type DuesAgeing = {
  d1_30_paise: number
  d31_60_paise: number
  d61_90_paise: number
  d90_plus_paise: number
  d1_30_count: number
  d31_60_count: number
  d61_90_count: number
  d90_plus_count: number
  total_paise: number
  total_count: number
}

/** Balances owed on the as-of day by bucket, integer paise, and their collections' counts. */
export async function duesAgeing(db: Db, propertyIds: readonly number[], asOf: IsoDate): Promise<DuesAgeing> {
  const rows = await db
    .selectFrom(owedCollectionsWithBucket(db, propertyIds, asOf).as('o'))
    .select(['o.ageing_bucket', (eb) => eb.fn.sum<number>('o.balance_paise').as('paise')])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .groupBy('o.ageing_bucket')
    .execute()
  const ageing: DuesAgeing = {
    d1_30_paise: 0,
    d31_60_paise: 0,
    d61_90_paise: 0,
    d90_plus_paise: 0,
    d1_30_count: 0,
    d31_60_count: 0,
    d61_90_count: 0,
    d90_plus_count: 0,
    total_paise: 0,
    total_count: 0,
  }
  for (const row of rows) {
    const bucket = row.ageing_bucket
    ageing[`${bucket}_paise`] = Number(row.paise ?? 0)
    ageing[`${bucket}_count`] = Number(row.count)
    ageing.total_paise += Number(row.paise ?? 0)
    ageing.total_count += Number(row.count)
  }
  return ageing
}
