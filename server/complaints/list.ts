import { sql } from 'kysely'
import type { Clock } from '../clock'
import { idList } from '../collections/list'
import type { Db } from '../db/database'
import type { ComplaintPriority, ComplaintStatus, IsoDate } from '../db/schema'
import { contains } from '../db/search'
import { badRequest } from '../http/httpError'
import { ownedProperty } from '../inventory/ownership'
import { resolvedWithin } from './figures'
import { derive, derivedStatus, type SlaState } from './sla'
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

/** The columns a complaint's status and SLA state are derived from (sla.ts), and its id. */
const CLOCKED = [
  'c.id',
  'c.status',
  'c.raised_at',
  'c.updated_at',
  'c.clock_started_at',
  'c.response_minutes',
  'c.resolution_minutes',
  'c.paused_minutes',
  'c.hold_started_at',
  'c.first_response_at',
  'c.resolved_at',
  'c.closed_at',
] as const

/**
 * The operator's complaints, newest first, filtered on their status and SLA state as derived now (they move with
 * the clock, so they are filtered here, not in SQL); `status_counts` counts each status under every other filter.
 * Only the clock's columns of every match are read to derive them; the whole row, names and counts joined in, only
 * for the page asked for.
 */
export async function listComplaints(db: Db, now: Clock, operatorId: number, query: ComplaintListQuery) {
  const matches = await filtered(db, operatorId, query)
    .clearSelect()
    .select(CLOCKED)
    .orderBy('c.raised_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute()
  const resolved = resolvedPeriod(query)
  const at = now()
  const derived = matches
    .filter((row) => query.sla_state === undefined || derive(row, at).sla_state === query.sla_state)
    .map((row) => ({ id: row.id, resolved_at: row.resolved_at, status: derivedStatus(row, at).status }))
    .filter((match) => resolved === null || resolvedWithin(match, resolved.from, resolved.to))
  const counts = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<ComplaintStatus, number>
  for (const match of derived) counts[match.status] += 1
  const wanted = !query.status || query.status === 'all' ? null : query.status.split(',')
  const kept = derived.filter((match) => wanted === null || wanted.includes(match.status))
  const page = kept.slice(query.offset, query.offset + query.limit).map((match) => match.id)
  const rows = page.length ? await complaintRows(db, operatorId).where('c.id', 'in', page).execute() : []
  const byId = new Map(rows.map((row) => [row.id, row]))
  return {
    count: kept.length,
    status_counts: counts,
    results: page.flatMap((id) => {
      const row = byId.get(id)
      return row ? [complaintView(row, at)] : []
    }),
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
