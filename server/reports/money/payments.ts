import type { TransactionJoined } from '../../collections/views'
import { chunks } from '../../db/batches'
import type { Db } from '../../db/database'
import type { IsoDate } from '../../db/schema'

/** A payment with what its collection is: its charge kind, and its amount and the tax included in it. */
export type ReceivedPayment = TransactionJoined & {
  charge_kind: string
  collection_amount_paise: number
  collection_tax_paise: number
}

/**
 * The payments received in a period: SUCCESS payments paid on a day from `from` to `to` at the properties, oldest
 * first, read as the transactions list reads them (reverted and deleted payments count for nothing, as in the
 * list's total). The collections, transactions, P&L and GST reports all start from these rows.
 */
export async function paymentsReceived(
  db: Db,
  operatorId: number,
  propertyIds: readonly number[],
  from: IsoDate,
  to: IsoDate,
): Promise<ReceivedPayment[]> {
  if (!propertyIds.length) return []
  const rows: ReceivedPayment[] = []
  // One statement per batch of properties: a period's payments are read in one pass, not id by id.
  for (const batch of chunks(propertyIds)) {
    rows.push(
      ...(await db
        .selectFrom('collection_transactions as x')
        .innerJoin('collections as c', 'c.id', 'x.collection_id')
        .innerJoin('tenants as t', 't.id', 'x.tenant_id')
        .innerJoin('properties as p', 'p.id', 'x.property_id')
        .leftJoin('allotments as a', 'a.id', 'c.allotment_id')
        .leftJoin('beds as b', 'b.id', 'a.bed_id')
        .leftJoin('rooms as r', 'r.id', 'b.room_id')
        .selectAll('x')
        .select([
          'c.title as collection_title',
          'c.type',
          'c.period_label',
          'c.charge_kind',
          'c.amount_paise as collection_amount_paise',
          'c.tax_paise as collection_tax_paise',
          't.name as tenant_name',
          'p.name as property_name',
          'r.name as room_name',
          'b.name as bed_name',
        ])
        .where('x.operator_id', '=', operatorId)
        .where('x.property_id', 'in', batch)
        .where('x.status', '=', 'SUCCESS')
        .where('x.paid_on', '>=', from)
        .where('x.paid_on', '<=', to)
        .execute()),
    )
  }
  return rows.sort((a, b) => a.paid_on.localeCompare(b.paid_on) || a.id - b.id)
}

/** Deposits are held for the resident, not earned: they stay out of income. */
export const isDeposit = (payment: Pick<ReceivedPayment, 'charge_kind'>): boolean =>
  payment.charge_kind === 'DEPOSIT'
