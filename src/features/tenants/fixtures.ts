import type { Course, Institution } from '../../app/core/resources/resourcesApi'
import type {
  MoveInDues,
  OffboardingDetail,
  OffboardingForecast,
  PlacementRoom,
  RentAgreement,
  RentTermsVersion,
  TenantBankDetails,
  TenantDetail,
  TenantDocument,
  TenantListItem,
  TenantOffboardingDetail,
  TenantRoomDetails,
  TokenRequest,
  TransferQuote,
} from './tenantsApi'
import type { TenantSummary } from './tenantsApi.gen'

/* Demo data in the contract's shapes, for stories and tests: a Koramangala PG with students and professionals. */

export const properties = [
  { id: 1, property_name: 'Roost Koramangala', is_active: true },
  { id: 2, property_name: 'Roost Viman Nagar', is_active: true },
]

const people: [string, string, TenantListItem['gender']][] = [
  ['Ananya Iyer', '9845012345', 'FEMALE'],
  ['Rahul Verma', '9876543210', 'MALE'],
  ['Priya Nair', '9900112233', 'FEMALE'],
  ['Arjun Reddy', '9123456780', 'MALE'],
  ['Sneha Kulkarni', '9988776655', 'FEMALE'],
  ['Mohammed Irfan', '9741234567', 'MALE'],
  ['Kavya Gowda', '9620012345', 'FEMALE'],
  ['Joseph Thomas', '9447012345', 'MALE'],
  ['Divya Menon', '9495012345', 'FEMALE'],
  ['Siddharth Jain', '9829012345', 'MALE'],
  ['Meera Pillai', '9387012345', 'FEMALE'],
  ['Vikram Singh', '9815012345', 'MALE'],
]

export function tenantListItem(overrides: Partial<TenantListItem> = {}): TenantListItem {
  return {
    id: 101,
    name: 'Ananya Iyer',
    phone_number: '9845012345',
    dial_code: '+91',
    gender: 'FEMALE',
    image: null,
    status: 'ACTIVE',
    occupation: 'STUDENT',
    institution_name: 'Christ University',
    property_id: 1,
    property_name: 'Roost Koramangala',
    room_id: 11,
    room_name: '204',
    bed_id: 41,
    bed_name: 'B',
    is_bed_linked: true,
    rent_paise: 1_250_000,
    deposit_paise: 2_500_000,
    dues_paise: 0,
    move_in_date: '2026-06-01',
    notice_date: null,
    move_out_date: null,
    ...overrides,
  }
}

const STATUS_BY_INDEX: TenantListItem['status'][] = [
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'UPCOMING',
  'ON_NOTICE',
  'MOVED_OUT',
]

/** Twelve tenants of both properties in every stage. */
export const tenants: TenantListItem[] = people.map(([name, phone, gender], index) => {
  const status = STATUS_BY_INDEX[index % STATUS_BY_INDEX.length]
  const linked = status !== 'MOVED_OUT' && index !== 9
  return tenantListItem({
    id: 101 + index,
    name,
    phone_number: phone,
    gender,
    status,
    occupation: index % 3 === 2 ? 'PROFESSIONAL' : 'STUDENT',
    institution_name: index % 3 === 2 ? null : 'Christ University',
    property_id: index % 4 === 3 ? 2 : 1,
    property_name: index % 4 === 3 ? 'Roost Viman Nagar' : 'Roost Koramangala',
    room_id: linked ? 11 + index : null,
    room_name: linked ? String(201 + index) : null,
    bed_id: linked ? 41 + index : null,
    bed_name: linked ? 'A' : null,
    is_bed_linked: linked,
    rent_paise: 1_050_000 + index * 50_000,
    deposit_paise: 2_100_000 + index * 100_000,
    dues_paise: index % 4 === 1 ? 1_250_000 : 0,
    move_in_date: status === 'UPCOMING' ? '2026-12-01' : '2026-06-01',
    notice_date: status === 'ON_NOTICE' ? '2026-11-10' : null,
    move_out_date: status === 'ON_NOTICE' ? '2026-12-09' : status === 'MOVED_OUT' ? '2026-10-31' : null,
  })
})

export const summary: TenantSummary = {
  as_of: '2026-11-22',
  active: 6,
  upcoming: 2,
  on_notice: 2,
  moved_out_this_month: 1,
  move_ins_this_week: 1,
  move_outs_this_week: 0,
  without_bed: 1,
  kyc_pending: 3,
  agreement_pending: 2,
  police_verification_pending: 4,
  pending_token_requests: 2,
}

export function tenantDetail(overrides: Partial<TenantDetail> = {}): TenantDetail {
  return {
    id: 101,
    name: 'Ananya Iyer',
    phone_number: '9845012345',
    dial_code: '+91',
    country_iso_code: 'IN',
    email: 'ananya.iyer@example.in',
    gender: 'FEMALE',
    date_of_birth: '2004-03-14',
    image: null,
    status: 'ACTIVE',
    food_preference: 'VEG',
    occupation: 'STUDENT',
    institution_id: 3,
    institution_name: 'Christ University',
    course_id: 12,
    course_name: 'B.Com',
    year_of_study: 2,
    company: null,
    designation: null,
    guardian_name: 'Ramesh Iyer',
    guardian_relation: 'Father',
    guardian_phone: '9845098450',
    emergency_contact_name: 'Lakshmi Iyer',
    emergency_contact_phone: '9845011111',
    permanent_address: '14 Gandhi Road, Coimbatore 641001',
    kyc_id_type: 'AADHAAR',
    kyc_id_number_masked: 'XXXX XXXX 1234',
    police_verification_status: 'SUBMITTED',
    police_verification_date: '2026-06-04',
    nationality: null,
    passport_number_masked: null,
    visa_type: null,
    visa_expiry_date: null,
    property_id: 1,
    property_name: 'Roost Koramangala',
    room_id: 11,
    room_name: '204',
    bed_id: 41,
    bed_name: 'B',
    is_bed_linked: true,
    allotment_id: 501,
    tenant_onboarding_id: null,
    rent_paise: 1_250_000,
    deposit_paise: 2_500_000,
    deposit_held_paise: 2_500_000,
    token_paid_paise: 500_000,
    advance_balance_paise: 0,
    dues_paise: 1_250_000,
    rent_due_day: 5,
    lock_in_months: 6,
    lock_in_end_date: '2026-11-30',
    notice_period_days: 30,
    move_in_date: '2026-06-01',
    notice_date: null,
    move_out_date: null,
    offboarding_id: null,
    terms_history: [
      {
        id: 7001,
        effective_from: '2026-06-01',
        status: 'CURRENT',
        rent_paise: 1_250_000,
        deposit_paise: 2_500_000,
        rent_due_day: 5,
        lock_in_months: 6,
        notice_period_days: 30,
        reason: null,
        source: 'MOVE_IN',
        changed_by_name: 'Ramesh Gowda',
        created_at: '2026-05-20T06:30:00Z',
      },
    ],
    created_at: '2026-05-20T06:30:00Z',
    updated_at: '2026-11-01T06:30:00Z',
    ...overrides,
  }
}

export function roomDetails(overrides: Partial<TenantRoomDetails> = {}): TenantRoomDetails {
  return {
    tenant_id: 101,
    property_id: 1,
    property_name: 'Roost Koramangala',
    property_type: 'PG',
    floor_id: 2,
    floor_name: 'Second floor',
    room_id: 11,
    room_name: '204',
    bed_id: 41,
    bed_name: 'B',
    room_type_name: 'Double sharing AC',
    sharing: 2,
    is_ac: true,
    bath_type: 'ATTACHED',
    features: ['Wi-Fi', 'Study table', 'Balcony'],
    allotment_id: 501,
    from_date: '2026-06-01',
    to_date: null,
    rent_paise: 1_250_000,
    deposit_paise: 2_500_000,
    roommates: [{ tenant_id: 103, name: 'Priya Nair', bed_name: 'A' }],
    history: [
      {
        allotment_id: 501,
        property_name: 'Roost Koramangala',
        room_name: '204',
        bed_name: 'B',
        from_date: '2026-06-01',
        to_date: null,
        status: 'ACTIVE',
        rent_paise: 1_250_000,
      },
    ],
    ...overrides,
  }
}

export function tenantDocument(overrides: Partial<TenantDocument> = {}): TenantDocument {
  return {
    id: 901,
    tenant_id: 101,
    name: 'Aadhaar (front)',
    category: 'ID_PROOF',
    kyc_id_type: 'AADHAAR',
    document_type: 'jpeg',
    file_name: 'aadhaar-front.jpg',
    content_type: 'image/jpeg',
    size_bytes: 482_000,
    verification_status: 'VERIFIED',
    rejection_reason: null,
    verified_at: '2026-05-29T10:30:00Z',
    verified_by_name: 'Ramesh Gowda',
    expiry_date: null,
    expiry_status: null,
    agreement_id: null,
    download_url: '/onboarding/api/v1/operator/document/901/file',
    uploaded_at: '2026-05-28T09:00:00Z',
    updated_at: '2026-05-28T09:00:00Z',
    ...overrides,
  }
}

export function agreement(overrides: Partial<RentAgreement> = {}): RentAgreement {
  return {
    id: 301,
    tenant_id: 101,
    tenant_name: 'Ananya Iyer',
    property_id: 1,
    bed_id: 41,
    status: 'GENERATED',
    start_date: '2026-06-01',
    end_date: '2027-04-30',
    term_months: 11,
    lock_in_months: 6,
    notice_period_days: 30,
    rent_paise: 1_250_000,
    deposit_paise: 2_500_000,
    rent_due_day: 5,
    inclusions: ['Wi-Fi', 'Housekeeping'],
    e_stamp_number: null,
    document_id: 902,
    signed_document_id: null,
    pdf_url: '/onboarding/api/v1/operator/agreement/301/pdf',
    created_at: '2026-05-30T09:00:00Z',
    ...overrides,
  }
}

export const bank: TenantBankDetails = {
  tenant_id: 101,
  account_holder_name: 'Ananya Iyer',
  account_number_masked: 'XXXXXXXX4321',
  ifsc: 'HDFC0001234',
  bank_name: 'HDFC Bank',
  upi_id: 'ananya@okhdfc',
  linked_bank_account_id: 7,
  linked_bank_account_label: 'HDFC Bank ••9876',
}

export function offboardingContext(
  overrides: Partial<TenantOffboardingDetail> = {},
): TenantOffboardingDetail {
  return {
    tenant_id: 101,
    tenant_name: 'Ananya Iyer',
    status: 'ACTIVE',
    property_name: 'Roost Koramangala',
    room_name: '204',
    bed_name: 'B',
    move_in_date: '2026-06-01',
    notice_period_days: 30,
    lock_in_end_date: '2026-11-30',
    rent_paise: 1_250_000,
    deposit_paise: 2_500_000,
    dues_paise: 1_250_000,
    earliest_move_out_without_shortfall: '2026-12-21',
    offboarding_id: null,
    offboarding_status: null,
    ...overrides,
  }
}

/**
 * A forecast for a move-out on `moveOutDate` given `noticeDate`: dues, the final rent of the last month pro-rated
 * by actual days, a notice shortfall at rent/30 a day, plus manual deductions; refund + deductions = deposit +
 * payable, as the contract promises.
 */
export function forecast(
  moveOutDate = '2026-12-21',
  noticeDate = '2026-11-22',
  manual: {
    kind: OffboardingForecast['deductions'][number]['kind']
    label: string
    amount_paise: number
  }[] = [],
  waiveNotice = false,
): OffboardingForecast {
  const rent = 1_250_000
  const deposit = 2_500_000
  const day = (iso: string) =>
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)))
  const served = Math.round((day(moveOutDate) - day(noticeDate)) / 86_400_000) + 1
  const shortfall = Math.max(0, 30 - served)
  const lastDay = Number(moveOutDate.slice(8, 10))
  const monthDays = new Date(
    Date.UTC(Number(moveOutDate.slice(0, 4)), Number(moveOutDate.slice(5, 7)), 0),
  ).getUTCDate()
  const finalRent = Math.round((rent * lastDay) / monthDays)
  const deductions = [
    { kind: 'DUES' as const, label: 'Unpaid dues', amount_paise: 1_250_000, reason: null, is_manual: false },
    {
      kind: 'FINAL_RENT' as const,
      label: `Rent 1–${lastDay} (${lastDay} of ${monthDays} days)`,
      amount_paise: finalRent,
      reason: null,
      is_manual: false,
    },
    ...(shortfall > 0 && !waiveNotice
      ? [
          {
            kind: 'NOTICE_SHORTFALL' as const,
            label: `Notice shortfall (${shortfall} days)`,
            amount_paise: Math.round((rent * shortfall) / 30),
            reason: null,
            is_manual: false,
          },
        ]
      : []),
    ...manual.map((item) => ({ ...item, reason: null, is_manual: true })),
  ]
  const total = deductions.reduce((sum, item) => sum + item.amount_paise, 0)
  return {
    tenant_id: 101,
    tenant_name: 'Ananya Iyer',
    property_id: 1,
    property_name: 'Roost Koramangala',
    room_name: '204',
    bed_name: 'B',
    move_in_date: '2026-06-01',
    notice_date: noticeDate,
    move_out_date: moveOutDate,
    days_stayed: Math.round((day(moveOutDate) - day('2026-06-01')) / 86_400_000) + 1,
    notice_period_days: 30,
    notice_served_days: served,
    notice_shortfall_days: shortfall,
    lock_in_end_date: '2026-11-30',
    rent_paise: rent,
    deposit_paise: deposit,
    dues_paise: 1_250_000,
    deductions,
    deductions_total_paise: total,
    refund_paise: Math.max(0, deposit - total),
    payable_paise: Math.max(0, total - deposit),
  }
}

export function offboardingDetail(overrides: Partial<OffboardingDetail> = {}): OffboardingDetail {
  const settled = forecast()
  return {
    id: 71,
    tenant_id: 101,
    tenant_name: 'Ananya Iyer',
    phone_number: '9845012345',
    property_id: 1,
    property_name: 'Roost Koramangala',
    room_name: '204',
    bed_name: 'B',
    status: 'RAISED',
    notice_date: settled.notice_date,
    move_out_date: settled.move_out_date,
    actual_move_out_date: null,
    reason: 'Course completed',
    remarks: null,
    reject_reason: null,
    forecast: settled,
    refund_status: 'NOT_APPLICABLE',
    refund_mode: null,
    refund_reference: null,
    refund_date: null,
    room_inspected: false,
    keys_returned: false,
    meter_read: false,
    final_meter_reading: null,
    collection_id: null,
    raised_at: '2026-11-22T05:00:00Z',
    completed_at: null,
    history: [{ action: 'RAISED', at: '2026-11-22T05:00:00Z', by_name: 'Suresh Rao', note: null }],
    ...overrides,
  }
}

export function tokenRequest(overrides: Partial<TokenRequest> = {}): TokenRequest {
  return {
    id: 61,
    name: 'Rohit Sharma',
    phone_number: '9812345670',
    dial_code: '+91',
    gender: 'MALE',
    property_id: 1,
    property_name: 'Roost Koramangala',
    bed_id: 44,
    bed_name: 'A',
    room_type_id: 2,
    expected_move_in_date: '2026-12-12',
    rent_paise: 1_200_000,
    deposit_paise: 2_400_000,
    token_paise: 500_000,
    token_paid_paise: 500_000,
    status: 'PENDING',
    source: 'WALK_IN',
    notes: null,
    reject_reason: null,
    expires_on: '2026-12-05',
    tenant_id: null,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  }
}

/** Dues for a move-in on the 12th of a 31-day month: 20 days of rent, the deposit, less the token. */
export function moveInDues(rent = 1_200_000, deposit = 2_400_000, token = 0): MoveInDues {
  const proRated = Math.round((rent * 20) / 31)
  return {
    property_id: 1,
    bed_id: 44,
    move_in_date: '2026-12-12',
    period_end_date: '2026-12-31',
    pro_rate_method: 'ACTUAL_DAYS',
    days_in_period: 31,
    days_charged: 20,
    rent_paise: rent,
    pro_rated_rent_paise: proRated,
    deposit_paise: deposit,
    token_paid_paise: token,
    token_adjusted_paise: token,
    total_due_paise: proRated + deposit - token,
    lines: [
      { kind: 'RENT', label: 'Rent 12–31 Dec (20 of 31 days)', amount_paise: proRated },
      { kind: 'DEPOSIT', label: 'Security deposit', amount_paise: deposit },
      ...(token > 0
        ? [{ kind: 'TOKEN_ADJUSTMENT' as const, label: 'Token already paid', amount_paise: -token }]
        : []),
    ],
  }
}

export const placementRooms: PlacementRoom[] = [
  {
    room_id: 14,
    room_name: '207',
    floor_id: 2,
    floor_name: 'Second floor',
    room_type_id: 2,
    room_type_name: 'Double sharing AC',
    sharing: 2,
    is_ac: true,
    bath_type: 'ATTACHED',
    rent_paise: 1_200_000,
    beds: [{ bed_id: 44, bed_name: 'A', status: 1, rent_paise: 1_200_000, available_from: '2026-11-22' }],
  },
  {
    room_id: 15,
    room_name: '301',
    floor_id: 3,
    floor_name: 'Third floor',
    room_type_id: 3,
    room_type_name: 'Triple sharing',
    sharing: 3,
    is_ac: false,
    bath_type: 'COMMON',
    rent_paise: 900_000,
    beds: [
      { bed_id: 51, bed_name: 'B', status: 1, rent_paise: 900_000, available_from: '2026-11-22' },
      { bed_id: 52, bed_name: 'C', status: 4, rent_paise: 900_000, available_from: '2026-12-10' },
    ],
  },
]

export const institutions: Institution[] = [
  {
    id: 3,
    name: 'Christ University',
    type: 'COLLEGE',
    city_id: 1,
    city_name: 'Bengaluru',
    aishe_code: 'U-0214',
    is_own: false,
  },
  {
    id: 4,
    name: 'St. Joseph’s College',
    type: 'COLLEGE',
    city_id: 1,
    city_name: 'Bengaluru',
    aishe_code: null,
    is_own: false,
  },
  {
    id: 9001,
    name: 'Sunrise Hotel Management Institute',
    type: 'COLLEGE',
    city_id: 1,
    city_name: 'Bengaluru',
    aishe_code: null,
    is_own: true,
  },
]

export const courses: Course[] = [
  { id: 12, name: 'B.Com', institution_id: 3, level: 'UG', duration_years: 3, is_own: false },
  { id: 13, name: 'BBA', institution_id: 3, level: 'UG', duration_years: 3, is_own: false },
]

/** A passport expiring in 12 days (from 22/11/2026), a rejected PAN and an expired visa, to review. */
export const reviewDocuments: TenantDocument[] = [
  tenantDocument({
    id: 911,
    name: 'Passport',
    kyc_id_type: 'PASSPORT',
    file_name: 'passport.jpg',
    verification_status: 'PENDING',
    verified_at: null,
    verified_by_name: null,
    expiry_date: '2026-12-04',
    expiry_status: 'EXPIRING_SOON',
    download_url: '/onboarding/api/v1/operator/document/911/file',
  }),
  tenantDocument({
    id: 912,
    name: 'PAN card',
    kyc_id_type: 'PAN',
    file_name: 'pan.jpg',
    verification_status: 'REJECTED',
    rejection_reason: 'Photo is blurred',
    download_url: '/onboarding/api/v1/operator/document/912/file',
  }),
  tenantDocument({
    id: 913,
    name: 'Student visa',
    category: 'VISA',
    kyc_id_type: null,
    file_name: 'visa.pdf',
    document_type: 'pdf',
    content_type: 'application/pdf',
    verification_status: 'VERIFIED',
    expiry_date: '2026-11-01',
    expiry_status: 'EXPIRED',
    download_url: '/onboarding/api/v1/operator/document/913/file',
  }),
]

/** The operator's bank accounts (listBankAccounts). */
export const bankAccounts = [
  {
    id: 7,
    bank_id: 2,
    bank_name: 'HDFC Bank',
    account_holder_name: 'Ramesh Gowda',
    account_number_masked: 'XXXXXXXX9876',
    ifsc: 'HDFC0001234',
    upi_id: null,
    is_primary: true,
    property_ids: [1],
    linked_tenant_count: 8,
  },
  {
    id: 8,
    bank_id: 3,
    bank_name: 'ICICI Bank',
    account_holder_name: 'Roost Stays LLP',
    account_number_masked: 'XXXXXXXX5521',
    ifsc: 'ICIC0004321',
    upi_id: 'rooststays@icici',
    is_primary: false,
    property_ids: [2],
    linked_tenant_count: 3,
  },
]

/** A quote of moving tenant 101 (₹12,500 a month) to a bed from 15/11/2026, charging or crediting the rest of November. */
export function transferQuote(
  bedId: number,
  fromDate: string,
  rentPaise: number,
  prorate: boolean,
): TransferQuote {
  const difference = rentPaise - 1_250_000
  const nights = 16
  const amount = prorate ? Math.round((Math.abs(difference) * nights) / 30) : 0
  return {
    tenant_id: 101,
    bed_id: bedId,
    bed_name: 'B',
    room_name: '301',
    property_name: 'Roost Koramangala',
    from_date: fromDate,
    rent_paise: rentPaise,
    deposit_paise: 2_500_000,
    adjustment: {
      kind: amount === 0 ? 'NONE' : difference > 0 ? 'CHARGE' : 'CREDIT',
      amount_paise: amount,
      label: amount === 0 ? 'Nothing to adjust' : 'Rent difference 15–30 Nov 2026',
      old_rent_paise: 1_250_000,
      new_rent_paise: rentPaise,
      period_start: '2026-11-01',
      period_end: '2026-11-30',
      nights,
      period_days: 30,
      period_raised: true,
      collection_id: null,
    },
  }
}

/** A tenant whose rent went up on a room transfer and rises again from 1 December: newest version first. */
export const changedTermsHistory: RentTermsVersion[] = [
  {
    id: 7003,
    effective_from: '2026-12-01',
    status: 'UPCOMING',
    rent_paise: 1_350_000,
    deposit_paise: 2_500_000,
    rent_due_day: 5,
    lock_in_months: 6,
    notice_period_days: 30,
    reason: 'Annual revision',
    source: 'CHANGE',
    changed_by_name: 'Ramesh Gowda',
    created_at: '2026-11-20T05:00:00Z',
  },
  {
    id: 7002,
    effective_from: '2026-09-15',
    status: 'CURRENT',
    rent_paise: 1_250_000,
    deposit_paise: 2_500_000,
    rent_due_day: 5,
    lock_in_months: 6,
    notice_period_days: 30,
    reason: 'Moved to a double-sharing AC room',
    source: 'TRANSFER',
    changed_by_name: 'Ramesh Gowda',
    created_at: '2026-09-14T11:00:00Z',
  },
  {
    id: 7001,
    effective_from: '2026-06-01',
    status: 'PAST',
    rent_paise: 1_100_000,
    deposit_paise: 2_200_000,
    rent_due_day: 5,
    lock_in_months: 6,
    notice_period_days: 30,
    reason: null,
    source: 'MOVE_IN',
    changed_by_name: null,
    created_at: '2026-05-20T06:30:00Z',
  },
]
