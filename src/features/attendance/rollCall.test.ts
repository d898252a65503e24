import type { AttendanceEntry } from './attendanceApi.gen'
import { markErrors, markRequest, markRestPresent, marksOf } from './rollCall'

const entry = (tenant_id: number, over: Partial<AttendanceEntry> = {}): AttendanceEntry => ({
  tenant_id,
  tenant_name: `Resident ${tenant_id}`,
  room_name: '101',
  bed_name: 'A',
  status: 'UNMARKED',
  late_entry_time: null,
  remarks: null,
  outpass_id: null,
  outpass_status: null,
  marked_at: null,
  marked_by_name: null,
  history: [],
  ...over,
})

const entries = [
  entry(1),
  entry(2, { status: 'PRESENT', marked_at: '2026-11-25T16:00:00Z', marked_by_name: 'Meera' }),
  entry(3, { status: 'LEAVE', outpass_id: 9, outpass_status: 'OUT' }),
  entry(4),
]

describe('the roll-call form', () => {
  it('starts from the sheet, Leave already for a resident on a pass', () => {
    expect(marksOf(entries)).toEqual({
      1: { status: 'UNMARKED', lateTime: '', remarks: '' },
      2: { status: 'PRESENT', lateTime: '', remarks: '' },
      3: { status: 'LEAVE', lateTime: '', remarks: '' },
      4: { status: 'UNMARKED', lateTime: '', remarks: '' },
    })
  })

  it('marks only the unmarked residents present', () => {
    const marks = { ...marksOf(entries), 4: { status: 'ABSENT' as const, lateTime: '', remarks: '' } }
    const rest = markRestPresent(marks)
    expect(rest[1].status).toBe('PRESENT')
    expect(rest[3].status).toBe('LEAVE')
    expect(rest[4].status).toBe('ABSENT')
  })

  it('asks a late mark for its entry time', () => {
    const marks = { ...marksOf(entries), 1: { status: 'LATE' as const, lateTime: '23:6', remarks: '' } }
    expect(markErrors(marks)).toEqual({ 1: 'Enter the entry time (HH:mm)' })
    expect(markErrors({ ...marks, 1: { ...marks[1], lateTime: '23:06' } })).toEqual({})
  })

  it('sends the new and changed marks, the derived Leave, never an unmarked resident or an unchanged mark', () => {
    const marks = {
      ...marksOf(entries),
      1: { status: 'LATE' as const, lateTime: '22:40', remarks: ' Bus was late ' },
    }
    expect(markRequest(entries, marks, { date: '2026-11-25', floorId: 7 })).toEqual({
      attendance_date: '2026-11-25',
      floor_id: 7,
      entries: [
        { tenant_id: 1, status: 'LATE', late_entry_time: '22:40', remarks: 'Bus was late' },
        { tenant_id: 3, status: 'LEAVE' },
      ],
    })
  })

  it('names the staff member who took the roll-call, and re-marks a changed resident', () => {
    const marks = { ...marksOf(entries), 2: { status: 'ABSENT' as const, lateTime: '', remarks: '' } }
    const request = markRequest(entries, marks, { date: '2026-11-25', floorId: 7, staffId: 12 })
    expect(request.marked_by_staff_id).toBe(12)
    expect(request.entries).toContainEqual({ tenant_id: 2, status: 'ABSENT' })
  })
})
