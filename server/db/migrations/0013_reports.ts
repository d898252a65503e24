import { sql, type Kysely } from 'kysely'

/**
 * Report jobs and report e-mails (issue 18).
 * - A job is one report asked for by an operator: its type, parameters (JSON), format and status. The runner makes
 *   the file off the request path, writing progress as it goes; a READY job's file lives under the data folder
 *   until expires_at, when the sweep deletes it and marks the job EXPIRED.
 * - An e-mail is one message of a job's file to up to 5 addresses: written to the outbox folder as an .eml file
 *   (OUTBOX) or handed to SMTP (SENT, or FAILED with the error).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_jobs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('report_type', 'text', (c) => c.notNull())
    .addColumn('parameters_json', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('CSV', 'XLSX', 'PDF')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('QUEUED', 'RUNNING', 'READY', 'FAILED', 'EXPIRED')`),
    )
    .addColumn('progress_pct', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`progress_pct between 0 and 100`),
    )
    .addColumn('row_count', 'integer')
    .addColumn('size_bytes', 'integer')
    .addColumn('file_path', 'text')
    .addColumn('file_name', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('expires_at', 'text')
    .execute()
  await db.schema
    .createIndex('report_jobs_operator')
    .on('report_jobs')
    .columns(['operator_id', 'id'])
    .execute()
  await db.schema.createIndex('report_jobs_status').on('report_jobs').columns(['status', 'id']).execute()

  await db.schema
    .createTable('report_emails')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('job_id', 'integer', (c) => c.notNull().references('report_jobs.id').onDelete('cascade'))
    .addColumn('addresses_json', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('OUTBOX', 'SENT', 'FAILED')`))
    .addColumn('eml_file_name', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute()
  await db.schema
    .createIndex('report_emails_operator')
    .on('report_emails')
    .columns(['operator_id', 'id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_emails').execute()
  await db.schema.dropTable('report_jobs').execute()
}
