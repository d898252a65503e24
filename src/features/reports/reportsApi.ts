import { successToast } from '../../app/core/toasts/successToast'
import { generatedApi, type ReportEmail, type ReportJob } from './reportsApi.gen'

/**
 * Tags of this slice: the job list (Report LIST), the e-mail list (ReportEmail LIST) and the catalogue. Starting or
 * re-running a job adds a row to the job list; e-mailing a job adds one to the e-mail list. Jobs move on the
 * server, so the screen polls the lists while a job is unfinished rather than relying on tags.
 */
const TAG_TYPES = ['Report', 'ReportEmail', 'ReportType', 'Property'] as const
const LIST = 'LIST'

/** The screen's pickers read every property at once (the contract's largest page). */
export const REPORT_PROPERTY_LIMIT = 100
/** Spec §9: reports and their e-mails are listed 20 at a time. */
export const REPORT_PAGE_SIZE = 20

/** The fields of the contract's PropertyListItem the property picker shows. */
export type ReportPropertyOption = { id: number; property_name: string }
type PropertyOptionPage = { data: { count: number; results: ReportPropertyOption[] } }

const emailToast = (email: ReportEmail) => {
  const to = email.to.join(', ')
  if (email.state === 'OUTBOX') return `E-mail to ${to} written to the server's outbox folder`
  if (email.state === 'SENT') return `E-mail sent to ${to}`
  return `E-mail to ${to} failed: ${email.error ?? 'the mail server refused it'}`
}

const enhanced = generatedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: {
    listReportTypes: { providesTags: [{ type: 'ReportType', id: LIST }] },
    listReports: { providesTags: [{ type: 'Report', id: LIST }] },
    getReport: { providesTags: (_result, _error, { id }) => [{ type: 'Report', id }] },
    downloadReport: { providesTags: (_result, _error, { id }) => [{ type: 'Report', id }] },
    listReportEmails: { providesTags: [{ type: 'ReportEmail', id: LIST }] },
    generateReport: {
      invalidatesTags: (result) => (result ? [{ type: 'Report', id: LIST }] : []),
      onQueryStarted: successToast((_arg, { data }: { data: ReportJob }) => `${data.title} queued`),
    },
    rerunReport: {
      invalidatesTags: (result) => (result ? [{ type: 'Report', id: LIST }] : []),
      onQueryStarted: successToast((_arg, { data }: { data: ReportJob }) => `${data.title} queued again`),
    },
    emailReport: {
      invalidatesTags: (result) => (result ? [{ type: 'ReportEmail', id: LIST }] : []),
      onQueryStarted: successToast((_arg, { data }: { data: ReportEmail }) => emailToast(data)),
    },
  },
})

/** The reports slice with tags and toasts, plus its property picker; screens import from here. */
export const reportsApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    /** Every property of the operator, by name, for the report sheet's property choice. */
    listReportProperties: build.query<PropertyOptionPage, null>({
      query: () => ({
        url: '/property/api/v1/operator/property/list',
        params: { offset: 0, limit: REPORT_PROPERTY_LIMIT, source: 'reports', property_type: 'all' },
      }),
      providesTags: [{ type: 'Property', id: LIST }],
    }),
  }),
})

export const {
  useListReportPropertiesQuery,
  useListReportTypesQuery,
  useListReportsQuery,
  useListReportEmailsQuery,
  useGenerateReportMutation,
  useRerunReportMutation,
  useEmailReportMutation,
} = reportsApi

/** Reads the job list's cache without subscribing, to decide whether the subscription polls. */
export const useListReportsQueryState = reportsApi.endpoints.listReports.useQueryState

export type {
  ReportArea,
  ReportEmail,
  ReportEmailState,
  ReportFormat,
  ReportJob,
  ReportJobRequest,
  ReportStatus,
  ReportTypeInfo,
} from './reportsApi.gen'
