import type { Db } from '../db/database'
import { badRequest } from '../http/httpError'
import { normalizeDialCode, type Phone } from './phone'

/** Indian mobile numbers start with 6, 7, 8 or 9 (notes/domain.md §11). */
const INDIAN_MOBILE = /^[6-9]/

/**
 * Checks a phone number against its country (found by ISD code, and ISO code when given): the number of
 * digits, and for India the leading digit. `fields` names the request fields for the error entries.
 */
export async function checkedPhone(
  db: Db,
  input: { national: string; dialCode: string; iso?: string },
  fields: { national: string; dialCode: string },
): Promise<Phone> {
  const dialCode = normalizeDialCode(input.dialCode)
  let query = db.selectFrom('countries').selectAll().where('isd_code', '=', dialCode)
  if (input.iso) query = query.where('iso_code', '=', input.iso)
  const country = await query.executeTakeFirst()
  if (!country) {
    const message = input.iso
      ? `The country ${input.iso} does not use the ISD code ${dialCode}, or is not supported yet.`
      : `Phone numbers with the ISD code ${dialCode} are not supported yet.`
    throw badRequest(message, [{ field: fields.dialCode, message }])
  }
  const wrong = (message: string) => badRequest(message, [{ field: fields.national, message }])
  if (input.national.length !== country.national_number_length) {
    throw wrong(`A mobile number in ${country.name} has ${country.national_number_length} digits.`)
  }
  if (country.iso_code === 'IN' && !INDIAN_MOBILE.test(input.national)) {
    throw wrong('An Indian mobile number starts with 6, 7, 8 or 9.')
  }
  return { dialCode, national: input.national }
}
