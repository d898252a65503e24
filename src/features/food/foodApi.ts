import { successToast } from '../../app/core/toasts/successToast'
import { formatDate } from '../../design-system/format/formatDate'
import { generatedApi } from './foodApi.gen'
import { MEAL_LABEL, weekdayLabel } from './labels'

/**
 * Tags of this slice. A property's setup, menu and headcount are tagged by property id; opt-ins by tenant id;
 * the lists by LIST. A skip, an opt-in or a pass (attendanceApi) moves the headcount, so those invalidate it.
 */
const TAG_TYPES = [
  'FoodSetup',
  'FoodMenu',
  'MealOption',
  'FoodItem',
  'FoodOptIn',
  'FoodTenant',
  'FoodSkip',
  'FoodHeadcount',
  'FoodAnalytics',
  'Property',
] as const
const LIST = 'LIST'

type Tag = { type: (typeof TAG_TYPES)[number]; id: number | string }

/** Spec §9: property pickers read 15 at a time. */
export const FOOD_PROPERTY_PICKER_LIMIT = 15

/** The fields of the contract's PropertyListItem the property picker shows. */
export type FoodPropertyOption = { id: number; property_name: string; property_type: string }
type PropertyOptionPage = { data: { count: number; results: FoodPropertyOption[] } }

/** What a change to the week's slots or dishes touches: the menu grid, the slots and the day's dishes. */
const menuTags = (propertyId: number): Tag[] => [
  { type: 'FoodMenu', id: propertyId },
  { type: 'MealOption', id: LIST },
  { type: 'FoodHeadcount', id: propertyId },
]

/** Who eats changed: the residents' list, opt-ins, skips, every headcount and analytics. */
const eatersTags = (tenantIds: readonly number[]): Tag[] => [
  { type: 'FoodTenant', id: LIST },
  { type: 'FoodOptIn', id: LIST },
  ...tenantIds.map((id): Tag => ({ type: 'FoodOptIn', id })),
  { type: 'FoodSkip', id: LIST },
  { type: 'FoodHeadcount', id: LIST },
  { type: 'FoodAnalytics', id: LIST },
]

const enhanced = generatedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: {
    getFoodSetup: { providesTags: (_result, _error, { id }) => [{ type: 'FoodSetup', id }] },
    updateFoodSetup: {
      // Windows, cut-offs and meals switched on or off move the headcount and the menu grid's rows.
      invalidatesTags: (result, _error, { id }) =>
        result ? [{ type: 'FoodSetup', id }, ...menuTags(id), { type: 'FoodHeadcount', id: LIST }] : [],
      onQueryStarted: successToast((_arg, { data }) => `Food setup saved for ${data.property_name}`),
    },
    setupFoodOptIn: {
      invalidatesTags: (result, _error, { id }) =>
        result
          ? [
              { type: 'FoodSetup', id },
              { type: 'FoodAnalytics', id: LIST },
            ]
          : [],
      onQueryStarted: successToast(() => 'Opt-in rules saved'),
    },
    listMealCategories: { providesTags: [{ type: 'MealOption', id: 'CATEGORIES' }] },
    listMealOptions: { providesTags: [{ type: 'MealOption', id: LIST }] },
    upsertMealOption: {
      invalidatesTags: (result) => (result ? menuTags(result.data.property_id) : []),
      onQueryStarted: successToast(
        (_arg, { data }) =>
          `${MEAL_LABEL[data.meal_type]} ${data.is_active ? 'served' : 'not served'} on ${weekdayLabel(data.week_day)}s`,
      ),
    },
    linkMealOptionItems: {
      invalidatesTags: (result) => (result ? menuTags(result.data.property_id) : []),
      onQueryStarted: successToast(() => 'Dishes saved'),
    },
    listFoodItems: { providesTags: [{ type: 'FoodItem', id: LIST }] },
    upsertFoodItem: {
      // A renamed dish shows under its new name on every menu.
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'FoodItem', id: LIST },
              { type: 'FoodMenu', id: LIST },
              { type: 'MealOption', id: LIST },
            ]
          : [],
      onQueryStarted: successToast((_arg, { data }) => `${data.name} saved`),
    },
    getFoodMenu: {
      providesTags: (_result, _error, { propertyId }) => [
        { type: 'FoodMenu', id: propertyId },
        { type: 'FoodMenu', id: LIST },
      ],
    },
    upsertFoodMenu: {
      invalidatesTags: (result) => (result ? menuTags(result.data.property_id) : []),
      onQueryStarted: successToast(
        (_arg, { data }) => `Menu saved from ${formatDate(data.effective_from ?? data.date)}`,
      ),
    },
    listFoodTenants: { providesTags: [{ type: 'FoodTenant', id: LIST }] },
    getFoodOptIn: {
      providesTags: (_result, _error, { id }) => [
        { type: 'FoodOptIn', id },
        { type: 'FoodOptIn', id: LIST },
      ],
    },
    applyFoodOptIn: {
      invalidatesTags: (result) => (result ? eatersTags(result.data.tenant_ids) : []),
      onQueryStarted: successToast(({ foodOptInApplyRequest }, { data }) => {
        const count = data.updated_count
        const who = count === 1 ? '1 resident' : `${count} residents`
        return foodOptInApplyRequest.is_active ? `Food on for ${who}` : `Food off for ${who}`
      }),
    },
    listFoodSkips: { providesTags: [{ type: 'FoodSkip', id: LIST }] },
    createFoodSkip: {
      invalidatesTags: (result) => (result ? eatersTags([result.data.tenant_id]) : []),
      onQueryStarted: successToast(
        (_arg, { data }) => `${MEAL_LABEL[data.meal_type]} skipped for ${data.tenant_name}`,
      ),
    },
    cancelFoodSkip: {
      invalidatesTags: (result) => (result ? eatersTags([result.data.tenant_id]) : []),
      onQueryStarted: successToast((_arg, { data }) => `Skip cancelled for ${data.tenant_name}`),
    },
    getFoodHeadcount: {
      providesTags: (_result, _error, { propertyId }) => [
        { type: 'FoodHeadcount', id: propertyId },
        { type: 'FoodHeadcount', id: LIST },
      ],
    },
    logMeal: {
      invalidatesTags: (result, _error, { mealLogRequest }) =>
        result
          ? [
              { type: 'FoodHeadcount', id: mealLogRequest.property_id },
              { type: 'FoodAnalytics', id: LIST },
            ]
          : [],
      onQueryStarted: successToast((_arg, { data }) => `${MEAL_LABEL[data.meal_type]} log saved`),
    },
    getFoodAnalytics: { providesTags: [{ type: 'FoodAnalytics', id: LIST }] },
  },
})

/** The food slice with tags and toasts, plus its property picker; screens import from here. */
export const foodApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    /** Properties that can serve food (not commercial or retail), by name. */
    listFoodProperties: build.query<PropertyOptionPage, string>({
      query: (name) => ({
        url: '/property/api/v1/operator/property/list',
        params: {
          offset: 0,
          limit: FOOD_PROPERTY_PICKER_LIMIT,
          property_name: name || undefined,
          source: 'food',
          property_type: 'all',
        },
      }),
      transformResponse: (page: PropertyOptionPage): PropertyOptionPage => {
        const results = page.data.results.filter(
          (property) => property.property_type !== 'COMMERCIAL' && property.property_type !== 'RETAIL',
        )
        return { data: { count: results.length, results } }
      },
      providesTags: [{ type: 'Property', id: LIST }],
    }),
  }),
})

export const {
  useListFoodPropertiesQuery,
  useGetFoodSetupQuery,
  useUpdateFoodSetupMutation,
  useSetupFoodOptInMutation,
  useListMealCategoriesQuery,
  useListMealOptionsQuery,
  useUpsertMealOptionMutation,
  useLinkMealOptionItemsMutation,
  useListFoodItemsQuery,
  useUpsertFoodItemMutation,
  useGetFoodMenuQuery,
  useUpsertFoodMenuMutation,
  useListFoodTenantsQuery,
  useLazyListFoodTenantsQuery,
  useGetFoodOptInQuery,
  useApplyFoodOptInMutation,
  useListFoodSkipsQuery,
  useCreateFoodSkipMutation,
  useCancelFoodSkipMutation,
  useGetFoodHeadcountQuery,
  useLogMealMutation,
  useGetFoodAnalyticsQuery,
  useLazyGetFoodAnalyticsQuery,
} = foodApi
