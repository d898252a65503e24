import { successToast } from '../../app/core/toasts/successToast'
import { formatPaise } from '../../design-system/format'
import {
  generatedApi,
  type ComplaintCreateRequest,
  type ComplaintStatus,
  type ComplaintUpdateRequest,
} from './complaintsApi.gen'

/**
 * Every complaints read provides 'complaints' and every write invalidates it (list, counts, detail, types' open
 * counts and vendors' counts move together). Posting a cost as an expense changes the expenses screen and the
 * dashboard; charging it to the resident changes collections, payments, the tenant and the dashboard; a vendor
 * write changes the expenses screen's vendor lists. Tags are plain strings in the one API root.
 */
const TAG_TYPES = [
  'complaints',
  'expenses',
  'Collection',
  'Transaction',
  'Tenant',
  'Dashboard',
  'Property',
  'inventory',
] as const
const LIST = 'LIST'
const DASHBOARD = { type: 'Dashboard' as const, id: 'FIGURES' }

/** The fields of the contract's PropertyListItem the pickers show. */
export type ComplaintPropertyOption = { id: number; property_name: string }
/** The fields of the contract's Room (in a Floor) the raise form shows. */
export type ComplaintRoomOption = { id: number; name: string; floor_name: string }
/** The fields of the contract's TenantListItem the raise form shows. */
export type ComplaintResidentOption = {
  id: number
  name: string
  room_id: number | null
  room_name: string | null
}
/** The fields of the contract's ExpenseCategory the post-as-expense form shows. */
export type ComplaintExpenseCategory = { id: number; name: string }

type Page<Row> = { data: { count: number; results: Row[] } }
type FloorPage = Page<{ name: string; rooms: { id: number; name: string }[] }>

/** A request with files as multipart/form-data (numbers and booleans as text, one `file` part per file). */
export function multipart(
  fields: Record<string, string | number | boolean | undefined>,
  files: readonly Blob[] = [],
) {
  const body = new FormData()
  Object.entries(fields).forEach(([key, value]) => {
    if (value !== undefined) body.append(key, String(value))
  })
  files.forEach((file) => body.append('file', file))
  return body
}

export const COMPLAINT_CREATE_PATH = '/complaint/api/v1/operator/complaint/create'
export const complaintUpdatePath = (id: number) => `/complaint/api/v1/operator/complaint/${id}/update`
/** What a complaint write changes besides the complaints themselves. */
export const COMPLAINT_WRITE_TAGS = ['complaints', DASHBOARD] as const

const STATUS_DONE: Record<ComplaintStatus, string> = {
  OPEN: 'reopened',
  IN_PROGRESS: 'in progress',
  ON_HOLD: 'put on hold',
  RESOLVED: 'resolved',
  CLOSED: 'closed',
  DECLINED: 'declined',
}

/** The success toast of a complaint update, by what it changed. */
export function updateToast({
  complaintUpdateRequest: request,
}: {
  complaintUpdateRequest: ComplaintUpdateRequest
}) {
  if (request.status) return `Complaint ${STATUS_DONE[request.status]}`
  if (request.cost_paise !== undefined) return `Cost of ${formatPaise(request.cost_paise)} saved`
  if (request.comment)
    return request.comment_visibility === 'INTERNAL' ? 'Internal note added' : 'Comment added'
  if (request.file) return 'Attachments added'
  return 'Complaint saved'
}

const enhanced = generatedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: {
    updateComplaint: {
      query: ({ id, complaintUpdateRequest: { file, ...fields } }) => ({
        url: complaintUpdatePath(id),
        method: 'PUT',
        body: multipart(fields, toFiles(file)),
      }),
      invalidatesTags: (result) => (result ? [...COMPLAINT_WRITE_TAGS] : []),
      onQueryStarted: successToast(updateToast),
    },
    updateComplaintType: {
      invalidatesTags: (result) => (result ? ['complaints'] : []),
      onQueryStarted: successToast((_arg, { data }) => `Targets of ${data.name} saved`),
    },
    assignComplaint: {
      invalidatesTags: (result) => (result ? ['complaints', DASHBOARD] : []),
      onQueryStarted: successToast(
        (_arg, { data }) => `Assigned to ${data.complaint.assignee_name ?? 'nobody'}`,
      ),
    },
    raiseComplaintAgain: {
      invalidatesTags: (result) => (result ? ['complaints', DASHBOARD] : []),
      onQueryStarted: successToast((_arg, { data }) => `${data.complaint.ticket_number} raised again`),
    },
    postComplaintExpense: {
      invalidatesTags: (result) => (result ? ['complaints', 'expenses', DASHBOARD] : []),
      onQueryStarted: successToast(
        (_arg, { data }) => `Posted as expense #${data.complaint.expense_id ?? ''}`,
      ),
    },
    chargeComplaintToResident: {
      invalidatesTags: (result) =>
        result
          ? [
              'complaints',
              { type: 'Collection', id: LIST },
              { type: 'Collection', id: 'FIGURES' },
              { type: 'Transaction', id: LIST },
              { type: 'Tenant', id: result.data.complaint.tenant_id ?? LIST },
              DASHBOARD,
            ]
          : [],
      onQueryStarted: successToast(
        (_arg, { data }) => `Charged to ${data.complaint.tenant_name ?? 'the resident'}`,
      ),
    },
    createVendor: {
      invalidatesTags: (result) => (result ? ['complaints', 'expenses'] : []),
      onQueryStarted: successToast((_arg, { data }) => `${data.name} added`),
    },
    updateVendor: {
      invalidatesTags: (result) => (result ? ['complaints', 'expenses'] : []),
      onQueryStarted: successToast((_arg, { data }) => `${data.name} saved`),
    },
    deleteVendor: {
      invalidatesTags: (result) => (result ? ['complaints', 'expenses'] : []),
      onQueryStarted: successToast((_arg, { data }) => data.message),
    },
  },
})

/** The generated `file` field (one file or several) as a list. */
export function toFiles(file: ComplaintCreateRequest['file']): Blob[] {
  if (file === undefined) return []
  return (Array.isArray(file) ? file : [file]).filter((item): item is Blob => item instanceof Blob)
}

/** The complaints slice with tags and toasts, plus the pickers it reads from other tags; screens import from here. */
export const complaintsApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    listComplaintProperties: build.query<Page<ComplaintPropertyOption>, undefined>({
      query: () => ({
        url: '/property/api/v1/operator/property/list',
        params: { limit: 100, source: 'complaints', property_type: 'all' },
      }),
      providesTags: [{ type: 'Property', id: LIST }],
    }),
    /** Every room of a property, floor by floor (a property has at most 100 floors). */
    listComplaintRooms: build.query<ComplaintRoomOption[], number>({
      query: (propertyId) => ({
        url: `/inventory/api/v1/operator/property/${propertyId}/floor/list`,
        params: { limit: 100, show_inactive: false },
      }),
      transformResponse: (response: FloorPage) =>
        response.data.results.flatMap((floor) =>
          floor.rooms.map((room) => ({ id: room.id, name: room.name, floor_name: floor.name })),
        ),
      providesTags: ['inventory'],
    }),
    /** Residents staying at a property now, by name. */
    listComplaintResidents: build.query<Page<ComplaintResidentOption>, { propertyId: number; name: string }>({
      query: ({ propertyId, name }) => ({
        url: '/onboarding/api/v1/operator/tenant/list',
        params: { type: 'active', property_id: propertyId, name: name || undefined, limit: 100 },
      }),
      providesTags: [{ type: 'Tenant', id: LIST }],
    }),
    listComplaintExpenseCategories: build.query<Page<ComplaintExpenseCategory>, undefined>({
      query: () => ({ url: '/expense/api/v1/operator/category/list', params: { limit: 100 } }),
      providesTags: ['expenses'],
    }),
  }),
})

export const {
  useListComplaintsQuery,
  useLazyListComplaintsQuery,
  useGetComplaintQuery,
  useListComplaintTypesQuery,
  useUpdateComplaintTypeMutation,
  useUpdateComplaintMutation,
  useAssignComplaintMutation,
  useRaiseComplaintAgainMutation,
  usePostComplaintExpenseMutation,
  useChargeComplaintToResidentMutation,
  useListVendorsQuery,
  useLazyListVendorsQuery,
  useGetVendorQuery,
  useCreateVendorMutation,
  useUpdateVendorMutation,
  useDeleteVendorMutation,
  useListComplaintPropertiesQuery,
  useListComplaintRoomsQuery,
  useListComplaintResidentsQuery,
  useListComplaintExpenseCategoriesQuery,
} = complaintsApi

export type {
  Complaint,
  ComplaintActivity,
  ComplaintActivityKind,
  ComplaintCreateRequest,
  ComplaintDetail,
  ComplaintPriority,
  ComplaintStatus,
  ComplaintType,
  ComplaintTypeUpdateRequest,
  ComplaintUpdateRequest,
  CostPaidBy,
  ExpensePaymentModeCode,
  SlaState,
  SlaTargets,
  StoredFile,
  Vendor,
  VendorServiceType,
} from './complaintsApi.gen'
