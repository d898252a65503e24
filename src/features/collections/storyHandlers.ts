import { http, HttpResponse } from 'msw'
import { makeStaffUsers, operatorUser, usersHandler } from '../../app/core/people/peopleHandlers'
import type { BulkMarkPaidRequest, MarkPaidRequest } from './collectionsApi.gen'
import type { Collection, CollectionDetail } from './collectionsApi'
import {
  dashboard,
  detailOf,
  filterGroups,
  makeCollections,
  payment,
  paymentLink,
  publicLink,
  remarks,
} from './fixtures'

/* msw handlers answering the collections screens in the contract's shapes, for stories. */

const ok = <T>(data: T, status = 200) => HttpResponse.json({ data }, { status })

/** What the stories' handlers were sent, for play functions to check. */
export type SentLog = {
  markPaid: { id: number; body: MarkPaidRequest; key: string | null }[]
  bulk: { body: BulkMarkPaidRequest; key: string | null }[]
  remindAll: string[]
  listOffsets: number[]
  /** The `status` of each list call (the tab). */
  listStatuses: string[]
  deleted: number[]
}

export const newSentLog = (): SentLog => ({
  markPaid: [],
  bulk: [],
  remindAll: [],
  listOffsets: [],
  listStatuses: [],
  deleted: [],
})

/** A list of `total` due collections served page by page, the dashboard and the filter options. */
export function listHandlers(total: number, sent: SentLog = newSentLog()) {
  return [
    usersHandler([operatorUser, ...makeStaffUsers(6)]),
    http.get('*/payment/api/v1/operator/collection/list', ({ request }) => {
      const params = new URL(request.url).searchParams
      const offset = Number(params.get('offset') ?? 0)
      const limit = Number(params.get('limit') ?? 10)
      sent.listOffsets.push(offset)
      sent.listStatuses.push(params.get('status') ?? 'due')
      const results = makeCollections(Math.max(0, Math.min(limit, total - offset)), 1000, offset)
      const sum = results.reduce((all, row) => all + row.balance_paise, 0)
      const paid = results.reduce((all, row) => all + row.paid_paise, 0)
      return ok({
        count: total,
        total_amount_paise: sum,
        total_paid_paise: paid,
        total_balance_paise: sum,
        results,
      })
    }),
    http.get('*/payment/api/v2/operator/collection/dashboard', () => ok(dashboard)),
    http.get('*/payment/api/v2/collection/list/filter', () => ok({ filters: filterGroups })),
    http.get('*/payment/api/v1/operator/collection/all/remind', ({ request }) => {
      const ids = new URL(request.url).searchParams.get('collection_ids') ?? ''
      sent.remindAll.push(ids)
      const collectionIds = ids.split(',').filter(Boolean).map(Number)
      return ok({ reminded_count: collectionIds.length, skipped_count: 0, collection_ids: collectionIds })
    }),
    http.post('*/payment/api/v1/operator/collection/bulk_mark_paid', async ({ request }) => {
      const body = (await request.json()) as BulkMarkPaidRequest
      sent.bulk.push({ body, key: request.headers.get('Idempotency-Key') })
      const results = body.collection_ids.map((id, at) => ({
        collection_id: id,
        outcome: 'paid' as const,
        transaction_id: 9100 + at,
        amount_paise: 1250000,
        message: null,
      }))
      return ok({
        paid_count: results.length,
        skipped_count: 0,
        total_paid_paise: 1250000 * results.length,
        results,
        replayed: false,
      })
    }),
  ]
}

/**
 * One collection's sheet: its details (updated by each payment), mark paid, remind, remarks, payment link and
 * delete, answering as the provider would.
 */
export function sheetHandlers(collection: Collection, sent: SentLog = newSentLog()) {
  let detail: CollectionDetail = detailOf(collection, collection.paid_paise > 0 ? [payment] : [])
  return [
    usersHandler([operatorUser, ...makeStaffUsers(6)]),
    http.get('*/payment/api/v1/operator/collection/:id/details', () => ok(detail)),
    http.post('*/payment/api/v1/operator/collection/:id/mark_paid', async ({ request, params }) => {
      const body = (await request.json()) as MarkPaidRequest
      sent.markPaid.push({ id: Number(params.id), body, key: request.headers.get('Idempotency-Key') })
      const paid = detail.collection.paid_paise + body.amount_paise
      const balance = detail.collection.amount_paise - paid
      const updated: Collection = {
        ...detail.collection,
        paid_paise: paid,
        balance_paise: balance,
        status: balance === 0 ? 'paid' : 'partially_paid',
        last_payment_mode: body.mode,
        last_paid_on: body.paid_on,
      }
      const transaction = {
        ...payment,
        id: payment.id + sent.markPaid.length,
        amount_paise: body.amount_paise,
        mode: body.mode,
        reference: body.reference ?? null,
        paid_on: body.paid_on,
      }
      detail = { ...detail, collection: updated, payments: [...detail.payments, transaction] }
      return ok({ collection: updated, transaction, replayed: false })
    }),
    http.get('*/payment/api/v1/operator/collection/:id/remind', () =>
      ok({
        collection_id: collection.id,
        reminder: { id: 1, channel: 'SMS', sent_at: '2026-11-22T06:00:00Z', status: 'RECORDED' },
      }),
    ),
    http.get('*/payment/api/v1/operator/:id/remark/list', () =>
      ok({ count: remarks.length, results: remarks }),
    ),
    http.post('*/payment/api/v1/operator/:id/payment_link', () => {
      detail = { ...detail, payment_links: [paymentLink] }
      return ok(paymentLink, 201)
    }),
    http.delete('*/payment/api/v1/operator/:id/delete', ({ params }) => {
      sent.deleted.push(Number(params.id))
      return ok({ success: true, message: 'Deleted' })
    }),
  ]
}

/** The public payment page's link. */
export const openLinkHandlers = [
  http.get('*/payment/api/v1/open/payment_link/:token', ({ params }) =>
    params.token === publicLink.token
      ? ok(publicLink)
      : HttpResponse.json({ message: 'This payment link does not exist' }, { status: 404 }),
  ),
]
