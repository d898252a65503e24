import { api } from "../api";
export const addTagTypes = ["staff"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listUsers: build.query<ListUsersApiResponse, ListUsersApiArg>({
        query: (queryArg) => ({
          url: `/user/api/v1/operator/user/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            name: queryArg.name,
            user_type: queryArg.userType,
            is_active: queryArg.isActive,
            can_collect_cash: queryArg.canCollectCash,
            property_id: queryArg.propertyId,
          },
        }),
        providesTags: ["staff"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
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
  /** Only users who may be named as having taken money (the operator, and staff allowed to). */
  canCollectCash?: boolean;
  /** Only users who work at this property (the operator and all-properties staff included). */
  propertyId?: number;
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
        | "OTHER"
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
        | "OTHER"
        | null
      );
  is_active: boolean;
  /** True for the operator; a staff member's own flag. */
  can_collect_cash: boolean;
  /** The staff member's properties (empty for the operator and for all-properties staff). */
  property_ids: number[];
  /** True for the operator and for staff who work at every property. */
  all_properties: boolean;
};
export type OperatorUserPage = {
  count: number;
  results: OperatorUser[];
};
export type OperatorUserListResponse = {
  data: OperatorUserPage;
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
export const { useListUsersQuery, useLazyListUsersQuery } = injectedRtkApi;
