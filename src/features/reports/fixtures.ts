import type {
  ReportEmail,
  ReportJob,
  ReportJobRequest,
  ReportParameters,
  ReportTypeInfo,
} from './reportsApi.gen'

/* Fixtures of the reports screen, typed by the contract. */

export const reportProperties = [
  { id: 1, property_name: 'Sunrise PG, Koramangala', property_type: 'PG' },
  { id: 2, property_name: 'Lakeview Hostel', property_type: 'HOSTEL' },
]

export const reportTypes: ReportTypeInfo[] = [
  {
    report_type: 'RENT_ROLL',
    area: 'MONEY',
    title: 'Rent roll',
    description: 'Every resident with rent, dues raised and paid in the period.',
    takes: 'period',
  },
  {
    report_type: 'DUES_AGEING',
    area: 'MONEY',
    title: 'Dues ageing',
    description: 'What is owed on a day, by how long it is overdue.',
    takes: 'as_of',
  },
  {
    report_type: 'OCCUPANCY',
    area: 'OCCUPANCY',
    title: 'Occupancy',
    description: 'Bed-nights occupied and vacant per property.',
    takes: 'period',
  },
  {
    report_type: 'POLICE_VERIFICATION',
    area: 'COMPLIANCE',
    title: 'Police verification',
    description: 'Residents and the state of their police verification.',
    takes: 'as_of',
  },
  {
    report_type: 'COMPLAINT_SLA',
    area: 'OPERATIONS',
    title: 'Complaint SLA',
    description: 'Complaints raised and how many were resolved in time.',
    takes: 'period',
  },
]

const periodParameters: ReportParameters = {
  property_ids: null,
  from_date: '2026-10-01',
  to_date: '2026-10-31',
  as_of: null,
  emails: [],
}

const job = (fields: Partial<ReportJob> & Pick<ReportJob, 'id' | 'status'>): ReportJob => ({
  report_type: 'RENT_ROLL',
  title: 'Rent roll',
  format: 'XLSX',
  progress_pct: 0,
  row_count: null,
  size_bytes: null,
  failure_reason: null,
  parameters: periodParameters,
  requested_by: 'Asha Rao',
  requested_at: '2026-11-24T04:30:00Z',
  started_at: null,
  finished_at: null,
  expires_at: null,
  file_name: null,
  download_url: null,
  ...fields,
})

/** A job made READY, as the server answers it. */
export const readyJob = (queued: ReportJob, rows = 48): ReportJob => ({
  ...queued,
  status: 'READY',
  progress_pct: 100,
  row_count: rows,
  size_bytes: 18_432,
  started_at: queued.requested_at,
  finished_at: queued.requested_at,
  expires_at: '2026-12-25T04:31:00Z',
  file_name: `${queued.report_type.toLowerCase().replaceAll('_', '-')}-2026-11-25.${queued.format.toLowerCase()}`,
  download_url: `/report/api/v1/operator/report/${queued.id}/download`,
})

export const reportJobs: ReportJob[] = [
  readyJob(job({ id: 3, status: 'QUEUED', requested_at: '2026-11-24T04:30:00Z' }), 48),
  job({
    id: 2,
    status: 'FAILED',
    report_type: 'DUES_AGEING',
    title: 'Dues ageing',
    format: 'PDF',
    parameters: { ...periodParameters, property_ids: [2], from_date: null, to_date: null, as_of: '2026-11-20' },
    failure_reason: 'The report could not be written: the disk is full.',
    requested_at: '2026-11-20T10:00:00Z',
    finished_at: '2026-11-20T10:00:05Z',
  }),
  job({
    id: 1,
    status: 'EXPIRED',
    report_type: 'OCCUPANCY',
    title: 'Occupancy',
    format: 'CSV',
    requested_at: '2026-09-01T06:00:00Z',
  }),
]

/** A job just started, before the server has worked on it. */
export const runningJob = job({
  id: 4,
  status: 'RUNNING',
  report_type: 'COMPLAINT_SLA',
  title: 'Complaint SLA',
  progress_pct: 20,
  requested_at: '2026-11-25T05:00:00Z',
  started_at: '2026-11-25T05:00:01Z',
})

export const reportEmails: ReportEmail[] = [
  {
    id: 1,
    report_id: 3,
    report_type: 'RENT_ROLL',
    to: ['accounts@sunrisepg.in'],
    subject: 'Rent roll, 01/10/2026 to 31/10/2026',
    state: 'SENT',
    eml_file_name: null,
    error: null,
    created_at: '2026-11-24T04:32:00Z',
    sent_at: '2026-11-24T04:32:02Z',
  },
]

/** The job the server queues for a request, as the provider answers generateReport. */
export function queuedJob(id: number, request: ReportJobRequest): ReportJob {
  const type = reportTypes.find((candidate) => candidate.report_type === request.report_type)
  return job({
    id,
    status: 'QUEUED',
    report_type: request.report_type,
    title: type?.title ?? request.report_type,
    format: request.format,
    requested_at: '2026-11-25T06:00:00Z',
    parameters: {
      property_ids: request.property_ids ?? null,
      from_date: request.from_date ?? null,
      to_date: request.to_date ?? null,
      as_of: request.as_of ?? null,
      emails: request.emails ?? [],
    },
  })
}
