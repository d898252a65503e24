import { rejectRequest } from './documentRequests'
import { expirySchema, rejectSchema } from './documentReviewForm'
import { canExpire, documentSavedText, expiryBadge } from './documentText'

describe('document review', () => {
  it('shows days left while expiring soon, the date once expired, nothing while valid', () => {
    const soon = { expiry_date: '2026-12-04', expiry_status: 'EXPIRING_SOON' as const }
    expect(expiryBadge(soon, '2026-11-22')).toEqual({ label: 'Expires in 12 days', tone: 'warning' })
    expect(expiryBadge(soon, '2026-12-03')).toEqual({ label: 'Expires in 1 day', tone: 'warning' })
    expect(expiryBadge(soon, '2026-12-04')).toEqual({ label: 'Expires today', tone: 'warning' })
    expect(expiryBadge({ expiry_date: '2026-11-01', expiry_status: 'EXPIRED' }, '2026-11-22')).toEqual({
      label: 'Expired on 01/11/2026',
      tone: 'error',
    })
    expect(expiryBadge({ expiry_date: '2030-01-01', expiry_status: 'VALID' }, '2026-11-22')).toBeNull()
    expect(expiryBadge({ expiry_date: null, expiry_status: null }, '2026-11-22')).toBeNull()
  })

  it('offers an expiry date for passports, visas and driving licences only', () => {
    expect(canExpire({ category: 'ID_PROOF', kyc_id_type: 'PASSPORT' })).toBe(true)
    expect(canExpire({ category: 'ID_PROOF', kyc_id_type: 'DRIVING_LICENCE' })).toBe(true)
    expect(canExpire({ category: 'VISA', kyc_id_type: null })).toBe(true)
    expect(canExpire({ category: 'ID_PROOF', kyc_id_type: 'AADHAAR' })).toBe(false)
  })

  it('needs a rejection reason of 3 to 300 characters, sent trimmed', async () => {
    await expect(rejectSchema.validate({ reason: '  ' })).rejects.toThrow('Say why the document is rejected')
    await expect(rejectSchema.validate({ reason: 'no' })).rejects.toThrow('at least 3 characters')
    await expect(rejectSchema.validate({ reason: 'x'.repeat(301) })).rejects.toThrow('under 300 characters')
    await expect(rejectSchema.isValid({ reason: 'Blurred' })).resolves.toBe(true)
    expect(rejectRequest(' Blurred photo ')).toEqual({
      verification_status: 'REJECTED',
      rejection_reason: 'Blurred photo',
    })
    await expect(expirySchema.validate({ expiryDate: '' })).rejects.toThrow('Choose the expiry date')
  })

  it('toasts what the update did', () => {
    expect(documentSavedText({ verification_status: 'VERIFIED' }, 'Passport')).toBe('Passport verified')
    expect(documentSavedText({ verification_status: 'REJECTED', rejection_reason: 'x' }, 'Passport')).toBe(
      'Passport rejected',
    )
    expect(documentSavedText({ expiry_date: '2027-03-31' }, 'Passport')).toBe(
      'Passport expires on 31/03/2027',
    )
    expect(documentSavedText({ expiry_date: null }, 'Passport')).toBe('Expiry date of Passport removed')
  })
})
