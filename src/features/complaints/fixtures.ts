import type {
  Complaint,
  ComplaintActivity,
  ComplaintDetail,
  ComplaintStatus,
  ComplaintType,
  Vendor,
} from './complaintsApi'

/* Story data shaped as the provider answers it. */

export const properties = [
  { id: 1, property_name: 'Koramangala Nest', property_type: 'PG' },
  { id: 2, property_name: 'HSR Residency', property_type: 'HOSTEL' },
]

const targets = (response: number, resolution: number) => ({
  response_minutes: response,
  resolution_minutes: resolution,
})

export const complaintTypes: ComplaintType[] = [
  ['Plumbing', 'PLUMBING', 4],
  ['Electrical', 'ELECTRICAL', 2],
  ['Wi-Fi', 'WIFI', 1],
].map(([name, category, open], index) => ({
  id: index + 1,
  name: name as string,
  category: category as ComplaintType['category'],
  is_active: true,
  open_count: open as number,
  sla_targets: {
    LOW: targets(4320, 10080),
    MEDIUM: targets(1440, 4320),
    HIGH: targets(240, 1440),
    URGENT: targets(60, 480),
  },
}))

export const vendors: Vendor[] = [
  {
    id: 31,
    name: 'Sai Plumbing Works',
    services: ['PLUMBING'],
    record_kinds: ['COMPLAINT', 'EXPENSE'],
    contact_name: 'Sai Prasad',
    phone_number: '9845011111',
    email: null,
    gstin: '29ABCDE1234F1ZW',
    pan: 'ABCDE1234F',
    upi_id: 'saiplumbing@okhdfc',
    bank_account_name: null,
    bank_account_number: null,
    bank_ifsc: null,
    address: null,
    property_ids: [],
    is_active: true,
    complaint_count: 4,
    expense_count: 2,
    created_at: '2026-06-01T05:00:00Z',
  },
  {
    id: 32,
    name: 'Bright Electricals',
    services: ['ELECTRICAL', 'APPLIANCE_REPAIR'],
    record_kinds: ['COMPLAINT'],
    contact_name: null,
    phone_number: '9845022222',
    email: 'bright@example.com',
    gstin: null,
    pan: null,
    upi_id: null,
    bank_account_name: 'Bright Electricals',
    bank_account_number: '123456789012',
    bank_ifsc: 'HDFC0001234',
    address: 'HSR Layout, Bengaluru',
    property_ids: [2],
    is_active: true,
    complaint_count: 0,
    expense_count: 0,
    created_at: '2026-07-01T05:00:00Z',
  },
]

export const rooms = [
  {
    name: 'Ground floor',
    rooms: [
      { id: 201, name: 'G01' },
      { id: 202, name: 'G02' },
    ],
  },
  { name: 'First floor', rooms: [{ id: 211, name: '101' }] },
]

export const residents = [
  { id: 501, name: 'Aarav Sharma', room_id: 201, room_name: 'G01' },
  { id: 502, name: 'Diya Nair', room_id: 211, room_name: '101' },
]

export const expenseCategories = [
  { id: 7, name: 'Repairs and maintenance' },
  { id: 8, name: 'Electricity' },
]

const base: Complaint = {
  id: 1,
  ticket_number: 'CMP-2026-00001',
  property_id: 1,
  property_name: 'Koramangala Nest',
  room_id: 201,
  room_name: 'G01',
  tenant_id: 501,
  tenant_name: 'Aarav Sharma',
  raised_by_name: 'Aarav Sharma',
  type_id: 1,
  type_name: 'Plumbing',
  category: 'PLUMBING',
  title: 'Bathroom tap leaking',
  description: 'Drips all night.',
  priority: 'HIGH',
  status: 'OPEN',
  assignee_type: null,
  assignee_id: null,
  assignee_name: null,
  attachment_count: 1,
  raised_at: '2026-11-24T04:30:00Z',
  updated_at: '2026-11-24T04:30:00Z',
  first_response_at: null,
  response_due_at: '2026-11-24T08:30:00Z',
  due_at: '2026-11-25T04:30:00Z',
  resolved_at: null,
  closed_at: null,
  auto_closed: false,
  reopen_count: 0,
  cost_paise: null,
  cost_paid_by: null,
  expense_id: null,
  charge_collection_id: null,
  sla_state: 'DUE_SOON',
  is_repeat: false,
  age_hours: 20,
}

/** One complaint per status (ids 1–6), the open one first. */
export const complaints: Complaint[] = [
  base,
  {
    ...base,
    id: 2,
    ticket_number: 'CMP-2026-00002',
    title: 'Fan not working',
    type_id: 2,
    type_name: 'Electrical',
    category: 'ELECTRICAL',
    status: 'IN_PROGRESS',
    priority: 'MEDIUM',
    assignee_type: 'VENDOR',
    assignee_id: 32,
    assignee_name: 'Bright Electricals',
    first_response_at: '2026-11-24T05:00:00Z',
    sla_state: 'ON_TIME',
    reopen_count: 2,
  },
  {
    ...base,
    id: 3,
    ticket_number: 'CMP-2026-00003',
    title: 'Wi-Fi drops every evening',
    type_id: 3,
    type_name: 'Wi-Fi',
    category: 'WIFI',
    status: 'ON_HOLD',
    priority: 'LOW',
    due_at: null,
    sla_state: 'PAUSED',
    is_repeat: true,
    tenant_id: null,
    tenant_name: null,
    room_id: null,
    room_name: null,
  },
  {
    ...base,
    id: 4,
    ticket_number: 'CMP-2026-00004',
    title: 'Flush broken',
    status: 'RESOLVED',
    priority: 'URGENT',
    resolved_at: '2026-11-24T09:00:00Z',
    cost_paise: 85000,
    cost_paid_by: 'RESIDENT',
    sla_state: 'MET',
  },
  {
    ...base,
    id: 5,
    ticket_number: 'CMP-2026-00005',
    title: 'Geyser noisy',
    status: 'CLOSED',
    closed_at: '2026-11-20T09:00:00Z',
    sla_state: 'BREACHED',
    cost_paise: 120000,
    cost_paid_by: 'OPERATOR',
    expense_id: 77,
  },
  {
    ...base,
    id: 6,
    ticket_number: 'CMP-2026-00006',
    title: 'Neighbour plays music',
    status: 'DECLINED',
    sla_state: 'NONE',
  },
]

const ALLOWED: Record<ComplaintStatus, ComplaintStatus[]> = {
  OPEN: ['IN_PROGRESS', 'DECLINED'],
  IN_PROGRESS: ['ON_HOLD', 'RESOLVED', 'OPEN'],
  ON_HOLD: ['IN_PROGRESS'],
  RESOLVED: ['CLOSED'],
  CLOSED: [],
  DECLINED: [],
}

const activity = (changes: Partial<ComplaintActivity>): ComplaintActivity => ({
  id: 1,
  kind: 'RAISED',
  visibility: 'PUBLIC',
  text: 'Raised by Aarav Sharma',
  actor_name: 'Aarav Sharma',
  at: '2026-11-24T04:30:00Z',
  from_status: null,
  to_status: 'OPEN',
  attachments: [],
  ...changes,
})

/** The detail of a complaint as getComplaint answers it. */
export function detailOf(complaint: Complaint): ComplaintDetail {
  return {
    complaint,
    activity_list_version: 'v3',
    resolution_notes: complaint.status === 'RESOLVED' ? 'Replaced the flush valve' : null,
    sla: {
      response_minutes: 240,
      resolution_minutes: 1440,
      paused_minutes: complaint.status === 'ON_HOLD' ? 90 : 0,
      remaining_minutes: ['RESOLVED', 'CLOSED', 'DECLINED', 'ON_HOLD'].includes(complaint.status)
        ? null
        : 300,
      response_breached: complaint.first_response_at === null,
    },
    allowed_statuses: ALLOWED[complaint.status],
    can_raise_again: complaint.status === 'RESOLVED',
    attachments: [],
    activities: [
      activity({
        attachments: [
          {
            id: 'f1',
            file_name: 'tap.jpg',
            content_type: 'image/jpeg',
            size_bytes: 20480,
            url: '/complaint/api/v1/operator/file/f1',
            uploaded_at: '2026-11-24T04:30:00Z',
          },
        ],
      }),
      activity({
        id: 2,
        kind: 'COMMENT',
        visibility: 'INTERNAL',
        text: 'Check the plumber’s last bill first',
        actor_name: 'Asha Menon',
        at: '2026-11-24T05:10:00Z',
        to_status: null,
      }),
    ],
  }
}
