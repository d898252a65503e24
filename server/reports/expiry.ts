import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { Clock } from '../clock'
import type { Db } from '../db/database'

/**
 * Marks READY jobs past their expires_at EXPIRED and deletes their files: at start, daily, and before an operator's
 * jobs are read (so an answer never offers a file that is due to go). Returns how many expired.
 */
export async function expireReports(db: Db, now: Clock, reportsDir: string, operatorId?: number) {
  let query = db
    .selectFrom('report_jobs')
    .select(['id', 'file_path'])
    .where('status', '=', 'READY')
    .where('expires_at', '<=', now().toISOString())
  if (operatorId !== undefined) query = query.where('operator_id', '=', operatorId)
  const due = await query.execute()
  for (const job of due) {
    await db
      .updateTable('report_jobs')
      .set({ status: 'EXPIRED', file_path: null })
      .where('id', '=', job.id)
      .where('status', '=', 'READY')
      .execute()
    if (job.file_path) await rm(path.join(reportsDir, job.file_path), { force: true })
  }
  return due.length
}
