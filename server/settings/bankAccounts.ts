import { listBankAccounts } from '../collections/banks'
import type { Db } from '../db/database'
import { badRequest, conflict, notFound } from '../http/httpError'

export type BankAccountInput = {
  bank_id: number
  account_holder_name: string
  account_number: string
  ifsc: string
  upi_id?: string | null
  nickname?: string | null
}

/** The account as listBankAccounts answers it (deactivated or not); 404 when not the operator's. */
export async function bankAccountView(db: Db, operatorId: number, id: number) {
  const { results } = await listBankAccounts(db, operatorId, {
    offset: 0,
    limit: 1,
    include_inactive: true,
    id,
  })
  if (!results[0]) throw notFound('No such bank account.')
  return results[0]
}

/** The operator's account row, for a change (404 when it is another operator's or none). */
export async function ownedBankAccount(db: Db, operatorId: number, id: number) {
  const row = await db
    .selectFrom('bank_accounts')
    .selectAll()
    .where('id', '=', id)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!row) throw notFound('No such bank account.')
  return row
}

/** The fields of an account the activity log shows (the number only by its last 4 digits). */
export const accountFields = (row: {
  bank_id: number
  account_holder_name: string
  account_number: string
  ifsc: string
  upi_id: string | null
  nickname: string | null
  is_primary: number
  is_active: number
}) => ({
  bank_id: row.bank_id,
  account_holder_name: row.account_holder_name,
  account_number_last4: row.account_number.slice(-4),
  ifsc: row.ifsc,
  upi_id: row.upi_id,
  nickname: row.nickname,
  is_primary: row.is_primary === 1,
  is_active: row.is_active === 1,
})

/**
 * Checks the bank and the IFSC together (400 on the field): the bank is in the catalogue, and the IFSC's first
 * four letters are its IFSC code where the catalogue has one.
 */
export async function checkBankAndIfsc(db: Db, bankId: number, ifsc: string) {
  const bank = await db
    .selectFrom('banks')
    .select(['name', 'ifsc_prefix'])
    .where('id', '=', bankId)
    .executeTakeFirst()
  if (!bank) {
    const message = 'Pick a bank from the list.'
    throw badRequest(message, [{ field: 'body.bank_id', message }])
  }
  if (bank.ifsc_prefix && ifsc.slice(0, 4) !== bank.ifsc_prefix) {
    const message = `${bank.name} IFSCs start with ${bank.ifsc_prefix}; this one starts with ${ifsc.slice(0, 4)}.`
    throw badRequest(message, [{ field: 'body.ifsc', message }])
  }
}

/** Refuses deactivating the default account or an inactive one (409 with the reason). */
export function checkDeactivation(row: { is_primary: number; is_active: number }) {
  if (row.is_active === 0) throw conflict('This bank account is already deactivated.')
  if (row.is_primary === 1) {
    throw conflict(
      'This is your default account. Make another account the default before deactivating this one.',
    )
  }
}
