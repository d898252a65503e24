// The vendor form's pieces with the rest. A screen's own modules import what they need from its file (vendorLabels.ts):
// through this index they would bring the form's yup schema to the screen's first load, before any sheet opens.
export { VendorFormFields, type VendorFormFieldsProps } from './VendorFormFields'
export {
  newVendorValues,
  normalisedCode,
  VENDOR_FIELDS,
  vendorSchema,
  vendorValues,
  type VendorValues,
} from './vendorSchema'
export { vendorRequest, vendorUpdateRequest } from './vendorRequest'
export { gstinProblem, panOfGstin } from './gstin'
export { RECORD_KIND_LABELS, VENDOR_SERVICE_LABELS, VENDOR_SERVICES } from './vendorLabels'
export type {
  RecordKind,
  VendorCreateBody,
  VendorRecord,
  VendorServiceType,
  VendorUpdateBody,
} from './vendorTypes'
