import type { Db } from '../db/database'
import { notFound } from '../http/httpError'
import { dueBackBy, type OutpassRow } from './status'
import { graceByProperty, outpassViews } from './views'

type HistoryEvent =
  'REQUESTED' | 'AUTO_APPROVED' | 'APPROVED' | 'REJECTED' | 'CANCELLED' | 'OUT' | 'IN' | 'OVERDUE' | 'EXPIRED'

type HistoryEntry = { event: HistoryEvent; at: string; by_name: string | null; remarks: string | null }

/** The operator's pass `id` (404 for another operator's, as for a missing one). */
export async function ownedOutpass(db: Db, operatorId: number, id: number): Promise<OutpassRow> {
  const row = await db
    .selectFrom('outpasses')
    .selectAll()
    .where('id', '=', id)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!row) throw notFound(`Outpass ${id} not found`)
  return row
}

/** The contract's `OutpassDetail`: the pass, its timeline with the clock's own moments, and the notices sent. */
export async function outpassDetail(db: Db, now: Date, operatorId: number, id: number) {
  const row = await ownedOutpass(db, operatorId, id)
  const [outpass] = await outpassViews(db, now, [row])
  const events = await db
    .selectFrom('outpass_events')
    .select(['event', 'at', 'by_name', 'remarks'])
    .where('outpass_id', '=', id)
    .orderBy('id')
    .execute()
  const grace = (await graceByProperty(db, [row.property_id]))(row.property_id)
  const derived: HistoryEntry[] = []
  if (outpass.status === 'OVERDUE' || outpass.status === 'RETURNED_LATE') {
    derived.push({
      event: 'OVERDUE',
      at: new Date(dueBackBy(row, grace)).toISOString(),
      by_name: null,
      remarks: null,
    })
  }
  if (outpass.status === 'EXPIRED')
    derived.push({ event: 'EXPIRED', at: row.to_at, by_name: null, remarks: null })
  const history = [...(events as HistoryEntry[]), ...derived].sort((a, b) => a.at.localeCompare(b.at))
  const notices = await db
    .selectFrom('outpass_notices')
    .select(['to', 'recipient', 'event', 'status', 'created_at'])
    .where('outpass_id', '=', id)
    .orderBy('id')
    .execute()
  return { outpass, history, notices }
}
