import type { Db } from '../db/database'
import { stateOfGstCode } from '../db/reference/states'
import type { OperatorRow } from '../db/schema'
import { badRequest, notFound } from '../http/httpError'
import { gstinProblem } from '../tax/gstin'

/** The business profile of the Business section (BusinessProfile in the contract). */
export type BusinessProfile = {
  name: string
  brand: string | null
  image: string | null
  gstin: string | null
  tax_type: string
  registered_address: string | null
  state_code: string | null
  state_name: string | null
  email: string | null
}

export type BusinessProfileUpdate = Partial<Omit<BusinessProfile, 'state_name'>>

export const businessProfile = (operator: OperatorRow): BusinessProfile => ({
  name: operator.name,
  brand: operator.brand,
  image: operator.image,
  gstin: operator.gstin,
  tax_type: operator.tax_type,
  registered_address: operator.registered_address,
  state_code: operator.state_code,
  state_name: operator.state_code ? (stateOfGstCode(operator.state_code)?.name ?? null) : null,
  email: operator.email,
})

const fieldError = (field: string, message: string) =>
  badRequest(message, [{ field: `body.${field}`, message }])

/** The stored-file URL uploadFile answers: `/onboarding/api/v1/operator/cloudfront/file/{id}`. */
const STORED_FILE_URL = /^\/onboarding\/api\/v1\/operator\/cloudfront\/file\/([A-Za-z0-9_-]{1,64})$/

/**
 * Checks a profile change against what the operator has and what the contract cannot say (400 on the field):
 * the GSTIN's check character and state code, that state being the registered address's state, the image being
 * the operator's own JPEG or PNG upload, and the tax type one of the country's.
 */
export async function checkBusinessProfile(
  db: Db,
  operator: OperatorRow,
  changes: BusinessProfileUpdate,
): Promise<void> {
  if (changes.state_code != null && !stateOfGstCode(changes.state_code)) {
    throw fieldError('state_code', `${changes.state_code} is not a GST state code.`)
  }
  const gstin = changes.gstin === undefined ? operator.gstin : changes.gstin
  if (gstin) {
    const problem = gstinProblem(gstin)
    if (problem) throw fieldError('gstin', problem)
    const stateCode = changes.state_code === undefined ? operator.state_code : changes.state_code
    const gstState = stateOfGstCode(gstin.slice(0, 2))
    if (stateCode && gstin.slice(0, 2) !== stateCode) {
      const addressState = stateOfGstCode(stateCode)?.name ?? stateCode
      throw fieldError(
        'gstin',
        `This GSTIN is registered in ${gstState?.name ?? gstin.slice(0, 2)} (${gstin.slice(0, 2)}), but the registered address is in ${addressState} (${stateCode}).`,
      )
    }
  }
  if (changes.image) {
    const match = STORED_FILE_URL.exec(changes.image)
    const file = match
      ? await db
          .selectFrom('stored_files')
          .select('content_type')
          .where('id', '=', match[1])
          .where('operator_id', '=', operator.id)
          .executeTakeFirst()
      : undefined
    if (!file) throw fieldError('image', 'Upload the logo first; this is not one of your uploaded files.')
    if (file.content_type !== 'image/jpeg' && file.content_type !== 'image/png') {
      throw fieldError('image', 'The logo must be a JPEG or PNG picture.')
    }
  }
  if (changes.tax_type !== undefined) {
    const known = await db
      .selectFrom('tax_types')
      .select('code')
      .where('country_id', '=', operator.country_id)
      .where('code', '=', changes.tax_type)
      .executeTakeFirst()
    if (!known)
      throw fieldError('tax_type', `Tax type ${changes.tax_type} is not one of your country's tax types.`)
  }
}

/** The operator row again after a write (404 when the account went away meanwhile). */
export async function reloadOperator(db: Db, id: number): Promise<OperatorRow> {
  const row = await db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound('Your account no longer exists.')
  return row
}
