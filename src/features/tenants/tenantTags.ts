/**
 * Tag types the tenant screens read or change. Bed, BedBoard, BedAvailability, PropertySummary, Property,
 * Dashboard and Collection are provided by the inventory, properties, dashboard and collections slices; tags are
 * plain strings in the one API root, so invalidating them here refreshes those screens without importing them.
 */
export const TENANT_TAG_TYPES = [
  'Tenant',
  'TenantRoom',
  'TenantSummary',
  'TenantDocument',
  'Agreement',
  'TenantBank',
  'TokenRequest',
  'Offboarding',
  'Bed',
  'BedBoard',
  'BedAvailability',
  'PropertySummary',
  'Property',
  'Dashboard',
  'Collection',
] as const

export type TenantTagType = (typeof TENANT_TAG_TYPES)[number]
export type TenantTag = TenantTagType | { type: TenantTagType; id: number | string }

export const LIST = 'LIST'

/** A tenant's stay changed (added, moved, offboarded): the tenant, the lists, and every bed count. */
export const stayTags = (tenantId: number, propertyId: number): TenantTag[] => [
  { type: 'Tenant', id: tenantId },
  { type: 'Tenant', id: LIST },
  { type: 'TenantRoom', id: tenantId },
  'TenantSummary',
  // Which bed changed is not in every answer, so every cached bed refreshes.
  'Bed',
  'BedAvailability',
  { type: 'BedBoard', id: propertyId },
  { type: 'PropertySummary', id: propertyId },
  { type: 'Property', id: propertyId },
  { type: 'Dashboard', id: 'FIGURES' },
]

/** An offboarding raised, edited, rejected or completed: itself, its list, and the tenant's stay. */
export const offboardingTags = (offboarding: {
  id: number
  tenant_id: number
  property_id: number
}): TenantTag[] => [
  { type: 'Offboarding', id: offboarding.id },
  { type: 'Offboarding', id: LIST },
  ...stayTags(offboarding.tenant_id, offboarding.property_id),
]

/** A document added or changed: the tenant's documents and the checklist counts. */
export const documentTags = (tenantId: number): TenantTag[] => [
  { type: 'TenantDocument', id: tenantId },
  { type: 'Tenant', id: LIST },
  'TenantSummary',
]

/** An agreement generated or signed: its list, its documents (the PDF is one) and the checklist counts. */
export const agreementTags = (tenantId: number): TenantTag[] => [
  { type: 'Agreement', id: tenantId },
  ...documentTags(tenantId),
]

/** A tenant's personal details changed: the tenant, the lists and counts, and the screens that show their name. */
export const profileTags = (tenantId: number, propertyId: number): TenantTag[] => [
  { type: 'Tenant', id: tenantId },
  { type: 'Tenant', id: LIST },
  'TenantSummary',
  'Bed',
  { type: 'BedBoard', id: propertyId },
  { type: 'Collection', id: LIST },
]

/** A tenant's rent terms changed: the tenant, the list's rent, the room card and the bed's stays. */
export const termsTags = (tenantId: number): TenantTag[] => [
  { type: 'Tenant', id: tenantId },
  { type: 'Tenant', id: LIST },
  { type: 'TenantRoom', id: tenantId },
  'Bed',
]
