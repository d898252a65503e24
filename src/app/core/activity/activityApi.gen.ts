import { api } from "../api";
export const addTagTypes = ["activity"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listActivity: build.query<ListActivityApiResponse, ListActivityApiArg>({
        query: (queryArg) => ({
          url: `/user/api/v1/operator/activity/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            entity: queryArg.entity,
            operation: queryArg.operation,
            property_id: queryArg.propertyId,
            from_date: queryArg.fromDate,
            to_date: queryArg.toDate,
            search_text: queryArg.searchText,
          },
        }),
        providesTags: ["activity"],
      }),
      getRecordHistory: build.query<
        GetRecordHistoryApiResponse,
        GetRecordHistoryApiArg
      >({
        query: (queryArg) => ({
          url: `/user/api/v1/operator/activity/history`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            entity: queryArg.entity,
            entity_id: queryArg.entityId,
          },
        }),
        providesTags: ["activity"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type ListActivityApiResponse =
  /** status 200 A page of entries, newest first. */ ActivityPageResponse;
export type ListActivityApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 20 (remarks and reports, spec §9). */
  limit?: number;
  /** Only entries whose main record is of this kind. */
  entity?: ActivityEntity;
  /** Only entries made by this operation (an operationId, `markCollectionPaid`). */
  operation?: string;
  /** Restrict to one property of the operator. */
  propertyId?: number;
  /** Entries made on or after this day (Asia/Kolkata). */
  fromDate?: string;
  /** Entries made on or before this day (Asia/Kolkata); at most 366 days after `from_date`. */
  toDate?: string;
  /** Case-insensitive text matched in the summary and the actor's name. */
  searchText?: string;
};
export type GetRecordHistoryApiResponse =
  /** status 200 A page of the record's entries, newest first. */ ActivityPageResponse;
export type GetRecordHistoryApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 20 (remarks and reports, spec §9). */
  limit?: number;
  /** The kind of record. */
  entity: ActivityEntity;
  /** The record's id. */
  entityId: string;
};
export type ActivityEntity =
  | "collection"
  | "transaction"
  | "tenant"
  | "allotment"
  | "token_request"
  | "bed"
  | "room"
  | "offboarding"
  | "expense"
  | "complaint"
  | "cash_handover"
  | "operator"
  | "module"
  | "bank_account"
  | "payment_settings"
  | "house_rule"
  | "property";
export type ActivityChanges = {
  [key: string]: any;
};
export type ActivitySubject = {
  entity: ActivityEntity;
  /** The record's id, as text (some records have text ids). */
  entity_id: string;
};
export type ActivityEntry = {
  id: number;
  /** When the change was committed (UTC). */
  at: string;
  /** The signed-in session (token) that made the change; null for a change the server made itself. */
  session_id: number | null;
  /** Who made the change, as the operator's name read then. */
  actor_name: string;
  /** The operationId of the request that made the change (`markCollectionPaid`); `system` for the server's own. */
  operation: string;
  entity: ActivityEntity;
  /** The id of the main record changed, as text. */
  entity_id: string;
  /** The property the record belongs to, when it belongs to one. */
  property_id: number | null;
  property_name: string | null;
  /** One line an operator reads ("Marked ₹12,000 paid by UPI on Rent – Dec 2026 of Diya Nair"); amounts in rupees. */
  summary: string;
  before: ActivityChanges | null;
  after: ActivityChanges | null;
  /** Every record the change touched, the main one first (a payment names its collection, payment and tenant). */
  subjects: ActivitySubject[];
};
export type ActivityPage = {
  /** Entries matching the filters. */
  count: number;
  results: ActivityEntry[];
};
export type ActivityPageResponse = {
  data: ActivityPage;
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
export const {
  useListActivityQuery,
  useLazyListActivityQuery,
  useGetRecordHistoryQuery,
  useLazyGetRecordHistoryQuery,
} = injectedRtkApi;
