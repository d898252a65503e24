import type {
  RecordedTransactionDashboard,
  RentQrTransaction,
  Transaction,
  TransactionDetail,
} from './transactionsApi'

/* Demo data in the contract's shapes for stories: November 2026 at a Bengaluru PG. */

export const transaction: Transaction = {
  id: 9001,
  collection_id: 501,
  collection_title: 'Rent – November 2026',
  type: 'RENT',
  period_label: 'Nov 2026',
  tenant_id: 31,
  tenant_name: 'Aarav Sharma',
  property_id: 1,
  property_name: 'Koramangala PG',
  room_name: '204',
  bed_name: 'B',
  amount_paise: 1250000,
  mode: 'UPI',
  reference: '412345678901',
  paid_on: '2026-11-03',
  recorded_at: '2026-11-03T06:12:00Z',
  recorded_by_name: 'Priya Menon',
  collected_by_staff_id: null,
  collected_by_name: null,
  source: 'MANUAL',
  status: 'SUCCESS',
  receipt_number: 'KOR1-2026-27/000123',
}

export const transactions: Transaction[] = [
  transaction,
  {
    ...transaction,
    id: 9002,
    tenant_name: 'Diya Nair',
    room_name: '105',
    mode: 'CASH',
    reference: null,
    amount_paise: 950000,
  },
  {
    ...transaction,
    id: 9003,
    tenant_name: 'Rohan Iyer',
    room_name: '302',
    mode: 'NEFT',
    reference: 'HDFCN52026110412',
    amount_paise: 1050000,
  },
]

export const detailOf = (row: Transaction): TransactionDetail => ({
  transaction: row,
  remarks: null,
  collection_amount_paise: 1250000,
  collection_balance_paise: row.status === 'SUCCESS' ? 1250000 - row.amount_paise : 1250000,
  proof_id: null,
  rent_qr_transaction_id: null,
  audit: [
    { action: 'RECORDED', at: row.recorded_at, by_name: 'Priya Menon', reason: null },
    ...(row.status === 'REVERTED'
      ? [
          {
            action: 'REVERTED' as const,
            at: '2026-11-22T06:00:00Z',
            by_name: 'Priya Menon',
            reason: 'Cheque bounced',
          },
        ]
      : []),
  ],
})

export const rentQrPayment: RentQrTransaction = {
  id: 77,
  amount_paise: 1250000,
  utr: '432109876543',
  payer_name: 'AARAV SHARMA',
  payer_vpa: 'aarav.s@okicici',
  received_at: '2026-11-04T04:20:00Z',
  status: 'MATCHED',
  qr_label: 'Koramangala PG – main QR',
  property_id: 1,
  property_name: 'Koramangala PG',
  tenant_id: 31,
  tenant_name: 'Aarav Sharma',
  collection_id: 501,
  transaction_id: 9001,
}

export const recordedDashboard: RecordedTransactionDashboard = {
  month: '2026-11',
  total_paise: 121250000,
  count: 96,
  by_mode: [],
  by_staff: [],
  deleted_count: 1,
  reverted_count: 2,
}
