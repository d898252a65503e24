import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyRequest } from 'fastify'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { StoredContentType, StoredFileRow } from '../db/schema'
import { badRequest, notFound } from '../http/httpError'
import { DOCUMENT_FILES, recognise, type Accepted } from './recognise'
import { sweepLeftovers, temporaryName, type Swept } from './sweep'

export type FileInput = { fileName: string; data: Buffer }

/**
 * Files operators upload (documents, agreements, payment proofs, photos), kept under one folder with random
 * names and recorded in `stored_files`. Every read names the operator: another operator's key is a 404.
 * A file is written under a temporary name and moved to its own before its row is written, so a crash leaves
 * either a temporary file or a file without a row, both removed by the sweep at start (sweep.ts).
 */
export type FileStore = {
  /**
   * Checks the content (recognise.ts: 400 unless a plain file of an accepted type, by default PDF, JPEG or PNG, of
   * at most 10 MB), writes it and records it. Pass the transaction the caller's own rows are written in; one from
   * `inTransaction` also removes the file when it rolls back.
   */
  store: (
    operatorId: number,
    file: FileInput,
    purpose: string,
    db?: Db,
    accepted?: Accepted,
  ) => Promise<StoredFileRow>
  /** Runs `work` in a transaction; files stored in it are removed from disk when it does not commit. */
  inTransaction: <T>(work: (trx: Db) => Promise<T>) => Promise<T>
  /** The file and its bytes, only for its operator (404 otherwise); inside a transaction, pass it. */
  read: (operatorId: number, id: string, db?: Db) => Promise<{ file: StoredFileRow; data: Buffer }>
  /** Removes what interrupted uploads left behind (sweep.ts); run at start, before serving. */
  sweep: () => Promise<Swept>
}

export function fileStore(db: Db, now: Clock, folder: string): FileStore {
  mkdirSync(folder, { recursive: true })
  const diskPath = (id: string) => path.join(folder, id)
  /** Files written inside each open `inTransaction`, to remove when it rolls back. */
  const written = new WeakMap<Db, string[]>()
  return {
    async store(operatorId, file, purpose, trx = db, accepted = DOCUMENT_FILES) {
      const contentType = await recognise(file.data, accepted)
      const id = randomBytes(18).toString('base64url')
      const temporary = diskPath(temporaryName(id))
      try {
        await writeFile(temporary, file.data, { flag: 'wx' })
        await rename(temporary, diskPath(id))
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
      written.get(trx)?.push(diskPath(id))
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
    async inTransaction(work) {
      const files: string[] = []
      try {
        return await db.transaction().execute((trx) => {
          written.set(trx, files)
          return work(trx)
        })
      } catch (error) {
        await Promise.all(files.map((file) => rm(file, { force: true })))
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
    sweep: () => sweepLeftovers(db, folder),
  }
}

const KIND_NAMES: Record<StoredContentType, string> = {
  'application/pdf': 'a PDF',
  'image/jpeg': 'a JPEG image',
  'image/png': 'a PNG image',
  'video/mp4': 'an MP4 video',
}

export const describeContentType = (type: StoredContentType) => KIND_NAMES[type]

const fileError = (message: string) => badRequest(message, [{ field: 'body.file', message }])

const EXTENSIONS: Record<StoredContentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'video/mp4': 'mp4',
}

/** The uploaded name without folders or control characters, given the extension its content deserves. */
function safeFileName(name: string, type: StoredContentType): string {
  const base = path
    .basename(name.replace(/\\/g, '/'))
    .replace(/[^\p{L}\p{M}\p{N} ._()-]/gu, '_')
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
