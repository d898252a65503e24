import { PAYMENT_MODE_LABELS } from './paymentModes'
import { sql } from 'kysely'
import { kolkataDate, monthLabel, monthOf } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import { inIds } from '../db/inIds'
import type { PaymentMode } from '../db/schema'
import { badRequest } from '../http/httpError'
import { duesAgeing } from './ageing'
import { idList, monthRange } from './list'
import { keptAnswer } from './listTotals'

/** The operator's properties, or those listed (400 naming one that is not theirs). */
export async function propertyScope(
  db: Db,
  operatorId: number,
  listed: string | undefined,
): Promise<number[]> {
  const owned = await db
    .selectFrom('properties')
    .select('id')
    .where('operator_id', '=', operatorId)
    .orderBy('id')
    .execute()
  const ids = owned.map((property) => property.id)
  if (listed === undefined) return ids
  const wanted = [...new Set(idList(listed))]
  const unknown = wanted.find((id) => !ids.includes(id))
  if (unknown !== undefined) {
    const message = `Property ${unknown} is not one of your properties.`
    throw badRequest(message, [{ field: 'query.property_ids', message }])
  }
  return wanted
}

/** Outstanding, overdue and due-today balances as of today, with their ageing. */
export async function dueSummary(db: Db, now: Clock, operatorId: number, propertyIds?: string) {
  const today = kolkataDate(now())
  const scope = await propertyScope(db, operatorId, propertyIds)
  const { rows } = await sql<{
    total: number | null
    overdue: number | null
    today: number | null
    due_count: number | null
    overdue_count: number | null
    tenants: number
  }>`
    select sum(balance_paise) as total,
      sum(case when overdue_from <= ${today} then balance_paise end) as overdue,
      sum(case when due_date = ${today} then balance_paise end) as today,
      count(*) as due_count, sum(case when overdue_from <= ${today} then 1 else 0 end) as overdue_count,
      count(distinct tenant_id) as tenants
    from collections c where ${inIds('c.property_id', scope)} and balance_paise > 0 and due_date <= ${today}`.execute(
    db,
  )
  const row = rows[0]
  return {
    as_of: today,
    total_due_paise: Number(row.total ?? 0),
    overdue_paise: Number(row.overdue ?? 0),
    due_today_paise: Number(row.today ?? 0),
    due_count: Number(row.due_count ?? 0),
    overdue_count: Number(row.overdue_count ?? 0),
    tenants_with_dues: Number(row.tenants),
    ageing: await duesAgeing(db, scope, today),
  }
}

/** The figures on top of /finance/collections for a month (collections due in it; payments recorded in it). */
async function readDashboard(
  db: Db,
  now: Clock,
  operatorId: number,
  query: { month?: string; property_ids?: string },
) {
  const today = kolkataDate(now())
  const month = query.month ?? monthOf(today)
  const [from, to] = monthRange(month)
  const scope = await propertyScope(db, operatorId, query.property_ids)
  const inMonth = sql`${inIds('c.property_id', scope)} and c.due_date >= ${from} and c.due_date < ${to}`
  const { rows } = await sql<Record<string, number | null>>`
    select sum(amount_paise) as expected, sum(paid_paise) as collected, sum(waived_paise) as waived,
      sum(balance_paise) as due,
      sum(case when overdue_from <= ${today} then balance_paise end) as overdue,
      sum(case when balance_paise > 0 then 1 else 0 end) as due_count, sum(case when balance_paise = 0 then 1 else 0 end) as received_count,
      sum(case when balance_paise > 0 and overdue_from <= ${today} then 1 else 0 end) as overdue_count
    from collections c where ${inMonth}`.execute(db)
  const { rows: byType } = await sql<{ type: 'RENT' | 'OTHERS'; amount_paise: number; paid_paise: number }>`
    select type, sum(amount_paise) as amount_paise, sum(paid_paise) as paid_paise
    from collections c where ${inMonth} group by type order by type desc`.execute(db)
  const { rows: byMode } = await sql<{ mode: PaymentMode; amount_paise: number; count: number }>`
    select x.mode, sum(x.amount_paise) as amount_paise, count(*) as count
    from collection_transactions x join collections c on c.id = x.collection_id
    where ${inIds('c.property_id', scope)} and x.status = 'SUCCESS' and x.paid_on >= ${from} and x.paid_on < ${to}
    group by x.mode order by amount_paise desc`.execute(db)
  const figure = (key: string) => Number(rows[0][key] ?? 0)
  const expected = figure('expected')
  return {
    filter_version: 'v3' as const,
    month,
    property_ids: scope,
    expected_paise: expected,
    collected_paise: figure('collected'),
    waived_paise: figure('waived'),
    due_paise: figure('due'),
    overdue_paise: figure('overdue'),
    collection_rate_bps: expected
      ? Math.min(10_000, Math.floor((figure('collected') * 10_000) / expected))
      : 0,
    due_count: figure('due_count'),
    received_count: figure('received_count'),
    overdue_count: figure('overdue_count'),
    by_mode: byMode,
    by_type: byType,
  }
}

/** A tab of the collections list: owed, fully paid, or both. */
export type CollectionTab = 'due' | 'received' | 'all'

/** Filter groups of the collection list for a tab, with counts: properties, months, modes (Received, All), types. */
async function readFilterSet(db: Db, operatorId: number, status: CollectionTab) {
  const settled = status === 'all' ? sql`` : sql`and c.is_settled = ${status === 'received' ? 1 : 0}`
  // One pass over the tab's collections in a covering index (collections_filter_counts), grouped by every
  // filtered column at once (a few hundred groups at most), then counted per filter here.
  const { rows: groups } = await sql<{
    property_id: number
    month: string
    type: 'RENT' | 'OTHERS'
    mode: PaymentMode | null
    count: number
  }>`
    select c.property_id, substr(c.due_date, 1, 7) as month, c.type, c.last_payment_mode as mode, count(*) as count
    from collections c where c.operator_id = ${operatorId} ${settled}
    group by 1, 2, 3, 4`.execute(db)
  const countBy = <K>(key: (group: (typeof groups)[number]) => K | null) => {
    const counts = new Map<K, number>()
    for (const group of groups) {
      const value = key(group)
      if (value !== null) counts.set(value, (counts.get(value) ?? 0) + group.count)
    }
    return counts
  }
  const byProperty = countBy((group) => group.property_id)
  const { rows: propertyRows } = await sql<{ id: number; name: string }>`
    select p.id, p.name from properties p where p.operator_id = ${operatorId} order by p.name`.execute(db)
  const properties = propertyRows.map((row) => ({ ...row, count: byProperty.get(row.id) ?? 0 }))
  const months = [...countBy((group) => group.month)]
    .map(([month, count]) => ({ month, count }))
    .sort((a, b) => (a.month < b.month ? 1 : -1))
  const modes = [...countBy((group) => group.mode)]
    .map(([mode, count]) => ({ mode, count }))
    .sort((a, b) => b.count - a.count)
  const types = [...countBy((group) => group.type)]
    .map(([type, count]) => ({ type, count }))
    .sort((a, b) => (a.type < b.type ? 1 : -1))
  const filters = [
    {
      key: 'property_ids',
      label: 'Property',
      multiple: true,
      options: properties.map((row) => ({ value: String(row.id), label: row.name, count: row.count })),
    },
    {
      key: 'month',
      label: 'Month',
      multiple: false,
      options: months.map((row) => ({ value: row.month, label: monthLabel(row.month), count: row.count })),
    },
    {
      key: 'type',
      label: 'Type',
      multiple: false,
      options: types.map((row) => ({
        value: row.type,
        label: row.type === 'RENT' ? 'Rent' : 'Other charge',
        count: row.count,
      })),
    },
  ]
  if (status !== 'due') {
    filters.push({
      key: 'mode',
      label: 'Mode',
      multiple: true,
      options: modes.map((row) => ({
        value: row.mode,
        label: PAYMENT_MODE_LABELS[row.mode],
        count: row.count,
      })),
    })
  }
  return { filters }
}

/** The `{ data }` answer of the month dashboard, kept until the operator writes (per day: overdue moves with it). */
export function collectionDashboard(
  db: Db,
  now: Clock,
  operatorId: number,
  query: { month?: string; property_ids?: string },
) {
  const key = `dashboard ${kolkataDate(now())} ${JSON.stringify(query)}`
  return keptAnswer(db, operatorId, key, () => readDashboard(db, now, operatorId, query))
}

/** The `{ data }` answer of a tab's filter options with their counts, kept until the operator writes. */
export function collectionFilterSet(db: Db, operatorId: number, status: CollectionTab = 'due') {
  return keptAnswer(db, operatorId, `filters ${status}`, () => readFilterSet(db, operatorId, status))
}
