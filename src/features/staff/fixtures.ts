import type { CashHandover, Staff, StaffCollection, StaffDetail, StaffPayment } from './staffApi'

/* Staff in the contract's shapes, for stories and tests. */

export const properties = [
  { id: 1, property_name: 'Koramangala PG' },
  { id: 2, property_name: 'HSR Residency' },
]

export const makeStaff = (overrides: Partial<Staff> = {}): Staff => ({
  id: 101,
  name: 'Ravi Kumar',
  phone_number: '9845000001',
  dial_code: '+91',
  email: null,
  role: 'WARDEN',
  all_properties: false,
  property_ids: [1],
  property_names: ['Koramangala PG'],
  is_active: true,
  can_collect_cash: true,
  police_verification_status: 'VERIFIED',
  police_verification_date: '2026-03-14',
  joined_on: '2025-06-01',
  monthly_salary_paise: 1800000,
  cash_in_hand_paise: 450000,
  created_at: '2025-06-01T05:30:00Z',
  ...overrides,
})

export const team: Staff[] = [
  makeStaff(),
  makeStaff({
    id: 102,
    name: 'Meena Iyer',
    phone_number: '9845000002',
    role: 'ACCOUNTANT',
    all_properties: true,
    property_ids: [],
    property_names: [],
    police_verification_status: 'PENDING',
    police_verification_date: null,
    cash_in_hand_paise: 0,
  }),
  makeStaff({
    id: 103,
    name: 'Suresh Patil',
    phone_number: '9845000003',
    role: 'SECURITY',
    property_ids: [2],
    property_names: ['HSR Residency'],
    police_verification_status: 'SUBMITTED',
    police_verification_date: '2026-10-02',
    can_collect_cash: false,
    cash_in_hand_paise: 0,
    is_active: false,
  }),
]

export const acceptedHandover: CashHandover = {
  id: 501,
  staff_id: 101,
  staff_name: 'Ravi Kumar',
  status: 'ACCEPTED',
  expected_paise: 900000,
  declared_paise: 900000,
  variance_paise: 0,
  payment_count: 2,
  covered_from: null,
  covered_until: '2026-10-31T18:30:00Z',
  note: null,
  dispute_reason: null,
  created_at: '2026-10-31T12:00:00Z',
  submitted_at: '2026-10-31T12:05:00Z',
  settled_at: '2026-11-01T04:00:00Z',
}

export const inHandPayments: StaffPayment[] = [
  {
    transaction_id: 9001,
    collection_id: 3001,
    tenant_id: 11,
    tenant_name: 'Aarav Sharma',
    property_name: 'Koramangala PG',
    collection_title: 'Rent – November 2026',
    amount_paise: 300000,
    mode: 'CASH',
    paid_on: '2026-11-05',
    created_at: '2026-11-05T06:00:00Z',
    status: 'SUCCESS',
    handover_id: null,
  },
  {
    transaction_id: 9002,
    collection_id: 3002,
    tenant_id: 12,
    tenant_name: 'Diya Nair',
    property_name: 'Koramangala PG',
    collection_title: 'Electricity – October 2026',
    amount_paise: 150000,
    mode: 'CASH',
    paid_on: '2026-11-08',
    created_at: '2026-11-08T06:00:00Z',
    status: 'SUCCESS',
    handover_id: null,
  },
]

export const detailOf = (staff: Staff, handovers: CashHandover[] = [acceptedHandover]): StaffDetail => ({
  staff,
  cash_in_hand_paise: staff.cash_in_hand_paise,
  cash_in_hand_count: staff.cash_in_hand_paise > 0 ? inHandPayments.length : 0,
  disputed_shortfall_paise: handovers
    .filter((handover) => handover.status === 'DISPUTED' && handover.variance_paise < 0)
    .reduce((sum, handover) => sum + handover.variance_paise, 0),
  handovers,
})

const NAMES = ['Ravi Kumar', 'Meena Iyer', 'Suresh Patil', 'Farah Khan', 'Gopal Rao', 'Shah, Priya']

/** `count` rows of staff collections; row i took i+1 thousand rupees in cash and 500 more in other modes. */
export const makeStaffCollections = (count: number, from = 0): StaffCollection[] =>
  Array.from({ length: count }, (_, at) => {
    const index = from + at
    const cash = (index + 1) * 100000
    return {
      staff_id: 101 + index,
      staff_name: index < NAMES.length ? NAMES[index] : `Staff Member ${index + 1}`,
      role: 'WARDEN',
      cash_paise: cash,
      other_paise: 50000,
      total_paise: cash + 50000,
      transaction_count: 3,
      last_collected_at: '2026-11-20T06:30:00Z',
      cash_in_hand_paise: index === 0 ? 450000 : 0,
    }
  })
