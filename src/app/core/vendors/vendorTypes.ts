/*
 * The vendor shapes of the contract (schemas/complaints.yaml: Vendor, VendorCreateRequest, VendorUpdateRequest).
 * Core cannot import a feature's generated types, so they are restated here; the features pass the generated
 * ones, and the compiler checks the two agree wherever they meet.
 */

export type VendorServiceType =
  | 'ELECTRICAL'
  | 'PLUMBING'
  | 'CARPENTRY'
  | 'CLEANING'
  | 'PEST_CONTROL'
  | 'APPLIANCE_REPAIR'
  | 'INTERNET'
  | 'GROCERY'
  | 'LAUNDRY'
  | 'SECURITY'
  | 'WATER_SUPPLY'
  | 'OTHER'

export type RecordKind = 'EXPENSE' | 'COMPLAINT'

/** What the form reads from a vendor it edits. */
export type VendorRecord = {
  name: string
  services: VendorServiceType[]
  record_kinds: RecordKind[]
  contact_name: string | null
  phone_number: string
  email: string | null
  gstin: string | null
  pan: string | null
  upi_id: string | null
  bank_account_name: string | null
  bank_account_number: string | null
  bank_ifsc: string | null
  address: string | null
  property_ids: number[]
}

export type VendorCreateBody = {
  name: string
  services: VendorServiceType[]
  record_kinds?: RecordKind[]
  contact_name?: string
  phone_number: string
  email?: string
  gstin?: string
  pan?: string
  upi_id?: string
  bank_account_name?: string
  bank_account_number?: string
  bank_ifsc?: string
  address?: string
  property_ids?: number[]
}

export type VendorUpdateBody = {
  name: string
  services: VendorServiceType[]
  record_kinds: RecordKind[]
  contact_name: string | null
  phone_number: string
  email: string | null
  gstin: string | null
  pan: string | null
  upi_id: string | null
  bank_account_name: string | null
  bank_account_number: string | null
  bank_ifsc: string | null
  address: string | null
  property_ids: number[]
}
