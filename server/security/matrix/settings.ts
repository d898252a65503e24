import { inPath, type MatrixEntry } from './entry'

const BANK_CATALOGUE = { 'body.bank_id': 'A bank of the catalogue (listBanks) shared by every operator.' }
const UPI = { 'body.upi_id': 'A UPI address payments go to, not the id of a record.' }

/** Tag settings: bank accounts are the operator's own; the profile, modules and payment settings take no id. */
export const settingsEntries: Record<string, MatrixEntry> = {
  setOperatorModule: {
    notOwned: {
      'path.module_type': 'A module kind (expense, complaint); the flag changed is always the caller’s.',
    },
  },
  createBankAccount: { notOwned: { ...BANK_CATALOGUE, ...UPI } },
  updateBankAccount: {
    cases: [inPath((o) => o.bankAccount(), { body: { nickname: 'Matrix' } })],
    notOwned: { ...BANK_CATALOGUE, ...UPI },
  },
  makeBankAccountDefault: { cases: [inPath((o) => o.bankAccount())] },
  deactivateBankAccount: { cases: [inPath((o) => o.bankAccount())] },
  activateBankAccount: { cases: [inPath((o) => o.bankAccount())] },
  updatePaymentSettings: { notOwned: UPI },
}
