import path from 'node:path'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import { conflict } from '../http/httpError'
import type { Mailer } from '../mail'
import { definitionOf } from './catalogue'
import type { ReportType } from './definition'
import { parametersOf, type ReportJobRow } from './jobs'
import { FORMATS } from './writers'

/** `Rent roll, 2026-04-01 to 2026-06-30` or `Dues ageing, as of 2026-11-25`. */
function subjectOf(job: ReportJobRow) {
  const parameters = parametersOf(job)
  const title = definitionOf(job.report_type as ReportType)?.title ?? job.report_type
  const when = parameters.as_of
    ? `as of ${parameters.as_of}`
    : `${parameters.from_date} to ${parameters.to_date}`
  return `${title}, ${when}`
}

/**
 * Sends the file of a READY job to up to 5 addresses in one message and records what became of it. A job that is
 * not READY (its file is not made yet, or gone) is a 409.
 */
export async function emailJob(
  db: Db,
  now: Clock,
  mailer: Mailer,
  reportsDir: string,
  job: ReportJobRow,
  emails: readonly string[],
) {
  if (job.status !== 'READY' || !job.file_path || !job.file_name) {
    throw conflict('Only a ready report can be e-mailed; wait for it or run it again.')
  }
  const subject = subjectOf(job)
  const createdAt = now().toISOString()
  const result = await mailer.send({
    to: emails,
    subject,
    text: [
      `${subject}: attached as ${job.file_name} (${job.row_count ?? 0} rows).`,
      `Asked for by ${job.requested_by} on Roost.`,
    ].join('\r\n'),
    attachments: [
      {
        filename: job.file_name,
        path: path.join(reportsDir, job.file_path),
        contentType: FORMATS[job.format].contentType,
      },
    ],
  })
  const { id } = await db
    .insertInto('report_emails')
    .values({
      operator_id: job.operator_id,
      job_id: job.id,
      addresses_json: JSON.stringify(emails),
      subject,
      state: result.state,
      eml_file_name: result.state === 'OUTBOX' ? result.emlFileName : null,
      error: result.state === 'FAILED' ? result.error : null,
      created_at: createdAt,
      sent_at: result.state === 'FAILED' ? null : now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

const EMAIL_COLUMNS = [
  'report_emails.id',
  'report_emails.job_id',
  'report_jobs.report_type',
  'report_emails.addresses_json',
  'report_emails.subject',
  'report_emails.state',
  'report_emails.eml_file_name',
  'report_emails.error',
  'report_emails.created_at',
  'report_emails.sent_at',
] as const

const emailQuery = (db: Db, operatorId: number) =>
  db
    .selectFrom('report_emails')
    .innerJoin('report_jobs', 'report_jobs.id', 'report_emails.job_id')
    .where('report_emails.operator_id', '=', operatorId)

/** The contract's ReportEmail rows of the operator, newest first, optionally of one job. */
export async function listEmails(
  db: Db,
  operatorId: number,
  query: { offset: number; limit: number; report_id?: number },
) {
  let rows = emailQuery(db, operatorId)
  if (query.report_id !== undefined) rows = rows.where('report_emails.job_id', '=', query.report_id)
  const { count } = await rows
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  const page = await rows
    .select(EMAIL_COLUMNS)
    .orderBy('report_emails.id', 'desc')
    .offset(query.offset)
    .limit(query.limit)
    .execute()
  return { count: Number(count), results: page.map(emailView) }
}

type EmailRow = {
  id: number
  job_id: number
  report_type: string
  addresses_json: string
  subject: string
  state: 'OUTBOX' | 'SENT' | 'FAILED'
  eml_file_name: string | null
  error: string | null
  created_at: string
  sent_at: string | null
}

const emailView = (row: EmailRow) => ({
  id: row.id,
  report_id: row.job_id,
  report_type: row.report_type as ReportType,
  to: JSON.parse(row.addresses_json) as string[],
  subject: row.subject,
  state: row.state,
  eml_file_name: row.eml_file_name,
  error: row.error,
  created_at: row.created_at,
  sent_at: row.sent_at,
})

/** One e-mail of the operator as the contract's ReportEmail. */
export async function emailById(db: Db, operatorId: number, id: number) {
  const row = await emailQuery(db, operatorId)
    .select(EMAIL_COLUMNS)
    .where('report_emails.id', '=', id)
    .executeTakeFirstOrThrow()
  return emailView(row)
}
