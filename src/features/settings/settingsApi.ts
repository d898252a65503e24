import { successToast } from '../../app/core/toasts/successToast'
import type { BankAccount } from '../collections/collectionsApi.gen'
import { generatedApi } from './settingsApi.gen'

/**
 * Tags of this slice: the profile, payment settings and the operator's bank accounts. A profile change also
 * refetches the session's profile (`session`, getUserDetail) so the shell's header shows the new name and brand; a
 * module switch refetches the module flags, which rebuilds the routes and navigation.
 */
const TAG_TYPES = ['BusinessProfile', 'PaymentSettings', 'SettingsBankAccount', 'session'] as const
const LIST = 'LIST'

/** Spec §9: bank accounts are read 15 at a time. */
export const BANK_ACCOUNT_LIMIT = 15

type BankAccountPage = { data: { count: number; results: BankAccount[] } }
export type BankOption = { id: number; name: string; ifsc_prefix: string | null }
type BankPage = { data: { count: number; results: BankOption[] } }

const accountsChanged = (result: unknown) =>
  result
    ? [
        { type: 'SettingsBankAccount' as const, id: LIST },
        { type: 'PaymentSettings' as const, id: LIST },
      ]
    : []

const enhanced = generatedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: {
    getBusinessProfile: { providesTags: [{ type: 'BusinessProfile', id: LIST }] },
    updateBusinessProfile: {
      invalidatesTags: (result) => (result ? [{ type: 'BusinessProfile', id: LIST }, 'session'] : []),
      onQueryStarted: successToast(() => 'Business profile saved'),
    },
    setOperatorModule: {
      invalidatesTags: (result) => (result ? ['session'] : []),
      onQueryStarted: successToast(
        ({ moduleType }, { data }) =>
          `${moduleType === 'expense' ? 'Expenses' : 'Complaints'} switched ${data.is_enabled ? 'on' : 'off'}`,
      ),
    },
    getPaymentSettings: { providesTags: [{ type: 'PaymentSettings', id: LIST }] },
    updatePaymentSettings: {
      invalidatesTags: (result) => (result ? [{ type: 'PaymentSettings', id: LIST }] : []),
      onQueryStarted: successToast(() => 'Payment settings saved'),
    },
    createBankAccount: {
      invalidatesTags: accountsChanged,
      onQueryStarted: successToast((_arg, { data }) => `${data.bank_name} account added`),
    },
    updateBankAccount: {
      invalidatesTags: accountsChanged,
      onQueryStarted: successToast((_arg, { data }) => `${data.bank_name} account saved`),
    },
    makeBankAccountDefault: {
      invalidatesTags: accountsChanged,
      onQueryStarted: successToast(
        (_arg, { data }) => `${data.bank_name} ${data.account_number_masked.slice(-4)} is now the default`,
      ),
    },
    deactivateBankAccount: {
      invalidatesTags: accountsChanged,
      onQueryStarted: successToast(
        (_arg, { data }) => `${data.bank_name} ${data.account_number_masked.slice(-4)} deactivated`,
      ),
    },
    activateBankAccount: {
      invalidatesTags: accountsChanged,
      onQueryStarted: successToast(
        (_arg, { data }) => `${data.bank_name} ${data.account_number_masked.slice(-4)} activated`,
      ),
    },
  },
})

/** The tax types the Business form offers: all of them (listTaxTypes; the screen's prefetch asks for the same). */
export const TAX_TYPE_PICKER = { limit: 100 } as const

export const settingsApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    /** Every bank account, deactivated ones too (listBankAccounts with include_inactive). */
    listSettingsBankAccounts: build.query<BankAccountPage, number>({
      query: (offset) => ({
        url: '/payment/api/v2/operator/bank/account/list',
        params: { offset, limit: BANK_ACCOUNT_LIMIT, include_inactive: true },
      }),
      providesTags: [{ type: 'SettingsBankAccount', id: LIST }],
    }),
    /** The bank catalogue for the account form (100, spec §9). */
    listSettingsBanks: build.query<BankPage, undefined>({
      query: () => ({ url: '/payment/api/v3/operator/bank/list', params: { limit: 100 } }),
    }),
  }),
})

export const {
  useGetBusinessProfileQuery,
  useUpdateBusinessProfileMutation,
  useSetOperatorModuleMutation,
  useGetPaymentSettingsQuery,
  useUpdatePaymentSettingsMutation,
  useCreateBankAccountMutation,
  useUpdateBankAccountMutation,
  useMakeBankAccountDefaultMutation,
  useDeactivateBankAccountMutation,
  useActivateBankAccountMutation,
  useListSettingsBankAccountsQuery,
  useListSettingsBanksQuery,
} = settingsApi

export type {
  BusinessProfile,
  BusinessProfileUpdateRequest,
  PaymentSettings,
  ReminderSchedule,
  ModuleType,
} from './settingsApi.gen'
export type { BankAccount }
