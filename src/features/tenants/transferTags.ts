import { LIST, type TenantTag } from './tenantTags'

/**
 * A room transfer: the tenant and their room card, every bed board and property count (the old bed may be on
 * another property), and the collections the rent difference charged or credited.
 */
export const transferTags = (tenantId: number, collectionId: number | null): TenantTag[] => [
  { type: 'Tenant', id: tenantId },
  { type: 'Tenant', id: LIST },
  { type: 'TenantRoom', id: tenantId },
  'TenantSummary',
  'Bed',
  'BedAvailability',
  'BedBoard',
  'PropertySummary',
  'Property',
  { type: 'Dashboard', id: 'FIGURES' },
  { type: 'Collection', id: LIST },
  { type: 'Collection', id: 'FIGURES' },
  ...(collectionId === null ? [] : [{ type: 'Collection', id: collectionId } satisfies TenantTag]),
]
