import { successToast } from '../../app/core/toasts/successToast'
import { generatedApi } from './transactionsApi.gen'

/**
 * Tag types the transactions slice reads or changes. Collection, Tenant and Dashboard are provided by the
 * collections, tenants and dashboard slices; tags are plain strings in the one API root.
 */
export const TRANSACTION_TAG_TYPES = [
  'Transaction',
  'RentQrTransaction',
  'Collection',
  'Tenant',
  'Dashboard',
] as const

type TransactionTag = { type: (typeof TRANSACTION_TAG_TYPES)[number]; id: number | string }

export const LIST = 'LIST'
export const FIGURES = 'FIGURES'

/**
 * A payment deleted or reverted: the payment, the lists and figures, and the collection it paid (back to due),
 * with the collections' figures, the app dashboard and the tenant's dues.
 */
export function changedPaymentTags(
  transactionId: number,
  collectionId: number,
  tenantId: number,
): TransactionTag[] {
  return [
    { type: 'Transaction', id: transactionId },
    { type: 'Transaction', id: LIST },
    { type: 'Transaction', id: FIGURES },
    { type: 'Collection', id: collectionId },
    { type: 'Collection', id: LIST },
    { type: 'Collection', id: FIGURES },
    { type: 'Dashboard', id: 'FIGURES' },
    { type: 'Tenant', id: tenantId },
  ]
}

/** The transactions slice with id tags and success toasts; screens import from here, never the .gen file. */
export const transactionsApi = generatedApi.enhanceEndpoints({
  addTagTypes: TRANSACTION_TAG_TYPES,
  endpoints: {
    getTransactionFilters: { providesTags: [{ type: 'Transaction', id: 'FILTERS' }] },
    listTransactions: {
      providesTags: (result) => [
        { type: 'Transaction', id: LIST },
        ...(result?.data.results ?? []).map((row): TransactionTag => ({ type: 'Transaction', id: row.id })),
      ],
    },
    getTransaction: { providesTags: (_result, _error, { id }) => [{ type: 'Transaction', id }] },
    listRentQrTransactions: {
      providesTags: (result) => [
        { type: 'RentQrTransaction', id: LIST },
        ...(result?.data.results ?? []).map((row): TransactionTag => ({
          type: 'RentQrTransaction',
          id: row.id,
        })),
      ],
    },
    getRentQrTransaction: { providesTags: (_result, _error, { id }) => [{ type: 'RentQrTransaction', id }] },
    getRecordedTransactionDashboard: { providesTags: [{ type: 'Transaction', id: FIGURES }] },
    deleteTransaction: {
      invalidatesTags: (result, _error, { id }) =>
        result
          ? changedPaymentTags(id, result.data.transaction.collection_id, result.data.transaction.tenant_id)
          : [],
      onQueryStarted: successToast(() => 'Payment deleted'),
    },
    revertTransaction: {
      invalidatesTags: (result, _error, { id }) =>
        result
          ? changedPaymentTags(id, result.data.transaction.collection_id, result.data.transaction.tenant_id)
          : [],
      onQueryStarted: successToast(() => 'Payment reverted; the collection is due again'),
    },
  },
})

export const {
  useGetTransactionFiltersQuery,
  useListTransactionsQuery,
  useGetTransactionQuery,
  useListRentQrTransactionsQuery,
  useGetRentQrTransactionQuery,
  useGetRecordedTransactionDashboardQuery,
  useDeleteTransactionMutation,
  useRevertTransactionMutation,
} = transactionsApi

export type {
  PaymentMode,
  RecordedTransactionDashboard,
  RentQrTransaction,
  RentQrTransactionDetail,
  Transaction,
  TransactionDetail,
} from './transactionsApi.gen'
