import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'

/** A file received in a multipart form, read into memory (uploads are at most 10 MB). */
export type Upload = { field: string; fileName: string; declaredType: string; data: Buffer }

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart request, in the order they came; null for other requests. */
    uploads: Upload[] | null
  }
}

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

/**
 * Multipart forms: fields become the body (validated against the contract like any body, strings coerced),
 * each file is read into `request.uploads` and stands in the body as its file name, so a
 * `type: string, format: binary` property validates. Recognising the content is the handler's job.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  app.decorateRequest('uploads', null)
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 50 },
    async onFile(part) {
      const data = await part.toBuffer()
      const upload = { field: part.fieldname, fileName: part.filename, declaredType: part.mimetype, data }
      this.uploads = [...(this.uploads ?? []), upload]
      part.value = part.filename || part.fieldname
    },
  })
}
