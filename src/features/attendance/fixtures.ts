import type { OperatorUser } from '../../app/core/people'
import type {
  AttendanceEntry,
  AttendanceFloorPage,
  AttendanceSheet,
  Outpass,
  OutpassAction,
  OutpassDetail,
  OutpassSetup,
  OutpassStatus,
} from './attendanceApi'
import type { PassTenantOption } from './attendanceApi'

/* Data in the contract's shapes for the attendance and outpass stories. */

export const NIGHT = '2026-11-24'

export const properties = [
  { id: 1, property_name: 'Sunrise PG, Koramangala', property_type: 'PG' },
  { id: 2, property_name: 'Lakeview Hostel', property_type: 'HOSTEL' },
]

const counts = (total: number, present: number, absent: number, leave: number, late: number) => ({
  total_tenants: total,
  present,
  absent,
  leave,
  late,
  unmarked: total - present - absent - leave - late,
})

/** Floors as the provider sends them: the first in snake_case, the second in camelCase (spec §3). */
export const floorPage = (date: string): AttendanceFloorPage => ({
  count: 2,
  attendance_date: date,
  roll_call_time: '22:00',
  results: [
    { floor_id: 11, floor_name: 'Ground floor', ...counts(4, 0, 0, 1, 0) },
    { floorId: 12, floorName: 'First floor', ...counts(5, 3, 1, 0, 1) },
  ],
  totals: counts(9, 3, 1, 1, 1),
  absentees: [
    {
      tenant_id: 205,
      tenant_name: 'Kabir Mehta',
      phone_number: '9845000205',
      floor_id: 12,
      floor_name: 'First floor',
      room_name: '102',
      bed_name: 'B',
      remarks: 'Not answering calls',
    },
  ],
})

const entry = (
  tenant_id: number,
  tenant_name: string,
  room_name: string,
  bed_name: string,
  over: Partial<AttendanceEntry> = {},
): AttendanceEntry => ({
  tenant_id,
  tenant_name,
  room_name,
  bed_name,
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

/** The ground floor: three unmarked residents and one on a pass (Leave, derived). */
export const groundFloorSheet = (date: string): AttendanceSheet => ({
  property_id: 1,
  attendance_date: date,
  floor_id: 11,
  floor_name: 'Ground floor',
  summary: { floor_id: 11, floor_name: 'Ground floor', ...counts(4, 0, 0, 1, 0) },
  entries: [
    entry(101, 'Aarav Sharma', '001', 'A'),
    entry(102, 'Diya Nair', '001', 'B', {
      status: 'PRESENT',
      marked_at: '2026-11-24T16:20:00Z',
      marked_by_name: 'Meera Pillai',
      history: [
        {
          status: 'ABSENT',
          late_entry_time: null,
          remarks: null,
          marked_at: '2026-11-24T16:05:00Z',
          marked_by_name: 'Ravi Kumar',
        },
      ],
    }),
    entry(103, 'Rohan Iyer', '002', 'A', { status: 'LEAVE', outpass_id: 501, outpass_status: 'OUT' }),
    entry(104, 'Sara Thomas', '002', 'B'),
  ],
})

export const users: OperatorUser[] = [
  {
    id: 1,
    name: 'Anil Rao',
    phone_number: '9845012345',
    user_type: 'operator',
    role: null,
    is_active: true,
    can_collect_cash: true,
    property_ids: [],
    all_properties: true,
  },
  {
    id: 31,
    name: 'Meera Pillai',
    phone_number: '9845000031',
    user_type: 'staff',
    role: 'WARDEN',
    is_active: true,
    can_collect_cash: false,
    property_ids: [1],
    all_properties: false,
  },
]

export const passTenants: PassTenantOption[] = [
  {
    id: 101,
    name: 'Aarav Sharma',
    phone_number: '9845000101',
    property_name: 'Sunrise PG, Koramangala',
    room_name: '001',
    bed_name: 'A',
  },
  {
    id: 104,
    name: 'Sara Thomas',
    phone_number: '9845000104',
    property_name: 'Sunrise PG, Koramangala',
    room_name: '002',
    bed_name: 'B',
  },
]

/** What each state allows, as the contract's state machine says. */
export const ALLOWED: Record<OutpassStatus, OutpassAction[]> = {
  PENDING: ['APPROVE', 'REJECT', 'CANCEL'],
  APPROVED: ['MARK_OUT', 'CANCEL'],
  OUT: ['MARK_IN'],
  OVERDUE: ['MARK_IN'],
  RETURNED: [],
  RETURNED_LATE: [],
  EXPIRED: [],
  REJECTED: [],
  CANCELLED: [],
}

const STATUS_ORDER: OutpassStatus[] = [
  'PENDING',
  'APPROVED',
  'OUT',
  'OVERDUE',
  'RETURNED_LATE',
  'EXPIRED',
  'REJECTED',
  'RETURNED',
  'CANCELLED',
]

export const passOf = (status: OutpassStatus, id = 500 + STATUS_ORDER.indexOf(status)): Outpass => {
  const wentOut = ['OUT', 'OVERDUE', 'RETURNED', 'RETURNED_LATE'].includes(status)
  const cameBack = status === 'RETURNED' || status === 'RETURNED_LATE'
  return {
    id,
    tenant_id: 103,
    tenant_name: 'Rohan Iyer',
    tenant_phone: '9845000103',
    property_id: 1,
    property_name: 'Sunrise PG, Koramangala',
    floor_name: 'Ground floor',
    room_name: '002',
    bed_name: 'A',
    type: 'HOME_LEAVE',
    status,
    from_at: '2026-11-21T12:30:00Z',
    to_at: '2026-11-23T14:30:00Z',
    destination: 'Mysuru',
    reason: 'Sister’s wedding',
    contact_phone: '9845099999',
    guardian_approved: status === 'PENDING' ? null : true,
    actual_out_at: wentOut ? '2026-11-21T13:00:00Z' : null,
    actual_in_at: cameBack ? '2026-11-23T16:05:00Z' : null,
    late_by_minutes: status === 'RETURNED_LATE' ? 95 : status === 'OVERDUE' ? 240 : null,
    allowed_actions: ALLOWED[status],
    created_at: '2026-11-19T05:00:00Z',
  }
}

export const passes = STATUS_ORDER.map((status) => passOf(status))

export const statusCounts = Object.fromEntries(STATUS_ORDER.map((status) => [status, 1]))

export const detailOf = (outpass: Outpass): OutpassDetail => ({
  outpass,
  history: [
    { event: 'REQUESTED', at: '2026-11-19T05:00:00Z', by_name: 'Anil Rao', remarks: null },
    ...(outpass.status === 'PENDING'
      ? []
      : outpass.status === 'REJECTED'
        ? [{ event: 'REJECTED' as const, at: '2026-11-19T06:00:00Z', by_name: 'Anil Rao', remarks: 'Exams' }]
        : [
            {
              event: 'APPROVED' as const,
              at: '2026-11-19T06:00:00Z',
              by_name: 'Meera Pillai',
              remarks: null,
            },
          ]),
    ...(outpass.actual_out_at
      ? [{ event: 'OUT' as const, at: outpass.actual_out_at, by_name: 'Meera Pillai', remarks: null }]
      : []),
    ...(outpass.actual_in_at
      ? [{ event: 'IN' as const, at: outpass.actual_in_at, by_name: 'Meera Pillai', remarks: null }]
      : []),
  ],
  notices:
    outpass.status === 'RETURNED_LATE'
      ? [
          {
            to: '9845099999',
            recipient: 'GUARDIAN',
            event: 'LATE_RETURN',
            status: 'RECORDED',
            created_at: '2026-11-23T16:05:00Z',
          },
        ]
      : [],
})

export const setup: OutpassSetup = {
  property_id: 1,
  is_enabled: true,
  require_guardian_approval: false,
  lead_hours: { DAY_OUTING: 0, NIGHT_OUT: 24, HOME_LEAVE: 24, EMERGENCY: 0 },
  monthly_quota: 4,
  curfew_time: '22:00',
  late_grace_minutes: 15,
  auto_approve_outing_hours: 4,
  auto_skip_meals: false,
  updated_at: null,
}
