import type { Db } from '../db/database'
import { storedFileView } from '../files/fileStore'
import { notFound } from '../http/httpError'
import { allowedStatuses } from './machine'
import { autoClosesAt, derive } from './sla'
import { complaintRows, complaintView, type ComplaintJoined } from './views'

/** Complaint `complaintId` of the operator (404 otherwise), with its names. */
export async function ownedComplaint(
  db: Db,
  operatorId: number,
  complaintId: number,
): Promise<ComplaintJoined> {
  const row = await complaintRows(db, operatorId).where('c.id', '=', complaintId).executeTakeFirst()
  if (!row) throw notFound('No such complaint.')
  return row
}

/**
 * The contract's ComplaintDetail at `now`: the complaint, its SLA, where it may move, its files and its activity
 * list (v3), oldest first, with the derived AUTO_CLOSED entry once it closed itself.
 */
export async function complaintDetail(db: Db, operatorId: number, complaintId: number, now: Date) {
  const row = await ownedComplaint(db, operatorId, complaintId)
  const complaint = complaintView(row, now)
  const derived = derive(row, now)
  const activities = await db
    .selectFrom('complaint_activities')
    .selectAll()
    .where('complaint_id', '=', complaintId)
    .orderBy('at')
    .orderBy('id')
    .execute()
  const files = await db
    .selectFrom('complaint_attachments as a')
    .innerJoin('stored_files as f', 'f.id', 'a.file_id')
    .selectAll('f')
    .select('a.activity_id')
    .where('a.complaint_id', '=', complaintId)
    .orderBy('a.id')
    .execute()
  const entries = activities.map((activity) => ({
    id: activity.id,
    kind: activity.kind,
    visibility: activity.visibility,
    text: activity.text,
    actor_name: activity.actor_name,
    at: activity.at,
    from_status: activity.from_status,
    to_status: activity.to_status,
    attachments: files.filter((file) => file.activity_id === activity.id).map(storedFileView),
  }))
  if (derived.auto_closed && row.resolved_at !== null) {
    entries.push({
      id: 0,
      kind: 'AUTO_CLOSED',
      visibility: 'PUBLIC',
      text: 'Closed automatically 7 days after it was resolved.',
      actor_name: 'Roost',
      at: new Date(autoClosesAt(row.resolved_at)).toISOString(),
      from_status: 'RESOLVED',
      to_status: 'CLOSED',
      attachments: [],
    })
  }
  return {
    complaint,
    activity_list_version: 'v3' as const,
    resolution_notes: row.resolution_notes,
    sla: {
      response_minutes: row.response_minutes,
      resolution_minutes: row.resolution_minutes,
      paused_minutes: derived.paused_minutes,
      remaining_minutes: derived.remaining_minutes,
      response_breached: derived.response_breached,
    },
    allowed_statuses: allowedStatuses(complaint.status),
    can_raise_again: complaint.status === 'RESOLVED',
    attachments: files.map(storedFileView),
    activities: entries,
  }
}

export type ComplaintDetail = Awaited<ReturnType<typeof complaintDetail>>
