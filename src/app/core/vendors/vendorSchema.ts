import { array, object, string } from 'yup'
import { gstinProblem, panOfGstin } from './gstin'
import type { RecordKind, VendorRecord, VendorServiceType } from './vendorTypes'

export type VendorValues = {
  name: string
  phone: string
  services: VendorServiceType[]
  recordKinds: RecordKind[]
  contactName: string
  email: string
  gstin: string
  pan: string
  upiId: string
  bankAccountName: string
  bankAccountNumber: string
  bankIfsc: string
  address: string
  /** Properties served, as option values; none means all. */
  propertyIds: string[]
}

/** Contract field → form field, for serverFieldErrors. */
export const VENDOR_FIELDS: Record<string, keyof VendorValues> = {
  name: 'name',
  phone_number: 'phone',
  services: 'services',
  record_kinds: 'recordKinds',
  contact_name: 'contactName',
  email: 'email',
  gstin: 'gstin',
  pan: 'pan',
  upi_id: 'upiId',
  bank_account_name: 'bankAccountName',
  bank_account_number: 'bankAccountNumber',
  bank_ifsc: 'bankIfsc',
  address: 'address',
  property_ids: 'propertyIds',
}

/** A new vendor's values: serving both kinds of record and every property. */
export const newVendorValues = (): VendorValues => ({
  name: '',
  phone: '',
  services: [],
  recordKinds: ['COMPLAINT', 'EXPENSE'],
  contactName: '',
  email: '',
  gstin: '',
  pan: '',
  upiId: '',
  bankAccountName: '',
  bankAccountNumber: '',
  bankIfsc: '',
  address: '',
  propertyIds: [],
})

/** The values of a vendor being edited. */
export const vendorValues = (vendor: VendorRecord): VendorValues => ({
  name: vendor.name,
  phone: vendor.phone_number,
  services: vendor.services,
  recordKinds: vendor.record_kinds,
  contactName: vendor.contact_name ?? '',
  email: vendor.email ?? '',
  gstin: vendor.gstin ?? '',
  pan: vendor.pan ?? '',
  upiId: vendor.upi_id ?? '',
  bankAccountName: vendor.bank_account_name ?? '',
  bankAccountNumber: vendor.bank_account_number ?? '',
  bankIfsc: vendor.bank_ifsc ?? '',
  address: vendor.address ?? '',
  propertyIds: vendor.property_ids.map(String),
})

/** Codes (GSTIN, PAN, IFSC) as the contract spells them: trimmed, upper case. */
export const normalisedCode = (value: string | undefined) => (value ?? '').trim().toUpperCase()

/** The sibling values a test sees: formik hands yup empty fields as undefined. */
type Siblings = Partial<Record<keyof VendorValues, string>>

const BANK_TOGETHER = 'Give the account name, number and IFSC together, or none of them'

/** A bank field is needed as soon as any of the three is given. */
const bankRule = () =>
  string()
    .trim()
    .test('bank-together', BANK_TOGETHER, function bankTogether(value) {
      const { bankAccountName, bankAccountNumber, bankIfsc } = this.parent as Siblings
      const any = [bankAccountName, bankAccountNumber, bankIfsc].some((field) => Boolean(field?.trim()))
      return !any || Boolean(value)
    })

export const vendorSchema = object({
  name: string()
    .trim()
    .required('Enter the vendor name')
    .min(2, 'Enter at least 2 characters')
    .max(100, 'Keep the name under 100 characters'),
  phone: string()
    .trim()
    .required('Enter the phone number')
    .matches(/^\+?[0-9 ]{6,20}$/, 'Enter 6 to 20 digits, optionally starting with +'),
  services: array().of(string().required()).min(1, 'Choose at least one service'),
  recordKinds: array().of(string().required()).min(1, 'Choose complaints, expenses or both'),
  contactName: string().max(100, 'Keep the contact name under 100 characters'),
  email: string().trim().email('Enter a valid email address').max(120, 'Keep the email under 120 characters'),
  gstin: string().test('gstin', function gstinRule(value) {
    if (!value?.trim()) return true
    const problem = gstinProblem(normalisedCode(value))
    return problem === null || this.createError({ message: problem })
  }),
  pan: string()
    .matches(/^\s*[A-Za-z]{5}[0-9]{4}[A-Za-z]\s*$/, {
      message: 'A PAN is 10 characters, e.g. ABCDE1234F',
      excludeEmptyString: true,
    })
    .test('pan-of-gstin', function panRule(value) {
      const gstin = normalisedCode((this.parent as Siblings).gstin)
      if (!value?.trim() || gstinProblem(gstin) !== null || panOfGstin(gstin) === normalisedCode(value))
        return true
      return this.createError({
        message: `The PAN does not match the GSTIN, which holds ${panOfGstin(gstin)}`,
      })
    }),
  upiId: string()
    .trim()
    .matches(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/, {
      message: 'Enter a UPI id such as name@okbank',
      excludeEmptyString: true,
    }),
  bankAccountName: bankRule().max(100, 'Keep the account name under 100 characters'),
  bankAccountNumber: bankRule().matches(/^[0-9]{9,18}$/, {
    message: 'An account number is 9 to 18 digits',
    excludeEmptyString: true,
  }),
  bankIfsc: bankRule().matches(/^\s*[A-Za-z]{4}0[A-Za-z0-9]{6}\s*$/, {
    message: 'An IFSC is 11 characters, e.g. HDFC0001234',
    excludeEmptyString: true,
  }),
  address: string().max(500, 'Keep the address under 500 characters'),
})
