import type { Db } from '../db/database'
import type { OperatorRow } from '../db/schema'

/** The profile the client keeps for the signed-in operator (spec §3 profile response fields). */
export type UserDetail = {
  id: number
  phone_no: string
  user_type: 'operator'
  is_active_user: boolean
  image: string | null
  name: string
  brand: string | null
  country_info: { id: number; name: string; iso_code: string }
  currency_info: { code: string; symbol: string; name: string }
  isd_code_details: { isd_code: string; iso_code: string; national_number_length: number }
  decimal_places: number
  is_login_restricted: boolean
  tax_type: string
  email: string | null
}

export async function userDetail(db: Db, operator: OperatorRow): Promise<UserDetail> {
  const country = await db
    .selectFrom('countries')
    .selectAll()
    .where('id', '=', operator.country_id)
    .executeTakeFirstOrThrow()
  const currency =
    country.currency_code === operator.currency_code
      ? country
      : await db
          .selectFrom('countries')
          .selectAll()
          .where('currency_code', '=', operator.currency_code)
          .executeTakeFirstOrThrow()
  return {
    id: operator.id,
    phone_no: operator.phone_no,
    user_type: operator.user_type,
    is_active_user: operator.is_active_user === 1,
    image: operator.image,
    name: operator.name,
    brand: operator.brand,
    country_info: { id: country.id, name: country.name, iso_code: country.iso_code },
    currency_info: {
      code: currency.currency_code,
      symbol: currency.currency_symbol,
      name: currency.currency_name,
    },
    isd_code_details: {
      isd_code: country.isd_code,
      iso_code: country.iso_code,
      national_number_length: country.national_number_length,
    },
    decimal_places: operator.decimal_places,
    is_login_restricted: operator.is_login_restricted === 1,
    tax_type: operator.tax_type,
    email: operator.email,
  }
}
