import { api } from "../../app/core/api";
export const addTagTypes = ["inventory"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      lookupBeds: build.query<LookupBedsApiResponse, LookupBedsApiArg>({
        query: (queryArg) => ({
          url: `/inventory/api/v1/operator/property/${queryArg.id}/bed/list`,
          params: {
            add_on: queryArg.addOn,
            status2: queryArg.status2,
            status_name: queryArg.statusName,
            source: queryArg.source,
            property_name: queryArg.propertyName,
            icon_v: queryArg.iconV,
            show_inactive: queryArg.showInactive,
            tenant_id: queryArg.tenantId,
            current_date: queryArg.currentDate,
            floor_id: queryArg.floorId,
            room_type_filter: queryArg.roomTypeFilter,
            search_text: queryArg.searchText,
            limit: queryArg.limit,
          },
        }),
        providesTags: ["inventory"],
      }),
      getBedDetails: build.query<GetBedDetailsApiResponse, GetBedDetailsApiArg>(
        {
          query: (queryArg) => ({
            url: `/inventory/api/v1/operator/bed/${queryArg.id}/details`,
          }),
          providesTags: ["inventory"],
        },
      ),
      getBedAvailability: build.query<
        GetBedAvailabilityApiResponse,
        GetBedAvailabilityApiArg
      >({
        query: (queryArg) => ({
          url: `/inventory/api/v1/operator/bed/${queryArg.id}/availability`,
          params: {
            from_date: queryArg.fromDate,
            to_date: queryArg.toDate,
          },
        }),
        providesTags: ["inventory"],
      }),
      createBedAllotment: build.mutation<
        CreateBedAllotmentApiResponse,
        CreateBedAllotmentApiArg
      >({
        query: (queryArg) => ({
          url: `/inventory/api/v1/operator/bed/${queryArg.id}/allotment`,
          method: "POST",
          body: queryArg.bedAllotmentCreateRequest,
        }),
        invalidatesTags: ["inventory"],
      }),
      unlinkAllotment: build.mutation<
        UnlinkAllotmentApiResponse,
        UnlinkAllotmentApiArg
      >({
        query: (queryArg) => ({
          url: `/inventory/api/v1/operator/allotment/${queryArg.id}/unlink`,
          method: "POST",
          body: queryArg.allotmentUnlinkRequest,
        }),
        invalidatesTags: ["inventory"],
      }),
      editRooms: build.mutation<EditRoomsApiResponse, EditRoomsApiArg>({
        query: (queryArg) => ({
          url: `/inventory/api/v1/operator/room/multiple_edit`,
          method: "PUT",
          body: queryArg.roomMultipleEditRequest,
        }),
        invalidatesTags: ["inventory"],
      }),
      toggleRoom: build.mutation<ToggleRoomApiResponse, ToggleRoomApiArg>({
        query: (queryArg) => ({
          url: `/inventory/api/v1/operator/room/${queryArg.id}/toggle`,
          method: "POST",
          body: queryArg.roomToggleRequest,
        }),
        invalidatesTags: ["inventory"],
      }),
      updateRoom: build.mutation<UpdateRoomApiResponse, UpdateRoomApiArg>({
        query: (queryArg) => ({
          url: `/inventory/api/v1/operator/room/${queryArg.id}`,
          method: "PUT",
          body: queryArg.roomUpdateRequest,
        }),
        invalidatesTags: ["inventory"],
      }),
      editPropertyInventory: build.mutation<
        EditPropertyInventoryApiResponse,
        EditPropertyInventoryApiArg
      >({
        query: (queryArg) => ({
          url: `/inventory/api/v1/operator/property/${queryArg.id}/inventory/edit`,
          method: "POST",
          body: queryArg.inventoryEditRequest,
        }),
        invalidatesTags: ["inventory"],
      }),
      createRoomType: build.mutation<
        CreateRoomTypeApiResponse,
        CreateRoomTypeApiArg
      >({
        query: (queryArg) => ({
          url: `/inventory/api/v1/operator/room_type`,
          method: "POST",
          body: queryArg.roomTypeCreateRequest,
        }),
        invalidatesTags: ["inventory"],
      }),
      listFloors: build.query<ListFloorsApiResponse, ListFloorsApiArg>({
        query: (queryArg) => ({
          url: `/inventory/api/v1/operator/property/${queryArg.id}/floor/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            show_inactive: queryArg.showInactive,
          },
        }),
        providesTags: ["inventory"],
      }),
      getPropertySummary: build.query<
        GetPropertySummaryApiResponse,
        GetPropertySummaryApiArg
      >({
        query: (queryArg) => ({
          url: `/dashboard/api/v1/operator/property/${queryArg.id}/summary`,
        }),
        providesTags: ["inventory"],
      }),
      listRoomTypes: build.query<ListRoomTypesApiResponse, ListRoomTypesApiArg>(
        {
          query: (queryArg) => ({
            url: `/inventory/api/v1/operator/property/${queryArg.id}/room_type/list`,
            params: {
              offset: queryArg.offset,
              limit: queryArg.limit,
            },
          }),
          providesTags: ["inventory"],
        },
      ),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type LookupBedsApiResponse =
  /** status 200 The matching beds. */ BedLookupResponse;
export type LookupBedsApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  /** Extra data per bed; DUES (default) adds `dues_paise`. */
  addOn?: BedLookupAddOn;
  /** Comma-separated bed status codes to include: 1 Available, 2 Occupied, 3 Booked, 4 Ending. */
  status2?: string;
  /** Sent as `Vacant` together with `status2=1` by vacant-bed pickers; informational (status2 decides). */
  statusName?: "Vacant";
  /** Calling screen, e.g. `add_tenant`; for logs only. */
  source?: string;
  /** Sent by pickers with `source`; informational (the path gives the property). */
  propertyName?: string;
  /** Icon set of the legend and the beds' `status_name`: 1 (status 2 reads Active) or 2 (status 2 reads Occupied). */
  iconV?: 1 | 2;
  /** Include beds of inactive rooms and inactive beds. */
  showInactive?: boolean;
  /** Compute statuses for this tenant (room transfer); mutually exclusive with current_date (400 if both). */
  tenantId?: number;
  /** Date the statuses are computed for, `yyyy-MM-dd`; default today. */
  currentDate?: string;
  /** Only this floor. */
  floorId?: number;
  /** Comma-separated room type ids. */
  roomTypeFilter?: string;
  /** Search in bed, room and tenant names. */
  searchText?: string;
  /** Only the first `limit` matching beds in board order (the same order and filters as without it), read without going through the whole property, so that a board can paint its first screens while the full answer is on its way. The answer then carries `partial` (true when more beds match) and no `status_counts`, which need every bed, unless no bed was left out (`partial` false, no status filter, no `search_text`): that answer is the whole board, with its counts, and needs no second lookup. Without `limit` the answer is the whole board. */
  limit?: number;
};
export type GetBedDetailsApiResponse =
  /** status 200 The bed. */ BedDetailResponse;
export type GetBedDetailsApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type GetBedAvailabilityApiResponse =
  /** status 200 The bed's periods over the range. */ BedAvailabilityResponse;
export type GetBedAvailabilityApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  /** First day, `yyyy-MM-dd`. */
  fromDate: string;
  /** Last day (inclusive), `yyyy-MM-dd`. */
  toDate: string;
};
export type CreateBedAllotmentApiResponse =
  /** status 201 The allotment. */ AllotmentResponse;
export type CreateBedAllotmentApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  bedAllotmentCreateRequest: BedAllotmentCreateRequest;
};
export type UnlinkAllotmentApiResponse =
  /** status 200 The allotment, now UNLINKED or ENDED. */ AllotmentResponse;
export type UnlinkAllotmentApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  allotmentUnlinkRequest: AllotmentUnlinkRequest;
};
export type EditRoomsApiResponse =
  /** status 200 The updated rooms. */ RoomMultipleEditResponse;
export type EditRoomsApiArg = {
  roomMultipleEditRequest: RoomMultipleEditRequest;
};
export type ToggleRoomApiResponse = /** status 200 The room. */ RoomResponse;
export type ToggleRoomApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  roomToggleRequest: RoomToggleRequest;
};
export type UpdateRoomApiResponse =
  /** status 200 The updated room. */ RoomResponse;
export type UpdateRoomApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  roomUpdateRequest: RoomUpdateRequest;
};
export type EditPropertyInventoryApiResponse =
  /** status 200 What was added, and the property's floors. */ InventoryEditResponse;
export type EditPropertyInventoryApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  inventoryEditRequest: InventoryEditRequest;
};
export type CreateRoomTypeApiResponse =
  /** status 201 The room type. */ RoomTypeResponse;
export type CreateRoomTypeApiArg = {
  roomTypeCreateRequest: RoomTypeCreateRequest;
};
export type ListFloorsApiResponse =
  /** status 200 A page of floors. */ FloorListResponse;
export type ListFloorsApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Include inactive rooms. */
  showInactive?: boolean;
};
export type GetPropertySummaryApiResponse =
  /** status 200 The property summary. */ PropertySummaryResponse;
export type GetPropertySummaryApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type ListRoomTypesApiResponse =
  /** status 200 A page of room types. */ RoomTypeListResponse;
export type ListRoomTypesApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 50 (meal options and food items, spec §9). */
  limit?: number;
};
export type LettingUnit = "BED" | "UNIT";
export type BedStatusCounts = {
  available: number;
  occupied: number;
  booked: number;
  ending: number;
};
export type BedStatus = 1 | 2 | 3 | 4;
export type BedStatusName =
  "Available" | "Active" | "Occupied" | "Booked" | "Ending";
export type BedLegendEntry = {
  status: BedStatus;
  status_name: BedStatusName;
  icon: string;
};
export type BedLookupFloor = {
  id: number;
  name: string;
  level: number;
};
export type BedLookupRoomType = {
  id: number;
  name: string;
};
export type BedLookupRoom = {
  id: number;
  name: string;
  /** The room's floor, one of the result's `floors`. */
  floor_id: number;
  /** The room's type, one of the result's `room_types`; null when the room has none. */
  room_type_id: number | null;
  sharing: number;
  is_ac: boolean;
};
export type BedLookupItem = {
  id: number;
  name: string;
  /** The bed's room, one of the result's `rooms`. */
  room_id: number;
  /** False when the bed or its room is inactive (such beds are listed only with `show_inactive`). */
  is_active: boolean;
  status: BedStatus;
  status_name: BedStatusName;
  /** The bed's own rent when it has one, else its room's. */
  rent_paise: number;
  /** The allotment that gives the status (current, else the next booking). */
  allotment_id: number | null;
  tenant_id: number | null;
  tenant_name: string | null;
  move_in_date: string | null;
  move_out_date: string | null;
  /** Current tenant's outstanding dues in paise when `add_on=DUES`; null otherwise. */
  dues_paise: number | null;
};
export type BedLookupResult = {
  property_id: number;
  /** The date statuses were computed for (null when a tenant_id lookup was made). */
  current_date: string | null;
  letting_unit: LettingUnit;
  /** The number of beds in `results`. */
  count: number;
  /** Beds per status over the whole board; absent when the query sent `limit`, unless the answer is the whole board. */
  status_counts?: BedStatusCounts;
  /** Present only when the query sent `limit`; true when more beds match than `results` holds (the rest come with the full lookup, without `limit`). */
  partial?: boolean;
  /** The name and icon of each status in the requested icon set (`icon_v`); a bed's icon is its status's. */
  legend: BedLegendEntry[];
  /** The floors of `rooms`, each once, by level (then id). */
  floors: BedLookupFloor[];
  /** The room types of `rooms`, each once, in the order `rooms` first names them. */
  room_types: BedLookupRoomType[];
  /** The rooms of `results`, each once, in board order (floor level, floor, room name). */
  rooms: BedLookupRoom[];
  /** The beds, in board order (by their room's place in `rooms`, then bed name). */
  results: BedLookupItem[];
};
export type BedLookupResponse = {
  data: BedLookupResult;
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
export type BedLookupAddOn = "DUES" | "NONE";
export type BathType = "ATTACHED" | "COMMON";
export type AllotmentStatus =
  "BOOKED" | "ACTIVE" | "ENDING" | "ENDED" | "UNLINKED";
export type Allotment = {
  id: number;
  bed_id: number;
  bed_name: string;
  room_id: number;
  room_name: string;
  property_id: number;
  tenant_id: number;
  tenant_name: string;
  from_date: string;
  /** Move-out date (last night in the bed), or null while open-ended. */
  to_date: string | null;
  status: AllotmentStatus;
  /** Monthly rent agreed for this stay, integer paise. */
  rent_paise: number;
  deposit_paise: number;
  created_at: string;
  unlinked_at: string | null;
};
export type BedDetail = {
  id: number;
  /** e.g. `203-A`. */
  name: string;
  property_id: number;
  property_name: string;
  floor_id: number;
  floor_name: string;
  room_id: number;
  room_name: string;
  room_type_id: number | null;
  room_type_name: string | null;
  sharing: number;
  is_ac: boolean;
  bath_type: BathType;
  is_unit: boolean;
  is_active: boolean;
  /** Effective monthly rent (override, else room, else room type), integer paise. */
  rent_paise: number;
  rent_override_paise: number | null;
  deposit_paise: number;
  status: BedStatus;
  status_name: BedStatusName;
  current_allotment_id: number | null;
  /** Outstanding balance of the current tenant's collections, integer paise (0 without a tenant). */
  dues_paise: number;
  /** Current and future allotments, by from_date. */
  allotments: Allotment[];
};
export type BedDetailResponse = {
  data: BedDetail;
};
export type AvailabilityPeriod = {
  from_date: string;
  /** Inclusive; null when the period is open-ended. */
  to_date: string | null;
  status: BedStatus;
  allotment_id: number | null;
  tenant_name: string | null;
};
export type BedAvailability = {
  bed_id: number;
  from_date: string;
  to_date: string;
  /** True when no allotment overlaps the whole range (the bed can be allotted for it). */
  is_available: boolean;
  /** First free day on or after from_date, or null when none is known. */
  available_from: string | null;
  periods: AvailabilityPeriod[];
};
export type BedAvailabilityResponse = {
  data: BedAvailability;
};
export type AllotmentResponse = {
  data: Allotment;
};
export type Paise = number;
export type BedAllotmentCreateRequest = {
  tenant_id: number;
  from_date: string;
  to_date?: string | null;
  /** Defaults to the bed's rent. */
  rent_paise?: Paise;
  /** Defaults to the tenant's deposit. */
  deposit_paise?: Paise;
};
export type AllotmentUnlinkRequest = {
  unlink_date?: string;
  reason?: string;
};
export type Room = {
  id: number;
  property_id: number;
  floor_id: number;
  floor_name: string;
  /** Room number or name, e.g. `203`. */
  name: string;
  room_type_id: number | null;
  room_type_name: string | null;
  /** Beds the room is designed for (1 for units). */
  sharing: number;
  is_ac: boolean;
  bath_type: BathType;
  /** An inactive room's beds are hidden from the board unless `show_inactive=true`, and cannot be allotted. */
  is_active: boolean;
  /** True in COMMERCIAL and RETAIL properties. */
  is_unit: boolean;
  /** Monthly rent per bed for this room, integer paise (₹1 = 100). A bed may override it. */
  rent_paise: number;
  bed_count: number;
  feature_ids: number[];
  /** Electricity sub-meter number. */
  meter_number: string | null;
  area_sqft: number | null;
};
export type RoomMultipleEditResult = {
  updated_count: number;
  rooms: Room[];
};
export type RoomMultipleEditResponse = {
  data: RoomMultipleEditResult;
};
export type RoomMultipleEditRequest = {
  room_id_list: number[];
  room_type_id?: number | null;
  is_ac?: boolean;
  bath_type?: BathType;
  rent_paise?: Paise;
  feature_ids?: number[];
  is_active?: boolean;
};
export type RoomResponse = {
  data: Room;
};
export type RoomToggleRequest = {
  is_active: boolean;
};
export type RoomUpdateRequest = {
  name?: string;
  floor_id?: number;
  room_type_id?: number | null;
  sharing?: number;
  is_ac?: boolean;
  bath_type?: BathType;
  rent_paise?: Paise;
  feature_ids?: number[];
  meter_number?: string | null;
  area_sqft?: number | null;
};
export type Floor = {
  id: number;
  property_id: number;
  /** e.g. `Ground floor`, `First floor`. */
  name: string;
  /** 0 for the ground floor; negative for basements. Floors sort by level. */
  level: number;
  room_count: number;
  bed_count: number;
  /** The floor's rooms, sorted by name. */
  rooms: Room[];
};
export type InventoryEditResult = {
  floors_added: number;
  rooms_added: number;
  beds_added: number;
  /** Every floor of the property after the change. */
  floors: Floor[];
};
export type InventoryEditResponse = {
  data: InventoryEditResult;
};
export type InventoryRoomInput = {
  name: string;
  /** Gives sharing, AC, bath and rent; the fields below override it. */
  room_type_id?: number;
  sharing?: number;
  is_ac?: boolean;
  bath_type?: BathType;
  rent_paise?: Paise;
  /** Beds to create; defaults to sharing. Ignored (always 1) in COMMERCIAL and RETAIL properties. */
  bed_count?: number;
  /** Names of the beds; default `<room>-A`, `<room>-B`, … */
  bed_names?: string[];
};
export type InventoryFloorInput = {
  floor_id?: number;
  name?: string;
  level?: number;
  rooms?: InventoryRoomInput[];
};
export type InventoryEditRequest = {
  floors: InventoryFloorInput[];
};
export type RoomType = {
  id: number;
  property_id: number;
  /** e.g. `Double sharing AC`. */
  name: string;
  sharing: number;
  is_ac: boolean;
  bath_type: BathType;
  /** Default monthly rent per bed, integer paise. */
  rent_paise: number;
  /** Default deposit per bed, integer paise. */
  deposit_paise: number;
  feature_ids: number[];
  room_count: number;
};
export type RoomTypeResponse = {
  data: RoomType;
};
export type RoomTypeCreateRequest = {
  property_id: number;
  name: string;
  /** Must be 1 in COMMERCIAL and RETAIL properties. */
  sharing: number;
  is_ac: boolean;
  bath_type: BathType;
  rent_paise: Paise;
  /** Defaults to one month's rent. */
  deposit_paise?: Paise;
  feature_ids?: number[];
};
export type FloorPage = {
  count: number;
  results: Floor[];
};
export type FloorListResponse = {
  data: FloorPage;
};
export type PropertyType =
  "PG" | "HOSTEL" | "COLIVING" | "COMMERCIAL" | "RETAIL";
export type PropertySummary = {
  property_id: number;
  property_name: string;
  property_type: PropertyType;
  letting_unit: LettingUnit;
  as_of: string;
  total_floors: number;
  total_rooms: number;
  /** Active beds (units for COMMERCIAL and RETAIL). */
  total_beds: number;
  inactive_beds: number;
  beds_by_status: BedStatusCounts;
  occupancy_bps: number;
  tenants_active: number;
  tenants_on_notice: number;
  move_ins_this_week: number;
  move_outs_this_week: number;
  /** Sum of this month's collections, integer paise. */
  expected_this_month_paise: number;
  collected_this_month_paise: number;
  /** Outstanding balance of all collections, integer paise. */
  dues_paise: number;
  /** Outstanding balance past due date plus grace days. */
  overdue_paise: number;
};
export type PropertySummaryResponse = {
  data: PropertySummary;
};
export type RoomTypePage = {
  count: number;
  results: RoomType[];
};
export type RoomTypeListResponse = {
  data: RoomTypePage;
};
export const {
  useLookupBedsQuery,
  useLazyLookupBedsQuery,
  useGetBedDetailsQuery,
  useLazyGetBedDetailsQuery,
  useGetBedAvailabilityQuery,
  useLazyGetBedAvailabilityQuery,
  useCreateBedAllotmentMutation,
  useUnlinkAllotmentMutation,
  useEditRoomsMutation,
  useToggleRoomMutation,
  useUpdateRoomMutation,
  useEditPropertyInventoryMutation,
  useCreateRoomTypeMutation,
  useListFloorsQuery,
  useLazyListFloorsQuery,
  useGetPropertySummaryQuery,
  useLazyGetPropertySummaryQuery,
  useListRoomTypesQuery,
  useLazyListRoomTypesQuery,
} = injectedRtkApi;
