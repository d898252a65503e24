import { api } from "../../app/core/api";
export const addTagTypes = ["collections"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listCollections: build.query<
        ListCollectionsApiResponse,
        ListCollectionsApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/collection/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            status: queryArg.status,
            is_ticket_bifurcation_v2_required:
              queryArg.isTicketBifurcationV2Required,
            property_ids: queryArg.propertyIds,
            month: queryArg.month,
            mode: queryArg.mode,
            type: queryArg["type"],
            tenant_id: queryArg.tenantId,
            overdue_only: queryArg.overdueOnly,
            due_from: queryArg.dueFrom,
            due_to: queryArg.dueTo,
            ageing: queryArg.ageing,
            search_text: queryArg.searchText,
          },
        }),
        providesTags: ["collections"],
      }),
      getCollection: build.query<GetCollectionApiResponse, GetCollectionApiArg>(
        {
          query: (queryArg) => ({
            url: `/payment/api/v1/operator/collection/${queryArg.id}/details`,
          }),
          providesTags: ["collections"],
        },
      ),
      getCollectionDueSummary: build.query<
        GetCollectionDueSummaryApiResponse,
        GetCollectionDueSummaryApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/collection/due`,
          params: {
            property_ids: queryArg.propertyIds,
          },
        }),
        providesTags: ["collections"],
      }),
      getCollectionDashboard: build.query<
        GetCollectionDashboardApiResponse,
        GetCollectionDashboardApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v2/operator/collection/dashboard`,
          params: {
            filter_version: queryArg.filterVersion,
            month: queryArg.month,
            property_ids: queryArg.propertyIds,
          },
        }),
        providesTags: ["collections"],
      }),
      getCollectionFilters: build.query<
        GetCollectionFiltersApiResponse,
        GetCollectionFiltersApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v2/collection/list/filter`,
          params: {
            status: queryArg.status,
          },
        }),
        providesTags: ["collections"],
      }),
      bulkMarkCollectionsPaid: build.mutation<
        BulkMarkCollectionsPaidApiResponse,
        BulkMarkCollectionsPaidApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/collection/bulk_mark_paid`,
          method: "POST",
          body: queryArg.bulkMarkPaidRequest,
          headers: {
            "Idempotency-Key": queryArg["Idempotency-Key"],
          },
        }),
        invalidatesTags: ["collections"],
      }),
      markCollectionPaid: build.mutation<
        MarkCollectionPaidApiResponse,
        MarkCollectionPaidApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/collection/${queryArg.id}/mark_paid`,
          method: "POST",
          body: queryArg.markPaidRequest,
          headers: {
            "Idempotency-Key": queryArg["Idempotency-Key"],
          },
        }),
        invalidatesTags: ["collections"],
      }),
      remindAllCollections: build.mutation<
        RemindAllCollectionsApiResponse,
        RemindAllCollectionsApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/collection/all/remind`,
          method: "GET",
          params: {
            collection_ids: queryArg.collectionIds,
            property_ids: queryArg.propertyIds,
            overdue_only: queryArg.overdueOnly,
          },
        }),
        invalidatesTags: ["collections"],
      }),
      remindCollection: build.mutation<
        RemindCollectionApiResponse,
        RemindCollectionApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/collection/${queryArg.id}/remind`,
          method: "GET",
        }),
        invalidatesTags: ["collections"],
      }),
      getCollectionReceipt: build.query<
        GetCollectionReceiptApiResponse,
        GetCollectionReceiptApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/collection/${queryArg.id}/receipt`,
          params: {
            transaction_id: queryArg.transactionId,
          },
        }),
        providesTags: ["collections"],
      }),
      downloadCollectionReceipt: build.query<
        DownloadCollectionReceiptApiResponse,
        DownloadCollectionReceiptApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/collection/${queryArg.id}/receipt/pdf`,
          params: {
            transaction_id: queryArg.transactionId,
            disposition: queryArg.disposition,
          },
        }),
        providesTags: ["collections"],
      }),
      editCollection: build.mutation<
        EditCollectionApiResponse,
        EditCollectionApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v2/operator/collection/${queryArg.id}/edit`,
          method: "PUT",
          body: queryArg.collectionEditRequest,
        }),
        invalidatesTags: ["collections"],
      }),
      deleteCollection: build.mutation<
        DeleteCollectionApiResponse,
        DeleteCollectionApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/${queryArg.id}/delete`,
          method: "DELETE",
        }),
        invalidatesTags: ["collections"],
      }),
      createRentPaymentTicket: build.mutation<
        CreateRentPaymentTicketApiResponse,
        CreateRentPaymentTicketApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/payment_ticket/create`,
          method: "POST",
          body: queryArg.rentPaymentTicketCreateRequest,
        }),
        invalidatesTags: ["collections"],
      }),
      createOtherPaymentTicket: build.mutation<
        CreateOtherPaymentTicketApiResponse,
        CreateOtherPaymentTicketApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v2/operator/payment_ticket/create`,
          method: "POST",
          body: queryArg.otherPaymentTicketCreateRequest,
        }),
        invalidatesTags: ["collections"],
      }),
      createTokenPaymentLink: build.mutation<
        CreateTokenPaymentLinkApiResponse,
        CreateTokenPaymentLinkApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/token/${queryArg.id}/payment_link`,
          method: "POST",
          body: queryArg.paymentLinkCreateRequest,
        }),
        invalidatesTags: ["collections"],
      }),
      createCollectionPaymentLink: build.mutation<
        CreateCollectionPaymentLinkApiResponse,
        CreateCollectionPaymentLinkApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/${queryArg.id}/payment_link`,
          method: "POST",
          body: queryArg.paymentLinkCreateRequest,
        }),
        invalidatesTags: ["collections"],
      }),
      getOpenPaymentLink: build.query<
        GetOpenPaymentLinkApiResponse,
        GetOpenPaymentLinkApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/open/payment_link/${queryArg.token}`,
        }),
        providesTags: ["collections"],
      }),
      uploadPaymentProof: build.mutation<
        UploadPaymentProofApiResponse,
        UploadPaymentProofApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/${queryArg.id}/payment-proof`,
          method: "POST",
          body: queryArg.paymentProofUploadRequest,
        }),
        invalidatesTags: ["collections"],
      }),
      downloadPaymentProof: build.query<
        DownloadPaymentProofApiResponse,
        DownloadPaymentProofApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/payment-proof/${queryArg.id}/file`,
          params: {
            disposition: queryArg.disposition,
          },
        }),
        providesTags: ["collections"],
      }),
      listCollectionRemarks: build.query<
        ListCollectionRemarksApiResponse,
        ListCollectionRemarksApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/${queryArg.id}/remark/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
          },
        }),
        providesTags: ["collections"],
      }),
      addCollectionRemark: build.mutation<
        AddCollectionRemarkApiResponse,
        AddCollectionRemarkApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/${queryArg.id}/remark/add`,
          method: "POST",
          body: queryArg.remarkCreateRequest,
        }),
        invalidatesTags: ["collections"],
      }),
      listBanks: build.query<ListBanksApiResponse, ListBanksApiArg>({
        query: (queryArg) => ({
          url: `/payment/api/v3/operator/bank/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            name: queryArg.name,
          },
        }),
        providesTags: ["collections"],
      }),
      listBankAccounts: build.query<
        ListBankAccountsApiResponse,
        ListBankAccountsApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v2/operator/bank/account/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            property_id: queryArg.propertyId,
            include_inactive: queryArg.includeInactive,
          },
        }),
        providesTags: ["collections"],
      }),
      createOffboardedCollection: build.mutation<
        CreateOffboardedCollectionApiResponse,
        CreateOffboardedCollectionApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/offboarded/${queryArg.id}/create`,
          method: "POST",
          body: queryArg.offboardedCollectionCreateRequest,
        }),
        invalidatesTags: ["collections"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type ListCollectionsApiResponse =
  /** status 200 A page of collections. */ CollectionListResponse;
export type ListCollectionsApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** `due` (default): balance left; `received`: fully paid. */
  status?: CollectionStatusFilter;
  /** Fill `bifurcation` (split by ticket type) on each collection; null otherwise. */
  isTicketBifurcationV2Required?: boolean;
  /** Comma-separated property ids, e.g. `3,7`. Absent means every property of the operator. */
  propertyIds?: string;
  /** Calendar month as `yyyy-MM`. Absent means the current month (Asia/Kolkata). */
  month?: string;
  /** Comma-separated payment modes of the last payment (Received tab). */
  mode?: string;
  /** Only RENT or only OTHERS (Other charge) tickets. */
  type?: "RENT" | "OTHERS";
  /** Only this tenant's collections. */
  tenantId?: number;
  /** Only overdue collections (Due tab). */
  overdueOnly?: boolean;
  /** Only collections due on or after this day (with due_to, the dashboard's period). */
  dueFrom?: string;
  /** Only collections due on or before this day. */
  dueTo?: string;
  /** Only balances still owed today in this ageing bucket, by days past the due date (1–30, 31–60, 61–90, over 90), exactly the dashboard's dues ageing bucket. */
  ageing?: "d1_30" | "d31_60" | "d61_90" | "d90_plus";
  /** Free-text search (case-insensitive, matched against names, phone numbers and titles). */
  searchText?: string;
};
export type GetCollectionApiResponse =
  /** status 200 The collection. */ CollectionDetailResponse;
export type GetCollectionApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type GetCollectionDueSummaryApiResponse =
  /** status 200 The dues summary. */ CollectionDueSummaryResponse;
export type GetCollectionDueSummaryApiArg = {
  /** Comma-separated property ids, e.g. `3,7`. Absent means every property of the operator. */
  propertyIds?: string;
};
export type GetCollectionDashboardApiResponse =
  /** status 200 The dashboard. */ CollectionDashboardResponse;
export type GetCollectionDashboardApiArg = {
  /** Filter version; the client sends `v3`. */
  filterVersion?: "v3";
  /** Calendar month as `yyyy-MM`. Absent means the current month (Asia/Kolkata). */
  month?: string;
  /** Comma-separated property ids, e.g. `3,7`. Absent means every property of the operator. */
  propertyIds?: string;
};
export type GetCollectionFiltersApiResponse =
  /** status 200 The filters. */ FilterSetResponse;
export type GetCollectionFiltersApiArg = {
  /** Tab the counts are for; default due. */
  status?: CollectionStatusFilter;
};
export type BulkMarkCollectionsPaidApiResponse =
  /** status 200 What was paid and what was skipped. */ BulkMarkPaidResponse;
export type BulkMarkCollectionsPaidApiArg = {
  /** Optional client-chosen key (8 to 128 characters, e.g. a UUID). The same key with the same body within 24 hours replays the first answer instead of recording a second payment; the same key with a different body answers 409. */
  "Idempotency-Key"?: string;
  bulkMarkPaidRequest: BulkMarkPaidRequest;
};
export type MarkCollectionPaidApiResponse =
  /** status 200 The payment and the collection after it. */ MarkPaidResponse;
export type MarkCollectionPaidApiArg = {
  /** Optional client-chosen key (8 to 128 characters, e.g. a UUID). The same key with the same body within 24 hours replays the first answer instead of recording a second payment; the same key with a different body answers 409. */
  "Idempotency-Key"?: string;
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  markPaidRequest: MarkPaidRequest;
};
export type RemindAllCollectionsApiResponse =
  /** status 200 Reminders sent. */ RemindAllResponse;
export type RemindAllCollectionsApiArg = {
  /** Comma-separated collections to remind (bulk remind of a selection); all due collections when absent. */
  collectionIds?: string;
  /** Comma-separated property ids, e.g. `3,7`. Absent means every property of the operator. */
  propertyIds?: string;
  /** Only overdue collections. */
  overdueOnly?: boolean;
};
export type RemindCollectionApiResponse =
  /** status 200 Reminder sent. */ RemindResponse;
export type RemindCollectionApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type GetCollectionReceiptApiResponse =
  /** status 200 The receipt. */ ReceiptResponse;
export type GetCollectionReceiptApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  /** A specific payment of the collection. */
  transactionId?: number;
};
export type DownloadCollectionReceiptApiResponse =
  /** status 200 The receipt PDF. */ Blob;
export type DownloadCollectionReceiptApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  /** A specific payment; default the latest. */
  transactionId?: number;
  /** `inline` to show the file in the browser, `attachment` (default) to download it. */
  disposition?: "attachment" | "inline";
};
export type EditCollectionApiResponse =
  /** status 200 The updated collection. */ CollectionDetailResponse;
export type EditCollectionApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  collectionEditRequest: CollectionEditRequest;
};
export type DeleteCollectionApiResponse =
  /** status 200 Deleted. */ AckResponse;
export type DeleteCollectionApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type CreateRentPaymentTicketApiResponse =
  /** status 201 The new collection. */ CollectionResponse;
export type CreateRentPaymentTicketApiArg = {
  rentPaymentTicketCreateRequest: RentPaymentTicketCreateRequest;
};
export type CreateOtherPaymentTicketApiResponse =
  /** status 201 The new collection. */ CollectionResponse;
export type CreateOtherPaymentTicketApiArg = {
  otherPaymentTicketCreateRequest: OtherPaymentTicketCreateRequest;
};
export type CreateTokenPaymentLinkApiResponse =
  /** status 201 The payment link. */ PaymentLinkResponse;
export type CreateTokenPaymentLinkApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  paymentLinkCreateRequest: PaymentLinkCreateRequest;
};
export type CreateCollectionPaymentLinkApiResponse =
  /** status 201 The payment link. */ PaymentLinkResponse;
export type CreateCollectionPaymentLinkApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  paymentLinkCreateRequest: PaymentLinkCreateRequest;
};
export type GetOpenPaymentLinkApiResponse =
  /** status 200 The link. */ PublicPaymentLinkResponse;
export type GetOpenPaymentLinkApiArg = {
  /** The link token. */
  token: string;
};
export type UploadPaymentProofApiResponse =
  /** status 201 The stored proof. */ PaymentProofResponse;
export type UploadPaymentProofApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  paymentProofUploadRequest: PaymentProofUploadRequest;
};
export type DownloadPaymentProofApiResponse =
  /** status 200 The proof file. */ Blob;
export type DownloadPaymentProofApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  /** `inline` to show the file in the browser, `attachment` (default) to download it. */
  disposition?: "attachment" | "inline";
};
export type ListCollectionRemarksApiResponse =
  /** status 200 A page of remarks. */ RemarkListResponse;
export type ListCollectionRemarksApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 20 (remarks and reports, spec §9). */
  limit?: number;
};
export type AddCollectionRemarkApiResponse =
  /** status 201 The remark. */ RemarkResponse;
export type AddCollectionRemarkApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  remarkCreateRequest: RemarkCreateRequest;
};
export type ListBanksApiResponse =
  /** status 200 A page of banks. */ BankListResponse;
export type ListBanksApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 100 (banks, spec §9). */
  limit?: number;
  /** Search by bank name or IFSC prefix. */
  name?: string;
};
export type ListBankAccountsApiResponse =
  /** status 200 A page of bank accounts. */ BankAccountListResponse;
export type ListBankAccountsApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 15 (users, bank accounts and property pickers, spec §9). */
  limit?: number;
  /** Restrict to one property of the operator. */
  propertyId?: number;
  /** Also list deactivated accounts (after the active ones). */
  includeInactive?: boolean;
};
export type CreateOffboardedCollectionApiResponse =
  /** status 201 The new collection. */ CollectionResponse;
export type CreateOffboardedCollectionApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  offboardedCollectionCreateRequest: OffboardedCollectionCreateRequest;
};
export type PaymentTicketType = "RENT" | "OTHERS";
export type ChargeKind =
  | "RENT"
  | "DEPOSIT"
  | "TOKEN"
  | "MAINTENANCE"
  | "ELECTRICITY"
  | "WATER"
  | "LAUNDRY"
  | "FOOD"
  | "LATE_FEE"
  | "DAMAGE"
  | "GUEST_STAY"
  | "ROOM_TRANSFER"
  | "SETTLEMENT"
  | "OTHER";
export type CollectionStatus = "due" | "partially_paid" | "paid";
export type CollectionBifurcationLine = {
  type: PaymentTicketType;
  charge_kind: ChargeKind;
  label: string;
  amount_paise: number;
  paid_paise: number;
};
export type Collection = {
  id: number;
  tenant_id: number;
  tenant_name: string;
  tenant_phone_number: string;
  property_id: number;
  property_name: string;
  room_name: string | null;
  bed_name: string | null;
  type: PaymentTicketType;
  charge_kind: ChargeKind;
  /** e.g. `Rent – March 2025` or `Electricity (Feb, 84 units)`. */
  title: string;
  period_start: string | null;
  period_end: string | null;
  /** e.g. `Mar 2025` or `12–31 Mar 2025`. */
  period_label: string | null;
  due_date: string;
  /** Total charged including tax, integer paise. */
  amount_paise: number;
  /** GST part of amount_paise (0 when exempt). */
  tax_paise: number;
  paid_paise: number;
  waived_paise: number;
  balance_paise: number;
  status: CollectionStatus;
  /** balance_paise > 0 and today is after due_date + the property's grace days (the grace days when the collection was created or its due date last edited). */
  is_overdue: boolean;
  /** Days since due_date when overdue, else 0. */
  overdue_days: number;
  last_payment_mode:
    | (
        | "CASH"
        | "UPI"
        | "NEFT"
        | "IMPS"
        | "RTGS"
        | "CHEQUE"
        | "CARD"
        | "DEPOSIT_ADJUSTMENT"
        | "ADVANCE_ADJUSTMENT"
        | null
      )
    | (
        | "CASH"
        | "UPI"
        | "NEFT"
        | "IMPS"
        | "RTGS"
        | "CHEQUE"
        | "CARD"
        | "DEPOSIT_ADJUSTMENT"
        | "ADVANCE_ADJUSTMENT"
        | null
      );
  last_paid_on: string | null;
  /** Latest receipt, e.g. `BLR1-2025-26/000123` (serial per property per financial year, April–March). */
  receipt_number: string | null;
  reminder_count: number;
  last_reminded_at: string | null;
  created_at: string;
  /** Split by ticket type; present (non-null) only when `is_ticket_bifurcation_v2_required=true`. */
  bifurcation: CollectionBifurcationLine[] | null;
};
export type CollectionPage = {
  count: number;
  /** Sum of amount_paise over every matching collection (not only this page). */
  total_amount_paise: number;
  /** Sum of paid_paise over every matching collection (waivers are not paid). */
  total_paid_paise: number;
  /** Sum of balance_paise over every matching collection. */
  total_balance_paise: number;
  results: Collection[];
};
export type CollectionListResponse = {
  data: CollectionPage;
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
export type CollectionStatusFilter = "due" | "received" | "all";
export type PaymentMode =
  | "CASH"
  | "UPI"
  | "NEFT"
  | "IMPS"
  | "RTGS"
  | "CHEQUE"
  | "CARD"
  | "DEPOSIT_ADJUSTMENT"
  | "ADVANCE_ADJUSTMENT";
export type TransactionSource =
  "MANUAL" | "BULK" | "RENT_QR" | "PAYMENT_LINK" | "SETTLEMENT";
export type TransactionStatus = "SUCCESS" | "DELETED" | "REVERTED";
export type Transaction = {
  id: number;
  collection_id: number;
  collection_title: string;
  type: PaymentTicketType;
  period_label: string | null;
  tenant_id: number;
  tenant_name: string;
  property_id: number;
  property_name: string;
  room_name: string | null;
  bed_name: string | null;
  amount_paise: number;
  mode: PaymentMode;
  /** UTR or cheque number. */
  reference: string | null;
  paid_on: string;
  recorded_at: string;
  recorded_by_name: string | null;
  collected_by_staff_id: number | null;
  collected_by_name: string | null;
  source: TransactionSource;
  status: TransactionStatus;
  receipt_number: string | null;
};
export type Reminder = {
  id: number;
  channel: "SMS" | "WHATSAPP";
  sent_at: string;
  /** RECORDED when the Notifier port only records (the local default; no real SMS). */
  status: "RECORDED" | "SENT" | "FAILED";
};
export type PaymentLinkStatus = "ACTIVE" | "PAID" | "EXPIRED" | "CANCELLED";
export type PaymentLink = {
  id: number;
  /** Random, unguessable; the public page's key. */
  token: string;
  collection_id: number | null;
  tenant_onboarding_id: number | null;
  amount_paise: number;
  status: PaymentLinkStatus;
  /** App path of the public page, `/open/pay/<token>`. */
  url: string;
  upi_uri: string;
  expires_at: string;
  created_at: string;
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
export type PaymentProofStatus = "SUBMITTED" | "ACCEPTED" | "REJECTED";
export type PaymentProof = {
  id: number;
  collection_id: number;
  file: StoredFile;
  amount_paise: number | null;
  reference: string | null;
  paid_on: string | null;
  remarks: string | null;
  status: PaymentProofStatus;
  uploaded_at: string;
};
export type CollectionDetail = {
  collection: Collection;
  description: string | null;
  created_by_name: string | null;
  /** Recorded payments (status SUCCESS and REVERTED; DELETED ones are left out), oldest first. */
  payments: Transaction[];
  reminders: Reminder[];
  payment_links: PaymentLink[];
  proofs: PaymentProof[];
  remarks_count: number;
};
export type CollectionDetailResponse = {
  data: CollectionDetail;
};
export type DuesAgeing = {
  d1_30_paise: number;
  d31_60_paise: number;
  d61_90_paise: number;
  d90_plus_paise: number;
  d1_30_count: number;
  d31_60_count: number;
  d61_90_count: number;
  d90_plus_count: number;
  total_paise: number;
  total_count: number;
};
export type CollectionDueSummary = {
  as_of: string;
  total_due_paise: number;
  overdue_paise: number;
  due_today_paise: number;
  due_count: number;
  overdue_count: number;
  tenants_with_dues: number;
  ageing: DuesAgeing;
};
export type CollectionDueSummaryResponse = {
  data: CollectionDueSummary;
};
export type ModeTotal = {
  mode: PaymentMode;
  amount_paise: number;
  count: number;
};
export type TypeTotal = {
  type: PaymentTicketType;
  amount_paise: number;
  paid_paise: number;
};
export type CollectionDashboard = {
  filter_version: "v3";
  month: string;
  property_ids: number[];
  expected_paise: number;
  collected_paise: number;
  waived_paise: number;
  due_paise: number;
  overdue_paise: number;
  collection_rate_bps: number;
  due_count: number;
  received_count: number;
  overdue_count: number;
  /** Payments recorded in the month, by mode. */
  by_mode: ModeTotal[];
  by_type: TypeTotal[];
};
export type CollectionDashboardResponse = {
  data: CollectionDashboard;
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
export type BulkMarkPaidItem = {
  collection_id: number;
  outcome: "paid" | "skipped";
  transaction_id: number | null;
  /** Amount recorded (0 when skipped). */
  amount_paise: number;
  /** Why it was skipped, e.g. `Already paid`. */
  message: string | null;
};
export type BulkMarkPaidResult = {
  paid_count: number;
  skipped_count: number;
  total_paid_paise: number;
  results: BulkMarkPaidItem[];
  replayed: boolean;
};
export type BulkMarkPaidResponse = {
  data: BulkMarkPaidResult;
};
export type BulkMarkPaidRequest = {
  collection_ids: number[];
  mode: PaymentMode;
  paid_on: string;
  reference?: string;
  collected_by_staff_id?: number;
  remarks?: string;
};
export type MarkPaidResult = {
  collection: Collection;
  transaction: Transaction;
  /** True when this answer replays an earlier identical request (nothing new was recorded). */
  replayed: boolean;
};
export type MarkPaidResponse = {
  data: MarkPaidResult;
};
export type Paise = number;
export type MarkPaidRequest = {
  /** Integer paise (₹1 = 100). */
  amount_paise: Paise;
  mode: PaymentMode;
  /** Day the money was received; not in the future (400). */
  paid_on: string;
  /** UTR or cheque number (validated loosely, 6–22 alphanumerics); required for non-cash modes. */
  reference?: string;
  /** The staff member who took the money (who collected which rent): active, of the operator (404 otherwise), allowed to collect cash (400 otherwise). Cash they take stays in their hand until a cash handover. */
  collected_by_staff_id?: number;
  remarks?: string;
  /** Also send the receipt to the tenant through the Notifier port. */
  send_receipt?: boolean;
};
export type RemindAllResult = {
  reminded_count: number;
  /** Collections reminded in the last 24 hours, or already paid. */
  skipped_count: number;
  /** Collections reminded. */
  collection_ids: number[];
};
export type RemindAllResponse = {
  data: RemindAllResult;
};
export type RemindResult = {
  collection_id: number;
  reminder: Reminder;
};
export type RemindResponse = {
  data: RemindResult;
};
export type Receipt = {
  receipt_number: string;
  collection_id: number;
  transaction_id: number;
  issued_on: string;
  brand: string | null;
  operator_name: string;
  property_name: string;
  property_address: string;
  gstin: string | null;
  pan: string | null;
  tenant_name: string;
  title: string;
  period_label: string | null;
  amount_paise: number;
  /** Indian numbering, e.g. `Rupees Twelve Thousand Five Hundred Only`. */
  amount_in_words: string;
  tax_paise: number;
  mode: PaymentMode;
  reference: string | null;
  paid_on: string;
  /** Relative URL of downloadCollectionReceipt for this payment. */
  pdf_url: string;
};
export type ReceiptResponse = {
  data: Receipt;
};
export type CollectionEditRequest = {
  title?: string;
  description?: string | null;
  amount_paise?: Paise;
  tax_paise?: Paise;
  /** Part of the amount written off (status may become paid). */
  waived_paise?: Paise;
  due_date?: string;
  period_start?: string | null;
  period_end?: string | null;
};
export type Ack = {
  success: boolean;
  message: string;
};
export type AckResponse = {
  data: Ack;
};
export type CollectionResponse = {
  data: Collection;
};
export type RentPaymentTicketCreateRequest = {
  type: "RENT";
  tenant_id: number;
  /** Defaults to the tenant's rent pro-rated to the period. */
  amount_paise?: Paise;
  /** Included in amount_paise; defaults from the property's tax rate. */
  tax_paise?: Paise;
  period_start: string;
  period_end: string;
  /** Optional (issue 19): without it the charge falls due on the rent due day in force on `period_start` (the tenant's own terms, else the property's house rule on that date) in the period's first month, or on `period_start` when that day has passed. */
  due_date?: string;
  /** Defaults to `Rent – <Month yyyy>`. */
  title?: string;
  description?: string;
};
export type OtherPaymentTicketCreateRequest = {
  /** OTHERS, labelled 'Other charge'. */
  type: "OTHERS";
  tenant_id: number;
  charge_kind:
    | "DEPOSIT"
    | "TOKEN"
    | "MAINTENANCE"
    | "ELECTRICITY"
    | "WATER"
    | "LAUNDRY"
    | "FOOD"
    | "LATE_FEE"
    | "DAMAGE"
    | "GUEST_STAY"
    | "ROOM_TRANSFER"
    | "SETTLEMENT"
    | "OTHER";
  title: string;
  amount_paise: Paise;
  tax_paise?: Paise;
  due_date: string;
  period_start?: string;
  period_end?: string;
  description?: string;
};
export type PaymentLinkResponse = {
  data: PaymentLink;
};
export type PaymentLinkCreateRequest = {
  /** Defaults to the balance (collection) or the unpaid token (token request); not more than that (400). */
  amount_paise?: Paise;
  expires_in_days?: number;
  /** UPI note (`tn`); defaults to the collection title. */
  note?: string;
};
export type PublicPaymentLink = {
  token: string;
  status: PaymentLinkStatus;
  brand: string | null;
  payee_name: string;
  upi_id: string;
  property_name: string;
  tenant_first_name: string;
  title: string;
  period_label: string | null;
  due_date: string | null;
  amount_paise: number;
  currency: "INR";
  /** Encode it as a QR code; any UPI app can pay it. */
  upi_uri: string;
  expires_at: string;
};
export type PublicPaymentLinkResponse = {
  data: PublicPaymentLink;
};
export type PaymentProofResponse = {
  data: PaymentProof;
};
export type PaymentProofUploadRequest = {
  file: Blob;
  amount_paise?: Paise;
  reference?: string;
  paid_on?: string;
  remarks?: string;
};
export type Remark = {
  id: number;
  collection_id: number;
  text: string;
  created_by_name: string;
  created_at: string;
};
export type RemarkPage = {
  count: number;
  results: Remark[];
};
export type RemarkListResponse = {
  data: RemarkPage;
};
export type RemarkResponse = {
  data: Remark;
};
export type RemarkCreateRequest = {
  text: string;
};
export type Bank = {
  id: number;
  /** e.g. `HDFC Bank`. */
  name: string;
  short_name: string | null;
  ifsc_prefix: string | null;
  logo: string | null;
};
export type BankPage = {
  count: number;
  results: Bank[];
};
export type BankListResponse = {
  data: BankPage;
};
export type BankAccount = {
  /** The `bank_id` of linkTenantsToBank. */
  id: number;
  /** Catalogue bank (listBanks). */
  bank_id: number;
  bank_name: string;
  account_holder_name: string;
  /** e.g. `XXXXXXXX4321`. */
  account_number_masked: string;
  ifsc: string;
  upi_id: string | null;
  is_primary: boolean;
  property_ids: number[];
  linked_tenant_count: number;
  /** False once deactivated in settings (issue 19); such an account takes no new links or tenants. */
  is_active: boolean;
  /** The operator's own name for the account, e.g. `Rent collections`. */
  nickname: string | null;
};
export type BankAccountPage = {
  count: number;
  results: BankAccount[];
};
export type BankAccountListResponse = {
  data: BankAccountPage;
};
export type OffboardedCollectionCreateRequest = {
  /** Defaults to the settlement's payable_paise (400 when that is 0 and no amount is given). */
  amount_paise?: Paise;
  due_date: string;
  /** Defaults to `Move-out settlement`. */
  title?: string;
  description?: string;
};
export const {
  useListCollectionsQuery,
  useLazyListCollectionsQuery,
  useGetCollectionQuery,
  useLazyGetCollectionQuery,
  useGetCollectionDueSummaryQuery,
  useLazyGetCollectionDueSummaryQuery,
  useGetCollectionDashboardQuery,
  useLazyGetCollectionDashboardQuery,
  useGetCollectionFiltersQuery,
  useLazyGetCollectionFiltersQuery,
  useBulkMarkCollectionsPaidMutation,
  useMarkCollectionPaidMutation,
  useRemindAllCollectionsMutation,
  useRemindCollectionMutation,
  useGetCollectionReceiptQuery,
  useLazyGetCollectionReceiptQuery,
  useDownloadCollectionReceiptQuery,
  useLazyDownloadCollectionReceiptQuery,
  useEditCollectionMutation,
  useDeleteCollectionMutation,
  useCreateRentPaymentTicketMutation,
  useCreateOtherPaymentTicketMutation,
  useCreateTokenPaymentLinkMutation,
  useCreateCollectionPaymentLinkMutation,
  useGetOpenPaymentLinkQuery,
  useLazyGetOpenPaymentLinkQuery,
  useUploadPaymentProofMutation,
  useDownloadPaymentProofQuery,
  useLazyDownloadPaymentProofQuery,
  useListCollectionRemarksQuery,
  useLazyListCollectionRemarksQuery,
  useAddCollectionRemarkMutation,
  useListBanksQuery,
  useLazyListBanksQuery,
  useListBankAccountsQuery,
  useLazyListBankAccountsQuery,
  useCreateOffboardedCollectionMutation,
} = injectedRtkApi;
