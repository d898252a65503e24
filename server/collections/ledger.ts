import { sql } from 'kysely'
import type { Db } from '../db/database'
import { laterOf } from '../db/engine'
import type { IsoDate, Timestamp } from '../db/schema'

/**
 * Brings a collection's `paid_paise`, `balance_paise`, `is_settled`, last payment and receipt number in step with
 * its SUCCESS payments. Called inside the transaction that changed them, so the row never disagrees with them.
 * What is paid on or reverted from a DEPOSIT collection is added to or taken from the tenant's deposit held.
 */
export async function settleCollection(db: Db, collectionId: number, at: Timestamp): Promise<void> {
  const { rows } = await sql<{ paid: number | null }>`
    select sum(amount_paise) as paid from collection_transactions
    where collection_id = ${collectionId} and status = 'SUCCESS'`.execute(db)
  const paid = Number(rows[0]?.paid ?? 0)
  const before = await db
    .selectFrom('collections')
    .select(['tenant_id', 'charge_kind', 'paid_paise'])
    .where('id', '=', collectionId)
    .executeTakeFirst()
  if (before?.charge_kind === 'DEPOSIT' && before.paid_paise !== paid) {
    await sql`update tenants set deposit_held_paise = ${laterOf(sql`0`, sql`deposit_held_paise + ${paid - before.paid_paise}`)}
      where id = ${before.tenant_id}`.execute(db)
  }
  const latest = sql`from collection_transactions where collection_id = collections.id and status = 'SUCCESS'
    order by paid_on desc, id desc limit 1`
  await sql`
    update collections set
      paid_paise = ${paid},
      balance_paise = amount_paise - ${paid} - waived_paise,
      is_settled = case when amount_paise - ${paid} - waived_paise = 0 then 1 else 0 end,
      last_payment_mode = (select mode ${latest}),
      last_paid_on = (select paid_on ${latest}),
      receipt_number = (select receipt_number ${latest}),
      updated_at = ${at}
    where id = ${collectionId}`.execute(db)
}

/** The financial year (April–March) of a date: `2026-27` for any day from 1 Apr 2026 to 31 Mar 2027. */
export function financialYear(date: IsoDate): string {
  const year = Number(date.slice(0, 4))
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

/** The next receipt number of a property, serial per property per financial year: `BEN3-2026-27/000042`. */
export async function nextReceiptNumber(db: Db, propertyId: number, paidOn: IsoDate): Promise<string> {
  const year = financialYear(paidOn)
  const { rows } = await sql<{ last_serial: number; city_name: string }>`
    insert into receipt_serials (property_id, financial_year, last_serial) values (${propertyId}, ${year}, 1)
    on conflict (property_id, financial_year) do update set last_serial = receipt_serials.last_serial + 1
    returning last_serial, (select city_name from properties where id = ${propertyId}) as city_name`.execute(
    db,
  )
  const { last_serial, city_name } = rows[0]
  const code =
    city_name
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase() || 'PG'
  return `${code}${propertyId}-${year}/${String(last_serial).padStart(6, '0')}`
}
