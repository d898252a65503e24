import { sql } from 'kysely'
import { kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import { badRequest, conflict, notFound } from '../http/httpError'
import { ownedTenant } from '../inventory/ownership'
import { tenantRows } from './tenantList'
import { ownedTenantIds } from './tenantRecord'

/**
 * A tenant's refund account (kept on the tenant, account number as its last 4 digits) and the operator bank
 * account receiving the tenant's payments. Bank accounts belong to collections (`bank_accounts`).
 */
async function bankAccount(db: Db, operatorId: number, id: number) {
  const { rows } = await sql<{ id: number; bank_name: string; account_number: string; is_active: number }>`
    select a.id, b.name as bank_name, a.account_number, a.is_active from bank_accounts a join banks b on b.id = a.bank_id
    where a.id = ${id} and a.operator_id = ${operatorId}`.execute(db)
  return rows[0] ?? null
}

export async function tenantBankDetails(db: Db, operatorId: number, tenantId: number) {
  const tenant = await ownedTenant(db, operatorId, tenantId)
  const linked =
    tenant.bank_account_id === null ? null : await bankAccount(db, operatorId, tenant.bank_account_id)
  return {
    tenant_id: tenant.id,
    account_holder_name: tenant.refund_account_holder,
    account_number_masked: tenant.refund_account_last4 ? `XXXXXXXX${tenant.refund_account_last4}` : null,
    ifsc: tenant.refund_ifsc,
    bank_name: tenant.refund_bank_name,
    upi_id: tenant.refund_upi_id,
    linked_bank_account_id: linked?.id ?? null,
    linked_bank_account_label: linked ? `${linked.bank_name} ••${linked.account_number.slice(-4)}` : null,
  }
}

/** Names of those among `ids` who have moved out on `now` (the tenant list's status). */
async function movedOut(db: Db, now: Clock, operatorId: number, ids: readonly number[]) {
  const { rows } = await sql<{ name: string }>`
    select name from (${tenantRows(operatorId, kolkataDate(now()))}) tenant
    where status = 'MOVED_OUT' and id in (${sql.join(ids)}) order by name, id`.execute(db)
  return rows.map((row) => row.name)
}

const listed = (names: readonly string[]) =>
  names.length <= 3
    ? names.join(names.length === 2 ? ' and ' : ', ')
    : `${names.slice(0, 2).join(', ')} and ${names.length - 2} others`

/**
 * Routes the payments of current and upcoming residents to one of the operator's bank accounts. A resident who
 * has moved out pays nothing more, so linking one is refused (400), and nothing is linked.
 */
export async function linkTenantsToBank(
  db: Db,
  now: Clock,
  operatorId: number,
  input: { tenant_ids: number[]; bank_id: number },
) {
  await ownedTenantIds(db, operatorId, input.tenant_ids)
  const account = await bankAccount(db, operatorId, input.bank_id)
  if (!account) throw notFound('No such bank account.')
  if (!account.is_active)
    throw conflict('This bank account is deactivated; activate it in Settings → Payments first.')
  const gone = await movedOut(db, now, operatorId, input.tenant_ids)
  if (gone.length) {
    const message = `${listed(gone)} ${gone.length === 1 ? 'has' : 'have'} moved out; only current and upcoming residents can be linked to a bank account.`
    throw badRequest(message, [{ field: 'body.tenant_ids', message }])
  }
  const result = await db
    .updateTable('tenants')
    .set({ bank_account_id: input.bank_id, updated_at: now().toISOString() })
    .where('id', 'in', input.tenant_ids)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  return { bank_id: input.bank_id, linked_count: Number(result.numUpdatedRows), tenant_ids: input.tenant_ids }
}
