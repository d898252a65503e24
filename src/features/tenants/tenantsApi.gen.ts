import { api } from "../../app/core/api";
export const addTagTypes = ["tenants"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listTenants: build.query<ListTenantsApiResponse, ListTenantsApiArg>({
        query: (queryArg) => ({
          url: `/onboarding/api/v1/operator/tenant/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            type: queryArg["type"],
            name: queryArg.name,
            property_id: queryArg.propertyId,
            is_bed_linked: queryArg.isBedLinked,
            tenant_ids: queryArg.tenantIds,
            checklist: queryArg.checklist,
            leaving_by: queryArg.leavingBy,
            moved_in_from: queryArg.movedInFrom,
            moved_in_to: queryArg.movedInTo,
            moved_out_from: queryArg.movedOutFrom,
            moved_out_to: queryArg.movedOutTo,
            noticed_from: queryArg.noticedFrom,
            noticed_to: queryArg.noticedTo,
          },
        }),
        providesTags: ["tenants"],
      }),
      addTenant: build.mutation<AddTenantApiResponse, AddTenantApiArg>({
        query: (queryArg) => ({
          url: `/onboarding/api/v1/operator/tenant/add`,
          method: "POST",
          body: queryArg.tenantAddRequest,
        }),
        invalidatesTags: ["tenants"],
      }),
      listTokenRequests: build.query<
        ListTokenRequestsApiResponse,
        ListTokenRequestsApiArg
      >({
        query: (queryArg) => ({
          url: `/onboarding/api/v1/operator/token_request/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            status: queryArg.status,
            property_id: queryArg.propertyId,
            search_text: queryArg.searchText,
          },
        }),
        providesTags: ["tenants"],
      }),
      getTokenRequest: build.query<
        GetTokenRequestApiResponse,
        GetTokenRequestApiArg
      >({
        query: (queryArg) => ({
          url: `/onboarding/api/v1/operator/token_request/${queryArg.id}/detail`,
        }),
        providesTags: ["tenants"],
      }),
      updateTokenRequest: build.mutation<
        UpdateTokenRequestApiResponse,
        UpdateTokenRequestApiArg
      >({
        query: (queryArg) => ({
          url: `/onboarding/api/v1/operator/token_request/${queryArg.id}/update`,
          method: "PUT",
          body: queryArg.tokenRequestUpdateRequest,
        }),
        invalidatesTags: ["tenants"],
      }),
      rejectTokenRequest: build.mutation<
        RejectTokenRequestApiResponse,
        RejectTokenRequestApiArg
      >({
        query: (queryArg) => ({
          url: `/onboarding/api/v1/operator/token_request/${queryArg.id}/reject`,
          method: "PUT",
          body: queryArg.tokenRequestRejectRequest,
        }),
        invalidatesTags: ["tenants"],
      }),
      calculateMoveInDues: build.query<
        CalculateMoveInDuesApiResponse,
        CalculateMoveInDuesApiArg
      >({
        query: (queryArg) => ({
          url: `/onboarding/api/v1/operator/calculate_dues`,
          params: {
            property_id: queryArg.propertyId,
            move_in_date: queryArg.moveInDate,
            bed_id: queryArg.bedId,
            rent_paise: queryArg.rentPaise,
            deposit_paise: queryArg.depositPaise,
            tenant_onboarding_id: queryArg.tenantOnboardingId,
            token_paid_paise: queryArg.tokenPaidPaise,
          },
        }),
        providesTags: ["tenants"],
      }),
      getTenantSummary: build.query<
        GetTenantSummaryApiResponse,
        GetTenantSummaryApiArg
      >({
        query: (queryArg) => ({
          url: `/onboarding/api/v1/operator/tenant/summary/dashboard`,
          params: {
            property_id: queryArg.propertyId,
          },
        }),
        providesTags: ["tenants"],
      }),
      listPlacementRooms: build.query<
        ListPlacementRoomsApiResponse,
        ListPlacementRoomsApiArg
      >({
        query: (queryArg) => ({
          url: `/onboarding/api/v1/operator/${queryArg.id}/rooms`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            from_date: queryArg.fromDate,
            room_type_id: queryArg.roomTypeId,
            gender: queryArg.gender,
          },
        }),
        providesTags: ["tenants"],
      }),
      listTenantDocuments: build.query<
        ListTenantDocumentsApiResponse,
        ListTenantDocumentsApiArg
      >({
        query: (queryArg) => ({
          url: `/onboarding/api/v1/operator/tenant/${queryArg.id}/document/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            category: queryArg.category,
          },
        }),
        providesTags: ["tenants"],
      }),
      uploadTenantDocument: build.mutation<
        UploadTenantDocumentApiResponse,
        UploadTenantDocumentApiArg
      >({
        query: (queryArg) => ({
          url: `/onboarding/api/v1/operator/tenant/${queryArg.id}/document`,
          method: "POST",
          body: queryArg.tenantDocumentUploadRequest,
        }),
        invalidatesTags: ["tenants"],
      }),
      downloadTenantDocument: build.query<
        DownloadTenantDocumentApiResponse,
        DownloadTenantDocumentApiArg
      >({
        query: (queryArg) => ({
          url: `/onboarding/api/v1/operator/document/${queryArg.id}/file`,
          params: {
            disposition: queryArg.disposition,
          },
        }),
        providesTags: ["tenants"],
      }),
      createRentAgreement: build.mutation<
        CreateRentAgreementApiResponse,
        CreateRentAgreementApiArg
      >({
        query: (queryArg) => ({
          url: `/onboarding/api/v1/operator/${queryArg.id}/new/rent/agreement`,
          method: "POST",
          body: queryArg.rentAgreementCreateRequest,
        }),
        invalidatesTags: ["tenants"],
      }),
      listRentAgreements: build.query<
        ListRentAgreementsApiResponse,
        ListRentAgreementsApiArg
      >({
        query: (queryArg) => ({
          url: `/onboarding/api/v1/operator/tenant/${queryArg.id}/agreement/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
          },
        }),
        providesTags: ["tenants"],
      }),
      downloadRentAgreement: build.query<
        DownloadRentAgreementApiResponse,
        DownloadRentAgreementApiArg
      >({
        query: (queryArg) => ({
          url: `/onboarding/api/v1/operator/agreement/${queryArg.id}/pdf`,
          params: {
            disposition: queryArg.disposition,
            version: queryArg.version,
          },
        }),
        providesTags: ["tenants"],
      }),
      uploadFile: build.mutation<UploadFileApiResponse, UploadFileApiArg>({
        query: (queryArg) => ({
          url: `/onboarding/api/v1/operator/cloudfront/upload`,
          method: "POST",
          body: queryArg.fileUploadRequest,
        }),
        invalidatesTags: ["tenants"],
      }),
      downloadUploadedFile: build.query<
        DownloadUploadedFileApiResponse,
        DownloadUploadedFileApiArg
      >({
        query: (queryArg) => ({
          url: `/onboarding/api/v1/operator/cloudfront/file/${queryArg.id}`,
          params: {
            disposition: queryArg.disposition,
          },
        }),
        providesTags: ["tenants"],
      }),
      getChecklistFilters: build.query<
        GetChecklistFiltersApiResponse,
        GetChecklistFiltersApiArg
      >({
        query: (queryArg) => ({
          url: `/onboarding/api/v1/operator/checklist/filters`,
          params: {
            property_id: queryArg.propertyId,
          },
        }),
        providesTags: ["tenants"],
      }),
      listRoomTypeFeatures: build.query<
        ListRoomTypeFeaturesApiResponse,
        ListRoomTypeFeaturesApiArg
      >({
        query: (queryArg) => ({
          url: `/onboarding/api/v1/operator/room_type/feature/list`,
          params: {
            property_id: queryArg.propertyId,
            offset: queryArg.offset,
            limit: queryArg.limit,
          },
        }),
        providesTags: ["tenants"],
      }),
      listOffboardings: build.query<
        ListOffboardingsApiResponse,
        ListOffboardingsApiArg
      >({
        query: (queryArg) => ({
          url: `/offboarding/api/v1/operator/tenant/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            status: queryArg.status,
            property_id: queryArg.propertyId,
            search_text: queryArg.searchText,
            from_date: queryArg.fromDate,
            to_date: queryArg.toDate,
          },
        }),
        providesTags: ["tenants"],
      }),
      getTenantOffboardingDetail: build.query<
        GetTenantOffboardingDetailApiResponse,
        GetTenantOffboardingDetailApiArg
      >({
        query: (queryArg) => ({
          url: `/offboarding/api/v2/operator/tenant_offboarding_detail`,
          params: {
            tenant_id: queryArg.tenantId,
          },
        }),
        providesTags: ["tenants"],
      }),
      forecastOffboarding: build.mutation<
        ForecastOffboardingApiResponse,
        ForecastOffboardingApiArg
      >({
        query: (queryArg) => ({
          url: `/offboarding/api/v3/operator/offboarding/tenant/forecast`,
          method: "POST",
          body: queryArg.offboardingForecastRequest,
        }),
        invalidatesTags: ["tenants"],
      }),
      raiseOffboarding: build.mutation<
        RaiseOffboardingApiResponse,
        RaiseOffboardingApiArg
      >({
        query: (queryArg) => ({
          url: `/offboarding/api/v3/operator/raise/offboarding`,
          method: "POST",
          body: queryArg.raiseOffboardingRequest,
        }),
        invalidatesTags: ["tenants"],
      }),
      getOffboarding: build.query<
        GetOffboardingApiResponse,
        GetOffboardingApiArg
      >({
        query: (queryArg) => ({
          url: `/offboarding/api/v2/operator/offboarding/${queryArg.id}/details`,
        }),
        providesTags: ["tenants"],
      }),
      editOffboarding: build.mutation<
        EditOffboardingApiResponse,
        EditOffboardingApiArg
      >({
        query: (queryArg) => ({
          url: `/offboarding/api/v2/operator/offboarding/edit/${queryArg.id}`,
          method: "PUT",
          body: queryArg.offboardingEditRequest,
        }),
        invalidatesTags: ["tenants"],
      }),
      completeOffboarding: build.mutation<
        CompleteOffboardingApiResponse,
        CompleteOffboardingApiArg
      >({
        query: (queryArg) => ({
          url: `/offboarding/api/v1/operator/tenant/offboard`,
          method: "POST",
          body: queryArg.offboardCompleteRequest,
        }),
        invalidatesTags: ["tenants"],
      }),
      getTenantDetails: build.query<
        GetTenantDetailsApiResponse,
        GetTenantDetailsApiArg
      >({
        query: (queryArg) => ({
          url: `/user/api/v1/operator/tenant/details/${queryArg.id}`,
        }),
        providesTags: ["tenants"],
      }),
      updateTenantDetails: build.mutation<
        UpdateTenantDetailsApiResponse,
        UpdateTenantDetailsApiArg
      >({
        query: (queryArg) => ({
          url: `/user/api/v1/operator/tenant/details/${queryArg.id}`,
          method: "PUT",
          body: queryArg.tenantDetailsUpdateRequest,
        }),
        invalidatesTags: ["tenants"],
      }),
      getTenantRoomDetails: build.query<
        GetTenantRoomDetailsApiResponse,
        GetTenantRoomDetailsApiArg
      >({
        query: (queryArg) => ({
          url: `/user/api/v1/operator/${queryArg.id}/room_details`,
        }),
        providesTags: ["tenants"],
      }),
      updateTenantRoomDetails: build.mutation<
        UpdateTenantRoomDetailsApiResponse,
        UpdateTenantRoomDetailsApiArg
      >({
        query: (queryArg) => ({
          url: `/user/api/v1/operator/${queryArg.id}/room_details`,
          method: "PUT",
          body: queryArg.tenantRoomChangeRequest,
        }),
        invalidatesTags: ["tenants"],
      }),
      quoteRoomTransfer: build.query<
        QuoteRoomTransferApiResponse,
        QuoteRoomTransferApiArg
      >({
        query: (queryArg) => ({
          url: `/user/api/v1/operator/tenant/${queryArg.id}/room/transfer/quote`,
          params: {
            bed_id: queryArg.bedId,
            from_date: queryArg.fromDate,
            rent_paise: queryArg.rentPaise,
            deposit_handling: queryArg.depositHandling,
            new_deposit_paise: queryArg.newDepositPaise,
            rent_difference: queryArg.rentDifference,
          },
        }),
        providesTags: ["tenants"],
      }),
      editTenantProfile: build.mutation<
        EditTenantProfileApiResponse,
        EditTenantProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/user/api/v1/operator/edit/tenant/details/${queryArg.id}`,
          method: "PUT",
          body: queryArg.tenantProfileEditRequest,
        }),
        invalidatesTags: ["tenants"],
      }),
      updateTenantDocument: build.mutation<
        UpdateTenantDocumentApiResponse,
        UpdateTenantDocumentApiArg
      >({
        query: (queryArg) => ({
          url: `/user/api/v1/operator/tenant/document/${queryArg.id}`,
          method: "PUT",
          body: queryArg.tenantDocumentUpdateRequest,
        }),
        invalidatesTags: ["tenants"],
      }),
      getTenantBankDetails: build.query<
        GetTenantBankDetailsApiResponse,
        GetTenantBankDetailsApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/bank_details`,
          params: {
            tenant_id: queryArg.tenantId,
          },
        }),
        providesTags: ["tenants"],
      }),
      linkTenantsToBank: build.mutation<
        LinkTenantsToBankApiResponse,
        LinkTenantsToBankApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/link/tenant`,
          method: "POST",
          body: queryArg.linkTenantsToBankRequest,
        }),
        invalidatesTags: ["tenants"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type ListTenantsApiResponse =
  /** status 200 A page of tenants. */ TenantListResponse;
export type ListTenantsApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Tab: active (default), upcoming, on_notice, moved_out or all. */
  type?: TenantListType;
  /** Search in tenant name and phone number. */
  name?: string;
  /** Restrict to one property of the operator. */
  propertyId?: number;
  /** Only tenants with (true) or without (false) a bed. */
  isBedLinked?: boolean;
  /** Comma-separated tenant ids to fetch (e.g. for a selection). */
  tenantIds?: string;
  /** Comma-separated checklist filter values from getChecklistFilters, e.g. `kyc_pending,agreement_pending`. */
  checklist?: string;
  /** Only tenants whose stay ends on or before this day (with type=on_notice, the dashboard's beds freeing in 7 or 30 days). */
  leavingBy?: string;
  /** With moved_in_to, only tenants who moved in (their first stay, not a room transfer, starts within these days); the first day. The dashboard's move-ins of a period open type=all with both. One without the other is a 400. */
  movedInFrom?: string;
  /** With moved_in_from, only tenants who moved in (their first stay, not a room transfer, starts within these days); the last day. The dashboard's move-ins of a period open type=all with both. One without the other is a 400. */
  movedInTo?: string;
  /** With moved_out_to, only tenants who moved out (the last night of their last stay, not a transfer, falls within these days); the first day. The dashboard's move-outs of a period open type=all with both. One without the other is a 400. */
  movedOutFrom?: string;
  /** With moved_out_from, only tenants who moved out (the last night of their last stay, not a transfer, falls within these days); the last day. The dashboard's move-outs of a period open type=all with both. One without the other is a 400. */
  movedOutTo?: string;
  /** With noticed_to, only tenants who gave notice (a move-out raised, not rejected, with its notice date) within these days; the first day. The dashboard's notices given of a period open type=all with both. One without the other is a 400. */
  noticedFrom?: string;
  /** With noticed_from, only tenants who gave notice (a move-out raised, not rejected, with its notice date) within these days; the last day. The dashboard's notices given of a period open type=all with both. One without the other is a 400. */
  noticedTo?: string;
};
export type AddTenantApiResponse =
  /** status 201 The new tenant. */ TenantDetailResponse;
export type AddTenantApiArg = {
  tenantAddRequest: TenantAddRequest;
};
export type ListTokenRequestsApiResponse =
  /** status 200 A page of token requests. */ TokenRequestListResponse;
export type ListTokenRequestsApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Comma-separated statuses; default every status. */
  status?: string;
  /** Restrict to one property of the operator. */
  propertyId?: number;
  /** Free-text search (case-insensitive, matched against names, phone numbers and titles). */
  searchText?: string;
};
export type GetTokenRequestApiResponse =
  /** status 200 The token request. */ TokenRequestResponse;
export type GetTokenRequestApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type UpdateTokenRequestApiResponse =
  /** status 200 The updated token request. */ TokenRequestResponse;
export type UpdateTokenRequestApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  tokenRequestUpdateRequest: TokenRequestUpdateRequest;
};
export type RejectTokenRequestApiResponse =
  /** status 200 The rejected token request. */ TokenRequestResponse;
export type RejectTokenRequestApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  tokenRequestRejectRequest: TokenRequestRejectRequest;
};
export type CalculateMoveInDuesApiResponse =
  /** status 200 The move-in dues. */ MoveInDuesResponse;
export type CalculateMoveInDuesApiArg = {
  /** Property of the move-in. */
  propertyId: number;
  /** Move-in date, `yyyy-MM-dd`. */
  moveInDate: string;
  /** Bed, for its rent when rent_paise is absent. */
  bedId?: number;
  /** Monthly rent in paise; default the bed's rent. */
  rentPaise?: Paise;
  /** Deposit in paise; default the bed's room-type deposit. */
  depositPaise?: Paise;
  /** Token request whose paid token is adjusted. */
  tenantOnboardingId?: number;
  /** Token paid outside Roost (ignored with tenant_onboarding_id). */
  tokenPaidPaise?: Paise;
};
export type GetTenantSummaryApiResponse =
  /** status 200 The tenant summary. */ TenantSummaryResponse;
export type GetTenantSummaryApiArg = {
  /** Restrict to one property of the operator. */
  propertyId?: number;
};
export type ListPlacementRoomsApiResponse =
  /** status 200 A page of rooms with free beds. */ PlacementRoomListResponse;
export type ListPlacementRoomsApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Move-in date; default today. */
  fromDate?: string;
  /** Only this room type. */
  roomTypeId?: number;
  /** Tenant gender, to skip rooms of a co-ed property already occupied by the other gender. */
  gender?: Gender;
};
export type ListTenantDocumentsApiResponse =
  /** status 200 A page of documents. */ TenantDocumentListResponse;
export type ListTenantDocumentsApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Only this category. */
  category?: DocumentCategory;
};
export type UploadTenantDocumentApiResponse =
  /** status 201 The stored document. */ TenantDocumentResponse;
export type UploadTenantDocumentApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  tenantDocumentUploadRequest: TenantDocumentUploadRequest;
};
export type DownloadTenantDocumentApiResponse =
  /** status 200 The file. */ Blob;
export type DownloadTenantDocumentApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  /** `inline` to show the file in the browser, `attachment` (default) to download it. */
  disposition?: "attachment" | "inline";
};
export type CreateRentAgreementApiResponse =
  /** status 201 The generated agreement. */ RentAgreementResponse;
export type CreateRentAgreementApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  rentAgreementCreateRequest: RentAgreementCreateRequest;
};
export type ListRentAgreementsApiResponse =
  /** status 200 A page of agreements. */ RentAgreementListResponse;
export type ListRentAgreementsApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
};
export type DownloadRentAgreementApiResponse =
  /** status 200 The agreement PDF. */ Blob;
export type DownloadRentAgreementApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  /** `inline` to show the file in the browser, `attachment` (default) to download it. */
  disposition?: "attachment" | "inline";
  /** Which PDF: the signed copy when there is one (latest), or a specific one (404 when absent). */
  version?: "latest" | "generated" | "signed";
};
export type UploadFileApiResponse =
  /** status 201 The stored file. */ FileUploadResponse;
export type UploadFileApiArg = {
  fileUploadRequest: FileUploadRequest;
};
export type DownloadUploadedFileApiResponse = /** status 200 The file. */ Blob;
export type DownloadUploadedFileApiArg = {
  /** File key returned by the upload. */
  id: string;
  /** `inline` to show the file in the browser, `attachment` (default) to download it. */
  disposition?: "attachment" | "inline";
};
export type GetChecklistFiltersApiResponse =
  /** status 200 The checklist filters. */ FilterSetResponse;
export type GetChecklistFiltersApiArg = {
  /** Restrict to one property of the operator. */
  propertyId?: number;
};
export type ListRoomTypeFeaturesApiResponse =
  /** status 200 A page of room types. */ RoomTypeWithFeaturesListResponse;
export type ListRoomTypeFeaturesApiArg = {
  /** Property. */
  propertyId: number;
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 50 (meal options and food items, spec §9). */
  limit?: number;
};
export type ListOffboardingsApiResponse =
  /** status 200 A page of offboardings. */ OffboardingListResponse;
export type ListOffboardingsApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Comma-separated statuses; default RAISED. */
  status?: string;
  /** Restrict to one property of the operator. */
  propertyId?: number;
  /** Free-text search (case-insensitive, matched against names, phone numbers and titles). */
  searchText?: string;
  /** Move-out on or after this day. */
  fromDate?: string;
  /** Move-out on or before this day. */
  toDate?: string;
};
export type GetTenantOffboardingDetailApiResponse =
  /** status 200 The tenant's move-out context. */ TenantOffboardingDetailResponse;
export type GetTenantOffboardingDetailApiArg = {
  /** Tenant. */
  tenantId: number;
};
export type ForecastOffboardingApiResponse =
  /** status 200 The forecast. */ OffboardingForecastResponse;
export type ForecastOffboardingApiArg = {
  offboardingForecastRequest: OffboardingForecastRequest;
};
export type RaiseOffboardingApiResponse =
  /** status 201 The raised offboarding. */ OffboardingDetailResponse;
export type RaiseOffboardingApiArg = {
  raiseOffboardingRequest: RaiseOffboardingRequest;
};
export type GetOffboardingApiResponse =
  /** status 200 The offboarding. */ OffboardingDetailResponse;
export type GetOffboardingApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type EditOffboardingApiResponse =
  /** status 200 The offboarding. */ OffboardingDetailResponse;
export type EditOffboardingApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  offboardingEditRequest: OffboardingEditRequest;
};
export type CompleteOffboardingApiResponse =
  /** status 200 The completed offboarding. */ OffboardingDetailResponse;
export type CompleteOffboardingApiArg = {
  offboardCompleteRequest: OffboardCompleteRequest;
};
export type GetTenantDetailsApiResponse =
  /** status 200 The tenant. */ TenantDetailResponse;
export type GetTenantDetailsApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type UpdateTenantDetailsApiResponse =
  /** status 200 The updated tenant. */ TenantDetailResponse;
export type UpdateTenantDetailsApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  tenantDetailsUpdateRequest: TenantDetailsUpdateRequest;
};
export type GetTenantRoomDetailsApiResponse =
  /** status 200 The tenant's room details. */ TenantRoomDetailsResponse;
export type GetTenantRoomDetailsApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type UpdateTenantRoomDetailsApiResponse =
  /** status 200 The tenant's new room details and the rent adjustment made. */ RoomTransferResponse;
export type UpdateTenantRoomDetailsApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  tenantRoomChangeRequest: TenantRoomChangeRequest;
};
export type QuoteRoomTransferApiResponse =
  /** status 200 The quote. */ TransferQuoteResponse;
export type QuoteRoomTransferApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  /** The bed to move to. */
  bedId: number;
  /** First night on the new bed. */
  fromDate: string;
  /** New monthly rent; the bed's rent when absent. */
  rentPaise?: Paise;
  /** What happens to the deposit (CARRY_FORWARD when absent). */
  depositHandling?: DepositHandling;
  /** Deposit to collect with REFUND_AND_RECOLLECT. */
  newDepositPaise?: Paise;
  /** PRO_RATE when absent. */
  rentDifference?: RentDifferenceHandling;
};
export type EditTenantProfileApiResponse =
  /** status 200 The updated tenant. */ TenantDetailResponse;
export type EditTenantProfileApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  tenantProfileEditRequest: TenantProfileEditRequest;
};
export type UpdateTenantDocumentApiResponse =
  /** status 200 The updated document. */ TenantDocumentResponse;
export type UpdateTenantDocumentApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  tenantDocumentUpdateRequest: TenantDocumentUpdateRequest;
};
export type GetTenantBankDetailsApiResponse =
  /** status 200 The tenant's bank details. */ TenantBankDetailsResponse;
export type GetTenantBankDetailsApiArg = {
  /** Tenant. */
  tenantId: number;
};
export type LinkTenantsToBankApiResponse =
  /** status 200 What was linked. */ LinkTenantsToBankResponse;
export type LinkTenantsToBankApiArg = {
  linkTenantsToBankRequest: LinkTenantsToBankRequest;
};
export type Gender = "MALE" | "FEMALE" | "OTHER";
export type TenantStatus = "UPCOMING" | "ACTIVE" | "ON_NOTICE" | "MOVED_OUT";
export type Occupation = "STUDENT" | "PROFESSIONAL" | "OTHER";
export type TenantListItem = {
  /** The tenant_id. */
  id: number;
  name: string;
  /** National number, e.g. `9845012345`. */
  phone_number: string;
  /** e.g. `+91`. */
  dial_code: string;
  gender: Gender;
  image: string | null;
  status: TenantStatus;
  occupation: Occupation;
  institution_name: string | null;
  property_id: number;
  property_name: string;
  room_id: number | null;
  room_name: string | null;
  bed_id: number | null;
  bed_name: string | null;
  /** True when the tenant has a current or future allotment. */
  is_bed_linked: boolean;
  /** Monthly rent, integer paise (₹1 = 100). */
  rent_paise: number;
  /** Agreed security deposit, integer paise. */
  deposit_paise: number;
  /** Outstanding balance of the tenant's collections, integer paise. */
  dues_paise: number;
  move_in_date: string;
  notice_date: string | null;
  move_out_date: string | null;
};
export type TenantPage = {
  count: number;
  results: TenantListItem[];
};
export type TenantListResponse = {
  data: TenantPage;
};
export type FieldError = {
  /** Dotted path of the field in the request, e.g. `body.amount_paise` or `query.limit`. */
  field: string;
  message: string;
};
export type Error = {
  /** Human-readable sentence the UI shows as is. */
  message: string;
  /** Field-level problems, when the error concerns specific fields. */
  errors?: FieldError[];
};
export type TenantListType =
  "active" | "upcoming" | "on_notice" | "moved_out" | "all";
export type FoodPreference = "VEG" | "NON_VEG" | "JAIN" | "EGG";
export type PoliceVerificationStatus =
  "PENDING" | "SUBMITTED" | "VERIFIED" | "NOT_APPLICABLE";
export type RentTermsStatus = "UPCOMING" | "CURRENT" | "PAST";
export type RentTermsVersion = {
  id: number;
  effective_from: string;
  status: RentTermsStatus;
  rent_paise: number;
  deposit_paise: number;
  rent_due_day: number;
  lock_in_months: number;
  notice_period_days: number;
  reason: string | null;
  /** Terms agreed at move-in, a change of terms, or a room transfer's new rent. */
  source: "MOVE_IN" | "CHANGE" | "TRANSFER";
  changed_by_name: string | null;
  created_at: string;
};
export type TenantDetail = {
  id: number;
  name: string;
  phone_number: string;
  dial_code: string;
  country_iso_code: string;
  email: string | null;
  gender: Gender;
  date_of_birth: string | null;
  image: string | null;
  status: TenantStatus;
  food_preference: FoodPreference;
  occupation: Occupation;
  institution_id: number | null;
  institution_name: string | null;
  course_id: number | null;
  course_name: string | null;
  year_of_study: number | null;
  company: string | null;
  designation: string | null;
  guardian_name: string | null;
  guardian_relation: string | null;
  guardian_phone: string | null;
  emergency_contact_name: string | null;
  emergency_contact_phone: string | null;
  permanent_address: string | null;
  kyc_id_type:
    | ("AADHAAR" | "PAN" | "PASSPORT" | "DRIVING_LICENCE" | "VOTER_ID" | null)
    | ("AADHAAR" | "PAN" | "PASSPORT" | "DRIVING_LICENCE" | "VOTER_ID" | null);
  /** e.g. `XXXX XXXX 1234` for Aadhaar; only the last 4 characters are ever stored. */
  kyc_id_number_masked: string | null;
  police_verification_status: PoliceVerificationStatus;
  /** When the police verification was submitted (SUBMITTED) or cleared (VERIFIED). */
  police_verification_date: string | null;
  /** ISO country code for foreign nationals (Form III reporting); null for Indian residents. */
  nationality: string | null;
  passport_number_masked: string | null;
  visa_type: string | null;
  visa_expiry_date: string | null;
  property_id: number;
  property_name: string;
  room_id: number | null;
  room_name: string | null;
  bed_id: number | null;
  bed_name: string | null;
  is_bed_linked: boolean;
  allotment_id: number | null;
  /** The token request this tenant was converted from, if any. */
  tenant_onboarding_id: number | null;
  rent_paise: number;
  /** Agreed deposit, integer paise. */
  deposit_paise: number;
  /** Deposit actually collected and held (a refundable liability), integer paise. */
  deposit_held_paise: number;
  /** Booking token paid before move-in (adjusted against the deposit or first rent). */
  token_paid_paise: number;
  /** Excess payments kept as an advance, integer paise. */
  advance_balance_paise: number;
  dues_paise: number;
  rent_due_day: number;
  lock_in_months: number;
  lock_in_end_date: string | null;
  notice_period_days: number;
  move_in_date: string;
  notice_date: string | null;
  move_out_date: string | null;
  /** The raised or completed offboarding, if any. */
  offboarding_id: number | null;
  /** Every version of the tenant's rent terms, newest `effective_from` first: the terms at move-in, each change of updateTenantDetails and each room transfer that changed the rent. `rent_paise`, `deposit_paise`, `rent_due_day`, `lock_in_months` and `notice_period_days` above are the CURRENT version's. */
  terms_history: RentTermsVersion[];
  created_at: string;
  updated_at: string;
};
export type TenantDetailResponse = {
  data: TenantDetail;
};
export type KycIdType =
  "AADHAAR" | "PAN" | "PASSPORT" | "DRIVING_LICENCE" | "VOTER_ID";
export type Paise = number;
export type TenantAddRequest = {
  tenant_onboarding_id?: number;
  name: string;
  /** National number, digits only; for India 10 digits starting with 6–9. */
  phone_number: string;
  dial_code?: string;
  country_iso_code?: string;
  email?: string;
  gender: Gender;
  date_of_birth?: string;
  image?: string;
  food_preference?: FoodPreference;
  occupation?: Occupation;
  /** From listInstitutions (type COLLEGE). */
  institution_id?: number;
  course_id?: number;
  year_of_study?: number;
  company?: string;
  designation?: string;
  guardian_name?: string;
  guardian_relation?: string;
  guardian_phone?: string;
  emergency_contact_name?: string;
  emergency_contact_phone?: string;
  permanent_address?: string;
  kyc_id_type?: KycIdType;
  /** Last 4 characters of the ID number; the full number is never sent nor stored. */
  kyc_id_last4?: string;
  nationality?: string;
  passport_last4?: string;
  visa_type?: string;
  visa_expiry_date?: string;
  property_id: number;
  /** Bed to allot from move_in_date. Omitted when the client's picker holds -1. */
  bed_id?: number;
  /** Monthly rent, integer paise (₹1 = 100). */
  rent_paise: Paise;
  deposit_paise: Paise;
  /** Token already paid outside Roost; ignored with tenant_onboarding_id (the request's token is used). */
  token_paid_paise?: Paise;
  move_in_date: string;
  move_out_date?: string;
  rent_due_day?: number;
  lock_in_months?: number;
  notice_period_days?: number;
  /** With a bed, raise the first dues in the same call, due on `move_in_date`, exactly as calculateMoveInDues gives them for the same inputs: a RENT collection for the pro-rated first period and a deposit collection (OTHERS, `charge_kind` DEPOSIT, 'Security deposit') of the deposit less the token paid (a token larger than the deposit reduces the rent; a collection of nothing is not raised). `deposit_held_paise` then starts at the token applied to the deposit and rises as the deposit collection is paid. Without a bed, or with false, nothing is raised and the agreed deposit is recorded as held. */
  create_collections?: boolean;
};
export type TokenRequestStatus =
  "PENDING" | "APPROVED" | "REJECTED" | "CONVERTED" | "EXPIRED";
export type LeadSource = "WALK_IN" | "REFERRAL" | "ONLINE" | "SOCIAL" | "OTHER";
export type TokenRequest = {
  /** The tenant_onboarding_id. */
  id: number;
  name: string;
  phone_number: string;
  dial_code: string;
  gender:
    ("MALE" | "FEMALE" | "OTHER" | null) | ("MALE" | "FEMALE" | "OTHER" | null);
  property_id: number;
  property_name: string;
  bed_id: number | null;
  bed_name: string | null;
  room_type_id: number | null;
  expected_move_in_date: string;
  rent_paise: number;
  deposit_paise: number;
  /** Token asked for, integer paise. */
  token_paise: number;
  /** Token received so far, integer paise. */
  token_paid_paise: number;
  status: TokenRequestStatus;
  source: LeadSource;
  notes: string | null;
  reject_reason: string | null;
  expires_on: string | null;
  /** The tenant created from this request (CONVERTED). */
  tenant_id: number | null;
  created_at: string;
  updated_at: string;
};
export type TokenRequestPage = {
  count: number;
  results: TokenRequest[];
};
export type TokenRequestListResponse = {
  data: TokenRequestPage;
};
export type TokenRequestResponse = {
  data: TokenRequest;
};
export type TokenRequestUpdateRequest = {
  name?: string;
  phone_number?: string;
  dial_code?: string;
  gender?: Gender;
  bed_id?: number | null;
  room_type_id?: number | null;
  expected_move_in_date?: string;
  rent_paise?: Paise;
  deposit_paise?: Paise;
  token_paise?: Paise;
  token_paid_paise?: Paise;
  notes?: string | null;
  status?: "APPROVED";
};
export type TokenRequestRejectRequest = {
  reason: string;
  /** Part of the paid token to refund (the rest is forfeited, e.g. a cancellation fee). Default 0. */
  refund_paise?: Paise;
};
export type ProRateMethod = "ACTUAL_DAYS" | "THIRTY_DAYS" | "FULL_MONTH";
export type DuesLineKind = "RENT" | "DEPOSIT" | "TOKEN_ADJUSTMENT";
export type DuesLine = {
  kind: DuesLineKind;
  /** e.g. `Rent 12–31 Mar (20 of 31 days)`. */
  label: string;
  /** Integer paise; negative for TOKEN_ADJUSTMENT. */
  amount_paise: number;
};
export type MoveInDues = {
  property_id: number;
  bed_id: number | null;
  move_in_date: string;
  /** Last day of the first rent period. */
  period_end_date: string;
  pro_rate_method: ProRateMethod;
  days_in_period: number;
  days_charged: number;
  /** Monthly rent used. */
  rent_paise: number;
  pro_rated_rent_paise: number;
  deposit_paise: number;
  token_paid_paise: number;
  token_adjusted_paise: number;
  total_due_paise: number;
  lines: DuesLine[];
};
export type MoveInDuesResponse = {
  data: MoveInDues;
};
export type TenantSummary = {
  as_of: string;
  active: number;
  upcoming: number;
  on_notice: number;
  moved_out_this_month: number;
  move_ins_this_week: number;
  move_outs_this_week: number;
  /** Active or upcoming tenants with no allotment. */
  without_bed: number;
  kyc_pending: number;
  /** Active tenants without a SIGNED agreement. */
  agreement_pending: number;
  police_verification_pending: number;
  pending_token_requests: number;
};
export type TenantSummaryResponse = {
  data: TenantSummary;
};
export type BathType = "ATTACHED" | "COMMON";
export type BedStatus = 1 | 2 | 3 | 4;
export type PlacementBed = {
  bed_id: number;
  bed_name: string;
  status: BedStatus;
  rent_paise: number;
  /** First day the bed is free (on or after the asked date). */
  available_from: string;
};
export type PlacementRoom = {
  room_id: number;
  room_name: string;
  floor_id: number;
  floor_name: string;
  room_type_id: number | null;
  room_type_name: string | null;
  sharing: number;
  is_ac: boolean;
  bath_type: BathType;
  rent_paise: number;
  beds: PlacementBed[];
};
export type PlacementRoomPage = {
  count: number;
  results: PlacementRoom[];
};
export type PlacementRoomListResponse = {
  data: PlacementRoomPage;
};
export type DocumentCategory =
  | "ID_PROOF"
  | "ADDRESS_PROOF"
  | "PHOTO"
  | "AGREEMENT"
  | "POLICE_VERIFICATION"
  | "VISA"
  | "OTHER";
export type DocumentFileType = "pdf" | "jpeg" | "png";
export type DocumentVerificationStatus = "PENDING" | "VERIFIED" | "REJECTED";
export type DocumentExpiryStatus =
  | ("VALID" | "EXPIRING_SOON" | "EXPIRED" | null)
  | ("VALID" | "EXPIRING_SOON" | "EXPIRED" | null);
export type TenantDocument = {
  id: number;
  tenant_id: number;
  /** Display name, e.g. `Aadhaar (front)`. */
  name: string;
  category: DocumentCategory;
  kyc_id_type:
    | ("AADHAAR" | "PAN" | "PASSPORT" | "DRIVING_LICENCE" | "VOTER_ID" | null)
    | ("AADHAAR" | "PAN" | "PASSPORT" | "DRIVING_LICENCE" | "VOTER_ID" | null);
  document_type: DocumentFileType;
  file_name: string;
  content_type: "application/pdf" | "image/jpeg" | "image/png";
  size_bytes: number;
  verification_status: DocumentVerificationStatus;
  /** Why the document was rejected (REJECTED only). */
  rejection_reason: string | null;
  /** When it was last verified or rejected. */
  verified_at: string | null;
  verified_by_name: string | null;
  /** For IDs that expire (passport, visa, driving licence). */
  expiry_date: string | null;
  expiry_status: DocumentExpiryStatus;
  /** The agreement this file is (generated PDF or signed copy), if any. */
  agreement_id: number | null;
  /** Relative URL of downloadTenantDocument. */
  download_url: string;
  uploaded_at: string;
  updated_at: string;
};
export type TenantDocumentPage = {
  count: number;
  results: TenantDocument[];
};
export type TenantDocumentListResponse = {
  data: TenantDocumentPage;
};
export type TenantDocumentResponse = {
  data: TenantDocument;
};
export type TenantDocumentUploadRequest = {
  file: Blob;
  category: DocumentCategory;
  name?: string;
  document_type?: DocumentFileType;
  kyc_id_type?: KycIdType;
  agreement_id?: number;
};
export type AgreementStatus = "GENERATED" | "SIGNED" | "EXPIRED" | "CANCELLED";
export type RentAgreement = {
  id: number;
  tenant_id: number;
  tenant_name: string;
  property_id: number;
  bed_id: number | null;
  status: AgreementStatus;
  start_date: string;
  end_date: string;
  term_months: number;
  lock_in_months: number;
  notice_period_days: number;
  rent_paise: number;
  deposit_paise: number;
  rent_due_day: number;
  inclusions: string[];
  e_stamp_number: string | null;
  /** The generated PDF as a tenant document (category AGREEMENT). */
  document_id: number;
  /** The uploaded signed copy, once SIGNED. */
  signed_document_id: number | null;
  /** Relative URL of downloadRentAgreement (the signed copy when there is one, else the generated PDF). */
  pdf_url: string;
  created_at: string;
};
export type RentAgreementResponse = {
  data: RentAgreement;
};
export type RentAgreementCreateRequest = {
  /** Defaults to the move-in date. */
  start_date?: string;
  term_months?: number;
  rent_paise?: Paise;
  deposit_paise?: Paise;
  lock_in_months?: number;
  notice_period_days?: number;
  rent_due_day?: number;
  inclusions?: string[];
  house_rules?: string[];
  witness_names?: string[];
  e_stamp_number?: string;
};
export type RentAgreementPage = {
  count: number;
  results: RentAgreement[];
};
export type RentAgreementListResponse = {
  data: RentAgreementPage;
};
export type StoredFile = {
  /** Opaque file key. */
  id: string;
  /** Original file name as uploaded. */
  file_name: string;
  /** Detected from the content, not from the name. */
  content_type: "application/pdf" | "image/jpeg" | "image/png" | "video/mp4";
  size_bytes: number;
  /** Relative URL that serves the file to its operator only (with the token), with Content-Disposition. */
  url: string;
  uploaded_at: string;
};
export type FileUploadResponse = {
  data: StoredFile;
};
export type UploadPurpose =
  | "PROFILE_IMAGE"
  | "PROPERTY_IMAGE"
  | "TENANT_IMAGE"
  | "TENANT_DOCUMENT"
  | "PAYMENT_PROOF"
  | "EXPENSE_DOCUMENT"
  | "COMPLAINT_PHOTO"
  | "OTHER";
export type FileUploadRequest = {
  file: Blob;
  purpose: UploadPurpose;
};
export type FilterOption = {
  /** Value to send back in the query parameter named by the group's `key`. */
  value: string;
  label: string;
  /** Number of matching records, when the server counts them. */
  count: number | null;
};
export type FilterGroup = {
  /** Query parameter name the selected values go into, e.g. `property_ids` or `mode`. */
  key: string;
  label: string;
  /** Whether several values may be chosen (sent comma-separated). */
  multiple: boolean;
  options: FilterOption[];
};
export type FilterSet = {
  filters: FilterGroup[];
};
export type FilterSetResponse = {
  data: FilterSet;
};
export type RoomFeature = {
  id: number;
  property_id: number;
  name: string;
  /** Icon key from the app's icon set, e.g. `wifi`. */
  icon: string | null;
  /** Rooms that have this feature. */
  room_count: number;
};
export type RoomTypeWithFeatures = {
  id: number;
  property_id: number;
  name: string;
  sharing: number;
  is_ac: boolean;
  bath_type: BathType;
  rent_paise: number;
  deposit_paise: number;
  features: RoomFeature[];
};
export type RoomTypeWithFeaturesPage = {
  count: number;
  results: RoomTypeWithFeatures[];
};
export type RoomTypeWithFeaturesListResponse = {
  data: RoomTypeWithFeaturesPage;
};
export type OffboardingStatus = "RAISED" | "REJECTED" | "COMPLETED";
export type RefundStatus =
  "NOT_APPLICABLE" | "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED";
export type Offboarding = {
  id: number;
  tenant_id: number;
  tenant_name: string;
  phone_number: string;
  property_id: number;
  property_name: string;
  room_name: string | null;
  bed_name: string | null;
  status: OffboardingStatus;
  notice_date: string;
  move_out_date: string;
  actual_move_out_date: string | null;
  deposit_paise: number;
  deductions_total_paise: number;
  refund_paise: number;
  payable_paise: number;
  refund_status: RefundStatus;
  raised_at: string;
  raised_by_name: string | null;
};
export type OffboardingPage = {
  count: number;
  results: Offboarding[];
};
export type OffboardingListResponse = {
  data: OffboardingPage;
};
export type TenantOffboardingDetail = {
  tenant_id: number;
  tenant_name: string;
  status: TenantStatus;
  property_name: string;
  room_name: string | null;
  bed_name: string | null;
  move_in_date: string;
  notice_period_days: number;
  lock_in_end_date: string | null;
  rent_paise: number;
  /** Deposit held. */
  deposit_paise: number;
  dues_paise: number;
  /** Today + notice_period_days − 1. */
  earliest_move_out_without_shortfall: string;
  /** The tenant's latest offboarding, if any. */
  offboarding_id: number | null;
  offboarding_status:
    | ("RAISED" | "REJECTED" | "COMPLETED" | null)
    | ("RAISED" | "REJECTED" | "COMPLETED" | null);
};
export type TenantOffboardingDetailResponse = {
  data: TenantOffboardingDetail;
};
export type DeductionKind =
  | "DUES"
  | "FINAL_RENT"
  | "NOTICE_SHORTFALL"
  | "LOCK_IN_PENALTY"
  | "ELECTRICITY"
  | "DAMAGE"
  | "CLEANING"
  | "LOST_ITEM"
  | "OTHER";
export type Deduction = {
  kind: DeductionKind;
  /** e.g. `Notice shortfall (5 days)`. */
  label: string;
  amount_paise: number;
  reason: string | null;
  /** False for deductions the server computes (DUES, FINAL_RENT, NOTICE_SHORTFALL, LOCK_IN_PENALTY). */
  is_manual: boolean;
};
export type OffboardingForecast = {
  tenant_id: number;
  tenant_name: string;
  property_id: number;
  property_name: string;
  room_name: string | null;
  bed_name: string | null;
  move_in_date: string;
  notice_date: string;
  move_out_date: string;
  /** move_out_date − move_in_date + 1. */
  days_stayed: number;
  notice_period_days: number;
  notice_served_days: number;
  notice_shortfall_days: number;
  lock_in_end_date: string | null;
  /** Monthly rent. */
  rent_paise: number;
  /** Deposit held. */
  deposit_paise: number;
  /** Unpaid collections net of the advance balance (the DUES deduction). */
  dues_paise: number;
  deductions: Deduction[];
  deductions_total_paise: number;
  refund_paise: number;
  /** What the tenant still owes beyond the deposit (collect with createOffboardedCollection). */
  payable_paise: number;
};
export type OffboardingForecastResponse = {
  data: OffboardingForecast;
};
export type DeductionInput = {
  kind: DeductionKind;
  label: string;
  amount_paise: Paise;
  reason?: string;
};
export type OffboardingForecastRequest = {
  tenant_id: number;
  /** Last night in the bed; not before the move-in date (400). */
  move_out_date: string;
  /** Day notice was given; default today. */
  notice_date?: string;
  deductions?: DeductionInput[];
  waive_notice_shortfall?: boolean;
  waive_lock_in_penalty?: boolean;
};
export type OffboardingHistoryEntry = {
  action: "RAISED" | "EDITED" | "REJECTED" | "COMPLETED";
  at: string;
  by_name: string | null;
  note: string | null;
};
export type OffboardingDetail = {
  id: number;
  tenant_id: number;
  tenant_name: string;
  phone_number: string;
  property_id: number;
  property_name: string;
  room_name: string | null;
  bed_name: string | null;
  status: OffboardingStatus;
  notice_date: string;
  move_out_date: string;
  actual_move_out_date: string | null;
  reason: string | null;
  remarks: string | null;
  reject_reason: string | null;
  forecast: OffboardingForecast;
  refund_status: RefundStatus;
  refund_mode:
    | ("BANK_TRANSFER" | "UPI" | "CASH" | "CHEQUE" | "NONE" | null)
    | ("BANK_TRANSFER" | "UPI" | "CASH" | "CHEQUE" | "NONE" | null);
  refund_reference: string | null;
  refund_date: string | null;
  room_inspected: boolean;
  keys_returned: boolean;
  meter_read: boolean;
  final_meter_reading: number | null;
  /** Collection created for payable_paise (createOffboardedCollection), if any. */
  collection_id: number | null;
  raised_at: string;
  completed_at: string | null;
  history: OffboardingHistoryEntry[];
};
export type OffboardingDetailResponse = {
  data: OffboardingDetail;
};
export type RaiseOffboardingRequest = {
  tenant_id: number;
  move_out_date: string;
  notice_date?: string;
  deductions?: DeductionInput[];
  waive_notice_shortfall?: boolean;
  waive_lock_in_penalty?: boolean;
  /** Why the tenant leaves, e.g. `Course completed`. */
  reason?: string;
  remarks?: string;
};
export type OffboardingEditRequest = {
  move_out_date?: string;
  notice_date?: string;
  deductions?: DeductionInput[];
  waive_notice_shortfall?: boolean;
  waive_lock_in_penalty?: boolean;
  reason?: string;
  remarks?: string;
  action?: "REJECT";
  reject_reason?: string;
};
export type RefundMode = "BANK_TRANSFER" | "UPI" | "CASH" | "CHEQUE" | "NONE";
export type OffboardCompleteRequest = {
  offboarding_id: number;
  actual_move_out_date?: string;
  room_inspected: boolean;
  keys_returned: boolean;
  meter_read: boolean;
  final_meter_reading?: number;
  refund_mode?: RefundMode;
  /** UTR or cheque number of the refund. */
  refund_reference?: string;
  refund_date?: string;
  /** Default PENDING when refund_paise > 0, else NOT_APPLICABLE is set by the server. */
  refund_status?: "PENDING" | "PROCESSING" | "COMPLETED";
  remarks?: string;
};
export type TenantDetailsUpdateRequest = {
  /** First day the new terms apply; today when absent. */
  effective_from?: string;
  /** Why the terms changed, shown in the history (e.g. `Annual revision`). */
  reason?: string;
  rent_paise?: Paise;
  deposit_paise?: Paise;
  rent_due_day?: number;
  lock_in_months?: number;
  notice_period_days?: number;
  /** Only while the tenant is UPCOMING (400 otherwise). */
  move_in_date?: string;
  food_preference?: FoodPreference;
  police_verification_status?: PoliceVerificationStatus;
};
export type PropertyType =
  "PG" | "HOSTEL" | "COLIVING" | "COMMERCIAL" | "RETAIL";
export type Roommate = {
  tenant_id: number;
  name: string;
  bed_name: string;
};
export type AllotmentStatus =
  "BOOKED" | "ACTIVE" | "ENDING" | "ENDED" | "UNLINKED";
export type TenantStay = {
  allotment_id: number;
  property_name: string;
  room_name: string;
  bed_name: string;
  from_date: string;
  to_date: string | null;
  status: AllotmentStatus;
  rent_paise: number;
};
export type TenantRoomDetails = {
  tenant_id: number;
  property_id: number;
  property_name: string;
  property_type: PropertyType;
  floor_id: number | null;
  floor_name: string | null;
  room_id: number | null;
  room_name: string | null;
  bed_id: number | null;
  bed_name: string | null;
  room_type_name: string | null;
  sharing: number | null;
  is_ac: boolean | null;
  bath_type: ("ATTACHED" | "COMMON" | null) | ("ATTACHED" | "COMMON" | null);
  /** Names of the room's features. */
  features: string[];
  allotment_id: number | null;
  from_date: string | null;
  to_date: string | null;
  rent_paise: number;
  deposit_paise: number;
  roommates: Roommate[];
  /** Every allotment of the tenant, newest first. */
  history: TenantStay[];
};
export type TenantRoomDetailsResponse = {
  data: TenantRoomDetails;
};
export type TransferAdjustmentKind = "CHARGE" | "CREDIT" | "NONE";
export type TransferAdjustment = {
  kind: TransferAdjustmentKind;
  /** What is charged (CHARGE) or credited (CREDIT); 0 with NONE. */
  amount_paise: number;
  /** e.g. `Rent difference 15–30 Nov 2026 (₹9,000 → ₹11,000)`. */
  label: string;
  old_rent_paise: number;
  new_rent_paise: number;
  period_start: string;
  period_end: string;
  /** Nights of the period on the new bed. */
  nights: number;
  period_days: number;
  /** Whether the period's rent was already raised (only then is anything charged or credited). */
  period_raised: boolean;
  /** The collection charged or reduced, once the transfer is done; null in a quote. */
  collection_id: number | null;
};
export type RoomTransfer = {
  room: TenantRoomDetails;
  adjustment: TransferAdjustment;
};
export type RoomTransferResponse = {
  data: RoomTransfer;
};
export type DepositHandling =
  "CARRY_FORWARD" | "REFUND_AND_RECOLLECT" | "FORFEIT";
export type RentDifferenceHandling = "PRO_RATE" | "NEXT_PERIOD";
export type TenantRoomChangeRequest = {
  bed_id: number;
  from_date: string;
  /** New monthly rent; defaults to the new bed's rent. */
  rent_paise?: Paise;
  deposit_handling?: DepositHandling;
  /** Deposit to collect with REFUND_AND_RECOLLECT. */
  new_deposit_paise?: Paise;
  rent_difference?: RentDifferenceHandling;
  reason?: string;
};
export type TransferQuote = {
  tenant_id: number;
  bed_id: number;
  bed_name: string;
  room_name: string;
  property_name: string;
  from_date: string;
  /** Monthly rent on the new bed (the one asked, else the bed's). */
  rent_paise: number;
  /** Deposit held for the new bed under the chosen deposit handling. */
  deposit_paise: number;
  adjustment: TransferAdjustment;
};
export type TransferQuoteResponse = {
  data: TransferQuote;
};
export type TenantProfileEditRequest = {
  name?: string;
  phone_number?: string;
  dial_code?: string;
  country_iso_code?: string;
  email?: string | null;
  gender?: Gender;
  date_of_birth?: string | null;
  image?: string | null;
  occupation?: Occupation;
  institution_id?: number | null;
  course_id?: number | null;
  year_of_study?: number | null;
  company?: string | null;
  designation?: string | null;
  guardian_name?: string | null;
  guardian_relation?: string | null;
  guardian_phone?: string | null;
  emergency_contact_name?: string | null;
  emergency_contact_phone?: string | null;
  permanent_address?: string | null;
  kyc_id_type?:
    | ("AADHAAR" | "PAN" | "PASSPORT" | "DRIVING_LICENCE" | "VOTER_ID" | null)
    | ("AADHAAR" | "PAN" | "PASSPORT" | "DRIVING_LICENCE" | "VOTER_ID" | null);
  kyc_id_last4?: string | null;
  nationality?: string | null;
  passport_last4?: string | null;
  visa_type?: string | null;
  visa_expiry_date?: string | null;
  police_verification_status?: PoliceVerificationStatus;
  police_verification_date?: string | null;
};
export type TenantDocumentUpdateRequest = {
  rejection_reason?: string;
  expiry_date?: string | null;
  name?: string;
  category?: DocumentCategory;
  kyc_id_type?:
    | ("AADHAAR" | "PAN" | "PASSPORT" | "DRIVING_LICENCE" | "VOTER_ID" | null)
    | ("AADHAAR" | "PAN" | "PASSPORT" | "DRIVING_LICENCE" | "VOTER_ID" | null);
  verification_status?: DocumentVerificationStatus;
};
export type TenantBankDetails = {
  tenant_id: number;
  account_holder_name: string | null;
  /** e.g. `XXXXXXXX4321`. */
  account_number_masked: string | null;
  ifsc: string | null;
  bank_name: string | null;
  upi_id: string | null;
  /** Operator bank account (bank_id of linkTenantsToBank) receiving this tenant's payments. */
  linked_bank_account_id: number | null;
  /** e.g. `HDFC Bank ••4321`. */
  linked_bank_account_label: string | null;
};
export type TenantBankDetailsResponse = {
  data: TenantBankDetails;
};
export type LinkTenantsToBankResult = {
  bank_id: number;
  linked_count: number;
  tenant_ids: number[];
};
export type LinkTenantsToBankResponse = {
  data: LinkTenantsToBankResult;
};
export type LinkTenantsToBankRequest = {
  tenant_ids: number[];
  bank_id: number;
};
export const {
  useListTenantsQuery,
  useLazyListTenantsQuery,
  useAddTenantMutation,
  useListTokenRequestsQuery,
  useLazyListTokenRequestsQuery,
  useGetTokenRequestQuery,
  useLazyGetTokenRequestQuery,
  useUpdateTokenRequestMutation,
  useRejectTokenRequestMutation,
  useCalculateMoveInDuesQuery,
  useLazyCalculateMoveInDuesQuery,
  useGetTenantSummaryQuery,
  useLazyGetTenantSummaryQuery,
  useListPlacementRoomsQuery,
  useLazyListPlacementRoomsQuery,
  useListTenantDocumentsQuery,
  useLazyListTenantDocumentsQuery,
  useUploadTenantDocumentMutation,
  useDownloadTenantDocumentQuery,
  useLazyDownloadTenantDocumentQuery,
  useCreateRentAgreementMutation,
  useListRentAgreementsQuery,
  useLazyListRentAgreementsQuery,
  useDownloadRentAgreementQuery,
  useLazyDownloadRentAgreementQuery,
  useUploadFileMutation,
  useDownloadUploadedFileQuery,
  useLazyDownloadUploadedFileQuery,
  useGetChecklistFiltersQuery,
  useLazyGetChecklistFiltersQuery,
  useListRoomTypeFeaturesQuery,
  useLazyListRoomTypeFeaturesQuery,
  useListOffboardingsQuery,
  useLazyListOffboardingsQuery,
  useGetTenantOffboardingDetailQuery,
  useLazyGetTenantOffboardingDetailQuery,
  useForecastOffboardingMutation,
  useRaiseOffboardingMutation,
  useGetOffboardingQuery,
  useLazyGetOffboardingQuery,
  useEditOffboardingMutation,
  useCompleteOffboardingMutation,
  useGetTenantDetailsQuery,
  useLazyGetTenantDetailsQuery,
  useUpdateTenantDetailsMutation,
  useGetTenantRoomDetailsQuery,
  useLazyGetTenantRoomDetailsQuery,
  useUpdateTenantRoomDetailsMutation,
  useQuoteRoomTransferQuery,
  useLazyQuoteRoomTransferQuery,
  useEditTenantProfileMutation,
  useUpdateTenantDocumentMutation,
  useGetTenantBankDetailsQuery,
  useLazyGetTenantBankDetailsQuery,
  useLinkTenantsToBankMutation,
} = injectedRtkApi;
