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
        query: () => ({ url: `/expense/api/v1/operator/payment_mode/list` }),
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
            search_query: queryArg.searchQuery,
            property_id: queryArg.propertyId,
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
          body: queryArg.expenseVoidRequest,
        }),
        invalidatesTags: ["expenses"],
      }),
      listExpenses: build.query<ListExpensesApiResponse, ListExpensesApiArg>({
        query: (queryArg) => ({
          url: `/expense/api/v1/operator/expense/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            property_id: queryArg.propertyId,
            category_id: queryArg.categoryId,
            vendor_id: queryArg.vendorId,
            payment_mode: queryArg.paymentMode,
            status: queryArg.status,
            month: queryArg.month,
            from_date: queryArg.fromDate,
            to_date: queryArg.toDate,
            search_query: queryArg.searchQuery,
            complaint_id: queryArg.complaintId,
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
      deleteExpenseDocument: build.mutation<
        DeleteExpenseDocumentApiResponse,
        DeleteExpenseDocumentApiArg
      >({
        query: (queryArg) => ({
          url: `/expense/api/v1/operator/document/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["expenses"],
      }),
      getExpenseSummary: build.query<
        GetExpenseSummaryApiResponse,
        GetExpenseSummaryApiArg
      >({
        query: (queryArg) => ({
          url: `/expense/api/v1/operator/expense/summary`,
          params: {
            month: queryArg.month,
            property_id: queryArg.propertyId,
          },
        }),
        providesTags: ["expenses"],
      }),
      listExpenseTemplates: build.query<
        ListExpenseTemplatesApiResponse,
        ListExpenseTemplatesApiArg
      >({
        query: (queryArg) => ({
          url: `/expense/api/v1/operator/template/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            is_active: queryArg.isActive,
          },
        }),
        providesTags: ["expenses"],
      }),
      createExpenseTemplate: build.mutation<
        CreateExpenseTemplateApiResponse,
        CreateExpenseTemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/expense/api/v1/operator/template/create`,
          method: "POST",
          body: queryArg.expenseTemplateCreateRequest,
        }),
        invalidatesTags: ["expenses"],
      }),
      updateExpenseTemplate: build.mutation<
        UpdateExpenseTemplateApiResponse,
        UpdateExpenseTemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/expense/api/v1/operator/template/${queryArg.id}`,
          method: "PUT",
          body: queryArg.expenseTemplateUpdateRequest,
        }),
        invalidatesTags: ["expenses"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type ListExpensePaymentModesApiResponse =
  /** status 200 The payment modes. */ ExpensePaymentModeListResponse;
export type ListExpensePaymentModesApiArg = void;
export type ListExpenseVendorsApiResponse =
  /** status 200 A page of vendors. */ VendorListResponse;
export type ListExpenseVendorsApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Case-insensitive text matched against the name, phone and GSTIN. */
  searchQuery?: string;
  /** Restrict to one property of the operator. */
  propertyId?: number;
};
export type ListExpenseCategoriesApiResponse =
  /** status 200 A page of categories. */ ExpenseCategoryListResponse;
export type ListExpenseCategoriesApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 50 (meal options and food items, spec §9). */
  limit?: number;
};
export type AddExpenseApiResponse =
  /** status 201 The expense. */ ExpenseDetailResponse;
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
  /** status 200 The updated expense. */ ExpenseDetailResponse;
export type UpdateExpenseApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  expenseUpdateRequest: ExpenseUpdateRequest;
};
export type DeleteExpenseApiResponse =
  /** status 200 The voided expense. */ ExpenseDetailResponse;
export type DeleteExpenseApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  expenseVoidRequest: ExpenseVoidRequest;
};
export type ListExpensesApiResponse =
  /** status 200 A page of expenses. */ ExpenseListResponse;
export type ListExpensesApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Restrict to one property of the operator. */
  propertyId?: number;
  /** Only this category. */
  categoryId?: number;
  /** Only this vendor. */
  vendorId?: number;
  /** Only this payment mode. */
  paymentMode?: ExpensePaymentModeCode;
  /** RECORDED (default), DRAFT, VOIDED or all. */
  status?: "RECORDED" | "DRAFT" | "VOIDED" | "all";
  /** Calendar month as `yyyy-MM`. Absent means the current month (Asia/Kolkata). */
  month?: string;
  /** First day of the range, `yyyy-MM-dd`. */
  fromDate?: string;
  /** Last day of the range (inclusive), `yyyy-MM-dd`. */
  toDate?: string;
  /** Case-insensitive text matched against the invoice number, reference, notes, vendor and category. */
  searchQuery?: string;
  /** Only the expense posted from this complaint. */
  complaintId?: number;
};
export type GetExpenseApiResponse =
  /** status 200 The expense. */ ExpenseDetailResponse;
export type GetExpenseApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type DeleteExpenseDocumentApiResponse =
  /** status 200 The expense after the removal. */ ExpenseDetailResponse;
export type DeleteExpenseDocumentApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type GetExpenseSummaryApiResponse =
  /** status 200 The month's figures. */ ExpenseSummaryResponse;
export type GetExpenseSummaryApiArg = {
  /** Calendar month as `yyyy-MM`. Absent means the current month (Asia/Kolkata). */
  month?: string;
  /** Restrict to one property of the operator. */
  propertyId?: number;
};
export type ListExpenseTemplatesApiResponse =
  /** status 200 A page of templates. */ ExpenseTemplateListResponse;
export type ListExpenseTemplatesApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 15 (users, bank accounts and property pickers, spec §9). */
  limit?: number;
  /** Only active (true) or inactive (false) templates. */
  isActive?: boolean;
};
export type CreateExpenseTemplateApiResponse =
  /** status 201 The template. */ ExpenseTemplateResponse;
export type CreateExpenseTemplateApiArg = {
  expenseTemplateCreateRequest: ExpenseTemplateCreateRequest;
};
export type UpdateExpenseTemplateApiResponse =
  /** status 200 The template. */ ExpenseTemplateResponse;
export type UpdateExpenseTemplateApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  expenseTemplateUpdateRequest: ExpenseTemplateUpdateRequest;
};
export type ExpensePaymentModeCode =
  "CASH" | "UPI" | "BANK_TRANSFER" | "CHEQUE" | "CARD";
export type ExpensePaymentMode = {
  code: ExpensePaymentModeCode;
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
  | "WATER_SUPPLY"
  | "OTHER";
export type RecordKind = "EXPENSE" | "COMPLAINT";
export type Vendor = {
  id: number;
  name: string;
  services: VendorServiceType[];
  record_kinds: RecordKind[];
  contact_name: string | null;
  phone_number: string;
  email: string | null;
  gstin: string | null;
  pan: string | null;
  upi_id: string | null;
  bank_account_name: string | null;
  bank_account_number: string | null;
  bank_ifsc: string | null;
  address: string | null;
  /** Properties served; empty means all. */
  property_ids: number[];
  is_active: boolean;
  /** Complaints ever assigned to the vendor. */
  complaint_count: number;
  /** Expenses paid to the vendor (voided ones included). */
  expense_count: number;
  created_at: string;
};
export type VendorPage = {
  count: number;
  results: Vendor[];
};
export type VendorListResponse = {
  data: VendorPage;
};
export type ExpenseCategoryGroup =
  "PROPERTY" | "UTILITIES" | "STAFF" | "MESS" | "SERVICES" | "ADMIN" | "OTHER";
export type TdsSection = "194I" | "194C";
export type ExpenseCategory = {
  id: number;
  /** e.g. `LEASE_RENT`, `ELECTRICITY`, `GROCERIES`, `REPAIRS_MAINTENANCE`. */
  code: string;
  name: string;
  group: ExpenseCategoryGroup;
  /** The TDS section a payment in this category may fall under (the hint is computed per expense). */
  tds_section: TdsSection | null;
  is_system: boolean;
};
export type ExpenseCategoryPage = {
  count: number;
  results: ExpenseCategory[];
};
export type ExpenseCategoryListResponse = {
  data: ExpenseCategoryPage;
};
export type ExpenseStatus = "DRAFT" | "RECORDED" | "VOIDED";
export type GstRate = 0 | 5 | 12 | 18 | 28;
export type TdsHint = {
  section: TdsSection;
  rate_percent: number;
  /** The tax to deduct at that rate on the taxable amount. */
  amount_paise: number;
  message: string;
};
export type Expense = {
  id: number;
  status: ExpenseStatus;
  /** Null for an expense of all properties (see allocations). */
  property_id: number | null;
  property_name: string | null;
  category_id: number;
  category_code: string;
  category_name: string;
  vendor_id: number | null;
  vendor_name: string | null;
  /** The vendor's GSTIN when the expense was recorded (for the input tax credit). */
  vendor_gstin: string | null;
  amount_paise: number;
  gst_rate_percent: GstRate;
  /** round(amount × rate / (100 + rate)), half away from zero. */
  tax_paise: number;
  taxable_paise: number;
  /** In a list filtered by property: the part of this expense that property bears (all of it for its own, its allocation for an all-properties one). Null otherwise. */
  share_paise: number | null;
  invoice_number: string | null;
  expense_date: string;
  payment_mode: ExpensePaymentModeCode;
  /** UTR, cheque number or card slip. */
  reference: string | null;
  paid_by_staff_id: number | null;
  /** Who paid in cash (a staff member, or the operator when null with CASH). */
  paid_by_name: string | null;
  notes: string | null;
  /** The complaint this repair cost comes from, if any. */
  complaint_id: number | null;
  complaint_ticket_number: string | null;
  /** The recurring template that created it, if any. */
  template_id: number | null;
  document_count: number;
  tds_hint: TdsHint | null;
  void_reason: string | null;
  voided_at: string | null;
  voided_by_name: string | null;
  created_by_name: string | null;
  created_at: string;
  updated_at: string;
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
export type ExpenseDocument = {
  id: number;
  expense_id: number;
  name: string;
  file: StoredFile;
  uploaded_by_name: string | null;
};
export type ExpenseAllocation = {
  property_id: number;
  property_name: string;
  beds: number;
  amount_paise: number;
};
export type ExpenseDetail = {
  expense: Expense;
  documents: ExpenseDocument[];
  /** An all-properties expense's shares; empty for one property's expense. */
  allocations: ExpenseAllocation[];
};
export type ExpenseDetailResponse = {
  data: ExpenseDetail;
};
export type Paise = number;
export type ExpenseCreateRequest = {
  property_id?: number | null;
  category_id: number;
  vendor_id?: number | null;
  amount_paise: Paise;
  gst_rate_percent?: GstRate;
  invoice_number?: string;
  expense_date: string;
  payment_mode: ExpensePaymentModeCode;
  reference?: string;
  paid_by_staff_id?: number;
  notes?: string;
  complaint_id?: number;
};
export type VendorResponse = {
  data: Vendor;
};
export type Gstin = string;
export type Pan = string;
export type VendorCreateRequest = {
  name: string;
  services: VendorServiceType[];
  /** Defaults to both kinds. */
  record_kinds?: RecordKind[];
  contact_name?: string;
  phone_number: string;
  email?: string;
  gstin?: Gstin;
  pan?: Pan;
  upi_id?: string;
  bank_account_name?: string;
  bank_account_number?: string;
  bank_ifsc?: string;
  address?: string;
  /** Properties served; empty means all. */
  property_ids?: number[];
};
export type ExpenseDocumentResponse = {
  data: ExpenseDocument;
};
export type ExpenseDocumentUploadRequest = {
  file: Blob;
  name?: string;
};
export type ExpenseUpdateRequest = {
  status?: "RECORDED";
  property_id?: number | null;
  category_id?: number;
  vendor_id?: number | null;
  amount_paise?: Paise;
  gst_rate_percent?: GstRate;
  invoice_number?: string | null;
  expense_date?: string;
  payment_mode?: ExpensePaymentModeCode;
  reference?: string | null;
  paid_by_staff_id?: number | null;
  notes?: string | null;
};
export type ExpenseVoidRequest = {
  reason: string;
};
export type ExpenseStatusCounts = {
  DRAFT: number;
  RECORDED: number;
  VOIDED: number;
};
export type ExpensePage = {
  count: number;
  /** Sum over every matching expense (not only this page) of amount_paise, or share_paise when filtered by property. */
  total_paise: number;
  /** Sum of tax_paise over every matching expense (the property's share when filtered by property). */
  tax_paise: number;
  status_counts: ExpenseStatusCounts;
  results: Expense[];
};
export type ExpenseListResponse = {
  data: ExpensePage;
};
export type ExpenseFigureRow = {
  /** Category code, payment mode code or property id. */
  key: string;
  label: string;
  amount_paise: number;
  count: number;
};
export type ExpenseMonthTotal = {
  /** YYYY-MM. */
  month: string;
  amount_paise: number;
};
export type ExpenseSummary = {
  month: string;
  total_paise: number;
  tax_paise: number;
  count: number;
  previous_month_total_paise: number;
  /** Largest first; categories with nothing spent are left out. */
  by_category: ExpenseFigureRow[];
  by_group: ExpenseFigureRow[];
  by_payment_mode: ExpenseFigureRow[];
  /** Each property's own expenses plus its allocated shares. */
  by_property: ExpenseFigureRow[];
  /** The 12 months ending with this one, oldest first. */
  trend: ExpenseMonthTotal[];
  /** Drafts from recurring templates waiting to be recorded (any month). */
  draft_count: number;
  tds_hint_count: number;
};
export type ExpenseSummaryResponse = {
  data: ExpenseSummary;
};
export type ExpenseFrequency = "MONTHLY" | "QUARTERLY" | "YEARLY";
export type ExpenseTemplate = {
  id: number;
  name: string;
  property_id: number | null;
  property_name: string | null;
  category_id: number;
  category_name: string;
  vendor_id: number | null;
  vendor_name: string | null;
  amount_paise: number;
  gst_rate_percent: GstRate;
  payment_mode: ExpensePaymentModeCode;
  frequency: ExpenseFrequency;
  day_of_month: number;
  starts_on: string;
  ends_on: string | null;
  /** The next period's date; null once ended or inactive. */
  next_due_on: string | null;
  is_active: boolean;
  notes: string | null;
  created_at: string;
};
export type ExpenseTemplatePage = {
  count: number;
  results: ExpenseTemplate[];
};
export type ExpenseTemplateListResponse = {
  data: ExpenseTemplatePage;
};
export type ExpenseTemplateResponse = {
  data: ExpenseTemplate;
};
export type ExpenseTemplateCreateRequest = {
  name: string;
  property_id?: number | null;
  category_id: number;
  vendor_id?: number | null;
  amount_paise: Paise;
  gst_rate_percent?: GstRate;
  payment_mode: ExpensePaymentModeCode;
  frequency: ExpenseFrequency;
  day_of_month: number;
  starts_on: string;
  ends_on?: string | null;
  notes?: string;
};
export type ExpenseTemplateUpdateRequest = {
  name?: string;
  property_id?: number | null;
  category_id?: number;
  vendor_id?: number | null;
  amount_paise?: Paise;
  gst_rate_percent?: GstRate;
  payment_mode?: ExpensePaymentModeCode;
  day_of_month?: number;
  ends_on?: string | null;
  is_active?: boolean;
  notes?: string | null;
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
  useDeleteExpenseDocumentMutation,
  useGetExpenseSummaryQuery,
  useLazyGetExpenseSummaryQuery,
  useListExpenseTemplatesQuery,
  useLazyListExpenseTemplatesQuery,
  useCreateExpenseTemplateMutation,
  useUpdateExpenseTemplateMutation,
} = injectedRtkApi;
