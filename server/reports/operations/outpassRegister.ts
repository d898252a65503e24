import type { Db } from '../../db/database'
import { listOutpasses } from '../../outpass/list'
import type { ReportDefinition, ReportScope, ReportSheet } from '../definition'
import { column, scopeProperties } from './scope'

const COLUMNS = [
  column('id', 'Pass', 'integer'),
  column('tenant_name', 'Resident', 'text'),
  column('property_name', 'Property', 'text'),
  column('room_name', 'Room', 'text'),
  column('type', 'Type', 'text'),
  column('status', 'Status', 'text'),
  column('destination', 'Destination', 'text'),
  column('from_at', 'Out planned (UTC)', 'text'),
  column('to_at', 'In planned (UTC)', 'text'),
  column('actual_out_at', 'Out actual (UTC)', 'text'),
  column('actual_in_at', 'In actual (UTC)', 'text'),
  column('approved_by', 'Approved by', 'text'),
  column('late', 'Late return', 'text'),
  column('late_by_minutes', 'Minutes late', 'integer'),
]

const LATE = ['OVERDUE', 'RETURNED_LATE']

/** Who approved each pass: the staff member or operator named on its APPROVED event, or the auto-approval. */
async function approvers(db: Db, passIds: readonly number[]) {
  const events = passIds.length
    ? await db
        .selectFrom('outpass_events')
        .select(['outpass_id', 'event', 'by_name'])
        .where('outpass_id', 'in', [...passIds])
        .where('event', 'in', ['APPROVED', 'AUTO_APPROVED'])
        .orderBy('id')
        .execute()
    : []
  const names = new Map<number, string>()
  for (const event of events) {
    names.set(event.outpass_id, event.event === 'AUTO_APPROVED' ? 'Auto-approved' : (event.by_name ?? ''))
  }
  return names
}

/** Every pass overlapping the period, as the passes list shows it (status and lateness derived at the report's moment). */
async function build(db: Db, scope: ReportScope, progress: (done: number) => void): Promise<ReportSheet[]> {
  const properties = await scopeProperties(db, scope)
  const passes = properties.length
    ? (
        await listOutpasses(db, () => scope.now, scope.operatorId, {
          offset: 0,
          limit: Number.MAX_SAFE_INTEGER,
          property_ids: properties.map((property) => property.id).join(','),
          from_date: scope.from,
          to_date: scope.to,
        })
      ).results.reverse()
    : []
  const approvedBy = await approvers(
    db,
    passes.map((pass) => pass.id),
  )
  progress(1)
  const late = passes.filter((pass) => LATE.includes(pass.status))
  return [
    {
      name: 'Outpass register',
      columns: COLUMNS,
      rows: passes.map((pass) => ({
        id: pass.id,
        tenant_name: pass.tenant_name,
        property_name: pass.property_name,
        room_name: pass.room_name,
        type: pass.type,
        status: pass.status,
        destination: pass.destination,
        from_at: pass.from_at,
        to_at: pass.to_at,
        actual_out_at: pass.actual_out_at,
        actual_in_at: pass.actual_in_at,
        approved_by: approvedBy.get(pass.id) ?? null,
        late: LATE.includes(pass.status) ? 'Yes' : 'No',
        late_by_minutes: pass.late_by_minutes,
      })),
      totals: {
        tenant_name: `${passes.length} passes`,
        late: `${late.length} late`,
        late_by_minutes: late.reduce((sum, pass) => sum + (pass.late_by_minutes ?? 0), 0),
      },
    },
  ]
}

export const OUTPASS_REGISTER: ReportDefinition = {
  type: 'OUTPASS_REGISTER',
  area: 'OPERATIONS',
  title: 'Outpass register and late returns',
  description:
    'Every pass in the period with its planned and actual times out and in, who approved it, and how late each ' +
    'late return was. For wardens and for parents who ask.',
  takes: 'period',
  build,
}
