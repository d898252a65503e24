import type { TenantDocumentUpdateRequest } from './tenantsApi'

// Apart from the review form's schemas (documentReviewForm.ts): the documents card verifies a document in one click,
// and importing this must not bring yup to the tenant's page before a review sheet opens.

/** Form field names of the contract's TenantDocumentUpdateRequest, for server field errors. */
export const REVIEW_FIELDS = { rejection_reason: 'reason', expiry_date: 'expiryDate' } as const

export const verifyRequest = (): TenantDocumentUpdateRequest => ({ verification_status: 'VERIFIED' })

export const rejectRequest = (reason: string): TenantDocumentUpdateRequest => ({
  verification_status: 'REJECTED',
  rejection_reason: reason.trim(),
})

/** A date sets the expiry; null removes it. */
export const expiryRequest = (expiryDate: string | null): TenantDocumentUpdateRequest => ({
  expiry_date: expiryDate,
})
