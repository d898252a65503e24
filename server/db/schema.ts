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
}

export type OperatorRow = Selectable<OperatorTable>
