import { readTransactions, type TransactionJoined } from '../../collections/views'
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
  const ids = await db
    .selectFrom('collection_transactions')
    .select('id')
    .where('operator_id', '=', operatorId)
    .where('property_id', 'in', propertyIds)
    .where('status', '=', 'SUCCESS')
    .where('paid_on', '>=', from)
    .where('paid_on', '<=', to)
    .orderBy('paid_on')
    .orderBy('id')
    .execute()
  const rows: ReceivedPayment[] = []
  for (const batch of chunks(ids.map((row) => row.id))) {
    const payments = await readTransactions(db, operatorId, batch)
    const collections = new Map(
      (
        await db
          .selectFrom('collections')
          .select(['id', 'charge_kind', 'amount_paise', 'tax_paise'])
          .where('id', 'in', [...new Set(payments.map((payment) => payment.collection_id))])
          .execute()
      ).map((collection) => [collection.id, collection]),
    )
    for (const payment of payments) {
      const collection = collections.get(payment.collection_id)
      rows.push({
        ...payment,
        charge_kind: collection?.charge_kind ?? '',
        collection_amount_paise: collection?.amount_paise ?? 0,
        collection_tax_paise: collection?.tax_paise ?? 0,
      })
    }
  }
  return rows
}

/** Deposits are held for the resident, not earned: they stay out of income. */
export const isDeposit = (payment: Pick<ReceivedPayment, 'charge_kind'>): boolean =>
  payment.charge_kind === 'DEPOSIT'
