import { array, boolean, object, string } from 'yup'
import { paiseToRupeesText, rupeesToPaise } from '../../design-system/MoneyInput'
import type {
  PoliceVerificationStatus,
  Staff,
  StaffCreateRequest,
  StaffRole,
  StaffUpdateRequest,
} from './staffApi'

export type StaffValues = {
  name: string
  phone: string
  email: string
  role: StaffRole | ''
  allProperties: boolean
  propertyIds: string[]
  joinedOn: string
  salary: string
  police: PoliceVerificationStatus
  policeDate: string
  canCollectCash: boolean
}

/** Contract field → form field, for the provider's 400/409 field errors. */
export const STAFF_FIELDS: Record<string, keyof StaffValues> = {
  name: 'name',
  phone_number: 'phone',
  email: 'email',
  role: 'role',
  all_properties: 'allProperties',
  property_ids: 'propertyIds',
  joined_on: 'joinedOn',
  monthly_salary_paise: 'salary',
  police_verification_status: 'police',
  police_verification_date: 'policeDate',
  can_collect_cash: 'canCollectCash',
}

const needsPoliceDate = (status: PoliceVerificationStatus) => status === 'SUBMITTED' || status === 'VERIFIED'

/** A new staff member works everywhere, police verification pending, and may not take cash until allowed. */
export const newStaffValues = (): StaffValues => ({
  name: '',
  phone: '',
  email: '',
  role: '',
  allProperties: true,
  propertyIds: [],
  joinedOn: '',
  salary: '',
  police: 'PENDING',
  policeDate: '',
  canCollectCash: false,
})

export const staffValues = (staff: Staff, decimalPlaces = 2): StaffValues => ({
  name: staff.name,
  phone: staff.phone_number,
  email: staff.email ?? '',
  role: staff.role,
  allProperties: staff.all_properties,
  propertyIds: staff.property_ids.map(String),
  joinedOn: staff.joined_on ?? '',
  salary:
    staff.monthly_salary_paise == null ? '' : paiseToRupeesText(staff.monthly_salary_paise, decimalPlaces),
  police: staff.police_verification_status,
  policeDate: staff.police_verification_date ?? '',
  canCollectCash: staff.can_collect_cash,
})

const notFuture = (today: string) => (value: string | undefined) => !value || value <= today

/** The phone is checked like the sign-in phone (+91: 10 digits starting 6–9); a date for a submitted or done check. */
export const staffSchema = (today: string) =>
  object({
    name: string().trim().required('Enter the name').max(100, 'Keep the name under 100 characters'),
    phone: string()
      .required('Enter the mobile number')
      .matches(/^\d+$/, 'Use digits only, without spaces or the country code')
      .matches(/^[6-9]\d{9}$/, {
        message: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
        excludeEmptyString: true,
      }),
    email: string().trim().email('Enter a valid email address'),
    role: string().required('Choose the role'),
    allProperties: boolean(),
    propertyIds: array(string()).when('allProperties', {
      is: false,
      then: (schema) => schema.min(1, 'Choose at least one property, or All properties'),
    }),
    joinedOn: string().test('past', 'The day cannot be in the future', notFuture(today)),
    salary: string().test(
      'rupees',
      'Enter the salary in rupees',
      (value) => !value || rupeesToPaise(value) !== null,
    ),
    police: string().required(),
    policeDate: string()
      .when('police', {
        is: needsPoliceDate,
        then: (schema) => schema.required('Enter the date of the police verification'),
      })
      .test('past', 'The day cannot be in the future', notFuture(today)),
    canCollectCash: boolean(),
  })

/** The create body: optional fields only when filled; properties only when not all. */
export function staffCreateRequest(values: StaffValues): StaffCreateRequest {
  const email = values.email.trim()
  const salary = values.salary ? rupeesToPaise(values.salary) : null
  return {
    name: values.name.trim(),
    phone_number: values.phone,
    dial_code: '+91',
    role: values.role as StaffRole,
    all_properties: values.allProperties,
    ...(!values.allProperties && { property_ids: values.propertyIds.map(Number) }),
    can_collect_cash: values.canCollectCash,
    police_verification_status: values.police,
    ...(needsPoliceDate(values.police) && { police_verification_date: values.policeDate }),
    ...(email && { email }),
    ...(values.joinedOn && { joined_on: values.joinedOn }),
    ...(salary !== null && { monthly_salary_paise: salary }),
  }
}

/** The edit body: every field, emptied ones as null so the provider clears them. */
export function staffUpdateRequest(values: StaffValues): StaffUpdateRequest {
  const email = values.email.trim()
  return {
    name: values.name.trim(),
    phone_number: values.phone,
    role: values.role as StaffRole,
    all_properties: values.allProperties,
    property_ids: values.allProperties ? [] : values.propertyIds.map(Number),
    can_collect_cash: values.canCollectCash,
    police_verification_status: values.police,
    police_verification_date: needsPoliceDate(values.police) ? values.policeDate : null,
    email: email || null,
    joined_on: values.joinedOn || null,
    monthly_salary_paise: values.salary ? rupeesToPaise(values.salary) : null,
  }
}
