import type { Db } from '../db/database'
import { badRequest, conflict, notFound } from '../http/httpError'
import { gstinProblem, panOfGstin } from '../tax/gstin'

/** A vendor's tax and bank identity as it will be stored (after an edit is applied). */
export type VendorIdentity = {
  gstin: string | null
  pan: string | null
  bank_account_name: string | null
  bank_account_number: string | null
  bank_ifsc: string | null
}

const invalid = (field: string, message: string) => badRequest(message, [{ field: `body.${field}`, message }])

const BANK_FIELDS = ['bank_account_name', 'bank_account_number', 'bank_ifsc'] as const

/**
 * The GSTIN's state code and check character, the PAN the GSTIN holds (given or derived from it), and a bank account
 * given whole or not at all: each a 400 naming its field. Answers the identity with the PAN filled in.
 */
export function checkedIdentity(identity: VendorIdentity): VendorIdentity {
  if (identity.gstin) {
    const problem = gstinProblem(identity.gstin)
    if (problem) throw invalid('gstin', problem)
    const held = panOfGstin(identity.gstin)
    if (identity.pan && identity.pan !== held) {
      throw invalid('pan', `The PAN does not match the GSTIN, which holds PAN ${held}.`)
    }
    identity = { ...identity, pan: held }
  }
  const given = BANK_FIELDS.filter((field) => identity[field])
  if (given.length && given.length < BANK_FIELDS.length) {
    const missing = BANK_FIELDS.filter((field) => !identity[field])
    const message = 'A bank account needs the account name, the account number and the IFSC.'
    throw badRequest(
      message,
      missing.map((field) => ({ field: `body.${field}`, message })),
    )
  }
  return identity
}

/** The phone as stored: without spaces. */
export const vendorPhone = (phone: string) => phone.replace(/\s+/g, '')

/** A phone no other vendor of the operator has (409 naming body.phone_number). */
export async function freeVendorPhone(db: Db, operatorId: number, phone: string, exceptId?: number) {
  let query = db
    .selectFrom('vendors')
    .select('name')
    .where('operator_id', '=', operatorId)
    .where('phone_number', '=', phone)
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId)
  const taken = await query.executeTakeFirst()
  if (taken) {
    const message = `${taken.name} already has this phone number.`
    throw conflict(message, [{ field: 'body.phone_number', message }])
  }
}

/** Every property listed is the operator's (404 otherwise, like every id a body names). */
export async function servedProperties(db: Db, operatorId: number, propertyIds: readonly number[]) {
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
  return [...propertyIds]
}

/** The name without surrounding spaces, at least two characters (400 naming body.name). */
export function vendorName(name: string): string {
  const trimmed = name.trim()
  if (trimmed.length < 2) throw invalid('name', 'Give the vendor a name of at least two characters.')
  return trimmed
}
