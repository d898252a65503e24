import { successToast } from '../../app/core/toasts/successToast'
import { documentSavedText } from './documentText'
import { generatedApi, type TenantDocumentUploadRequest } from './tenantsApi.gen'
import {
  LIST,
  TENANT_TAG_TYPES,
  agreementTags,
  documentTags,
  offboardingTags,
  profileTags,
  stayTags,
  termsTags,
  type TenantTag,
} from './tenantTags'
import { transferTags } from './transferTags'
import { transferToast } from './transferText'

/** The fields of the contract's PropertyListItem a property picker shows. */
export type PropertyOption = { id: number; property_name: string; is_active: boolean }
type PropertyOptionPage = { data: { count: number; results: PropertyOption[] } }

/** The fields of the contract's BankAccount (listBankAccounts, limit 15 per spec §9) the bank-link sheet shows. */
export type BankAccountOption = {
  id: number
  bank_name: string
  account_holder_name: string
  account_number_masked: string
  is_primary: boolean
}
type BankAccountOptionPage = { data: { count: number; results: BankAccountOption[] } }

/** The multipart body of an upload: the file plus its text fields. */
export function documentFormData(request: TenantDocumentUploadRequest, fileName?: string): FormData {
  const form = new FormData()
  Object.entries(request).forEach(([key, value]) => {
    if (value === undefined || key === 'file') return
    form.append(key, String(value))
  })
  form.append('file', request.file, fileName ?? (request.file instanceof File ? request.file.name : 'file'))
  return form
}

const enhanced = generatedApi.enhanceEndpoints({
  addTagTypes: TENANT_TAG_TYPES,
  endpoints: {
    listTenants: {
      providesTags: (result) => [
        { type: 'Tenant', id: LIST },
        ...(result?.data.results ?? []).map((tenant): TenantTag => ({ type: 'Tenant', id: tenant.id })),
      ],
    },
    addTenant: {
      invalidatesTags: (result, _error, { tenantAddRequest }) => [
        ...(result ? stayTags(result.data.id, result.data.property_id) : []),
        ...(tenantAddRequest.tenant_onboarding_id === undefined
          ? []
          : [{ type: 'TokenRequest', id: LIST } satisfies TenantTag]),
      ],
      onQueryStarted: successToast((_arg, { data }) => `${data.name} added`),
    },
    listTokenRequests: {
      providesTags: (result) => [
        { type: 'TokenRequest', id: LIST },
        ...(result?.data.results ?? []).map((request): TenantTag => ({
          type: 'TokenRequest',
          id: request.id,
        })),
      ],
    },
    getTokenRequest: { providesTags: (_result, _error, { id }) => [{ type: 'TokenRequest', id }] },
    updateTokenRequest: {
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'TokenRequest', id },
        { type: 'TokenRequest', id: LIST },
        'TenantSummary',
      ],
      onQueryStarted: successToast((_arg, { data }) => `Move-in request of ${data.name} saved`),
    },
    rejectTokenRequest: {
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'TokenRequest', id },
        { type: 'TokenRequest', id: LIST },
        'TenantSummary',
      ],
      onQueryStarted: successToast((_arg, { data }) => `Move-in request of ${data.name} rejected`),
    },
    calculateMoveInDues: { providesTags: [] },
    getTenantSummary: { providesTags: ['TenantSummary'] },
    listPlacementRooms: { providesTags: (_result, _error, { id }) => [{ type: 'BedBoard', id }] },
    listTenantDocuments: { providesTags: (_result, _error, { id }) => [{ type: 'TenantDocument', id }] },
    uploadTenantDocument: {
      query: ({ id, tenantDocumentUploadRequest }) => ({
        url: `/onboarding/api/v1/operator/tenant/${id}/document`,
        method: 'POST',
        body: documentFormData(tenantDocumentUploadRequest),
      }),
      invalidatesTags: (result, _error, { id, tenantDocumentUploadRequest }) =>
        result
          ? tenantDocumentUploadRequest.agreement_id === undefined
            ? documentTags(id)
            : agreementTags(id)
          : [],
      onQueryStarted: successToast((_arg, { data }) => `${data.name} uploaded`),
    },
    createRentAgreement: {
      invalidatesTags: (result, _error, { id }) => (result ? agreementTags(id) : []),
      onQueryStarted: successToast(() => 'Rent agreement generated'),
    },
    listRentAgreements: { providesTags: (_result, _error, { id }) => [{ type: 'Agreement', id }] },
    getChecklistFilters: { providesTags: ['TenantSummary'] },
    listRoomTypeFeatures: {
      providesTags: (_result, _error, { propertyId }) => [{ type: 'BedBoard', id: propertyId }],
    },
    listOffboardings: {
      providesTags: (result) => [
        { type: 'Offboarding', id: LIST },
        ...(result?.data.results ?? []).map((item): TenantTag => ({ type: 'Offboarding', id: item.id })),
      ],
    },
    getTenantOffboardingDetail: {
      providesTags: (_result, _error, { tenantId }) => [
        { type: 'Tenant', id: tenantId },
        { type: 'Offboarding', id: LIST },
      ],
    },
    forecastOffboarding: { invalidatesTags: [] },
    raiseOffboarding: {
      invalidatesTags: (result) => (result ? offboardingTags(result.data) : []),
      onQueryStarted: successToast((_arg, { data }) => `Move-out of ${data.tenant_name} raised`),
    },
    getOffboarding: { providesTags: (_result, _error, { id }) => [{ type: 'Offboarding', id }] },
    editOffboarding: {
      invalidatesTags: (result) => (result ? offboardingTags(result.data) : []),
      onQueryStarted: successToast(
        ({ offboardingEditRequest }, { data }) =>
          `Move-out of ${data.tenant_name} ${offboardingEditRequest.action === 'REJECT' ? 'rejected' : 'saved'}`,
      ),
    },
    completeOffboarding: {
      invalidatesTags: (result) => (result ? offboardingTags(result.data) : []),
      onQueryStarted: successToast((_arg, { data }) => `${data.tenant_name} moved out`),
    },
    getTenantDetails: { providesTags: (_result, _error, { id }) => [{ type: 'Tenant', id }] },
    updateTenantDetails: {
      invalidatesTags: (result, _error, { id }) => (result ? termsTags(id) : []),
      onQueryStarted: successToast((_arg, { data }) => `${data.name}'s rent and terms saved`),
    },
    getTenantRoomDetails: { providesTags: (_result, _error, { id }) => [{ type: 'TenantRoom', id }] },
    updateTenantRoomDetails: {
      invalidatesTags: (result, _error, { id }) =>
        result ? transferTags(id, result.data.adjustment.collection_id) : [],
      onQueryStarted: successToast(({ tenantRoomChangeRequest }, { data }) =>
        transferToast(data.room, tenantRoomChangeRequest.from_date, data.adjustment),
      ),
    },
    quoteRoomTransfer: { providesTags: [] },
    editTenantProfile: {
      invalidatesTags: (result, _error, { id }) => (result ? profileTags(id, result.data.property_id) : []),
      onQueryStarted: successToast((_arg, { data }) => `${data.name}'s profile saved`),
    },
    updateTenantDocument: {
      invalidatesTags: (result) => (result ? documentTags(result.data.tenant_id) : []),
      onQueryStarted: successToast(({ tenantDocumentUpdateRequest }, { data }) =>
        documentSavedText(tenantDocumentUpdateRequest, data.name),
      ),
    },
    getTenantBankDetails: {
      providesTags: (_result, _error, { tenantId }) => [{ type: 'TenantBank', id: tenantId }],
    },
    linkTenantsToBank: {
      invalidatesTags: (result) => [
        ...(result?.data.tenant_ids ?? []).map((id): TenantTag => ({ type: 'TenantBank', id })),
        { type: 'TenantBank', id: LIST },
      ],
      onQueryStarted: successToast(
        (_arg, { data }) =>
          `Bank account linked to ${data.linked_count} ${data.linked_count === 1 ? 'resident' : 'residents'}`,
      ),
    },
  },
})

/** The tenants slice with its tags and toasts, plus the property picker it reads from the properties tag. */
export const tenantsApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    /** Up to `limit` properties (100 when absent; 15 in a picker of spec §9). */
    listTenantPropertyOptions: build.query<PropertyOptionPage, number | undefined>({
      query: (limit = 100) => ({
        url: '/property/api/v1/operator/property/list',
        params: { limit, source: 'tenants', property_type: 'all' },
      }),
      providesTags: [{ type: 'Property', id: LIST }],
    }),
    listTenantBankAccountOptions: build.query<BankAccountOptionPage, undefined>({
      query: () => ({ url: '/payment/api/v2/operator/bank/account/list', params: { limit: 15 } }),
      providesTags: [{ type: 'TenantBank', id: LIST }],
    }),
  }),
})

export const {
  useListTenantsQuery,
  useAddTenantMutation,
  useListTokenRequestsQuery,
  useGetTokenRequestQuery,
  useUpdateTokenRequestMutation,
  useRejectTokenRequestMutation,
  useCalculateMoveInDuesQuery,
  useGetTenantSummaryQuery,
  useListPlacementRoomsQuery,
  useListTenantDocumentsQuery,
  useUploadTenantDocumentMutation,
  useCreateRentAgreementMutation,
  useListRentAgreementsQuery,
  useListOffboardingsQuery,
  useGetTenantOffboardingDetailQuery,
  useForecastOffboardingMutation,
  useRaiseOffboardingMutation,
  useGetOffboardingQuery,
  useEditOffboardingMutation,
  useCompleteOffboardingMutation,
  useGetTenantDetailsQuery,
  useUpdateTenantDetailsMutation,
  useEditTenantProfileMutation,
  useGetTenantRoomDetailsQuery,
  useGetTenantBankDetailsQuery,
  useListTenantPropertyOptionsQuery,
  useQuoteRoomTransferQuery,
  useUpdateTenantRoomDetailsMutation,
  useUpdateTenantDocumentMutation,
  useLinkTenantsToBankMutation,
  useListTenantBankAccountOptionsQuery,
} = tenantsApi

export type {
  Deduction,
  DeductionInput,
  DeductionKind,
  DocumentCategory,
  Gender,
  KycIdType,
  MoveInDues,
  Offboarding,
  OffboardingDetail,
  OffboardingForecast,
  OffboardingForecastRequest,
  PlacementRoom,
  PoliceVerificationStatus,
  RentAgreement,
  RentTermsVersion,
  TenantAddRequest,
  TenantBankDetails,
  TenantDetail,
  TenantDocument,
  TenantListItem,
  TenantListType,
  TenantDetailsUpdateRequest,
  TenantOffboardingDetail,
  TenantProfileEditRequest,
  TenantRoomDetails,
  TenantStatus,
  TokenRequest,
  DepositHandling,
  QuoteRoomTransferApiArg,
  RentDifferenceHandling,
  TenantDocumentUpdateRequest,
  TenantRoomChangeRequest,
  TransferAdjustment,
  TransferQuote,
} from './tenantsApi.gen'
