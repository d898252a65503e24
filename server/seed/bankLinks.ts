import { sql } from 'kysely'
import { kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import { chunks } from '../db/batches'
import type { Db } from '../db/database'
import { linkTenantsToBank } from '../tenants/bank'
import { tenantRows } from '../tenants/tenantList'
import { seededRandom } from './random'

/** Share of a property's residents linked to an account; the last property's are all linked to its own. */
const LINKED_SHARE = 0.6

/**
 * Residents linked to the bank account their rent goes to, through the API's own function: a second account
 * (ICICI, with its own UPI id) for the operator's last property, all of whose residents are linked to it, and
 * some residents of the properties between linked to the primary account. Residents of the first property stay
 * unlinked, so their payments follow the property's own UPI id. Skips operators with any tenant linked already,
 * and operators with one property.
 */
export async function seedBankLinks(db: Db, now: Clock): Promise<void> {
  const today = kolkataDate(now())
  const operators = await db.selectFrom('operators').select(['id', 'name', 'brand']).orderBy('id').execute()
  for (const operator of operators) {
    const linked = await db
      .selectFrom('tenants')
      .select('id')
      .where('operator_id', '=', operator.id)
      .where('bank_account_id', 'is not', null)
      .executeTakeFirst()
    const properties = await db
      .selectFrom('properties')
      .select('id')
      .where('operator_id', '=', operator.id)
      .orderBy('id')
      .execute()
    const primary = await db
      .selectFrom('bank_accounts')
      .select('id')
      .where('operator_id', '=', operator.id)
      .orderBy('is_primary', 'desc')
      .orderBy('id')
      .executeTakeFirst()
    if (linked || properties.length < 2 || !primary) continue
    const random = seededRandom(9_500 + operator.id)
    const last = properties[properties.length - 1].id
    const second = await secondAccount(db, now, operator, primary.id, last, random.int(0, 9_999_999_999))
    const { rows: residents } = await sql<{ id: number; property_id: number }>`
      select id, property_id from (${tenantRows(operator.id, today)}) tenant
      where status in ('ACTIVE', 'ON_NOTICE', 'UPCOMING') order by id`.execute(db)
    for (const property of properties.slice(1)) {
      const ownAccount = property.id === last
      const ids = residents
        .filter((resident) => resident.property_id === property.id)
        .filter(() => ownAccount || random.next() < LINKED_SHARE)
        .map((resident) => resident.id)
      for (const batch of chunks(ids, 500)) {
        await linkTenantsToBank(db, now, operator.id, {
          tenant_ids: batch,
          bank_id: ownAccount ? second : primary.id,
        })
      }
    }
  }
}

/** The operator's second account (ICICI) serving `propertyId`, added when the operator has only the primary. */
async function secondAccount(
  db: Db,
  now: Clock,
  operator: { id: number; name: string; brand: string | null },
  primaryId: number,
  propertyId: number,
  serial: number,
) {
  const existing = await db
    .selectFrom('bank_accounts')
    .select('id')
    .where('operator_id', '=', operator.id)
    .where('id', '<>', primaryId)
    .orderBy('id')
    .executeTakeFirst()
  if (existing) return existing.id
  const bank = await db
    .selectFrom('banks')
    .select('id')
    .where('ifsc_prefix', '=', 'ICIC')
    .executeTakeFirstOrThrow()
  const holder = operator.brand ?? operator.name
  const handle = holder
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 14)
  const account = await db
    .insertInto('bank_accounts')
    .values({
      operator_id: operator.id,
      bank_id: bank.id,
      account_holder_name: holder,
      account_number: `0005${String(serial).padStart(10, '0')}`,
      ifsc: `ICIC0${String(serial % 1_000_000).padStart(6, '0')}`,
      upi_id: `${handle}@okicici`,
      is_primary: 0,
      created_at: now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('bank_account_properties')
    .values({ bank_account_id: account.id, property_id: propertyId })
    .execute()
  return account.id
}
