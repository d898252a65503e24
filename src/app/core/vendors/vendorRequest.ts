import { normalisedCode, type VendorValues } from './vendorSchema'
import type { VendorCreateBody, VendorUpdateBody } from './vendorTypes'

/** The optional text fields, trimmed and in the contract's spelling; '' when left empty. */
function optionalFields(values: VendorValues) {
  return {
    contact_name: values.contactName.trim(),
    email: values.email.trim(),
    gstin: normalisedCode(values.gstin),
    pan: normalisedCode(values.pan),
    upi_id: values.upiId.trim(),
    bank_account_name: values.bankAccountName.trim(),
    bank_account_number: values.bankAccountNumber.trim(),
    bank_ifsc: normalisedCode(values.bankIfsc),
    address: values.address.trim(),
  }
}

type OptionalFields = ReturnType<typeof optionalFields>

/** Form values → VendorCreateRequest: empty optional fields are left out; no property means all of them. */
export function vendorRequest(values: VendorValues): VendorCreateBody {
  const optional = Object.fromEntries(
    Object.entries(optionalFields(values)).filter(([, value]) => value !== ''),
  ) as Partial<OptionalFields>
  return {
    name: values.name.trim(),
    phone_number: values.phone.trim(),
    services: values.services,
    record_kinds: values.recordKinds,
    ...optional,
    property_ids: values.propertyIds.map(Number),
  }
}

/** Form values → VendorUpdateRequest: an emptied optional field is sent as null, which clears it. */
export function vendorUpdateRequest(values: VendorValues): VendorUpdateBody {
  const optional = Object.fromEntries(
    Object.entries(optionalFields(values)).map(([key, value]) => [key, value === '' ? null : value]),
  ) as { [K in keyof OptionalFields]: string | null }
  return {
    name: values.name.trim(),
    phone_number: values.phone.trim(),
    services: values.services,
    record_kinds: values.recordKinds,
    ...optional,
    property_ids: values.propertyIds.map(Number),
  }
}
