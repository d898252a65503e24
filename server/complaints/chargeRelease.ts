import type { Db } from '../db/database'
import { recordActivity } from './activity'

/**
 * A collection that charged complaints' costs is being deleted (unpaid): those complaints are no longer charged, so
 * their cost may be charged again or posted as an expense. Each says so in its activity list. Inside the delete's
 * transaction.
 */
export async function releaseComplaintCharges(trx: Db, collectionId: number, actorName: string, at: string) {
  const charged = await trx
    .selectFrom('complaints as c')
    .leftJoin('tenants as t', 't.id', 'c.tenant_id')
    .select(['c.id', 't.name as tenant_name'])
    .where('c.charge_collection_id', '=', collectionId)
    .execute()
  for (const complaint of charged) {
    await trx
      .updateTable('complaints')
      .set({ charge_collection_id: null, updated_at: at })
      .where('id', '=', complaint.id)
      .execute()
    await recordActivity(trx, complaint.id, {
      kind: 'CHARGED',
      visibility: 'INTERNAL',
      text: `The charge to ${complaint.tenant_name ?? 'the resident'} was deleted with its collection; the cost may be charged again`,
      actorName,
      at,
    })
  }
}
