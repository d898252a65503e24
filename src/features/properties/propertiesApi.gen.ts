import { api } from "../../app/core/api";
export const addTagTypes = ["properties"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listProperties: build.query<
        ListPropertiesApiResponse,
        ListPropertiesApiArg
      >({
        query: (queryArg) => ({
          url: `/property/api/v1/operator/property/list`,
          params: {
            limit: queryArg.limit,
            offset: queryArg.offset,
            property_name: queryArg.propertyName,
            source: queryArg.source,
            property_type: queryArg.propertyType,
            is_active: queryArg.isActive,
          },
        }),
        providesTags: ["properties"],
      }),
      getProperty: build.query<GetPropertyApiResponse, GetPropertyApiArg>({
        query: (queryArg) => ({
          url: `/property/api/v1/operator/property/${queryArg.id}`,
        }),
        providesTags: ["properties"],
      }),
      updateProperty: build.mutation<
        UpdatePropertyApiResponse,
        UpdatePropertyApiArg
      >({
        query: (queryArg) => ({
          url: `/property/api/v1/operator/property/update/${queryArg.id}`,
          method: "PUT",
          body: queryArg.propertyUpdateRequest,
        }),
        invalidatesTags: ["properties"],
      }),
      getAgreementTerms: build.query<
        GetAgreementTermsApiResponse,
        GetAgreementTermsApiArg
      >({
        query: (queryArg) => ({
          url: `/property/api/v1/operator/agreement`,
          params: {
            room_id: queryArg.roomId,
            bed_id: queryArg.bedId,
          },
        }),
        providesTags: ["properties"],
      }),
      changeRoomFeatures: build.mutation<
        ChangeRoomFeaturesApiResponse,
        ChangeRoomFeaturesApiArg
      >({
        query: (queryArg) => ({
          url: `/property/api/v1/operator/room_feature/add_update_remove`,
          method: "POST",
          body: queryArg.roomFeatureChangeRequest,
        }),
        invalidatesTags: ["properties"],
      }),
      listRoomFeatures: build.query<
        ListRoomFeaturesApiResponse,
        ListRoomFeaturesApiArg
      >({
        query: (queryArg) => ({
          url: `/property/api/v1/operator/property/${queryArg.id}/room_feature/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
          },
        }),
        providesTags: ["properties"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type ListPropertiesApiResponse =
  /** status 200 A page of properties. */ PropertyListResponse;
export type ListPropertiesApiArg = {
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Number of rows to skip. */
  offset?: number;
  /** Case-insensitive search in the property name. */
  propertyName?: string;
  /** Calling screen, for logs only (e.g. `properties`, `picker`, `inventory`); it does not change the result. */
  source?: string;
  /** `all` or one property type; either letter case. */
  propertyType?: PropertyTypeFilter;
  /** Only active (true) or inactive (false) properties; both when absent. */
  isActive?: boolean;
};
export type GetPropertyApiResponse =
  /** status 200 The property. */ PropertyDetailResponse;
export type GetPropertyApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type UpdatePropertyApiResponse =
  /** status 200 The updated property. */ PropertyDetailResponse;
export type UpdatePropertyApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  propertyUpdateRequest: PropertyUpdateRequest;
};
export type GetAgreementTermsApiResponse =
  /** status 200 The agreement terms. */ AgreementLookupResponse;
export type GetAgreementTermsApiArg = {
  /** Room to look up. */
  roomId: number;
  /** Bed of that room; must belong to the room (400 otherwise). */
  bedId?: number;
};
export type ChangeRoomFeaturesApiResponse =
  /** status 200 Every feature of the property after the change. */ RoomFeatureListResponse;
export type ChangeRoomFeaturesApiArg = {
  roomFeatureChangeRequest: RoomFeatureChangeRequest;
};
export type ListRoomFeaturesApiResponse =
  /** status 200 A page of room features. */ RoomFeatureListResponse;
export type ListRoomFeaturesApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 50 (meal options and food items, spec §9). */
  limit?: number;
};
export type PropertyType =
  "PG" | "HOSTEL" | "COLIVING" | "COMMERCIAL" | "RETAIL";
export type LettingUnit = "BED" | "UNIT";
export type PropertyListItem = {
  id: number;
  property_name: string;
  property_type: PropertyType;
  letting_unit: LettingUnit;
  /** Who the property houses; null for COMMERCIAL and RETAIL. */
  gender:
    ("BOYS" | "GIRLS" | "COED" | null) | ("BOYS" | "GIRLS" | "COED" | null);
  city_name: string;
  locality: string | null;
  image: string | null;
  is_active: boolean;
  total_floors: number;
  /** Rooms, or units for COMMERCIAL and RETAIL. */
  total_rooms: number;
  /** Active beds (units for COMMERCIAL and RETAIL). Occupancy counts beds, not rooms. */
  total_beds: number;
  /** Beds with a current allotment (statuses 2 Occupied and 4 Ending). */
  occupied_beds: number;
  /** Beds with status 1 Available. */
  available_beds: number;
  /** occupied_beds ÷ total_beds in basis points (9000 = 90%); 0 when there are no beds. */
  occupancy_bps: number;
};
export type PropertyPage = {
  count: number;
  results: PropertyListItem[];
};
export type PropertyListResponse = {
  data: PropertyPage;
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
export type PropertyTypeFilter =
  | "all"
  | "ALL"
  | "pg"
  | "PG"
  | "hostel"
  | "HOSTEL"
  | "coliving"
  | "COLIVING"
  | "commercial"
  | "COMMERCIAL"
  | "retail"
  | "RETAIL";
export type Address = {
  line1: string;
  line2: string | null;
  /** e.g. `Koramangala 4th Block`. */
  locality: string | null;
  city_id: number | null;
  city_name: string;
  state: string;
  pincode: string;
  country_iso_code: string;
};
export type RentCycle = "CALENDAR_MONTH" | "ANNIVERSARY";
export type ProRateMethod = "ACTUAL_DAYS" | "THIRTY_DAYS" | "FULL_MONTH";
export type LateFeeType = "NONE" | "FIXED" | "PERCENT" | "PER_DAY";
export type PropertyDetail = {
  id: number;
  property_name: string;
  property_type: PropertyType;
  letting_unit: LettingUnit;
  gender:
    ("BOYS" | "GIRLS" | "COED" | null) | ("BOYS" | "GIRLS" | "COED" | null);
  description: string | null;
  image: string | null;
  is_active: boolean;
  address: Address;
  /** Phone shown to tenants, e.g. `+91 98450 12345`. */
  contact_phone: string | null;
  manager_name: string | null;
  total_floors: number;
  total_rooms: number;
  total_beds: number;
  occupied_beds: number;
  available_beds: number;
  occupancy_bps: number;
  rent_cycle: RentCycle;
  /** Day of the month rent falls due (CALENDAR_MONTH cycle). Default 1. */
  rent_due_day: number;
  /** Days after the due date before a due counts as overdue. Default 5. */
  grace_days: number;
  pro_rate_method: ProRateMethod;
  /** Default 30. */
  notice_period_days: number;
  lock_in_months: number;
  /** Days a booking held by a token stays valid. Default 30. */
  token_expiry_days: number;
  late_fee_type: LateFeeType;
  /** Paise for FIXED and PER_DAY; basis points for PERCENT; 0 for NONE. */
  late_fee_value: number;
  food_enabled: boolean;
  attendance_enabled: boolean;
  outpass_enabled: boolean;
  /** Entry deadline as `HH:mm` (24-hour), e.g. `22:00`. */
  curfew_time: string | null;
  gst_registered: boolean;
  gstin: string | null;
  /** GST rate applied to this property's rent (0 when exempt). Configurable; confirm with an accountant. */
  tax_rate_bps: number;
  /** Landlord PAN printed on receipts (needed for HRA claims above ₹1 lakh a year). */
  pan: string | null;
  /** VPA used in payment links and QR codes for this property, overriding the operator-wide UPI id of Settings → Payments (null uses that one), e.g. `roostpg@okhdfc`. */
  upi_id: string | null;
  /** Payee name (`pn`) for UPI links. */
  payee_name: string | null;
  amenities: string[];
  house_rules: string[];
  created_at: string;
  updated_at: string;
};
export type PropertyDetailResponse = {
  data: PropertyDetail;
};
export type AddressInput = {
  line1: string;
  line2?: string | null;
  locality?: string | null;
  city_id?: number | null;
  city_name: string;
  state: string;
  pincode: string;
  country_iso_code?: string;
};
export type PropertyUpdateRequest = {
  property_name?: string;
  property_type?: PropertyType;
  gender?:
    ("BOYS" | "GIRLS" | "COED" | null) | ("BOYS" | "GIRLS" | "COED" | null);
  description?: string | null;
  image?: string | null;
  is_active?: boolean;
  address?: AddressInput;
  contact_phone?: string | null;
  manager_name?: string | null;
  rent_cycle?: RentCycle;
  rent_due_day?: number;
  grace_days?: number;
  pro_rate_method?: ProRateMethod;
  notice_period_days?: number;
  lock_in_months?: number;
  token_expiry_days?: number;
  late_fee_type?: LateFeeType;
  late_fee_value?: number;
  food_enabled?: boolean;
  attendance_enabled?: boolean;
  outpass_enabled?: boolean;
  curfew_time?: string | null;
  gst_registered?: boolean;
  gstin?: string | null;
  tax_rate_bps?: number;
  pan?: string | null;
  upi_id?: string | null;
  payee_name?: string | null;
  amenities?: string[];
  house_rules?: string[];
};
export type AgreementLookup = {
  property_id: number;
  room_id: number;
  bed_id: number | null;
  /** Current tenant of the bed, if any. */
  tenant_id: number | null;
  tenant_name: string | null;
  /** Monthly rent, integer paise (₹1 = 100). */
  rent_paise: number;
  /** Security deposit, integer paise. */
  deposit_paise: number;
  term_months: number;
  lock_in_months: number;
  notice_period_days: number;
  rent_due_day: number;
  late_fee_type: LateFeeType;
  late_fee_value: number;
  /** What the rent includes, e.g. `Food (3 meals)`, `Wi-Fi`, `Housekeeping`, `Electricity by sub-meter`. */
  inclusions: string[];
  house_rules: string[];
  /** The tenant's current agreement, if one exists. */
  agreement_id: number | null;
  agreement_status:
    | ("GENERATED" | "SIGNED" | "EXPIRED" | "CANCELLED" | null)
    | ("GENERATED" | "SIGNED" | "EXPIRED" | "CANCELLED" | null);
  /** Relative URL of the agreement PDF (downloadRentAgreement). */
  agreement_pdf_url: string | null;
};
export type AgreementLookupResponse = {
  data: AgreementLookup;
};
export type RoomFeature = {
  id: number;
  property_id: number;
  name: string;
  /** Icon key from the app's icon set, e.g. `wifi`. */
  icon: string | null;
  /** Rooms that have this feature. */
  room_count: number;
};
export type RoomFeaturePage = {
  count: number;
  results: RoomFeature[];
};
export type RoomFeatureListResponse = {
  data: RoomFeaturePage;
};
export type RoomFeatureInput = {
  name: string;
  icon?: string | null;
};
export type RoomFeatureUpdate = {
  id: number;
  name?: string;
  icon?: string | null;
};
export type RoomFeatureChangeRequest = {
  property_id: number;
  add?: RoomFeatureInput[];
  update?: RoomFeatureUpdate[];
  remove?: number[];
};
export const {
  useListPropertiesQuery,
  useLazyListPropertiesQuery,
  useGetPropertyQuery,
  useLazyGetPropertyQuery,
  useUpdatePropertyMutation,
  useGetAgreementTermsQuery,
  useLazyGetAgreementTermsQuery,
  useChangeRoomFeaturesMutation,
  useListRoomFeaturesQuery,
  useLazyListRoomFeaturesQuery,
} = injectedRtkApi;
