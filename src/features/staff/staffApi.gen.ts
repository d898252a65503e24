import { api } from "../../app/core/api";
export const addTagTypes = ["staff"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listStaff: build.query<ListStaffApiResponse, ListStaffApiArg>({
        query: (queryArg) => ({
          url: `/user/api/v1/operator/staff/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            property_id: queryArg.propertyId,
            role: queryArg.role,
            is_active: queryArg.isActive,
            search_text: queryArg.searchText,
          },
        }),
        providesTags: ["staff"],
      }),
      createStaff: build.mutation<CreateStaffApiResponse, CreateStaffApiArg>({
        query: (queryArg) => ({
          url: `/user/api/v1/operator/staff/create`,
          method: "POST",
          body: queryArg.staffCreateRequest,
        }),
        invalidatesTags: ["staff"],
      }),
      updateStaff: build.mutation<UpdateStaffApiResponse, UpdateStaffApiArg>({
        query: (queryArg) => ({
          url: `/user/api/v1/operator/staff/edit/${queryArg.id}`,
          method: "PUT",
          body: queryArg.staffUpdateRequest,
        }),
        invalidatesTags: ["staff"],
      }),
      deleteStaff: build.mutation<DeleteStaffApiResponse, DeleteStaffApiArg>({
        query: (queryArg) => ({
          url: `/user/api/v1/operator/staff/delete/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["staff"],
      }),
      listStaffCollections: build.query<
        ListStaffCollectionsApiResponse,
        ListStaffCollectionsApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v2/operator/staff/collection/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            month: queryArg.month,
            from_date: queryArg.fromDate,
            to_date: queryArg.toDate,
            property_ids: queryArg.propertyIds,
            search_text: queryArg.searchText,
            staff_id: queryArg.staffId,
          },
        }),
        providesTags: ["staff"],
      }),
      getStaff: build.query<GetStaffApiResponse, GetStaffApiArg>({
        query: (queryArg) => ({
          url: `/user/api/v1/operator/staff/${queryArg.id}`,
        }),
        providesTags: ["staff"],
      }),
      listStaffCollectionPayments: build.query<
        ListStaffCollectionPaymentsApiResponse,
        ListStaffCollectionPaymentsApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v2/operator/staff/collection/${queryArg.id}/payments`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            month: queryArg.month,
            from_date: queryArg.fromDate,
            to_date: queryArg.toDate,
            in_hand: queryArg.inHand,
          },
        }),
        providesTags: ["staff"],
      }),
      createCashHandover: build.mutation<
        CreateCashHandoverApiResponse,
        CreateCashHandoverApiArg
      >({
        query: (queryArg) => ({
          url: `/user/api/v1/operator/staff/${queryArg.id}/handover`,
          method: "POST",
          body: queryArg.cashHandoverCreateRequest,
        }),
        invalidatesTags: ["staff"],
      }),
      applyCashHandoverAction: build.mutation<
        ApplyCashHandoverActionApiResponse,
        ApplyCashHandoverActionApiArg
      >({
        query: (queryArg) => ({
          url: `/user/api/v1/operator/staff/handover/${queryArg.id}/action`,
          method: "POST",
          body: queryArg.cashHandoverActionRequest,
        }),
        invalidatesTags: ["staff"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type ListStaffApiResponse =
  /** status 200 A page of staff. */ StaffListResponse;
export type ListStaffApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Restrict to one property of the operator. */
  propertyId?: number;
  /** Only this role. */
  role?: StaffRole;
  /** Only active (true) or inactive (false) staff. */
  isActive?: boolean;
  /** Free-text search (case-insensitive, matched against names, phone numbers and titles). */
  searchText?: string;
};
export type CreateStaffApiResponse =
  /** status 201 The staff member. */ StaffResponse;
export type CreateStaffApiArg = {
  staffCreateRequest: StaffCreateRequest;
};
export type UpdateStaffApiResponse =
  /** status 200 The updated staff member. */ StaffResponse;
export type UpdateStaffApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  staffUpdateRequest: StaffUpdateRequest;
};
export type DeleteStaffApiResponse =
  /** status 200 Removed, or deactivated (the outcome and message say which). */ StaffDeleteResponse;
export type DeleteStaffApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type ListStaffCollectionsApiResponse =
  /** status 200 A page of staff collections. */ StaffCollectionListResponse;
export type ListStaffCollectionsApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Calendar month as `yyyy-MM`. Absent means the current month (Asia/Kolkata). */
  month?: string;
  /** First day of the range, `yyyy-MM-dd`. */
  fromDate?: string;
  /** Last day of the range (inclusive), `yyyy-MM-dd`. */
  toDate?: string;
  /** Comma-separated property ids, e.g. `3,7`. Absent means every property of the operator. */
  propertyIds?: string;
  /** Free-text search (case-insensitive, matched against names, phone numbers and titles). */
  searchText?: string;
  /** Only this staff member. */
  staffId?: number;
};
export type GetStaffApiResponse =
  /** status 200 The staff member. */ StaffDetailResponse;
export type GetStaffApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type ListStaffCollectionPaymentsApiResponse =
  /** status 200 A page of payments. */ StaffPaymentListResponse;
export type ListStaffCollectionPaymentsApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Calendar month as `yyyy-MM`. Absent means the current month (Asia/Kolkata). */
  month?: string;
  /** First day of the range, `yyyy-MM-dd`. */
  fromDate?: string;
  /** Last day of the range (inclusive), `yyyy-MM-dd`. */
  toDate?: string;
  /** Only cash payments not covered by a handover yet. */
  inHand?: boolean;
};
export type CreateCashHandoverApiResponse =
  /** status 201 The handover. */ CashHandoverResponse;
export type CreateCashHandoverApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  cashHandoverCreateRequest: CashHandoverCreateRequest;
};
export type ApplyCashHandoverActionApiResponse =
  /** status 200 The handover after the action. */ CashHandoverResponse;
export type ApplyCashHandoverActionApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  cashHandoverActionRequest: CashHandoverActionRequest;
};
export type StaffRole =
  | "ADMIN"
  | "PROPERTY_MANAGER"
  | "WARDEN"
  | "ACCOUNTANT"
  | "RECEPTIONIST"
  | "COOK"
  | "HOUSEKEEPING"
  | "SECURITY"
  | "METER_READER"
  | "OTHER";
export type PoliceVerificationStatus =
  "PENDING" | "SUBMITTED" | "VERIFIED" | "NOT_APPLICABLE";
export type Staff = {
  id: number;
  name: string;
  phone_number: string;
  dial_code: string;
  email: string | null;
  role: StaffRole;
  /** Works at every property of the operator, including ones added later; `property_ids` is then empty. */
  all_properties: boolean;
  property_ids: number[];
  property_names: string[];
  is_active: boolean;
  /** May be chosen as collected_by_staff_id when marking a payment. */
  can_collect_cash: boolean;
  police_verification_status: PoliceVerificationStatus;
  /** When the verification was submitted or completed. */
  police_verification_date: string | null;
  joined_on: string | null;
  monthly_salary_paise: number | null;
  /** Cash this staff member took (SUCCESS CASH payments naming them) after their last submitted, accepted or disputed handover: money in their hand that the operator has not received yet. */
  cash_in_hand_paise: number;
  created_at: string;
};
export type StaffPage = {
  count: number;
  results: Staff[];
};
export type StaffListResponse = {
  data: StaffPage;
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
export type StaffResponse = {
  data: Staff;
};
export type Paise = number;
export type StaffCreateRequest = {
  name: string;
  /** Validated like the sign-in phone (an Indian mobile has 10 digits starting 6–9). */
  phone_number: string;
  dial_code?: string;
  email?: string;
  role: StaffRole;
  all_properties?: boolean;
  property_ids?: number[];
  can_collect_cash?: boolean;
  police_verification_status?: PoliceVerificationStatus;
  /** Required with SUBMITTED or VERIFIED; not in the future. */
  police_verification_date?: string;
  joined_on?: string;
  monthly_salary_paise?: Paise;
};
export type StaffUpdateRequest = {
  name?: string;
  phone_number?: string;
  dial_code?: string;
  email?: string | null;
  role?: StaffRole;
  all_properties?: boolean;
  property_ids?: number[];
  is_active?: boolean;
  can_collect_cash?: boolean;
  police_verification_status?: PoliceVerificationStatus;
  police_verification_date?: string | null;
  joined_on?: string | null;
  monthly_salary_paise?: number | null;
};
export type StaffDeleteResult = {
  /** `deactivated` when the staff member is named on a payment, an attendance mark, an outpass action or a cash handover: the record keeps who did what, and they leave the pickers. */
  outcome: "deleted" | "deactivated";
  /** What happened, for the toast ("Ravi Kumar is on 12 payments, so was deactivated instead"). */
  message: string;
  /** The deactivated staff member; null when deleted. */
  staff: Staff | null;
};
export type StaffDeleteResponse = {
  data: StaffDeleteResult;
};
export type StaffCollection = {
  staff_id: number;
  staff_name: string;
  role: StaffRole;
  cash_paise: number;
  /** Non-cash modes. */
  other_paise: number;
  /** cash_paise + other_paise. */
  total_paise: number;
  transaction_count: number;
  last_collected_at: string | null;
  cash_in_hand_paise: number;
};
export type StaffCollectionPage = {
  count: number;
  /** Cash taken by every matching staff member in the period (all pages). */
  total_cash_paise: number;
  total_other_paise: number;
  results: StaffCollection[];
};
export type StaffCollectionListResponse = {
  data: StaffCollectionPage;
};
export type CashHandoverStatus =
  "DRAFT" | "SUBMITTED" | "ACCEPTED" | "DISPUTED";
export type CashHandover = {
  id: number;
  staff_id: number;
  staff_name: string;
  status: CashHandoverStatus;
  expected_paise: number;
  declared_paise: number;
  variance_paise: number;
  /** Cash payments the handover covers. */
  payment_count: number;
  /** End of the previous handover (null for the first). */
  covered_from: string | null;
  /** Set at submission; null while DRAFT. */
  covered_until: string | null;
  note: string | null;
  dispute_reason: string | null;
  created_at: string;
  submitted_at: string | null;
  /** When it was accepted or disputed. */
  settled_at: string | null;
};
export type StaffDetail = {
  staff: Staff;
  cash_in_hand_paise: number;
  /** Cash payments behind `cash_in_hand_paise`. */
  cash_in_hand_count: number;
  /** Sum of the shortfalls (negative variances) of DISPUTED handovers. */
  disputed_shortfall_paise: number;
  /** Every handover, newest first (a draft or submitted one first of all). */
  handovers: CashHandover[];
};
export type StaffDetailResponse = {
  data: StaffDetail;
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
export type StaffPayment = {
  transaction_id: number;
  collection_id: number;
  tenant_id: number;
  tenant_name: string;
  property_name: string;
  collection_title: string;
  amount_paise: number;
  mode: PaymentMode;
  paid_on: string;
  created_at: string;
  /** Only SUCCESS payments count towards the figures; the others are listed so the trail is whole. */
  status: "SUCCESS" | "REVERTED" | "DELETED";
  /** The handover that covered this cash payment; null for non-cash and for cash still in hand. */
  handover_id: number | null;
};
export type StaffPaymentPage = {
  count: number;
  results: StaffPayment[];
};
export type StaffPaymentListResponse = {
  data: StaffPaymentPage;
};
export type CashHandoverResponse = {
  data: CashHandover;
};
export type CashHandoverCreateRequest = {
  declared_paise: Paise;
  note?: string;
  submit?: boolean;
};
export type CashHandoverActionRequest = {
  action: "SUBMIT" | "ACCEPT" | "DISPUTE" | "DISCARD";
  declared_paise?: Paise;
  note?: string;
  reason?: string;
};
export const {
  useListStaffQuery,
  useLazyListStaffQuery,
  useCreateStaffMutation,
  useUpdateStaffMutation,
  useDeleteStaffMutation,
  useListStaffCollectionsQuery,
  useLazyListStaffCollectionsQuery,
  useGetStaffQuery,
  useLazyGetStaffQuery,
  useListStaffCollectionPaymentsQuery,
  useLazyListStaffCollectionPaymentsQuery,
  useCreateCashHandoverMutation,
  useApplyCashHandoverActionMutation,
} = injectedRtkApi;
