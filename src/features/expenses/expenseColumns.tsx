import { Link } from 'react-router-dom'
import { PATHS } from '../../app/routes/paths'
import type { DataTableColumn } from '../../design-system/DataTable'
import { formatDate, formatPaise } from '../../design-system/format'
import { StatusBadge } from '../../design-system/StatusBadge'
import type { Expense } from './expensesApi'
import { PAYMENT_MODE_LABELS, propertyText } from './expenseText'
import { StyledBadges, StyledCell } from './Expenses.styles'

/** The list's columns; with a property filter the amount shows that property's share of an all-properties expense. */
export const expenseColumns = (decimalPlaces: number): DataTableColumn<Expense>[] => {
  const money = (paise: number) => formatPaise(paise, { decimalPlaces })
  return [
    { id: 'date', header: 'Date', cell: (row) => formatDate(row.expense_date) },
    {
      id: 'category',
      header: 'Category',
      cell: (row) => (
        <StyledCell data-voided={row.status === 'VOIDED' ? '' : undefined}>
          <span data-part="main">{row.category_name}</span>
          {row.status === 'VOIDED' && <span data-part="muted">Voided: {row.void_reason}</span>}
          <StyledBadges>
            {row.status === 'DRAFT' && <StatusBadge tone="warning">Draft</StatusBadge>}
            {row.status === 'VOIDED' && <StatusBadge tone="neutral">Voided</StatusBadge>}
            {row.tds_hint && <StatusBadge tone="info">TDS {row.tds_hint.section}</StatusBadge>}
            {row.complaint_id !== null && row.complaint_ticket_number && (
              <Link
                to={`${PATHS.complaints}?complaint=${row.complaint_id}`}
                onClick={(event) => event.stopPropagation()}
              >
                {row.complaint_ticket_number}
              </Link>
            )}
          </StyledBadges>
        </StyledCell>
      ),
    },
    { id: 'vendor', header: 'Vendor', cell: (row) => row.vendor_name ?? '—' },
    { id: 'property', header: 'Property', cell: (row) => propertyText(row.property_name) },
    {
      id: 'amount',
      header: 'Amount',
      align: 'end',
      cell: (row) => (
        <StyledCell data-voided={row.status === 'VOIDED' ? '' : undefined}>
          <span data-part="main">{money(row.amount_paise)}</span>
          {row.share_paise !== null && row.share_paise !== row.amount_paise && (
            <span data-part="muted">Share {money(row.share_paise)}</span>
          )}
        </StyledCell>
      ),
    },
    {
      id: 'gst',
      header: 'GST',
      align: 'end',
      cell: (row) =>
        row.gst_rate_percent === 0 ? '—' : `${money(row.tax_paise)} (${row.gst_rate_percent}%)`,
    },
    { id: 'mode', header: 'Mode', cell: (row) => PAYMENT_MODE_LABELS[row.payment_mode] },
    { id: 'paidBy', header: 'Paid by', cell: (row) => row.paid_by_name ?? '—' },
    {
      id: 'receipts',
      header: 'Receipts',
      cell: (row) =>
        row.document_count === 0 ? (
          <StatusBadge tone={row.status === 'RECORDED' ? 'warning' : 'neutral'}>No receipt</StatusBadge>
        ) : (
          `${row.document_count} receipt${row.document_count === 1 ? '' : 's'}`
        ),
    },
  ]
}
