import type { DataTableColumn } from '../../design-system/DataTable'
import { formatDate, formatPaise } from '../../design-system/format'
import { StatusBadge } from '../../design-system/StatusBadge'
import type { RentQrTransaction, Transaction } from './transactionsApi'
import { MODE_LABELS, placeOf, RENT_QR_STATUS_TEXT, STATUS_TEXT } from './transactionText'
import { StyledCell } from './TransactionsPage.styles'

/** Recorded payments: day, tenant, what was paid, mode and reference, amount and status. */
export const transactionColumns = (decimalPlaces: number): DataTableColumn<Transaction>[] => [
  { id: 'paid_on', header: 'Paid on', width: 110, cell: (row) => formatDate(row.paid_on) },
  {
    id: 'tenant',
    header: 'Tenant',
    cell: (row) => (
      <StyledCell>
        <span>{row.tenant_name}</span>
        <span data-part="muted">{placeOf(row)}</span>
      </StyledCell>
    ),
  },
  { id: 'charge', header: 'For', cell: (row) => row.collection_title },
  {
    id: 'mode',
    header: 'Mode',
    width: 150,
    cell: (row) => (
      <StyledCell>
        <span>{MODE_LABELS[row.mode]}</span>
        <span data-part="muted">{row.reference ?? ''}</span>
      </StyledCell>
    ),
  },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    width: 120,
    cell: (row) => formatPaise(row.amount_paise, { decimalPlaces }),
  },
  {
    id: 'status',
    header: 'Status',
    width: 110,
    cell: (row) => (
      <StatusBadge tone={STATUS_TEXT[row.status].tone}>{STATUS_TEXT[row.status].label}</StatusBadge>
    ),
  },
]

/** Payments received on a rent QR, matched to a tenant's collection or waiting to be. */
export const rentQrColumns = (decimalPlaces: number): DataTableColumn<RentQrTransaction>[] => [
  { id: 'received', header: 'Received', width: 110, cell: (row) => formatDate(row.received_at) },
  {
    id: 'payer',
    header: 'Payer',
    cell: (row) => (
      <StyledCell>
        <span>{row.payer_name ?? row.payer_vpa ?? 'Unknown payer'}</span>
        <span data-part="muted">{row.qr_label}</span>
      </StyledCell>
    ),
  },
  { id: 'tenant', header: 'Tenant', cell: (row) => row.tenant_name ?? '—' },
  { id: 'utr', header: 'UTR', width: 140, cell: (row) => row.utr },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    width: 120,
    cell: (row) => formatPaise(row.amount_paise, { decimalPlaces }),
  },
  {
    id: 'status',
    header: 'Status',
    width: 120,
    cell: (row) => (
      <StatusBadge tone={RENT_QR_STATUS_TEXT[row.status].tone}>
        {RENT_QR_STATUS_TEXT[row.status].label}
      </StatusBadge>
    ),
  },
]
