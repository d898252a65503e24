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
          body: queryArg.reportJobRequest,
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
            report_id: queryArg.reportId,
          },
        }),
        providesTags: ["reports"],
      }),
      listReportTypes: build.query<
        ListReportTypesApiResponse,
        ListReportTypesApiArg
      >({
        query: () => ({ url: `/report/api/v1/operator/report/type/list` }),
        providesTags: ["reports"],
      }),
      getReport: build.query<GetReportApiResponse, GetReportApiArg>({
        query: (queryArg) => ({
          url: `/report/api/v1/operator/report/${queryArg.id}`,
        }),
        providesTags: ["reports"],
      }),
      downloadReport: build.query<
        DownloadReportApiResponse,
        DownloadReportApiArg
      >({
        query: (queryArg) => ({
          url: `/report/api/v1/operator/report/${queryArg.id}/download`,
          params: {
            disposition: queryArg.disposition,
          },
        }),
        providesTags: ["reports"],
      }),
      rerunReport: build.mutation<RerunReportApiResponse, RerunReportApiArg>({
        query: (queryArg) => ({
          url: `/report/api/v1/operator/report/${queryArg.id}/rerun`,
          method: "POST",
        }),
        invalidatesTags: ["reports"],
      }),
      emailReport: build.mutation<EmailReportApiResponse, EmailReportApiArg>({
        query: (queryArg) => ({
          url: `/report/api/v1/operator/report/${queryArg.id}/email`,
          method: "POST",
          body: queryArg.reportEmailRequest,
        }),
        invalidatesTags: ["reports"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type GenerateReportApiResponse =
  /** status 202 The job, queued. */ ReportJobResponse;
export type GenerateReportApiArg = {
  reportJobRequest: ReportJobRequest;
};
export type ListReportsApiResponse =
  /** status 200 A page of report jobs. */ ReportJobListResponse;
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
  /** Only the e-mails of this report job. */
  reportId?: number;
};
export type ListReportTypesApiResponse =
  /** status 200 The report catalogue. */ ReportTypeListResponse;
export type ListReportTypesApiArg = void;
export type GetReportApiResponse = /** status 200 The job. */ ReportJobResponse;
export type GetReportApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type DownloadReportApiResponse = /** status 200 The report file. */ Blob;
export type DownloadReportApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  /** `inline` to show the file in the browser, `attachment` (default) to download it. */
  disposition?: "attachment" | "inline";
};
export type RerunReportApiResponse =
  /** status 202 The new job, queued. */ ReportJobResponse;
export type RerunReportApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
};
export type EmailReportApiResponse =
  /** status 200 The message. */ ReportEmailResponse;
export type EmailReportApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  reportEmailRequest: ReportEmailRequest;
};
export type ReportType =
  | "RENT_ROLL"
  | "DUES_AGEING"
  | "COLLECTIONS_BY_MODE"
  | "COLLECTIONS_BY_STAFF"
  | "TRANSACTIONS"
  | "DEPOSIT_LEDGER"
  | "EXPENSES_BY_CATEGORY"
  | "EXPENSES_BY_VENDOR"
  | "PROFIT_AND_LOSS"
  | "GST_SALES_REGISTER"
  | "OCCUPANCY"
  | "NOTICES_AND_MOVE_OUTS"
  | "POLICE_VERIFICATION"
  | "FORM_III"
  | "COMPLAINT_SLA"
  | "MEAL_HEADCOUNT"
  | "OUTPASS_REGISTER";
export type ReportFormat = "CSV" | "XLSX" | "PDF";
export type ReportStatus =
  "QUEUED" | "RUNNING" | "READY" | "FAILED" | "EXPIRED";
export type ReportParameters = {
  /** The properties asked for, or null for every property of the operator. */
  property_ids: number[] | null;
  from_date: string | null;
  to_date: string | null;
  as_of: string | null;
  /** Addresses the file is e-mailed to when READY (empty when none). */
  emails: string[];
};
export type ReportJob = {
  id: number;
  report_type: ReportType;
  title: string;
  format: ReportFormat;
  status: ReportStatus;
  /** Share of the work done; 100 once READY. */
  progress_pct: number;
  /** Rows written over every sheet (totals rows not counted), once READY. */
  row_count: number | null;
  /** Size of the file, once READY. */
  size_bytes: number | null;
  /** Why a FAILED job failed, as a sentence for the operator. */
  failure_reason: string | null;
  parameters: ReportParameters;
  /** Name of the operator user who asked for it. */
  requested_by: string;
  requested_at: string;
  started_at: string | null;
  /** When the job became READY or FAILED. */
  finished_at: string | null;
  /** When the file of a READY job is deleted (30 days after finished_at). */
  expires_at: string | null;
  /** The download's file name, e.g. `rent-roll-2026-11-25.xlsx`, once READY. */
  file_name: string | null;
  /** Relative URL of downloadReport for a READY job, else null. */
  download_url: string | null;
};
export type ReportJobResponse = {
  data: ReportJob;
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
export type ReportEmailAddresses = string[];
export type ReportJobRequest = {
  report_type: ReportType;
  format: ReportFormat;
  /** The operator's properties to report on; absent means all of them. */
  property_ids?: number[];
  from_date?: string;
  to_date?: string;
  as_of?: string;
  emails?: ReportEmailAddresses;
};
export type ReportJobPage = {
  count: number;
  results: ReportJob[];
};
export type ReportJobListResponse = {
  data: ReportJobPage;
};
export type ReportEmailState = "OUTBOX" | "SENT" | "FAILED";
export type ReportEmail = {
  id: number;
  /** The report job whose file is attached. */
  report_id: number;
  report_type: ReportType;
  to: string[];
  subject: string;
  state: ReportEmailState;
  /** For state OUTBOX, the .eml file's name in the server's outbox folder; else null. */
  eml_file_name: string | null;
  /** For state FAILED, what the SMTP server or connection said. */
  error: string | null;
  created_at: string;
  /** When the message was written to the outbox or accepted by SMTP; null when FAILED. */
  sent_at: string | null;
};
export type ReportEmailPage = {
  count: number;
  results: ReportEmail[];
};
export type ReportEmailListResponse = {
  data: ReportEmailPage;
};
export type ReportArea = "MONEY" | "OCCUPANCY" | "COMPLIANCE" | "OPERATIONS";
export type ReportTypeInfo = {
  report_type: ReportType;
  area: ReportArea;
  title: string;
  /** What the report answers and who asks for it. */
  description: string;
  /** `period`: the job needs from_date and to_date; `as_of`: the job takes one day, as_of. */
  takes: "period" | "as_of";
};
export type ReportTypePage = {
  count: number;
  results: ReportTypeInfo[];
};
export type ReportTypeListResponse = {
  data: ReportTypePage;
};
export type ReportEmailResponse = {
  data: ReportEmail;
};
export type ReportEmailRequest = {
  emails: ReportEmailAddresses;
};
export const {
  useGenerateReportMutation,
  useListReportsQuery,
  useLazyListReportsQuery,
  useListReportEmailsQuery,
  useLazyListReportEmailsQuery,
  useListReportTypesQuery,
  useLazyListReportTypesQuery,
  useGetReportQuery,
  useLazyGetReportQuery,
  useDownloadReportQuery,
  useLazyDownloadReportQuery,
  useRerunReportMutation,
  useEmailReportMutation,
} = injectedRtkApi;
