import { api } from "../../app/core/api";
export const addTagTypes = ["settings"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      setOperatorModule: build.mutation<
        SetOperatorModuleApiResponse,
        SetOperatorModuleApiArg
      >({
        query: (queryArg) => ({
          url: `/user/api/v1/operator/module/${queryArg.moduleType}/update`,
          method: "PUT",
          body: queryArg.moduleSwitchRequest,
        }),
        invalidatesTags: ["settings"],
      }),
      getBusinessProfile: build.query<
        GetBusinessProfileApiResponse,
        GetBusinessProfileApiArg
      >({
        query: () => ({ url: `/user/api/v1/operator/business_profile` }),
        providesTags: ["settings"],
      }),
      updateBusinessProfile: build.mutation<
        UpdateBusinessProfileApiResponse,
        UpdateBusinessProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/user/api/v1/operator/business_profile`,
          method: "PUT",
          body: queryArg.businessProfileUpdateRequest,
        }),
        invalidatesTags: ["settings"],
      }),
      createBankAccount: build.mutation<
        CreateBankAccountApiResponse,
        CreateBankAccountApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/bank/account/create`,
          method: "POST",
          body: queryArg.bankAccountCreateRequest,
        }),
        invalidatesTags: ["settings"],
      }),
      updateBankAccount: build.mutation<
        UpdateBankAccountApiResponse,
        UpdateBankAccountApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/bank/account/${queryArg.id}/update`,
          method: "PUT",
          body: queryArg.bankAccountUpdateRequest,
        }),
        invalidatesTags: ["settings"],
      }),
      makeBankAccountDefault: build.mutation<
        MakeBankAccountDefaultApiResponse,
        MakeBankAccountDefaultApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/bank/account/${queryArg.id}/default`,
          method: "POST",
        }),
        invalidatesTags: ["settings"],
      }),
      deactivateBankAccount: build.mutation<
        DeactivateBankAccountApiResponse,
        DeactivateBankAccountApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/bank/account/${queryArg.id}/deactivate`,
          method: "POST",
        }),
        invalidatesTags: ["settings"],
      }),
      activateBankAccount: build.mutation<
        ActivateBankAccountApiResponse,
        ActivateBankAccountApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/bank/account/${queryArg.id}/activate`,
          method: "POST",
        }),
        invalidatesTags: ["settings"],
      }),
      getPaymentSettings: build.query<
        GetPaymentSettingsApiResponse,
        GetPaymentSettingsApiArg
      >({
        query: () => ({ url: `/payment/api/v1/operator/payment_settings` }),
        providesTags: ["settings"],
      }),
      updatePaymentSettings: build.mutation<
        UpdatePaymentSettingsApiResponse,
        UpdatePaymentSettingsApiArg
      >({
        query: (queryArg) => ({
          url: `/payment/api/v1/operator/payment_settings`,
          method: "PUT",
          body: queryArg.paymentSettingsUpdateRequest,
        }),
        invalidatesTags: ["settings"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type SetOperatorModuleApiResponse =
  /** status 200 The module flag. */ ModuleFlagResponse;
export type SetOperatorModuleApiArg = {
  moduleType: ModuleType;
  moduleSwitchRequest: ModuleSwitchRequest;
};
export type GetBusinessProfileApiResponse =
  /** status 200 The business profile. */ BusinessProfileResponse;
export type GetBusinessProfileApiArg = void;
export type UpdateBusinessProfileApiResponse =
  /** status 200 The updated business profile. */ BusinessProfileResponse;
export type UpdateBusinessProfileApiArg = {
  businessProfileUpdateRequest: BusinessProfileUpdateRequest;
};
export type CreateBankAccountApiResponse =
  /** status 201 The new bank account. */ BankAccountResponse;
export type CreateBankAccountApiArg = {
  bankAccountCreateRequest: BankAccountCreateRequest;
};
export type UpdateBankAccountApiResponse =
  /** status 200 The bank account. */ BankAccountResponse;
export type UpdateBankAccountApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  bankAccountUpdateRequest: BankAccountUpdateRequest;
};
export type MakeBankAccountDefaultApiResponse =
  /** status 200 The new default account. */ BankAccountResponse;
export type MakeBankAccountDefaultApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type DeactivateBankAccountApiResponse =
  /** status 200 The deactivated account. */ BankAccountResponse;
export type DeactivateBankAccountApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type ActivateBankAccountApiResponse =
  /** status 200 The active account. */ BankAccountResponse;
export type ActivateBankAccountApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type GetPaymentSettingsApiResponse =
  /** status 200 The payment settings. */ PaymentSettingsResponse;
export type GetPaymentSettingsApiArg = void;
export type UpdatePaymentSettingsApiResponse =
  /** status 200 The updated payment settings. */ PaymentSettingsResponse;
export type UpdatePaymentSettingsApiArg = {
  paymentSettingsUpdateRequest: PaymentSettingsUpdateRequest;
};
export type ModuleType = "expense" | "complaint";
export type ModuleFlag = {
  module_type: ModuleType;
  is_enabled: boolean;
  /** True when the operator already has records of this module. */
  is_active_data: boolean;
};
export type ModuleFlagResponse = {
  data: ModuleFlag;
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
export type ModuleSwitchRequest = {
  is_enabled: boolean;
};
export type BusinessProfile = {
  name: string;
  brand: string | null;
  /** URL of the logo (a JPEG or PNG stored by uploadFile), or null. */
  image: string | null;
  gstin: string | null;
  /** Default tax type (a listTaxTypes code); GST unless changed. */
  tax_type: string;
  registered_address: string | null;
  /** GST state code of the registered address's state. */
  state_code: string | null;
  state_name: string | null;
  /** Contact e-mail; reports are e-mailed here by default (getUserDetail's `email`). */
  email: string | null;
};
export type BusinessProfileResponse = {
  data: BusinessProfile;
};
export type Gstin = string;
export type GstStateCode = string;
export type BusinessProfileUpdateRequest = {
  name?: string;
  brand?: string | null;
  /** URL answered by uploadFile for a JPEG or PNG, or null to remove the logo. */
  image?: string | null;
  gstin?: Gstin | null;
  tax_type?: string;
  registered_address?: string | null;
  state_code?: GstStateCode | null;
  email?: string | null;
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
export type BankAccountResponse = {
  data: BankAccount;
};
export type AccountNumber = string;
export type Ifsc = string;
export type UpiId = string;
export type BankAccountCreateRequest = {
  /** Catalogue bank (listBanks). */
  bank_id: number;
  account_holder_name: string;
  account_number: AccountNumber;
  ifsc: Ifsc;
  upi_id?: UpiId | null;
  nickname?: string | null;
};
export type BankAccountUpdateRequest = {
  bank_id?: number;
  account_holder_name?: string;
  account_number?: AccountNumber;
  ifsc?: Ifsc;
  upi_id?: UpiId | null;
  nickname?: string | null;
};
export type DayCounts = number[];
export type ReminderChannel = "SMS" | "WHATSAPP";
export type ReminderSchedule = {
  is_enabled: boolean;
  days_before: DayCounts;
  on_due_day: boolean;
  days_after: DayCounts;
  channel: ReminderChannel;
};
export type PropertyUpiOverride = {
  property_id: number;
  property_name: string;
  upi_id: string;
  payee_name: string | null;
};
export type PaymentSettings = {
  /** The operator-wide UPI id of payment links and QR codes. */
  upi_id: string | null;
  /** The payee shown with it; the brand (else the name) when null. */
  payee_name: string | null;
  reminders: ReminderSchedule;
  property_overrides: PropertyUpiOverride[];
};
export type PaymentSettingsResponse = {
  data: PaymentSettings;
};
export type ReminderScheduleUpdate = {
  is_enabled?: boolean;
  days_before?: DayCounts;
  on_due_day?: boolean;
  days_after?: DayCounts;
  channel?: ReminderChannel;
};
export type PaymentSettingsUpdateRequest = {
  upi_id?: UpiId | null;
  payee_name?: string | null;
  reminders?: ReminderScheduleUpdate;
};
export const {
  useSetOperatorModuleMutation,
  useGetBusinessProfileQuery,
  useLazyGetBusinessProfileQuery,
  useUpdateBusinessProfileMutation,
  useCreateBankAccountMutation,
  useUpdateBankAccountMutation,
  useMakeBankAccountDefaultMutation,
  useDeactivateBankAccountMutation,
  useActivateBankAccountMutation,
  useGetPaymentSettingsQuery,
  useLazyGetPaymentSettingsQuery,
  useUpdatePaymentSettingsMutation,
} = injectedRtkApi;
