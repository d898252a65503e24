import { addDays } from '../../calendar'
import type { Db } from '../../db/database'
import { derive, type ComplaintRow } from '../../complaints/sla'
import { complaintRows, complaintView } from '../../complaints/views'
import type { ReportDefinition, ReportScope, ReportSheet } from '../definition'
import { column, kolkataDayStart, scopeProperties } from './scope'

const COLUMNS = [
  column('ticket_number', 'Ticket', 'text'),
  column('property_name', 'Property', 'text'),
  column('room_name', 'Room', 'text'),
  column('category', 'Category', 'text'),
  column('type_name', 'Type', 'text'),
  column('priority', 'Priority', 'text'),
  column('status', 'Status', 'text'),
  column('raised_at', 'Raised (UTC)', 'text'),
  column('response_target_minutes', 'Response target (min)', 'integer'),
  column('first_response_at', 'First response (UTC)', 'text'),
  column('response', 'Response', 'text'),
  column('resolution_target_minutes', 'Resolution target (min)', 'integer'),
  column('due_at', 'Due (UTC)', 'text'),
  column('resolved_at', 'Resolved (UTC)', 'text'),
  column('sla_state', 'SLA', 'text'),
]

/** The first response against its target, by the SLA clock's own `response_breached`; PENDING while in time. */
function responseOutcome(row: ComplaintRow, now: Date) {
  if (derive(row, now).response_breached) return 'BREACHED'
  return row.first_response_at === null ? 'PENDING' : 'MET'
}

/** Complaints raised in the period, each with its SLA read at the report's moment exactly as the list reads it. */
async function build(db: Db, scope: ReportScope, progress: (done: number) => void): Promise<ReportSheet[]> {
  const properties = await scopeProperties(db, scope)
  const rows = properties.length
    ? await complaintRows(db, scope.operatorId)
        .where(
          'c.property_id',
          'in',
          properties.map((property) => property.id),
        )
        .where('c.raised_at', '>=', kolkataDayStart(scope.from))
        .where('c.raised_at', '<', kolkataDayStart(addDays(scope.to, 1)))
        .orderBy('c.raised_at')
        .orderBy('c.id')
        .execute()
    : []
  const views = rows.map((row) => ({ row, view: complaintView(row, scope.now) }))
  progress(1)
  const count = (state: string) => views.filter(({ view }) => view.sla_state === state).length
  return [
    {
      name: 'Complaint SLA',
      columns: COLUMNS,
      rows: views.map(({ row, view }) => ({
        ticket_number: view.ticket_number,
        property_name: view.property_name,
        room_name: view.room_name,
        category: view.category,
        type_name: view.type_name,
        priority: view.priority,
        status: view.status,
        raised_at: view.raised_at,
        response_target_minutes: row.response_minutes,
        first_response_at: view.first_response_at,
        response: responseOutcome(row, scope.now),
        resolution_target_minutes: row.resolution_minutes,
        due_at: view.due_at,
        resolved_at: view.resolved_at,
        sla_state: view.sla_state,
      })),
      totals: {
        ticket_number: `${views.length} complaints`,
        sla_state: `${count('MET')} met, ${count('BREACHED')} breached`,
      },
    },
  ]
}

export const COMPLAINT_SLA: ReportDefinition = {
  type: 'COMPLAINT_SLA',
  area: 'OPERATIONS',
  title: 'Complaint SLA',
  description:
    'Every complaint raised in the period with its response and resolution targets, when it was answered and ' +
    'resolved, and whether the SLA was met or breached. For the owner and the property manager.',
  takes: 'period',
  build,
}
