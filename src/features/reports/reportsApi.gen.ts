import { api } from "../../app/core/api";
export const addTagTypes = ["reports"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      generateReport: build.mutation<
        GenerateReportApiResponse,
        GenerateReportApiArg
      >({
        query: (queryArg) => ({
          url: `/report/api/v1/operator/report/get`,
          method: "POST",
          body: queryArg.reportGetRequest,
        }),
        invalidatesTags: ["reports"],
      }),
      listReports: build.query<ListReportsApiResponse, ListReportsApiArg>({
        query: (queryArg) => ({
          url: `/report/api/v1/operator/report/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
          },
        }),
        providesTags: ["reports"],
      }),
      listReportEmails: build.query<
        ListReportEmailsApiResponse,
        ListReportEmailsApiArg
      >({
        query: (queryArg) => ({
          url: `/report/api/v1/operator/report/email/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
          },
        }),
        providesTags: ["reports"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type GenerateReportApiResponse =
  /** status 200 The report page. */ ReportResultResponse;
export type GenerateReportApiArg = {
  reportGetRequest: ReportGetRequest;
};
export type ListReportsApiResponse =
  /** status 200 A page of report definitions. */ ReportDefinitionListResponse;
export type ListReportsApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 20 (remarks and reports, spec §9). */
  limit?: number;
};
export type ListReportEmailsApiResponse =
  /** status 200 A page of report e-mails. */ ReportEmailListResponse;
export type ListReportEmailsApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 20 (remarks and reports, spec §9). */
  limit?: number;
};
export type ReportType =
  | "COLLECTIONS"
  | "DUES_AGEING"
  | "OCCUPANCY"
  | "TENANTS"
  | "MOVE_INS_OUTS"
  | "DEPOSITS"
  | "EXPENSES"
  | "PROFIT_AND_LOSS"
  | "COMPLAINTS"
  | "FOOD"
  | "ATTENDANCE"
  | "STAFF_COLLECTIONS";
export type ReportColumn = {
  key: string;
  label: string;
  /** How to format the column; money_paise values are integer paise. */
  kind: "text" | "integer" | "money_paise" | "date" | "percent_bps";
};
export type ReportRow = {
  [key: string]: string | number | boolean | null;
};
export type ReportResult = {
  report_type: ReportType;
  title: string;
  generated_at: string;
  month: string | null;
  from_date: string | null;
  to_date: string | null;
  columns: ReportColumn[];
  /** Total rows of the report (rows holds one page of offset/limit). */
  count: number;
  rows: ReportRow[];
  /** Totals row (same keys as rows), or null when the report has none. */
  totals:
    | {
        [key: string]: string | number | boolean | null;
      }
    | {
        [key: string]: string | number | boolean | null;
      };
  emailed_to: string | null;
};
export type ReportResultResponse = {
  data: ReportResult;
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
export type ReportGetRequest = {
  report_type: ReportType;
  property_ids?: number[];
  month?: string;
  from_date?: string;
  to_date?: string;
  offset?: number;
  limit?: number;
  /** Also e-mail the full report (CSV) through the Notifier port. */
  email_to?: string;
};
export type ReportDefinition = {
  report_type: ReportType;
  name: string;
  description: string;
  category: "FINANCE" | "OCCUPANCY" | "OPERATIONS";
  supports_property_filter: boolean;
  supports_date_range: boolean;
  supports_month: boolean;
};
export type ReportDefinitionPage = {
  count: number;
  results: ReportDefinition[];
};
export type ReportDefinitionListResponse = {
  data: ReportDefinitionPage;
};
export type ReportEmail = {
  id: number;
  report_type: ReportType;
  email: string;
  frequency: "DAILY" | "WEEKLY" | "MONTHLY";
  property_ids: number[];
  is_active: boolean;
  last_sent_at: string | null;
};
export type ReportEmailPage = {
  count: number;
  results: ReportEmail[];
};
export type ReportEmailListResponse = {
  data: ReportEmailPage;
};
export const {
  useGenerateReportMutation,
  useListReportsQuery,
  useLazyListReportsQuery,
  useListReportEmailsQuery,
  useLazyListReportEmailsQuery,
} = injectedRtkApi;
