import { useState } from 'react'
import { useOperator } from '../../app/core/session/useOperator'
import { Button } from '../../design-system/Button'
import { EmptyState } from '../../design-system/EmptyState'
import { formatDate, formatPaise } from '../../design-system/format'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import { StatusBadge } from '../../design-system/StatusBadge'
import { ReasonDialog } from './ReasonDialog'
import { StyledActions, StyledFacts, StyledSection, StyledSheet } from './Sheet.styles'
import {
  useDeleteTransactionMutation,
  useGetTransactionQuery,
  useRevertTransactionMutation,
} from './transactionsApi'
import { MODE_LABELS, placeOf, SOURCE_LABELS, STATUS_TEXT } from './transactionText'

export type TransactionSheetProps = { panelId: number; id: number }

const AUDIT_LABELS = {
  RECORDED: 'Recorded',
  RECEIPT_SENT: 'Receipt sent',
  DELETED: 'Deleted',
  REVERTED: 'Reverted',
}

/** Side sheet of one recorded payment: what it paid, its audit trail, and deleting or reverting it. */
export default function TransactionSheet({ id }: TransactionSheetProps) {
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const { data, isLoading, isError } = useGetTransactionQuery({ id })
  const [deleteTransaction] = useDeleteTransactionMutation()
  const [revertTransaction] = useRevertTransactionMutation()
  const [action, setAction] = useState<'delete' | 'revert' | null>(null)

  if (isLoading) {
    return (
      <SkeletonRegion busy label="Loading the payment">
        <Skeleton count={8} />
      </SkeletonRegion>
    )
  }
  const detail = data?.data
  if (isError || !detail) return <EmptyState title="This payment could not be found" headingLevel={3} />
  const { transaction } = detail
  const money = (paise: number) => formatPaise(paise, { decimalPlaces })
  const status = STATUS_TEXT[transaction.status]
  const amount = money(transaction.amount_paise)

  return (
    <StyledSheet>
      <StyledSection aria-label="Details">
        <div>
          <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
        </div>
        <StyledFacts>
          <dt>Amount</dt>
          <dd>{amount}</dd>
          <dt>Tenant</dt>
          <dd>{transaction.tenant_name}</dd>
          <dt>Stays at</dt>
          <dd>{placeOf(transaction)}</dd>
          <dt>For</dt>
          <dd>{transaction.collection_title}</dd>
          <dt>Mode</dt>
          <dd>{MODE_LABELS[transaction.mode]}</dd>
          {transaction.reference && (
            <>
              <dt>Reference</dt>
              <dd>{transaction.reference}</dd>
            </>
          )}
          <dt>Paid on</dt>
          <dd>{formatDate(transaction.paid_on)}</dd>
          <dt>Source</dt>
          <dd>{SOURCE_LABELS[transaction.source]}</dd>
          {transaction.receipt_number && (
            <>
              <dt>Receipt</dt>
              <dd>{transaction.receipt_number}</dd>
            </>
          )}
          <dt>Still due</dt>
          <dd>
            {money(detail.collection_balance_paise)} of {money(detail.collection_amount_paise)}
          </dd>
        </StyledFacts>
      </StyledSection>
      {transaction.status === 'SUCCESS' && (
        <StyledActions>
          <Button size="small" variant="secondary" onClick={() => setAction('revert')}>
            Revert
          </Button>
          <Button size="small" variant="danger" onClick={() => setAction('delete')}>
            Delete
          </Button>
        </StyledActions>
      )}
      <StyledSection aria-label="Audit trail">
        <h3>Audit trail</h3>
        <ol>
          {detail.audit.map((entry) => (
            <li key={`${entry.action}-${entry.at}`}>
              {AUDIT_LABELS[entry.action]} {formatDate(entry.at)}
              {entry.by_name && ` by ${entry.by_name}`}
              {entry.reason && `: ${entry.reason}`}
            </li>
          ))}
        </ol>
      </StyledSection>
      <ReasonDialog
        open={action === 'revert'}
        title="Revert this payment?"
        description={`${amount} stops counting towards ${transaction.collection_title}, which becomes due again. The payment stays in the audit trail.`}
        confirmLabel="Revert payment"
        onClose={() => setAction(null)}
        onConfirm={async (reason) =>
          Boolean((await revertTransaction({ id, transactionRevertRequest: { reason } })).data)
        }
      />
      <ReasonDialog
        open={action === 'delete'}
        title="Delete this payment?"
        description={`${amount} is removed from ${transaction.collection_title}, which becomes due again, for example when it was recorded by mistake.`}
        confirmLabel="Delete payment"
        onClose={() => setAction(null)}
        onConfirm={async (reason) =>
          Boolean((await deleteTransaction({ id, transactionDeleteRequest: { reason } })).data)
        }
      />
    </StyledSheet>
  )
}
