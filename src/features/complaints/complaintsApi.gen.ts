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
            property_ids: queryArg.propertyIds,
            status: queryArg.status,
            search_text: queryArg.searchText,
            priority: queryArg.priority,
            type_id: queryArg.typeId,
            assignee_type: queryArg.assigneeType,
            staff_id: queryArg.staffId,
            vendor_id: queryArg.vendorId,
            unassigned: queryArg.unassigned,
            sla_state: queryArg.slaState,
            is_repeat: queryArg.isRepeat,
            room_id: queryArg.roomId,
            tenant_id: queryArg.tenantId,
            resolved_from: queryArg.resolvedFrom,
            resolved_to: queryArg.resolvedTo,
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
            priority: queryArg.priority,
            type_id: queryArg.typeId,
            assignee_type: queryArg.assigneeType,
            staff_id: queryArg.staffId,
            vendor_id: queryArg.vendorId,
            unassigned: queryArg.unassigned,
            sla_state: queryArg.slaState,
            is_repeat: queryArg.isRepeat,
            room_id: queryArg.roomId,
            tenant_id: queryArg.tenantId,
            resolved_from: queryArg.resolvedFrom,
            resolved_to: queryArg.resolvedTo,
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
      updateComplaintType: build.mutation<
        UpdateComplaintTypeApiResponse,
        UpdateComplaintTypeApiArg
      >({
        query: (queryArg) => ({
          url: `/complaint/api/v1/operator/complaint/type/${queryArg.id}`,
          method: "PUT",
          body: queryArg.complaintTypeUpdateRequest,
        }),
        invalidatesTags: ["complaints"],
      }),
      createComplaint: build.mutation<
        CreateComplaintApiResponse,
        CreateComplaintApiArg
      >({
        query: (queryArg) => ({
          url: `/complaint/api/v1/operator/complaint/create`,
          method: "POST",
          body: queryArg.complaintCreateRequest,
        }),
        invalidatesTags: ["complaints"],
      }),
      postComplaintExpense: build.mutation<
        PostComplaintExpenseApiResponse,
        PostComplaintExpenseApiArg
      >({
        query: (queryArg) => ({
          url: `/complaint/api/v1/operator/complaint/${queryArg.id}/expense`,
          method: "POST",
          body: queryArg.complaintExpenseRequest,
        }),
        invalidatesTags: ["complaints"],
      }),
      chargeComplaintToResident: build.mutation<
        ChargeComplaintToResidentApiResponse,
        ChargeComplaintToResidentApiArg
      >({
        query: (queryArg) => ({
          url: `/complaint/api/v1/operator/complaint/${queryArg.id}/charge`,
          method: "POST",
          body: queryArg.complaintChargeRequest,
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
  /** Comma-separated property ids, e.g. `3,7`. Absent means every property of the operator. */
  propertyIds?: string;
  /** `all` (default) or comma-separated statuses. */
  status?: string;
  /** Free-text search (case-insensitive, matched against names, phone numbers and titles). */
  searchText?: string;
  /** Only this priority. */
  priority?: ComplaintPriority;
  /** Only this complaint type. */
  typeId?: number;
  /** Only complaints assigned to staff or to vendors. */
  assigneeType?: AssigneeType;
  /** Only complaints assigned to this staff member. */
  staffId?: number;
  /** Only complaints assigned to this vendor. */
  vendorId?: number;
  /** true: only complaints with no assignee. */
  unassigned?: boolean;
  /** Only complaints in this SLA state. */
  slaState?: SlaState;
  /** true: only repeat issues. */
  isRepeat?: boolean;
  /** Only complaints of this room. */
  roomId?: number;
  /** Only complaints of this resident. */
  tenantId?: number;
  /** With resolved_to, only complaints resolved within these days (Asia/Kolkata; resolved or closed now, their resolution on one of the days); the first day. The dashboard's resolved in the period opens status=all with both. One without the other is a 400. */
  resolvedFrom?: string;
  /** With resolved_from, only complaints resolved within these days (Asia/Kolkata; resolved or closed now, their resolution on one of the days); the last day. The dashboard's resolved in the period opens status=all with both. One without the other is a 400. */
  resolvedTo?: string;
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
  /** Only this priority. */
  priority?: ComplaintPriority;
  /** Only this complaint type. */
  typeId?: number;
  /** Only complaints assigned to staff or to vendors. */
  assigneeType?: AssigneeType;
  /** Only complaints assigned to this staff member. */
  staffId?: number;
  /** Only complaints assigned to this vendor. */
  vendorId?: number;
  /** true: only complaints with no assignee. */
  unassigned?: boolean;
  /** Only complaints in this SLA state. */
  slaState?: SlaState;
  /** true: only repeat issues. */
  isRepeat?: boolean;
  /** Only complaints of this room. */
  roomId?: number;
  /** Only complaints of this resident. */
  tenantId?: number;
  /** With resolved_to, only complaints resolved within these days (Asia/Kolkata; resolved or closed now, their resolution on one of the days); the first day. The dashboard's resolved in the period opens status=all with both. One without the other is a 400. */
  resolvedFrom?: string;
  /** With resolved_from, only complaints resolved within these days (Asia/Kolkata; resolved or closed now, their resolution on one of the days); the last day. The dashboard's resolved in the period opens status=all with both. One without the other is a 400. */
  resolvedTo?: string;
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
  /** Page size (at most 100). Default 50 (meal options and food items, spec §9). */
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
export type UpdateComplaintTypeApiResponse =
  /** status 200 The complaint type. */ ComplaintTypeResponse;
export type UpdateComplaintTypeApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  complaintTypeUpdateRequest: ComplaintTypeUpdateRequest;
};
export type CreateComplaintApiResponse =
  /** status 201 The complaint. */ ComplaintDetailResponse;
export type CreateComplaintApiArg = {
  complaintCreateRequest: ComplaintCreateRequest;
};
export type PostComplaintExpenseApiResponse =
  /** status 200 The complaint, with its expense. */ ComplaintDetailResponse;
export type PostComplaintExpenseApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  complaintExpenseRequest: ComplaintExpenseRequest;
};
export type ChargeComplaintToResidentApiResponse =
  /** status 200 The complaint, with its charge. */ ComplaintDetailResponse;
export type ChargeComplaintToResidentApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  complaintChargeRequest: ComplaintChargeRequest;
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
  /** Only vendors offering this service. */
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
  /** status 200 Removed (or deactivated). */ VendorDeleteResponse;
export type DeleteVendorApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type ComplaintStatusCounts = {
  OPEN: number;
  IN_PROGRESS: number;
  ON_HOLD: number;
  DECLINED: number;
  RESOLVED: number;
  CLOSED: number;
};
export type ComplaintCategory =
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
export type ComplaintPriority = "LOW" | "MEDIUM" | "HIGH" | "URGENT";
export type ComplaintStatus =
  "OPEN" | "IN_PROGRESS" | "ON_HOLD" | "DECLINED" | "RESOLVED" | "CLOSED";
export type CostPaidBy = "OPERATOR" | "RESIDENT";
export type SlaState =
  "ON_TIME" | "DUE_SOON" | "BREACHED" | "PAUSED" | "MET" | "NONE";
export type Complaint = {
  id: number;
  /** e.g. `CMP-2026-00042` (year raised, then a number per operator). */
  ticket_number: string;
  property_id: number;
  property_name: string;
  room_id: number | null;
  room_name: string | null;
  tenant_id: number | null;
  tenant_name: string | null;
  /** Who reported it (the resident, a staff member or the operator), as entered. */
  raised_by_name: string;
  type_id: number;
  type_name: string;
  category: ComplaintCategory;
  title: string;
  description: string | null;
  priority: ComplaintPriority;
  status: ComplaintStatus;
  assignee_type: ("STAFF" | "VENDOR" | null) | ("STAFF" | "VENDOR" | null);
  assignee_id: number | null;
  assignee_name: string | null;
  attachment_count: number;
  raised_at: string;
  updated_at: string;
  first_response_at: string | null;
  response_due_at: string;
  /** When it must be resolved by; moves later by the time spent ON_HOLD. Null while ON_HOLD or DECLINED. */
  due_at: string | null;
  resolved_at: string | null;
  /** When it was closed, by hand or (auto_closed) 7 days after it was resolved. */
  closed_at: string | null;
  auto_closed: boolean;
  reopen_count: number;
  /** Repair cost, integer paise. */
  cost_paise: number | null;
  cost_paid_by: CostPaidBy | null;
  /** The expense the cost was posted as (null when not posted, or when that expense was voided). */
  expense_id: number | null;
  /** The Other charge raised on the resident for the cost, if any. */
  charge_collection_id: number | null;
  sla_state: SlaState;
  /** True for the third (or later) complaint of the same type for the same room within 30 days of the first of them. */
  is_repeat: boolean;
  /** Hours since it was raised (to resolution once resolved). */
  age_hours: number;
};
export type ComplaintPage = {
  count: number;
  status_counts: ComplaintStatusCounts;
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
export type ComplaintSla = {
  response_minutes: number;
  resolution_minutes: number;
  /** Time spent ON_HOLD so far (added to the due time). */
  paused_minutes: number;
  /** Minutes left to the due time (negative once breached); null once resolved, declined or closed. */
  remaining_minutes: number | null;
  /** True when the first response came (or has not come) after response_due_at. */
  response_breached: boolean;
};
export type StoredFile = {
  /** Opaque file key. */
  id: string;
  /** Original file name as uploaded. */
  file_name: string;
  /** Detected from the content, not from the name. */
  content_type: "application/pdf" | "image/jpeg" | "image/png" | "video/mp4";
  size_bytes: number;
  /** Relative URL that serves the file to its operator only (with the token), with Content-Disposition. */
  url: string;
  uploaded_at: string;
};
export type ComplaintActivityKind =
  | "RAISED"
  | "ASSIGNED"
  | "STATUS_CHANGED"
  | "PRIORITY_CHANGED"
  | "COMMENT"
  | "ATTACHMENT"
  | "COST_SET"
  | "EXPENSE_POSTED"
  | "CHARGED"
  | "REOPENED"
  | "AUTO_CLOSED";
export type ComplaintActivity = {
  /** 0 for derived entries (AUTO_CLOSED). */
  id: number;
  kind: ComplaintActivityKind;
  /** INTERNAL notes are for the operator and staff, never shown to the resident. */
  visibility: "PUBLIC" | "INTERNAL";
  /** What happened, as a sentence ("Assigned to Sai Plumbing Works"), or the comment itself. */
  text: string;
  actor_name: string;
  at: string;
  from_status: ComplaintStatus | null;
  to_status: ComplaintStatus | null;
  /** Files added with this entry. */
  attachments: StoredFile[];
};
export type ComplaintDetail = {
  complaint: Complaint;
  activity_list_version: "v3";
  resolution_notes: string | null;
  sla: ComplaintSla;
  /** The statuses updateComplaint accepts from the current one (the screen offers only these). */
  allowed_statuses: ComplaintStatus[];
  /** True when RESOLVED (and not yet auto-closed). */
  can_raise_again: boolean;
  /** Every file on the complaint, oldest first. */
  attachments: StoredFile[];
  /** Activity list (version v3), oldest first. */
  activities: ComplaintActivity[];
};
export type ComplaintDetailResponse = {
  data: ComplaintDetail;
};
export type SlaTarget = {
  /** Time to the first response (assignment, status change or public comment). */
  response_minutes: number;
  /** Time to RESOLVED, not counting time ON_HOLD. At least the response time. */
  resolution_minutes: number;
};
export type SlaTargets = {
  LOW: SlaTarget;
  MEDIUM: SlaTarget;
  HIGH: SlaTarget;
  URGENT: SlaTarget;
};
export type ComplaintType = {
  id: number;
  /** e.g. `Plumbing`. */
  name: string;
  category: ComplaintCategory;
  sla_targets: SlaTargets;
  /** Inactive types are kept on old complaints but not offered for new ones. */
  is_active: boolean;
  /** Complaints of this type not yet resolved, declined or closed. */
  open_count: number;
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
  cost_paid_by?: CostPaidBy;
  comment?: string;
  comment_visibility?: "PUBLIC" | "INTERNAL";
  file?: Blob | Blob[];
};
export type ComplaintTypeResponse = {
  data: ComplaintType;
};
export type ComplaintTypeUpdateRequest = {
  sla_targets?: SlaTargets;
  is_active?: boolean;
};
export type ComplaintCreateRequest = {
  property_id: number;
  room_id?: number;
  tenant_id?: number;
  type_id: number;
  priority?: ComplaintPriority;
  title: string;
  description?: string;
  /** Defaults to the resident's name, else the operator's. */
  raised_by_name?: string;
  file?: Blob | Blob[];
};
export type ExpensePaymentModeCode =
  "CASH" | "UPI" | "BANK_TRANSFER" | "CHEQUE" | "CARD";
export type GstRate = 0 | 5 | 12 | 18 | 28;
export type ComplaintExpenseRequest = {
  category_id: number;
  payment_mode: ExpensePaymentModeCode;
  expense_date: string;
  vendor_id?: number;
  gst_rate_percent?: GstRate;
  invoice_number?: string;
  reference?: string;
  paid_by_staff_id?: number;
};
export type ComplaintChargeRequest = {
  due_date: string;
  note?: string;
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
  | "WATER_SUPPLY"
  | "OTHER";
export type RecordKind = "EXPENSE" | "COMPLAINT";
export type Vendor = {
  id: number;
  name: string;
  services: VendorServiceType[];
  record_kinds: RecordKind[];
  contact_name: string | null;
  phone_number: string;
  email: string | null;
  gstin: string | null;
  pan: string | null;
  upi_id: string | null;
  bank_account_name: string | null;
  bank_account_number: string | null;
  bank_ifsc: string | null;
  address: string | null;
  /** Properties served; empty means all. */
  property_ids: number[];
  is_active: boolean;
  /** Complaints ever assigned to the vendor. */
  complaint_count: number;
  /** Expenses paid to the vendor (voided ones included). */
  expense_count: number;
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
export type Gstin = string;
export type Pan = string;
export type VendorCreateRequest = {
  name: string;
  services: VendorServiceType[];
  /** Defaults to both kinds. */
  record_kinds?: RecordKind[];
  contact_name?: string;
  phone_number: string;
  email?: string;
  gstin?: Gstin;
  pan?: Pan;
  upi_id?: string;
  bank_account_name?: string;
  bank_account_number?: string;
  bank_ifsc?: string;
  address?: string;
  /** Properties served; empty means all. */
  property_ids?: number[];
};
export type VendorUpdateRequest = {
  name?: string;
  services?: VendorServiceType[];
  record_kinds?: RecordKind[];
  contact_name?: string | null;
  phone_number?: string;
  email?: string | null;
  gstin?: Gstin | null;
  pan?: Pan | null;
  upi_id?: string | null;
  bank_account_name?: string | null;
  bank_account_number?: string | null;
  bank_ifsc?: string | null;
  address?: string | null;
  property_ids?: number[];
  is_active?: boolean;
};
export type VendorDeleteResult = {
  /** `deactivated` when the vendor has complaints or expenses: the records keep their vendor. */
  outcome: "deleted" | "deactivated";
  /** What happened, for the toast ("Sai Plumbing Works has 4 complaints, so was deactivated instead"). */
  message: string;
  vendor: Vendor | null;
};
export type VendorDeleteResponse = {
  data: VendorDeleteResult;
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
  useUpdateComplaintTypeMutation,
  useCreateComplaintMutation,
  usePostComplaintExpenseMutation,
  useChargeComplaintToResidentMutation,
  useListVendorsQuery,
  useLazyListVendorsQuery,
  useGetVendorQuery,
  useLazyGetVendorQuery,
  useCreateVendorMutation,
  useUpdateVendorMutation,
  useDeleteVendorMutation,
} = injectedRtkApi;
