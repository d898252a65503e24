/**
 * An ID number as the tenant record shows it (the app keeps only the last 4 characters): Aadhaar as
 * `XXXX XXXX 1234`, as UIDAI requires, other IDs as `XXXXXX1234`. Mirrors tenantRecord's private maskedId.
 */
export function maskedId(type: string | null, last4: string | null): string | null {
  if (!last4) return null
  return type === 'AADHAAR' ? `XXXX XXXX ${last4}` : `XXXXXX${last4}`
}
