import { operatorOf } from '../http/authentication'
import { listRentQrTransactions, rentQrTransactionDetail, type RentQrQuery } from '../transactions/rentQr'
import {
  listTransactions,
  recordedTransactionDashboard,
  transactionDetail,
  transactionFilterOptions,
  undoTransaction,
  type TransactionListQuery,
} from '../transactions/transactions'
import { handler, type Handlers, type Services } from './handler'

type ById = { Params: { id: number } }

/**
 * Tag `transactions`: payments recorded against collections (list by month, details with the audit trail,
 * delete and revert), the rent-QR credits and the recorded-transaction dashboard.
 */
export function transactionHandlers({ db, now }: Services): Handlers {
  return {
    getTransactionFilters: handler<{ Querystring: { property_ids?: string } }>(async (request) => ({
      data: await transactionFilterOptions(db, now, operatorOf(request).id, request.query.property_ids),
    })),

    listTransactions: handler<{ Querystring: TransactionListQuery }>(async (request) => ({
      data: await listTransactions(db, operatorOf(request).id, request.query),
    })),

    getTransaction: handler<ById>(async (request) => ({
      data: await transactionDetail(db, operatorOf(request).id, request.params.id),
    })),

    listRentQrTransactions: handler<{ Querystring: RentQrQuery }>(async (request) => ({
      data: await listRentQrTransactions(db, operatorOf(request).id, request.query),
    })),

    getRentQrTransaction: handler<ById>(async (request) => ({
      data: await rentQrTransactionDetail(db, operatorOf(request).id, request.params.id),
    })),

    getRecordedTransactionDashboard: handler<{ Querystring: { month?: string; property_ids?: string } }>(
      async (request) => ({
        data: await recordedTransactionDashboard(db, now, operatorOf(request).id, request.query),
      }),
    ),

    deleteTransaction: handler<ById & { Body: { reason: string } }>(async (request) => ({
      data: await undoTransaction(
        db,
        now,
        operatorOf(request),
        request.params.id,
        'DELETED',
        request.body.reason,
      ),
    })),

    revertTransaction: handler<ById & { Body: { reason: string } }>(async (request) => ({
      data: await undoTransaction(
        db,
        now,
        operatorOf(request),
        request.params.id,
        'REVERTED',
        request.body.reason,
      ),
    })),
  }
}
