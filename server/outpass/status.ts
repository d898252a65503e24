import { MINUTE } from '../clock'
import type { Selectable } from 'kysely'
import type { OutpassTable } from '../db/schema'

export type OutpassRow = Selectable<OutpassTable>

export type OutpassStatus =
  | 'PENDING'
  | 'APPROVED'
  | 'REJECTED'
  | 'CANCELLED'
  | 'OUT'
  | 'RETURNED'
  | 'OVERDUE'
  | 'RETURNED_LATE'
  | 'EXPIRED'

export type OutpassAction = 'APPROVE' | 'REJECT' | 'MARK_OUT' | 'MARK_IN' | 'CANCEL'

type Timing = Pick<OutpassRow, 'state' | 'to_at' | 'actual_in_at'>

const ms = (at: string) => new Date(at).getTime()

/** The moment an OUT pass turns OVERDUE: the return time plus the property's grace. */
export const dueBackBy = (pass: Pick<OutpassRow, 'to_at'>, graceMinutes: number) =>
  ms(pass.to_at) + graceMinutes * MINUTE

/** The status a pass shows at `now`: the stored state, moved on by the clock (never by a job). */
export function derivedStatus(pass: Timing, now: Date, graceMinutes: number): OutpassStatus {
  switch (pass.state) {
    case 'PENDING':
    case 'APPROVED':
      return now.getTime() > ms(pass.to_at) ? 'EXPIRED' : pass.state
    case 'OUT':
      return now.getTime() > dueBackBy(pass, graceMinutes) ? 'OVERDUE' : 'OUT'
    case 'RETURNED':
      return pass.actual_in_at !== null && ms(pass.actual_in_at) > dueBackBy(pass, graceMinutes)
        ? 'RETURNED_LATE'
        : 'RETURNED'
    default:
      return pass.state
  }
}

/** Minutes past the return time: of the return (RETURNED_LATE), or so far (OVERDUE); null otherwise. */
export function lateByMinutes(pass: Timing, status: OutpassStatus, now: Date): number | null {
  if (status === 'OVERDUE') return Math.floor((now.getTime() - ms(pass.to_at)) / MINUTE)
  if (status === 'RETURNED_LATE' && pass.actual_in_at !== null) {
    return Math.floor((ms(pass.actual_in_at) - ms(pass.to_at)) / MINUTE)
  }
  return null
}

/** The state machine: which statuses each action starts from. */
const FROM: Record<OutpassAction, readonly OutpassStatus[]> = {
  APPROVE: ['PENDING'],
  REJECT: ['PENDING'],
  CANCEL: ['PENDING', 'APPROVED'],
  MARK_OUT: ['APPROVED'],
  MARK_IN: ['OUT', 'OVERDUE'],
}

const ACTIONS: readonly OutpassAction[] = ['APPROVE', 'REJECT', 'MARK_OUT', 'MARK_IN', 'CANCEL']

export const allowedActions = (status: OutpassStatus): OutpassAction[] =>
  ACTIONS.filter((action) => FROM[action].includes(status))

const WHAT: Record<OutpassAction, string> = {
  APPROVE: 'only a PENDING pass can be approved',
  REJECT: 'only a PENDING pass can be rejected',
  CANCEL: 'only a PENDING or APPROVED pass can be cancelled',
  MARK_OUT: 'only an APPROVED pass can be marked out',
  MARK_IN: 'only an OUT or OVERDUE pass can be marked in',
}

/** Why `action` cannot apply: "Pass 12 is RETURNED; only an APPROVED pass can be marked out." */
export const refusal = (id: number, status: OutpassStatus, action: OutpassAction) =>
  `Pass ${id} is ${status}; ${WHAT[action]}.`
