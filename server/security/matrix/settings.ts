import { inPath, type MatrixEntry } from './entry'

const BANK_CATALOGUE = { 'body.bank_id': 'A bank of the catalogue (listBanks) shared by every operator.' }

/** Tag settings: bank accounts are the operator's own; the profile, modules and payment settings take no id. */
export const settingsEntries: Record<string, MatrixEntry> = {
  createBankAccount: { notOwned: BANK_CATALOGUE },
  updateBankAccount: {
    cases: [inPath((o) => o.bankAccount(), { body: { nickname: 'Matrix' } })],
    notOwned: BANK_CATALOGUE,
  },
  makeBankAccountDefault: { cases: [inPath((o) => o.bankAccount())] },
  deactivateBankAccount: { cases: [inPath((o) => o.bankAccount())] },
  activateBankAccount: { cases: [inPath((o) => o.bankAccount())] },
}
