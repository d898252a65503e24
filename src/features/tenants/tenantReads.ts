/**
 * The reads of tenant `id`'s page, each keyed by the id of the address: the page, its cards and the page's
 * `prefetch` all ask with these, so that they share the cache entries.
 */
export const tenantReads = (id: number) => ({
  details: { id },
  room: { id },
  bank: { tenantId: id },
  documents: { id, limit: 50 },
  agreements: { id },
})
