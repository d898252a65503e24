import { useState } from 'react'
import { downloadWithToken, reportFileCallFailure } from '../../app/core/files/fileTransfer'
import { useAppDispatch } from '../../app/core/hooks'
import { Button } from '../../design-system/Button'
import { ConfirmDialog } from '../../design-system/ConfirmDialog'
import { FileDrop } from '../../design-system/FileDrop'
import { StyledList, StyledListItem, StyledSection } from '../../design-system/SheetLayout'
import { useDeleteExpenseDocumentMutation, type ExpenseDocument } from './expensesApi'
import { useReceiptUploads } from './useReceiptUploads'

const ACCEPT = ['application/pdf', 'image/jpeg', 'image/png'] as const
const MAX_BYTES = 10 * 1024 * 1024
/** The provider keeps at most this many documents per expense. */
const MAX_DOCUMENTS = 10

export type ReceiptsSectionProps = {
  expenseId: number
  documents: readonly ExpenseDocument[]
  /** A voided expense's receipts can be downloaded only. */
  readOnly?: boolean
  /** Shown above the drop zone, e.g. asking for the bill before a draft is recorded. */
  prompt?: string
}

/** An expense's bills and receipts: download, remove, and upload more (PDF, JPEG or PNG up to 10 MB). */
export function ReceiptsSection({ expenseId, documents, readOnly = false, prompt }: ReceiptsSectionProps) {
  const dispatch = useAppDispatch()
  const { uploads, upload, remove } = useReceiptUploads()
  const [removeDocument] = useDeleteExpenseDocumentMutation()
  const [removing, setRemoving] = useState<ExpenseDocument | null>(null)

  const download = (document: ExpenseDocument) =>
    downloadWithToken(document.file.url, document.file.file_name).catch((error: unknown) =>
      reportFileCallFailure(dispatch, error),
    )

  return (
    <StyledSection aria-label="Receipts">
      <h3>Receipts</h3>
      {prompt && <p>{prompt}</p>}
      {documents.length === 0 ? (
        <p>No receipt yet.</p>
      ) : (
        <StyledList>
          {documents.map((document) => (
            <StyledListItem key={document.id}>
              <div data-part="main">
                <span>{document.name}</span>
                {document.uploaded_by_name && (
                  <span data-part="muted">Uploaded by {document.uploaded_by_name}</span>
                )}
              </div>
              <div data-part="side">
                <Button
                  size="xxsmall"
                  variant="secondary"
                  aria-label={`Download ${document.name}`}
                  onClick={() => void download(document)}
                >
                  Download
                </Button>
                {!readOnly && (
                  <Button
                    size="xxsmall"
                    variant="secondary"
                    aria-label={`Remove ${document.name}`}
                    onClick={() => setRemoving(document)}
                  >
                    Remove
                  </Button>
                )}
              </div>
            </StyledListItem>
          ))}
        </StyledList>
      )}
      {!readOnly && documents.length < MAX_DOCUMENTS && (
        <FileDrop
          label="Upload bill or receipt"
          accept={ACCEPT}
          maxSizeBytes={MAX_BYTES}
          uploads={uploads}
          onRemove={remove}
          onFiles={(files) => files.forEach((file) => void upload(expenseId, file))}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? 'the receipt'}?`}
        message="The file is removed from this expense."
        confirmLabel="Remove"
        tone="danger"
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return
          await removeDocument({ id: removing.id }).unwrap()
          setRemoving(null)
        }}
      />
    </StyledSection>
  )
}
