import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { OperatorRow } from '../db/schema'
import { conflict } from '../http/httpError'
import { recordActivity } from './activity'
import { complaintDetail, ownedComplaint } from './detail'
import { derivedStatus } from './sla'
import { complaintType } from './types'

/**
 * raiseComplaintAgain: a RESOLVED complaint (not yet closed, by hand or by itself) goes back to OPEN, counts the
 * reopen, and its SLA clock starts again from now with nothing paused and no response yet.
 */
export async function raiseComplaintAgain(
  db: Db,
  now: Clock,
  operator: Pick<OperatorRow, 'id' | 'name'>,
  complaintId: number,
  reason: string,
) {
  await db.transaction().execute(async (trx) => {
    const row = await ownedComplaint(trx, operator.id, complaintId)
    const at = now()
    const { status, autoClosed } = derivedStatus(row, at)
    if (autoClosed) {
      throw conflict(
        `${row.ticket_number} closed itself 7 days after it was resolved; raise a new complaint.`,
      )
    }
    if (status !== 'RESOLVED') {
      throw conflict(`${row.ticket_number} is ${status}; only a RESOLVED complaint can be raised again.`)
    }
    const targets = (await complaintType(trx, operator.id, row.type_id)).sla_targets[row.priority]
    const when = at.toISOString()
    await recordActivity(trx, row.id, {
      kind: 'REOPENED',
      text: reason,
      actorName: operator.name,
      at: when,
      from: 'RESOLVED',
      to: 'OPEN',
    })
    await trx
      .updateTable('complaints')
      .set({
        status: 'OPEN',
        reopen_count: row.reopen_count + 1,
        clock_started_at: when,
        response_minutes: targets.response_minutes,
        resolution_minutes: targets.resolution_minutes,
        paused_minutes: 0,
        hold_started_at: null,
        first_response_at: null,
        resolved_at: null,
        closed_at: null,
        updated_at: when,
      })
      .where('id', '=', row.id)
      .execute()
  })
  return complaintDetail(db, operator.id, complaintId, now())
}
