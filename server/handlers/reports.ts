import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { ReportFormat } from '../db/schema'
import { sendFile, type Disposition } from '../files/download'
import { conflict } from '../http/httpError'
import { operatorOf } from '../http/authentication'
import { REPORT_CATALOGUE, reportTypeInfo } from '../reports/catalogue'
import { emailById, emailJob, listEmails } from '../reports/emails'
import { expireReports } from '../reports/expiry'
import { createJob, jobView, listJobs, ownedJob, rerunJob, type ReportJobRequest } from '../reports/jobs'
import { FORMATS } from '../reports/writers'
import { handler, page, type Handlers, type PageQuery, type Services } from './handler'
import { afterRequestCommits } from '../db/requestScope'

type ById = { Params: { id: number } }

const NOT_READY: Record<string, string> = {
  QUEUED: 'This report is waiting for the one before it; download it once it is ready.',
  RUNNING: 'This report is still being made; download it once it is ready.',
  FAILED: 'This report failed; run it again.',
  EXPIRED: 'This report’s file was deleted 30 days after it was made; run it again.',
}

/** Tag `reports`: the catalogue, report jobs (start, list, get, download, re-run) and report e-mails. */
export function reportHandlers({ db, now, reports }: Services): Handlers {
  const expireDue = (operatorId: number) => expireReports(db, now, reports.reportsDir, operatorId)
  const jobAnswer = async (operatorId: number, id: number) => ({
    data: jobView(await ownedJob(db, operatorId, id)),
  })

  return {
    listReportTypes: handler(async () => page(REPORT_CATALOGUE.length, REPORT_CATALOGUE.map(reportTypeInfo))),

    generateReport: handler<{ Body: ReportJobRequest }>(async (request, reply) => {
      const operator = operatorOf(request)
      const id = await createJob(db, now, operator, request.body)
      afterRequestCommits(() => reports.runner.kick(operator.id))
      reply.code(202)
      return jobAnswer(operator.id, id)
    }),

    listReports: handler<{ Querystring: PageQuery }>(async (request) => {
      const operatorId = operatorOf(request).id
      await expireDue(operatorId)
      return { data: await listJobs(db, operatorId, request.query) }
    }),

    getReport: handler<ById>(async (request) => {
      const operatorId = operatorOf(request).id
      await expireDue(operatorId)
      return jobAnswer(operatorId, request.params.id)
    }),

    downloadReport: handler<ById & { Querystring: { disposition?: Disposition } }>(async (request, reply) => {
      const operatorId = operatorOf(request).id
      await expireDue(operatorId)
      const job = await ownedJob(db, operatorId, request.params.id)
      if (job.status !== 'READY' || !job.file_path || !job.file_name) throw conflict(NOT_READY[job.status])
      const data = await readFile(path.join(reports.reportsDir, job.file_path))
      const { contentType } = FORMATS[job.format as ReportFormat]
      return sendFile(
        reply,
        { file_name: job.file_name, content_type: contentType },
        data,
        request.query.disposition,
      )
    }),

    rerunReport: handler<ById>(async (request, reply) => {
      const operator = operatorOf(request)
      const id = await rerunJob(db, now, operator, request.params.id)
      afterRequestCommits(() => reports.runner.kick(operator.id))
      reply.code(202)
      return jobAnswer(operator.id, id)
    }),

    emailReport: handler<ById & { Body: { emails: string[] } }>(async (request) => {
      const operatorId = operatorOf(request).id
      await expireDue(operatorId)
      const job = await ownedJob(db, operatorId, request.params.id)
      const id = await emailJob(db, now, reports.mailer, reports.reportsDir, job, request.body.emails)
      return { data: await emailById(db, operatorId, id) }
    }),

    listReportEmails: handler<{ Querystring: PageQuery & { report_id?: number } }>(async (request) => ({
      data: await listEmails(db, operatorOf(request).id, request.query),
    })),
  }
}
