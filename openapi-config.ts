import type { ConfigFile } from '@rtk-query/codegen-openapi'

/**
 * One generated RTK Query slice per OpenAPI tag, injected into the single API root (src/app/core/api.ts).
 * The session, shared resources and the activity log (a record's History in several features' sheets) serve every
 * feature, so they live in src/app/core; the rest in their feature.
 * So does the staff tag's user picker (`listUsers`): collections, attendance and outpasses name who acted.
 * The health check is for benchmarks and monitors, not the app, so it gets no client.
 */
const outputs: Record<string, string> = {
  session: './src/app/core/session/sessionApi.gen.ts',
  resources: './src/app/core/resources/resourcesApi.gen.ts',
  auth: './src/features/auth/authApi.gen.ts',
  dashboard: './src/features/dashboard/dashboardApi.gen.ts',
  properties: './src/features/properties/propertiesApi.gen.ts',
  inventory: './src/features/inventory/inventoryApi.gen.ts',
  tenants: './src/features/tenants/tenantsApi.gen.ts',
  collections: './src/features/collections/collectionsApi.gen.ts',
  transactions: './src/features/transactions/transactionsApi.gen.ts',
  staff: './src/features/staff/staffApi.gen.ts',
  complaints: './src/features/complaints/complaintsApi.gen.ts',
  food: './src/features/food/foodApi.gen.ts',
  attendance: './src/features/attendance/attendanceApi.gen.ts',
  expenses: './src/features/expenses/expensesApi.gen.ts',
  reports: './src/features/reports/reportsApi.gen.ts',
  settings: './src/features/settings/settingsApi.gen.ts',
  houseRules: './src/features/settings/houseRulesApi.gen.ts',
  activity: './src/app/core/activity/activityApi.gen.ts',
}

/** Operations every feature may call, generated into src/app/core rather than their tag's feature. */
const sharedOperations = ['listUsers']

/** The base query sets these on every call (src/app/core/headers.ts), so hooks do not take them; the
 * country headers stay arguments of the country calls, whose caller knows the country. */
const baseQueryHeaders = ['X-User-Type', 'X-Source']
const parameterFilter = (name: string) => !baseQueryHeaders.includes(name)

const config: ConfigFile = {
  schemaFile: './openapi/roost.yaml',
  apiFile: './src/app/core/api.ts',
  apiImport: 'api',
  exportName: 'generatedApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: true,
  endpointOverrides: [
    // GETs with side effects (spec §7 fixes the method): sending a code or a reminder is a mutation.
    {
      pattern: ['sendOtp', 'sendOtpByCall', 'remindCollection', 'remindAllCollections'],
      type: 'mutation',
      parameterFilter,
    },
    { pattern: /.*/, parameterFilter },
  ],
  outputFiles: {
    ...Object.fromEntries(
      Object.entries(outputs).map(([tag, file]) => [
        file,
        {
          filterEndpoints: (name: string, definition: { operation: { tags?: string[] } }) =>
            !sharedOperations.includes(name) && (definition.operation.tags?.includes(tag) ?? false),
        },
      ]),
    ),
    './src/app/core/people/peopleApi.gen.ts': { filterEndpoints: sharedOperations },
  },
}

export default config
