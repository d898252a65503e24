import { api } from "../../app/core/api";
export const addTagTypes = ["transactions"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getTransactionFilters: build.query<
        GetTransactionFiltersApiResponse,
        GetTransactionFiltersApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/transaction/filter`,
          params: {
            property_ids: queryArg.propertyIds,
          },
        }),
        providesTags: ["transactions"],
      }),
      listTransactions: build.query<
        ListTransactionsApiResponse,
        ListTransactionsApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v2/operator/collection/transactions/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            filter_version: queryArg.filterVersion,
            month: queryArg.month,
            property_ids: queryArg.propertyIds,
            mode: queryArg.mode,
            source: queryArg.source,
            status: queryArg.status,
            tenant_id: queryArg.tenantId,
            staff_id: queryArg.staffId,
            search_text: queryArg.searchText,
          },
        }),
        providesTags: ["transactions"],
      }),
      getTransaction: build.query<
        GetTransactionApiResponse,
        GetTransactionApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v2/operator/transaction/${queryArg.id}/details`,
        }),
        providesTags: ["transactions"],
      }),
      listRentQrTransactions: build.query<
        ListRentQrTransactionsApiResponse,
        ListRentQrTransactionsApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/rentqr/transactions/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            month: queryArg.month,
            property_ids: queryArg.propertyIds,
            status: queryArg.status,
            search_text: queryArg.searchText,
          },
        }),
        providesTags: ["transactions"],
      }),
      getRentQrTransaction: build.query<
        GetRentQrTransactionApiResponse,
        GetRentQrTransactionApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/rentqr/transaction/${queryArg.id}/details`,
        }),
        providesTags: ["transactions"],
      }),
      getRecordedTransactionDashboard: build.query<
        GetRecordedTransactionDashboardApiResponse,
        GetRecordedTransactionDashboardApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/recorded/transaction/dashboard`,
          params: {
            month: queryArg.month,
            property_ids: queryArg.propertyIds,
          },
        }),
        providesTags: ["transactions"],
      }),
      deleteTransaction: build.mutation<
        DeleteTransactionApiResponse,
        DeleteTransactionApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/delete/transaction/${queryArg.id}`,
          method: "PUT",
          body: queryArg.transactionDeleteRequest,
        }),
        invalidatesTags: ["transactions"],
      }),
      revertTransaction: build.mutation<
        RevertTransactionApiResponse,
        RevertTransactionApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/revert/transaction/${queryArg.id}`,
          method: "PUT",
          body: queryArg.transactionRevertRequest,
        }),
        invalidatesTags: ["transactions"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type GetTransactionFiltersApiResponse =
  /** status 200 The filters. */ TransactionFilterResponse;
export type GetTransactionFiltersApiArg = {
  /** Comma-separated property ids, e.g. `3,7`. Absent means every property of the operator. */
  propertyIds?: string;
};
export type ListTransactionsApiResponse =
  /** status 200 A page of transactions. */ TransactionListResponse;
export type ListTransactionsApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Filter version; the client sends `v3`. */
  filterVersion?: "v3";
  /** Calendar month as `yyyy-MM`. Absent means the current month (Asia/Kolkata). */
  month?: string;
  /** Comma-separated property ids, e.g. `3,7`. Absent means every property of the operator. */
  propertyIds?: string;
  /** Comma-separated payment modes. */
  mode?: string;
  /** Only this source. */
  source?: "MANUAL" | "BULK" | "RENT_QR" | "PAYMENT_LINK" | "SETTLEMENT";
  /** Comma-separated statuses. */
  status?: string;
  /** Only this tenant. */
  tenantId?: number;
  /** Only payments collected by this staff member. */
  staffId?: number;
  /** Free-text search (case-insensitive, matched against names, phone numbers and titles). */
  searchText?: string;
};
export type GetTransactionApiResponse =
  /** status 200 The transaction. */ TransactionDetailResponse;
export type GetTransactionApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type ListRentQrTransactionsApiResponse =
  /** status 200 A page of rent-QR transactions. */ RentQrTransactionListResponse;
export type ListRentQrTransactionsApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Calendar month as `yyyy-MM`. Absent means the current month (Asia/Kolkata). */
  month?: string;
  /** Comma-separated property ids, e.g. `3,7`. Absent means every property of the operator. */
  propertyIds?: string;
  /** Only this status. */
  status?: "MATCHED" | "UNMATCHED" | "REFUNDED";
  /** Free-text search (case-insensitive, matched against names, phone numbers and titles). */
  searchText?: string;
};
export type GetRentQrTransactionApiResponse =
  /** status 200 The rent-QR transaction. */ RentQrTransactionDetailResponse;
export type GetRentQrTransactionApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type GetRecordedTransactionDashboardApiResponse =
  /** status 200 The dashboard. */ RecordedTransactionDashboardResponse;
export type GetRecordedTransactionDashboardApiArg = {
  /** Calendar month as `yyyy-MM`. Absent means the current month (Asia/Kolkata). */
  month?: string;
  /** Comma-separated property ids, e.g. `3,7`. Absent means every property of the operator. */
  propertyIds?: string;
};
export type DeleteTransactionApiResponse =
  /** status 200 The deleted transaction. */ TransactionDetailResponse;
export type DeleteTransactionApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  transactionDeleteRequest: TransactionDeleteRequest;
};
export type RevertTransactionApiResponse =
  /** status 200 The reverted transaction. */ TransactionDetailResponse;
export type RevertTransactionApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  transactionRevertRequest: TransactionRevertRequest;
};
export type MonthOption = {
  /** Month as `yyyy-MM`. */
  value: string;
  /** Display label, e.g. `March 2025`. */
  label: string;
  is_current: boolean;
};
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
export type NamedRef = {
  id: number;
  name: string;
};
export type TransactionFilter = {
  month: MonthOption[];
  modes: PaymentMode[];
  properties: NamedRef[];
};
export type TransactionFilterResponse = {
  data: TransactionFilter;
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
export type PaymentTicketType = "RENT" | "OTHERS";
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
export type TransactionPage = {
  count: number;
  /** Sum of amount_paise of the matching SUCCESS transactions (not only this page). */
  total_paise: number;
  results: Transaction[];
};
export type TransactionListResponse = {
  data: TransactionPage;
};
export type TransactionAuditEntry = {
  action: "RECORDED" | "RECEIPT_SENT" | "DELETED" | "REVERTED";
  at: string;
  by_name: string | null;
  reason: string | null;
};
export type TransactionDetail = {
  transaction: Transaction;
  remarks: string | null;
  collection_amount_paise: number;
  /** Balance of the collection now. */
  collection_balance_paise: number;
  proof_id: number | null;
  rent_qr_transaction_id: number | null;
  /** Oldest first; never shortened. */
  audit: TransactionAuditEntry[];
};
export type TransactionDetailResponse = {
  data: TransactionDetail;
};
export type RentQrStatus = "MATCHED" | "UNMATCHED" | "REFUNDED";
export type RentQrTransaction = {
  id: number;
  amount_paise: number;
  /** 12-digit UPI reference. */
  utr: string;
  payer_name: string | null;
  payer_vpa: string | null;
  received_at: string;
  status: RentQrStatus;
  /** Which QR was paid, e.g. `Koramangala PG – main QR`. */
  qr_label: string;
  property_id: number | null;
  property_name: string | null;
  tenant_id: number | null;
  tenant_name: string | null;
  collection_id: number | null;
  transaction_id: number | null;
};
export type RentQrTransactionPage = {
  count: number;
  results: RentQrTransaction[];
};
export type RentQrTransactionListResponse = {
  data: RentQrTransactionPage;
};
export type RentQrTransactionDetail = {
  rent_qr_transaction: RentQrTransaction;
  bank_account_label: string | null;
  /** UPI note (`tn`) sent by the payer. */
  note: string | null;
  matched_at: string | null;
  matched_by_name: string | null;
};
export type RentQrTransactionDetailResponse = {
  data: RentQrTransactionDetail;
};
export type ModeTotal = {
  mode: PaymentMode;
  amount_paise: number;
  count: number;
};
export type StaffTotal = {
  /** Null for payments recorded by the operator without a staff member. */
  staff_id: number | null;
  staff_name: string;
  amount_paise: number;
  count: number;
};
export type RecordedTransactionDashboard = {
  month: string;
  total_paise: number;
  count: number;
  by_mode: ModeTotal[];
  by_staff: StaffTotal[];
  deleted_count: number;
  reverted_count: number;
};
export type RecordedTransactionDashboardResponse = {
  data: RecordedTransactionDashboard;
};
export type TransactionDeleteRequest = {
  reason: string;
};
export type TransactionRevertRequest = {
  reason: string;
};
export const {
  useGetTransactionFiltersQuery,
  useLazyGetTransactionFiltersQuery,
  useListTransactionsQuery,
  useLazyListTransactionsQuery,
  useGetTransactionQuery,
  useLazyGetTransactionQuery,
  useListRentQrTransactionsQuery,
  useLazyListRentQrTransactionsQuery,
  useGetRentQrTransactionQuery,
  useLazyGetRentQrTransactionQuery,
  useGetRecordedTransactionDashboardQuery,
  useLazyGetRecordedTransactionDashboardQuery,
  useDeleteTransactionMutation,
  useRevertTransactionMutation,
} = injectedRtkApi;
