import { addDays } from '../calendar'
import type { DocumentVerificationStatus, IsoDate } from '../db/schema'
import { badRequest } from '../http/httpError'

export type ExpiryStatus = 'VALID' | 'EXPIRING_SOON' | 'EXPIRED'

/** An ID expiring this many days ahead or fewer (today included) shows as expiring soon. */
export const EXPIRY_WARNING_DAYS = 30

/** An ID's standing on `today` (Asia/Kolkata): valid through its expiry date, expired from the day after. */
export function expiryStatus(expiry: IsoDate | null, today: IsoDate): ExpiryStatus | null {
  if (expiry === null) return null
  if (expiry < today) return 'EXPIRED'
  return expiry <= addDays(today, EXPIRY_WARNING_DAYS) ? 'EXPIRING_SOON' : 'VALID'
}

export type ReviewInput = { verification_status?: DocumentVerificationStatus; rejection_reason?: string }

type Reviewed = { verification_status: DocumentVerificationStatus; rejection_reason: string | null }

const reasonError = (message: string) => badRequest(message, [{ field: 'body.rejection_reason', message }])

/**
 * The review columns an update writes. REJECTED needs a reason; VERIFIED and PENDING clear it. Verifying or
 * rejecting (or giving a rejected document a new reason) stamps the time and the reviewer; PENDING clears both.
 */
export function reviewChange(current: Reviewed, input: ReviewInput, reviewer: string, at: string) {
  const reason = input.rejection_reason?.trim()
  if (input.verification_status === undefined && reason === undefined) return {}
  const status = input.verification_status ?? current.verification_status
  if (reason !== undefined && status !== 'REJECTED') {
    throw reasonError('A reason goes with rejecting a document; leave it out to verify or reopen one.')
  }
  if (status === 'REJECTED' && !reason) throw reasonError('Say why the document is rejected.')
  if (status === 'PENDING') {
    return { verification_status: status, rejection_reason: null, verified_at: null, verified_by_name: null }
  }
  const changed =
    status !== current.verification_status || (status === 'REJECTED' && reason !== current.rejection_reason)
  return {
    verification_status: status,
    rejection_reason: status === 'REJECTED' ? (reason ?? null) : null,
    ...(changed ? { verified_at: at, verified_by_name: reviewer } : {}),
  }
}
