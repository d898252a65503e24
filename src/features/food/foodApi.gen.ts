import { api } from "../../app/core/api";
export const addTagTypes = ["food"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getFoodSetup: build.query<GetFoodSetupApiResponse, GetFoodSetupApiArg>({
        query: (queryArg) => ({
          url: `/food/api/v1/operator/setup/${queryArg.id}`,
        }),
        providesTags: ["food"],
      }),
      updateFoodSetup: build.mutation<
        UpdateFoodSetupApiResponse,
        UpdateFoodSetupApiArg
      >({
        query: (queryArg) => ({
          url: `/food/api/v1/operator/setup/${queryArg.id}`,
          method: "PUT",
          body: queryArg.foodSetupUpdateRequest,
        }),
        invalidatesTags: ["food"],
      }),
      listMealOptions: build.query<
        ListMealOptionsApiResponse,
        ListMealOptionsApiArg
      >({
        query: (queryArg) => ({
          url: `/food/api/v1/operator/meal_option/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            property_id: queryArg.propertyId,
            week_day: queryArg.weekDay,
            is_active: queryArg.isActive,
            property_type: queryArg.propertyType,
            meal_category_id: queryArg.mealCategoryId,
          },
        }),
        providesTags: ["food"],
      }),
      upsertMealOption: build.mutation<
        UpsertMealOptionApiResponse,
        UpsertMealOptionApiArg
      >({
        query: (queryArg) => ({
          url: `/food/api/v1/operator/meal_option/add_or_update`,
          method: "POST",
          body: queryArg.mealOptionUpsertRequest,
        }),
        invalidatesTags: ["food"],
      }),
      linkMealOptionItems: build.mutation<
        LinkMealOptionItemsApiResponse,
        LinkMealOptionItemsApiArg
      >({
        query: (queryArg) => ({
          url: `/food/api/v1/operator/meal_option/link`,
          method: "POST",
          body: queryArg.mealOptionLinkRequest,
        }),
        invalidatesTags: ["food"],
      }),
      listMealCategories: build.query<
        ListMealCategoriesApiResponse,
        ListMealCategoriesApiArg
      >({
        query: (queryArg) => ({
          url: `/food/api/v1/operator/meal_category/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
          },
        }),
        providesTags: ["food"],
      }),
      listFoodItems: build.query<ListFoodItemsApiResponse, ListFoodItemsApiArg>(
        {
          query: (queryArg) => ({
            url: `/food/api/v1/operator/food_item/list`,
            params: {
              offset: queryArg.offset,
              limit: queryArg.limit,
              search_text: queryArg.searchText,
              diet: queryArg.diet,
              meal_type: queryArg.mealType,
            },
          }),
          providesTags: ["food"],
        },
      ),
      upsertFoodMenu: build.mutation<
        UpsertFoodMenuApiResponse,
        UpsertFoodMenuApiArg
      >({
        query: (queryArg) => ({
          url: `/food/api/v1/operator/food_menu/add_or_update`,
          method: "POST",
          body: queryArg.foodMenuUpsertRequest,
        }),
        invalidatesTags: ["food"],
      }),
      getFoodOptIn: build.query<GetFoodOptInApiResponse, GetFoodOptInApiArg>({
        query: (queryArg) => ({
          url: `/food/api/v1/operator/opt_in/${queryArg.id}/details`,
        }),
        providesTags: ["food"],
      }),
      applyFoodOptIn: build.mutation<
        ApplyFoodOptInApiResponse,
        ApplyFoodOptInApiArg
      >({
        query: (queryArg) => ({
          url: `/food/api/v1/operator/opt_in/apply`,
          method: "POST",
          body: queryArg.foodOptInApplyRequest,
        }),
        invalidatesTags: ["food"],
      }),
      setupFoodOptIn: build.mutation<
        SetupFoodOptInApiResponse,
        SetupFoodOptInApiArg
      >({
        query: (queryArg) => ({
          url: `/food/api/v1/operator/opt_in/setup/${queryArg.id}`,
          method: "POST",
          body: queryArg.foodOptInSetupRequest,
        }),
        invalidatesTags: ["food"],
      }),
      getFoodAnalytics: build.query<
        GetFoodAnalyticsApiResponse,
        GetFoodAnalyticsApiArg
      >({
        query: (queryArg) => ({
          url: `/food/api/v1/operator/analytics`,
          params: {
            property_id: queryArg.propertyId,
            from_date: queryArg.fromDate,
            to_date: queryArg.toDate,
          },
        }),
        providesTags: ["food"],
      }),
      listFoodTenants: build.query<
        ListFoodTenantsApiResponse,
        ListFoodTenantsApiArg
      >({
        query: (queryArg) => ({
          url: `/food/api/v1/operator/tenant/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            property_id: queryArg.propertyId,
            search_text: queryArg.searchText,
            is_active: queryArg.isActive,
            diet: queryArg.diet,
          },
        }),
        providesTags: ["food"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type GetFoodSetupApiResponse =
  /** status 200 The food setup. */ FoodSetupResponse;
export type GetFoodSetupApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type UpdateFoodSetupApiResponse =
  /** status 200 The food setup. */ FoodSetupResponse;
export type UpdateFoodSetupApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  foodSetupUpdateRequest: FoodSetupUpdateRequest;
};
export type ListMealOptionsApiResponse =
  /** status 200 A page of meal options. */ MealOptionListResponse;
export type ListMealOptionsApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 50 (meal options and food items, spec §9). */
  limit?: number;
  /** Restrict to one property of the operator. */
  propertyId?: number;
  /** Weekday, Monday is 1 … Sunday is 7. */
  weekDay?: number;
  /** Only active (true) or inactive (false) options. */
  isActive?: boolean;
  /** Only properties of this type (either letter case). */
  propertyType?: PropertyTypeFilter;
  /** Only this meal category. */
  mealCategoryId?: number;
};
export type UpsertMealOptionApiResponse =
  /** status 200 The meal option. */ MealOptionResponse;
export type UpsertMealOptionApiArg = {
  mealOptionUpsertRequest: MealOptionUpsertRequest;
};
export type LinkMealOptionItemsApiResponse =
  /** status 200 The meal option. */ MealOptionResponse;
export type LinkMealOptionItemsApiArg = {
  mealOptionLinkRequest: MealOptionLinkRequest;
};
export type ListMealCategoriesApiResponse =
  /** status 200 A page of meal categories. */ MealCategoryListResponse;
export type ListMealCategoriesApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
};
export type ListFoodItemsApiResponse =
  /** status 200 A page of food items. */ FoodItemListResponse;
export type ListFoodItemsApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 50 (meal options and food items, spec §9). */
  limit?: number;
  /** Free-text search (case-insensitive, matched against names, phone numbers and titles). */
  searchText?: string;
  /** Only this diet. */
  diet?: Diet;
  /** Only dishes served at this meal. */
  mealType?: MealType;
};
export type UpsertFoodMenuApiResponse =
  /** status 200 The property's weekly menu. */ FoodMenuResponse;
export type UpsertFoodMenuApiArg = {
  foodMenuUpsertRequest: FoodMenuUpsertRequest;
};
export type GetFoodOptInApiResponse =
  /** status 200 The opt-in. */ FoodOptInResponse;
export type GetFoodOptInApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type ApplyFoodOptInApiResponse =
  /** status 200 What changed. */ FoodOptInApplyResponse;
export type ApplyFoodOptInApiArg = {
  foodOptInApplyRequest: FoodOptInApplyRequest;
};
export type SetupFoodOptInApiResponse =
  /** status 200 The opt-in rules. */ FoodOptInSettingResponse;
export type SetupFoodOptInApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  foodOptInSetupRequest: FoodOptInSetupRequest;
};
export type GetFoodAnalyticsApiResponse =
  /** status 200 The analytics. */ FoodAnalyticsResponse;
export type GetFoodAnalyticsApiArg = {
  /** Property. */
  propertyId: number;
  /** First day of the range, `yyyy-MM-dd`. */
  fromDate?: string;
  /** Last day of the range (inclusive), `yyyy-MM-dd`. */
  toDate?: string;
};
export type ListFoodTenantsApiResponse =
  /** status 200 A page of tenants. */ FoodTenantListResponse;
export type ListFoodTenantsApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Restrict to one property of the operator. */
  propertyId?: number;
  /** Free-text search (case-insensitive, matched against names, phone numbers and titles). */
  searchText?: string;
  /** Only opted-in (true) or opted-out (false) tenants. */
  isActive?: boolean;
  /** Only this diet. */
  diet?: Diet;
};
export type FoodBillingMode = "INCLUDED_IN_RENT" | "MONTHLY_FLAT" | "PER_MEAL";
export type MealType = "BREAKFAST" | "LUNCH" | "SNACKS" | "DINNER";
export type MealSlotSetting = {
  meal_type: MealType;
  is_enabled: boolean;
  /** `HH:mm`, e.g. `07:30`. */
  start_time: string;
  end_time: string;
  /** Price per meal (PER_MEAL billing), integer paise; e.g. breakfast 5000, lunch 8000. */
  price_paise: number;
  /** A skip must be asked this many minutes before start_time. */
  skip_cutoff_minutes: number;
};
export type RebateRule = "NONE" | "FULL_DAYS" | "DAYS_MINUS_TWO";
export type FoodOptInSetting = {
  property_id: number;
  /** New tenants are opted in automatically. */
  default_opt_in: boolean;
  default_meal_types: MealType[];
  skip_cutoff_hours: number;
  rebate_rule: RebateRule;
  rebate_min_absence_days: number;
  rebate_max_days_per_month: number;
};
export type FoodSetup = {
  property_id: number;
  is_enabled: boolean;
  billing_mode: FoodBillingMode;
  /** Flat monthly food charge (MONTHLY_FLAT), integer paise. */
  monthly_price_paise: number | null;
  meals: MealSlotSetting[];
  opt_in: FoodOptInSetting;
  updated_at: string;
};
export type FoodSetupResponse = {
  data: FoodSetup;
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
export type Paise = number;
export type MealSlotSettingInput = {
  meal_type: MealType;
  is_enabled?: boolean;
  start_time?: string;
  end_time?: string;
  price_paise?: Paise;
  skip_cutoff_minutes?: number;
};
export type FoodSetupUpdateRequest = {
  is_enabled?: boolean;
  billing_mode?: FoodBillingMode;
  monthly_price_paise?: number | null;
  meals?: MealSlotSettingInput[];
};
export type WeekDay = number;
export type Diet = "VEG" | "NON_VEG" | "JAIN" | "EGG";
export type FoodItem = {
  id: number;
  /** e.g. `Poha`, `Rajma chawal`. */
  name: string;
  diet: Diet;
  meal_types: MealType[];
  cost_per_plate_paise: number | null;
};
export type MealOption = {
  id: number;
  property_id: number;
  week_day: WeekDay;
  meal_category_id: number;
  meal_type: MealType;
  is_active: boolean;
  /** e.g. the Sunday special. */
  is_special: boolean;
  note: string | null;
  items: FoodItem[];
};
export type MealOptionPage = {
  count: number;
  results: MealOption[];
};
export type MealOptionListResponse = {
  data: MealOptionPage;
};
export type PropertyTypeFilter =
  | "all"
  | "ALL"
  | "pg"
  | "PG"
  | "hostel"
  | "HOSTEL"
  | "coliving"
  | "COLIVING"
  | "commercial"
  | "COMMERCIAL"
  | "retail"
  | "RETAIL";
export type MealOptionResponse = {
  data: MealOption;
};
export type MealOptionUpsertRequest = {
  id?: number;
  property_id: number;
  week_day: WeekDay;
  meal_category_id: number;
  is_active?: boolean;
  is_special?: boolean;
  note?: string | null;
  food_item_ids?: number[];
};
export type MealOptionLinkRequest = {
  meal_option_id: number;
  food_item_ids: number[];
};
export type MealCategory = {
  id: number;
  /** e.g. `Breakfast`, `Evening snacks`. */
  name: string;
  meal_type: MealType;
  sort_order: number;
};
export type MealCategoryPage = {
  count: number;
  results: MealCategory[];
};
export type MealCategoryListResponse = {
  data: MealCategoryPage;
};
export type FoodItemPage = {
  count: number;
  results: FoodItem[];
};
export type FoodItemListResponse = {
  data: FoodItemPage;
};
export type FoodMenu = {
  property_id: number;
  effective_from: string | null;
  entries: MealOption[];
};
export type FoodMenuResponse = {
  data: FoodMenu;
};
export type FoodMenuEntryInput = {
  week_day: WeekDay;
  meal_category_id: number;
  food_item_ids: number[];
  is_special?: boolean;
  is_active?: boolean;
};
export type FoodMenuUpsertRequest = {
  property_id: number;
  effective_from?: string;
  entries: FoodMenuEntryInput[];
};
export type FoodOptIn = {
  tenant_id: number;
  tenant_name: string;
  property_id: number;
  is_active: boolean;
  meal_types: MealType[];
  diet: Diet;
  start_date: string | null;
  end_date: string | null;
  billing_mode: FoodBillingMode;
  monthly_price_paise: number | null;
  skipped_meals_this_month: number;
  rebate_days_this_month: number;
};
export type FoodOptInResponse = {
  data: FoodOptIn;
};
export type FoodOptInApplyResult = {
  updated_count: number;
  tenant_ids: number[];
};
export type FoodOptInApplyResponse = {
  data: FoodOptInApplyResult;
};
export type FoodOptInApplyRequest = {
  tenant_ids: number[];
  is_active: boolean;
  meal_types?: MealType[];
  diet?: Diet;
  start_date?: string;
  end_date?: string | null;
};
export type FoodOptInSettingResponse = {
  data: FoodOptInSetting;
};
export type FoodOptInSetupRequest = {
  default_opt_in?: boolean;
  default_meal_types?: MealType[];
  skip_cutoff_hours?: number;
  rebate_rule?: RebateRule;
  rebate_min_absence_days?: number;
  rebate_max_days_per_month?: number;
};
export type DietCount = {
  diet: Diet;
  count: number;
};
export type FoodAnalyticsDay = {
  date: string;
  meal_type: MealType;
  opted_in: number;
  skipped: number;
  /** Residents on an approved outpass over the meal. */
  on_leave: number;
  guests: number;
  expected: number;
  /** Plates served, when the mess recorded it. */
  served: number | null;
};
export type FoodAnalytics = {
  property_id: number;
  from_date: string;
  to_date: string;
  /** Σ expected over the range. */
  planned: number;
  served: number | null;
  skipped: number;
  /** skipped ÷ opted_in, basis points. */
  skip_rate_bps: number;
  cost_per_plate_paise: number | null;
  diet_counts: DietCount[];
  days: FoodAnalyticsDay[];
};
export type FoodAnalyticsResponse = {
  data: FoodAnalytics;
};
export type FoodTenant = {
  tenant_id: number;
  name: string;
  room_name: string | null;
  bed_name: string | null;
  /** Opted in to food. */
  is_active: boolean;
  meal_types: MealType[];
  diet: Diet;
};
export type FoodTenantPage = {
  count: number;
  results: FoodTenant[];
};
export type FoodTenantListResponse = {
  data: FoodTenantPage;
};
export const {
  useGetFoodSetupQuery,
  useLazyGetFoodSetupQuery,
  useUpdateFoodSetupMutation,
  useListMealOptionsQuery,
  useLazyListMealOptionsQuery,
  useUpsertMealOptionMutation,
  useLinkMealOptionItemsMutation,
  useListMealCategoriesQuery,
  useLazyListMealCategoriesQuery,
  useListFoodItemsQuery,
  useLazyListFoodItemsQuery,
  useUpsertFoodMenuMutation,
  useGetFoodOptInQuery,
  useLazyGetFoodOptInQuery,
  useApplyFoodOptInMutation,
  useSetupFoodOptInMutation,
  useGetFoodAnalyticsQuery,
  useLazyGetFoodAnalyticsQuery,
  useListFoodTenantsQuery,
  useLazyListFoodTenantsQuery,
} = injectedRtkApi;
