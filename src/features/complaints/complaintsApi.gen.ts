import { api } from "../../app/core/api";
export const addTagTypes = ["complaints"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listComplaints: build.query<
        ListComplaintsApiResponse,
        ListComplaintsApiArg
      >({
        query: (queryArg) => ({
          url: `/complaint/api/v1/operator/complaint/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            status: queryArg.status,
            property_ids: queryArg.propertyIds,
            search_text: queryArg.searchText,
            priority: queryArg.priority,
            type_id: queryArg.typeId,
            assignee_type: queryArg.assigneeType,
          },
        }),
        providesTags: ["complaints"],
      }),
      listPropertyComplaints: build.query<
        ListPropertyComplaintsApiResponse,
        ListPropertyComplaintsApiArg
      >({
        query: (queryArg) => ({
          url: `/complaint/api/v1/operator/property/${queryArg.id}/complaint/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            status: queryArg.status,
            search_text: queryArg.searchText,
          },
        }),
        providesTags: ["complaints"],
      }),
      getComplaint: build.query<GetComplaintApiResponse, GetComplaintApiArg>({
        query: (queryArg) => ({
          url: `/complaint/api/v1/operator/complaint/${queryArg.id}/details`,
          params: {
            activity_list_version: queryArg.activityListVersion,
          },
        }),
        providesTags: ["complaints"],
      }),
      listComplaintTypes: build.query<
        ListComplaintTypesApiResponse,
        ListComplaintTypesApiArg
      >({
        query: (queryArg) => ({
          url: `/complaint/api/v1/operator/complaint/type/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            is_active: queryArg.isActive,
          },
        }),
        providesTags: ["complaints"],
      }),
      assignComplaint: build.mutation<
        AssignComplaintApiResponse,
        AssignComplaintApiArg
      >({
        query: (queryArg) => ({
          url: `/complaint/api/v1/operator/complaint/${queryArg.id}/assign`,
          method: "POST",
          body: queryArg.complaintAssignRequest,
        }),
        invalidatesTags: ["complaints"],
      }),
      raiseComplaintAgain: build.mutation<
        RaiseComplaintAgainApiResponse,
        RaiseComplaintAgainApiArg
      >({
        query: (queryArg) => ({
          url: `/complaint/api/v1/operator/complaint/${queryArg.id}/raise_again`,
          method: "POST",
          body: queryArg.complaintRaiseAgainRequest,
        }),
        invalidatesTags: ["complaints"],
      }),
      updateComplaint: build.mutation<
        UpdateComplaintApiResponse,
        UpdateComplaintApiArg
      >({
        query: (queryArg) => ({
          url: `/complaint/api/v1/operator/complaint/${queryArg.id}/update`,
          method: "PUT",
          body: queryArg.complaintUpdateRequest,
        }),
        invalidatesTags: ["complaints"],
      }),
      listVendors: build.query<ListVendorsApiResponse, ListVendorsApiArg>({
        query: (queryArg) => ({
          url: `/complaint/api/v1/operator/vendor/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            record_kind: queryArg.recordKind,
            search_by: queryArg.searchBy,
            search_query: queryArg.searchQuery,
            service_type: queryArg.serviceType,
            property_id: queryArg.propertyId,
            is_active: queryArg.isActive,
          },
        }),
        providesTags: ["complaints"],
      }),
      getVendor: build.query<GetVendorApiResponse, GetVendorApiArg>({
        query: (queryArg) => ({
          url: `/complaint/api/v1/operator/vendor/${queryArg.id}`,
        }),
        providesTags: ["complaints"],
      }),
      createVendor: build.mutation<CreateVendorApiResponse, CreateVendorApiArg>(
        {
          query: (queryArg) => ({
            url: `/complaint/api/v1/operator/vendor/create`,
            method: "POST",
            body: queryArg.vendorCreateRequest,
          }),
          invalidatesTags: ["complaints"],
        },
      ),
      updateVendor: build.mutation<UpdateVendorApiResponse, UpdateVendorApiArg>(
        {
          query: (queryArg) => ({
            url: `/complaint/api/v1/operator/vendor/edit/${queryArg.id}`,
            method: "PUT",
            body: queryArg.vendorUpdateRequest,
          }),
          invalidatesTags: ["complaints"],
        },
      ),
      deleteVendor: build.mutation<DeleteVendorApiResponse, DeleteVendorApiArg>(
        {
          query: (queryArg) => ({
            url: `/complaint/api/v1/operator/vendor/delete/${queryArg.id}`,
            method: "DELETE",
          }),
          invalidatesTags: ["complaints"],
        },
      ),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type ListComplaintsApiResponse =
  /** status 200 A page of complaints. */ ComplaintListResponse;
export type ListComplaintsApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** `all` (default) or comma-separated statuses. */
  status?: string;
  /** Comma-separated property ids, e.g. `3,7`. Absent means every property of the operator. */
  propertyIds?: string;
  /** Free-text search (case-insensitive, matched against names, phone numbers and titles). */
  searchText?: string;
  /** Only this priority. */
  priority?: ComplaintPriority;
  /** Only this complaint type. */
  typeId?: number;
  /** Only complaints assigned to staff or to vendors. */
  assigneeType?: AssigneeType;
};
export type ListPropertyComplaintsApiResponse =
  /** status 200 A page of complaints. */ ComplaintListResponse;
export type ListPropertyComplaintsApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** `all` (default) or comma-separated statuses. */
  status?: string;
  /** Free-text search (case-insensitive, matched against names, phone numbers and titles). */
  searchText?: string;
};
export type GetComplaintApiResponse =
  /** status 200 The complaint. */ ComplaintDetailResponse;
export type GetComplaintApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  /** Shape of the activity list; the client sends `v3`. */
  activityListVersion?: "v3";
};
export type ListComplaintTypesApiResponse =
  /** status 200 A page of complaint types. */ ComplaintTypeListResponse;
export type ListComplaintTypesApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Only active (true) or inactive (false) types. */
  isActive?: boolean;
};
export type AssignComplaintApiResponse =
  /** status 200 The complaint. */ ComplaintDetailResponse;
export type AssignComplaintApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  complaintAssignRequest: ComplaintAssignRequest;
};
export type RaiseComplaintAgainApiResponse =
  /** status 200 The reopened complaint. */ ComplaintDetailResponse;
export type RaiseComplaintAgainApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  complaintRaiseAgainRequest: ComplaintRaiseAgainRequest;
};
export type UpdateComplaintApiResponse =
  /** status 200 The updated complaint. */ ComplaintDetailResponse;
export type UpdateComplaintApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  complaintUpdateRequest: ComplaintUpdateRequest;
};
export type ListVendorsApiResponse =
  /** status 200 A page of vendors. */ VendorListResponse;
export type ListVendorsApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Only vendors serving this kind of record. */
  recordKind?: RecordKind;
  /** Field search_query is matched against; default name. */
  searchBy?: VendorSearchBy;
  /** Case-insensitive search text. */
  searchQuery?: string;
  /** Only this service type. */
  serviceType?: VendorServiceType;
  /** Restrict to one property of the operator. */
  propertyId?: number;
  /** Only active (true) or inactive (false) vendors. */
  isActive?: boolean;
};
export type GetVendorApiResponse = /** status 200 The vendor. */ VendorResponse;
export type GetVendorApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type CreateVendorApiResponse =
  /** status 201 The vendor. */ VendorResponse;
export type CreateVendorApiArg = {
  vendorCreateRequest: VendorCreateRequest;
};
export type UpdateVendorApiResponse =
  /** status 200 The updated vendor. */ VendorResponse;
export type UpdateVendorApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  vendorUpdateRequest: VendorUpdateRequest;
};
export type DeleteVendorApiResponse =
  /** status 200 Removed (or deactivated). */ AckResponse;
export type DeleteVendorApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type ComplaintPriority = "LOW" | "MEDIUM" | "HIGH" | "URGENT";
export type ComplaintStatus =
  "OPEN" | "ACKNOWLEDGED" | "IN_PROGRESS" | "RESOLVED" | "CLOSED" | "REOPENED";
export type Complaint = {
  id: number;
  /** e.g. `CMP-2025-00042`. */
  ticket_number: string;
  property_id: number;
  property_name: string;
  room_name: string | null;
  bed_name: string | null;
  tenant_id: number | null;
  raised_by_name: string;
  type_id: number;
  type_name: string;
  category:
    | "ELECTRICAL"
    | "PLUMBING"
    | "FURNITURE"
    | "CLEANLINESS"
    | "WIFI"
    | "APPLIANCE"
    | "FOOD"
    | "PEST_CONTROL"
    | "SECURITY"
    | "ROOMMATE"
    | "BILLING"
    | "OTHER";
  title: string;
  description: string | null;
  priority: ComplaintPriority;
  status: ComplaintStatus;
  assignee_type: ("STAFF" | "VENDOR" | null) | ("STAFF" | "VENDOR" | null);
  assignee_id: number | null;
  assignee_name: string | null;
  photo_count: number;
  raised_at: string;
  updated_at: string;
  age_hours: number;
  is_sla_breached: boolean;
};
export type ComplaintPage = {
  count: number;
  results: Complaint[];
};
export type ComplaintListResponse = {
  data: ComplaintPage;
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
export type AssigneeType = "STAFF" | "VENDOR";
export type StoredFile = {
  /** Opaque file key. */
  id: string;
  /** Original file name as uploaded. */
  file_name: string;
  /** Detected from the content, not from the name. */
  content_type: "application/pdf" | "image/jpeg" | "image/png";
  size_bytes: number;
  /** Relative URL that serves the file to its operator only (with the token), with Content-Disposition. */
  url: string;
  uploaded_at: string;
};
export type ComplaintActivity = {
  id: number;
  kind:
    | "RAISED"
    | "ASSIGNED"
    | "STATUS_CHANGED"
    | "PRIORITY_CHANGED"
    | "COMMENT"
    | "PHOTO_ADDED"
    | "REOPENED";
  text: string;
  actor_name: string;
  at: string;
  from_status:
    | (
        | "OPEN"
        | "ACKNOWLEDGED"
        | "IN_PROGRESS"
        | "RESOLVED"
        | "CLOSED"
        | "REOPENED"
        | null
      )
    | (
        | "OPEN"
        | "ACKNOWLEDGED"
        | "IN_PROGRESS"
        | "RESOLVED"
        | "CLOSED"
        | "REOPENED"
        | null
      );
  to_status:
    | (
        | "OPEN"
        | "ACKNOWLEDGED"
        | "IN_PROGRESS"
        | "RESOLVED"
        | "CLOSED"
        | "REOPENED"
        | null
      )
    | (
        | "OPEN"
        | "ACKNOWLEDGED"
        | "IN_PROGRESS"
        | "RESOLVED"
        | "CLOSED"
        | "REOPENED"
        | null
      );
  /** URL of the photo added with this activity (downloadUploadedFile), if any. */
  photo: string | null;
};
export type ComplaintDetail = {
  complaint: Complaint;
  activity_list_version: "v3";
  resolution_notes: string | null;
  /** Repair cost, integer paise (posted to expenses). */
  cost_paise: number | null;
  /** True when the cost is charged to the tenant (an OTHERS collection of kind DAMAGE). */
  tenant_pays: boolean;
  expense_id: number | null;
  reopened_count: number;
  photos: StoredFile[];
  /** Activity list (version v3), oldest first. */
  activities: ComplaintActivity[];
};
export type ComplaintDetailResponse = {
  data: ComplaintDetail;
};
export type ComplaintType = {
  id: number;
  /** e.g. `Geyser not working`. */
  name: string;
  category:
    | "ELECTRICAL"
    | "PLUMBING"
    | "FURNITURE"
    | "CLEANLINESS"
    | "WIFI"
    | "APPLIANCE"
    | "FOOD"
    | "PEST_CONTROL"
    | "SECURITY"
    | "ROOMMATE"
    | "BILLING"
    | "OTHER";
  sla_hours: number;
  is_active: boolean;
};
export type ComplaintTypePage = {
  count: number;
  results: ComplaintType[];
};
export type ComplaintTypeListResponse = {
  data: ComplaintTypePage;
};
export type ComplaintAssignRequest = {
  assignee_type: AssigneeType;
  staff_id?: number;
  vendor_id?: number;
  note?: string;
};
export type ComplaintRaiseAgainRequest = {
  reason: string;
};
export type Paise = number;
export type ComplaintUpdateRequest = {
  status?: ComplaintStatus;
  priority?: ComplaintPriority;
  resolution_notes?: string;
  cost_paise?: Paise;
  tenant_pays?: boolean;
  comment?: string;
  file?: Blob;
};
export type VendorServiceType =
  | "ELECTRICAL"
  | "PLUMBING"
  | "CARPENTRY"
  | "CLEANING"
  | "PEST_CONTROL"
  | "APPLIANCE_REPAIR"
  | "INTERNET"
  | "GROCERY"
  | "LAUNDRY"
  | "SECURITY"
  | "OTHER";
export type RecordKind = "EXPENSE" | "COMPLAINT";
export type Vendor = {
  id: number;
  name: string;
  service_type: VendorServiceType;
  record_kinds: RecordKind[];
  contact_name: string | null;
  phone_number: string;
  email: string | null;
  gstin: string | null;
  upi_id: string | null;
  address: string | null;
  property_ids: number[];
  is_active: boolean;
  created_at: string;
};
export type VendorPage = {
  count: number;
  results: Vendor[];
};
export type VendorListResponse = {
  data: VendorPage;
};
export type VendorSearchBy = "name" | "phone_number" | "service_type";
export type VendorResponse = {
  data: Vendor;
};
export type VendorCreateRequest = {
  name: string;
  service_type: VendorServiceType;
  /** Defaults to both kinds. */
  record_kinds?: RecordKind[];
  contact_name?: string;
  phone_number: string;
  email?: string;
  gstin?: string;
  upi_id?: string;
  address?: string;
  /** Properties served; empty means all. */
  property_ids?: number[];
};
export type VendorUpdateRequest = {
  name?: string;
  service_type?: VendorServiceType;
  record_kinds?: RecordKind[];
  contact_name?: string | null;
  phone_number?: string;
  email?: string | null;
  gstin?: string | null;
  upi_id?: string | null;
  address?: string | null;
  property_ids?: number[];
  is_active?: boolean;
};
export type Ack = {
  success: boolean;
  message: string;
};
export type AckResponse = {
  data: Ack;
};
export const {
  useListComplaintsQuery,
  useLazyListComplaintsQuery,
  useListPropertyComplaintsQuery,
  useLazyListPropertyComplaintsQuery,
  useGetComplaintQuery,
  useLazyGetComplaintQuery,
  useListComplaintTypesQuery,
  useLazyListComplaintTypesQuery,
  useAssignComplaintMutation,
  useRaiseComplaintAgainMutation,
  useUpdateComplaintMutation,
  useListVendorsQuery,
  useLazyListVendorsQuery,
  useGetVendorQuery,
  useLazyGetVendorQuery,
  useCreateVendorMutation,
  useUpdateVendorMutation,
  useDeleteVendorMutation,
} = injectedRtkApi;
