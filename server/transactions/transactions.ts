import { sql, type RawBuilder } from 'kysely'
import { recordChange, rupees } from '../activity/record'
import { kolkataDate, monthLabel, monthOf } from '../calendar'
import type { Clock } from '../clock'
import { settleCollection } from '../collections/ledger'
import { idList, monthRange } from '../collections/list'
import { forgetTotals } from '../collections/listTotals'
import { PAYMENT_MODE_LABELS } from '../collections/paymentModes'
import { readTransactions, transactionView, type TransactionJoined } from '../collections/views'
import type { Db } from '../db/database'
import type { OperatorRow, PaymentMode } from '../db/schema'
import { conflict, notFound } from '../http/httpError'

export type TransactionListQuery = {
  offset: number
  limit: number
  month?: string
  property_ids?: string
  mode?: string
  source?: string
  status?: string
  tenant_id?: number
  staff_id?: number
  search_text?: string
}

async function ownedTransaction(db: Db, operatorId: number, id: number): Promise<TransactionJoined> {
  const [row] = await readTransactions(db, operatorId, [id])
  if (!row) throw notFound('No such transaction.')
  return row
}

/** The contract's `TransactionDetail`: the payment, its collection's figures now and its whole audit trail. */
export async function transactionDetail(db: Db, operatorId: number, id: number) {
  const row = await ownedTransaction(db, operatorId, id)
  const collection = await db
    .selectFrom('collections')
    .select(['amount_paise', 'balance_paise'])
    .where('id', '=', row.collection_id)
    .executeTakeFirstOrThrow()
  const audit = await db
    .selectFrom('transaction_audit')
    .select(['action', 'at', 'by_name', 'reason'])
    .where('transaction_id', '=', id)
    .orderBy('id')
    .execute()
  return {
    transaction: transactionView(row),
    remarks: row.remarks,
    collection_amount_paise: collection.amount_paise,
    collection_balance_paise: collection.balance_paise,
    proof_id: row.proof_id,
    rent_qr_transaction_id: row.rent_qr_transaction_id,
    audit,
  }
}

/**
 * Reverts (status REVERTED, still listed) or deletes (status DELETED, hidden from lists) a SUCCESS payment: its
 * amount goes back to the collection's balance and the audit trail records who did it and why. Only payments
 * recorded by hand (MANUAL, BULK) can be deleted; any SUCCESS payment can be reverted.
 */
export async function undoTransaction(
  db: Db,
  now: Clock,
  operator: OperatorRow,
  id: number,
  action: 'REVERTED' | 'DELETED',
  reason: string,
) {
  const at = now().toISOString()
  await db.transaction().execute(async (trx) => {
    const row = await ownedTransaction(trx, operator.id, id)
    if (row.status !== 'SUCCESS') {
      throw conflict(`This payment is already ${row.status.toLowerCase()}.`)
    }
    if (action === 'DELETED' && row.source !== 'MANUAL' && row.source !== 'BULK') {
      throw conflict('Only payments recorded by hand can be deleted; revert this one instead.')
    }
    await trx.updateTable('collection_transactions').set({ status: action }).where('id', '=', id).execute()
    await trx
      .insertInto('transaction_audit')
      .values({ transaction_id: id, action, at, by_name: operator.name, reason: reason.trim() })
      .execute()
    await settleCollection(trx, row.collection_id, at)
    await recordChange(
      trx,
      operator.id,
      {
        entity: 'transaction',
        entityId: id,
        propertyId: row.property_id,
        summary: `${action === 'DELETED' ? 'Deleted' : 'Reverted'} the ${rupees(row.amount_paise)} ${PAYMENT_MODE_LABELS[row.mode]} payment of ${row.tenant_name} on ${row.collection_title}: ${reason.trim()}`,
        before: { status: row.status },
        after: { status: action, reason: reason.trim() },
        subjects: [
          { entity: 'collection', entityId: row.collection_id },
          { entity: 'tenant', entityId: row.tenant_id },
        ],
      },
      now(),
    )
  })
  forgetTotals(db, operator.id)
  return transactionDetail(db, operator.id, id)
}

function transactionFilters(operatorId: number, query: Omit<TransactionListQuery, 'offset' | 'limit'>) {
  const filters: RawBuilder<unknown>[] = [sql`x.operator_id = ${operatorId}`]
  const statuses = (query.status ?? 'SUCCESS,REVERTED').split(',')
  filters.push(sql`x.status in (${sql.join(statuses)})`)
  if (query.month) {
    const [from, to] = monthRange(query.month)
    filters.push(sql`x.paid_on >= ${from} and x.paid_on < ${to}`)
  }
  const properties = idList(query.property_ids)
  if (properties.length) filters.push(sql`x.property_id in (${sql.join(properties)})`)
  if (query.mode) filters.push(sql`x.mode in (${sql.join(query.mode.split(','))})`)
  if (query.source) filters.push(sql`x.source = ${query.source}`)
  if (query.tenant_id !== undefined) filters.push(sql`x.tenant_id = ${query.tenant_id}`)
  if (query.staff_id !== undefined) filters.push(sql`x.collected_by_staff_id = ${query.staff_id}`)
  const search = query.search_text?.trim().toLowerCase()
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    filters.push(
      sql`(lower(coalesce(x.reference, '')) like ${pattern} escape '\\' or x.tenant_id in (select id from tenants
        where operator_id = ${operatorId} and lower(name) like ${pattern} escape '\\'))`,
    )
  }
  return sql.join(filters, sql` and `)
}

/** Recorded payments, newest first; `total_paise` sums the matching SUCCESS ones. */
export async function listTransactions(db: Db, operatorId: number, query: TransactionListQuery) {
  const where = transactionFilters(operatorId, query)
  const { rows: page } = await sql<{ id: number }>`select x.id from collection_transactions x where ${where}
    order by x.paid_on desc, x.id desc limit ${query.limit} offset ${query.offset}`.execute(db)
  const { rows: summed } = await sql<{ count: number; total: number | null }>`
    select count(*) as count, sum(case when x.status = 'SUCCESS' then x.amount_paise end) as total
    from collection_transactions x where ${where}`.execute(db)
  const rows = await readTransactions(
    db,
    operatorId,
    page.map((row) => row.id),
  )
  return {
    count: Number(summed[0].count),
    total_paise: Number(summed[0].total ?? 0),
    results: rows.map(transactionView),
  }
}

const ALL_MODES: readonly PaymentMode[] = [
  'CASH',
  'UPI',
  'NEFT',
  'IMPS',
  'RTGS',
  'CHEQUE',
  'CARD',
  'DEPOSIT_ADJUSTMENT',
  'ADVANCE_ADJUSTMENT',
]

/** The months with transactions (newest first), the modes and the operator's properties. */
export async function transactionFilterOptions(db: Db, now: Clock, operatorId: number, propertyIds?: string) {
  const properties = idList(propertyIds)
  const { rows } = await sql<{ month: string }>`
    select distinct substr(paid_on, 1, 7) as month from collection_transactions
    where operator_id = ${operatorId} and status != 'DELETED'
      ${properties.length ? sql`and property_id in (${sql.join(properties)})` : sql``}
    order by month desc`.execute(db)
  const current = monthOf(kolkataDate(now()))
  const months = rows.map((row) => row.month)
  if (!months.includes(current)) months.unshift(current)
  const owned = await db
    .selectFrom('properties')
    .select(['id', 'name'])
    .where('operator_id', '=', operatorId)
    .orderBy('name')
    .execute()
  return {
    month: months.map((month) => ({ value: month, label: monthLabel(month), is_current: month === current })),
    modes: [...ALL_MODES],
    properties: owned,
  }
}

/** Payments recorded by hand (MANUAL and BULK) in a month, by mode and by staff member. */
export async function recordedTransactionDashboard(
  db: Db,
  now: Clock,
  operatorId: number,
  query: { month?: string; property_ids?: string },
) {
  const month = query.month ?? monthOf(kolkataDate(now()))
  const [from, to] = monthRange(month)
  const properties = idList(query.property_ids)
  const scope = sql`operator_id = ${operatorId} and source in ('MANUAL', 'BULK')
    and paid_on >= ${from} and paid_on < ${to}
    ${properties.length ? sql`and property_id in (${sql.join(properties)})` : sql``}`
  const { rows: byMode } = await sql<{ mode: PaymentMode; amount_paise: number; count: number }>`
    select mode, sum(amount_paise) as amount_paise, count(*) as count from collection_transactions
    where ${scope} and status = 'SUCCESS' group by mode order by amount_paise desc`.execute(db)
  const { rows: byStaff } = await sql<{
    staff_id: number | null
    staff_name: string | null
    amount_paise: number
    count: number
  }>`
    select collected_by_staff_id as staff_id, max(collected_by_name) as staff_name,
      sum(amount_paise) as amount_paise, count(*) as count from collection_transactions
    where ${scope} and status = 'SUCCESS' group by collected_by_staff_id order by amount_paise desc`.execute(
    db,
  )
  const { rows: counts } = await sql<{ deleted: number | null; reverted: number | null }>`
    select sum(case when status = 'DELETED' then 1 else 0 end) as deleted, sum(case when status = 'REVERTED' then 1 else 0 end) as reverted
    from collection_transactions where ${scope}`.execute(db)
  const total = byMode.reduce((sum, row) => sum + row.amount_paise, 0)
  return {
    month,
    total_paise: total,
    count: byMode.reduce((sum, row) => sum + row.count, 0),
    by_mode: byMode,
    by_staff: byStaff.map((row) => ({ ...row, staff_name: row.staff_name ?? 'Operator' })),
    deleted_count: Number(counts[0].deleted ?? 0),
    reverted_count: Number(counts[0].reverted ?? 0),
  }
}
