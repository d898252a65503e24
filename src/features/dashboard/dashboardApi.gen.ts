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
            period: queryArg.period,
            from_date: queryArg.fromDate,
            to_date: queryArg.toDate,
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
  /** Comma-separated blocks to compute (see DashboardDataModule); all when absent. */
  dataModules?: string;
  /** Comma-separated property ids, e.g. `3,7`. Absent means every property of the operator. */
  propertyIds?: string;
  /** The period of the money, movement and expense figures; default this_month. */
  period?: DashboardPeriodPreset;
  /** First day of a custom period (period=custom only). */
  fromDate?: string;
  /** Last day of a custom period, inclusive (period=custom only; at most 366 days after from_date). */
  toDate?: string;
  /** The as-of day (beds now, dues owed, today's meals); default today. */
  date?: string;
};
export type GetDashboardFiltersApiResponse =
  /** status 200 The filters. */ FilterSetResponse;
export type GetDashboardFiltersApiArg = void;
export type DashboardPeriodPreset =
  | "today"
  | "yesterday"
  | "this_week"
  | "last_week"
  | "this_month"
  | "last_month"
  | "this_quarter"
  | "last_quarter"
  | "this_year"
  | "previous_year"
  | "custom";
export type DashboardPeriod = {
  preset: DashboardPeriodPreset;
  from: string;
  /** Last day, inclusive. Bed-night figures stop at `as_of` when the period runs past it. */
  to: string;
  /** How the screen names the period: 'This month (Nov 2026)', '1 Apr 2026 – 31 Mar 2027'. */
  label: string;
};
export type DashboardDataModule =
  | "occupancy"
  | "collections"
  | "dues_ageing"
  | "movements"
  | "complaints"
  | "expenses"
  | "food"
  | "staff"
  | "attendance"
  | "trends";
export type VacancyBySharing = {
  sharing: number;
  is_ac: boolean;
  available_beds: number;
};
export type DashboardOccupancy = {
  /** Beds on `as_of` (beds, not rooms). */
  total_beds: number;
  occupied_beds: number;
  booked_beds: number;
  ending_beds: number;
  available_beds: number;
  /** (occupied + ending) ÷ total beds on `as_of`, basis points. */
  occupied_now_bps: number;
  /** Beds × nights of the period up to `as_of`. */
  bed_nights: number;
  /** Nights a resident held a bed (an allotment covering the night). */
  occupied_bed_nights: number;
  /** Nights a bed could not be let (inactive beds); excluded from the denominator. */
  blocked_bed_nights: number;
  /** occupied bed-nights ÷ (bed-nights − blocked bed-nights), basis points; the occupancy report's figure. */
  occupancy_bps: number;
  vacant_by_sharing: VacancyBySharing[];
};
export type DashboardCollections = {
  /** Amounts of the collections falling due in the period (listCollections status=all, due_from, due_to). */
  expected_paise: number;
  expected_count: number;
  /** Paid so far against those collections (the list's total_paid_paise; a waiver is not collected). */
  collected_paise: number;
  /** collected ÷ expected, basis points (10000 when nothing fell due). */
  efficiency_bps: number;
  /** Every payment received in the period, whatever its due date (the transactions list of the period). */
  received_paise: number;
  /** Everything still owed on `as_of`. */
  due_paise: number;
  /** Owed and past its due date on `as_of` (the ageing total). */
  overdue_paise: number;
  overdue_count: number;
  /** Still owed on collections due on `as_of`. */
  due_today_paise: number;
  due_today_count: number;
  collected_today_paise: number;
  /** Security deposits received from residents who have not been settled. */
  deposits_held_paise: number;
};
export type DuesAgeing = {
  d1_30_paise: number;
  d31_60_paise: number;
  d61_90_paise: number;
  d90_plus_paise: number;
  d1_30_count: number;
  d31_60_count: number;
  d61_90_count: number;
  d90_plus_count: number;
  total_paise: number;
  total_count: number;
};
export type DashboardMovementItem = {
  tenant_id: number;
  tenant_name: string;
  date: string;
  property_name: string;
  bed_name: string | null;
};
export type DashboardMovements = {
  /** Tenants whose first stay (not a room transfer) starts in the period; listTenants with type=all and moved_in_from/moved_in_to set to the period lists them. */
  move_ins: number;
  /** Tenants whose last stay's last night falls in the period; listTenants with type=all and moved_out_from/moved_out_to set to the period lists them. */
  move_outs: number;
  /** Tenants who gave notice (a move-out raised, not rejected) in the period; listTenants with type=all and noticed_from/noticed_to set to the period lists them. */
  notices: number;
  /** Residents on notice on `as_of`. */
  on_notice: number;
  /** Beds whose resident leaves within 7 days after `as_of` (the tenants list's On notice tab, leaving_by). */
  freeing_7_days: number;
  freeing_30_days: number;
  /** Next 10 move-ins. */
  upcoming_move_ins: DashboardMovementItem[];
  /** Next 10 move-outs (beds freeing up). */
  upcoming_move_outs: DashboardMovementItem[];
};
export type DashboardComplaints = {
  /** Not yet resolved or closed (every open state), as the complaints list counts them. */
  open: number;
  in_progress: number;
  /** Open past their SLA (the complaints list with sla_state=BREACHED). */
  breached: number;
  /** Open and due within their SLA's last quarter (sla_state=DUE_SOON). */
  near_breach: number;
  /** Resolved in the period (resolved or closed now, the resolution on one of its days), as the complaints list with status=all, resolved_from and resolved_to counts them. */
  resolved: number;
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
  /** The next meal not yet over (today's, else tomorrow's first), summed over the properties; null when none is served. */
  next_meal: MealHeadcount | null;
  /** Today's meals, as the food headcount counts them (getFoodHeadcount). */
  meals: MealHeadcount[];
};
export type CategoryAmount = {
  category_id: number;
  category_name: string;
  amount_paise: number;
};
export type DashboardExpenses = {
  /** Expenses dated in the period (the expenses list of the period). */
  total_paise: number;
  by_category: CategoryAmount[];
  /** Income received in the period (payments less those on deposits, which are held, not earned) less these expenses, as the P&L report counts it; may be negative. */
  net_operating_income_paise: number;
};
export type DashboardStaff = {
  /** Cash staff collected and have not handed over (the staff collections list's figure). */
  cash_in_hand_paise: number;
  staff_holding_cash: number;
};
export type DashboardAttendance = {
  out_now: number;
  /** Passes whose return time has passed without a return (the outpass list's overdue filter). */
  overdue: number;
  pending_approval: number;
  late_entries_today: number;
  /** Residents marked absent at tonight's roll-call without a pass. */
  absent_tonight: number;
};
export type DashboardTrendMonth = {
  month: string;
  /** The month's bed-night occupancy (up to `as_of` in the current month). */
  occupancy_bps: number;
  expected_paise: number;
  collected_paise: number;
};
export type DashboardTrends = {
  /** The 12 months ending with the month of `as_of`, oldest first. */
  months: DashboardTrendMonth[];
};
export type Dashboard = {
  as_of: string;
  period: DashboardPeriod;
  /** Properties included (every property of the operator when no filter was given). */
  property_ids: number[];
  data_modules: DashboardDataModule[];
  occupancy?: DashboardOccupancy;
  collections?: DashboardCollections;
  dues_ageing?: DuesAgeing;
  movements?: DashboardMovements;
  complaints?: DashboardComplaints;
  food?: DashboardFood;
  expenses?: DashboardExpenses;
  staff?: DashboardStaff;
  attendance?: DashboardAttendance;
  trends?: DashboardTrends;
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
