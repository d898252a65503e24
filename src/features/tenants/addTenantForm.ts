import { object, string } from 'yup'
import { paiseToRupeesText, rupeesToPaise } from '../../design-system/MoneyInput'
import type { Gender, TenantAddRequest, TokenRequest } from './tenantsApi'
import { amountRule, companyRule, emailRule, genderRule, mobileRule, nameRule, rentRule } from './tenantRules'

/** The bed picker's value for "no bed yet"; the request then leaves bed_id out (spec §3). */
export const NO_BED = '-1'

export type AddTenantValues = {
  phone: string
  name: string
  gender: Gender | ''
  email: string
  occupation: 'STUDENT' | 'PROFESSIONAL' | 'OTHER'
  institutionId: string
  courseId: string
  company: string
  propertyId: string
  bedId: string
  rent: string
  deposit: string
  moveInDate: string
  /** Raise the first rent and the deposit as collections when the tenant is added (with a bed). */
  raiseDues: boolean
}

export type AddTenantStart = {
  propertyId?: number
  bedId?: number
  moveInDate: string
  tokenRequest?: TokenRequest
}

/** The form's first values: empty, or the bed and property it was opened from, or a move-in request's. */
export function addTenantValues({
  propertyId,
  bedId,
  moveInDate,
  tokenRequest,
}: AddTenantStart): AddTenantValues {
  const property = tokenRequest?.property_id ?? propertyId
  const bed = tokenRequest ? tokenRequest.bed_id : bedId
  return {
    phone: tokenRequest?.phone_number ?? '',
    name: tokenRequest?.name ?? '',
    gender: tokenRequest?.gender ?? '',
    email: '',
    occupation: 'STUDENT',
    institutionId: '',
    courseId: '',
    company: '',
    propertyId: property === undefined ? '' : String(property),
    bedId: bed === undefined || bed === null ? NO_BED : String(bed),
    rent: tokenRequest ? paiseToRupeesText(tokenRequest.rent_paise) : '',
    deposit: tokenRequest ? paiseToRupeesText(tokenRequest.deposit_paise) : '',
    moveInDate: tokenRequest?.expected_move_in_date ?? moveInDate,
    raiseDues: true,
  }
}

export const addTenantSchema = object({
  phone: mobileRule(),
  name: nameRule(),
  gender: genderRule(),
  email: emailRule(),
  occupation: string().required(),
  institutionId: string(),
  courseId: string(),
  company: companyRule(),
  propertyId: string().required('Choose the property'),
  bedId: string(),
  rent: rentRule(),
  deposit: amountRule('deposit'),
  moveInDate: string().required('Choose the move-in date'),
})

/** Keeps only the optional fields that hold something. */
const optional = <K extends string, V>(key: K, value: V | undefined | '') =>
  value === undefined || value === '' ? {} : ({ [key]: value } as Record<K, V>)

/** The add body: bed_id left out for "no bed" (-1), optional fields only when filled, money in paise. */
export function addTenantRequest(values: AddTenantValues, tokenRequestId?: number): TenantAddRequest {
  const student = values.occupation === 'STUDENT'
  return {
    name: values.name.trim(),
    phone_number: values.phone,
    dial_code: '+91',
    country_iso_code: 'IN',
    gender: values.gender as Gender,
    occupation: values.occupation,
    property_id: Number(values.propertyId),
    rent_paise: rupeesToPaise(values.rent) ?? 0,
    deposit_paise: rupeesToPaise(values.deposit) ?? 0,
    move_in_date: values.moveInDate,
    create_collections: values.raiseDues,
    ...optional('email', values.email.trim()),
    ...optional('bed_id', values.bedId === NO_BED || values.bedId === '' ? undefined : Number(values.bedId)),
    ...optional('institution_id', student && values.institutionId ? Number(values.institutionId) : undefined),
    ...optional('course_id', student && values.courseId ? Number(values.courseId) : undefined),
    ...optional('company', student ? undefined : values.company.trim()),
    ...optional('tenant_onboarding_id', tokenRequestId),
  }
}

/** Contract field names (the last segment of `body.x`) mapped to the form's. */
export const ADD_TENANT_FIELDS: Record<string, keyof AddTenantValues> = {
  phone_number: 'phone',
  name: 'name',
  gender: 'gender',
  email: 'email',
  institution_id: 'institutionId',
  course_id: 'courseId',
  company: 'company',
  property_id: 'propertyId',
  bed_id: 'bedId',
  rent_paise: 'rent',
  deposit_paise: 'deposit',
  move_in_date: 'moveInDate',
}
