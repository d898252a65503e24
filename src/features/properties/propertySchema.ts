import { boolean, mixed, object, string, type ObjectSchema } from 'yup'
import { rupeesToPaise } from '../../design-system/MoneyInput'
import type { PropertyFormValues } from './propertyForm'
import { isLetByUnit } from './propertyLabels'

const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][0-9A-Z]Z[0-9A-Z]$/
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/
const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/
const PHONE = /^\+?[0-9][0-9 -]{7,18}$/
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/

/** A whole number typed as text, within a range. */
const wholeNumber = (label: string, min: number, max: number) =>
  string()
    .required(`Enter the ${label}`)
    .matches(/^\d+$/, 'Use whole numbers only')
    .test('range', `Between ${min} and ${max}`, (value) => !value || (+value >= min && +value <= max))

/** One entry per line, each at most `max` characters, at most 50 entries. */
const lineList = (max: number, one: string, many: string) =>
  string()
    .test('each', `Keep each ${one} under ${max} characters`, (value = '') =>
      value.split('\n').every((line) => line.trim().length <= max),
    )
    .test(
      'count',
      `At most 50 ${many}`,
      (value = '') => value.split('\n').filter((l) => l.trim()).length <= 50,
    )

export type PropertySchemaContext = {
  /** The saved type: switching between bed-let and unit-let types is refused once rooms exist. */
  savedType: string
  hasRooms: boolean
}

/** Validation of the property form, with messages shown under each field. */
export function propertySchema({ savedType, hasRooms }: PropertySchemaContext): ObjectSchema<object> {
  return object({
    property_name: string()
      .trim()
      .required('Enter the property name')
      .min(2, 'Enter at least 2 characters')
      .max(100, 'Keep it under 100 characters'),
    property_type: string()
      .required('Choose a type')
      .test(
        'letting',
        'Rooms exist: a property let by bed cannot become one let by unit, or the other way round',
        (value = '') => !hasRooms || isLetByUnit(value) === isLetByUnit(savedType),
      ),
    manager_name: string().max(100, 'Keep it under 100 characters'),
    contact_phone: string().matches(PHONE, 'Enter a phone number, e.g. +91 98450 12345'),
    description: string().max(2000, 'Keep it under 2,000 characters'),
    line1: string().trim().required('Enter the street address').max(200, 'Keep it under 200 characters'),
    line2: string().max(200, 'Keep it under 200 characters'),
    locality: string().max(100, 'Keep it under 100 characters'),
    city_name: string().trim().required('Enter the city').max(100, 'Keep it under 100 characters'),
    state: string().trim().required('Enter the state').max(100, 'Keep it under 100 characters'),
    pincode: string()
      .required('Enter the PIN code')
      .matches(/^\d{6}$/, 'PIN codes have 6 digits'),
    rent_due_day: wholeNumber('due day', 1, 28),
    grace_days: wholeNumber('grace days', 0, 31),
    notice_period_days: wholeNumber('notice period', 0, 180),
    lock_in_months: wholeNumber('lock-in', 0, 24),
    token_expiry_days: wholeNumber('token validity', 1, 365),
    late_fee_value: string().when('late_fee_type', ([type]: string[], field) => {
      if (type === 'NONE') return field
      if (type === 'PERCENT') {
        return field
          .required('Enter the late fee')
          .test('percent', 'Between 0 and 100%', (value) => !value || Number(value) <= 100)
      }
      return field
        .required('Enter the late fee')
        .test('amount', 'Enter an amount in rupees', (value) => !value || rupeesToPaise(value) !== null)
    }),
    curfew_time: string().matches(TIME, 'Use 24-hour time, e.g. 22:00'),
    gst_registered: boolean(),
    gstin: string().when('gst_registered', ([registered]: boolean[], field) =>
      registered
        ? field
            .required('Enter the GSTIN')
            .test('gstin', 'Enter the 15-character GSTIN, e.g. 29ABCDE1234F1Z5', (value = '') =>
              GSTIN.test(value.toUpperCase()),
            )
        : field,
    ),
    tax_rate: string().test('percent', 'Between 0 and 100%', (value) => !value || Number(value) <= 100),
    pan: string().test(
      'pan',
      'Enter a PAN like ABCPE1234F',
      (value) => !value || PAN.test(value.toUpperCase()),
    ),
    upi_id: string().matches(UPI_ID, 'Enter a UPI ID like roostpg@okhdfc'),
    payee_name: string().max(100, 'Keep it under 100 characters'),
    amenities: lineList(60, 'amenity', 'amenities'),
    house_rules: lineList(300, 'rule', 'rules'),
    gender: mixed<PropertyFormValues['gender']>(),
  })
}
