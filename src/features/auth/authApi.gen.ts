import { api } from "../../app/core/api";
export const addTagTypes = ["auth"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      sendOtp: build.mutation<SendOtpApiResponse, SendOtpApiArg>({
        query: (queryArg) => ({
          url: `/access/api/v1/otp/${queryArg.phone}`,
          method: "GET",
          headers: {
            "X-Country-Code": queryArg["X-Country-Code"],
            "X-Country-Iso": queryArg["X-Country-Iso"],
          },
        }),
        invalidatesTags: ["auth"],
      }),
      sendOtpByCall: build.mutation<
        SendOtpByCallApiResponse,
        SendOtpByCallApiArg
      >({
        query: (queryArg) => ({
          url: `/access/api/v1/otp/call`,
          method: "GET",
          headers: {
            "X-Country-Code": queryArg["X-Country-Code"],
            "X-Country-Iso": queryArg["X-Country-Iso"],
          },
          params: {
            phone_number: queryArg.phoneNumber,
            dial_code: queryArg.dialCode,
          },
        }),
        invalidatesTags: ["auth"],
      }),
      validateOtp: build.mutation<ValidateOtpApiResponse, ValidateOtpApiArg>({
        query: (queryArg) => ({
          url: `/access/api/v1/otp/validate/${queryArg.id}`,
          method: "POST",
          body: queryArg.otpValidateRequest,
        }),
        invalidatesTags: ["auth"],
      }),
      signupOperator: build.mutation<
        SignupOperatorApiResponse,
        SignupOperatorApiArg
      >({
        query: (queryArg) => ({
          url: `/access/api/v1/operator/signup`,
          method: "POST",
          body: queryArg.signupRequest,
        }),
        invalidatesTags: ["auth"],
      }),
      logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
        query: () => ({ url: `/access/api/v1/logout`, method: "POST" }),
        invalidatesTags: ["auth"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type SendOtpApiResponse =
  /** status 200 Code sent (or, for an unknown phone, the same answer without a difference). */ OtpSendResponse;
export type SendOtpApiArg = {
  /** ISD code of the phone number, with the plus sign, e.g. `+91`. Sent by the country calls (OTP by SMS and by call). When absent the server assumes `+91`. */
  "X-Country-Code"?: string;
  /** ISO 3166-1 alpha-2 code of the phone number's country, e.g. `IN`. Sent by the country calls. When absent the server assumes `IN`. */
  "X-Country-Iso"?: string;
  /** National phone number, digits only, without the ISD code, e.g. `9845012345`. */
  phone: string;
};
export type SendOtpByCallApiResponse =
  /** status 200 Call placed. */ OtpSendResponse;
export type SendOtpByCallApiArg = {
  /** ISD code of the phone number, with the plus sign, e.g. `+91`. Sent by the country calls (OTP by SMS and by call). When absent the server assumes `+91`. */
  "X-Country-Code"?: string;
  /** ISO 3166-1 alpha-2 code of the phone number's country, e.g. `IN`. Sent by the country calls. When absent the server assumes `IN`. */
  "X-Country-Iso"?: string;
  /** National phone number, digits only. */
  phoneNumber: string;
  /** ISD code, e.g. `+91` (sent as `%2B91`) or `91`. */
  dialCode: string;
};
export type ValidateOtpApiResponse =
  /** status 200 Code accepted; token issued. */ OtpValidateResponse;
export type ValidateOtpApiArg = {
  /** OTP request id returned by sendOtp or sendOtpByCall. */
  id: string;
  otpValidateRequest: OtpValidateRequest;
};
export type SignupOperatorApiResponse =
  /** status 201 Operator created and signed in. */ SignupResponse;
export type SignupOperatorApiArg = {
  signupRequest: SignupRequest;
};
export type LogoutApiResponse = /** status 200 Token revoked. */ AckResponse;
export type LogoutApiArg = void;
export type OtpChannel = "SMS" | "CALL";
export type OtpSendResult = {
  /** OTP request id, to send to POST /access/api/v1/otp/validate/{id}. */
  id: string;
  channel: OtpChannel;
  /** The number the code went to, masked for display, e.g. `+91 98XXX XX345`. */
  phone_number_masked: string;
  code_length: 6;
  /** Seconds the code stays valid (300). */
  expires_in_seconds: number;
  /** Seconds before another code may be requested for this phone (60). */
  resend_after_seconds: number;
};
export type OtpSendResponse = {
  data: OtpSendResult;
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
export type TokenType = "session" | "signup";
export type OtpValidateResult = {
  /** Send it as `Authorization: Token <token>`. Stored hashed by the server. */
  token: string;
  token_type: TokenType;
  /** True when no operator has this phone; the token is then a signup token. */
  is_new_user: boolean;
  expires_at: string;
};
export type OtpValidateResponse = {
  data: OtpValidateResult;
};
export type OtpValidateRequest = {
  /** The 6-digit code. */
  otp: string;
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
export type SignupResult = {
  /** The operator's session token (30 days). The temporary token stops working. */
  token: string;
  expires_at: string;
  user: UserDetail;
};
export type SignupResponse = {
  data: SignupResult;
};
export type SignupRequest = {
  /** The operator's full name. */
  name: string;
  /** Brand or business name shown to tenants and on receipts. */
  brand: string;
  email?: string;
  /** Main city of operation (GET /user/api/v1/resource/city_list). */
  city_id?: number;
  /** How many properties the operator runs (for onboarding help only). */
  property_count?: number;
  country_iso_code?: string;
};
export type Ack = {
  success: boolean;
  message: string;
};
export type AckResponse = {
  data: Ack;
};
export const {
  useSendOtpMutation,
  useSendOtpByCallMutation,
  useValidateOtpMutation,
  useSignupOperatorMutation,
  useLogoutMutation,
} = injectedRtkApi;
