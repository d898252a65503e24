import type { ColumnType, Generated, Selectable } from 'kysely'

/**
 * The tables as Kysely sees them. Booleans are stored as 0/1 and timestamps as ISO-8601 UTC strings,
 * so that the same queries run on SQLite now and on PostgreSQL later.
 */
export type Flag = 0 | 1

/** An ISO-8601 UTC timestamp, `2026-11-22T03:48:00.000Z`. */
export type Timestamp = string

export interface CountryTable {
  id: Generated<number>
  name: string
  iso_code: string
  isd_code: string
  national_number_length: number
  currency_code: string
  currency_name: string
  currency_symbol: string
  decimal_places: number
  sort_order: number
}

export interface CityTable {
  id: Generated<number>
  name: string
  state: string
  country_id: number
  /** Added by 0017: the GST state code of `state` (null outside India). */
  state_gst_code: string | null
}

/** Added by 0017: a state or union territory with its GST state code (the first two digits of a GSTIN). */
export interface StateTable {
  id: Generated<number>
  country_id: number
  name: string
  gst_code: string
  kind: 'STATE' | 'UT'
}

export interface InstitutionTable {
  id: Generated<number>
  name: string
  type: 'COLLEGE'
  city_id: number
  // Added by 0017: null for the shared list, else the operator who added it (only they see it).
  operator_id: number | null
  /** The name lower-cased without spaces or punctuation: duplicates are found by it. */
  name_key: string
  aishe_code: string | null
}

export type CourseLevel = 'UG' | 'PG' | 'DIPLOMA' | 'DOCTORATE' | 'OTHER'

export interface InstitutionCourseTable {
  id: Generated<number>
  institution_id: number
  name: string
  level: CourseLevel
  duration_years: number | null
  // Added by 0017, as for institutions.
  operator_id: number | null
  name_key: string
}

/** A tax regime (the code an operator's `tax_type` names: GST or NONE) with its selectable rates. */
export interface TaxTypeTable {
  id: Generated<number>
  country_id: number
  code: string
  name: string
  is_default: Flag
}

export interface TaxTypeRateTable {
  tax_type_id: number
  /** Basis points: 1200 is 12 %. */
  rate_bps: number
}

export interface OperatorTable {
  id: Generated<number>
  dial_code: string
  /** National number without the ISD code; unique together with `dial_code`. */
  phone_no: string
  name: string
  brand: string | null
  email: string | null
  user_type: ColumnType<'operator', 'operator' | undefined, never>
  is_active_user: ColumnType<Flag, Flag | undefined, Flag>
  image: string | null
  country_id: number
  currency_code: string
  decimal_places: ColumnType<number, number | undefined, number>
  is_login_restricted: ColumnType<Flag, Flag | undefined, Flag>
  tax_type: ColumnType<string, string | undefined, string>
  /** The operator's UPI id (VPA) for payment links, once they give one. */
  upi_id: string | null
  /** Settings (0015): the payee name shown with `upi_id`; the business profile's GSTIN, address and state. */
  payee_name: ColumnType<string | null, string | null | undefined, string | null>
  gstin: ColumnType<string | null, string | null | undefined, string | null>
  registered_address: ColumnType<string | null, string | null | undefined, string | null>
  /** GST state code (`01`–`38`, `97`) of the registered address. */
  state_code: ColumnType<string | null, string | null | undefined, string | null>
  /** The reminder schedule: on/off, day counts before and after the due date (`3,1`), on the day, channel. */
  reminder_enabled: Defaulted<Flag>
  reminder_days_before: Defaulted<string>
  reminder_on_due_day: Defaulted<Flag>
  reminder_days_after: Defaulted<string>
  reminder_channel: Defaulted<'SMS' | 'WHATSAPP'>
  city_id: number | null
  /** How many properties the operator said they run at signup. */
  property_count: number | null
  created_at: Timestamp
}

export type TokenKind = 'session' | 'signup'

export interface AuthTokenTable {
  id: Generated<number>
  /** sha256 of the token; the token itself is never stored. */
  token_hash: string
  kind: TokenKind
  /** Set for session tokens. */
  operator_id: number | null
  /** Set for signup tokens: the phone proven by the code. */
  dial_code: string | null
  phone_no: string | null
  created_at: Timestamp
  expires_at: Timestamp
  revoked_at: Timestamp | null
}

export type OtpChannel = 'SMS' | 'CALL'

export interface OtpCodeTable {
  /** Random public id, returned by the send call and used by the validate call. */
  id: string
  dial_code: string
  phone_no: string
  channel: OtpChannel
  code_salt: string
  code_hash: string
  attempts: ColumnType<number, number | undefined, number>
  created_at: Timestamp
  expires_at: Timestamp
  used_at: Timestamp | null
  cancelled_at: Timestamp | null
}

/**
 * One code sent, counted toward its requesting address's hourly limits and cooldown (migration 0021); rows past an
 * hour old are deleted as sends go.
 */
export interface OtpSendTable {
  id: Generated<number>
  /** The client's IP address. */
  address: string
  dial_code: string
  phone_no: string
  sent_at: Timestamp
}

export type ModuleType = 'expense' | 'complaint'

export interface ModuleFlagTable {
  operator_id: number
  module_type: ModuleType
  is_enabled: Flag
  is_active_data: Flag
}

export type PropertyType = 'PG' | 'HOSTEL' | 'COLIVING' | 'COMMERCIAL' | 'RETAIL'
export type PropertyGender = 'BOYS' | 'GIRLS' | 'COED'
export type RentCycle = 'CALENDAR_MONTH' | 'ANNIVERSARY'
export type ProRateMethod = 'ACTUAL_DAYS' | 'THIRTY_DAYS' | 'FULL_MONTH'
export type LateFeeType = 'NONE' | 'FIXED' | 'PERCENT' | 'PER_DAY'
export type BathType = 'ATTACHED' | 'COMMON'
export type Gender = 'MALE' | 'FEMALE' | 'OTHER'
export type Occupation = 'STUDENT' | 'PROFESSIONAL' | 'OTHER'
export type AgreementStatus = 'GENERATED' | 'SIGNED' | 'EXPIRED' | 'CANCELLED'

/** A calendar date, `yyyy-MM-dd` (Asia/Kolkata). */
export type IsoDate = string

/** A column the database fills with a default when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>

/** A property of an operator with its address and settings; `amenities` and `house_rules` hold JSON arrays. */
export interface PropertyTable {
  id: Generated<number>
  operator_id: number
  name: string
  property_type: PropertyType
  /** Null for COMMERCIAL and RETAIL. */
  gender: PropertyGender | null
  description: string | null
  image: string | null
  is_active: Defaulted<Flag>
  address_line1: string
  address_line2: string | null
  locality: string | null
  city_id: number | null
  city_name: string
  state: string
  pincode: string
  country_iso_code: Defaulted<string>
  contact_phone: string | null
  manager_name: string | null
  rent_cycle: Defaulted<RentCycle>
  rent_due_day: Defaulted<number>
  grace_days: Defaulted<number>
  pro_rate_method: Defaulted<ProRateMethod>
  notice_period_days: Defaulted<number>
  lock_in_months: Defaulted<number>
  token_expiry_days: Defaulted<number>
  late_fee_type: Defaulted<LateFeeType>
  late_fee_value: Defaulted<number>
  food_enabled: Defaulted<Flag>
  attendance_enabled: Defaulted<Flag>
  outpass_enabled: Defaulted<Flag>
  curfew_time: string | null
  gst_registered: Defaulted<Flag>
  gstin: string | null
  tax_rate_bps: Defaulted<number>
  pan: string | null
  upi_id: string | null
  payee_name: string | null
  amenities: Defaulted<string>
  house_rules: Defaulted<string>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface FloorTable {
  id: Generated<number>
  property_id: number
  name: string
  /** 0 for the ground floor, negative for basements. */
  level: number
  created_at: Timestamp
}

export interface RoomTypeTable {
  id: Generated<number>
  property_id: number
  name: string
  sharing: number
  is_ac: Flag
  bath_type: BathType
  rent_paise: number
  deposit_paise: number
  created_at: Timestamp
}

export interface RoomFeatureTable {
  id: Generated<number>
  property_id: number
  name: string
  icon: string | null
  created_at: Timestamp
}

export interface RoomTypeFeatureTable {
  room_type_id: number
  feature_id: number
}

/** A room, or a unit in COMMERCIAL and RETAIL properties; it carries its own sharing, AC, bath and rent. */
export interface RoomTable {
  id: Generated<number>
  property_id: number
  floor_id: number
  room_type_id: number | null
  name: string
  sharing: number
  is_ac: Flag
  bath_type: BathType
  rent_paise: number
  is_active: Defaulted<Flag>
  meter_number: string | null
  area_sqft: number | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface RoomFeatureLinkTable {
  room_id: number
  feature_id: number
}

/** A bed (the one lettable slot of a unit); its status is derived from allotments, never stored. */
export interface BedTable {
  id: Generated<number>
  /** The room's property, kept here so the bed board reads one property's beds by index. */
  property_id: number
  room_id: number
  name: string
  rent_override_paise: number | null
  is_active: Defaulted<Flag>
  created_at: Timestamp
}

/** The minimal tenant beds are let to; the tenants feature adds the rest of the record. */
export interface TenantTable {
  id: Generated<number>
  operator_id: number
  /** The property the tenant stays at (the property of their latest allotment). */
  property_id: number
  name: string
  dial_code: string
  phone_no: string
  email: string | null
  gender: Gender
  occupation: Defaulted<Occupation>
  image: string | null
  rent_paise: number
  deposit_paise: number
  move_in_date: IsoDate
  created_at: Timestamp
  updated_at: Timestamp
  // Added by 0004_tenants: personal details, KYC (last 4 characters only), stay terms (null: the property's), money held.
  country_iso_code: Defaulted<string>
  date_of_birth: IsoDate | null
  food_preference: Defaulted<FoodPreference>
  institution_id: number | null
  course_id: number | null
  year_of_study: number | null
  company: string | null
  designation: string | null
  guardian_name: string | null
  guardian_relation: string | null
  guardian_phone: string | null
  emergency_contact_name: string | null
  emergency_contact_phone: string | null
  permanent_address: string | null
  kyc_id_type: KycIdType | null
  kyc_id_last4: string | null
  police_verification_status: Defaulted<PoliceVerificationStatus>
  nationality: string | null
  passport_last4: string | null
  visa_type: string | null
  visa_expiry_date: IsoDate | null
  deposit_held_paise: Defaulted<number>
  token_paid_paise: Defaulted<number>
  advance_balance_paise: Defaulted<number>
  rent_due_day: number | null
  lock_in_months: number | null
  notice_period_days: number | null
  tenant_onboarding_id: number | null
  /** The operator bank account receiving this tenant's payments (linkTenantsToBank). */
  bank_account_id: number | null
  refund_account_holder: string | null
  refund_account_last4: string | null
  refund_ifsc: string | null
  refund_bank_name: string | null
  refund_upi_id: string | null
  // Added by 0007_rent_terms: when the police verification was submitted or cleared.
  police_verification_date: IsoDate | null
}

export type RentTermsSource = 'MOVE_IN' | 'CHANGE' | 'TRANSFER'

/** One version of a tenant's rent terms, in force from `effective_from`; null terms follow the property's. */
export interface RentTermsTable {
  id: Generated<number>
  tenant_id: number
  effective_from: IsoDate
  rent_paise: number
  deposit_paise: number
  rent_due_day: number | null
  lock_in_months: number | null
  notice_period_days: number | null
  reason: string | null
  source: RentTermsSource
  changed_by_name: string | null
  created_at: Timestamp
}

export type FoodPreference = 'VEG' | 'NON_VEG' | 'JAIN' | 'EGG'
export type KycIdType = 'AADHAAR' | 'PAN' | 'PASSPORT' | 'DRIVING_LICENCE' | 'VOTER_ID'
export type PoliceVerificationStatus = 'PENDING' | 'SUBMITTED' | 'VERIFIED' | 'NOT_APPLICABLE'
export type StoredContentType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'video/mp4'

/** A file kept under the uploads folder, named by its random `id`; served only to its operator. */
export interface StoredFileTable {
  id: string
  operator_id: number
  /** What it was uploaded for (UploadPurpose: TENANT_DOCUMENT, PAYMENT_PROOF …). */
  purpose: string
  file_name: string
  content_type: StoredContentType
  size_bytes: number
  created_at: Timestamp
}

export type DocumentCategory =
  'ID_PROOF' | 'ADDRESS_PROOF' | 'PHOTO' | 'AGREEMENT' | 'POLICE_VERIFICATION' | 'VISA' | 'OTHER'
export type DocumentVerificationStatus = 'PENDING' | 'VERIFIED' | 'REJECTED'

export interface TenantDocumentTable {
  id: Generated<number>
  operator_id: number
  tenant_id: number
  file_id: string
  name: string
  category: DocumentCategory
  kyc_id_type: KycIdType | null
  verification_status: Defaulted<DocumentVerificationStatus>
  // Added by 0008_document_review: the review (REJECTED needs a reason) and the expiry of IDs that expire.
  rejection_reason: Defaulted<string | null>
  verified_at: Defaulted<Timestamp | null>
  verified_by_name: Defaulted<string | null>
  expiry_date: Defaulted<IsoDate | null>
  agreement_id: number | null
  created_at: Timestamp
  updated_at: Timestamp
}

export type TokenRequestStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'CONVERTED' | 'EXPIRED'
export type LeadSource = 'WALK_IN' | 'REFERRAL' | 'ONLINE' | 'SOCIAL' | 'OTHER'

/** A move-in request holding a bed with a token (the tenant_onboarding_id). */
export interface TokenRequestTable {
  id: Generated<number>
  operator_id: number
  property_id: number
  name: string
  dial_code: string
  phone_no: string
  gender: Gender | null
  bed_id: number | null
  room_type_id: number | null
  expected_move_in_date: IsoDate
  rent_paise: number
  deposit_paise: number
  token_paise: number
  token_paid_paise: number
  status: TokenRequestStatus
  source: LeadSource
  notes: string | null
  reject_reason: string | null
  refund_paise: number | null
  expires_on: IsoDate | null
  tenant_id: number | null
  created_at: Timestamp
  updated_at: Timestamp
}

export type OffboardingStatus = 'RAISED' | 'REJECTED' | 'COMPLETED'
export type RefundStatus = 'NOT_APPLICABLE' | 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED'

/**
 * A move-out. `deductions` holds the manual deductions (JSON); `settlement` the forecast frozen at completion
 * (JSON, null while RAISED: recomputed on each read); `history` the actions (JSON).
 */
export interface OffboardingTable {
  id: Generated<number>
  operator_id: number
  tenant_id: number
  allotment_id: number | null
  status: OffboardingStatus
  notice_date: IsoDate
  move_out_date: IsoDate
  actual_move_out_date: IsoDate | null
  deductions: Defaulted<string>
  waive_notice_shortfall: Defaulted<Flag>
  waive_lock_in_penalty: Defaulted<Flag>
  settlement: string | null
  reason: string | null
  remarks: string | null
  reject_reason: string | null
  refund_status: Defaulted<RefundStatus>
  refund_mode: string | null
  refund_reference: string | null
  refund_date: IsoDate | null
  room_inspected: Defaulted<Flag>
  keys_returned: Defaulted<Flag>
  meter_read: Defaulted<Flag>
  final_meter_reading: number | null
  collection_id: number | null
  history: Defaulted<string>
  raised_by_name: string | null
  raised_at: Timestamp
  completed_at: Timestamp | null
}

/**
 * A bed let to a tenant from `start_date` (inclusive). The stay's last night is `move_out_date` when the
 * tenant is leaving, else `end_date` (the agreed end), else open-ended. `unlinked_at` marks an allotment
 * removed as if it never was; such rows count for nothing.
 */
export interface AllotmentTable {
  id: Generated<number>
  /** The bed's property, kept here so statuses of one property's beds are read by index. */
  property_id: number
  bed_id: number
  tenant_id: number
  start_date: IsoDate
  end_date: IsoDate | null
  move_out_date: IsoDate | null
  rent_paise: number
  deposit_paise: number
  created_at: Timestamp
  unlinked_at: Timestamp | null
  unlink_reason: string | null
}

/** A rent agreement (the tenants feature generates the PDFs); `inclusions` holds a JSON array. */
export interface AgreementTable {
  id: Generated<number>
  operator_id: number
  property_id: number
  tenant_id: number
  allotment_id: number | null
  bed_id: number | null
  status: AgreementStatus
  start_date: IsoDate
  end_date: IsoDate
  term_months: number
  lock_in_months: number
  notice_period_days: number
  rent_paise: number
  deposit_paise: number
  rent_due_day: number
  inclusions: Defaulted<string>
  e_stamp_number: string | null
  document_id: number | null
  signed_document_id: number | null
  created_at: Timestamp
  updated_at: Timestamp
}

/** Collections (issue 7): a tenant's dues and the payments recorded against them; money in integer paise. */
export type PaymentTicketType = 'RENT' | 'OTHERS'
export type PaymentMode =
  'CASH' | 'UPI' | 'NEFT' | 'IMPS' | 'RTGS' | 'CHEQUE' | 'CARD' | 'DEPOSIT_ADJUSTMENT' | 'ADVANCE_ADJUSTMENT'
export type TransactionSource = 'MANUAL' | 'BULK' | 'RENT_QR' | 'PAYMENT_LINK' | 'SETTLEMENT'
export type TransactionStatus = 'SUCCESS' | 'DELETED' | 'REVERTED'

/** A due of a tenant; `paid_paise`, `balance_paise` and `is_settled` follow its SUCCESS payments. */
export interface CollectionTable {
  id: Generated<number>
  operator_id: number
  property_id: number
  tenant_id: number
  allotment_id: number | null
  offboarding_id: number | null
  type: PaymentTicketType
  charge_kind: string
  title: string
  description: string | null
  period_start: IsoDate | null
  period_end: IsoDate | null
  period_label: string | null
  due_date: IsoDate
  /** The first day the collection counts as overdue: due date plus the property's grace days, plus one. */
  overdue_from: IsoDate
  amount_paise: number
  tax_paise: Defaulted<number>
  paid_paise: Defaulted<number>
  waived_paise: Defaulted<number>
  balance_paise: number
  is_settled: Defaulted<Flag>
  last_payment_mode: PaymentMode | null
  last_paid_on: IsoDate | null
  receipt_number: string | null
  reminder_count: Defaulted<number>
  last_reminded_at: Timestamp | null
  created_by_name: string | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface CollectionTransactionTable {
  id: Generated<number>
  operator_id: number
  collection_id: number
  property_id: number
  tenant_id: number
  amount_paise: number
  mode: PaymentMode
  reference: string | null
  paid_on: IsoDate
  recorded_at: Timestamp
  recorded_by_name: string | null
  collected_by_staff_id: number | null
  collected_by_name: string | null
  source: TransactionSource
  status: TransactionStatus
  remarks: string | null
  receipt_number: string | null
  proof_id: number | null
  rent_qr_transaction_id: number | null
}

export interface TransactionAuditTable {
  id: Generated<number>
  transaction_id: number
  action: 'RECORDED' | 'RECEIPT_SENT' | 'DELETED' | 'REVERTED'
  at: Timestamp
  by_name: string | null
  reason: string | null
}

/** The first answer of a request sent with an Idempotency-Key, replayed to the same key. */
export interface IdempotentRequestTable {
  operator_id: number
  key: string
  operation: string
  request_hash: string
  answer: string
  created_at: Timestamp
}

export interface CollectionReminderTable {
  id: Generated<number>
  collection_id: number
  channel: 'SMS' | 'WHATSAPP'
  status: 'RECORDED' | 'SENT' | 'FAILED'
  message: string
  sent_at: Timestamp
}

export interface CollectionRemarkTable {
  id: Generated<number>
  collection_id: number
  text: string
  created_by_name: string
  created_at: Timestamp
}

export type PaymentLinkStatus = 'ACTIVE' | 'PAID' | 'EXPIRED' | 'CANCELLED'

export interface PaymentLinkTable {
  id: Generated<number>
  operator_id: number
  token: string
  collection_id: number | null
  tenant_onboarding_id: number | null
  property_id: number
  tenant_first_name: string
  title: string
  period_label: string | null
  due_date: IsoDate | null
  amount_paise: number
  upi_id: string
  payee_name: string
  note: string
  status: PaymentLinkStatus
  expires_at: Timestamp
  created_at: Timestamp
}

export interface PaymentProofTable {
  id: Generated<number>
  operator_id: number
  collection_id: number
  /** The proof's file in `stored_files`. */
  file_id: string
  amount_paise: number | null
  reference: string | null
  paid_on: IsoDate | null
  remarks: string | null
  status: 'SUBMITTED' | 'ACCEPTED' | 'REJECTED'
  uploaded_at: Timestamp
}

/** The last receipt serial of a property in a financial year (`2026-27`). */
export interface ReceiptSerialTable {
  property_id: number
  financial_year: string
  last_serial: number
}

export interface BankTable {
  id: Generated<number>
  name: string
  short_name: string | null
  ifsc_prefix: string | null
}

export interface BankAccountTable {
  id: Generated<number>
  operator_id: number
  bank_id: number
  account_holder_name: string
  account_number: string
  ifsc: string
  upi_id: string | null
  is_primary: Defaulted<Flag>
  /** Settings (0015): deactivated accounts stay (links and tenants point at them) but take no new ones. */
  is_active: Defaulted<Flag>
  nickname: ColumnType<string | null, string | null | undefined, string | null>
  created_at: Timestamp
}

export interface BankAccountPropertyTable {
  bank_account_id: number
  property_id: number
}

export interface RentQrTransactionTable {
  id: Generated<number>
  operator_id: number
  property_id: number | null
  bank_account_id: number | null
  amount_paise: number
  utr: string
  payer_name: string | null
  payer_vpa: string | null
  note: string | null
  received_at: Timestamp
  status: 'MATCHED' | 'UNMATCHED' | 'REFUNDED'
  qr_label: string
  tenant_id: number | null
  collection_id: number | null
  transaction_id: number | null
  matched_at: Timestamp | null
  matched_by_name: string | null
}

export type StaffRole =
  | 'ADMIN'
  | 'PROPERTY_MANAGER'
  | 'WARDEN'
  | 'ACCOUNTANT'
  | 'RECEPTIONIST'
  | 'COOK'
  | 'HOUSEKEEPING'
  | 'SECURITY'
  | 'METER_READER'
  | 'OTHER'

export interface StaffTable {
  id: Generated<number>
  operator_id: number
  name: string
  dial_code: string
  phone_number: string
  email: string | null
  role: StaffRole
  all_properties: Defaulted<Flag>
  can_collect_cash: Defaulted<Flag>
  police_verification_status: Defaulted<string>
  police_verification_date: IsoDate | null
  joined_on: IsoDate | null
  monthly_salary_paise: number | null
  is_active: Defaulted<Flag>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface StaffPropertyTable {
  staff_id: number
  property_id: number
}

export type CashHandoverStatus = 'DRAFT' | 'SUBMITTED' | 'ACCEPTED' | 'DISPUTED'

export interface CashHandoverTable {
  id: Generated<number>
  operator_id: number
  staff_id: number
  status: CashHandoverStatus
  /** Frozen at submission; null while DRAFT (computed live). */
  expected_paise: number | null
  declared_paise: number
  payment_count: number | null
  covered_from: Timestamp | null
  covered_until: Timestamp | null
  note: string | null
  dispute_reason: string | null
  created_at: Timestamp
  submitted_at: Timestamp | null
  settled_at: Timestamp | null
}

export type AttendanceMarkStatus = 'PRESENT' | 'ABSENT' | 'LEAVE' | 'LATE'

export interface AttendanceMarkTable {
  id: Generated<number>
  operator_id: number
  property_id: number
  floor_id: number
  tenant_id: number
  attendance_date: IsoDate
  status: AttendanceMarkStatus
  late_entry_time: string | null
  remarks: string | null
  marked_by_staff_id: number | null
  marked_by_name: string | null
  marked_at: Timestamp
}

export interface AttendanceMarkRevisionTable {
  id: Generated<number>
  mark_id: number
  status: AttendanceMarkStatus
  late_entry_time: string | null
  remarks: string | null
  marked_by_staff_id: number | null
  marked_by_name: string | null
  marked_at: Timestamp
}

export interface OutpassSetupTable {
  property_id: number
  operator_id: number
  is_enabled: Flag
  require_guardian_approval: Flag
  lead_hours_day_outing: number
  lead_hours_night_out: number
  lead_hours_home_leave: number
  lead_hours_emergency: number
  monthly_quota: number | null
  curfew_time: string
  late_grace_minutes: number
  auto_approve_outing_hours: number
  auto_skip_meals: Flag
  updated_at: Timestamp
}

export type OutpassType = 'DAY_OUTING' | 'NIGHT_OUT' | 'HOME_LEAVE' | 'EMERGENCY'
/** Stored states; OVERDUE, RETURNED_LATE and EXPIRED are derived from the clock on read. */
export type OutpassState = 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED' | 'OUT' | 'RETURNED'

export interface OutpassTable {
  id: Generated<number>
  operator_id: number
  property_id: number
  tenant_id: number
  type: OutpassType
  state: OutpassState
  from_at: Timestamp
  to_at: Timestamp
  destination: string
  reason: string
  contact_phone: string | null
  guardian_approved: Flag | null
  actual_out_at: Timestamp | null
  actual_in_at: Timestamp | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface OutpassEventTable {
  id: Generated<number>
  outpass_id: number
  event: string
  at: Timestamp
  by_staff_id: number | null
  by_name: string | null
  remarks: string | null
}

export interface OutpassNoticeTable {
  id: Generated<number>
  outpass_id: number
  recipient: 'RESIDENT' | 'GUARDIAN'
  to: string
  event: string
  text: string
  status: string
  created_at: Timestamp
}

export type ComplaintStatus = 'OPEN' | 'IN_PROGRESS' | 'ON_HOLD' | 'DECLINED' | 'RESOLVED' | 'CLOSED'
export type ComplaintPriority = 'LOW' | 'MEDIUM' | 'HIGH' | 'URGENT'
export type ExpensePaymentMode = 'CASH' | 'UPI' | 'BANK_TRANSFER' | 'CHEQUE' | 'CARD'
export type GstRatePercent = 0 | 5 | 12 | 18 | 28

export interface ComplaintTypeTable {
  id: Generated<number>
  category: string
  name: string
  sort_order: number
}

export interface ComplaintTypeSettingTable {
  operator_id: number
  type_id: number
  is_active: Flag
  /** The SLA targets per priority, as the contract's SlaTargets (JSON). */
  sla_json: string
  updated_at: Timestamp
}

export interface VendorTable {
  id: Generated<number>
  operator_id: number
  name: string
  phone_number: string
  contact_name: string | null
  email: string | null
  gstin: string | null
  pan: string | null
  upi_id: string | null
  bank_account_name: string | null
  bank_account_number: string | null
  bank_ifsc: string | null
  address: string | null
  serves_complaints: Flag
  serves_expenses: Flag
  is_active: Defaulted<Flag>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface VendorServiceTable {
  vendor_id: number
  service: string
}

export interface VendorPropertyTable {
  vendor_id: number
  property_id: number
}

export interface ComplaintTable {
  id: Generated<number>
  operator_id: number
  ticket_number: string
  property_id: number
  room_id: number | null
  tenant_id: number | null
  type_id: number
  priority: ComplaintPriority
  /** The status it was last moved to; CLOSED by the 7-day rule is derived on read. */
  status: ComplaintStatus
  title: string
  description: string | null
  raised_by_name: string
  assignee_staff_id: number | null
  assignee_vendor_id: number | null
  raised_at: Timestamp
  updated_at: Timestamp
  /** When the SLA clock started: raised, or raised again. */
  clock_started_at: Timestamp
  response_minutes: number
  resolution_minutes: number
  /** Minutes on hold before the current hold (if any). */
  paused_minutes: Defaulted<number>
  hold_started_at: Timestamp | null
  first_response_at: Timestamp | null
  resolved_at: Timestamp | null
  /** Closed by hand; null when open, or when closed by the 7-day rule (derived). */
  closed_at: Timestamp | null
  reopen_count: Defaulted<number>
  resolution_notes: string | null
  cost_paise: number | null
  cost_paid_by: 'OPERATOR' | 'RESIDENT' | null
  charge_collection_id: number | null
  is_repeat: Defaulted<Flag>
}

export interface ComplaintActivityTable {
  id: Generated<number>
  complaint_id: number
  kind: string
  visibility: 'PUBLIC' | 'INTERNAL'
  text: string
  actor_name: string
  from_status: ComplaintStatus | null
  to_status: ComplaintStatus | null
  at: Timestamp
}

export interface ComplaintAttachmentTable {
  id: Generated<number>
  complaint_id: number
  activity_id: number
  file_id: string
}

export interface ExpenseCategoryTable {
  id: Generated<number>
  code: string
  name: string
  category_group: string
  tds_section: '194I' | '194C' | null
  sort_order: number
}

export interface ExpenseTemplateTable {
  id: Generated<number>
  operator_id: number
  name: string
  property_id: number | null
  category_id: number
  vendor_id: number | null
  amount_paise: number
  gst_rate_percent: GstRatePercent
  payment_mode: ExpensePaymentMode
  frequency: 'MONTHLY' | 'QUARTERLY' | 'YEARLY'
  day_of_month: number
  starts_on: IsoDate
  ends_on: IsoDate | null
  is_active: Defaulted<Flag>
  notes: string | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface ExpenseTable {
  id: Generated<number>
  operator_id: number
  status: 'DRAFT' | 'RECORDED' | 'VOIDED'
  property_id: number | null
  category_id: number
  vendor_id: number | null
  vendor_gstin: string | null
  amount_paise: number
  gst_rate_percent: GstRatePercent
  tax_paise: number
  invoice_number: string | null
  expense_date: IsoDate
  payment_mode: ExpensePaymentMode
  reference: string | null
  paid_by_staff_id: number | null
  paid_by_name: string | null
  notes: string | null
  /** The complaint whose cost this is: the only link (a complaint's expense is its expense not voided). */
  complaint_id: number | null
  template_id: number | null
  /** The template's period this draft is for (YYYY-MM), unique per template. */
  template_period: string | null
  void_reason: string | null
  voided_at: Timestamp | null
  voided_by_name: string | null
  created_by_name: string | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface ExpenseAllocationTable {
  expense_id: number
  property_id: number
  beds: number
  amount_paise: number
}

export interface ExpenseDocumentTable {
  id: Generated<number>
  operator_id: number
  expense_id: number
  file_id: string
  name: string
  uploaded_by_name: string | null
  created_at: Timestamp
}

export type FoodMealType = 'BREAKFAST' | 'LUNCH' | 'SNACKS' | 'DINNER'
export type FoodDiet = 'VEG' | 'NON_VEG' | 'EGG' | 'JAIN'
export type FoodBillingMode = 'INCLUDED_IN_RENT' | 'MONTHLY_FLAT' | 'PER_MEAL'
export type FoodRebateRule = 'NONE' | 'FULL_DAYS' | 'DAYS_MINUS_TWO'
export type FoodSkipSource = 'TENANT' | 'OUTPASS' | 'ADMIN'

export interface MealCategoryTable {
  id: Generated<number>
  name: string
  meal_type: FoodMealType
  sort_order: number
}

/** A property's food setup; no row means the defaults (food off). JSON columns hold arrays of codes. */
export interface FoodSetupTable {
  property_id: number
  operator_id: number
  is_enabled: Flag
  billing_mode: FoodBillingMode
  monthly_price_paise: number | null
  rebate_per_day_paise: number | null
  diets_json: string
  default_opt_in: Flag
  default_meal_types_json: string
  default_diet: FoodDiet
  rebate_rule: FoodRebateRule
  rebate_min_absence_days: number
  rebate_max_days_per_month: number
  updated_at: Timestamp
}

/** One meal of a property: `HH:mm` window in Asia/Kolkata, skips closing `skip_cutoff_minutes` before it. */
export interface FoodMealSlotTable {
  property_id: number
  operator_id: number
  meal_type: FoodMealType
  is_enabled: Flag
  start_time: string
  end_time: string
  price_paise: number
  skip_cutoff_minutes: number
}

export interface FoodItemTable {
  id: Generated<number>
  operator_id: number
  name: string
  /** The name lower-cased and trimmed: one dish per name per operator. */
  name_key: string
  diet: FoodDiet
  meal_types_json: string
  allergens_json: string
  cost_per_plate_paise: number | null
  is_active: Defaulted<Flag>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface MealOptionTable {
  id: Generated<number>
  operator_id: number
  property_id: number
  week_day: number
  meal_category_id: number
  is_active: Flag
  is_special: Flag
  note: string | null
  created_at: Timestamp
  updated_at: Timestamp
}

/** A weekly menu in force from `effective_from` until the property's next one starts. */
export interface FoodMenuTable {
  id: Generated<number>
  operator_id: number
  property_id: number
  effective_from: IsoDate
  created_at: Timestamp
  updated_at: Timestamp
}

export interface FoodMenuItemTable {
  menu_id: number
  operator_id: number
  week_day: number
  meal_category_id: number
  food_item_id: number
  position: number
}

/** One period of a resident's opt-in; their latest period is their opt-in now. */
export interface FoodOptInTable {
  id: Generated<number>
  operator_id: number
  property_id: number
  tenant_id: number
  meal_types_json: string
  diet: FoodDiet
  start_date: IsoDate
  end_date: IsoDate | null
  created_at: Timestamp
  updated_at: Timestamp
}

/** One meal of `date`, or (`week_day` set) that weekday's meal from `from_date` to `to_date`. */
export interface FoodSkipTable {
  id: Generated<number>
  operator_id: number
  property_id: number
  tenant_id: number
  meal_type: FoodMealType
  date: IsoDate | null
  week_day: number | null
  from_date: IsoDate
  to_date: IsoDate | null
  source: FoodSkipSource
  outpass_id: number | null
  created_at: Timestamp
  cancelled_at: Timestamp | null
}

export interface MealLogTable {
  property_id: number
  operator_id: number
  date: IsoDate
  meal_type: FoodMealType
  guests: Defaulted<number>
  served: number | null
  waste_grams: number | null
  note: string | null
  updated_at: Timestamp
}

/** A meal's headcount as it stood at its cut-off. `by_diet_json`: `{"VEG": 12, …}`. */
export interface MealHeadcountTable {
  property_id: number
  operator_id: number
  date: IsoDate
  meal_type: FoodMealType
  opted_in: number
  skipped: number
  away: number
  guests: number
  by_diet_json: string
  locked_at: Timestamp
}

export type ReportFormat = 'CSV' | 'XLSX' | 'PDF'
export type ReportJobStatus = 'QUEUED' | 'RUNNING' | 'READY' | 'FAILED' | 'EXPIRED'

/** A report asked for by an operator; the runner makes its file (issue 18). */
export interface ReportJobTable {
  id: Generated<number>
  operator_id: number
  report_type: string
  /** ReportParameters of the contract, as JSON. */
  parameters_json: string
  format: ReportFormat
  status: ReportJobStatus
  progress_pct: ColumnType<number, number | undefined, number>
  row_count: number | null
  size_bytes: number | null
  /** Relative to the reports folder. */
  file_path: string | null
  file_name: string | null
  failure_reason: string | null
  /** The operator's name when asked. */
  requested_by: string
  requested_at: Timestamp
  started_at: Timestamp | null
  /**
   * Written by the instance running the job every few seconds (migration 0022); a RUNNING job whose heartbeat
   * stopped lost its instance.
   */
  heartbeat_at: Timestamp | null
  finished_at: Timestamp | null
  expires_at: Timestamp | null
}

export type ReportEmailState = 'OUTBOX' | 'SENT' | 'FAILED'

/** One message of a report job's file to up to 5 addresses. */
export interface ReportEmailTable {
  id: Generated<number>
  operator_id: number
  job_id: number
  addresses_json: string
  subject: string
  state: ReportEmailState
  eml_file_name: string | null
  error: string | null
  created_at: Timestamp
  sent_at: Timestamp | null
}

/** One dated change of one house rule; `property_id` null for the operator's default (migration 0016). */
export interface HouseRuleVersionTable {
  id: Generated<number>
  operator_id: number
  property_id: number | null
  rule: string
  value_json: string | null
  previous_json: string | null
  effective_from: IsoDate
  created_by_name: string
  created_at: Timestamp
  applied_at: Timestamp | null
}

/** One change to money or occupancy, written in the change's own transaction (migration 0014). */
export interface ActivityLogTable {
  id: Generated<number>
  operator_id: number
  session_id: number | null
  actor_name: string
  operation: string
  entity: string
  entity_id: string
  property_id: number | null
  summary: string
  before_json: string | null
  after_json: string | null
  at: Timestamp
}

/**
 * Each operator's data version (migration 0020): moved by every write on PostgreSQL, read by instances before
 * answering from what they keep in memory.
 */
export interface OperatorDataVersionTable {
  operator_id: number
  version: number
}

/** Every record an activity entry names (migration 0018), its main record included. */
export interface ActivityLogSubjectTable {
  entry_id: number
  entity: string
  entity_id: string
}

export interface Database {
  countries: CountryTable
  cities: CityTable
  states: StateTable
  institutions: InstitutionTable
  institution_courses: InstitutionCourseTable
  tax_types: TaxTypeTable
  tax_type_rates: TaxTypeRateTable
  operators: OperatorTable
  auth_tokens: AuthTokenTable
  otp_codes: OtpCodeTable
  otp_sends: OtpSendTable
  module_flags: ModuleFlagTable
  properties: PropertyTable
  floors: FloorTable
  room_types: RoomTypeTable
  room_features: RoomFeatureTable
  room_type_features: RoomTypeFeatureTable
  rooms: RoomTable
  room_feature_links: RoomFeatureLinkTable
  beds: BedTable
  tenants: TenantTable
  allotments: AllotmentTable
  rent_terms: RentTermsTable
  agreements: AgreementTable
  collections: CollectionTable
  collection_transactions: CollectionTransactionTable
  transaction_audit: TransactionAuditTable
  idempotent_requests: IdempotentRequestTable
  collection_reminders: CollectionReminderTable
  collection_remarks: CollectionRemarkTable
  payment_links: PaymentLinkTable
  payment_proofs: PaymentProofTable
  receipt_serials: ReceiptSerialTable
  banks: BankTable
  bank_accounts: BankAccountTable
  bank_account_properties: BankAccountPropertyTable
  rent_qr_transactions: RentQrTransactionTable
  stored_files: StoredFileTable
  tenant_documents: TenantDocumentTable
  token_requests: TokenRequestTable
  offboardings: OffboardingTable
  staff: StaffTable
  staff_properties: StaffPropertyTable
  cash_handovers: CashHandoverTable
  attendance_marks: AttendanceMarkTable
  attendance_mark_revisions: AttendanceMarkRevisionTable
  outpass_setups: OutpassSetupTable
  outpasses: OutpassTable
  outpass_events: OutpassEventTable
  outpass_notices: OutpassNoticeTable
  complaint_types: ComplaintTypeTable
  complaint_type_settings: ComplaintTypeSettingTable
  vendors: VendorTable
  vendor_services: VendorServiceTable
  vendor_properties: VendorPropertyTable
  complaints: ComplaintTable
  complaint_activities: ComplaintActivityTable
  complaint_attachments: ComplaintAttachmentTable
  expense_categories: ExpenseCategoryTable
  expense_templates: ExpenseTemplateTable
  expenses: ExpenseTable
  expense_allocations: ExpenseAllocationTable
  expense_documents: ExpenseDocumentTable
  meal_categories: MealCategoryTable
  food_setups: FoodSetupTable
  food_meal_slots: FoodMealSlotTable
  food_items: FoodItemTable
  meal_options: MealOptionTable
  food_menus: FoodMenuTable
  food_menu_items: FoodMenuItemTable
  food_opt_ins: FoodOptInTable
  food_skips: FoodSkipTable
  meal_logs: MealLogTable
  meal_headcounts: MealHeadcountTable
  report_jobs: ReportJobTable
  report_emails: ReportEmailTable
  activity_log: ActivityLogTable
  house_rule_versions: HouseRuleVersionTable
  activity_log_subjects: ActivityLogSubjectTable
  operator_data_versions: OperatorDataVersionTable
}

export type OperatorRow = Selectable<OperatorTable>
export type PropertyRow = Selectable<PropertyTable>
export type RoomRow = Selectable<RoomTable>
export type AllotmentRow = Selectable<AllotmentTable>
export type TenantRow = Selectable<TenantTable>
export type StoredFileRow = Selectable<StoredFileTable>
export type CollectionRow = Selectable<CollectionTable>
export type CollectionTransactionRow = Selectable<CollectionTransactionTable>
