import type { Kysely } from 'kysely'

/**
 * A RUNNING report job's heartbeat (issue 20): the instance running it writes the time every few seconds, so that
 * with several server instances on one database, one starting (or checking) fails only the jobs whose instance
 * stopped beating, never one another live instance is making.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('report_jobs').addColumn('heartbeat_at', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('report_jobs').dropColumn('heartbeat_at').execute()
}
