/**
 * Tag types the collections and transactions slices read or change. Tenant and Dashboard are provided by the
 * tenants and dashboard slices; tags are plain strings in the one API root.
 */
export const COLLECTION_TAG_TYPES = [
  'Collection',
  'CollectionRemark',
  'Transaction',
  'Tenant',
  'Dashboard',
] as const

export type CollectionTagType = (typeof COLLECTION_TAG_TYPES)[number]
export type CollectionTag = { type: CollectionTagType; id: number | string }

export const LIST = 'LIST'
/** The due, received and overdue figures of the collections screen and the due summary. */
export const FIGURES = 'FIGURES'
export const FILTERS = 'FILTERS'

/**
 * Money moved on these collections (a payment, a revert, an edit, a delete): each collection and its row, the
 * lists, the collection figures, the app dashboard's figures, the payments list and each tenant's dues.
 */
export function paymentTags(collectionIds: readonly number[], tenantIds: readonly number[]): CollectionTag[] {
  return [
    ...collectionIds.map((id): CollectionTag => ({ type: 'Collection', id })),
    { type: 'Collection', id: LIST },
    { type: 'Collection', id: FIGURES },
    { type: 'Dashboard', id: 'FIGURES' },
    { type: 'Transaction', id: LIST },
    { type: 'Transaction', id: FIGURES },
    ...[...new Set(tenantIds)].map((id): CollectionTag => ({ type: 'Tenant', id })),
  ]
}
