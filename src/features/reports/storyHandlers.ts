import { http, HttpResponse } from 'msw'
import type { ReportEmail, ReportEmailRequest, ReportJob, ReportJobRequest } from './reportsApi.gen'
import { queuedJob, readyJob, reportEmails, reportJobs, reportProperties, reportTypes } from './fixtures'

/* msw handlers answering the reports screen, for stories and tests. */

const ok = <T>(data: T) => HttpResponse.json({ data })
const BASE = '*/report/api/v1/operator/report'

/** What the screen sent, for play functions to check. */
export type ReportSentLog = {
  generated: ReportJobRequest[]
  reruns: number[]
  emailed: { id: number; body: ReportEmailRequest }[]
  downloads: string[]
  listCalls: number
}
export const newReportSentLog = (): ReportSentLog => ({
  generated: [],
  reruns: [],
  emailed: [],
  downloads: [],
  listCalls: 0,
})

/** The provider's state: jobs newest first and e-mails; unfinished jobs move 40 points on each list call after the first. */
export type ReportState = { jobs: ReportJob[]; emails: ReportEmail[]; seen: Set<number>; run: boolean }
export const newReportState = ({
  jobs = reportJobs,
  emails = reportEmails,
  run = true,
}: { jobs?: ReportJob[]; emails?: ReportEmail[]; run?: boolean } = {}): ReportState => ({
  jobs: [...jobs],
  emails: [...emails],
  seen: new Set(),
  run,
})

const advance = (state: ReportState) => {
  state.jobs = state.jobs.map((job) => {
    if (job.status !== 'QUEUED' && job.status !== 'RUNNING') return job
    if (!state.seen.has(job.id) || !state.run) {
      state.seen.add(job.id)
      return job
    }
    const progress = job.progress_pct + 40
    return progress >= 100 ? readyJob(job) : { ...job, status: 'RUNNING', progress_pct: progress }
  })
}

const page = <T>(results: T[]) => ok({ count: results.length, results })

export type ReportHandlerOptions = {
  state?: ReportState
  sent?: ReportSentLog
  /** A field error the provider answers generateReport with (400). */
  generateError?: { field: string; message: string }
  /** The job list fails while `failing.now` is true. */
  failing?: { now: boolean }
}

export const reportHandlers = ({
  state = newReportState(),
  sent = newReportSentLog(),
  generateError,
  failing = { now: false },
}: ReportHandlerOptions = {}) => {
  const nextId = () => Math.max(0, ...state.jobs.map((job) => job.id)) + 1
  return [
    http.get('*/property/api/v1/operator/property/list', () => page(reportProperties)),
    http.get(`${BASE}/type/list`, () => page(reportTypes)),
    http.get(`${BASE}/list`, () => {
      sent.listCalls += 1
      if (failing.now) return HttpResponse.json({ message: 'Some unknown error has occured' }, { status: 500 })
      advance(state)
      return page(state.jobs)
    }),
    http.get(`${BASE}/email/list`, () => page(state.emails)),
    http.post(`${BASE}/get`, async ({ request }) => {
      const body = (await request.json()) as ReportJobRequest
      sent.generated.push(body)
      if (generateError)
        return HttpResponse.json({ message: generateError.message, errors: [generateError] }, { status: 400 })
      const job = queuedJob(nextId(), body)
      state.jobs = [job, ...state.jobs]
      return ok(job)
    }),
    http.post(`${BASE}/:id/rerun`, ({ params }) => {
      const id = Number(params.id)
      sent.reruns.push(id)
      const original = state.jobs.find((job) => job.id === id)
      if (!original) return HttpResponse.json({ message: 'Report not found' }, { status: 404 })
      // The addresses are not copied (contract rerunReport).
      const { parameters } = original
      const job = queuedJob(nextId(), {
        report_type: original.report_type,
        format: original.format,
        ...(parameters.property_ids ? { property_ids: parameters.property_ids } : {}),
        ...(parameters.as_of ? { as_of: parameters.as_of } : {}),
        ...(parameters.from_date && parameters.to_date
          ? { from_date: parameters.from_date, to_date: parameters.to_date }
          : {}),
      })
      state.jobs = [job, ...state.jobs]
      return ok(job)
    }),
    http.post(`${BASE}/:id/email`, async ({ params, request }) => {
      const id = Number(params.id)
      const body = (await request.json()) as ReportEmailRequest
      sent.emailed.push({ id, body })
      const job = state.jobs.find((candidate) => candidate.id === id)
      if (!job || job.status !== 'READY')
        return HttpResponse.json({ message: 'Only a ready report can be e-mailed' }, { status: 409 })
      const email: ReportEmail = {
        id: Math.max(0, ...state.emails.map((item) => item.id)) + 1,
        report_id: id,
        report_type: job.report_type,
        to: body.emails,
        subject: `${job.title} report`,
        state: 'OUTBOX',
        eml_file_name: `report-${id}-${Date.now()}.eml`,
        error: null,
        created_at: '2026-11-25T06:10:00Z',
        sent_at: '2026-11-25T06:10:00Z',
      }
      state.emails = [email, ...state.emails]
      return ok(email)
    }),
    http.get(`${BASE}/:id/download`, ({ request }) => {
      sent.downloads.push(new URL(request.url).pathname + new URL(request.url).search)
      return new HttpResponse('\uFEFFResident,Rent\nAsha,9000\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="rent-roll-2026-11-25.csv"',
        },
      })
    }),
  ]
}
