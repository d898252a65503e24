import { generatedApi } from './dashboardApi.gen'

/**
 * The dashboard's tags. Other features invalidate `Dashboard FIGURES` when beds, residents, money, complaints or
 * expenses change and `Dashboard FILTERS` when a property is renamed or (de)activated. The figures also provide
 * the list tags of the writes that do not name the dashboard (passes and roll-call, meals, staff cash), so those
 * refresh it too. Tags are plain strings in the one API root.
 */
const TAG_TYPES = ['Dashboard', 'Outpass', 'attendance', 'FoodHeadcount', 'Transaction'] as const
const LIST = 'LIST'

export const dashboardApi = generatedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: {
    getDashboard: {
      providesTags: [
        { type: 'Dashboard', id: 'FIGURES' },
        { type: 'Outpass', id: LIST },
        { type: 'attendance', id: LIST },
        { type: 'FoodHeadcount', id: LIST },
        { type: 'Transaction', id: LIST },
      ],
    },
    getDashboardFilters: { providesTags: [{ type: 'Dashboard', id: 'FILTERS' }] },
  },
})

export const { useGetDashboardQuery, useGetDashboardFiltersQuery } = dashboardApi
export type {
  Dashboard,
  DashboardPeriodPreset,
  DuesAgeing,
  FilterGroup,
  GetDashboardApiArg,
} from './dashboardApi.gen'
