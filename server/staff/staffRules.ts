import { checkedPhone } from '../auth/phoneRules'
import { kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { IsoDate } from '../db/schema'
import { badRequest, conflict, notFound } from '../http/httpError'

/** Statuses that happened on a day, so they need it. */
const DATED_VERIFICATION = ['SUBMITTED', 'VERIFIED']

/**
 * The phone checked like the sign-in phone (digits for the country, an Indian mobile's first digit) and free among
 * the operator's other staff (409 naming body.phone_number).
 */
export async function freePhone(
  db: Db,
  operatorId: number,
  phone: { national: string; dialCode: string },
  exceptStaffId?: number,
) {
  const checked = await checkedPhone(db, phone, { national: 'body.phone_number', dialCode: 'body.dial_code' })
  let query = db
    .selectFrom('staff')
    .select('name')
    .where('operator_id', '=', operatorId)
    .where('dial_code', '=', checked.dialCode)
    .where('phone_number', '=', checked.national)
  if (exceptStaffId !== undefined) query = query.where('id', '<>', exceptStaffId)
  const taken = await query.executeTakeFirst()
  if (taken) {
    const message = `${taken.name} already has this phone number.`
    throw conflict(message, [{ field: 'body.phone_number', message }])
  }
  return checked
}

/**
 * The properties a member works at: none when `all_properties`, else at least one. Every id listed must be the
 * operator's (another operator's or a missing id is a 404, like every id a body names).
 */
export async function workplaces(
  db: Db,
  operatorId: number,
  allProperties: boolean,
  propertyIds: readonly number[],
): Promise<number[]> {
  if (!allProperties && !propertyIds.length) {
    const message = 'Pick at least one property, or all properties.'
    throw badRequest(message, [{ field: 'body.property_ids', message }])
  }
  if (!propertyIds.length) return []
  const owned = await db
    .selectFrom('properties')
    .select('id')
    .where('operator_id', '=', operatorId)
    .where('id', 'in', propertyIds)
    .execute()
  const found = new Set(owned.map((property) => property.id))
  const missing = propertyIds.find((id) => !found.has(id))
  if (missing !== undefined) throw notFound(`Property ${missing} not found`)
  return allProperties ? [] : [...propertyIds]
}

/** A SUBMITTED or VERIFIED police verification needs its date, which cannot be in the future. */
export function checkVerification(now: Clock, status: string, date: IsoDate | null) {
  const field = 'body.police_verification_date'
  if (DATED_VERIFICATION.includes(status) && date === null) {
    const message = `A ${status.toLowerCase()} police verification needs the date it was ${status.toLowerCase()}.`
    throw badRequest(message, [{ field, message }])
  }
  if (date !== null && date > kolkataDate(now())) {
    const message = 'The police verification date cannot be in the future.'
    throw badRequest(message, [{ field, message }])
  }
}

/** The name without surrounding spaces, at least two characters (400 naming body.name). */
export function trimmedName(name: string): string {
  const trimmed = name.trim()
  if (trimmed.length < 2) {
    const message = 'Enter the staff member’s name.'
    throw badRequest(message, [{ field: 'body.name', message }])
  }
  return trimmed
}
