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
              floor_id: queryArg.floorId,
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
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
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
  /** Floor. */
  floorId: number;
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
export type AttendanceFloor = {
  floor_id: number;
  floor_name: string;
  total_tenants: number;
  present: number;
  absent: number;
  leave: number;
  late: number;
  unmarked: number;
};
export type AttendanceFloorPage = {
  count: number;
  results: AttendanceFloor[];
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
export type AttendanceEntry = {
  tenant_id: number;
  tenant_name: string;
  room_name: string;
  bed_name: string;
  status: AttendanceStatus;
  late_entry_time: string | null;
  remarks: string | null;
  /** Approved outpass covering the night, if any. */
  outpass_id: number | null;
  marked_at: string | null;
  marked_by_name: string | null;
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
  /** Required with LATE, `HH:mm`. */
  late_entry_time?: string;
  remarks?: string;
};
export type AttendanceMarkRequest = {
  attendance_date: string;
  floor_id: number;
  floor_name?: string;
  entries: AttendanceMarkEntry[];
};
export type OutpassType =
  "DAY_OUTING" | "NIGHT_OUT" | "HOME_LEAVE" | "EMERGENCY";
export type OutpassStatus =
  | "PENDING"
  | "APPROVED"
  | "REJECTED"
  | "OUT"
  | "RETURNED"
  | "OVERDUE"
  | "CANCELLED";
export type Outpass = {
  id: number;
  tenant_id: number;
  tenant_name: string;
  property_id: number;
  property_name: string;
  room_name: string | null;
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
  created_at: string;
};
export type OutpassPage = {
  count: number;
  results: Outpass[];
};
export type OutpassListResponse = {
  data: OutpassPage;
};
export type OutpassHistoryEntry = {
  action:
    | "REQUESTED"
    | "APPROVE"
    | "REJECT"
    | "MARK_OUT"
    | "MARK_RETURNED"
    | "CANCEL"
    | "OVERDUE";
  at: string;
  by_name: string | null;
  remarks: string | null;
};
export type OutpassDetail = {
  outpass: Outpass;
  /** Meals skipped automatically for the pass window. */
  skipped_meals: number;
  history: OutpassHistoryEntry[];
};
export type OutpassDetailResponse = {
  data: OutpassDetail;
};
export type OutpassActionRequest = {
  action: "APPROVE" | "REJECT" | "MARK_OUT" | "MARK_RETURNED" | "CANCEL";
  remarks?: string;
  /** When the tenant went out or came back (MARK_OUT, MARK_RETURNED); default now. */
  at?: string;
};
export type OutpassSetup = {
  property_id: number;
  is_enabled: boolean;
  require_guardian_approval: boolean;
  apply_hours_before: number;
  /** Night-outs allowed per month; null for no limit. */
  weekend_quota_per_month: number | null;
  curfew_time: string | null;
  late_grace_minutes: number;
  /** Skip the tenant's meals inside an approved pass (they count towards rebates). */
  auto_skip_meals: boolean;
};
export type OutpassSetupResponse = {
  data: OutpassSetup;
};
export type OutpassSetupRequest = {
  is_enabled?: boolean;
  require_guardian_approval?: boolean;
  apply_hours_before?: number;
  weekend_quota_per_month?: number | null;
  curfew_time?: string | null;
  late_grace_minutes?: number;
  auto_skip_meals?: boolean;
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
} = injectedRtkApi;
