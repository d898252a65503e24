import { useState } from 'react'
import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { FileDrop, formatBytes } from '../../design-system/FileDrop'
import { formatDate } from '../../design-system/format'
import { Select } from '../../design-system/Select'
import { StatusBadge } from '../../design-system/StatusBadge'
import { StyledList, StyledListItem } from '../../design-system/SheetLayout'
import { DOCUMENT_CATEGORIES, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, categoryLabel } from './tenantLabels'
import { useListTenantDocumentsQuery, type DocumentCategory } from './tenantsApi'
import { StyledStack } from './TenantPage.styles'
import { useDocumentUploads } from './useDocumentUploads'
import { useDownload } from './useDownload'

const VERIFICATION = {
  PENDING: { label: 'Unverified', tone: 'warning' },
  VERIFIED: { label: 'Verified', tone: 'success' },
  REJECTED: { label: 'Rejected', tone: 'error' },
} as const

/** The tenant's documents, to view or download, and uploads with their progress. */
export function DocumentsCard({ tenantId }: { tenantId: number }) {
  const { data, isLoading } = useListTenantDocumentsQuery({ id: tenantId, limit: 50 })
  const [category, setCategory] = useState<DocumentCategory>('ID_PROOF')
  const { uploads, upload, remove } = useDocumentUploads()
  const download = useDownload()
  const documents = data?.data.results ?? []
  return (
    <Card title="Documents">
      <StyledStack>
        {!isLoading && documents.length === 0 && <p>No documents yet.</p>}
        {documents.length > 0 && (
          <StyledList aria-label="Documents">
            {documents.map((document) => (
              <StyledListItem key={document.id}>
                <span data-part="main">
                  <span>{document.name}</span>
                  <span data-part="muted">
                    {categoryLabel(document.category)} · {document.document_type.toUpperCase()} ·{' '}
                    {formatBytes(document.size_bytes)} · {formatDate(document.uploaded_at)}
                  </span>
                </span>
                <span data-part="side">
                  <StatusBadge tone={VERIFICATION[document.verification_status].tone}>
                    {VERIFICATION[document.verification_status].label}
                  </StatusBadge>
                  <span>
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
                  </span>
                </span>
              </StyledListItem>
            ))}
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
