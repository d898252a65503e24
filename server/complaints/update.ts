import type { Updateable } from 'kysely'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { ComplaintPriority, ComplaintStatus, ComplaintTable, OperatorRow } from '../db/schema'
import type { FileInput, FileStore } from '../files/fileStore'
import { badRequest, conflict } from '../http/httpError'
import { rupees } from '../pdf/rupees'
import { recordActivity } from './activity'
import { complaintDetail, ownedComplaint } from './detail'
import { allowedStatuses, transitionRefusal } from './machine'
import { OPEN_STATUSES } from './openStatuses'
import { derivedStatus, pausedMinutesAt } from './sla'
import { complaintType } from './types'
import type { ComplaintJoined } from './views'

export type ComplaintUpdate = {
  status?: ComplaintStatus
  priority?: ComplaintPriority
  resolution_notes?: string
  cost_paise?: number
  cost_paid_by?: 'OPERATOR' | 'RESIDENT'
  comment?: string
  comment_visibility?: 'PUBLIC' | 'INTERNAL'
}

const invalid = (field: string, message: string) => badRequest(message, [{ field: `body.${field}`, message }])

/** 409 when the cost is already posted as an expense or charged to the resident. */
export function refuseLockedCost(row: Pick<ComplaintJoined, 'expense_id' | 'charge_collection_id'>) {
  if (row.expense_id !== null) throw conflict('The cost is already posted as an expense; it cannot change.')
  if (row.charge_collection_id !== null) {
    throw conflict('The cost is already charged to the resident; it cannot change.')
  }
}

/** What a move to `to` needs in the form (400 naming the field). */
function checkReasons(to: ComplaintStatus, input: ComplaintUpdate) {
  if ((to === 'ON_HOLD' || to === 'DECLINED') && !input.comment?.trim()) {
    throw invalid(
      'comment',
      `Say why in a comment to put it ${to === 'ON_HOLD' ? 'on hold' : 'as declined'}.`,
    )
  }
  if (to === 'RESOLVED' && !input.resolution_notes?.trim() && !input.comment?.trim()) {
    throw invalid('resolution_notes', 'Say how it was resolved (resolution notes or a comment).')
  }
}

/** The columns a move from `row`'s status to `to` at `at` sets (the SLA clock's pauses included). */
function moveColumns(row: ComplaintJoined, to: ComplaintStatus, at: Date): Updateable<ComplaintTable> {
  const set: Updateable<ComplaintTable> = { status: to }
  if (row.status === 'ON_HOLD') {
    set.paused_minutes = pausedMinutesAt(row, at)
    set.hold_started_at = null
  }
  if (to === 'ON_HOLD') set.hold_started_at = at.toISOString()
  if (to === 'RESOLVED') set.resolved_at = at.toISOString()
  if (to === 'CLOSED') set.closed_at = at.toISOString()
  return set
}

/**
 * updateComplaint (ComplaintUpdateRequest): a status move per the machine (409 saying why otherwise), a priority
 * that re-targets the SLA, resolution notes, the cost, a comment and files, each recorded in the activity list.
 */
export async function updateComplaint(
  db: Db,
  files: FileStore,
  now: Clock,
  operator: Pick<OperatorRow, 'id' | 'name'>,
  complaintId: number,
  input: ComplaintUpdate,
  uploads: readonly FileInput[],
) {
  await files.inTransaction(async (trx) => {
    const row = await ownedComplaint(trx, operator.id, complaintId)
    const at = now()
    const when = at.toISOString()
    const actor = { actorName: operator.name, at: when }
    const status = derivedStatus(row, at).status
    const set: Updateable<ComplaintTable> = { updated_at: when }
    let responded = false

    if (input.status !== undefined) {
      if (!allowedStatuses(status).includes(input.status)) {
        throw conflict(transitionRefusal(row.ticket_number, status, input.status))
      }
      checkReasons(input.status, input)
      Object.assign(set, moveColumns(row, input.status, at))
      await recordActivity(trx, row.id, {
        kind: 'STATUS_CHANGED',
        text: `Status changed from ${status} to ${input.status}`,
        from: status,
        to: input.status,
        ...actor,
      })
      responded = true
    }
    if (input.resolution_notes !== undefined) set.resolution_notes = input.resolution_notes
    if (input.priority !== undefined && input.priority !== row.priority) {
      set.priority = input.priority
      if (OPEN_STATUSES.includes(input.status ?? status)) {
        const targets = (await complaintType(trx, operator.id, row.type_id)).sla_targets[input.priority]
        set.response_minutes = targets.response_minutes
        set.resolution_minutes = targets.resolution_minutes
      }
      await recordActivity(trx, row.id, {
        kind: 'PRIORITY_CHANGED',
        text: `Priority changed from ${row.priority} to ${input.priority}`,
        ...actor,
      })
    }
    const cost = input.cost_paise ?? row.cost_paise
    const paidBy = input.cost_paid_by ?? row.cost_paid_by
    if (cost !== row.cost_paise || paidBy !== row.cost_paid_by) {
      refuseLockedCost(row)
      set.cost_paise = cost
      set.cost_paid_by = paidBy
      const amount = cost === null ? 'No cost' : `Cost set to ${rupees(cost)}`
      const bearer = paidBy === null ? '' : `, paid by the ${paidBy === 'RESIDENT' ? 'resident' : 'operator'}`
      await recordActivity(trx, row.id, {
        kind: 'COST_SET',
        visibility: 'INTERNAL',
        text: `${amount}${bearer}`,
        ...actor,
      })
    }
    const attaching = { files, operatorId: operator.id, uploads }
    if (input.comment?.trim()) {
      const visibility = input.comment_visibility ?? 'PUBLIC'
      await recordActivity(
        trx,
        row.id,
        { kind: 'COMMENT', text: input.comment, visibility, ...actor },
        attaching,
      )
      if (visibility === 'PUBLIC') responded = true
    } else if (uploads.length) {
      const text = uploads.length === 1 ? 'Added a file' : `Added ${uploads.length} files`
      await recordActivity(trx, row.id, { kind: 'ATTACHMENT', text, ...actor }, attaching)
    }
    if (responded && row.first_response_at === null) set.first_response_at = when
    await trx.updateTable('complaints').set(set).where('id', '=', row.id).execute()
  })
  return complaintDetail(db, operator.id, complaintId, now())
}
