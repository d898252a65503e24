import { sql } from 'kysely'
import type { Db } from '../db/database'
import { commaList } from '../db/engine'
import { containsPattern } from '../db/search'
import { idList } from './list'

/** The bank catalogue by name, searched by name or IFSC prefix. */
export async function listBanks(db: Db, query: { offset: number; limit: number; name?: string }) {
  const search = query.name?.trim()
  const where = search
    ? sql`lower(name) like ${containsPattern(search)} escape '\\' or lower(short_name) like ${containsPattern(search)} escape '\\' or ifsc_prefix like ${`${search.toUpperCase()}%`}`
    : sql`1 = 1`
  const { rows: results } = await sql<{
    id: number
    name: string
    short_name: string | null
    ifsc_prefix: string | null
  }>`
    select id, name, short_name, ifsc_prefix from banks where ${where} order by name
    limit ${query.limit} offset ${query.offset}`.execute(db)
  const { rows } = await sql<{ count: number }>`select count(*) as count from banks where ${where}`.execute(
    db,
  )
  return { count: Number(rows[0].count), results: results.map((bank) => ({ ...bank, logo: null })) }
}

/**
 * The operator's bank accounts, active ones first and the primary first among them; `property_id` keeps those
 * linked to that property, `include_inactive` adds the deactivated ones, `id` keeps one (settings answers it).
 */
export async function listBankAccounts(
  db: Db,
  operatorId: number,
  query: { offset: number; limit: number; property_id?: number; include_inactive?: boolean; id?: number },
) {
  const where = sql`a.operator_id = ${operatorId} ${query.include_inactive ? sql`` : sql`and a.is_active = 1`} ${
    query.id === undefined ? sql`` : sql`and a.id = ${query.id}`
  } ${
    query.property_id === undefined
      ? sql``
      : sql`and a.id in (select bank_account_id from bank_account_properties where property_id = ${query.property_id})`
  }`
  const { rows } = await sql<{
    id: number
    bank_id: number
    bank_name: string
    account_holder_name: string
    account_number: string
    ifsc: string
    upi_id: string | null
    is_primary: number
    is_active: number
    nickname: string | null
    property_ids: string | null
    linked_tenant_count: number
  }>`
    select a.id, a.bank_id, b.name as bank_name, a.account_holder_name, a.account_number, a.ifsc, a.upi_id,
      a.is_primary, a.is_active, a.nickname,
      (select ${commaList(sql.ref('property_id'))} from bank_account_properties where bank_account_id = a.id) as property_ids,
      (select count(*) from tenants where bank_account_id = a.id) as linked_tenant_count
    from bank_accounts a join banks b on b.id = a.bank_id
    where ${where} order by a.is_active desc, a.is_primary desc, a.id limit ${query.limit} offset ${query.offset}`.execute(
    db,
  )
  const { rows: counted } = await sql<{ count: number }>`
    select count(*) as count from bank_accounts a where ${where}`.execute(db)
  return {
    count: Number(counted[0].count),
    results: rows.map(({ account_number, property_ids, is_primary, is_active, ...account }) => ({
      ...account,
      is_active: is_active === 1,
      account_number_masked: `${'X'.repeat(Math.max(0, account_number.length - 4))}${account_number.slice(-4)}`,
      is_primary: is_primary === 1,
      property_ids: idList(property_ids ?? undefined).sort((a, b) => a - b),
    })),
  }
}
