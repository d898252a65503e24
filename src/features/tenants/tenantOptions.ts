import type { KycIdType, PoliceVerificationStatus } from './tenantsApi'

/* The choices of the tenant forms' pickers, in display order. */

export const GENDER_OPTIONS = [
  { value: 'FEMALE', label: 'Female' },
  { value: 'MALE', label: 'Male' },
  { value: 'OTHER', label: 'Other' },
]

export const OCCUPATION_OPTIONS = [
  { value: 'STUDENT', label: 'Student' },
  { value: 'PROFESSIONAL', label: 'Working professional' },
  { value: 'OTHER', label: 'Other' },
]

export const KYC_ID_OPTIONS: { value: KycIdType; label: string }[] = [
  { value: 'AADHAAR', label: 'Aadhaar' },
  { value: 'PAN', label: 'PAN' },
  { value: 'PASSPORT', label: 'Passport' },
  { value: 'DRIVING_LICENCE', label: 'Driving licence' },
  { value: 'VOTER_ID', label: 'Voter ID' },
]

export const POLICE_OPTIONS: { value: PoliceVerificationStatus; label: string }[] = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'SUBMITTED', label: 'Submitted' },
  { value: 'VERIFIED', label: 'Verified' },
  { value: 'NOT_APPLICABLE', label: 'Not needed' },
]
