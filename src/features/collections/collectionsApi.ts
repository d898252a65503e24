import { generatedApi, type ListCollectionsApiResponse } from './collectionsApi.gen'
import {
  COLLECTION_TAG_TYPES,
  FIGURES,
  FILTERS,
  LIST,
  paymentTags,
  type CollectionTag,
} from './collectionTags'
import { successToast } from '../../app/core/toasts/successToast'
import { formatPaise } from '../../design-system/format'

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`

/** The fields of the contract's TenantListItem the add-charge picker shows (a read of the tenants tag). */
export type ChargeTenantOption = {
  id: number
  name: string
  phone_number: string
  property_name: string
  status: 'UPCOMING' | 'ACTIVE' | 'ON_NOTICE' | 'MOVED_OUT'
}

const enhanced = generatedApi.enhanceEndpoints({
  addTagTypes: COLLECTION_TAG_TYPES,
  endpoints: {
    listCollections: {
      // A page arrives as the list scrolls: frozen on arrival, Immer neither walks nor freezes its rows again.
      transformResponse: (response: ListCollectionsApiResponse) => Object.freeze(response),
      providesTags: (result) => [
        { type: 'Collection', id: LIST },
        ...(result?.data.results ?? []).map((row): CollectionTag => ({ type: 'Collection', id: row.id })),
      ],
    },
    getCollection: { providesTags: (_result, _error, { id }) => [{ type: 'Collection', id }] },
    getCollectionDueSummary: { providesTags: [{ type: 'Collection', id: FIGURES }] },
    getCollectionDashboard: { providesTags: [{ type: 'Collection', id: FIGURES }] },
    getCollectionFilters: { providesTags: [{ type: 'Collection', id: FILTERS }] },
    markCollectionPaid: {
      invalidatesTags: (result, _error, { id }) =>
        result ? paymentTags([id], [result.data.collection.tenant_id]) : [],
      onQueryStarted: successToast((_arg, { data }) =>
        data.collection.balance_paise > 0
          ? `${formatPaise(data.transaction.amount_paise)} recorded; ${formatPaise(data.collection.balance_paise)} still due`
          : `${formatPaise(data.transaction.amount_paise)} recorded; ${data.collection.title} is paid`,
      ),
    },
    bulkMarkCollectionsPaid: {
      // The answer names collections, not tenants: every tenant's dues may have changed.
      invalidatesTags: (result, _error, { bulkMarkPaidRequest }) =>
        result ? [...paymentTags(bulkMarkPaidRequest.collection_ids, []), { type: 'Tenant', id: LIST }] : [],
      onQueryStarted: successToast((_arg, { data }) =>
        data.skipped_count > 0
          ? `${plural(data.paid_count, 'collection')} marked paid, ${data.skipped_count} skipped`
          : `${plural(data.paid_count, 'collection')} marked paid (${formatPaise(data.total_paid_paise)})`,
      ),
    },
    remindCollection: {
      invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'Collection', id }] : []),
      onQueryStarted: successToast(() => 'Reminder sent'),
    },
    remindAllCollections: {
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'Collection', id: LIST },
              ...result.data.collection_ids.map((id): CollectionTag => ({ type: 'Collection', id })),
            ]
          : [],
      onQueryStarted: successToast((_arg, { data }) =>
        data.skipped_count > 0
          ? `${plural(data.reminded_count, 'reminder')} sent, ${data.skipped_count} skipped`
          : `${plural(data.reminded_count, 'reminder')} sent`,
      ),
    },
    getCollectionReceipt: {
      providesTags: (_result, _error, { id }) => [{ type: 'Collection', id }],
    },
    editCollection: {
      invalidatesTags: (result, _error, { id }) =>
        result ? paymentTags([id], [result.data.collection.tenant_id]) : [],
      onQueryStarted: successToast(() => 'Collection saved'),
    },
    deleteCollection: {
      invalidatesTags: (result, _error, { id }) =>
        result ? [...paymentTags([id], []), { type: 'Tenant', id: LIST }] : [],
      onQueryStarted: successToast(() => 'Collection deleted'),
    },
    createRentPaymentTicket: {
      invalidatesTags: (result, _error, { rentPaymentTicketCreateRequest }) =>
        result ? paymentTags([], [rentPaymentTicketCreateRequest.tenant_id]) : [],
      onQueryStarted: successToast((_arg, { data }) => `${data.title} added`),
    },
    createOtherPaymentTicket: {
      invalidatesTags: (result, _error, { otherPaymentTicketCreateRequest }) =>
        result ? paymentTags([], [otherPaymentTicketCreateRequest.tenant_id]) : [],
      onQueryStarted: successToast((_arg, { data }) => `${data.title} added`),
    },
    createCollectionPaymentLink: {
      invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'Collection', id }] : []),
      onQueryStarted: successToast(() => 'Payment link created'),
    },
    createTokenPaymentLink: { invalidatesTags: [] },
    getOpenPaymentLink: { providesTags: [] },
    uploadPaymentProof: {
      query: ({ id, paymentProofUploadRequest }) => {
        const body = new FormData()
        Object.entries(paymentProofUploadRequest).forEach(([key, value]) => {
          if (value !== undefined) body.append(key, value instanceof Blob ? value : String(value))
        })
        return { url: `/payment/api/v1/operator/${id}/payment-proof`, method: 'POST', body }
      },
      invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'Collection', id }] : []),
      onQueryStarted: successToast(() => 'Payment proof uploaded'),
    },
    listCollectionRemarks: {
      providesTags: (_result, _error, { id }) => [{ type: 'CollectionRemark', id }],
    },
    addCollectionRemark: {
      invalidatesTags: (result, _error, { id }) =>
        result
          ? [
              { type: 'CollectionRemark', id },
              { type: 'Collection', id },
            ]
          : [],
    },
    listBanks: { providesTags: [] },
    listBankAccounts: { providesTags: [] },
    createOffboardedCollection: {
      invalidatesTags: (result) => (result ? paymentTags([], [result.data.tenant_id]) : []),
    },
  },
})

/** The collections slice with id tags and success toasts; screens import from here, never the .gen file. */
export const collectionsApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    listChargeTenants: build.query<{ data: { count: number; results: ChargeTenantOption[] } }, string>({
      query: (name) => ({
        url: '/onboarding/api/v1/operator/tenant/list',
        params: { type: 'all', name: name || undefined, limit: 15 },
      }),
      providesTags: [{ type: 'Tenant', id: LIST }],
    }),
  }),
})

export const {
  useListChargeTenantsQuery,
  useListCollectionsQuery,
  useGetCollectionQuery,
  useGetCollectionDashboardQuery,
  useGetCollectionFiltersQuery,
  useMarkCollectionPaidMutation,
  useBulkMarkCollectionsPaidMutation,
  useRemindCollectionMutation,
  useRemindAllCollectionsMutation,
  useEditCollectionMutation,
  useDeleteCollectionMutation,
  useCreateRentPaymentTicketMutation,
  useCreateOtherPaymentTicketMutation,
  useCreateCollectionPaymentLinkMutation,
  useCreateTokenPaymentLinkMutation,
  useGetOpenPaymentLinkQuery,
  useUploadPaymentProofMutation,
  useListCollectionRemarksQuery,
  useAddCollectionRemarkMutation,
} = collectionsApi

export type {
  ChargeKind,
  Collection,
  CollectionDashboard,
  CollectionDetail,
  CollectionEditRequest,
  CollectionStatus,
  CollectionStatusFilter,
  FilterGroup,
  MarkPaidRequest,
  PaymentLink,
  PaymentMode,
  PaymentProof,
  PublicPaymentLink,
  Remark,
  Transaction,
} from './collectionsApi.gen'
