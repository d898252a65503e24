import { generatedApi } from './dashboardApi.gen'

/**
 * Dashboard tags. Other features invalidate them by name (tags are shared strings in the one API root):
 * `FIGURES` when beds, allotments or money change, `FILTERS` when a property is renamed or (de)activated.
 */
export const dashboardApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['Dashboard'],
  endpoints: {
    getDashboard: { providesTags: [{ type: 'Dashboard', id: 'FIGURES' }] },
    getDashboardFilters: { providesTags: [{ type: 'Dashboard', id: 'FILTERS' }] },
  },
})

export const { useGetDashboardQuery, useGetDashboardFiltersQuery } = dashboardApi
