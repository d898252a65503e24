import type { Dashboard, DashboardTrends, FilterSet, MealHeadcount } from './dashboardApi.gen'

/* Dashboard figures in the contract's shapes, for stories and tests; amounts are integer paise. */

export const AS_OF = '2026-11-25'

export const dashboardFilterSet: FilterSet = {
  filters: [
    {
      key: 'property_ids',
      label: 'Properties',
      multiple: true,
      options: [
        { value: '1', label: 'Sunrise PG', count: 40 },
        { value: '2', label: 'Lakeview Hostel', count: 24 },
        { value: '3', label: 'Green Nest Co-living', count: 18 },
      ],
    },
    {
      key: 'period',
      label: 'Period',
      multiple: false,
      options: [
        { value: 'today', label: 'Today (25 Nov 2026)', count: null },
        { value: 'this_month', label: 'This month (Nov 2026)', count: null },
        { value: 'last_month', label: 'Last month (Oct 2026)', count: null },
        { value: 'this_year', label: 'This financial year (2026–27)', count: null },
        { value: 'custom', label: 'Custom dates', count: null },
      ],
    },
  ],
}

export const noPropertiesFilterSet: FilterSet = {
  filters: [{ key: 'property_ids', label: 'Properties', multiple: true, options: [] }],
}

const dinner: MealHeadcount = {
  meal_type: 'DINNER',
  is_served: true,
  start_at: '2026-11-25T14:30:00Z',
  end_at: '2026-11-25T16:30:00Z',
  cutoff_at: '2026-11-25T11:30:00Z',
  is_locked: false,
  opted_in: 58,
  skipped: 4,
  away: 3,
  guests: 2,
  expected: 53,
  by_diet: [
    { diet: 'VEG', count: 31 },
    { diet: 'NON_VEG', count: 22 },
  ],
  served: null,
  waste_grams: null,
  note: null,
  dishes: ['Dal tadka', 'Jeera rice', 'Roti'],
}

/** Every block of this month, over the three properties. */
export const dashboard: Dashboard = {
  as_of: AS_OF,
  period: { preset: 'this_month', from: '2026-11-01', to: '2026-11-30', label: 'This month (Nov 2026)' },
  property_ids: [1, 2, 3],
  data_modules: [
    'occupancy',
    'collections',
    'dues_ageing',
    'movements',
    'complaints',
    'expenses',
    'food',
    'staff',
    'attendance',
  ],
  occupancy: {
    total_beds: 82,
    occupied_beds: 61,
    booked_beds: 4,
    ending_beds: 5,
    available_beds: 12,
    occupied_now_bps: 8049,
    bed_nights: 2050,
    occupied_bed_nights: 1620,
    blocked_bed_nights: 50,
    occupancy_bps: 8100,
    vacant_by_sharing: [
      { sharing: 2, is_ac: true, available_beds: 5 },
      { sharing: 3, is_ac: false, available_beds: 7 },
    ],
  },
  collections: {
    expected_paise: 6_10_000_00,
    expected_count: 70,
    collected_paise: 4_88_000_00,
    efficiency_bps: 8000,
    received_paise: 5_24_000_00,
    due_paise: 1_86_500_00,
    overdue_paise: 64_500_00,
    overdue_count: 19,
    due_today_paise: 25_500_00,
    due_today_count: 3,
    collected_today_paise: 8_500_00,
    deposits_held_paise: 7_20_000_00,
  },
  dues_ageing: {
    d1_30_paise: 31_000_00,
    d31_60_paise: 18_500_00,
    d61_90_paise: 9_000_00,
    d90_plus_paise: 6_000_00,
    d1_30_count: 9,
    d31_60_count: 5,
    d61_90_count: 3,
    d90_plus_count: 2,
    total_paise: 64_500_00,
    total_count: 19,
  },
  movements: {
    move_ins: 6,
    move_outs: 4,
    notices: 7,
    on_notice: 9,
    freeing_7_days: 3,
    freeing_30_days: 8,
    upcoming_move_ins: [],
    upcoming_move_outs: [],
  },
  complaints: {
    open: 14,
    in_progress: 6,
    breached: 2,
    near_breach: 3,
    resolved: 21,
    age_under_1d: 4,
    age_1_3d: 5,
    age_3_7d: 3,
    age_over_7d: 2,
  },
  expenses: {
    total_paise: 1_43_500_00,
    by_category: [
      { category_id: 1, category_name: 'Groceries', amount_paise: 62_000_00 },
      { category_id: 2, category_name: 'Electricity', amount_paise: 48_000_00 },
      { category_id: 3, category_name: 'Salaries', amount_paise: 33_500_00 },
    ],
    net_operating_income_paise: 3_80_500_00,
  },
  food: { date: AS_OF, next_meal: dinner, meals: [dinner] },
  staff: { cash_in_hand_paise: 37_500_00, staff_holding_cash: 2 },
  attendance: { out_now: 5, overdue: 1, pending_approval: 2, late_entries_today: 0, absent_tonight: 2 },
}

const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
]

/** 12 months ending with November 2026, occupancy rising from 70% to 81%. */
export const trends: DashboardTrends = {
  months: MONTHS.map((month, index) => ({
    month,
    occupancy_bps: 7000 + index * 100,
    expected_paise: 5_50_000_00 + index * 5_000_00,
    collected_paise: 5_00_000_00 + index * 4_000_00,
  })),
}

/** A new operator's first month: beds but no money, complaints or meals yet. */
export const emptyDashboard: Dashboard = {
  ...dashboard,
  occupancy: {
    total_beds: 0,
    occupied_beds: 0,
    booked_beds: 0,
    ending_beds: 0,
    available_beds: 0,
    occupied_now_bps: 0,
    bed_nights: 0,
    occupied_bed_nights: 0,
    blocked_bed_nights: 0,
    occupancy_bps: 0,
    vacant_by_sharing: [],
  },
  dues_ageing: {
    d1_30_paise: 0,
    d31_60_paise: 0,
    d61_90_paise: 0,
    d90_plus_paise: 0,
    d1_30_count: 0,
    d31_60_count: 0,
    d61_90_count: 0,
    d90_plus_count: 0,
    total_paise: 0,
    total_count: 0,
  },
  expenses: { total_paise: 0, by_category: [], net_operating_income_paise: 0 },
  food: { date: AS_OF, next_meal: null, meals: [] },
}
