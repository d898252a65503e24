import type { StatusBadgeTone } from '../../design-system/StatusBadge'
import type { Collection } from './collectionsApi'

/** A collection's status as the operator reads it: overdue outranks due and part paid. */
export function collectionStatus(collection: Collection): { label: string; tone: StatusBadgeTone } {
  if (collection.status === 'paid') return { label: 'Paid', tone: 'success' }
  if (collection.is_overdue) {
    return { label: `Overdue ${collection.overdue_days}d`, tone: 'error' }
  }
  if (collection.status === 'partially_paid') return { label: 'Part paid', tone: 'warning' }
  return { label: 'Due', tone: 'info' }
}

/** Where the tenant stays, e.g. 'Koramangala PG · 204 · B'. */
export const placeOf = (collection: Pick<Collection, 'property_name' | 'room_name' | 'bed_name'>) =>
  [collection.property_name, collection.room_name, collection.bed_name].filter(Boolean).join(' · ')
