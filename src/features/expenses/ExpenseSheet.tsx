import { useState } from 'react'
import { Link } from 'react-router-dom'
import { RecordHistory } from '../../app/core/activity/RecordHistory'
import { useAppDispatch } from '../../app/core/hooks'
import { serverFieldErrors } from '../../app/core/serverErrors'
import { useOperator } from '../../app/core/session/useOperator'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { PATHS } from '../../app/routes/paths'
import { Button } from '../../design-system/Button'
import { EmptyState } from '../../design-system/EmptyState'
import { formatDate, formatPaise } from '../../design-system/format'
import { Modal } from '../../design-system/Modal'
import {
  StyledActions,
  StyledFacts,
  StyledNotice,
  StyledSection,
  StyledSheet,
} from '../../design-system/SheetLayout'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import { StatusBadge } from '../../design-system/StatusBadge'
import { TextArea } from '../../design-system/TextArea'
import { useDeleteExpenseMutation, useGetExpenseQuery, type ExpenseDetail } from './expensesApi'
import { PAYMENT_MODE_LABELS, propertyText, STATUS_LABELS } from './expenseText'
import { ReceiptsSection } from './ReceiptsSection'

export type ExpenseSheetProps = { panelId: number; expenseId: number }

/** One expense: its facts, allocation, receipts, TDS reminder and complaint; edit, record a draft, or void. */
export default function ExpenseSheet({ expenseId }: ExpenseSheetProps) {
  const { data, isLoading, isError, refetch } = useGetExpenseQuery({ id: expenseId })
  if (isLoading) {
    return (
      <SkeletonRegion busy label="Loading the expense">
        <Skeleton count={8} />
      </SkeletonRegion>
    )
  }
  if (!data) {
    return (
      <EmptyState
        title="This expense could not be loaded"
        headingLevel={3}
        action={isError ? <Button onClick={() => void refetch()}>Try again</Button> : undefined}
      />
    )
  }
  return <ExpenseDetails detail={data.data} />
}

function ExpenseDetails({ detail }: { detail: ExpenseDetail }) {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const money = (paise: number) => formatPaise(paise, { decimalPlaces })
  const { expense, allocations, documents } = detail
  const voided = expense.status === 'VOIDED'
  const [voiding, setVoiding] = useState(false)
  const openForm = (title: string) =>
    dispatch(panelPushed({ kind: 'expenses/form', title, width: 560, props: { expenseId: expense.id } }))

  return (
    <StyledSheet>
      {voided && (
        <StyledNotice role="note">
          Voided by {expense.voided_by_name ?? 'the operator'}
          {expense.voided_at ? ` on ${formatDate(expense.voided_at)}` : ''}: {expense.void_reason}
        </StyledNotice>
      )}
      {expense.tds_hint && <StyledNotice role="note">{expense.tds_hint.message}</StyledNotice>}
      <StyledSection aria-label="Details">
        <StyledFacts>
          <dt>Status</dt>
          <dd>
            <StatusBadge tone={voided ? 'neutral' : expense.status === 'DRAFT' ? 'warning' : 'success'}>
              {STATUS_LABELS[expense.status]}
            </StatusBadge>
          </dd>
          <dt>Date</dt>
          <dd>{formatDate(expense.expense_date)}</dd>
          <dt>Category</dt>
          <dd>{expense.category_name}</dd>
          <dt>Property</dt>
          <dd>{propertyText(expense.property_name)}</dd>
          <dt>Vendor</dt>
          <dd>
            {expense.vendor_name ?? '—'}
            {expense.vendor_gstin ? ` · GSTIN ${expense.vendor_gstin}` : ''}
          </dd>
          <dt>Amount</dt>
          <dd>{money(expense.amount_paise)}</dd>
          <dt>GST</dt>
          <dd>
            {expense.gst_rate_percent === 0
              ? 'No GST'
              : `Taxable ${money(expense.taxable_paise)} + GST ${money(expense.tax_paise)} (${expense.gst_rate_percent}%)`}
          </dd>
          <dt>Invoice</dt>
          <dd>{expense.invoice_number ?? '—'}</dd>
          <dt>Payment</dt>
          <dd>
            {PAYMENT_MODE_LABELS[expense.payment_mode]}
            {expense.reference ? ` · ${expense.reference}` : ''}
          </dd>
          {expense.payment_mode === 'CASH' && (
            <>
              <dt>Paid by</dt>
              <dd>{expense.paid_by_name ?? '—'}</dd>
            </>
          )}
          {expense.complaint_ticket_number && (
            <>
              <dt>Complaint</dt>
              <dd>
                <Link to={`${PATHS.complaints}?complaint=${expense.complaint_id}`}>
                  {expense.complaint_ticket_number}
                </Link>
              </dd>
            </>
          )}
          {expense.template_id !== null && (
            <>
              <dt>From</dt>
              <dd>A recurring expense</dd>
            </>
          )}
          <dt>Notes</dt>
          <dd>{expense.notes ?? '—'}</dd>
          <dt>Added by</dt>
          <dd>{expense.created_by_name ?? '—'}</dd>
        </StyledFacts>
        {!voided && (
          <StyledActions>
            {expense.status === 'DRAFT' ? (
              <Button size="small" onClick={() => openForm('Record expense')}>
                Record expense
              </Button>
            ) : (
              <Button variant="secondary" size="small" onClick={() => openForm('Edit expense')}>
                Edit
              </Button>
            )}
            <Button variant="danger" size="small" onClick={() => setVoiding(true)}>
              Void
            </Button>
          </StyledActions>
        )}
      </StyledSection>
      {allocations.length > 0 && (
        <StyledSection aria-label="Split across properties">
          <h3>Split across properties</h3>
          <table aria-label="Split across properties">
            <thead>
              <tr>
                <th scope="col">Property</th>
                <th scope="col">Beds</th>
                <th scope="col">Share</th>
              </tr>
            </thead>
            <tbody>
              {allocations.map((row) => (
                <tr key={row.property_id}>
                  <th scope="row">{row.property_name}</th>
                  <td>{row.beds}</td>
                  <td>{money(row.amount_paise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </StyledSection>
      )}
      <ReceiptsSection expenseId={expense.id} documents={documents} readOnly={voided} />
      <RecordHistory entity="expense" id={expense.id} />
      <VoidDialog
        open={voiding}
        expenseId={expense.id}
        title={`Void ${expense.category_name} of ${money(expense.amount_paise)}?`}
        onClose={() => setVoiding(false)}
      />
    </StyledSheet>
  )
}

/**
 * Voiding keeps the expense, struck through and counted nowhere; the reason is required (3 characters or more).
 * A confirmation built on Modal, as ConfirmDialog's message is a paragraph and cannot hold the reason field.
 */
function VoidDialog({
  open,
  expenseId,
  title,
  onClose,
}: {
  open: boolean
  expenseId: number
  title: string
  onClose: () => void
}) {
  const [voidExpense, { isLoading }] = useDeleteExpenseMutation()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const close = () => {
    if (isLoading) return
    setReason('')
    setError(undefined)
    onClose()
  }
  const confirm = async () => {
    const text = reason.trim()
    if (text.length < 3) {
      setError('Say why it is voided (at least 3 characters)')
      return
    }
    const result = await voidExpense({ id: expenseId, expenseVoidRequest: { reason: text } })
    if (result.error) {
      setError(serverFieldErrors(result.error, { reason: 'reason' as const }).reason)
      return
    }
    setReason('')
    onClose()
  }
  return (
    <Modal
      open={open}
      onClose={close}
      role="alertdialog"
      size="small"
      title={title}
      description="It stays on record, struck through, and counts in no total."
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" disabled={isLoading} onClick={close} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" loading={isLoading} onClick={() => void confirm()}>
            Void expense
          </Button>
        </>
      }
    >
      <TextArea
        label="Reason for voiding"
        required
        maxLength={500}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value)
          setError(undefined)
        }}
        error={error}
      />
    </Modal>
  )
}
