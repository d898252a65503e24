import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import { recordChange, rupees } from '../activity/record'
import { kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { IsoDate, OperatorRow, PaymentMode, TransactionSource } from '../db/schema'
import { badRequest, conflict, notFound } from '../http/httpError'
import { actingStaff } from '../staff/actingStaff'
import { forgetTotals } from './listTotals'
import { nextReceiptNumber, settleCollection } from './ledger'
import { PAYMENT_MODE_LABELS } from './paymentModes'
import {
  collectionView,
  ownedCollection,
  readCollections,
  readTransactions,
  transactionView,
  type CollectionView,
  type TransactionView,
} from './views'

export type MarkPaidInput = {
  amount_paise: number
  mode: PaymentMode
  paid_on: IsoDate
  reference?: string
  collected_by_staff_id?: number
  remarks?: string
  send_receipt?: boolean
}

export type BulkMarkPaidInput = Omit<MarkPaidInput, 'amount_paise' | 'send_receipt'> & {
  collection_ids: number[]
}

/** Modes that need no reference (UTR or cheque number). */
const NO_REFERENCE_MODES: readonly PaymentMode[] = ['CASH', 'DEPOSIT_ADJUSTMENT', 'ADVANCE_ADJUSTMENT']

/**
 * Two identical payments of one collection recorded this close together are one double click, for requests without
 * an Idempotency-Key; a request with one is told apart by its key alone (one key per form submission).
 */
export const DOUBLE_CLICK_MS = 10_000

function checkPaymentFields(input: Omit<MarkPaidInput, 'amount_paise'>, today: IsoDate) {
  if (input.paid_on > today) {
    throw badRequest('The payment date cannot be in the future.', [
      { field: 'body.paid_on', message: 'Pick today or an earlier day.' },
    ])
  }
  if (!NO_REFERENCE_MODES.includes(input.mode) && !input.reference) {
    throw badRequest(`A ${input.mode} payment needs its reference (UTR or cheque number).`, [
      { field: 'body.reference', message: 'Enter the UTR or cheque number.' },
    ])
  }
}

const requestHash = (operation: string, body: unknown) =>
  createHash('sha256')
    .update(`${operation}\n${JSON.stringify(body)}`)
    .digest('hex')

/**
 * Runs `record` once per Idempotency-Key: the same key and body replay the first answer (with `replayed: true`),
 * another body with the key is a 409. Check, record and remember happen in one database transaction, which
 * SQLite runs one at a time, so concurrent identical requests record exactly once.
 */
async function once<T extends { replayed: boolean }>(
  db: Db,
  operatorId: number,
  key: string | undefined,
  operation: string,
  body: unknown,
  at: string,
  record: (trx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (key === undefined) return record(trx)
    const hash = requestHash(operation, body)
    const earlier = await trx
      .selectFrom('idempotent_requests')
      .select(['request_hash', 'answer', 'operation'])
      .where('operator_id', '=', operatorId)
      .where('key', '=', key)
      .executeTakeFirst()
    if (earlier) {
      if (earlier.request_hash !== hash) {
        throw conflict('This Idempotency-Key was already used for a different request.')
      }
      return { ...(JSON.parse(earlier.answer) as T), replayed: true }
    }
    const answer = await record(trx)
    await trx
      .insertInto('idempotent_requests')
      .values({
        operator_id: operatorId,
        key,
        operation,
        request_hash: hash,
        answer: JSON.stringify(answer),
        created_at: at,
      })
      .execute()
    return answer
  })
}

type Recorded = { transactionId: number }

const COLLECTED_BY = 'body.collected_by_staff_id'

/**
 * Who took the money: the active staff member the request names, who must be allowed to take cash (400 naming
 * the field), else the operator.
 */
async function collectorName(trx: Db, operator: OperatorRow, staffId: number | undefined): Promise<string> {
  if (staffId === undefined) return operator.name
  const staff = await actingStaff(trx, operator.id, staffId, COLLECTED_BY)
  if (!staff.can_collect_cash) {
    const message = `${staff.name} is not allowed to take money; name someone who is, or allow them in Staff.`
    throw badRequest(message, [{ field: COLLECTED_BY, message: `${staff.name} may not take money.` }])
  }
  return staff.name
}

/** Inserts one SUCCESS payment with its RECORDED audit entry and receipt number, and settles the collection. */
async function recordPayment(
  trx: Db,
  operator: OperatorRow,
  collection: { id: number; property_id: number; tenant_id: number },
  input: Omit<MarkPaidInput, 'send_receipt'>,
  source: TransactionSource,
  at: string,
  collectedBy: string,
): Promise<Recorded> {
  const receipt = await nextReceiptNumber(trx, collection.property_id, input.paid_on)
  const { id } = await trx
    .insertInto('collection_transactions')
    .values({
      operator_id: operator.id,
      collection_id: collection.id,
      property_id: collection.property_id,
      tenant_id: collection.tenant_id,
      amount_paise: input.amount_paise,
      mode: input.mode,
      reference: input.reference ?? null,
      paid_on: input.paid_on,
      recorded_at: at,
      recorded_by_name: operator.name,
      collected_by_staff_id: input.collected_by_staff_id ?? null,
      collected_by_name: collectedBy,
      source,
      status: 'SUCCESS',
      remarks: input.remarks ?? null,
      receipt_number: receipt,
      proof_id: null,
      rent_qr_transaction_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('transaction_audit')
    .values({ transaction_id: id, action: 'RECORDED', at, by_name: operator.name, reason: null })
    .execute()
  await settleCollection(trx, collection.id, at)
  return { transactionId: id }
}

/** A payment recorded by hand on the collection within DOUBLE_CLICK_MS, same amount, mode, date and reference. */
const sameClick = (trx: Db, collectionId: number, input: MarkPaidInput, at: Date) =>
  trx
    .selectFrom('collection_transactions')
    .select('id')
    .where('collection_id', '=', collectionId)
    .where('status', '=', 'SUCCESS')
    .where('source', '=', 'MANUAL')
    .where('amount_paise', '=', input.amount_paise)
    .where('mode', '=', input.mode)
    .where('paid_on', '=', input.paid_on)
    .where(sql<boolean>`coalesce(reference, '') = ${input.reference ?? ''}`)
    .where('recorded_at', '>=', new Date(at.getTime() - DOUBLE_CLICK_MS).toISOString())
    .orderBy('id', 'desc')
    .executeTakeFirst()

export type MarkPaidResult = { collection: CollectionView; transaction: TransactionView; replayed: boolean }

/**
 * Records a payment against a collection: partial payments leave the rest due, more than the balance is a 400, a
 * paid collection a 409. Replayed instead of recorded again for the same Idempotency-Key, or, when there is no
 * key, for the same amount, mode, date and reference on the same collection within DOUBLE_CLICK_MS.
 */
export async function markPaid(
  db: Db,
  now: Clock,
  operator: OperatorRow,
  collectionId: number,
  input: MarkPaidInput,
  idempotencyKey: string | undefined,
): Promise<MarkPaidResult> {
  const today = kolkataDate(now())
  checkPaymentFields(input, today)
  const at = now().toISOString()
  const result = await once(
    db,
    operator.id,
    idempotencyKey,
    `markCollectionPaid:${collectionId}`,
    input,
    at,
    async (trx) => {
      const collection = await ownedCollection(trx, operator.id, collectionId)
      const collectedBy = await collectorName(trx, operator, input.collected_by_staff_id)
      const doubleClick =
        idempotencyKey === undefined ? await sameClick(trx, collectionId, input, now()) : undefined
      if (doubleClick) return paymentAnswer(trx, operator.id, collectionId, doubleClick.id, today, true)
      if (collection.balance_paise === 0) throw conflict('This collection is already paid in full.')
      if (input.amount_paise > collection.balance_paise) {
        throw badRequest(
          `The amount is more than the balance of ${collection.balance_paise} paise; record at most the balance.`,
          [{ field: 'body.amount_paise', message: 'More than the balance due.' }],
        )
      }
      const { transactionId } = await recordPayment(
        trx,
        operator,
        collection,
        input,
        'MANUAL',
        at,
        collectedBy,
      )
      const balance = collection.balance_paise - input.amount_paise
      await recordChange(
        trx,
        operator.id,
        {
          entity: 'collection',
          entityId: collection.id,
          propertyId: collection.property_id,
          summary: `Marked ${rupees(input.amount_paise)} paid by ${PAYMENT_MODE_LABELS[input.mode]} on ${collection.title} of ${collection.tenant_name}${balance ? `, ${rupees(balance)} still due` : ''}`,
          before: { paid_paise: collection.paid_paise, balance_paise: collection.balance_paise },
          after: {
            paid_paise: collection.paid_paise + input.amount_paise,
            balance_paise: balance,
            transaction_id: transactionId,
            mode: input.mode,
            paid_on: input.paid_on,
          },
          subjects: [
            { entity: 'transaction', entityId: transactionId },
            { entity: 'tenant', entityId: collection.tenant_id },
          ],
        },
        now(),
      )
      return paymentAnswer(trx, operator.id, collectionId, transactionId, today, false)
    },
  )
  forgetTotals(db, operator.id)
  return result
}

async function paymentAnswer(
  db: Db,
  operatorId: number,
  collectionId: number,
  transactionId: number,
  today: IsoDate,
  replayed: boolean,
): Promise<MarkPaidResult> {
  const [collection] = await readCollections(db, operatorId, [collectionId])
  const [transaction] = await readTransactions(db, operatorId, [transactionId])
  return {
    collection: collectionView(collection, today),
    transaction: transactionView(transaction),
    replayed,
  }
}

export type BulkMarkPaidResult = {
  paid_count: number
  skipped_count: number
  total_paid_paise: number
  results: {
    collection_id: number
    outcome: 'paid' | 'skipped'
    transaction_id: number | null
    amount_paise: number
    message: string | null
  }[]
  replayed: boolean
}

/** Pays the full balance of each collection in one transaction; paid ones are skipped; any foreign id is a 404. */
export async function bulkMarkPaid(
  db: Db,
  now: Clock,
  operator: OperatorRow,
  input: BulkMarkPaidInput,
  idempotencyKey: string | undefined,
): Promise<BulkMarkPaidResult> {
  const today = kolkataDate(now())
  checkPaymentFields(input, today)
  const at = now().toISOString()
  const result = await once(
    db,
    operator.id,
    idempotencyKey,
    'bulkMarkCollectionsPaid',
    input,
    at,
    async (trx) => {
      const collections = await readCollections(trx, operator.id, input.collection_ids)
      if (collections.length !== input.collection_ids.length) {
        const found = new Set(collections.map((collection) => collection.id))
        const missing = input.collection_ids.find((id) => !found.has(id))
        throw notFound(`No such collection: ${missing}.`)
      }
      const collectedBy = await collectorName(trx, operator, input.collected_by_staff_id)
      const results: BulkMarkPaidResult['results'] = []
      for (const collection of collections) {
        if (collection.balance_paise === 0) {
          results.push({
            collection_id: collection.id,
            outcome: 'skipped',
            transaction_id: null,
            amount_paise: 0,
            message: 'Already paid',
          })
          continue
        }
        const amount = collection.balance_paise
        const { transactionId } = await recordPayment(
          trx,
          operator,
          collection,
          { ...input, amount_paise: amount },
          'BULK',
          at,
          collectedBy,
        )
        results.push({
          collection_id: collection.id,
          outcome: 'paid',
          transaction_id: transactionId,
          amount_paise: amount,
          message: null,
        })
      }
      const paid = results.filter((item) => item.outcome === 'paid')
      if (paid.length) {
        const paidRows = collections.filter((row) => paid.some((item) => item.collection_id === row.id))
        const total = paid.reduce((sum, item) => sum + item.amount_paise, 0)
        const properties = new Set(paidRows.map((row) => row.property_id))
        await recordChange(
          trx,
          operator.id,
          {
            entity: 'collection',
            entityId: paid[0].collection_id,
            propertyId: properties.size === 1 ? paidRows[0].property_id : null,
            summary:
              paid.length === 1
                ? `Marked ${rupees(total)} paid by ${PAYMENT_MODE_LABELS[input.mode]} on ${paidRows[0].title} of ${paidRows[0].tenant_name}`
                : `Marked ${paid.length} collections paid by ${PAYMENT_MODE_LABELS[input.mode]}, ${rupees(total)} in all`,
            before: null,
            after: {
              collection_ids: paid.map((item) => item.collection_id),
              transaction_ids: paid.map((item) => item.transaction_id),
              total_paid_paise: total,
              mode: input.mode,
              paid_on: input.paid_on,
            },
            subjects: [
              ...paid.map((item) => ({ entity: 'collection' as const, entityId: item.collection_id })),
              ...paid.flatMap((item) =>
                item.transaction_id === null
                  ? []
                  : [{ entity: 'transaction' as const, entityId: item.transaction_id }],
              ),
              ...paidRows.map((row) => ({ entity: 'tenant' as const, entityId: row.tenant_id })),
            ],
          },
          now(),
        )
      }
      return {
        paid_count: paid.length,
        skipped_count: results.length - paid.length,
        total_paid_paise: paid.reduce((sum, item) => sum + item.amount_paise, 0),
        results,
        replayed: false,
      }
    },
  )
  forgetTotals(db, operator.id)
  return result
}
