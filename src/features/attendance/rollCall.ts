import type {
  AttendanceEntry,
  AttendanceMarkEntry,
  AttendanceMarkRequest,
  AttendanceStatus,
} from './attendanceApi.gen'

/** One resident's mark as the roll-call form holds it. */
export type Mark = { status: AttendanceStatus; lateTime: string; remarks: string }
export type Marks = Record<number, Mark>

export const MARKABLE = ['PRESENT', 'ABSENT', 'LEAVE', 'LATE'] as const satisfies readonly AttendanceStatus[]

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/

/** The form's marks from the sheet: each resident's mark, LEAVE already for those on a pass (the server derives it). */
export const marksOf = (entries: readonly AttendanceEntry[]): Marks =>
  Object.fromEntries(
    entries.map((entry) => [
      entry.tenant_id,
      { status: entry.status, lateTime: entry.late_entry_time ?? '', remarks: entry.remarks ?? '' },
    ]),
  )

/** "Mark the rest present": every resident still unmarked becomes Present; the others keep their marks. */
export const markRestPresent = (marks: Marks): Marks =>
  Object.fromEntries(
    Object.entries(marks).map(([id, mark]) => [
      id,
      mark.status === 'UNMARKED' ? { status: 'PRESENT', lateTime: '', remarks: '' } : mark,
    ]),
  )

/** Messages by resident id: a late mark needs its entry time. */
export function markErrors(marks: Marks): Record<number, string> {
  const errors: Record<number, string> = {}
  Object.entries(marks).forEach(([id, mark]) => {
    if (mark.status === 'LATE' && !TIME.test(mark.lateTime))
      errors[Number(id)] = 'Enter the entry time (HH:mm)'
  })
  return errors
}

const unsaved = (entry: AttendanceEntry, mark: Mark) =>
  entry.marked_at === null ||
  entry.status !== mark.status ||
  (entry.late_entry_time ?? '') !== (mark.status === 'LATE' ? mark.lateTime : '') ||
  (entry.remarks ?? '') !== mark.remarks.trim()

/**
 * The marking request: the residents whose mark is new or changed (a derived Leave is sent, so it is recorded),
 * never an unmarked one; the entry time only with Late, a remark only when written.
 */
export function markRequest(
  entries: readonly AttendanceEntry[],
  marks: Marks,
  { date, floorId, staffId }: { date: string; floorId: number; staffId?: number },
): AttendanceMarkRequest {
  const changed = entries.flatMap((entry): AttendanceMarkEntry[] => {
    const mark = marks[entry.tenant_id]
    if (!mark || mark.status === 'UNMARKED' || !unsaved(entry, mark)) return []
    const remarks = mark.remarks.trim()
    return [
      {
        tenant_id: entry.tenant_id,
        status: mark.status,
        ...(mark.status === 'LATE' ? { late_entry_time: mark.lateTime } : {}),
        ...(remarks ? { remarks } : {}),
      },
    ]
  })
  return {
    attendance_date: date,
    floor_id: floorId,
    ...(staffId !== undefined ? { marked_by_staff_id: staffId } : {}),
    entries: changed,
  }
}
