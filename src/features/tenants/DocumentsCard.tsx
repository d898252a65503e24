import { useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { FileDrop, formatBytes } from '../../design-system/FileDrop'
import { formatDate } from '../../design-system/format'
import { Select } from '../../design-system/Select'
import { Skeleton } from '../../design-system/Skeleton'
import { StatusBadge } from '../../design-system/StatusBadge'
import { StyledList, StyledListItem } from '../../design-system/SheetLayout'
import { DOCUMENT_CATEGORIES, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, categoryLabel } from './tenantLabels'
import { today } from './dates'
import { verifyRequest } from './documentRequests'
import { VERIFICATION, expiryBadge } from './documentText'
import { StyledBadgeRow } from './Review.styles'
import {
  useListTenantDocumentsQuery,
  useUpdateTenantDocumentMutation,
  type DocumentCategory,
  type TenantDocument,
} from './tenantsApi'
import { tenantReads } from './tenantReads'
import { StyledStack } from './TenantPage.styles'
import { useDocumentUploads } from './useDocumentUploads'
import { useDownload } from './useDownload'

/** The tenant's documents, to view, download, verify or reject, with expiry badges, and uploads with their progress. */
export function DocumentsCard({ tenantId }: { tenantId: number }) {
  const dispatch = useAppDispatch()
  const { data, isLoading } = useListTenantDocumentsQuery(tenantReads(tenantId).documents)
  const [updateDocument] = useUpdateTenantDocumentMutation()
  const [category, setCategory] = useState<DocumentCategory>('ID_PROOF')
  const { uploads, upload, remove } = useDocumentUploads()
  const download = useDownload()
  const documents = data?.data.results ?? []
  const now = today()
  const review = (document: TenantDocument) =>
    dispatch(
      panelPushed({
        kind: 'tenants/document-review',
        title: `Review: ${document.name}`,
        width: 480,
        props: { tenantId, documentId: document.id },
      }),
    )
  return (
    <Card title="Documents">
      <StyledStack>
        {isLoading && <Skeleton count={3} />}
        {!isLoading && documents.length === 0 && <p>No documents yet.</p>}
        {documents.length > 0 && (
          <StyledList aria-label="Documents">
            {documents.map((document) => {
              const expiry = expiryBadge(document, now)
              return (
                <StyledListItem key={document.id}>
                  <span data-part="main">
                    <span>{document.name}</span>
                    <span data-part="muted">
                      {categoryLabel(document.category)} · {document.document_type.toUpperCase()} ·{' '}
                      {formatBytes(document.size_bytes)} · {formatDate(document.uploaded_at)}
                    </span>
                    {document.verification_status === 'REJECTED' && document.rejection_reason && (
                      <span data-part="muted">Rejected: {document.rejection_reason}</span>
                    )}
                  </span>
                  <span data-part="side">
                    <StyledBadgeRow>
                      <StatusBadge tone={VERIFICATION[document.verification_status].tone}>
                        {VERIFICATION[document.verification_status].label}
                      </StatusBadge>
                      {expiry && <StatusBadge tone={expiry.tone}>{expiry.label}</StatusBadge>}
                    </StyledBadgeRow>
                    <StyledBadgeRow>
                      <Button
                        variant="ghost"
                        size="xxsmall"
                        aria-label={`View ${document.name}`}
                        onClick={() => void download(document.download_url, document.file_name, 'inline')}
                      >
                        View
                      </Button>
                      <Button
                        variant="ghost"
                        size="xxsmall"
                        aria-label={`Download ${document.name}`}
                        onClick={() => void download(document.download_url, document.file_name)}
                      >
                        Download
                      </Button>
                      {document.verification_status !== 'VERIFIED' && (
                        <Button
                          variant="ghost"
                          size="xxsmall"
                          aria-label={`Verify ${document.name}`}
                          onClick={() =>
                            void updateDocument({
                              id: document.id,
                              tenantDocumentUpdateRequest: verifyRequest(),
                            })
                          }
                        >
                          Verify
                        </Button>
                      )}
                      <Button
                        variant="ghost"
                        size="xxsmall"
                        aria-label={`Review ${document.name}`}
                        onClick={() => review(document)}
                      >
                        Review
                      </Button>
                    </StyledBadgeRow>
                  </span>
                </StyledListItem>
              )
            })}
          </StyledList>
        )}
        <Select
          label="Upload as"
          options={DOCUMENT_CATEGORIES.filter((option) => option.value !== 'AGREEMENT')}
          value={category}
          onChange={(event) => setCategory(event.target.value as DocumentCategory)}
        />
        <FileDrop
          label="Upload documents"
          accept={UPLOAD_ACCEPT}
          maxSizeBytes={UPLOAD_MAX_BYTES}
          multiple
          uploads={uploads}
          onRemove={remove}
          onFiles={(files) => {
            files.forEach((file) => void upload(tenantId, { file, category, name: file.name }))
          }}
        />
      </StyledStack>
    </Card>
  )
}
