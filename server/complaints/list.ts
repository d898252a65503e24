import { sql } from 'kysely'
import type { Clock } from '../clock'
import { idList } from '../collections/list'
import type { Db } from '../db/database'
import type { ComplaintPriority, ComplaintStatus, IsoDate } from '../db/schema'
import { contains } from '../db/search'
import { badRequest } from '../http/httpError'
import { ownedProperty } from '../inventory/ownership'
import { resolvedWithin } from './figures'
import type { SlaState } from './sla'
import { complaintRows, complaintView } from './views'

export type ComplaintListQuery = {
  offset: number
  limit: number
  property_ids?: string
  status?: string
  search_text?: string
  priority?: ComplaintPriority
  type_id?: number
  assignee_type?: 'STAFF' | 'VENDOR'
  staff_id?: number
  vendor_id?: number
  unassigned?: boolean
  sla_state?: SlaState
  is_repeat?: boolean
  room_id?: number
  tenant_id?: number
  /** With resolved_to: only complaints resolved within these days, as the dashboard counts them. */
  resolved_from?: IsoDate
  resolved_to?: IsoDate
}

const STATUSES: readonly ComplaintStatus[] = [
  'OPEN',
  'IN_PROGRESS',
  'ON_HOLD',
  'DECLINED',
  'RESOLVED',
  'CLOSED',
]

/** The operator's complaints matching every stored-column filter of the query. */
function filtered(db: Db, operatorId: number, query: ComplaintListQuery) {
  let select = complaintRows(db, operatorId)
  const properties = idList(query.property_ids)
  if (properties.length) select = select.where('c.property_id', 'in', properties)
  if (query.priority) select = select.where('c.priority', '=', query.priority)
  if (query.type_id !== undefined) select = select.where('c.type_id', '=', query.type_id)
  if (query.assignee_type === 'STAFF') select = select.where('c.assignee_staff_id', 'is not', null)
  if (query.assignee_type === 'VENDOR') select = select.where('c.assignee_vendor_id', 'is not', null)
  if (query.staff_id !== undefined) select = select.where('c.assignee_staff_id', '=', query.staff_id)
  if (query.vendor_id !== undefined) select = select.where('c.assignee_vendor_id', '=', query.vendor_id)
  if (query.unassigned === true) {
    select = select.where('c.assignee_staff_id', 'is', null).where('c.assignee_vendor_id', 'is', null)
  }
  if (query.unassigned === false) {
    select = select.where((eb) =>
      eb.or([eb('c.assignee_staff_id', 'is not', null), eb('c.assignee_vendor_id', 'is not', null)]),
    )
  }
  if (query.is_repeat !== undefined) select = select.where('c.is_repeat', '=', query.is_repeat ? 1 : 0)
  if (query.room_id !== undefined) select = select.where('c.room_id', '=', query.room_id)
  if (query.tenant_id !== undefined) select = select.where('c.tenant_id', '=', query.tenant_id)
  const search = query.search_text?.trim()
  if (search) {
    select = select.where(
      sql<boolean>`(${sql.join(
        ['c.ticket_number', 'c.title', 'tn.name', 'r.name', 'st.name', 'v.name'].map((column) =>
          contains(column, search),
        ),
        sql` or `,
      )})`,
    )
  }
  return select
}

/** The resolved_from–resolved_to days, both or neither (400 naming the missing one). */
function resolvedPeriod(query: ComplaintListQuery): { from: IsoDate; to: IsoDate } | null {
  for (const [given, other] of [
    ['resolved_from', 'resolved_to'],
    ['resolved_to', 'resolved_from'],
  ] as const) {
    if (query[given] !== undefined && query[other] === undefined) {
      const message = `Give ${other} with ${given}.`
      throw badRequest(message, [{ field: `query.${other}`, message }])
    }
  }
  return query.resolved_from === undefined || query.resolved_to === undefined
    ? null
    : { from: query.resolved_from, to: query.resolved_to }
}

/**
 * The operator's complaints, newest first, filtered on their status and SLA state as derived now (they move with
 * the clock, so they are filtered here, not in SQL); `status_counts` counts each status under every other filter.
 */
export async function listComplaints(db: Db, now: Clock, operatorId: number, query: ComplaintListQuery) {
  const rows = await filtered(db, operatorId, query)
    .orderBy('c.raised_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute()
  const resolved = resolvedPeriod(query)
  const at = now()
  const views = rows
    .map((row) => complaintView(row, at))
    .filter((view) => query.sla_state === undefined || view.sla_state === query.sla_state)
    .filter((view) => resolved === null || resolvedWithin(view, resolved.from, resolved.to))
  const counts = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<ComplaintStatus, number>
  for (const view of views) counts[view.status] += 1
  const wanted = !query.status || query.status === 'all' ? null : query.status.split(',')
  const kept = views.filter((view) => wanted === null || wanted.includes(view.status))
  return {
    count: kept.length,
    status_counts: counts,
    results: kept.slice(query.offset, query.offset + query.limit),
  }
}

/** Complaints of property `propertyId` (404 when it is not the operator's). */
export async function listPropertyComplaints(
  db: Db,
  now: Clock,
  operatorId: number,
  propertyId: number,
  query: ComplaintListQuery,
) {
  await ownedProperty(db, operatorId, propertyId)
  return listComplaints(db, now, operatorId, { ...query, property_ids: String(propertyId) })
}
