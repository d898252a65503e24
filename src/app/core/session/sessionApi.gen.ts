import { api } from "../api";
export const addTagTypes = ["session"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getUserDetail: build.query<GetUserDetailApiResponse, GetUserDetailApiArg>(
        {
          query: () => ({ url: `/user/api/v1/user_detail` }),
          providesTags: ["session"],
        },
      ),
      updateOperatorProfile: build.mutation<
        UpdateOperatorProfileApiResponse,
        UpdateOperatorProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/user/api/v1/operator/profile/update`,
          method: "PUT",
          body: queryArg.operatorProfileUpdateRequest,
        }),
        invalidatesTags: ["session"],
      }),
      listOperatorModules: build.query<
        ListOperatorModulesApiResponse,
        ListOperatorModulesApiArg
      >({
        query: (queryArg) => ({
          url: `/user/api/v1/operator/module/content_type/operatoruser/object_id/${queryArg.id}/list`,
          params: {
            module_type: queryArg.moduleType,
          },
        }),
        providesTags: ["session"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type GetUserDetailApiResponse =
  /** status 200 The operator's profile. */ UserDetailResponse;
export type GetUserDetailApiArg = void;
export type UpdateOperatorProfileApiResponse =
  /** status 200 Updated profile. */ UserDetailResponse;
export type UpdateOperatorProfileApiArg = {
  operatorProfileUpdateRequest: OperatorProfileUpdateRequest;
};
export type ListOperatorModulesApiResponse =
  /** status 200 Module flags (a module with no flag is absent from the list). */ ModuleFlagListResponse;
export type ListOperatorModulesApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  /** Comma-separated module types to return. */
  moduleType?: string;
};
export type CountryInfo = {
  id: number;
  name: string;
  iso_code: string;
};
export type CurrencyInfo = {
  /** ISO 4217 code, e.g. `INR`. */
  code: string;
  /** e.g. `₹`. */
  symbol: string;
  name: string;
};
export type IsdCodeDetails = {
  /** e.g. `+91`. */
  isd_code: string;
  iso_code: string;
  /** Digits of a national mobile number (10 for India). */
  national_number_length: number;
};
export type UserDetail = {
  /** Operator user id; also the object id of the module-flag call. */
  id: number;
  /** National number without the ISD code, e.g. `9845012345`. */
  phone_no: string;
  user_type: "operator";
  is_active_user: boolean;
  /** Profile image URL, or null. */
  image: string | null;
  name: string;
  brand: string | null;
  country_info: CountryInfo;
  currency_info: CurrencyInfo;
  isd_code_details: IsdCodeDetails;
  /** Decimal places the operator's amounts are shown and typed with (0 disables the decimal point in numeric inputs). */
  decimal_places: number;
  /** When true the client sends the operator to /login-restricted. */
  is_login_restricted: boolean;
  /** Tax regime code of the operator (see GET /user/api/v1/resource/tax/list). */
  tax_type: string;
  email?: string | null;
};
export type UserDetailResponse = {
  data: UserDetail;
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
export type OperatorProfileUpdateRequest = {
  name?: string;
  brand?: string;
  email?: string | null;
  /** URL returned by the upload call (POST /onboarding/api/v1/operator/cloudfront/upload), or null to remove. */
  image?: string | null;
  decimal_places?: number;
  tax_type?: string;
};
export type ModuleType = "expense" | "complaint";
export type ModuleFlag = {
  module_type: ModuleType;
  is_enabled: boolean;
  /** True when the operator already has records of this module. */
  is_active_data: boolean;
};
export type ModuleFlagListResponse = {
  data: ModuleFlag[];
};
export const {
  useGetUserDetailQuery,
  useLazyGetUserDetailQuery,
  useUpdateOperatorProfileMutation,
  useListOperatorModulesQuery,
  useLazyListOperatorModulesQuery,
} = injectedRtkApi;
