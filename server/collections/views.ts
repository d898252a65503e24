import { sql } from 'kysely'
import { daysBetween } from '../calendar'
import type { Db } from '../db/database'
import type { CollectionRow, CollectionTransactionRow, IsoDate, PaymentMode } from '../db/schema'
import { notFound } from '../http/httpError'

/** What a collection row is read with: its tenant, property and the bed of its allotment. */
export type CollectionJoined = CollectionRow & {
  tenant_name: string
  tenant_phone_number: string
  property_name: string
  room_name: string | null
  bed_name: string | null
}

export type CollectionStatus = 'due' | 'partially_paid' | 'paid'

export const collectionStatus = (
  row: Pick<CollectionRow, 'balance_paise' | 'paid_paise'>,
): CollectionStatus => (row.balance_paise === 0 ? 'paid' : row.paid_paise > 0 ? 'partially_paid' : 'due')

/** The contract's `Collection`, as of `today`; `bifurcation` only when asked for. */
export function collectionView(row: CollectionJoined, today: IsoDate, withBifurcation = false) {
  const isOverdue = row.balance_paise > 0 && today >= row.overdue_from
  return {
    id: row.id,
    tenant_id: row.tenant_id,
    tenant_name: row.tenant_name,
    tenant_phone_number: row.tenant_phone_number,
    property_id: row.property_id,
    property_name: row.property_name,
    room_name: row.room_name,
    bed_name: row.bed_name,
    type: row.type,
    charge_kind: row.charge_kind,
    title: row.title,
    period_start: row.period_start,
    period_end: row.period_end,
    period_label: row.period_label,
    due_date: row.due_date,
    amount_paise: row.amount_paise,
    tax_paise: row.tax_paise,
    paid_paise: row.paid_paise,
    waived_paise: row.waived_paise,
    balance_paise: row.balance_paise,
    status: collectionStatus(row),
    is_overdue: isOverdue,
    overdue_days: isOverdue ? Math.max(0, daysBetween(row.due_date, today)) : 0,
    last_payment_mode: row.last_payment_mode,
    last_paid_on: row.last_paid_on,
    receipt_number: row.receipt_number,
    reminder_count: row.reminder_count,
    last_reminded_at: row.last_reminded_at,
    created_at: row.created_at,
    bifurcation: withBifurcation
      ? [
          {
            type: row.type,
            charge_kind: row.charge_kind,
            label: row.type === 'RENT' ? 'Rent' : 'Other charge',
            amount_paise: row.amount_paise,
            paid_paise: row.paid_paise,
          },
        ]
      : null,
  }
}

export type CollectionView = ReturnType<typeof collectionView>

/**
 * Collections by id with their joins, in the order of `ids`; only the operator's. The unary `+` keeps SQLite on the
 * primary key for `id in (…)` instead of an operator index that would scan all of the operator's rows.
 */
export async function readCollections(db: Db, operatorId: number, ids: readonly number[]) {
  if (!ids.length) return []
  const { rows } = await sql<CollectionJoined>`
    select c.*, t.name as tenant_name, t.phone_no as tenant_phone_number, p.name as property_name,
      r.name as room_name, b.name as bed_name
    from collections c
    join tenants t on t.id = c.tenant_id
    join properties p on p.id = c.property_id
    left join allotments a on a.id = c.allotment_id
    left join beds b on b.id = a.bed_id
    left join rooms r on r.id = b.room_id
    where c.id in (${sql.join(ids)}) and +c.operator_id = ${operatorId}`.execute(db)
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** One collection of the operator, or the 404 another operator's id gets too. */
export async function ownedCollection(db: Db, operatorId: number, id: number): Promise<CollectionJoined> {
  const [row] = await readCollections(db, operatorId, [id])
  if (!row) throw notFound('No such collection.')
  return row
}

export type TransactionJoined = CollectionTransactionRow & {
  collection_title: string
  type: 'RENT' | 'OTHERS'
  period_label: string | null
  tenant_name: string
  property_name: string
  room_name: string | null
  bed_name: string | null
}

const TRANSACTION_SELECT = sql`
  select x.*, c.title as collection_title, c.type, c.period_label, t.name as tenant_name,
    p.name as property_name, r.name as room_name, b.name as bed_name
  from collection_transactions x
  join collections c on c.id = x.collection_id
  join tenants t on t.id = x.tenant_id
  join properties p on p.id = x.property_id
  left join allotments a on a.id = c.allotment_id
  left join beds b on b.id = a.bed_id
  left join rooms r on r.id = b.room_id`

/** Transactions by id with their joins, in the order of `ids`; only the operator's. */
export async function readTransactions(db: Db, operatorId: number, ids: readonly number[]) {
  if (!ids.length) return []
  const { rows } = await sql<TransactionJoined>`${TRANSACTION_SELECT}
    where x.id in (${sql.join(ids)}) and +x.operator_id = ${operatorId}`.execute(db)
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The payments of a collection shown in its details (SUCCESS and REVERTED), oldest first. */
export async function collectionPayments(db: Db, collectionId: number) {
  const { rows } = await sql<TransactionJoined>`${TRANSACTION_SELECT}
    where x.collection_id = ${collectionId} and x.status in ('SUCCESS', 'REVERTED')
    order by x.paid_on, x.id`.execute(db)
  return rows.map(transactionView)
}

/** The contract's `Transaction`. */
export function transactionView(row: TransactionJoined) {
  return {
    id: row.id,
    collection_id: row.collection_id,
    collection_title: row.collection_title,
    type: row.type,
    period_label: row.period_label,
    tenant_id: row.tenant_id,
    tenant_name: row.tenant_name,
    property_id: row.property_id,
    property_name: row.property_name,
    room_name: row.room_name,
    bed_name: row.bed_name,
    amount_paise: row.amount_paise,
    mode: row.mode as PaymentMode,
    reference: row.reference,
    paid_on: row.paid_on,
    recorded_at: row.recorded_at,
    recorded_by_name: row.recorded_by_name,
    collected_by_staff_id: row.collected_by_staff_id,
    collected_by_name: row.collected_by_name,
    source: row.source,
    status: row.status,
    receipt_number: row.receipt_number,
  }
}

export type TransactionView = ReturnType<typeof transactionView>
