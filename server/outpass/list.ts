import { sql } from 'kysely'
import { addDays } from '../calendar'
import type { Clock } from '../clock'
import { idList } from '../collections/list'
import type { Db } from '../db/database'
import type { IsoDate, OutpassType } from '../db/schema'
import { contains } from '../db/search'
import type { OutpassStatus } from './status'
import { outpassViews, withStatus } from './views'

export type OutpassListQuery = {
  offset: number
  limit: number
  status?: string
  type?: OutpassType
  property_ids?: string
  from_date?: IsoDate
  to_date?: IsoDate
  search_text?: string
  tenant_id?: number
}

/** The instant a Kolkata day starts. */
const dayStart = (date: IsoDate) => new Date(`${date}T00:00:00+05:30`).toISOString()

/**
 * The operator's passes, newest `from_at` first, filtered on their status as derived now; `status_counts` counts
 * each status under every filter but `status`. Statuses move with the clock, so they are derived here, not in SQL.
 */
export async function listOutpasses(db: Db, now: Clock, operatorId: number, query: OutpassListQuery) {
  const properties = idList(query.property_ids)
  const search = query.search_text?.trim()
  let select = db
    .selectFrom('outpasses')
    .selectAll('outpasses')
    .where('outpasses.operator_id', '=', operatorId)
  if (properties.length) select = select.where('outpasses.property_id', 'in', properties)
  if (query.type) select = select.where('outpasses.type', '=', query.type)
  if (query.tenant_id !== undefined) select = select.where('outpasses.tenant_id', '=', query.tenant_id)
  if (query.from_date) select = select.where('outpasses.to_at', '>=', dayStart(query.from_date))
  if (query.to_date) select = select.where('outpasses.from_at', '<', dayStart(addDays(query.to_date, 1)))
  if (search) {
    select = select.where((eb) =>
      eb.exists(
        eb
          .selectFrom('tenants')
          .select('tenants.id')
          .whereRef('tenants.id', '=', 'outpasses.tenant_id')
          .where(
            sql<boolean>`(${contains('tenants.name', search)} or ${contains('tenants.phone_no', search)})`,
          ),
      ),
    )
  }
  const rows = await select.orderBy('outpasses.from_at', 'desc').orderBy('outpasses.id', 'desc').execute()
  const at = now()
  const statuses = await withStatus(db, at, rows)
  const counts: Partial<Record<OutpassStatus, number>> = {}
  for (const { status } of statuses) counts[status] = (counts[status] ?? 0) + 1
  const wanted = query.status?.split(',')
  const kept = statuses.filter(({ status }) => !wanted || wanted.includes(status)).map(({ row }) => row)
  return {
    count: kept.length,
    results: await outpassViews(db, at, kept.slice(query.offset, query.offset + query.limit)),
    status_counts: counts,
  }
}
