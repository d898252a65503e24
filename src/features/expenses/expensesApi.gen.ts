import { api } from "../../app/core/api";
export const addTagTypes = ["expenses"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listExpensePaymentModes: build.query<
        ListExpensePaymentModesApiResponse,
        ListExpensePaymentModesApiArg
      >({
        query: (queryArg) => ({
          url: `/expense/api/v1/operator/payment_mode/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
          },
        }),
        providesTags: ["expenses"],
      }),
      listExpenseVendors: build.query<
        ListExpenseVendorsApiResponse,
        ListExpenseVendorsApiArg
      >({
        query: (queryArg) => ({
          url: `/expense/api/v1/operator/vendor/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            record_kind: queryArg.recordKind,
            search_by: queryArg.searchBy,
            search_query: queryArg.searchQuery,
          },
        }),
        providesTags: ["expenses"],
      }),
      listExpenseCategories: build.query<
        ListExpenseCategoriesApiResponse,
        ListExpenseCategoriesApiArg
      >({
        query: (queryArg) => ({
          url: `/expense/api/v1/operator/category/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
          },
        }),
        providesTags: ["expenses"],
      }),
      addExpense: build.mutation<AddExpenseApiResponse, AddExpenseApiArg>({
        query: (queryArg) => ({
          url: `/expense/api/v1/operator/expense/add`,
          method: "POST",
          body: queryArg.expenseCreateRequest,
        }),
        invalidatesTags: ["expenses"],
      }),
      addExpenseVendor: build.mutation<
        AddExpenseVendorApiResponse,
        AddExpenseVendorApiArg
      >({
        query: (queryArg) => ({
          url: `/expense/api/v1/operator/vendor/add`,
          method: "POST",
          body: queryArg.vendorCreateRequest,
        }),
        invalidatesTags: ["expenses"],
      }),
      addExpenseDocument: build.mutation<
        AddExpenseDocumentApiResponse,
        AddExpenseDocumentApiArg
      >({
        query: (queryArg) => ({
          url: `/expense/api/v1/operator/expense/${queryArg.id}/document`,
          method: "POST",
          body: queryArg.expenseDocumentUploadRequest,
        }),
        invalidatesTags: ["expenses"],
      }),
      updateExpense: build.mutation<
        UpdateExpenseApiResponse,
        UpdateExpenseApiArg
      >({
        query: (queryArg) => ({
          url: `/expense/api/v1/operator/expense/${queryArg.id}/update`,
          method: "PUT",
          body: queryArg.expenseUpdateRequest,
        }),
        invalidatesTags: ["expenses"],
      }),
      deleteExpense: build.mutation<
        DeleteExpenseApiResponse,
        DeleteExpenseApiArg
      >({
        query: (queryArg) => ({
          url: `/expense/api/v1/operator/expense/${queryArg.id}/delete`,
          method: "DELETE",
        }),
        invalidatesTags: ["expenses"],
      }),
      listExpenses: build.query<ListExpensesApiResponse, ListExpensesApiArg>({
        query: (queryArg) => ({
          url: `/expense/api/v1/operator/expense/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            property_ids: queryArg.propertyIds,
            month: queryArg.month,
            from_date: queryArg.fromDate,
            to_date: queryArg.toDate,
            category_id: queryArg.categoryId,
            vendor_id: queryArg.vendorId,
            payment_mode: queryArg.paymentMode,
            search_by: queryArg.searchBy,
            search_query: queryArg.searchQuery,
          },
        }),
        providesTags: ["expenses"],
      }),
      getExpense: build.query<GetExpenseApiResponse, GetExpenseApiArg>({
        query: (queryArg) => ({
          url: `/expense/api/v1/operator/expense/${queryArg.id}/details`,
        }),
        providesTags: ["expenses"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type ListExpensePaymentModesApiResponse =
  /** status 200 The payment modes. */ ExpensePaymentModeListResponse;
export type ListExpensePaymentModesApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
};
export type ListExpenseVendorsApiResponse =
  /** status 200 A page of vendors. */ VendorListResponse;
export type ListExpenseVendorsApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Default EXPENSE. */
  recordKind?: RecordKind;
  /** Field search_query is matched against; default name. */
  searchBy?: VendorSearchBy;
  /** Case-insensitive search text. */
  searchQuery?: string;
};
export type ListExpenseCategoriesApiResponse =
  /** status 200 A page of categories. */ ExpenseCategoryListResponse;
export type ListExpenseCategoriesApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
};
export type AddExpenseApiResponse =
  /** status 201 The expense. */ ExpenseResponse;
export type AddExpenseApiArg = {
  expenseCreateRequest: ExpenseCreateRequest;
};
export type AddExpenseVendorApiResponse =
  /** status 201 The vendor. */ VendorResponse;
export type AddExpenseVendorApiArg = {
  vendorCreateRequest: VendorCreateRequest;
};
export type AddExpenseDocumentApiResponse =
  /** status 201 The stored document. */ ExpenseDocumentResponse;
export type AddExpenseDocumentApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  expenseDocumentUploadRequest: ExpenseDocumentUploadRequest;
};
export type UpdateExpenseApiResponse =
  /** status 200 The updated expense. */ ExpenseResponse;
export type UpdateExpenseApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  expenseUpdateRequest: ExpenseUpdateRequest;
};
export type DeleteExpenseApiResponse = /** status 200 Deleted. */ AckResponse;
export type DeleteExpenseApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type ListExpensesApiResponse =
  /** status 200 A page of expenses. */ ExpenseListResponse;
export type ListExpensesApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Comma-separated property ids, e.g. `3,7`. Absent means every property of the operator. */
  propertyIds?: string;
  /** Calendar month as `yyyy-MM`. Absent means the current month (Asia/Kolkata). */
  month?: string;
  /** First day of the range, `yyyy-MM-dd`. */
  fromDate?: string;
  /** Last day of the range (inclusive), `yyyy-MM-dd`. */
  toDate?: string;
  /** Only this category. */
  categoryId?: number;
  /** Only this vendor. */
  vendorId?: number;
  /** Only this payment mode. */
  paymentMode?: "CASH" | "UPI" | "BANK_TRANSFER" | "CHEQUE" | "CARD";
  /** Field search_query is matched against; default description. */
  searchBy?: "description" | "vendor_name" | "reference" | "category_name";
  /** Case-insensitive search text. */
  searchQuery?: string;
};
export type GetExpenseApiResponse =
  /** status 200 The expense. */ ExpenseDetailResponse;
export type GetExpenseApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type ExpensePaymentMode = {
  code: "CASH" | "UPI" | "BANK_TRANSFER" | "CHEQUE" | "CARD";
  label: string;
};
export type ExpensePaymentModePage = {
  count: number;
  results: ExpensePaymentMode[];
};
export type ExpensePaymentModeListResponse = {
  data: ExpensePaymentModePage;
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
export type VendorServiceType =
  | "ELECTRICAL"
  | "PLUMBING"
  | "CARPENTRY"
  | "CLEANING"
  | "PEST_CONTROL"
  | "APPLIANCE_REPAIR"
  | "INTERNET"
  | "GROCERY"
  | "LAUNDRY"
  | "SECURITY"
  | "OTHER";
export type RecordKind = "EXPENSE" | "COMPLAINT";
export type Vendor = {
  id: number;
  name: string;
  service_type: VendorServiceType;
  record_kinds: RecordKind[];
  contact_name: string | null;
  phone_number: string;
  email: string | null;
  gstin: string | null;
  upi_id: string | null;
  address: string | null;
  property_ids: number[];
  is_active: boolean;
  created_at: string;
};
export type VendorPage = {
  count: number;
  results: Vendor[];
};
export type VendorListResponse = {
  data: VendorPage;
};
export type VendorSearchBy = "name" | "phone_number" | "service_type";
export type ExpenseCategory = {
  id: number;
  /** e.g. `MAINTENANCE`, `UTILITIES`, `HOUSEKEEPING`, `SECURITY`, `INTERNET`, `SALARIES`, `PROPERTY_TAX`, `FOOD`, `OTHER`. */
  code: string;
  name: string;
  is_system: boolean;
};
export type ExpenseCategoryPage = {
  count: number;
  results: ExpenseCategory[];
};
export type ExpenseCategoryListResponse = {
  data: ExpenseCategoryPage;
};
export type Expense = {
  id: number;
  /** Null for expenses shared by every property. */
  property_id: number | null;
  property_name: string | null;
  category_id: number;
  category_name: string;
  vendor_id: number | null;
  vendor_name: string | null;
  amount_paise: number;
  tax_paise: number;
  expense_date: string;
  payment_mode: "CASH" | "UPI" | "BANK_TRANSFER" | "CHEQUE" | "CARD";
  reference: string | null;
  description: string | null;
  /** The complaint this repair cost comes from, if any. */
  complaint_id: number | null;
  document_count: number;
  created_by_name: string | null;
  created_at: string;
};
export type ExpenseResponse = {
  data: Expense;
};
export type Paise = number;
export type ExpenseCreateRequest = {
  property_id?: number | null;
  category_id: number;
  vendor_id?: number | null;
  amount_paise: Paise;
  tax_paise?: Paise;
  expense_date: string;
  payment_mode: "CASH" | "UPI" | "BANK_TRANSFER" | "CHEQUE" | "CARD";
  reference?: string;
  description?: string;
  complaint_id?: number;
};
export type VendorResponse = {
  data: Vendor;
};
export type VendorCreateRequest = {
  name: string;
  service_type: VendorServiceType;
  /** Defaults to both kinds. */
  record_kinds?: RecordKind[];
  contact_name?: string;
  phone_number: string;
  email?: string;
  gstin?: string;
  upi_id?: string;
  address?: string;
  /** Properties served; empty means all. */
  property_ids?: number[];
};
export type StoredFile = {
  /** Opaque file key. */
  id: string;
  /** Original file name as uploaded. */
  file_name: string;
  /** Detected from the content, not from the name. */
  content_type: "application/pdf" | "image/jpeg" | "image/png";
  size_bytes: number;
  /** Relative URL that serves the file to its operator only (with the token), with Content-Disposition. */
  url: string;
  uploaded_at: string;
};
export type ExpenseDocument = {
  id: number;
  expense_id: number;
  name: string;
  file: StoredFile;
};
export type ExpenseDocumentResponse = {
  data: ExpenseDocument;
};
export type ExpenseDocumentUploadRequest = {
  file: Blob;
  name?: string;
};
export type ExpenseUpdateRequest = {
  property_id?: number | null;
  category_id?: number;
  vendor_id?: number | null;
  amount_paise?: Paise;
  tax_paise?: Paise;
  expense_date?: string;
  payment_mode?: "CASH" | "UPI" | "BANK_TRANSFER" | "CHEQUE" | "CARD";
  reference?: string | null;
  description?: string | null;
  complaint_id?: number | null;
};
export type Ack = {
  success: boolean;
  message: string;
};
export type AckResponse = {
  data: Ack;
};
export type ExpensePage = {
  count: number;
  /** Sum of amount_paise over every matching expense (not only this page). */
  total_paise: number;
  results: Expense[];
};
export type ExpenseListResponse = {
  data: ExpensePage;
};
export type ExpenseDetail = {
  expense: Expense;
  documents: ExpenseDocument[];
};
export type ExpenseDetailResponse = {
  data: ExpenseDetail;
};
export const {
  useListExpensePaymentModesQuery,
  useLazyListExpensePaymentModesQuery,
  useListExpenseVendorsQuery,
  useLazyListExpenseVendorsQuery,
  useListExpenseCategoriesQuery,
  useLazyListExpenseCategoriesQuery,
  useAddExpenseMutation,
  useAddExpenseVendorMutation,
  useAddExpenseDocumentMutation,
  useUpdateExpenseMutation,
  useDeleteExpenseMutation,
  useListExpensesQuery,
  useLazyListExpensesQuery,
  useGetExpenseQuery,
  useLazyGetExpenseQuery,
} = injectedRtkApi;
