import { sql } from 'kysely'
import { kolkataDate, monthOf } from '../calendar'
import { systemClock, type Clock } from '../clock'
import { forgetTotals } from '../collections/listTotals'
import type { Db } from '../db/database'
import { addDays, addMonths, earlierOf, monthOf as monthOfDate, zeroPadded } from '../db/engine'
import { seedBulkInventory } from './bulkInventory'

export type BulkCollectionsOptions = { now?: Clock }

/** Months of rent each stay gets at most; more collections than stays × this add a bulk property first. */
const MONTHS_PER_STAY = 60

const MONTH_NAMES = sql.raw(
  [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ]
    .map((name, index) => `(${index + 1}, '${name}')`)
    .join(', '),
)

/**
 * Seeds `count` monthly rent collections for an operator, for the collections benchmark and performance tests:
 * the operator's stays take turns, each going one month further back per round; six in ten are paid (with their
 * SUCCESS payment), one in ten partly paid, three in ten due. When the operator has too few stays, a bulk
 * property with enough occupied beds is added first. A few portable SQL statements in one transaction: 100,000
 * collections take about two seconds on SQLite and seven on PostgreSQL. Call it with a database handle, not
 * inside a transaction.
 */
export async function seedBulkCollections(
  db: Db,
  operatorId: number,
  count: number,
  { now = systemClock }: BulkCollectionsOptions = {},
): Promise<{ collections: number }> {
  const stayCount = async () => {
    const { rows } = await sql<{ count: number }>`select count(*) as count from allotments a
      join tenants t on t.id = a.tenant_id where t.operator_id = ${operatorId} and a.unlinked_at is null`.execute(
      db,
    )
    return Number(rows[0].count)
  }
  const needed = Math.ceil(count / MONTHS_PER_STAY)
  const stays = await stayCount()
  if (stays < needed) {
    // About four in five bulk beds are occupied.
    await seedBulkInventory(db, operatorId, {
      beds: Math.min(10_000, Math.ceil(((needed - stays) * 5) / 4) + 40),
      now,
    })
  }
  const today = kolkataDate(now())
  const monthStart = `${monthOf(today)}-01`
  const at = now().toISOString()
  const { rows: operators } = await sql<{
    name: string
  }>`select name from operators where id = ${operatorId}`.execute(db)
  const operatorName = operators[0]?.name ?? null

  await db.transaction().execute(async (trx) => {
    // The stays numbered in a temporary table, whose key finds each collection's stay. Unqualified, the name finds
    // the temporary table on both engines (SQLite's `temp.` prefix is its own).
    await sql`drop table if exists bulk_stays`.execute(trx)
    await sql`create temp table bulk_stays (n integer primary key, allotment_id integer, tenant_id integer,
      property_id integer, rent_paise integer, grace_days integer)`.execute(trx)
    await sql`insert into bulk_stays
      select row_number() over (order by a.id) - 1, a.id, a.tenant_id, a.property_id,
        case when a.rent_paise > 0 then a.rent_paise else 800000 end, p.grace_days
      from allotments a join tenants t on t.id = a.tenant_id join properties p on p.id = a.property_id
      where t.operator_id = ${operatorId} and a.unlinked_at is null`.execute(trx)
    const { rows: maxRows } = await sql<{
      max: number | null
    }>`select max(id) as max from collections`.execute(trx)
    const firstId = Number(maxRows[0].max ?? 0)
    const monthName = sql`(select name from month_names where number = ${monthOfDate(sql`period_start`)})`
    const year = sql`substr(period_start, 1, 4)`
    await sql`
      insert into collections (operator_id, property_id, tenant_id, allotment_id, type, charge_kind, title,
        period_start, period_end, period_label, due_date, overdue_from, amount_paise, tax_paise, paid_paise,
        waived_paise, balance_paise, is_settled, last_payment_mode, last_paid_on, created_by_name, created_at,
        updated_at)
      with recursive
        seq(i) as (select 0 union all select i + 1 from seq where i < ${count - 1}),
        stay_count(c) as (select count(*) from bulk_stays),
        month_names(number, name) as (values ${MONTH_NAMES}),
        planned as (
          select seq.i, s.*, ${addMonths(sql`${monthStart}`, sql`-(seq.i / stay_count.c)`)} as period_start,
            case when seq.i % 10 < 6 then 2 when seq.i % 10 = 6 then 1 else 0 end as state
          from seq cross join stay_count join bulk_stays s on s.n = seq.i % stay_count.c
        ),
        dated as (
          select planned.*,
            ${addDays(addMonths(sql`period_start`, sql.lit(1)), sql.lit(-1))} as period_end,
            ${addDays(sql`period_start`, sql.lit(4))} as due_date,
            case state when 2 then rent_paise when 1 then (rent_paise / 200) * 100 else 0 end as paid
          from planned
        )
      select cast(${operatorId} as integer), property_id, tenant_id, allotment_id, 'RENT', 'RENT',
        'Rent – ' || ${monthName} || ' ' || ${year},
        period_start, period_end, substr(${monthName}, 1, 3) || ' ' || ${year},
        due_date, ${addDays(sql`due_date`, sql`grace_days + 1`)}, rent_paise, 0, paid, 0, rent_paise - paid,
        case when paid = rent_paise then 1 else 0 end,
        case when paid > 0 then case i % 3 when 0 then 'UPI' when 1 then 'CASH' else 'NEFT' end end,
        case when paid > 0 then ${earlierOf(sql`due_date`, sql`cast(${today} as text)`)} end,
        cast(${operatorName} as text), cast(${at} as text), cast(${at} as text)
      from dated order by i`.execute(trx)
    await sql`
      insert into collection_transactions (operator_id, collection_id, property_id, tenant_id, amount_paise, mode,
        reference, paid_on, recorded_at, recorded_by_name, source, status)
      select operator_id, id, property_id, tenant_id, paid_paise, last_payment_mode,
        case last_payment_mode when 'UPI' then ${zeroPadded(sql`id`, 12)}
          when 'NEFT' then 'BULKN' || ${zeroPadded(sql`id`, 11)} end,
        last_paid_on, cast(${at} as text), created_by_name, 'MANUAL', 'SUCCESS'
      from collections where id > ${firstId} and operator_id = ${operatorId} and paid_paise > 0
      order by id`.execute(trx)
    await sql`drop table bulk_stays`.execute(trx)
  })
  forgetTotals(db, operatorId)
  return { collections: count }
}
