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
}

export interface InstitutionTable {
  id: Generated<number>
  name: string
  type: 'COLLEGE'
  city_id: number
}

export type CourseLevel = 'UG' | 'PG' | 'DIPLOMA' | 'DOCTORATE' | 'OTHER'

export interface InstitutionCourseTable {
  id: Generated<number>
  institution_id: number
  name: string
  level: CourseLevel
  duration_years: number | null
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

export interface Database {
  countries: CountryTable
  cities: CityTable
  institutions: InstitutionTable
  institution_courses: InstitutionCourseTable
  tax_types: TaxTypeTable
  tax_type_rates: TaxTypeRateTable
  operators: OperatorTable
  auth_tokens: AuthTokenTable
  otp_codes: OtpCodeTable
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
  agreements: AgreementTable
}

export type OperatorRow = Selectable<OperatorTable>
export type PropertyRow = Selectable<PropertyTable>
export type RoomRow = Selectable<RoomTable>
export type AllotmentRow = Selectable<AllotmentTable>
