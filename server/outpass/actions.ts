import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { OperatorRow } from '../db/schema'
import { syncOutpassSkips } from '../food/outpassSkips'
import { badRequest, conflict } from '../http/httpError'
import type { Notifier } from '../notify/notifier'
import { actingStaff } from '../staff/actingStaff'
import { outpassDetail, ownedOutpass } from './detail'
import { notifyPass, type NoticeEvent } from './notices'
import { outpassSetupOf, residentialProperty } from './setup'
import {
  allowedActions,
  derivedStatus,
  dueBackBy,
  refusal,
  type OutpassAction,
  type OutpassRow,
} from './status'

export type OutpassActionInput = {
  action: OutpassAction
  remarks?: string
  at?: string
  guardian_approved?: boolean
  by_staff_id?: number
}

const invalid = (field: string, message: string) => badRequest(message, [{ field: `body.${field}`, message }])

const EVENT: Record<OutpassAction, string> = {
  APPROVE: 'APPROVED',
  REJECT: 'REJECTED',
  CANCEL: 'CANCELLED',
  MARK_OUT: 'OUT',
  MARK_IN: 'IN',
}

/** When the resident went out or came back: `at` (not in the future), else now. */
function momentOf(input: OutpassActionInput, now: Date): Date {
  if (input.at === undefined) return now
  const at = new Date(input.at)
  if (at > now) throw invalid('at', 'That time is still to come.')
  return at
}

/** The changes `input` makes to `pass`, after checking what the rules need beyond the state machine. */
function changesOf(
  pass: OutpassRow,
  input: OutpassActionInput,
  now: Date,
  requireGuardian: boolean,
): Partial<OutpassRow> {
  switch (input.action) {
    case 'APPROVE': {
      const guardian =
        input.guardian_approved ??
        (pass.guardian_approved === null ? undefined : pass.guardian_approved === 1)
      if (requireGuardian && guardian !== true) {
        throw conflict(`Pass ${pass.id} needs the guardian's approval first.`, [
          { field: 'body.guardian_approved', message: "The guardian's approval is required." },
        ])
      }
      return { state: 'APPROVED', ...(guardian === undefined ? {} : { guardian_approved: guardian ? 1 : 0 }) }
    }
    case 'REJECT':
      if (!input.remarks?.trim()) throw invalid('remarks', 'Give the reason for rejecting the pass.')
      return { state: 'REJECTED' }
    case 'CANCEL':
      return { state: 'CANCELLED' }
    case 'MARK_OUT': {
      const at = momentOf(input, now)
      if (at.toISOString() < pass.created_at)
        throw invalid('at', 'The resident cannot leave before the pass was raised.')
      return { state: 'OUT', actual_out_at: at.toISOString() }
    }
    case 'MARK_IN': {
      const at = momentOf(input, now)
      if (pass.actual_out_at !== null && at.toISOString() <= pass.actual_out_at) {
        throw invalid('at', 'The return must be after the resident went out.')
      }
      return { state: 'RETURNED', actual_in_at: at.toISOString() }
    }
  }
}

/** Applies an action to pass `id` if its state allows it (409 saying why otherwise), then tells whom it concerns. */
export async function applyOutpassAction(
  db: Db,
  now: Clock,
  notifier: Notifier,
  operator: Pick<OperatorRow, 'id' | 'name'>,
  id: number,
  input: OutpassActionInput,
) {
  const done = await db.transaction().execute(async (trx) => {
    const pass = await ownedOutpass(trx, operator.id, id)
    const staff =
      input.by_staff_id === undefined
        ? null
        : await actingStaff(trx, operator.id, input.by_staff_id, 'body.by_staff_id')
    const at = now()
    const setup = await outpassSetupOf(trx, await residentialProperty(trx, operator.id, pass.property_id))
    const status = derivedStatus(pass, at, setup.late_grace_minutes)
    if (!allowedActions(status).includes(input.action)) throw conflict(refusal(pass.id, status, input.action))
    const changes = changesOf(pass, input, at, setup.require_guardian_approval)
    const stamp = at.toISOString()
    const updated = await trx
      .updateTable('outpasses')
      .set({ ...changes, updated_at: stamp })
      .where('id', '=', pass.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    await syncOutpassSkips(trx, pass.id, at)
    await trx
      .insertInto('outpass_events')
      .values({
        outpass_id: pass.id,
        event: EVENT[input.action],
        at: changes.actual_out_at ?? changes.actual_in_at ?? stamp,
        by_staff_id: staff?.id ?? null,
        by_name: staff?.name ?? operator.name,
        remarks: input.remarks?.trim() || null,
      })
      .execute()
    const late =
      input.action === 'MARK_IN' &&
      updated.actual_in_at !== null &&
      new Date(updated.actual_in_at).getTime() > dueBackBy(updated, setup.late_grace_minutes)
    const notice: NoticeEvent | null =
      input.action === 'APPROVE'
        ? 'APPROVED'
        : input.action === 'MARK_OUT'
          ? 'OUT'
          : late
            ? 'LATE_RETURN'
            : null
    return { updated, notice, stamp }
  })
  if (done.notice) await notifyPass(db, notifier, done.updated, done.notice, done.stamp)
  return outpassDetail(db, now(), operator.id, id)
}
