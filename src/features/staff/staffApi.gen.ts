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
      listUsers: build.query<ListUsersApiResponse, ListUsersApiArg>({
        query: (queryArg) => ({
          url: `/user/api/v1/operator/user/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            name: queryArg.name,
            user_type: queryArg.userType,
            is_active: queryArg.isActive,
          },
        }),
        providesTags: ["staff"],
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
            property_ids: queryArg.propertyIds,
          },
        }),
        providesTags: ["staff"],
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
  /** status 200 Removed (or deactivated; the message says which). */ AckResponse;
export type DeleteStaffApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type ListUsersApiResponse =
  /** status 200 A page of users. */ OperatorUserListResponse;
export type ListUsersApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 15 (users, bank accounts and property pickers, spec §9). */
  limit?: number;
  /** Search by name or phone. */
  name?: string;
  /** Only this kind of user. */
  userType?: "operator" | "staff";
  /** Only active (true) or inactive (false) users. */
  isActive?: boolean;
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
  /** Comma-separated property ids, e.g. `3,7`. Absent means every property of the operator. */
  propertyIds?: string;
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
  | "METER_READER";
export type PoliceVerificationStatus =
  "PENDING" | "SUBMITTED" | "VERIFIED" | "NOT_APPLICABLE";
export type Staff = {
  id: number;
  name: string;
  phone_number: string;
  dial_code: string;
  email: string | null;
  role: StaffRole;
  property_ids: number[];
  property_names: string[];
  is_active: boolean;
  /** May be chosen as collected_by_staff_id when marking a payment. */
  can_collect_cash: boolean;
  police_verification_status: PoliceVerificationStatus;
  joined_on: string | null;
  monthly_salary_paise: number | null;
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
  phone_number: string;
  dial_code?: string;
  email?: string;
  role: StaffRole;
  property_ids: number[];
  can_collect_cash?: boolean;
  police_verification_status?: PoliceVerificationStatus;
  joined_on?: string;
  monthly_salary_paise?: Paise;
};
export type StaffUpdateRequest = {
  name?: string;
  phone_number?: string;
  dial_code?: string;
  email?: string | null;
  role?: StaffRole;
  property_ids?: number[];
  is_active?: boolean;
  can_collect_cash?: boolean;
  police_verification_status?: PoliceVerificationStatus;
  joined_on?: string | null;
  monthly_salary_paise?: number | null;
};
export type Ack = {
  success: boolean;
  message: string;
};
export type AckResponse = {
  data: Ack;
};
export type OperatorUser = {
  id: number;
  name: string;
  phone_number: string;
  user_type: "operator" | "staff";
  role:
    | (
        | "ADMIN"
        | "PROPERTY_MANAGER"
        | "WARDEN"
        | "ACCOUNTANT"
        | "RECEPTIONIST"
        | "COOK"
        | "HOUSEKEEPING"
        | "SECURITY"
        | "METER_READER"
        | null
      )
    | (
        | "ADMIN"
        | "PROPERTY_MANAGER"
        | "WARDEN"
        | "ACCOUNTANT"
        | "RECEPTIONIST"
        | "COOK"
        | "HOUSEKEEPING"
        | "SECURITY"
        | "METER_READER"
        | null
      );
  is_active: boolean;
};
export type OperatorUserPage = {
  count: number;
  results: OperatorUser[];
};
export type OperatorUserListResponse = {
  data: OperatorUserPage;
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
};
export type StaffCollectionPage = {
  count: number;
  results: StaffCollection[];
};
export type StaffCollectionListResponse = {
  data: StaffCollectionPage;
};
export const {
  useListStaffQuery,
  useLazyListStaffQuery,
  useCreateStaffMutation,
  useUpdateStaffMutation,
  useDeleteStaffMutation,
  useListUsersQuery,
  useLazyListUsersQuery,
  useListStaffCollectionsQuery,
  useLazyListStaffCollectionsQuery,
} = injectedRtkApi;
