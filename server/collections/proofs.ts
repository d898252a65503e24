import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { IsoDate, StoredContentType } from '../db/schema'
import type { FileInput, FileStore } from '../files/fileStore'
import { badRequest, notFound } from '../http/httpError'
import { forgetTotals } from './listTotals'
import { ownedCollection } from './views'

type ProofRow = {
  id: number
  collection_id: number
  file_id: string
  file_name: string
  content_type: string
  size_bytes: number
  amount_paise: number | null
  reference: string | null
  paid_on: IsoDate | null
  remarks: string | null
  status: 'SUBMITTED' | 'ACCEPTED' | 'REJECTED'
  uploaded_at: string
}

/** Relative URL of downloadPaymentProof. */
const proofFileUrl = (id: number) => `/payment/api/v1/operator/payment-proof/${id}/file`

/** The contract's `PaymentProof`; its file is served by downloadPaymentProof, only to its operator. */
export const proofView = (proof: ProofRow) => ({
  id: proof.id,
  collection_id: proof.collection_id,
  file: {
    id: proof.file_id,
    file_name: proof.file_name,
    content_type: proof.content_type as StoredContentType,
    size_bytes: proof.size_bytes,
    url: proofFileUrl(proof.id),
    uploaded_at: proof.uploaded_at,
  },
  amount_paise: proof.amount_paise,
  reference: proof.reference,
  paid_on: proof.paid_on,
  remarks: proof.remarks,
  status: proof.status,
  uploaded_at: proof.uploaded_at,
})

export type ProofFields = { amount_paise?: number; reference?: string; paid_on?: IsoDate; remarks?: string }

/** Stores a proof (PDF, JPEG or PNG by content, ≤ 10 MB) for a collection of the operator. */
export async function uploadProof(
  db: Db,
  now: Clock,
  files: FileStore,
  operatorId: number,
  collectionId: number,
  file: FileInput,
  fields: ProofFields,
) {
  await ownedCollection(db, operatorId, collectionId)
  const id = await files.inTransaction(async (trx) => {
    const stored = await files.store(operatorId, file, 'PAYMENT_PROOF', trx)
    const inserted = await trx
      .insertInto('payment_proofs')
      .values({
        operator_id: operatorId,
        collection_id: collectionId,
        file_id: stored.id,
        amount_paise: fields.amount_paise ?? null,
        reference: fields.reference ?? null,
        paid_on: fields.paid_on ?? null,
        remarks: fields.remarks ?? null,
        status: 'SUBMITTED',
        uploaded_at: now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return inserted.id
  })
  forgetTotals(db, operatorId)
  return proofView(await ownedProof(db, operatorId, id))
}

export async function ownedProof(db: Db, operatorId: number, id: number): Promise<ProofRow> {
  const proof = await db
    .selectFrom('payment_proofs')
    .innerJoin('stored_files', 'stored_files.id', 'payment_proofs.file_id')
    .selectAll('payment_proofs')
    .select(['stored_files.file_name', 'stored_files.content_type', 'stored_files.size_bytes'])
    .where('payment_proofs.id', '=', id)
    .where('payment_proofs.operator_id', '=', operatorId)
    .executeTakeFirst()
  if (!proof) throw notFound('No such payment proof.')
  return proof
}

/** A collection's remarks, newest first. */
export async function listRemarks(
  db: Db,
  operatorId: number,
  collectionId: number,
  offset: number,
  limit: number,
) {
  await ownedCollection(db, operatorId, collectionId)
  const results = await db
    .selectFrom('collection_remarks')
    .selectAll()
    .where('collection_id', '=', collectionId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
  const { count } = await db
    .selectFrom('collection_remarks')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('collection_id', '=', collectionId)
    .executeTakeFirstOrThrow()
  return { count: Number(count), results }
}

export async function addRemark(
  db: Db,
  now: Clock,
  operator: { id: number; name: string },
  collectionId: number,
  text: string,
) {
  await ownedCollection(db, operator.id, collectionId)
  if (!text.trim()) {
    throw badRequest('Write a remark first.', [{ field: 'body.text', message: 'The remark is empty.' }])
  }
  return db
    .insertInto('collection_remarks')
    .values({
      collection_id: collectionId,
      text: text.trim(),
      created_by_name: operator.name,
      created_at: now().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}
