import { successToast } from '../../app/core/toasts/successToast'
import { generatedApi, type OutpassAction } from './attendanceApi.gen'

/**
 * Tags of this slice: the roll-call (floors and sheets), passes, a property's pass rules; Tenant and Property are
 * read. An approved pass skips the meals it covers, so pass changes also invalidate food's skips and headcounts.
 */
const TAG_TYPES = [
  'attendance',
  'Outpass',
  'OutpassSetup',
  'Tenant',
  'Property',
  'FoodSkip',
  'FoodHeadcount',
] as const
const LIST = 'LIST'

type Tag = { type: (typeof TAG_TYPES)[number]; id: number | string }

/** The fields of the contract's PropertyListItem the property picker shows. */
export type AttendancePropertyOption = { id: number; property_name: string; property_type: string }
type PropertyOptionPage = { data: { count: number; results: AttendancePropertyOption[] } }

/** The fields of the contract's TenantListItem the raise-pass resident picker shows. */
export type PassTenantOption = {
  id: number
  name: string
  phone_number: string
  property_name: string
  room_name: string | null
  bed_name: string | null
}
type PassTenantPage = { data: { count: number; results: PassTenantOption[] } }

/** Spec §9: property pickers read 15 at a time. */
export const PROPERTY_PICKER_LIMIT = 15
/** Spec §9: a typical list (the resident picker searches past it). */
export const TENANT_PICKER_LIMIT = 10
/** The tenant list's tabs of residents who can go out on a pass. */
const PASS_TENANT_TABS = ['active', 'on_notice'] as const

const ACTION_DONE: Record<OutpassAction, string> = {
  APPROVE: 'approved',
  REJECT: 'rejected',
  MARK_OUT: 'marked out',
  MARK_IN: 'marked in',
  CANCEL: 'cancelled',
}

/** A pass changed: its sheet, the lists, tonight's roll-call (a pass makes a resident Leave) and the meals it skips. */
const passTags = (id: number): Tag[] => [
  { type: 'Outpass', id },
  { type: 'Outpass', id: LIST },
  { type: 'attendance', id: LIST },
  { type: 'FoodSkip', id: LIST },
  { type: 'FoodHeadcount', id: LIST },
]

const enhanced = generatedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: {
    listAttendanceFloors: { providesTags: [{ type: 'attendance', id: LIST }] },
    getAttendance: { providesTags: [{ type: 'attendance', id: LIST }] },
    markAttendance: {
      invalidatesTags: (result) => (result ? [{ type: 'attendance', id: LIST }] : []),
      onQueryStarted: successToast((_arg, { data }) => `Roll-call saved for ${data.floor_name}`),
    },
    listOutpasses: {
      providesTags: (result) => [
        { type: 'Outpass', id: LIST },
        ...(result?.data.results ?? []).map((pass): Tag => ({ type: 'Outpass', id: pass.id })),
      ],
    },
    getOutpass: { providesTags: (_result, _error, { id }) => [{ type: 'Outpass', id }] },
    applyOutpassAction: {
      invalidatesTags: (result, _error, { id }) => (result ? passTags(id) : []),
      onQueryStarted: successToast(
        ({ outpassActionRequest }, { data }) =>
          `${data.outpass.tenant_name}'s pass ${ACTION_DONE[outpassActionRequest.action]}`,
      ),
    },
    createOutpass: {
      invalidatesTags: (result) => (result ? passTags(result.data.outpass.id) : []),
      onQueryStarted: successToast(
        (_arg, { data }) =>
          `Pass raised for ${data.outpass.tenant_name}${data.outpass.status === 'APPROVED' ? ' and approved' : ''}`,
      ),
    },
    getOutpassSetup: { providesTags: (_result, _error, { id }) => [{ type: 'OutpassSetup', id }] },
    setupOutpass: {
      // The curfew is the roll-call's moment: who is on Leave tonight may change, and so may pass states.
      invalidatesTags: (result, _error, { id }) =>
        result
          ? [
              { type: 'OutpassSetup', id },
              { type: 'Outpass', id: LIST },
              { type: 'attendance', id: LIST },
            ]
          : [],
      onQueryStarted: successToast(() => 'Pass rules saved'),
    },
  },
})

/** The attendance and outpass slice with tags and toasts, plus its two pickers; screens import from here. */
export const attendanceApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    listAttendanceProperties: build.query<PropertyOptionPage, string>({
      query: (name) => ({
        url: '/property/api/v1/operator/property/list',
        params: {
          offset: 0,
          limit: PROPERTY_PICKER_LIMIT,
          property_name: name || undefined,
          source: 'attendance',
          property_type: 'all',
        },
      }),
      providesTags: [{ type: 'Property', id: LIST }],
    }),
    /** Residents staying now: the active tab and the on-notice tab (both may go out on a pass), by name. */
    listPassTenants: build.query<PassTenantPage, string>({
      async queryFn(name, _api, _extra, baseQuery) {
        const pages = await Promise.all(
          PASS_TENANT_TABS.map((type) =>
            baseQuery({
              url: '/onboarding/api/v1/operator/tenant/list',
              params: { type, name: name || undefined, limit: TENANT_PICKER_LIMIT },
            }),
          ),
        )
        const failed = pages.find((page) => page.error)
        if (failed?.error) return { error: failed.error }
        const found = pages.map((page) => (page.data as PassTenantPage).data)
        const results = found.flatMap((page) => page.results).sort((a, b) => a.name.localeCompare(b.name))
        return {
          data: { data: { count: found.reduce((total, page) => total + page.count, 0), results } },
        }
      },
      providesTags: [{ type: 'Tenant', id: LIST }],
    }),
  }),
})

export const {
  useListAttendancePropertiesQuery,
  useListPassTenantsQuery,
  useListAttendanceFloorsQuery,
  useGetAttendanceQuery,
  useMarkAttendanceMutation,
  useListOutpassesQuery,
  useLazyListOutpassesQuery,
  useGetOutpassQuery,
  useApplyOutpassActionMutation,
  useCreateOutpassMutation,
  useGetOutpassSetupQuery,
  useSetupOutpassMutation,
} = attendanceApi

export type {
  AttendanceAbsentee,
  AttendanceEntry,
  AttendanceFloor,
  AttendanceFloorPage,
  AttendanceMarkEntry,
  AttendanceMarkRequest,
  AttendanceSheet,
  AttendanceStatus,
  Outpass,
  OutpassAction,
  OutpassActionRequest,
  OutpassCreateRequest,
  OutpassDetail,
  OutpassSetup,
  OutpassSetupRequest,
  OutpassStatus,
  OutpassType,
} from './attendanceApi.gen'
