import { api } from "../../app/core/api";
export const addTagTypes = ["houseRules"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getHouseRules: build.query<GetHouseRulesApiResponse, GetHouseRulesApiArg>(
        {
          query: (queryArg) => ({
            url: `/property/api/v1/operator/house_rules`,
            params: {
              property_id: queryArg.propertyId,
              date: queryArg.date,
            },
          }),
          providesTags: ["houseRules"],
        },
      ),
      listHouseRuleVersions: build.query<
        ListHouseRuleVersionsApiResponse,
        ListHouseRuleVersionsApiArg
      >({
        query: (queryArg) => ({
          url: `/property/api/v1/operator/house_rules/versions`,
          params: {
            rule: queryArg.rule,
            property_id: queryArg.propertyId,
          },
        }),
        providesTags: ["houseRules"],
      }),
      setDefaultHouseRule: build.mutation<
        SetDefaultHouseRuleApiResponse,
        SetDefaultHouseRuleApiArg
      >({
        query: (queryArg) => ({
          url: `/property/api/v1/operator/house_rules/defaults/${queryArg.rule}`,
          method: "PUT",
          body: queryArg.houseRuleChangeRequest,
        }),
        invalidatesTags: ["houseRules"],
      }),
      setPropertyHouseRule: build.mutation<
        SetPropertyHouseRuleApiResponse,
        SetPropertyHouseRuleApiArg
      >({
        query: (queryArg) => ({
          url: `/property/api/v1/operator/house_rules/property/${queryArg.id}/${queryArg.rule}`,
          method: "PUT",
          body: queryArg.houseRuleChangeRequest,
        }),
        invalidatesTags: ["houseRules"],
      }),
      removePropertyHouseRule: build.mutation<
        RemovePropertyHouseRuleApiResponse,
        RemovePropertyHouseRuleApiArg
      >({
        query: (queryArg) => ({
          url: `/property/api/v1/operator/house_rules/property/${queryArg.id}/${queryArg.rule}/remove`,
          method: "POST",
          body: queryArg.houseRuleRemoveRequest,
        }),
        invalidatesTags: ["houseRules"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type GetHouseRulesApiResponse =
  /** status 200 The rules on the day. */ HouseRulesOverviewResponse;
export type GetHouseRulesApiArg = {
  /** One property (one of the operator's). */
  propertyId?: number;
  /** The day (default today, Asia/Kolkata). */
  date?: string;
};
export type ListHouseRuleVersionsApiResponse =
  /** status 200 The rule's versions. */ HouseRuleVersionPageResponse;
export type ListHouseRuleVersionsApiArg = {
  rule: HouseRuleName;
  /** The property whose versions to list (one of the operator's); none for the default's. */
  propertyId?: number;
};
export type SetDefaultHouseRuleApiResponse =
  /** status 200 The version written. */ HouseRuleVersionResponse;
export type SetDefaultHouseRuleApiArg = {
  rule: HouseRuleName;
  houseRuleChangeRequest: HouseRuleChangeRequest;
};
export type SetPropertyHouseRuleApiResponse =
  /** status 200 The version written. */ HouseRuleVersionResponse;
export type SetPropertyHouseRuleApiArg = {
  /** Property (one of the operator's; another's is a 404). */
  id: number;
  rule: HouseRuleName;
  houseRuleChangeRequest: HouseRuleChangeRequest;
};
export type RemovePropertyHouseRuleApiResponse =
  /** status 200 The version written (its value null). */ HouseRuleVersionResponse;
export type RemovePropertyHouseRuleApiArg = {
  /** Property (one of the operator's; another's is a 404). */
  id: number;
  rule: HouseRuleName;
  houseRuleRemoveRequest: HouseRuleRemoveRequest;
};
export type HouseRuleName =
  | "RENT_DUE_DAY"
  | "GRACE_DAYS"
  | "NOTICE_PERIOD"
  | "LOCK_IN"
  | "LATE_FEE"
  | "CURFEW"
  | "OUTPASS"
  | "MEAL_CUTOFFS";
export type LateFeeType = "NONE" | "FIXED" | "PERCENT" | "PER_DAY";
export type HouseRuleValue = {
  /** Day of the month rent falls due (1–28, so every month has it). */
  rent_due_day?: number;
  /** Days after the due day before a due is overdue. */
  grace_days?: number;
  notice_period_days?: number;
  lock_in_months?: number;
  late_fee_type?: LateFeeType;
  /** Paise for FIXED, paise per day for PER_DAY, basis points of the due for PERCENT (at most 10000, else 400); 0 for NONE (a NONE rule is stored with 0 whatever is sent); a FIXED, PER_DAY or PERCENT rule needs more than 0. */
  late_fee_value?: number;
  /** Gate closing time, HH:mm Asia/Kolkata. */
  curfew_time?: string;
  /** Minutes after the curfew before a return counts as late. */
  late_grace_minutes?: number;
  require_guardian_approval?: boolean;
  lead_hours_day_outing?: number;
  lead_hours_night_out?: number;
  lead_hours_home_leave?: number;
  lead_hours_emergency?: number;
  /** Passes a resident may take a month; null for no limit. */
  monthly_quota?: number | null;
  auto_approve_outing_hours?: number;
  auto_skip_meals?: boolean;
  /** Minutes before breakfast starts after which it can no longer be skipped (`food_meal_slots.skip_cutoff_minutes`). */
  breakfast_cutoff_minutes?: number;
  lunch_cutoff_minutes?: number;
  snacks_cutoff_minutes?: number;
  dinner_cutoff_minutes?: number;
};
export type HouseRuleSource = "default" | "overridden";
export type HouseRuleUpcoming = {
  effective_from: string;
  value: HouseRuleValue;
  source: HouseRuleSource;
};
export type HouseRuleEntry = {
  rule: HouseRuleName;
  value: HouseRuleValue;
  source: HouseRuleSource;
  /** From when this value is in force; 2000-01-01 for the settings held before dated rules. */
  effective_from: string;
  /** Later changes already dated, in date order (for a property, each change of the value it will follow). */
  upcoming: HouseRuleUpcoming[];
};
export type PropertyHouseRules = {
  property_id: number;
  property_name: string;
  rules: HouseRuleEntry[];
};
export type HouseRulesOverview = {
  date: string;
  /** Today in Asia/Kolkata, the earliest date a change may take. */
  today: string;
  /** The operator-wide default of each rule on `date` (`source` is always `default`). */
  defaults: HouseRuleEntry[];
  properties: PropertyHouseRules[];
};
export type HouseRulesOverviewResponse = {
  data: HouseRulesOverview;
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
export type HouseRuleVersion = {
  id: number;
  rule: HouseRuleName;
  /** Null for the operator-wide default. */
  property_id: number | null;
  effective_from: string;
  /** True for the settings held before dated rules (effective_from 2000-01-01). */
  since_the_start: boolean;
  /** The new value; null when the version removes a property's override. */
  value: HouseRuleValue | null;
  /** What was in force on `effective_from` before this version was written; null when nothing was. */
  previous_value: HouseRuleValue | null;
  /** UPCOMING before its date; IN_FORCE for the scope's version in force today; REPLACED otherwise. */
  status: "UPCOMING" | "IN_FORCE" | "REPLACED";
  /** Who made the change (the operator's name, or how the server recorded settings made elsewhere). */
  created_by_name: string;
  created_at: string;
};
export type HouseRuleVersionPage = {
  count: number;
  results: HouseRuleVersion[];
};
export type HouseRuleVersionPageResponse = {
  data: HouseRuleVersionPage;
};
export type HouseRuleVersionResponse = {
  data: HouseRuleVersion;
};
export type HouseRuleChangeRequest = {
  /** Today or later in Asia/Kolkata, at most two years ahead (400 on body.effective_from otherwise). */
  effective_from: string;
  value: HouseRuleValue;
};
export type HouseRuleRemoveRequest = {
  /** Today or later in Asia/Kolkata (400 on body.effective_from otherwise). */
  effective_from: string;
};
export const {
  useGetHouseRulesQuery,
  useLazyGetHouseRulesQuery,
  useListHouseRuleVersionsQuery,
  useLazyListHouseRuleVersionsQuery,
  useSetDefaultHouseRuleMutation,
  useSetPropertyHouseRuleMutation,
  useRemovePropertyHouseRuleMutation,
} = injectedRtkApi;
