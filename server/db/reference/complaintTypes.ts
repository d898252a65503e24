/**
 * Complaint types, one per category (notes/domain.md §5), in the order pickers show them. Each operator runs them on
 * the default SLA targets until they change a type's (complaint_type_settings).
 */
export const COMPLAINT_TYPES = [
  { category: 'PLUMBING', name: 'Plumbing' },
  { category: 'ELECTRICAL', name: 'Electrical' },
  { category: 'APPLIANCE', name: 'AC and appliances' },
  { category: 'WIFI', name: 'Wi-Fi' },
  { category: 'FURNITURE', name: 'Furniture' },
  { category: 'CLEANLINESS', name: 'Cleanliness and housekeeping' },
  { category: 'PEST_CONTROL', name: 'Pest control' },
  { category: 'FOOD', name: 'Food quality' },
  { category: 'SECURITY', name: 'Security' },
  { category: 'ROOMMATE', name: 'Roommate or noise' },
  { category: 'BILLING', name: 'Billing' },
  { category: 'OTHER', name: 'Other' },
] as const

export type ComplaintPriority = 'LOW' | 'MEDIUM' | 'HIGH' | 'URGENT'

/** Default SLA targets in minutes (notes/verticals.md §4): response / resolution. */
export const DEFAULT_SLA_TARGETS: Record<
  ComplaintPriority,
  { response_minutes: number; resolution_minutes: number }
> = {
  URGENT: { response_minutes: 60, resolution_minutes: 8 * 60 },
  HIGH: { response_minutes: 4 * 60, resolution_minutes: 24 * 60 },
  MEDIUM: { response_minutes: 24 * 60, resolution_minutes: 72 * 60 },
  LOW: { response_minutes: 72 * 60, resolution_minutes: 7 * 24 * 60 },
}
