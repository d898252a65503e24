import { http, HttpResponse } from 'msw'
import { today } from '../../app/core/today'
import type { TransactionRevertRequest } from './transactionsApi.gen'
import { detailOf, recordedDashboard, rentQrPayment, transactions } from './fixtures'
import type { Transaction } from './transactionsApi'

/* msw handlers answering the transactions screens in the contract's shapes, for stories. */

const ok = <T>(data: T) => HttpResponse.json({ data })

const MONTH_LABEL = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/**
 * The month filter's options as the provider sends them: its current month (the page's own guess, on the
 * provider's calendar, whatever day the stories run) first, then the fixtures' months.
 */
function monthOptions() {
  const current = today().slice(0, 7)
  return [...new Set([current, '2026-11', '2026-10'])].map((value) => ({
    value,
    label: MONTH_LABEL.format(new Date(`${value}-01T00:00:00Z`)),
    is_current: value === current,
  }))
}

export type RevertLog = { reverted: { id: number; reason: string }[] }

/** Path and query of each read of the screen (options, lists and figures), in the order they arrived. */
export type TransactionReadLog = { reads: string[] }

/**
 * The month filter, the lists, the dashboard and the details; a revert marks the payment reverted. The screen's
 * reads are noted in `sent`.
 */
export function transactionHandlers(
  log: RevertLog = { reverted: [] },
  sent: TransactionReadLog = { reads: [] },
) {
  const rows = new Map<number, Transaction>(transactions.map((row) => [row.id, row]))
  const noted = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    sent.reads.push(url.pathname + url.search)
  }
  return [
    http.get('*/payment/api/v1/transaction/filter', (info) => {
      noted(info)
      return ok({
        month: monthOptions(),
        modes: ['UPI', 'CASH', 'NEFT'],
        properties: [{ id: 1, name: 'Koramangala PG' }],
      })
    }),
    http.get('*/payment/api/v2/operator/collection/transactions/list', (info) => {
      noted(info)
      const results = [...rows.values()]
      return ok({
        count: results.length,
        total_paise: results.reduce((sum, row) => sum + row.amount_paise, 0),
        results,
      })
    }),
    http.get('*/payment/api/v1/operator/rentqr/transactions/list', (info) => {
      noted(info)
      return ok({ count: 1, results: [rentQrPayment] })
    }),
    http.get('*/payment/api/v1/operator/recorded/transaction/dashboard', (info) => {
      noted(info)
      return ok(recordedDashboard)
    }),
    http.get('*/payment/api/v2/operator/transaction/:id/details', ({ params }) => {
      const row = rows.get(Number(params.id))
      return row ? ok(detailOf(row)) : HttpResponse.json({ message: 'Not found' }, { status: 404 })
    }),
    http.put('*/payment/api/v1/operator/revert/transaction/:id', async ({ params, request }) => {
      const { reason } = (await request.json()) as TransactionRevertRequest
      const id = Number(params.id)
      log.reverted.push({ id, reason })
      const row = { ...(rows.get(id) as Transaction), status: 'REVERTED' as const }
      rows.set(id, row)
      return ok(detailOf(row))
    }),
  ]
}
