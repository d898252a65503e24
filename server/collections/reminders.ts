import { sql } from 'kysely'
import { displayDate, kolkataDate } from '../calendar'
import { DAY, HOUR, type Clock } from '../clock'
import { chunks } from '../db/batches'
import type { Db } from '../db/database'
import type { OperatorRow } from '../db/schema'
import { conflict, notFound, tooManyRequests } from '../http/httpError'
import type { Notifier } from '../notify/notifier'
import { formatRupees } from './amountInWords'
import { collectionFilters, idList } from './list'
import { forgetTotals } from './listTotals'
import { ownedCollection, readCollections, type CollectionJoined } from './views'

/** One reminder per collection per hour (remindCollection); remind-all skips those reminded within a day. */
const REMIND_AGAIN_AFTER_MS = HOUR
const REMIND_ALL_SKIP_MS = DAY

function reminderText(operator: OperatorRow, collection: CollectionJoined): string {
  const amount = `₹${formatRupees(collection.balance_paise, operator.decimal_places)}`
  return `Hi ${collection.tenant_name.split(' ')[0]}, ${amount} is due for ${collection.title} at ${collection.property_name} (due ${displayDate(collection.due_date)}). – ${operator.brand ?? operator.name}`
}

/** Sends one reminder through the Notifier and records it on the collection (the scheduled sweep too). */
export async function remind(
  db: Db,
  notifier: Notifier,
  operator: OperatorRow,
  collection: CollectionJoined,
  at: string,
  channel: 'SMS' | 'WHATSAPP' = 'SMS',
) {
  const phone = await db
    .selectFrom('tenants')
    .select(['dial_code', 'phone_no'])
    .where('id', '=', collection.tenant_id)
    .executeTakeFirstOrThrow()
  const text = reminderText(operator, collection)
  const status = await notifier.send({ channel, to: `${phone.dial_code}${phone.phone_no}`, text })
  const reminder = await db
    .insertInto('collection_reminders')
    .values({ collection_id: collection.id, channel, status, message: text, sent_at: at })
    .returning(['id', 'channel', 'sent_at', 'status'])
    .executeTakeFirstOrThrow()
  await db
    .updateTable('collections')
    .set((eb) => ({ reminder_count: eb('reminder_count', '+', 1), last_reminded_at: at }))
    .where('id', '=', collection.id)
    .execute()
  return reminder
}

/** Reminds the tenant of one collection: 409 when paid, 429 within an hour of the last reminder. */
export async function remindCollection(
  db: Db,
  now: Clock,
  notifier: Notifier,
  operator: OperatorRow,
  id: number,
) {
  const collection = await ownedCollection(db, operator.id, id)
  if (collection.balance_paise === 0) throw conflict('This collection is paid; there is nothing to remind.')
  if (collection.last_reminded_at) {
    const wait = new Date(collection.last_reminded_at).getTime() + REMIND_AGAIN_AFTER_MS - now().getTime()
    if (wait > 0)
      throw tooManyRequests('A reminder went out less than an hour ago. Try again later.', wait / 1000)
  }
  const reminder = await remind(db, notifier, operator, collection, now().toISOString())
  forgetTotals(db, operator.id)
  return { collection_id: id, reminder }
}

export type RemindAllQuery = { collection_ids?: string; property_ids?: string; overdue_only?: boolean }

/** Reminds every due collection (or the selection), skipping those reminded in the last day. */
export async function remindAllCollections(
  db: Db,
  now: Clock,
  notifier: Notifier,
  operator: OperatorRow,
  query: RemindAllQuery,
) {
  const selected = idList(query.collection_ids)
  let ids: number[]
  if (selected.length) {
    const owned = await readCollections(db, operator.id, selected)
    if (owned.length !== selected.length) throw notFound('No such collection.')
    ids = selected
  } else {
    const where = collectionFilters(
      operator.id,
      { status: 'due', property_ids: query.property_ids, overdue_only: query.overdue_only },
      kolkataDate(now()),
    )
    const { rows } = await sql<{
      id: number
    }>`select c.id from collections c where ${where} order by c.id`.execute(db)
    ids = rows.map((row) => row.id)
  }
  const at = now().toISOString()
  const since = new Date(now().getTime() - REMIND_ALL_SKIP_MS).toISOString()
  const reminded: number[] = []
  for (const batch of chunks(ids)) {
    for (const collection of await readCollections(db, operator.id, batch)) {
      if (
        collection.balance_paise === 0 ||
        (collection.last_reminded_at && collection.last_reminded_at > since)
      ) {
        continue
      }
      await remind(db, notifier, operator, collection, at)
      reminded.push(collection.id)
    }
  }
  forgetTotals(db, operator.id)
  return {
    reminded_count: reminded.length,
    skipped_count: ids.length - reminded.length,
    collection_ids: reminded,
  }
}

/** Sends the receipt of a payment to the tenant through the Notifier and notes it in the payment's audit trail. */
export async function sendReceipt(
  db: Db,
  now: Clock,
  notifier: Notifier,
  operator: OperatorRow,
  collectionId: number,
  transactionId: number,
) {
  const collection = await ownedCollection(db, operator.id, collectionId)
  const payment = await db
    .selectFrom('collection_transactions')
    .innerJoin('tenants', 'tenants.id', 'collection_transactions.tenant_id')
    .select(['amount_paise', 'receipt_number', 'tenants.dial_code', 'tenants.phone_no'])
    .where('collection_transactions.id', '=', transactionId)
    .executeTakeFirstOrThrow()
  const amount = `₹${formatRupees(payment.amount_paise, operator.decimal_places)}`
  const text = `Received ${amount} from ${collection.tenant_name} for ${collection.title}. Receipt ${payment.receipt_number}. – ${operator.brand ?? operator.name}`
  const status = await notifier.send({ channel: 'SMS', to: `${payment.dial_code}${payment.phone_no}`, text })
  if (status === 'FAILED') return
  await db
    .insertInto('transaction_audit')
    .values({
      transaction_id: transactionId,
      action: 'RECEIPT_SENT',
      at: now().toISOString(),
      by_name: operator.name,
      reason: null,
    })
    .execute()
}
