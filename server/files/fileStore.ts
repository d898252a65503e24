import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { StoredContentType, StoredFileRow } from '../db/schema'
import { badRequest, notFound } from '../http/httpError'
import { MAX_UPLOAD_BYTES } from '../http/multipart'
import { sniffContentType } from './sniff'

export type FileInput = { fileName: string; data: Buffer }

/**
 * Files operators upload (documents, agreements, payment proofs, photos), kept under one folder with random
 * names and recorded in `stored_files`. Every read names the operator: another operator's key is a 404.
 */
export type FileStore = {
  /**
   * Checks the content (PDF, JPEG or PNG by its bytes, never by its name; not empty; at most 10 MB: 400
   * otherwise), writes it and records it. Pass the transaction the caller's own rows are written in.
   */
  store: (operatorId: number, file: FileInput, purpose: string, db?: Db) => Promise<StoredFileRow>
  /** The file and its bytes, only for its operator (404 otherwise); inside a transaction, pass it. */
  read: (operatorId: number, id: string, db?: Db) => Promise<{ file: StoredFileRow; data: Buffer }>
}

export function fileStore(db: Db, now: Clock, folder: string): FileStore {
  mkdirSync(folder, { recursive: true })
  const diskPath = (id: string) => path.join(folder, id)
  return {
    async store(operatorId, file, purpose, trx = db) {
      const contentType = checkedContentType(file.data)
      const id = randomBytes(18).toString('base64url')
      await writeFile(diskPath(id), file.data, { flag: 'wx' })
      try {
        return await trx
          .insertInto('stored_files')
          .values({
            id,
            operator_id: operatorId,
            purpose,
            file_name: safeFileName(file.fileName, contentType),
            content_type: contentType,
            size_bytes: file.data.length,
            created_at: now().toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow()
      } catch (error) {
        await rm(diskPath(id), { force: true })
        throw error
      }
    },
    async read(operatorId, id, trx = db) {
      const file = await trx
        .selectFrom('stored_files')
        .selectAll()
        .where('id', '=', id)
        .where('operator_id', '=', operatorId)
        .executeTakeFirst()
      if (!file) throw notFound('No such file.')
      return { file, data: await readFile(diskPath(file.id)) }
    },
  }
}

const KIND_NAMES: Record<StoredContentType, string> = {
  'application/pdf': 'a PDF',
  'image/jpeg': 'a JPEG image',
  'image/png': 'a PNG image',
}

export const describeContentType = (type: StoredContentType) => KIND_NAMES[type]

const fileError = (message: string) => badRequest(message, [{ field: 'body.file', message }])

function checkedContentType(data: Buffer): StoredContentType {
  if (data.length === 0) throw fileError('The file is empty. Choose a PDF, JPEG or PNG file.')
  if (data.length > MAX_UPLOAD_BYTES) {
    throw fileError(`The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`)
  }
  const type = sniffContentType(data)
  if (!type) throw fileError('Only PDF, JPEG or PNG files can be uploaded; this file is none of them.')
  return type
}

const EXTENSIONS: Record<StoredContentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
}

/** The uploaded name without folders or control characters, given the extension its content deserves. */
function safeFileName(name: string, type: StoredContentType): string {
  const base = path
    .basename(name.replace(/\\/g, '/'))
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 80)
  return `${base || 'file'}.${EXTENSIONS[type]}`
}

/** The multipart `file` of a request (400 when the form has none). */
export function uploadOf(request: FastifyRequest, field = 'file'): FileInput {
  const upload = request.uploads?.find((candidate) => candidate.field === field)
  if (!upload) throw fileError('Attach a file to upload.')
  return { fileName: upload.fileName, data: upload.data }
}

export type Disposition = 'attachment' | 'inline'

/** Sends a stored file's bytes with its type and a Content-Disposition naming it. */
export function sendFile(
  reply: FastifyReply,
  file: { file_name: string; content_type: string },
  data: Buffer,
  disposition: Disposition = 'attachment',
) {
  const ascii = file.file_name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return reply
    .header('Content-Type', file.content_type)
    .header(
      'Content-Disposition',
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`,
    )
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(data)
}

/** Relative URL of downloadUploadedFile. */
export const storedFileUrl = (id: string) => `/onboarding/api/v1/operator/cloudfront/file/${id}`

/** The contract's `StoredFile`. */
export const storedFileView = (file: StoredFileRow) => ({
  id: file.id,
  file_name: file.file_name,
  content_type: file.content_type,
  size_bytes: file.size_bytes,
  url: storedFileUrl(file.id),
  uploaded_at: file.created_at,
})
