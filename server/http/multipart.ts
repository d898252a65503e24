import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { operationIdOf } from '../contract/operationOf'
import { badRequest } from './httpError'

/** A file received in a multipart form, read into memory (uploads are at most 10 MB). */
export type Upload = { field: string; fileName: string; declaredType: string; data: Buffer }

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart request, in the order they came; null for other requests. */
    uploads: Upload[] | null
  }
}

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
export const MAX_FILES = 5

/** Sentences for @fastify/multipart's own errors, by code; busboy's (a malformed or cut-short body) have none. */
const FORM_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  FST_FILES_LIMIT: `Send at most ${MAX_FILES} files in one form.`,
  FST_FIELDS_LIMIT: 'The form has too many fields.',
  FST_PARTS_LIMIT: 'The form has too many parts.',
  FST_PROTO_VIOLATION: 'A form field has a name that is not allowed.',
  FST_INVALID_JSON_FIELD_ERROR: 'A form field declared as JSON is not valid JSON.',
  FST_MP_PREMATURE_CLOSE: 'The form was cut short before it was fully sent. Send it again.',
}

/** Every failure reading the form is the sender's: a 400 naming it (busboy's own sentence for a malformed body). */
function formError(error: unknown) {
  const { code, part } = Object(error) as { code?: unknown; part?: { fieldname?: unknown } }
  const known = typeof code === 'string' ? FORM_MESSAGES[code] : undefined
  const detail = error instanceof Error ? error.message.replace(/\.?$/, '.') : ''
  const message = known ?? `The form could not be read as multipart/form-data: ${detail}`
  const field = typeof part?.fieldname === 'string' ? `body.${part.fieldname}` : 'body'
  return badRequest(message, [{ field, message }])
}

/**
 * A body that ends inside a file: busboy reports it twice in one tick, on the form ('Unexpected end of multipart
 * data') and on the file ('Part terminated early …'), and which reaches the reader first depends on whether the
 * body was already buffered when parsing began (it is when the token check waits on the network, as with
 * PostgreSQL). The file's sentence names the mistake, so it is the answer either way.
 */
function asCutInFile(error: unknown): unknown {
  if (!(error instanceof Error) || error.message !== 'Unexpected end of multipart data') return error
  return new Error('Part terminated early due to unexpected end of multipart data')
}

const isMultipartRequest = (request: FastifyRequest) =>
  /^multipart\//i.test(request.headers['content-type'] ?? '')

export type MultipartOptions = {
  /** The `Token` check; multipart requests to `secured` operations pass it before their body is read. */
  authenticate: (request: FastifyRequest) => Promise<void>
  /** operationIds that need a token. */
  secured: ReadonlySet<string>
}

/**
 * Multipart forms: fields become the body (validated against the contract like any body, strings coerced),
 * each file is read into `request.uploads` and stands in the body as its file name, so a
 * `type: string, format: binary` property validates. Recognising the content is the handler's job.
 * The token is checked on arrival, before any of the body is read, so a stranger's upload costs no memory (the
 * contract's security handler runs after validation, which for a form means after reading every file).
 */
export async function registerMultipart(
  app: FastifyInstance,
  { authenticate, secured }: MultipartOptions,
): Promise<void> {
  app.decorateRequest('uploads', null)
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES, fields: 50 },
  })
  app.addHook('onRequest', async (request) => {
    if (isMultipartRequest(request) && secured.has(operationIdOf(request) ?? '')) await authenticate(request)
  })
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return
    const fields = new Map<string, unknown[]>()
    const uploads: Upload[] = []
    const add = (name: string, value: unknown) => fields.set(name, [...(fields.get(name) ?? []), value])
    let inFile = false
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          inFile = true
          const data = await part.toBuffer()
          inFile = false
          uploads.push({ field: part.fieldname, fileName: part.filename, declaredType: part.mimetype, data })
          add(part.fieldname, part.filename || part.fieldname)
        } else {
          add(part.fieldname, part.value)
        }
      }
    } catch (error) {
      throw formError(inFile ? asCutInFile(error) : error)
    }
    request.uploads = uploads
    request.body = Object.fromEntries(
      [...fields].map(([name, values]) => [name, values.length === 1 ? values[0] : values]),
    )
  })
}
