import { successToast } from '../../app/core/toasts/successToast'
import { formatPaise } from '../../design-system/format'
import { generatedApi } from './staffApi.gen'

/**
 * Tags this slice reads besides its own: 'Transaction' LIST is invalidated by every payment, revert or delete
 * (collections slice), so cash in hand and staff collections follow each payment; 'Property' LIST by property
 * edits, for the property picker. Tags are plain strings in the one API root.
 */
const STAFF_TAG_TYPES = ['staff', 'Transaction', 'Property'] as const
const MONEY = [{ type: 'Transaction' as const, id: 'LIST' }]

/** The fields of the contract's PropertyListItem the staff screen's pickers show. */
export type StaffPropertyOption = { id: number; property_name: string }
type StaffPropertyOptionPage = { data: { count: number; results: StaffPropertyOption[] } }

const handoverToasts = {
  SUBMIT: 'Handover submitted',
  ACCEPT: 'Handover accepted',
  DISPUTE: 'Handover disputed',
  DISCARD: 'Draft handover discarded',
} as const

const enhanced = generatedApi.enhanceEndpoints({
  addTagTypes: STAFF_TAG_TYPES,
  endpoints: {
    listStaff: { providesTags: ['staff', ...MONEY] },
    getStaff: { providesTags: ['staff', ...MONEY] },
    listStaffCollections: { providesTags: ['staff', ...MONEY] },
    listStaffCollectionPayments: { providesTags: ['staff', ...MONEY] },
    createStaff: { onQueryStarted: successToast((_arg, { data }) => `${data.name} added`) },
    updateStaff: { onQueryStarted: successToast((_arg, { data }) => `${data.name} saved`) },
    deleteStaff: { onQueryStarted: successToast((_arg, { data }) => data.message) },
    createCashHandover: {
      onQueryStarted: successToast((_arg, { data }) =>
        data.status === 'DRAFT'
          ? `Handover of ${formatPaise(data.declared_paise)} saved as a draft`
          : `Handover of ${formatPaise(data.declared_paise)} submitted`,
      ),
    },
    applyCashHandoverAction: {
      onQueryStarted: successToast((arg) => handoverToasts[arg.cashHandoverActionRequest.action]),
    },
  },
})

/** The staff slice with its tags and toasts, plus the property picker it reads; screens import from here. */
export const staffApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    listStaffPropertyOptions: build.query<StaffPropertyOptionPage, undefined>({
      query: () => ({
        url: '/property/api/v1/operator/property/list',
        params: { limit: 100, source: 'staff', property_type: 'all' },
      }),
      providesTags: [{ type: 'Property', id: 'LIST' }],
    }),
  }),
})

export const {
  useApplyCashHandoverActionMutation,
  useCreateCashHandoverMutation,
  useCreateStaffMutation,
  useDeleteStaffMutation,
  useGetStaffQuery,
  useLazyListStaffCollectionsQuery,
  useListStaffCollectionPaymentsQuery,
  useListStaffCollectionsQuery,
  useListStaffPropertyOptionsQuery,
  useListStaffQuery,
  useUpdateStaffMutation,
} = staffApi
export type {
  CashHandover,
  CashHandoverStatus,
  PoliceVerificationStatus,
  Staff,
  StaffCollection,
  StaffCreateRequest,
  StaffDetail,
  StaffPayment,
  StaffRole,
  StaffUpdateRequest,
} from './staffApi.gen'
