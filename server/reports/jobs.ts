import { daysBetween, kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { IsoDate, OperatorRow, ReportFormat } from '../db/schema'
import { badRequest, HttpError, notFound } from '../http/httpError'
import { definitionOf } from './catalogue'
import type { ReportType } from './definition'

/** The body of generateReport. */
export type ReportJobRequest = {
  report_type: ReportType
  format: ReportFormat
  property_ids?: number[]
  from_date?: IsoDate
  to_date?: IsoDate
  as_of?: IsoDate
  emails?: string[]
}

/** The contract's ReportParameters, stored as the job's parameters_json. */
export type ReportParameters = {
  property_ids: number[] | null
  from_date: IsoDate | null
  to_date: IsoDate | null
  as_of: IsoDate | null
  emails: string[]
}

/** Longest period a report covers. */
const MAX_PERIOD_DAYS = 366

const field = (name: string, message: string) => badRequest(message, [{ field: `body.${name}`, message }])

/** The period or day a report takes, checked against its kind. */
function datesOf(request: ReportJobRequest, takes: 'period' | 'as_of', today: IsoDate) {
  if (takes === 'as_of') {
    for (const name of ['from_date', 'to_date'] as const) {
      if (request[name] !== undefined) throw field(name, 'This report is as of one day: give as_of, not dates.')
    }
    return { from_date: null, to_date: null, as_of: request.as_of ?? today }
  }
  if (request.as_of !== undefined) throw field('as_of', 'This report covers a period: give from_date and to_date.')
  for (const name of ['from_date', 'to_date'] as const) {
    if (request[name] === undefined) throw field(name, 'Give the first and last day of the period.')
  }
  const from = request.from_date as IsoDate
  const to = request.to_date as IsoDate
  if (to < from) throw field('to_date', 'The last day cannot be before the first.')
  if (daysBetween(from, to) + 1 > MAX_PERIOD_DAYS) {
    throw field('to_date', `A report covers at most ${MAX_PERIOD_DAYS} days.`)
  }
  return { from_date: from, to_date: to, as_of: null }
}

/** Every asked property must be the operator's; another operator's id is a 404 like an unknown one. */
async function checkProperties(db: Db, operatorId: number, ids: readonly number[]) {
  const found = await db
    .selectFrom('properties')
    .select('id')
    .where('operator_id', '=', operatorId)
    .where('id', 'in', ids)
    .execute()
  if (found.length !== ids.length) {
    const message = 'No such property.'
    throw new HttpError(404, message, [{ field: 'body.property_ids', message }])
  }
}

/** Checks a request and queues its job; the runner is told by the caller. */
export async function createJob(db: Db, now: Clock, operator: OperatorRow, request: ReportJobRequest) {
  const definition = definitionOf(request.report_type)
  if (!definition) throw field('report_type', 'This report is not available yet.')
  const parameters: ReportParameters = {
    property_ids: request.property_ids ?? null,
    ...datesOf(request, definition.takes, kolkataDate(now())),
    emails: request.emails ?? [],
  }
  if (parameters.property_ids) await checkProperties(db, operator.id, parameters.property_ids)
  return queueJob(db, now, operator, request.report_type, request.format, parameters)
}

/** Inserts a QUEUED job. */
export async function queueJob(
  db: Db,
  now: Clock,
  operator: OperatorRow,
  type: ReportType,
  format: ReportFormat,
  parameters: ReportParameters,
) {
  const { id } = await db
    .insertInto('report_jobs')
    .values({
      operator_id: operator.id,
      report_type: type,
      parameters_json: JSON.stringify(parameters),
      format,
      status: 'QUEUED',
      requested_by: operator.name,
      requested_at: now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** Job `id` of the operator, or a 404 (another operator's job too). */
export async function ownedJob(db: Db, operatorId: number, id: number) {
  const job = await db
    .selectFrom('report_jobs')
    .selectAll()
    .where('id', '=', id)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!job) throw notFound('No such report.')
  return job
}

export type ReportJobRow = Awaited<ReturnType<typeof ownedJob>>

export const parametersOf = (job: ReportJobRow) => JSON.parse(job.parameters_json) as ReportParameters

/** A re-run: the same type, properties, dates and format, without the e-mails. */
export async function rerunJob(db: Db, now: Clock, operator: OperatorRow, id: number) {
  const job = await ownedJob(db, operator.id, id)
  const parameters = { ...parametersOf(job), emails: [] }
  return queueJob(db, now, operator, job.report_type as ReportType, job.format, parameters)
}

/** The contract's ReportJob. */
export function jobView(job: ReportJobRow) {
  return {
    id: job.id,
    report_type: job.report_type as ReportType,
    title: definitionOf(job.report_type as ReportType)?.title ?? job.report_type,
    format: job.format,
    status: job.status,
    progress_pct: job.progress_pct,
    row_count: job.row_count,
    size_bytes: job.size_bytes,
    failure_reason: job.failure_reason,
    parameters: parametersOf(job),
    requested_by: job.requested_by,
    requested_at: job.requested_at,
    started_at: job.started_at,
    finished_at: job.finished_at,
    expires_at: job.expires_at,
    file_name: job.status === 'READY' ? job.file_name : null,
    download_url: job.status === 'READY' ? `/report/api/v1/operator/report/${job.id}/download` : null,
  }
}

/** The operator's jobs, newest first. */
export async function listJobs(db: Db, operatorId: number, page: { offset: number; limit: number }) {
  const { count } = await db
    .selectFrom('report_jobs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('operator_id', '=', operatorId)
    .executeTakeFirstOrThrow()
  const rows = await db
    .selectFrom('report_jobs')
    .selectAll()
    .where('operator_id', '=', operatorId)
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute()
  return { count: Number(count), results: rows.map(jobView) }
}

/** `rent-roll-2026-04-01-to-2026-06-30.xlsx` or `dues-ageing-2026-11-25.pdf`. */
export function fileNameOf(type: ReportType, parameters: ReportParameters, extension: string) {
  const slug = type.toLowerCase().replace(/_/g, '-')
  const dates = parameters.as_of ?? `${parameters.from_date}-to-${parameters.to_date}`
  return `${slug}-${dates}.${extension}`
}

/** When a READY file is deleted. */
export const FILE_LIFETIME_DAYS = 30
export const expiryOf = (finishedAt: Date) => new Date(finishedAt.getTime() + FILE_LIFETIME_DAYS * 86_400_000)
