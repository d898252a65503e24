import { listBankAccounts, listBanks } from '../collections/banks'
import {
  collectionDetail,
  createLoggedOtherTicket,
  createOffboardedCollection,
  createRentTicket,
  deleteCollection,
  editCollection,
  type CollectionChanges,
  type OtherTicketInput,
  type RentTicketInput,
} from '../collections/charges'
import {
  createCollectionPaymentLink,
  createTokenPaymentLink,
  openPaymentLink,
  type PaymentLinkInput,
} from '../collections/links'
import { listCollections, type CollectionListQuery } from '../collections/list'
import { openLinkLimiter } from '../collections/openLinkLimit'
import { bulkMarkPaid, markPaid, type BulkMarkPaidInput, type MarkPaidInput } from '../collections/payments'
import { addRemark, listRemarks, ownedProof, uploadProof, type ProofFields } from '../collections/proofs'
import { receiptOf, receiptPdf } from '../collections/receipt'
import {
  remindAllCollections,
  remindCollection,
  sendReceipt,
  type RemindAllQuery,
} from '../collections/reminders'
import {
  collectionDashboard,
  collectionFilterSet,
  dueSummary,
  type CollectionTab,
} from '../collections/summaries'
import type { IsoDate } from '../db/schema'
import { sendFile, type Disposition } from '../files/download'
import { uploadOf } from '../files/fileStore'
import { operatorOf } from '../http/authentication'
import { handler, page, type Handlers, type PageQuery, type Services } from './handler'

type ById = { Params: { id: number } }
type Idempotent = { Headers: { 'idempotency-key'?: string } }

/**
 * Tag `collections`: dues (payment tickets), marking them paid (one and in bulk, idempotent), reminders through
 * the Notifier port, receipts (data and PDF), payment links with their public page, proofs, remarks, banks and
 * the operator's bank accounts.
 */
export function collectionHandlers({ db, now, files, notifier }: Services): Handlers {
  const limitOpenLinks = openLinkLimiter(now)
  return {
    listCollections: handler<{ Querystring: CollectionListQuery }>((request) =>
      listCollections(db, now, operatorOf(request).id, request.query),
    ),

    getCollection: handler<ById>(async (request) => ({
      data: await collectionDetail(db, now, operatorOf(request).id, request.params.id),
    })),

    getCollectionDueSummary: handler<{ Querystring: { property_ids?: string } }>(async (request) => ({
      data: await dueSummary(db, now, operatorOf(request).id, request.query.property_ids),
    })),

    getCollectionDashboard: handler<{ Querystring: { month?: string; property_ids?: string } }>((request) =>
      collectionDashboard(db, now, operatorOf(request).id, request.query),
    ),

    getCollectionFilters: handler<{ Querystring: { status?: CollectionTab } }>((request) =>
      collectionFilterSet(db, operatorOf(request).id, request.query.status),
    ),

    markCollectionPaid: handler<ById & Idempotent & { Body: MarkPaidInput }>(async (request) => {
      const operator = operatorOf(request)
      const result = await markPaid(
        db,
        now,
        operator,
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      )
      if (request.body.send_receipt && !result.replayed) {
        await sendReceipt(db, now, notifier, operator, request.params.id, result.transaction.id)
      }
      return { data: result }
    }),

    bulkMarkCollectionsPaid: handler<Idempotent & { Body: BulkMarkPaidInput }>(async (request) => ({
      data: await bulkMarkPaid(
        db,
        now,
        operatorOf(request),
        request.body,
        request.headers['idempotency-key'],
      ),
    })),

    remindCollection: handler<ById>(async (request) => ({
      data: await remindCollection(db, now, notifier, operatorOf(request), request.params.id),
    })),

    remindAllCollections: handler<{ Querystring: RemindAllQuery }>(async (request) => ({
      data: await remindAllCollections(db, now, notifier, operatorOf(request), request.query),
    })),

    getCollectionReceipt: handler<ById & { Querystring: { transaction_id?: number } }>(async (request) => ({
      data: await receiptOf(db, operatorOf(request), request.params.id, request.query.transaction_id),
    })),

    downloadCollectionReceipt: handler<
      ById & { Querystring: { transaction_id?: number; disposition?: Disposition } }
    >(async (request, reply) => {
      const operator = operatorOf(request)
      const receipt = await receiptOf(db, operator, request.params.id, request.query.transaction_id)
      const pdf = await receiptPdf(receipt, operator.decimal_places)
      const name = `Receipt ${receipt.receipt_number.replace(/\//g, '-')}.pdf`
      return sendFile(
        reply,
        { file_name: name, content_type: 'application/pdf' },
        pdf,
        request.query.disposition,
      )
    }),

    editCollection: handler<ById & { Body: CollectionChanges }>(async (request) => ({
      data: await editCollection(db, now, operatorOf(request), request.params.id, request.body),
    })),

    deleteCollection: handler<ById>(async (request) => ({
      data: await deleteCollection(db, now, operatorOf(request), request.params.id),
    })),

    createRentPaymentTicket: handler<{ Body: RentTicketInput }>(async (request, reply) => {
      const collection = await createRentTicket(db, now, operatorOf(request), request.body)
      reply.code(201)
      return { data: collection }
    }),

    createOtherPaymentTicket: handler<{ Body: OtherTicketInput }>(async (request, reply) => {
      const collection = await createLoggedOtherTicket(db, now, operatorOf(request), request.body)
      reply.code(201)
      return { data: collection }
    }),

    createOffboardedCollection: handler<
      ById & { Body: { amount_paise?: number; due_date: IsoDate; title?: string; description?: string } }
    >(async (request, reply) => {
      const collection = await createOffboardedCollection(
        db,
        now,
        operatorOf(request),
        request.params.id,
        request.body,
      )
      reply.code(201)
      return { data: collection }
    }),

    createCollectionPaymentLink: handler<ById & { Body: PaymentLinkInput | undefined }>(
      async (request, reply) => {
        const link = await createCollectionPaymentLink(
          db,
          now,
          operatorOf(request),
          request.params.id,
          request.body ?? {},
        )
        reply.code(201)
        return { data: link }
      },
    ),

    createTokenPaymentLink: handler<ById & { Body: PaymentLinkInput | undefined }>(async (request, reply) => {
      const link = await createTokenPaymentLink(
        db,
        now,
        operatorOf(request),
        request.params.id,
        request.body ?? {},
      )
      reply.code(201)
      return { data: link }
    }),

    getOpenPaymentLink: handler<{ Params: { token: string } }>(async (request) => {
      limitOpenLinks(request.ip)
      return { data: await openPaymentLink(db, now, request.params.token) }
    }),

    uploadPaymentProof: handler<ById & { Body: ProofFields & { file: string } }>(async (request, reply) => {
      const { file: _fileName, ...fields } = request.body
      const proof = await uploadProof(
        db,
        now,
        files,
        operatorOf(request).id,
        request.params.id,
        uploadOf(request),
        fields,
      )
      reply.code(201)
      return { data: proof }
    }),

    downloadPaymentProof: handler<ById & { Querystring: { disposition?: Disposition } }>(
      async (request, reply) => {
        const operatorId = operatorOf(request).id
        const proof = await ownedProof(db, operatorId, request.params.id)
        const { file, data } = await files.read(operatorId, proof.file_id)
        return sendFile(reply, file, data, request.query.disposition)
      },
    ),

    listCollectionRemarks: handler<ById & { Querystring: PageQuery }>(async (request) => {
      const { count, results } = await listRemarks(
        db,
        operatorOf(request).id,
        request.params.id,
        request.query.offset,
        request.query.limit,
      )
      return page(count, results)
    }),

    addCollectionRemark: handler<ById & { Body: { text: string } }>(async (request, reply) => {
      const remark = await addRemark(db, now, operatorOf(request), request.params.id, request.body.text)
      reply.code(201)
      return { data: remark }
    }),

    listBanks: handler<{ Querystring: PageQuery & { name?: string } }>(async (request) => ({
      data: await listBanks(db, request.query),
    })),

    listBankAccounts: handler<{
      Querystring: PageQuery & { property_id?: number; include_inactive?: boolean }
    }>(async (request) => ({
      data: await listBankAccounts(db, operatorOf(request).id, request.query),
    })),
  }
}
