import { sql } from 'kysely'
import { idList, monthRange } from '../collections/list'
import type { Db } from '../db/database'
import { notFound } from '../http/httpError'
import { lastCharacters } from '../db/engine'

type RentQrRow = {
  id: number
  amount_paise: number
  utr: string
  payer_name: string | null
  payer_vpa: string | null
  received_at: string
  status: 'MATCHED' | 'UNMATCHED' | 'REFUNDED'
  qr_label: string
  property_id: number | null
  property_name: string | null
  tenant_id: number | null
  tenant_name: string | null
  collection_id: number | null
  transaction_id: number | null
  note: string | null
  matched_at: string | null
  matched_by_name: string | null
  bank_account_label: string | null
}

/** Built per query, not once at load: lastCharacters is written for the engine opened after this module loads. */
const select = () => sql`
  select q.*, p.name as property_name, t.name as tenant_name,
    case when a.id is null then null else b.name || ' ••' || ${lastCharacters(sql.ref('a.account_number'), 4)} end as bank_account_label
  from rent_qr_transactions q
  left join properties p on p.id = q.property_id
  left join tenants t on t.id = q.tenant_id
  left join bank_accounts a on a.id = q.bank_account_id
  left join banks b on b.id = a.bank_id`

const view = (row: RentQrRow) => ({
  id: row.id,
  amount_paise: row.amount_paise,
  utr: row.utr,
  payer_name: row.payer_name,
  payer_vpa: row.payer_vpa,
  received_at: row.received_at,
  status: row.status,
  qr_label: row.qr_label,
  property_id: row.property_id,
  property_name: row.property_name,
  tenant_id: row.tenant_id,
  tenant_name: row.tenant_name,
  collection_id: row.collection_id,
  transaction_id: row.transaction_id,
})

export type RentQrQuery = {
  offset: number
  limit: number
  month?: string
  property_ids?: string
  status?: 'MATCHED' | 'UNMATCHED'
}

/** UPI credits on the operator's rent QR codes, newest first. */
export async function listRentQrTransactions(db: Db, operatorId: number, query: RentQrQuery) {
  const filters = [sql`q.operator_id = ${operatorId}`]
  if (query.month) {
    const [from, to] = monthRange(query.month)
    filters.push(sql`q.received_at >= ${from} and q.received_at < ${to}`)
  }
  const properties = idList(query.property_ids)
  if (properties.length) filters.push(sql`q.property_id in (${sql.join(properties)})`)
  if (query.status) filters.push(sql`q.status = ${query.status}`)
  const where = sql.join(filters, sql` and `)
  const { rows } = await sql<RentQrRow>`${select()} where ${where}
    order by q.received_at desc, q.id desc limit ${query.limit} offset ${query.offset}`.execute(db)
  const { rows: counted } = await sql<{ count: number }>`
    select count(*) as count from rent_qr_transactions q where ${where}`.execute(db)
  return { count: Number(counted[0].count), results: rows.map(view) }
}

export async function rentQrTransactionDetail(db: Db, operatorId: number, id: number) {
  const { rows } =
    await sql<RentQrRow>`${select()} where q.operator_id = ${operatorId} and q.id = ${id}`.execute(db)
  const row = rows[0]
  if (!row) throw notFound('No such rent-QR transaction.')
  return {
    rent_qr_transaction: view(row),
    bank_account_label: row.bank_account_label,
    note: row.note,
    matched_at: row.matched_at,
    matched_by_name: row.matched_by_name,
  }
}
