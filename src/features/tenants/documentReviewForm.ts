import { object, string } from 'yup'
import type { TenantDocumentUpdateRequest } from './tenantsApi'

/** Form field names of the contract's TenantDocumentUpdateRequest, for server field errors. */
export const REVIEW_FIELDS = { rejection_reason: 'reason', expiry_date: 'expiryDate' } as const

export const rejectSchema = object({
  reason: string()
    .trim()
    .required('Say why the document is rejected')
    .min(3, 'Give a reason of at least 3 characters')
    .max(300, 'Keep the reason under 300 characters'),
})

export const expirySchema = object({ expiryDate: string().required('Choose the expiry date') })

export const verifyRequest = (): TenantDocumentUpdateRequest => ({ verification_status: 'VERIFIED' })

export const rejectRequest = (reason: string): TenantDocumentUpdateRequest => ({
  verification_status: 'REJECTED',
  rejection_reason: reason.trim(),
})

/** A date sets the expiry; null removes it. */
export const expiryRequest = (expiryDate: string | null): TenantDocumentUpdateRequest => ({
  expiry_date: expiryDate,
})
