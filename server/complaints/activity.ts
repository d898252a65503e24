import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/database'
import type { ComplaintStatus } from '../db/schema'
import type { FileInput, FileStore } from '../files/fileStore'
import { COMPLAINT_FILES } from '../files/recognise'

export type ActivityKind =
  | 'RAISED'
  | 'ASSIGNED'
  | 'STATUS_CHANGED'
  | 'PRIORITY_CHANGED'
  | 'COMMENT'
  | 'ATTACHMENT'
  | 'COST_SET'
  | 'EXPENSE_POSTED'
  | 'CHARGED'
  | 'REOPENED'

export type ActivityInput = {
  kind: ActivityKind
  text: string
  actorName: string
  at: string
  visibility?: 'PUBLIC' | 'INTERNAL'
  from?: ComplaintStatus | null
  to?: ComplaintStatus | null
}

/** The files of a multipart form's `file` field (none when it has no files). */
export const attachmentsOf = (request: FastifyRequest): FileInput[] =>
  (request.uploads ?? [])
    .filter((upload) => upload.field === 'file')
    .map((upload) => ({ fileName: upload.fileName, data: upload.data }))

/** Where an entry's files are kept. */
export type Attaching = { files: FileStore; operatorId: number; uploads: readonly FileInput[] }

/**
 * Adds an entry to a complaint's activity list, with its files (JPEG, PNG, PDF or MP4, checked by content: 400
 * otherwise). Call it inside the write's `files.inTransaction`, so a refused file rolls the whole write back.
 */
export async function recordActivity(
  trx: Db,
  complaintId: number,
  input: ActivityInput,
  attaching?: Attaching,
): Promise<number> {
  const { id } = await trx
    .insertInto('complaint_activities')
    .values({
      complaint_id: complaintId,
      kind: input.kind,
      visibility: input.visibility ?? 'PUBLIC',
      text: input.text,
      actor_name: input.actorName,
      from_status: input.from ?? null,
      to_status: input.to ?? null,
      at: input.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (!attaching) return id
  for (const upload of attaching.uploads) {
    const stored = await attaching.files.store(
      attaching.operatorId,
      upload,
      'COMPLAINT_ATTACHMENT',
      trx,
      COMPLAINT_FILES,
    )
    await trx
      .insertInto('complaint_attachments')
      .values({ complaint_id: complaintId, activity_id: id, file_id: stored.id })
      .execute()
  }
  return id
}
