import { api } from "../../app/core/api";
export const addTagTypes = ["dashboard"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getDashboard: build.query<GetDashboardApiResponse, GetDashboardApiArg>({
        query: (queryArg) => ({
          url: `/dashboard/api/v1/operator/`,
          params: {
            data_modules: queryArg.dataModules,
            property_ids: queryArg.propertyIds,
            month: queryArg.month,
            date: queryArg.date,
          },
        }),
        providesTags: ["dashboard"],
      }),
      getDashboardFilters: build.query<
        GetDashboardFiltersApiResponse,
        GetDashboardFiltersApiArg
      >({
        query: () => ({ url: `/dashboard/api/v1/operator/dashboard/filter` }),
        providesTags: ["dashboard"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type GetDashboardApiResponse =
  /** status 200 The dashboard. */ DashboardResponse;
export type GetDashboardApiArg = {
  /** Comma-separated sections to compute (see DashboardDataModule); all when absent. */
  dataModules?: string;
  /** Comma-separated property ids, e.g. `3,7`. Absent means every property of the operator. */
  propertyIds?: string;
  /** Calendar month as `yyyy-MM`. Absent means the current month (Asia/Kolkata). */
  month?: string;
  /** Day for the daily figures (due today, meal headcount); default today. */
  date?: string;
};
export type GetDashboardFiltersApiResponse =
  /** status 200 The filters. */ FilterSetResponse;
export type GetDashboardFiltersApiArg = void;
export type DashboardDataModule =
  | "occupancy"
  | "collections"
  | "dues_ageing"
  | "movements"
  | "complaints"
  | "food"
  | "outpass"
  | "expenses";
export type VacancyBySharing = {
  sharing: number;
  is_ac: boolean;
  available_beds: number;
};
export type DashboardOccupancy = {
  total_beds: number;
  occupied_beds: number;
  booked_beds: number;
  ending_beds: number;
  available_beds: number;
  /** (occupied + ending) ÷ total beds, basis points. Counts beds, not rooms. */
  occupancy_bps: number;
  vacant_by_sharing: VacancyBySharing[];
};
export type DashboardCollections = {
  expected_paise: number;
  collected_paise: number;
  due_paise: number;
  overdue_paise: number;
  due_today_paise: number;
  collected_today_paise: number;
};
export type DuesAgeing = {
  d1_30_paise: number;
  d31_60_paise: number;
  d60_plus_paise: number;
  d1_30_count: number;
  d31_60_count: number;
  d60_plus_count: number;
};
export type DashboardMovementItem = {
  tenant_id: number;
  tenant_name: string;
  date: string;
  property_name: string;
  bed_name: string | null;
};
export type DashboardMovements = {
  move_ins_this_week: number;
  move_outs_this_week: number;
  on_notice: number;
  /** Next 10 move-ins. */
  upcoming_move_ins: DashboardMovementItem[];
  /** Next 10 move-outs (beds freeing up). */
  upcoming_move_outs: DashboardMovementItem[];
};
export type DashboardComplaints = {
  open: number;
  in_progress: number;
  resolved_this_month: number;
  age_under_1d: number;
  age_1_3d: number;
  age_3_7d: number;
  age_over_7d: number;
};
export type MealType = "BREAKFAST" | "LUNCH" | "SNACKS" | "DINNER";
export type Diet = "VEG" | "NON_VEG" | "EGG" | "JAIN";
export type DietCount = {
  diet: Diet;
  count: number;
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
export type DashboardFood = {
  date: string;
  /** Today's meals, as the food headcount counts them (getFoodHeadcount). */
  meals: MealHeadcount[];
};
export type DashboardOutpass = {
  out_now: number;
  overdue: number;
  pending_approval: number;
  late_entries_today: number;
};
export type CategoryAmount = {
  category_id: number;
  category_name: string;
  amount_paise: number;
};
export type DashboardExpenses = {
  total_paise: number;
  by_category: CategoryAmount[];
};
export type Dashboard = {
  as_of: string;
  month: string;
  /** Properties included (every property of the operator when no filter was given). */
  property_ids: number[];
  data_modules: DashboardDataModule[];
  occupancy?: DashboardOccupancy;
  collections?: DashboardCollections;
  dues_ageing?: DuesAgeing;
  movements?: DashboardMovements;
  complaints?: DashboardComplaints;
  food?: DashboardFood;
  outpass?: DashboardOutpass;
  expenses?: DashboardExpenses;
};
export type DashboardResponse = {
  data: Dashboard;
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
export type FilterOption = {
  /** Value to send back in the query parameter named by the group's `key`. */
  value: string;
  label: string;
  /** Number of matching records, when the server counts them. */
  count: number | null;
};
export type FilterGroup = {
  /** Query parameter name the selected values go into, e.g. `property_ids` or `mode`. */
  key: string;
  label: string;
  /** Whether several values may be chosen (sent comma-separated). */
  multiple: boolean;
  options: FilterOption[];
};
export type FilterSet = {
  filters: FilterGroup[];
};
export type FilterSetResponse = {
  data: FilterSet;
};
export const {
  useGetDashboardQuery,
  useLazyGetDashboardQuery,
  useGetDashboardFiltersQuery,
  useLazyGetDashboardFiltersQuery,
} = injectedRtkApi;
