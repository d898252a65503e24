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
            date: queryArg.date,
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
              is_active: queryArg.isActive,
            },
          }),
          providesTags: ["food"],
        },
      ),
      upsertFoodItem: build.mutation<
        UpsertFoodItemApiResponse,
        UpsertFoodItemApiArg
      >({
        query: (queryArg) => ({
          url: `/food/api/v1/operator/food_item/add_or_update`,
          method: "POST",
          body: queryArg.foodItemUpsertRequest,
        }),
        invalidatesTags: ["food"],
      }),
      getFoodMenu: build.query<GetFoodMenuApiResponse, GetFoodMenuApiArg>({
        query: (queryArg) => ({
          url: `/food/api/v1/operator/food_menu`,
          params: {
            property_id: queryArg.propertyId,
            date: queryArg.date,
          },
        }),
        providesTags: ["food"],
      }),
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
            meal_type: queryArg.mealType,
          },
        }),
        providesTags: ["food"],
      }),
      listFoodSkips: build.query<ListFoodSkipsApiResponse, ListFoodSkipsApiArg>(
        {
          query: (queryArg) => ({
            url: `/food/api/v1/operator/skip/list`,
            params: {
              offset: queryArg.offset,
              limit: queryArg.limit,
              property_id: queryArg.propertyId,
              tenant_id: queryArg.tenantId,
              from_date: queryArg.fromDate,
              to_date: queryArg.toDate,
              meal_type: queryArg.mealType,
              source: queryArg.source,
              status: queryArg.status,
            },
          }),
          providesTags: ["food"],
        },
      ),
      createFoodSkip: build.mutation<
        CreateFoodSkipApiResponse,
        CreateFoodSkipApiArg
      >({
        query: (queryArg) => ({
          url: `/food/api/v1/operator/skip/add`,
          method: "POST",
          body: queryArg.foodSkipCreateRequest,
        }),
        invalidatesTags: ["food"],
      }),
      cancelFoodSkip: build.mutation<
        CancelFoodSkipApiResponse,
        CancelFoodSkipApiArg
      >({
        query: (queryArg) => ({
          url: `/food/api/v1/operator/skip/${queryArg.id}/cancel`,
          method: "POST",
        }),
        invalidatesTags: ["food"],
      }),
      getFoodHeadcount: build.query<
        GetFoodHeadcountApiResponse,
        GetFoodHeadcountApiArg
      >({
        query: (queryArg) => ({
          url: `/food/api/v1/operator/headcount`,
          params: {
            property_id: queryArg.propertyId,
            date: queryArg.date,
          },
        }),
        providesTags: ["food"],
      }),
      logMeal: build.mutation<LogMealApiResponse, LogMealApiArg>({
        query: (queryArg) => ({
          url: `/food/api/v1/operator/meal_log`,
          method: "POST",
          body: queryArg.mealLogRequest,
        }),
        invalidatesTags: ["food"],
      }),
      getKitchenSheet: build.query<
        GetKitchenSheetApiResponse,
        GetKitchenSheetApiArg
      >({
        query: (queryArg) => ({
          url: `/food/api/v1/operator/kitchen_sheet`,
          params: {
            property_id: queryArg.propertyId,
            date: queryArg.date,
            meal_type: queryArg.mealType,
            disposition: queryArg.disposition,
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
  /** Dishes of the menu in force on this day (default today, Asia/Kolkata). */
  date?: string;
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
  /** Only active (true) or inactive (false) dishes. */
  isActive?: boolean;
};
export type UpsertFoodItemApiResponse =
  /** status 200 The food item. */ FoodItemResponse;
export type UpsertFoodItemApiArg = {
  foodItemUpsertRequest: FoodItemUpsertRequest;
};
export type GetFoodMenuApiResponse =
  /** status 200 The weekly menu. */ FoodMenuResponse;
export type GetFoodMenuApiArg = {
  /** Property (one of the operator’s). */
  propertyId: number;
  /** The day (default today, Asia/Kolkata). */
  date?: string;
};
export type UpsertFoodMenuApiResponse =
  /** status 200 The property’s weekly menu from effective_from. */ FoodMenuResponse;
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
  /** Property (one of the operator’s). */
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
  /** Only residents opted in to this meal. */
  mealType?: MealType;
};
export type ListFoodSkipsApiResponse =
  /** status 200 A page of skips. */ FoodSkipListResponse;
export type ListFoodSkipsApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 20 (remarks and reports, spec §9). */
  limit?: number;
  /** Restrict to one property of the operator. */
  propertyId?: number;
  /** Only this resident. */
  tenantId?: number;
  /** First day of the range, `yyyy-MM-dd`. */
  fromDate?: string;
  /** Last day of the range (inclusive), `yyyy-MM-dd`. */
  toDate?: string;
  /** Only this meal. */
  mealType?: MealType;
  /** Only skips from this source. */
  source?: SkipSource;
  /** Only ACTIVE or CANCELLED skips (default ACTIVE). */
  status?: "ACTIVE" | "CANCELLED";
};
export type CreateFoodSkipApiResponse =
  /** status 200 The skip. */ FoodSkipResponse;
export type CreateFoodSkipApiArg = {
  foodSkipCreateRequest: FoodSkipCreateRequest;
};
export type CancelFoodSkipApiResponse =
  /** status 200 The skip, cancelled. */ FoodSkipResponse;
export type CancelFoodSkipApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type GetFoodHeadcountApiResponse =
  /** status 200 The day’s meals. */ FoodHeadcountResponse;
export type GetFoodHeadcountApiArg = {
  /** Property (one of the operator’s). */
  propertyId: number;
  /** The day (default today, Asia/Kolkata). */
  date?: string;
};
export type LogMealApiResponse =
  /** status 200 The meal’s headcount with the log. */ MealHeadcountResponse;
export type LogMealApiArg = {
  mealLogRequest: MealLogRequest;
};
export type GetKitchenSheetApiResponse =
  /** status 200 The kitchen sheet. */ Blob;
export type GetKitchenSheetApiArg = {
  /** Property (one of the operator’s). */
  propertyId: number;
  /** The day (with meal_type). */
  date?: string;
  /** The meal (with date). */
  mealType?: MealType;
  /** `inline` to show the sheet in the browser, `attachment` (default) to download it. */
  disposition?: "attachment" | "inline";
};
export type FoodBillingMode = "INCLUDED_IN_RENT" | "MONTHLY_FLAT" | "PER_MEAL";
export type Diet = "VEG" | "NON_VEG" | "EGG" | "JAIN";
export type MealType = "BREAKFAST" | "LUNCH" | "SNACKS" | "DINNER";
export type Clock = string;
export type MealSlotSetting = {
  meal_type: MealType;
  /** The property serves this meal (on the weekdays whose meal option is active). */
  is_enabled: boolean;
  start_time: Clock;
  end_time: Clock;
  /** Price per meal (PER_MEAL billing), integer paise; e.g. breakfast 5000, lunch 8000. */
  price_paise: number;
  /** Skips close this many minutes before start_time, and the headcount locks then. Breakfast at 07:30 with 630 closes at 21:00 the evening before. */
  skip_cutoff_minutes: number;
};
export type RebateRule = "NONE" | "FULL_DAYS" | "DAYS_MINUS_TWO";
export type FoodOptInSetting = {
  property_id: number;
  /** New residents are opted in at move-in with the default meals and diet. */
  default_opt_in: boolean;
  default_meal_types: MealType[];
  default_diet: Diet;
  rebate_rule: RebateRule;
  /** An absence (consecutive days with every opted meal skipped) earns a rebate from this many days. */
  rebate_min_absence_days: number;
  rebate_max_days_per_month: number;
};
export type FoodSetup = {
  property_id: number;
  property_name: string;
  /** The property runs a mess. Off, it has no headcount, skips or kitchen sheet (its history stays). */
  is_enabled: boolean;
  billing_mode: FoodBillingMode;
  /** Flat monthly food charge (MONTHLY_FLAT), integer paise. */
  monthly_price_paise: number | null;
  /** What one rebate day is worth, integer paise. Null means monthly_price_paise ÷ 30 (rounded down) for MONTHLY_FLAT and nothing otherwise. */
  rebate_per_day_paise: number | null;
  /** Diets the kitchen offers; an opt-in must choose one of them. */
  diets: Diet[];
  /** The four meals in serving order. */
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
  start_time?: Clock;
  end_time?: Clock;
  price_paise?: Paise;
  skip_cutoff_minutes?: number;
};
export type FoodSetupUpdateRequest = {
  is_enabled?: boolean;
  billing_mode?: FoodBillingMode;
  monthly_price_paise?: number | null;
  rebate_per_day_paise?: number | null;
  diets?: Diet[];
  meals?: MealSlotSettingInput[];
};
export type WeekDay = number;
export type Allergen =
  | "GLUTEN"
  | "DAIRY"
  | "NUTS"
  | "PEANUTS"
  | "SOY"
  | "EGG"
  | "FISH"
  | "SHELLFISH"
  | "SESAME"
  | "MUSTARD";
export type FoodItem = {
  id: number;
  /** e.g. `Poha`, `Rajma chawal`. */
  name: string;
  diet: Diet;
  meal_types: MealType[];
  allergens: Allergen[];
  cost_per_plate_paise: number | null;
  /** Inactive dishes stay on past menus but cannot be put on a new one. */
  is_active: boolean;
};
export type MealOption = {
  id: number;
  property_id: number;
  week_day: WeekDay;
  meal_category_id: number;
  meal_type: MealType;
  /** The meal is served on this weekday (false, e.g., for no dinner on Saturdays). */
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
export type FoodItemResponse = {
  data: FoodItem;
};
export type FoodItemUpsertRequest = {
  id?: number;
  name: string;
  diet: Diet;
  meal_types: MealType[];
  allergens?: Allergen[];
  cost_per_plate_paise?: number | null;
  is_active?: boolean;
};
export type FoodMenuVersion = {
  effective_from: string;
  created_at: string;
};
export type FoodMenu = {
  property_id: number;
  /** The day asked for. */
  date: string;
  /** First day of the menu in force on `date` (null when the property has no menu yet). */
  effective_from: string | null;
  /** Every menu of the property, newest first. */
  versions: FoodMenuVersion[];
  /** The 28 slots (7 weekdays × 4 meals) that exist, with that menu's dishes. */
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
  copy_from?: string;
  entries?: FoodMenuEntryInput[];
};
export type FoodOptIn = {
  tenant_id: number;
  tenant_name: string;
  property_id: number;
  /** Opted in today. */
  is_active: boolean;
  meal_types: MealType[];
  diet: Diet | null;
  start_date: string | null;
  end_date: string | null;
  billing_mode: FoodBillingMode;
  monthly_price_paise: number | null;
  skipped_meals_this_month: number;
  rebate_days_this_month: number;
  rebate_paise_this_month: number;
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
  default_diet?: Diet;
  rebate_rule?: RebateRule;
  rebate_min_absence_days?: number;
  rebate_max_days_per_month?: number;
};
export type SkipSource = "TENANT" | "OUTPASS" | "ADMIN";
export type SkipSourceCount = {
  source: SkipSource;
  count: number;
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
  away: number;
  guests: number;
  expected: number;
  /** Plates served, when the mess recorded it. */
  served: number | null;
  waste_grams: number | null;
};
export type FoodMonthCost = {
  month: string;
  /** Expenses of the MESS category group (groceries, milk, LPG, kitchen salaries) booked to the property that month, before void. */
  mess_expense_paise: number;
  plates: number;
  cost_per_plate_paise: number | null;
};
export type FoodRebate = {
  tenant_id: number;
  tenant_name: string;
  /** Days in the range with every opted meal skipped, in absences long enough to count. */
  absent_days: number;
  rebate_days: number;
  rebate_paise: number;
};
export type FoodAnalytics = {
  property_id: number;
  from_date: string;
  to_date: string;
  /** Σ expected over the range. */
  planned: number;
  /** Σ served over the meals that logged it (null when none did). */
  served: number | null;
  /** Σ (skipped + away). */
  skipped: number;
  /** (skipped + away) ÷ opted_in, basis points. */
  skip_rate_bps: number;
  waste_grams: number;
  /** Mess expenses of the range's months ÷ their plates. */
  cost_per_plate_paise: number | null;
  /** Σ rebates owed for the range. */
  rebate_paise: number;
  skips_by_source: SkipSourceCount[];
  /** Residents opted in on to_date, by diet. */
  diet_counts: DietCount[];
  days: FoodAnalyticsDay[];
  /** The six months ending with to_date's, oldest first. */
  months: FoodMonthCost[];
  /** Residents owed a rebate for the range, most first. */
  rebates: FoodRebate[];
};
export type FoodAnalyticsResponse = {
  data: FoodAnalytics;
};
export type FoodTenant = {
  tenant_id: number;
  name: string;
  property_id: number;
  property_name: string;
  room_name: string | null;
  bed_name: string | null;
  /** Opted in to food today. */
  is_active: boolean;
  meal_types: MealType[];
  diet: Diet | null;
  start_date: string | null;
  end_date: string | null;
};
export type FoodTenantPage = {
  count: number;
  results: FoodTenant[];
};
export type FoodTenantListResponse = {
  data: FoodTenantPage;
};
export type FoodSkip = {
  id: number;
  tenant_id: number;
  tenant_name: string;
  property_id: number;
  meal_type: MealType;
  date: string | null;
  week_day: number | null;
  from_date: string;
  to_date: string | null;
  source: SkipSource;
  outpass_id: number | null;
  status: "ACTIVE" | "CANCELLED";
  created_at: string;
  cancelled_at: string | null;
};
export type FoodSkipPage = {
  count: number;
  results: FoodSkip[];
};
export type FoodSkipListResponse = {
  data: FoodSkipPage;
};
export type FoodSkipResponse = {
  data: FoodSkip;
};
export type FoodSkipCreateRequest = {
  tenant_id: number;
  meal_type: MealType;
  date?: string;
  week_day?: WeekDay;
  from_date?: string;
  to_date?: string | null;
  /** TENANT when the resident asked (the default), ADMIN when the operator decided. */
  source?: "TENANT" | "ADMIN";
};
export type MealHeadcount = {
  meal_type: MealType;
  /** False when the meal is off for the property or for this weekday; its counts are then 0. */
  is_served: boolean;
  start_at: string;
  end_at: string;
  cutoff_at: string;
  is_locked: boolean;
  opted_in: number;
  /** Skips asked by residents or made by the operator (one-off and recurring). */
  skipped: number;
  /** Residents an approved outpass takes away over the meal. */
  away: number;
  guests: number;
  expected: number;
  by_diet: DietCount[];
  /** Plates served, when the kitchen logged it. */
  served: number | null;
  /** Food thrown away, grams, when logged. */
  waste_grams: number | null;
  note: string | null;
  /** The menu's dishes for this meal. */
  dishes: string[];
};
export type FoodHeadcount = {
  property_id: number;
  date: string;
  meals: MealHeadcount[];
};
export type FoodHeadcountResponse = {
  data: FoodHeadcount;
};
export type MealHeadcountResponse = {
  data: MealHeadcount;
};
export type MealLogRequest = {
  property_id: number;
  date: string;
  meal_type: MealType;
  guests?: number;
  served?: number | null;
  waste_grams?: number | null;
  note?: string | null;
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
  useUpsertFoodItemMutation,
  useGetFoodMenuQuery,
  useLazyGetFoodMenuQuery,
  useUpsertFoodMenuMutation,
  useGetFoodOptInQuery,
  useLazyGetFoodOptInQuery,
  useApplyFoodOptInMutation,
  useSetupFoodOptInMutation,
  useGetFoodAnalyticsQuery,
  useLazyGetFoodAnalyticsQuery,
  useListFoodTenantsQuery,
  useLazyListFoodTenantsQuery,
  useListFoodSkipsQuery,
  useLazyListFoodSkipsQuery,
  useCreateFoodSkipMutation,
  useCancelFoodSkipMutation,
  useGetFoodHeadcountQuery,
  useLazyGetFoodHeadcountQuery,
  useLogMealMutation,
  useGetKitchenSheetQuery,
  useLazyGetKitchenSheetQuery,
} = injectedRtkApi;
