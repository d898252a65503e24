import { object, string } from 'yup'
import type {
  Gender,
  KycIdType,
  PoliceVerificationStatus,
  TenantDetail,
  TenantProfileEditRequest,
} from './tenantsApi'
import { companyRule, emailRule, genderRule, mobileRule, nameRule } from './tenantRules'

export type ProfileValues = {
  name: string
  phone: string
  gender: Gender | ''
  email: string
  dateOfBirth: string
  occupation: TenantDetail['occupation']
  institutionId: string
  courseId: string
  yearOfStudy: string
  company: string
  designation: string
  guardianName: string
  guardianRelation: string
  guardianPhone: string
  emergencyName: string
  emergencyPhone: string
  permanentAddress: string
  kycIdType: KycIdType | ''
  kycLast4: string
  policeStatus: PoliceVerificationStatus
  policeDate: string
}

const text = (value: string | null) => value ?? ''
const id = (value: number | null) => (value === null ? '' : String(value))

/** The form's first values: the tenant as they are; of the ID number only its last 4 characters. */
export function profileValues(tenant: TenantDetail): ProfileValues {
  return {
    name: tenant.name,
    phone: tenant.phone_number,
    gender: tenant.gender,
    email: text(tenant.email),
    dateOfBirth: text(tenant.date_of_birth),
    occupation: tenant.occupation,
    institutionId: id(tenant.institution_id),
    courseId: id(tenant.course_id),
    yearOfStudy: id(tenant.year_of_study),
    company: text(tenant.company),
    designation: text(tenant.designation),
    guardianName: text(tenant.guardian_name),
    guardianRelation: text(tenant.guardian_relation),
    guardianPhone: text(tenant.guardian_phone),
    emergencyName: text(tenant.emergency_contact_name),
    emergencyPhone: text(tenant.emergency_contact_phone),
    permanentAddress: text(tenant.permanent_address),
    kycIdType: tenant.kyc_id_type ?? '',
    kycLast4: tenant.kyc_id_number_masked?.slice(-4) ?? '',
    policeStatus: tenant.police_verification_status,
    policeDate: text(tenant.police_verification_date),
  }
}

/** Whether a police verification status carries the day it was submitted or cleared. */
export const policeNeedsDate = (status: PoliceVerificationStatus) =>
  status === 'SUBMITTED' || status === 'VERIFIED'

/** The ID number as it is stored and shown: `XXXX XXXX 1234` for Aadhaar, `XXXXXX1234` for the others. */
export const maskedIdText = (type: KycIdType | '', last4: string) =>
  type === 'AADHAAR' ? `XXXX XXXX ${last4}` : `XXXXXX${last4}`

const CONTACT_PHONE = /^\+?[0-9 ]{6,20}$/
const contactPhoneRule = () =>
  string().matches(CONTACT_PHONE, {
    message: 'Enter a phone number of 6 to 20 digits',
    excludeEmptyString: true,
  })
const longest = (max: number, label: string) => string().max(max, `Keep the ${label} under ${max} characters`)

/** The add form's rules for what both forms hold, plus those of the details only a profile has. */
export const profileSchema = ({ today, dialCode }: { today: string; dialCode: string }) =>
  object({
    name: nameRule(),
    phone:
      dialCode === '+91'
        ? mobileRule()
        : string()
            .required('Enter the phone number')
            .matches(/^\d{6,15}$/, { message: 'Enter 6 to 15 digits', excludeEmptyString: true }),
    gender: genderRule(),
    email: emailRule(),
    dateOfBirth: string().test(
      'past',
      'The date of birth cannot be in the future',
      (value) => !value || value <= today,
    ),
    occupation: string().required(),
    yearOfStudy: string().test(
      'year',
      'Enter a year from 1 to 10',
      (value) => !value || (Number(value) >= 1 && Number(value) <= 10),
    ),
    company: companyRule(),
    designation: longest(100, 'designation'),
    guardianName: longest(100, 'name'),
    guardianRelation: longest(40, 'relation'),
    guardianPhone: contactPhoneRule(),
    emergencyName: longest(100, 'name'),
    emergencyPhone: contactPhoneRule(),
    permanentAddress: longest(500, 'address'),
    kycIdType: string().test('with-number', 'Choose the ID type', function (value) {
      return Boolean(value) || !this.parent.kycLast4
    }),
    kycLast4: string()
      .matches(/^[0-9A-Za-z]{4}$/, {
        message: 'Enter exactly the last 4 characters',
        excludeEmptyString: true,
      })
      .test('aadhaar-digits', 'An Aadhaar number ends in 4 digits', function (value) {
        return !value || this.parent.kycIdType !== 'AADHAAR' || /^\d*$/.test(value)
      }),
    policeStatus: string().required(),
    policeDate: string()
      .test('needed', 'Enter the date', function (value) {
        return Boolean(value) || !policeNeedsDate(this.parent.policeStatus as PoliceVerificationStatus)
      })
      .test('past', 'The date cannot be in the future', (value) => !value || value <= today),
  })

const orNull = (value: string) => value.trim() || null
const idOrNull = (value: string) => (value ? Number(value) : null)

/** The request's fields the sheet edits (foreign nationals' passport and visa details are not among them). */
type EditedFields = Required<
  Omit<
    TenantProfileEditRequest,
    | 'dial_code'
    | 'country_iso_code'
    | 'image'
    | 'nationality'
    | 'passport_last4'
    | 'visa_type'
    | 'visa_expiry_date'
  >
>

/** Every edited field as the values would set it; a student has no company, others no college. */
function fullRequest(values: ProfileValues): EditedFields {
  const student = values.occupation === 'STUDENT'
  const police = policeNeedsDate(values.policeStatus)
  return {
    name: values.name.trim(),
    phone_number: values.phone,
    gender: values.gender as Gender,
    email: orNull(values.email),
    date_of_birth: values.dateOfBirth || null,
    occupation: values.occupation,
    institution_id: student ? idOrNull(values.institutionId) : null,
    course_id: student ? idOrNull(values.courseId) : null,
    year_of_study: student ? idOrNull(values.yearOfStudy) : null,
    company: student ? null : orNull(values.company),
    designation: student ? null : orNull(values.designation),
    guardian_name: orNull(values.guardianName),
    guardian_relation: orNull(values.guardianRelation),
    guardian_phone: orNull(values.guardianPhone),
    emergency_contact_name: orNull(values.emergencyName),
    emergency_contact_phone: orNull(values.emergencyPhone),
    permanent_address: orNull(values.permanentAddress),
    kyc_id_type: values.kycIdType || null,
    kyc_id_last4: values.kycIdType ? orNull(values.kycLast4) : null,
    police_verification_status: values.policeStatus,
    police_verification_date: police ? values.policeDate || null : null,
  }
}

/** The edit body: only what differs from the tenant as loaded (null clears a field); {} when nothing changed. */
export function profileRequest(tenant: TenantDetail, values: ProfileValues): TenantProfileEditRequest {
  const before = fullRequest(profileValues(tenant))
  const after = fullRequest(values)
  const keys = Object.keys(after) as (keyof EditedFields)[]
  return Object.fromEntries(keys.filter((key) => after[key] !== before[key]).map((key) => [key, after[key]]))
}

/** Contract field names (the last segment of `body.x`) mapped to the form's. */
export const PROFILE_FIELDS: Record<string, keyof ProfileValues> = {
  name: 'name',
  phone_number: 'phone',
  gender: 'gender',
  email: 'email',
  date_of_birth: 'dateOfBirth',
  institution_id: 'institutionId',
  course_id: 'courseId',
  year_of_study: 'yearOfStudy',
  company: 'company',
  designation: 'designation',
  guardian_name: 'guardianName',
  guardian_relation: 'guardianRelation',
  guardian_phone: 'guardianPhone',
  emergency_contact_name: 'emergencyName',
  emergency_contact_phone: 'emergencyPhone',
  permanent_address: 'permanentAddress',
  kyc_id_type: 'kycIdType',
  kyc_id_last4: 'kycLast4',
  police_verification_status: 'policeStatus',
  police_verification_date: 'policeDate',
}
