import type { Selectable } from 'kysely'
import { DAY, HOUR, MINUTE } from '../clock'
import type { ComplaintStatus, ComplaintTable } from '../db/schema'

export type ComplaintRow = Selectable<ComplaintTable>

export type SlaState = 'ON_TIME' | 'DUE_SOON' | 'BREACHED' | 'PAUSED' | 'MET' | 'NONE'

/** A RESOLVED complaint reads as CLOSED this long after it was resolved. */
export const AUTO_CLOSE_AFTER = 7 * DAY

type Clocked = Pick<
  ComplaintRow,
  | 'status'
  | 'raised_at'
  | 'updated_at'
  | 'clock_started_at'
  | 'response_minutes'
  | 'resolution_minutes'
  | 'paused_minutes'
  | 'hold_started_at'
  | 'first_response_at'
  | 'resolved_at'
  | 'closed_at'
>

/** Everything about a complaint that moves with the clock, as it reads at `now`. */
export type Derived = {
  status: ComplaintStatus
  auto_closed: boolean
  closed_at: string | null
  response_due_at: string
  due_at: string | null
  sla_state: SlaState
  paused_minutes: number
  remaining_minutes: number | null
  response_breached: boolean
  age_hours: number
}

const ms = (at: string) => new Date(at).getTime()
const iso = (at: number) => new Date(at).toISOString()

/** When the clock says it must be resolved by, counting `pausedMinutes` on hold. */
const dueAt = (row: Clocked, pausedMinutes: number) =>
  ms(row.clock_started_at) + (row.resolution_minutes + pausedMinutes) * MINUTE

/** The moment a RESOLVED complaint closes itself. */
export const autoClosesAt = (resolvedAt: string) => ms(resolvedAt) + AUTO_CLOSE_AFTER

/** The status a complaint shows at `now`: the stored one, RESOLVED turning CLOSED 7 days after resolution. */
export function derivedStatus(row: Pick<ComplaintRow, 'status' | 'resolved_at'>, now: Date) {
  if (
    row.status === 'RESOLVED' &&
    row.resolved_at !== null &&
    now.getTime() >= autoClosesAt(row.resolved_at)
  ) {
    return { status: 'CLOSED' as const, autoClosed: true }
  }
  return { status: row.status, autoClosed: false }
}

/** Minutes on hold so far, the current hold included. */
export const pausedMinutesAt = (row: Pick<ComplaintRow, 'paused_minutes' | 'hold_started_at'>, now: Date) =>
  row.paused_minutes +
  (row.hold_started_at === null
    ? 0
    : Math.max(0, Math.floor((now.getTime() - ms(row.hold_started_at)) / MINUTE)))

/** The SLA clock and the 7-day rule read at `now` (the contract's SlaState and ComplaintSla). */
export function derive(row: Clocked, now: Date): Derived {
  const { status, autoClosed } = derivedStatus(row, now)
  const paused = pausedMinutesAt(row, now)
  const due = dueAt(row, paused)
  const responseDue = ms(row.clock_started_at) + row.response_minutes * MINUTE
  let slaState: SlaState
  let remaining: number | null = null
  switch (status) {
    case 'DECLINED':
      slaState = 'NONE'
      break
    case 'RESOLVED':
    case 'CLOSED':
      slaState = row.resolved_at !== null && ms(row.resolved_at) <= due ? 'MET' : 'BREACHED'
      break
    case 'ON_HOLD': {
      const holdStart = row.hold_started_at === null ? now.getTime() : ms(row.hold_started_at)
      const dueBeforeHold = dueAt(row, row.paused_minutes)
      remaining = Math.floor((dueBeforeHold - holdStart) / MINUTE)
      slaState = holdStart > dueBeforeHold ? 'BREACHED' : 'PAUSED'
      break
    }
    default:
      remaining = Math.floor((due - now.getTime()) / MINUTE)
      if (due < now.getTime()) slaState = 'BREACHED'
      else if (remaining * 4 <= row.resolution_minutes) slaState = 'DUE_SOON'
      else slaState = 'ON_TIME'
  }
  const ageEnd =
    row.resolved_at !== null && (status === 'RESOLVED' || status === 'CLOSED')
      ? ms(row.resolved_at)
      : status === 'DECLINED'
        ? ms(row.updated_at)
        : now.getTime()
  return {
    status,
    auto_closed: autoClosed,
    closed_at: autoClosed && row.resolved_at !== null ? iso(autoClosesAt(row.resolved_at)) : row.closed_at,
    response_due_at: iso(responseDue),
    due_at: status === 'ON_HOLD' || status === 'DECLINED' ? null : iso(due),
    sla_state: slaState,
    paused_minutes: paused,
    remaining_minutes: remaining,
    response_breached:
      (row.first_response_at === null ? now.getTime() : ms(row.first_response_at)) > responseDue,
    age_hours: Math.max(0, Math.floor((ageEnd - ms(row.raised_at)) / HOUR)),
  }
}
