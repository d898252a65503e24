import { api } from "../../app/core/api";
export const addTagTypes = ["attendance"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listAttendanceFloors: build.query<
        ListAttendanceFloorsApiResponse,
        ListAttendanceFloorsApiArg
      >({
        query: (queryArg) => ({
          url: `/attendance/api/v1/operator/property/${queryArg.id}/floor/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            attendance_date: queryArg.attendanceDate,
          },
        }),
        providesTags: ["attendance"],
      }),
      getAttendance: build.query<GetAttendanceApiResponse, GetAttendanceApiArg>(
        {
          query: (queryArg) => ({
            url: `/attendance/api/v1/operator/attendance/${queryArg.id}`,
            params: {
              attendance_date: queryArg.attendanceDate,
              floor_id: queryArg.floor_id,
              floorId: queryArg.floorId,
            },
          }),
          providesTags: ["attendance"],
        },
      ),
      markAttendance: build.mutation<
        MarkAttendanceApiResponse,
        MarkAttendanceApiArg
      >({
        query: (queryArg) => ({
          url: `/attendance/api/v1/operator/attendance/${queryArg.id}`,
          method: "POST",
          body: queryArg.attendanceMarkRequest,
        }),
        invalidatesTags: ["attendance"],
      }),
      listOutpasses: build.query<ListOutpassesApiResponse, ListOutpassesApiArg>(
        {
          query: (queryArg) => ({
            url: `/outpass/api/v1/operator/outpass/list`,
            params: {
              offset: queryArg.offset,
              limit: queryArg.limit,
              status: queryArg.status,
              type: queryArg["type"],
              property_ids: queryArg.propertyIds,
              from_date: queryArg.fromDate,
              to_date: queryArg.toDate,
              search_text: queryArg.searchText,
              tenant_id: queryArg.tenantId,
            },
          }),
          providesTags: ["attendance"],
        },
      ),
      getOutpass: build.query<GetOutpassApiResponse, GetOutpassApiArg>({
        query: (queryArg) => ({
          url: `/outpass/api/v1/operator/outpass/${queryArg.id}/details`,
        }),
        providesTags: ["attendance"],
      }),
      applyOutpassAction: build.mutation<
        ApplyOutpassActionApiResponse,
        ApplyOutpassActionApiArg
      >({
        query: (queryArg) => ({
          url: `/outpass/api/v1/operator/action/${queryArg.id}`,
          method: "POST",
          body: queryArg.outpassActionRequest,
        }),
        invalidatesTags: ["attendance"],
      }),
      getOutpassSetup: build.query<
        GetOutpassSetupApiResponse,
        GetOutpassSetupApiArg
      >({
        query: (queryArg) => ({
          url: `/outpass/api/v1/operator/setup/${queryArg.id}`,
        }),
        providesTags: ["attendance"],
      }),
      setupOutpass: build.mutation<SetupOutpassApiResponse, SetupOutpassApiArg>(
        {
          query: (queryArg) => ({
            url: `/outpass/api/v1/operator/setup/${queryArg.id}`,
            method: "POST",
            body: queryArg.outpassSetupRequest,
          }),
          invalidatesTags: ["attendance"],
        },
      ),
      createOutpass: build.mutation<
        CreateOutpassApiResponse,
        CreateOutpassApiArg
      >({
        query: (queryArg) => ({
          url: `/outpass/api/v1/operator/outpass/create`,
          method: "POST",
          body: queryArg.outpassCreateRequest,
        }),
        invalidatesTags: ["attendance"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type ListAttendanceFloorsApiResponse =
  /** status 200 A page of floors. */ AttendanceFloorListResponse;
export type ListAttendanceFloorsApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 50 (meal options and food items, spec §9). */
  limit?: number;
  /** Night of the roll-call, `yyyy-MM-dd`; default today. */
  attendanceDate?: string;
};
export type GetAttendanceApiResponse =
  /** status 200 The roll-call sheet. */ AttendanceSheetResponse;
export type GetAttendanceApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  /** Night of the roll-call; default today. */
  attendanceDate?: string;
  /** The floor (spec §3 lets it come as `floorId` too; one of them is required, 400 otherwise). */
  floor_id?: number;
  /** The floor, camelCase (spec §3). */
  floorId?: number;
};
export type MarkAttendanceApiResponse =
  /** status 200 The floor's sheet after marking. */ AttendanceSheetResponse;
export type MarkAttendanceApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  attendanceMarkRequest: AttendanceMarkRequest;
};
export type ListOutpassesApiResponse =
  /** status 200 A page of outpasses. */ OutpassListResponse;
export type ListOutpassesApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Comma-separated statuses; all when absent. */
  status?: string;
  /** Only this type. */
  type?: OutpassType;
  /** Comma-separated property ids, e.g. `3,7`. Absent means every property of the operator. */
  propertyIds?: string;
  /** First day of the range, `yyyy-MM-dd`. */
  fromDate?: string;
  /** Last day of the range (inclusive), `yyyy-MM-dd`. */
  toDate?: string;
  /** Free-text search (case-insensitive, matched against names, phone numbers and titles). */
  searchText?: string;
  /** Only this resident's passes. */
  tenantId?: number;
};
export type GetOutpassApiResponse =
  /** status 200 The outpass. */ OutpassDetailResponse;
export type GetOutpassApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type ApplyOutpassActionApiResponse =
  /** status 200 The outpass after the action. */ OutpassDetailResponse;
export type ApplyOutpassActionApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  outpassActionRequest: OutpassActionRequest;
};
export type GetOutpassSetupApiResponse =
  /** status 200 The outpass rules. */ OutpassSetupResponse;
export type GetOutpassSetupApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type SetupOutpassApiResponse =
  /** status 200 The outpass rules. */ OutpassSetupResponse;
export type SetupOutpassApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  outpassSetupRequest: OutpassSetupRequest;
};
export type CreateOutpassApiResponse =
  /** status 201 The pass (PENDING, or APPROVED when auto-approved). */ OutpassDetailResponse;
export type CreateOutpassApiArg = {
  outpassCreateRequest: OutpassCreateRequest;
};
export type AttendanceFloor = {
  floor_id?: number;
  floor_name?: string;
  floorId?: number;
  floorName?: string;
  total_tenants: number;
  present: number;
  absent: number;
  leave: number;
  late: number;
  unmarked: number;
};
export type AttendanceAbsentee = {
  tenant_id: number;
  tenant_name: string;
  phone_number: string;
  floor_id: number;
  floor_name: string;
  room_name: string;
  bed_name: string;
  remarks: string | null;
};
export type AttendanceFloorPage = {
  count: number;
  results: AttendanceFloor[];
  attendance_date: string;
  /** The property's curfew (outpass setup), the moment a pass must cover to make a resident Leave. */
  roll_call_time: string;
  /** Every floor of the property together (floor id and name absent). */
  totals: AttendanceFloor;
  /** The night's residents marked ABSENT on any floor of the property, by floor then room. */
  absentees: AttendanceAbsentee[];
};
export type AttendanceFloorListResponse = {
  data: AttendanceFloorPage;
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
export type AttendanceStatus =
  "PRESENT" | "ABSENT" | "LEAVE" | "LATE" | "UNMARKED";
export type OutpassStatus =
  | "PENDING"
  | "APPROVED"
  | "REJECTED"
  | "CANCELLED"
  | "OUT"
  | "RETURNED"
  | "OVERDUE"
  | "RETURNED_LATE"
  | "EXPIRED";
export type AttendanceRevision = {
  status: AttendanceStatus;
  late_entry_time: string | null;
  remarks: string | null;
  marked_at: string;
  marked_by_name: string | null;
};
export type AttendanceEntry = {
  tenant_id: number;
  tenant_name: string;
  room_name: string;
  bed_name: string;
  status: AttendanceStatus;
  late_entry_time: string | null;
  remarks: string | null;
  /** The pass (APPROVED, OUT, OVERDUE or returned after the roll-call time) covering the night's roll-call time; such a resident is LEAVE until marked otherwise, and never counted absent by default. */
  outpass_id: number | null;
  outpass_status: OutpassStatus | null;
  marked_at: string | null;
  /** The staff member named on the mark, else the operator's name; null while unmarked or derived. */
  marked_by_name: string | null;
  /** Earlier marks of this resident for this night that a re-mark replaced, oldest first. */
  history: AttendanceRevision[];
};
export type AttendanceSheet = {
  property_id: number;
  attendance_date: string;
  floor_id: number;
  floor_name: string;
  summary: AttendanceFloor;
  entries: AttendanceEntry[];
};
export type AttendanceSheetResponse = {
  data: AttendanceSheet;
};
export type AttendanceMarkEntry = {
  tenant_id: number;
  status: "PRESENT" | "ABSENT" | "LEAVE" | "LATE";
  /** Required with LATE (400 otherwise), `HH:mm` in Asia/Kolkata; refused with other statuses. */
  late_entry_time?: string;
  remarks?: string;
};
export type AttendanceMarkRequest = {
  attendance_date: string;
  floor_id?: number;
  floorId?: number;
  floor_name?: string;
  floorName?: string;
  /** The staff member who took the roll-call (active, of the operator); the operator when absent. */
  marked_by_staff_id?: number;
  entries: AttendanceMarkEntry[];
};
export type OutpassType =
  "DAY_OUTING" | "NIGHT_OUT" | "HOME_LEAVE" | "EMERGENCY";
export type OutpassAction =
  "APPROVE" | "REJECT" | "MARK_OUT" | "MARK_IN" | "CANCEL";
export type Outpass = {
  id: number;
  tenant_id: number;
  tenant_name: string;
  tenant_phone: string;
  property_id: number;
  property_name: string;
  floor_name: string | null;
  room_name: string | null;
  bed_name: string | null;
  type: OutpassType;
  status: OutpassStatus;
  from_at: string;
  to_at: string;
  destination: string;
  reason: string;
  contact_phone: string | null;
  /** Null while the guardian has not answered (or is not asked). */
  guardian_approved: boolean | null;
  actual_out_at: string | null;
  actual_in_at: string | null;
  /** Minutes past `to_at` of the return (RETURNED_LATE), or so far (OVERDUE); null otherwise. */
  late_by_minutes: number | null;
  /** The actions the pass's state allows now (the sheet shows only these). */
  allowed_actions: OutpassAction[];
  created_at: string;
};
export type OutpassPage = {
  count: number;
  results: Outpass[];
  /** Passes per status under every filter but `status` (for the tabs' badges). */
  status_counts: {
    [key: string]: number;
  };
};
export type OutpassListResponse = {
  data: OutpassPage;
};
export type OutpassHistoryEntry = {
  event:
    | "REQUESTED"
    | "AUTO_APPROVED"
    | "APPROVED"
    | "REJECTED"
    | "CANCELLED"
    | "OUT"
    | "IN"
    | "OVERDUE"
    | "EXPIRED";
  at: string;
  by_name: string | null;
  remarks: string | null;
};
export type OutpassNotice = {
  to: string;
  recipient: "RESIDENT" | "GUARDIAN";
  event: "APPROVED" | "OUT" | "LATE_RETURN" | "OVERDUE";
  status: "RECORDED" | "SENT" | "FAILED";
  created_at: string;
};
export type OutpassDetail = {
  outpass: Outpass;
  history: OutpassHistoryEntry[];
  notices: OutpassNotice[];
};
export type OutpassDetailResponse = {
  data: OutpassDetail;
};
export type OutpassActionRequest = {
  action: OutpassAction;
  remarks?: string;
  /** When the resident went out or came back (MARK_OUT, MARK_IN); default now; not in the future. */
  at?: string;
  guardian_approved?: boolean;
  /** The staff member who acted (active, of the operator); the operator when absent. */
  by_staff_id?: number;
};
export type OutpassLeadHours = {
  DAY_OUTING: number;
  NIGHT_OUT: number;
  HOME_LEAVE: number;
  EMERGENCY: number;
};
export type OutpassSetup = {
  property_id: number;
  is_enabled: boolean;
  require_guardian_approval: boolean;
  lead_hours: OutpassLeadHours;
  /** NIGHT_OUT and HOME_LEAVE passes a resident may have per calendar month (by `from_at`); null for no limit. */
  monthly_quota: number | null;
  /** Gate closes; also the night roll-call's moment. */
  curfew_time: string;
  late_grace_minutes: number;
  /** DAY_OUTING passes this long or shorter are approved at once; 0 turns it off. */
  auto_approve_outing_hours: number;
  /** Skip the resident's meals inside an approved pass (takes effect with the food module). */
  auto_skip_meals: boolean;
  /** Null while the property runs on the defaults. */
  updated_at: string | null;
};
export type OutpassSetupResponse = {
  data: OutpassSetup;
};
export type OutpassSetupRequest = {
  is_enabled?: boolean;
  require_guardian_approval?: boolean;
  lead_hours?: OutpassLeadHours;
  monthly_quota?: number | null;
  curfew_time?: string;
  late_grace_minutes?: number;
  auto_approve_outing_hours?: number;
  auto_skip_meals?: boolean;
};
export type OutpassCreateRequest = {
  tenant_id: number;
  type: OutpassType;
  from_at: string;
  to_at: string;
  destination: string;
  reason: string;
  contact_phone?: string;
  /** The guardian already approved (told the warden); absent when not asked yet. */
  guardian_approved?: boolean;
};
export const {
  useListAttendanceFloorsQuery,
  useLazyListAttendanceFloorsQuery,
  useGetAttendanceQuery,
  useLazyGetAttendanceQuery,
  useMarkAttendanceMutation,
  useListOutpassesQuery,
  useLazyListOutpassesQuery,
  useGetOutpassQuery,
  useLazyGetOutpassQuery,
  useApplyOutpassActionMutation,
  useGetOutpassSetupQuery,
  useLazyGetOutpassSetupQuery,
  useSetupOutpassMutation,
  useCreateOutpassMutation,
} = injectedRtkApi;
