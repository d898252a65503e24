import { formatPhone } from '../../design-system/format'
import type { TenantDetail } from './tenantsApi'

const OCCUPATIONS = { STUDENT: 'Student', PROFESSIONAL: 'Working professional', OTHER: 'Other' } as const
const GENDERS = { MALE: 'Male', FEMALE: 'Female', OTHER: 'Other' } as const
const FOOD = { VEG: 'Vegetarian', NON_VEG: 'Non-vegetarian', JAIN: 'Jain', EGG: 'Eggetarian' } as const
const POLICE = {
  PENDING: 'Pending',
  SUBMITTED: 'Submitted',
  VERIFIED: 'Verified',
  NOT_APPLICABLE: 'Not needed',
} as const

/** What the tenant does: `Student · Christ University, B.Com (year 2)` or `Infosys, Analyst`. */
export function occupationText(tenant: TenantDetail): string {
  if (tenant.occupation === 'STUDENT') {
    const study = [tenant.institution_name, tenant.course_name].filter(Boolean).join(', ')
    const year = tenant.year_of_study ? ` (year ${tenant.year_of_study})` : ''
    return study ? `Student · ${study}${year}` : 'Student'
  }
  const work = [tenant.company, tenant.designation].filter(Boolean).join(', ')
  return work ? `${OCCUPATIONS[tenant.occupation]} · ${work}` : OCCUPATIONS[tenant.occupation]
}

export const genderText = (tenant: TenantDetail) => GENDERS[tenant.gender]
export const foodText = (tenant: TenantDetail) => FOOD[tenant.food_preference]
export const policeText = (tenant: TenantDetail) => POLICE[tenant.police_verification_status]

/** `Aadhaar XXXX XXXX 1234`, or that no ID is recorded. */
export function kycText(tenant: TenantDetail): string {
  if (!tenant.kyc_id_type) return 'Not recorded'
  const name = tenant.kyc_id_type.charAt(0) + tenant.kyc_id_type.slice(1).toLowerCase().replace('_', ' ')
  return tenant.kyc_id_number_masked ? `${name} ${tenant.kyc_id_number_masked}` : name
}

/** A contact line: `Name (relation) · +91 98450 12345`, or a dash. */
export function contactText(name: string | null, extra: string | null, phone: string | null): string {
  const who = [name, extra ? `(${extra})` : null].filter(Boolean).join(' ')
  return [who, phone ? formatPhone(phone) : null].filter(Boolean).join(' · ') || '—'
}
