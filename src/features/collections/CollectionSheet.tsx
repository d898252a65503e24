import { useState } from 'react'
import { RecordHistory } from '../../app/core/activity/RecordHistory'
import { useAppDispatch } from '../../app/core/hooks'
import { useOperator } from '../../app/core/session/useOperator'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { ConfirmDialog } from '../../design-system/ConfirmDialog'
import { EmptyState } from '../../design-system/EmptyState'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import { CollectionSummary } from './CollectionSummary'
import {
  useDeleteCollectionMutation,
  useGetCollectionQuery,
  useRemindCollectionMutation,
} from './collectionsApi'
import { EditCollectionForm } from './EditCollectionForm'
import { MarkPaidForm } from './MarkPaidForm'
import { PaymentLinkSection } from './PaymentLinkSection'
import { PaymentList } from './PaymentList'
import { ProofSection } from './ProofSection'
import { RemarksSection } from './RemarksSection'
import { StyledHeadline, StyledSection, StyledSheet } from '../../design-system/SheetLayout'

export type CollectionSheetProps = { panelId: number; collectionId: number }

/**
 * Side sheet of one collection: what is due, recording a payment against it, the payments and their receipts,
 * a payment link with its UPI QR, proofs, remarks, changes, a reminder and deletion.
 */
export default function CollectionSheet({ panelId, collectionId }: CollectionSheetProps) {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const { data, isLoading, isError } = useGetCollectionQuery({ id: collectionId })
  const [remind, { isLoading: reminding }] = useRemindCollectionMutation()
  const [deleteCollection] = useDeleteCollectionMutation()
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [editing, setEditing] = useState(false)

  if (isLoading) {
    return (
      <SkeletonRegion busy label="Loading the collection">
        <Skeleton count={8} />
      </SkeletonRegion>
    )
  }
  const detail = data?.data
  if (isError || !detail) return <EmptyState title="This collection could not be found" headingLevel={3} />
  const { collection } = detail
  const due = collection.balance_paise > 0

  return (
    <StyledSheet>
      <CollectionSummary detail={detail} decimalPlaces={decimalPlaces} />
      <StyledHeadline>
        {due && (
          <Button
            size="small"
            variant="secondary"
            loading={reminding}
            onClick={() => void remind({ id: collection.id })}
          >
            Send reminder
          </Button>
        )}
        <Button
          size="small"
          variant="secondary"
          onClick={() => setEditing((open) => !open)}
          aria-expanded={editing}
        >
          Edit
        </Button>
        <Button size="small" variant="danger" data-part="end" onClick={() => setConfirmingDelete(true)}>
          Delete
        </Button>
      </StyledHeadline>
      {editing && (
        <StyledSection aria-label="Edit">
          <h3>Edit collection</h3>
          <EditCollectionForm collection={collection} decimalPlaces={decimalPlaces} />
        </StyledSection>
      )}
      {due && (
        <StyledSection aria-label="Record a payment">
          <h3>Mark paid</h3>
          <MarkPaidForm collection={collection} />
        </StyledSection>
      )}
      <PaymentList payments={detail.payments} decimalPlaces={decimalPlaces} />
      <PaymentLinkSection detail={detail} decimalPlaces={decimalPlaces} />
      <ProofSection collectionId={collection.id} proofs={detail.proofs} />
      <RemarksSection collectionId={collection.id} />
      <RecordHistory entity="collection" id={collection.id} />
      <ConfirmDialog
        open={confirmingDelete}
        tone="danger"
        title="Delete this collection?"
        message={`${collection.title} for ${collection.tenant_name} will be removed. Payments already recorded stop counting towards it.`}
        confirmLabel="Delete"
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={async () => {
          const result = await deleteCollection({ id: collection.id })
          if (result.error) throw result.error
          setConfirmingDelete(false)
          dispatch(panelClosed(panelId))
        }}
      />
    </StyledSheet>
  )
}
