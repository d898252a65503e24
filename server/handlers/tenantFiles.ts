import type { DocumentCategory } from '../db/schema'
import { sendFile, type Disposition } from '../files/download'
import { storedFileView, uploadOf } from '../files/fileStore'
import { operatorOf } from '../http/authentication'
import { agreementFile, createAgreement, listAgreements, type AgreementInput } from '../tenants/agreements'
import {
  documentFile,
  listDocuments,
  updateDocument,
  uploadDocument,
  type DocumentFields,
  type DocumentUpdate,
} from '../tenants/documents'
import { handler, type Handlers, type PageQuery, type Services } from './handler'

type ById = { Params: { id: number } }
type Download = { Querystring: { disposition?: Disposition } }

/** Tag `tenants`, its files: tenant documents, rent agreements (PDFs), and the stand-in for the CDN upload. */
export function tenantFileHandlers({ db, now, files }: Services): Handlers {
  return {
    listTenantDocuments: handler<ById & { Querystring: PageQuery & { category?: DocumentCategory } }>(
      async (request) => ({
        data: await listDocuments(db, now, operatorOf(request).id, request.params.id, request.query),
      }),
    ),

    uploadTenantDocument: handler<ById & { Body: DocumentFields }>(async (request, reply) => {
      const { file: _name, ...fields } = request.body as DocumentFields & { file?: string }
      const document = await uploadDocument(
        db,
        now,
        files,
        operatorOf(request).id,
        request.params.id,
        uploadOf(request),
        fields,
      )
      reply.code(201)
      return { data: document }
    }),

    updateTenantDocument: handler<ById & { Body: DocumentUpdate }>(async (request) => ({
      data: await updateDocument(db, now, operatorOf(request), request.params.id, request.body),
    })),

    downloadTenantDocument: handler<ById & Download>(async (request, reply) => {
      const { file, data } = await documentFile(db, files, operatorOf(request).id, request.params.id)
      return sendFile(reply, file, data, request.query.disposition)
    }),

    createRentAgreement: handler<ById & { Body: AgreementInput | undefined }>(async (request, reply) => {
      const agreement = await createAgreement(
        db,
        now,
        files,
        operatorOf(request).id,
        request.params.id,
        request.body ?? {},
      )
      reply.code(201)
      return { data: agreement }
    }),

    listRentAgreements: handler<ById & { Querystring: PageQuery }>(async (request) => ({
      data: await listAgreements(db, now, operatorOf(request).id, request.params.id, request.query),
    })),

    downloadRentAgreement: handler<
      ById & { Querystring: { disposition?: Disposition; version?: 'latest' | 'generated' | 'signed' } }
    >(async (request, reply) => {
      const { file, data } = await agreementFile(
        db,
        now,
        files,
        operatorOf(request).id,
        request.params.id,
        request.query.version ?? 'latest',
      )
      return sendFile(reply, file, data, request.query.disposition)
    }),

    uploadFile: handler<{ Body: { purpose: string } }>(async (request, reply) => {
      const stored = await files.store(operatorOf(request).id, uploadOf(request), request.body.purpose)
      reply.code(201)
      return { data: storedFileView(stored) }
    }),

    downloadUploadedFile: handler<{ Params: { id: string } } & Download>(async (request, reply) => {
      const { file, data } = await files.read(operatorOf(request).id, request.params.id)
      return sendFile(reply, file, data, request.query.disposition)
    }),
  }
}
