import type { ComplaintStatus } from '../db/schema'

/** The state machine (ComplaintStatus): where updateComplaint may move each status. */
const NEXT: Record<ComplaintStatus, readonly ComplaintStatus[]> = {
  OPEN: ['IN_PROGRESS', 'DECLINED'],
  IN_PROGRESS: ['ON_HOLD', 'RESOLVED', 'OPEN'],
  ON_HOLD: ['IN_PROGRESS'],
  RESOLVED: ['CLOSED'],
  DECLINED: [],
  CLOSED: [],
}

export const allowedStatuses = (status: ComplaintStatus): ComplaintStatus[] => [...NEXT[status]]

/** Why `status` cannot move to `to` ("CMP-2026-00042 is OPEN; it can move to IN_PROGRESS or DECLINED."). */
export function transitionRefusal(ticket: string, status: ComplaintStatus, to: ComplaintStatus): string {
  if (status === to) return `${ticket} is already ${status}.`
  if (NEXT[status].length === 0) return `${ticket} is ${status}, which is final.`
  if (status === 'RESOLVED' && to === 'OPEN') {
    return `${ticket} is RESOLVED; raise it again to reopen it.`
  }
  return `${ticket} is ${status}; it can move to ${NEXT[status].join(' or ')}, not ${to}.`
}
