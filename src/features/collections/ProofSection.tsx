import { useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { Button } from '../../design-system/Button'
import { FileDrop, type FileUpload } from '../../design-system/FileDrop'
import { formatDate } from '../../design-system/format'
import { useUploadPaymentProofMutation, type PaymentProof } from './collectionsApi'
import { downloadWithToken, reportFileCallFailure } from '../../app/core/files/fileTransfer'
import { StyledList, StyledListItem, StyledSection } from '../../design-system/SheetLayout'

const ACCEPT = ['image/jpeg', 'image/png', 'application/pdf'] as const
const MAX_BYTES = 10 * 1024 * 1024

/** Screenshots or PDFs the tenant sent as proof of payment: upload one, open the ones kept. */
export function ProofSection({ collectionId, proofs }: { collectionId: number; proofs: PaymentProof[] }) {
  const dispatch = useAppDispatch()
  const [upload] = useUploadPaymentProofMutation()
  const [uploads, setUploads] = useState<FileUpload[]>([])

  const send = async (file: File) => {
    const id = `${file.name}-${Date.now()}`
    setUploads([{ id, name: file.name, status: 'uploading', progress: 0 }])
    const result = await upload({ id: collectionId, paymentProofUploadRequest: { file } })
    setUploads(
      result.data
        ? []
        : [{ id, name: file.name, status: 'error', progress: 0, error: 'The proof was not uploaded' }],
    )
  }

  const open = (proof: PaymentProof) =>
    downloadWithToken(proof.file.url, proof.file.file_name).catch((error: unknown) =>
      reportFileCallFailure(dispatch, error),
    )

  return (
    <StyledSection aria-label="Payment proofs">
      <h3>Payment proofs</h3>
      {proofs.length > 0 && (
        <StyledList>
          {proofs.map((proof) => (
            <StyledListItem key={proof.id}>
              <div data-part="main">
                <span>{proof.file.file_name}</span>
                <span data-part="muted">Uploaded {formatDate(proof.uploaded_at)}</span>
              </div>
              <div data-part="side">
                <Button size="xxsmall" variant="secondary" onClick={() => void open(proof)}>
                  Open
                </Button>
              </div>
            </StyledListItem>
          ))}
        </StyledList>
      )}
      <FileDrop
        label="Upload payment proof"
        accept={ACCEPT}
        maxSizeBytes={MAX_BYTES}
        uploads={uploads}
        onRemove={() => setUploads([])}
        onFiles={(files) => void (files[0] && send(files[0]))}
      />
    </StyledSection>
  )
}
