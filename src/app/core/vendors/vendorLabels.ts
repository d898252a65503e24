import type { RecordKind, VendorServiceType } from './vendorTypes'

export const VENDOR_SERVICE_LABELS: Record<VendorServiceType, string> = {
  ELECTRICAL: 'Electrical',
  PLUMBING: 'Plumbing',
  CARPENTRY: 'Carpentry',
  CLEANING: 'Cleaning',
  PEST_CONTROL: 'Pest control',
  APPLIANCE_REPAIR: 'Appliance repair',
  INTERNET: 'Internet',
  GROCERY: 'Grocery',
  LAUNDRY: 'Laundry',
  SECURITY: 'Security',
  WATER_SUPPLY: 'Water supply',
  OTHER: 'Other',
}

export const VENDOR_SERVICES = Object.keys(VENDOR_SERVICE_LABELS) as VendorServiceType[]

export const RECORD_KIND_LABELS: Record<RecordKind, string> = {
  COMPLAINT: 'Complaints',
  EXPENSE: 'Expenses',
}

export const RECORD_KINDS = Object.keys(RECORD_KIND_LABELS) as RecordKind[]
