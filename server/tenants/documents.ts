import { kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { DocumentCategory, IsoDate, KycIdType, OperatorRow, StoredContentType } from '../db/schema'
import { describeContentType, type FileInput, type FileStore } from '../files/fileStore'
import { sniffContentType } from '../files/sniff'
import { badRequest, notFound } from '../http/httpError'
import { ownedTenant } from '../inventory/ownership'
import { expiryStatus, reviewChange, type ReviewInput } from './documentReview'

/** Relative URL of downloadTenantDocument. */
export const documentUrl = (id: number) => `/onboarding/api/v1/operator/document/${id}/file`

const FILE_TYPES = { 'application/pdf': 'pdf', 'image/jpeg': 'jpeg', 'image/png': 'png' } as const

/** A tenant document's file type; the store refuses anything but PDF, JPEG or PNG for them. */
function fileTypeOf(type: StoredContentType) {
  if (type === 'video/mp4') throw new Error('A tenant document is never an MP4 video.')
  return FILE_TYPES[type]
}

function documents(db: Db, operatorId: number) {
  return db
    .selectFrom('tenant_documents as d')
    .innerJoin('stored_files as f', 'f.id', 'd.file_id')
    .selectAll('d')
    .select(['f.file_name', 'f.content_type', 'f.size_bytes'])
    .where('d.operator_id', '=', operatorId)
}

type DocumentRow = Awaited<ReturnType<ReturnType<typeof documents>['executeTakeFirstOrThrow']>>

const view = (row: DocumentRow, today: IsoDate) => ({
  id: row.id,
  tenant_id: row.tenant_id,
  name: row.name,
  category: row.category,
  kyc_id_type: row.kyc_id_type,
  document_type: fileTypeOf(row.content_type),
  file_name: row.file_name,
  content_type: row.content_type,
  size_bytes: row.size_bytes,
  verification_status: row.verification_status,
  rejection_reason: row.rejection_reason,
  verified_at: row.verified_at,
  verified_by_name: row.verified_by_name,
  expiry_date: row.expiry_date,
  expiry_status: expiryStatus(row.expiry_date, today),
  agreement_id: row.agreement_id,
  download_url: documentUrl(row.id),
  uploaded_at: row.created_at,
  updated_at: row.updated_at,
})

export async function listDocuments(
  db: Db,
  now: Clock,
  operatorId: number,
  tenantId: number,
  query: { offset: number; limit: number; category?: DocumentCategory },
) {
  await ownedTenant(db, operatorId, tenantId)
  let base = documents(db, operatorId).where('d.tenant_id', '=', tenantId)
  if (query.category) base = base.where('d.category', '=', query.category)
  const rows = await base
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute()
  const counted = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  const today = kolkataDate(now())
  return { count: Number(counted.count), results: rows.map((row) => view(row, today)) }
}

export async function getDocument(db: Db, now: Clock, operatorId: number, id: number) {
  const row = await documents(db, operatorId).where('d.id', '=', id).executeTakeFirst()
  if (!row) throw notFound('No such document.')
  return view(row, kolkataDate(now()))
}

export type DocumentFields = {
  category: DocumentCategory
  name?: string
  document_type?: 'pdf' | 'jpeg' | 'png'
  kyc_id_type?: KycIdType
  agreement_id?: number
}

const CATEGORY_NAMES: Record<DocumentCategory, string> = {
  ID_PROOF: 'ID proof',
  ADDRESS_PROOF: 'Address proof',
  PHOTO: 'Photo',
  AGREEMENT: 'Signed agreement',
  POLICE_VERIFICATION: 'Police verification',
  VISA: 'Visa',
  OTHER: 'Document',
}

/**
 * Stores a tenant's document. With `agreement_id` it is the signed copy of that agreement (a PDF, category
 * AGREEMENT), which becomes SIGNED. The file and its rows are written together or not at all.
 */
export async function uploadDocument(
  db: Db,
  now: Clock,
  files: FileStore,
  operatorId: number,
  tenantId: number,
  file: FileInput,
  fields: DocumentFields,
) {
  await ownedTenant(db, operatorId, tenantId)
  const agreement =
    fields.agreement_id === undefined
      ? null
      : await db
          .selectFrom('agreements')
          .select(['id', 'status'])
          .where('id', '=', fields.agreement_id)
          .where('tenant_id', '=', tenantId)
          .where('operator_id', '=', operatorId)
          .executeTakeFirst()
  if (fields.agreement_id !== undefined && !agreement) throw notFound('No such agreement for this tenant.')
  if (agreement && fields.category !== 'AGREEMENT') {
    const message = 'A signed agreement is uploaded with the category AGREEMENT.'
    throw badRequest(message, [{ field: 'body.category', message }])
  }
  if (agreement?.status === 'CANCELLED') {
    throw badRequest('This agreement was cancelled; generate a new one and upload its signed copy.')
  }
  const detected = await sniffContentType(file.data)
  const expected = agreement ? 'pdf' : fields.document_type
  if (detected && detected !== 'video/mp4' && expected && expected !== FILE_TYPES[detected]) {
    const message = `The file is ${describeContentType(detected)}, not ${expected === 'pdf' ? 'a PDF' : `a ${expected.toUpperCase()} image`}.`
    throw badRequest(message, [{ field: 'body.file', message }])
  }
  const at = now().toISOString()
  const id = await files.inTransaction(async (trx) => {
    const stored = await files.store(operatorId, file, 'TENANT_DOCUMENT', trx)
    const created = await trx
      .insertInto('tenant_documents')
      .values({
        operator_id: operatorId,
        tenant_id: tenantId,
        file_id: stored.id,
        name: fields.name?.trim() || CATEGORY_NAMES[fields.category],
        category: fields.category,
        kyc_id_type: fields.kyc_id_type ?? null,
        agreement_id: agreement?.id ?? null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    if (agreement) {
      await trx
        .updateTable('agreements')
        .set({ status: 'SIGNED', signed_document_id: created.id, updated_at: at })
        .where('id', '=', agreement.id)
        .execute()
    }
    return created.id
  })
  return getDocument(db, now, operatorId, id)
}

export type DocumentUpdate = ReviewInput & {
  name?: string
  category?: DocumentCategory
  kyc_id_type?: KycIdType | null
  expiry_date?: IsoDate | null
}

/** Renames, re-categorises or reviews a document (`operator` is the reviewer named on it). */
export async function updateDocument(
  db: Db,
  now: Clock,
  operator: Pick<OperatorRow, 'id' | 'name'>,
  id: number,
  input: DocumentUpdate,
) {
  const document = await getDocument(db, now, operator.id, id)
  const name = input.name?.trim()
  if (name !== undefined && !name) {
    throw badRequest('Give the document a name.', [
      { field: 'body.name', message: 'Give the document a name.' },
    ])
  }
  if (document.agreement_id !== null && input.category !== undefined && input.category !== 'AGREEMENT') {
    const message = 'An agreement’s PDF stays in the category AGREEMENT.'
    throw badRequest(message, [{ field: 'body.category', message }])
  }
  const at = now().toISOString()
  await db
    .updateTable('tenant_documents')
    .set({
      ...(name === undefined ? {} : { name }),
      ...(input.category === undefined ? {} : { category: input.category }),
      ...(input.kyc_id_type === undefined ? {} : { kyc_id_type: input.kyc_id_type }),
      ...(input.expiry_date === undefined ? {} : { expiry_date: input.expiry_date }),
      ...reviewChange(document, input, operator.name, at),
      updated_at: at,
    })
    .where('id', '=', id)
    .execute()
  return getDocument(db, now, operator.id, id)
}

/** A document's file, for its operator only. */
export async function documentFile(db: Db, files: FileStore, operatorId: number, id: number) {
  const row = await db
    .selectFrom('tenant_documents')
    .select('file_id')
    .where('id', '=', id)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!row) throw notFound('No such document.')
  return files.read(operatorId, row.file_id)
}
