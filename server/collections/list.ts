import { sql, type RawBuilder } from 'kysely'
import { addMonths, kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import { containsPattern } from '../db/search'
import { ageingWhere, type AgeingBucket } from './ageing'
import { cachedTotals, catchUpWithOtherInstances, generationOf, keepTotals, keptAnswer } from './listTotals'
import { collectionView, readCollections } from './views'

export type CollectionListQuery = {
  offset: number
  limit: number
  status?: 'due' | 'received' | 'all'
  is_ticket_bifurcation_v2_required?: boolean
  property_ids?: string
  month?: string
  mode?: string
  type?: 'RENT' | 'OTHERS'
  tenant_id?: number
  overdue_only?: boolean
  due_from?: IsoDate
  due_to?: IsoDate
  ageing?: AgeingBucket
  search_text?: string
}

/**
 * The ids of a comma-separated list. An id too large for any row (past JavaScript's safe integers, perhaps past
 * PostgreSQL's bigint, which would fail the query) stands as 0, which no row has: it still matches nothing.
 */
export const idList = (list: string | undefined): number[] =>
  list ? list.split(',').map((id) => (Number.isSafeInteger(Number(id)) ? Number(id) : 0)) : []

/** The first and the day after the last day of a `yyyy-MM` month. */
export const monthRange = (month: string): [IsoDate, IsoDate] => [`${month}-01`, `${addMonths(month, 1)}-01`]

/** The where clause of the list (and of remind-all): always the operator's, then each filter given. */
export function collectionFilters(
  operatorId: number,
  query: Omit<CollectionListQuery, 'offset' | 'limit'>,
  today: IsoDate,
) {
  const properties = idList(query.property_ids)
  const modes = query.mode?.split(',') ?? []
  const search = query.search_text?.trim()
  const filters: RawBuilder<unknown>[] = [sql`c.operator_id = ${operatorId}`]
  if (query.status !== 'all') filters.push(sql`c.is_settled = ${query.status === 'received' ? 1 : 0}`)
  if (properties.length) filters.push(sql`c.property_id in (${sql.join(properties)})`)
  if (query.month) {
    const [from, to] = monthRange(query.month)
    filters.push(sql`c.due_date >= ${from} and c.due_date < ${to}`)
  }
  if (modes.length) filters.push(sql`c.last_payment_mode in (${sql.join(modes)})`)
  if (query.type) filters.push(sql`c.type = ${query.type}`)
  if (query.tenant_id !== undefined) filters.push(sql`c.tenant_id = ${query.tenant_id}`)
  if (query.overdue_only) filters.push(sql`c.overdue_from <= ${today}`)
  if (query.due_from) filters.push(sql`c.due_date >= ${query.due_from}`)
  if (query.due_to) filters.push(sql`c.due_date <= ${query.due_to}`)
  if (query.ageing) filters.push(ageingWhere('c', query.ageing, today))
  if (search) {
    const pattern = containsPattern(search)
    filters.push(
      sql`(lower(c.title) like ${pattern} escape '\\' or c.tenant_id in (select id from tenants
        where operator_id = ${operatorId} and (lower(name) like ${pattern} escape '\\' or phone_no like ${pattern} escape '\\')))`,
    )
  }
  return sql.join(filters, sql` and `)
}

/**
 * The answer for a page of the Due tab (oldest due first) or the Received tab (newest payment first). The page's
 * ids come from the covering index alone, then only those rows are joined; count and totals, and whole answers,
 * are kept until a write (answers by the day too, as overdue flags move with it). A kept answer is reusable:
 * checked and serialized once.
 */
export function listCollections(db: Db, now: Clock, operatorId: number, query: CollectionListQuery) {
  const today = kolkataDate(now())
  return keptAnswer(db, operatorId, `list ${JSON.stringify({ ...query, today })}`, () =>
    readPage(db, operatorId, query, today),
  )
}

async function readPage(db: Db, operatorId: number, query: CollectionListQuery, today: IsoDate) {
  const where = collectionFilters(operatorId, query, today)
  const order =
    query.status === 'received' ? sql`c.last_paid_on desc, c.id desc` : sql`c.due_date asc, c.id asc`
  const { rows: page } = await sql<{ id: number }>`select c.id from collections c where ${where}
    order by ${order} limit ${query.limit} offset ${query.offset}`.execute(db)
  const rows = await readCollections(
    db,
    operatorId,
    page.map((row) => row.id),
  )
  const {
    offset: _offset,
    limit: _limit,
    is_ticket_bifurcation_v2_required: _bifurcation,
    ...filters
  } = query
  const key = JSON.stringify({ ...filters, today: query.overdue_only || query.ageing ? today : null })
  await catchUpWithOtherInstances(db, operatorId)
  let totals = cachedTotals(db, operatorId, key)
  if (!totals) {
    const since = generationOf(db, operatorId)
    const { rows: summed } = await sql<{
      count: number
      amount: number | null
      paid: number | null
      balance: number | null
    }>`
      select count(*) as count, sum(c.amount_paise) as amount, sum(c.paid_paise) as paid,
        sum(c.balance_paise) as balance
      from collections c where ${where}`.execute(db)
    totals = {
      count: Number(summed[0].count),
      total_amount_paise: Number(summed[0].amount ?? 0),
      total_paid_paise: Number(summed[0].paid ?? 0),
      total_balance_paise: Number(summed[0].balance ?? 0),
    }
    keepTotals(db, operatorId, key, totals, since)
  }
  return {
    ...totals,
    results: rows.map((row) => collectionView(row, today, query.is_ticket_bifurcation_v2_required === true)),
  }
}
