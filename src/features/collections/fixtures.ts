import type {
  Collection,
  CollectionDashboard,
  CollectionDetail,
  FilterGroup,
  PaymentLink,
  PublicPaymentLink,
  Remark,
  Transaction,
} from './collectionsApi'

/* Demo data in the contract's shapes for stories and tests: a Bengaluru PG's rent for November 2026. */

const NAMES = [
  'Aarav Sharma',
  'Diya Nair',
  'Rohan Iyer',
  'Ananya Reddy',
  'Kabir Mehta',
  'Meera Pillai',
  'Vihaan Rao',
]

export function makeCollection(overrides: Partial<Collection> = {}): Collection {
  return {
    id: 501,
    tenant_id: 31,
    tenant_name: 'Aarav Sharma',
    tenant_phone_number: '9845012345',
    property_id: 1,
    property_name: 'Koramangala PG',
    room_name: '204',
    bed_name: 'B',
    type: 'RENT',
    charge_kind: 'RENT',
    title: 'Rent – November 2026',
    period_start: '2026-11-01',
    period_end: '2026-11-30',
    period_label: 'Nov 2026',
    due_date: '2026-11-05',
    amount_paise: 1250000,
    tax_paise: 0,
    paid_paise: 0,
    waived_paise: 0,
    balance_paise: 1250000,
    status: 'due',
    is_overdue: false,
    overdue_days: 0,
    last_payment_mode: null,
    last_paid_on: null,
    receipt_number: null,
    reminder_count: 0,
    last_reminded_at: null,
    created_at: '2026-11-01T00:30:00Z',
    bifurcation: null,
    ...overrides,
  }
}

/** `count` due collections with ids from `firstId`, rents between ₹8,500 and ₹14,500. */
export function makeCollections(count: number, firstId = 1000, offset = 0): Collection[] {
  return Array.from({ length: count }, (_, at) => {
    const n = offset + at
    const rent = (8500 + (n % 7) * 1000) * 100
    return makeCollection({
      id: firstId + n,
      tenant_id: 100 + n,
      tenant_name: `${NAMES[n % NAMES.length]} ${n + 1}`,
      room_name: String(101 + (n % 40)),
      bed_name: 'ABC'[n % 3],
      amount_paise: rent,
      balance_paise: rent,
      is_overdue: n % 5 === 0,
      overdue_days: n % 5 === 0 ? 17 : 0,
    })
  })
}

export const payment: Transaction = {
  id: 9001,
  collection_id: 501,
  collection_title: 'Rent – November 2026',
  type: 'RENT',
  period_label: 'Nov 2026',
  tenant_id: 31,
  tenant_name: 'Aarav Sharma',
  property_id: 1,
  property_name: 'Koramangala PG',
  room_name: '204',
  bed_name: 'B',
  amount_paise: 500000,
  mode: 'UPI',
  reference: '412345678901',
  paid_on: '2026-11-03',
  recorded_at: '2026-11-03T06:12:00Z',
  recorded_by_name: 'Priya Menon',
  collected_by_staff_id: null,
  collected_by_name: null,
  source: 'MANUAL',
  status: 'SUCCESS',
  receipt_number: 'KOR1-2026-27/000123',
}

export const paymentLink: PaymentLink = {
  id: 71,
  token: 'pl_7hG2kQ9xVb',
  collection_id: 501,
  tenant_onboarding_id: null,
  amount_paise: 750000,
  status: 'ACTIVE',
  url: '/open/pay/pl_7hG2kQ9xVb',
  upi_uri: 'upi://pay?pa=sunrisestays@okhdfcbank&pn=Sunrise%20Stays&am=7500.00&cu=INR&tn=Rent%20Nov%202026',
  expires_at: '2026-11-29T18:30:00Z',
  created_at: '2026-11-22T06:00:00Z',
}

export const remarks: Remark[] = [
  {
    id: 3,
    collection_id: 501,
    text: 'Will pay the rest after salary on the 7th.',
    created_by_name: 'Priya Menon',
    created_at: '2026-11-03T06:15:00Z',
  },
]

/** A partly paid collection: ₹5,000 of ₹12,500 paid by UPI, ₹7,500 due. */
export const partlyPaid = makeCollection({
  paid_paise: 500000,
  balance_paise: 750000,
  status: 'partially_paid',
  last_payment_mode: 'UPI',
  last_paid_on: '2026-11-03',
  receipt_number: 'KOR1-2026-27/000123',
})

export const detailOf = (collection: Collection, payments: Transaction[] = []): CollectionDetail => ({
  collection,
  description: null,
  created_by_name: 'Priya Menon',
  payments,
  reminders: [],
  payment_links: [],
  proofs: [],
  remarks_count: remarks.length,
})

export const dashboard: CollectionDashboard = {
  filter_version: 'v3',
  month: '2026-11',
  property_ids: [1, 2],
  expected_paise: 184500000,
  collected_paise: 121250000,
  waived_paise: 0,
  due_paise: 63250000,
  overdue_paise: 21400000,
  collection_rate_bps: 6572,
  due_count: 52,
  received_count: 96,
  overdue_count: 17,
  by_mode: [],
  by_type: [],
}

export const filterGroups: FilterGroup[] = [
  {
    key: 'property_ids',
    label: 'Property',
    multiple: true,
    options: [
      { value: '1', label: 'Koramangala PG', count: null },
      { value: '2', label: 'HSR Layout Hostel', count: null },
    ],
  },
]

export const publicLink: PublicPaymentLink = {
  token: paymentLink.token,
  status: 'ACTIVE',
  brand: 'Sunrise Stays',
  payee_name: 'Sunrise Stays',
  upi_id: 'sunrisestays@okhdfcbank',
  property_name: 'Koramangala PG',
  tenant_first_name: 'Aarav',
  title: 'Rent – November 2026',
  period_label: 'Nov 2026',
  due_date: '2026-11-05',
  amount_paise: 750000,
  currency: 'INR',
  upi_uri: paymentLink.upi_uri,
  expires_at: paymentLink.expires_at,
}
