import { useState } from 'react'
import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { FileDrop } from '../../design-system/FileDrop'
import { formatDate, formatPaise } from '../../design-system/format'
import { Skeleton } from '../../design-system/Skeleton'
import { StatusBadge } from '../../design-system/StatusBadge'
import { StyledList, StyledListItem } from '../../design-system/SheetLayout'
import { UPLOAD_MAX_BYTES } from './tenantLabels'
import { useCreateRentAgreementMutation, useListRentAgreementsQuery, type RentAgreement } from './tenantsApi'
import { tenantReads } from './tenantReads'
import { StyledStack } from './TenantPage.styles'
import { useDocumentUploads } from './useDocumentUploads'
import { useDownload } from './useDownload'

const STATUS = {
  GENERATED: { label: 'Awaiting signature', tone: 'warning' },
  SIGNED: { label: 'Signed', tone: 'success' },
  EXPIRED: { label: 'Expired', tone: 'neutral' },
  CANCELLED: { label: 'Cancelled', tone: 'neutral' },
} as const

type Props = { tenantId: number; tenantName: string; canGenerate: boolean; decimalPlaces: number }

/** Rent agreements: generate a PDF from the stay, download it, and upload the signed copy (a PDF). */
export function AgreementsCard({ tenantId, tenantName, canGenerate, decimalPlaces }: Props) {
  const { data, isLoading } = useListRentAgreementsQuery(tenantReads(tenantId).agreements)
  const [createAgreement, { isLoading: generating }] = useCreateRentAgreementMutation()
  const [signing, setSigning] = useState<number>()
  const { uploads, upload, remove } = useDocumentUploads()
  const download = useDownload()
  const agreements = data?.data.results ?? []
  const fileName = (agreement: RentAgreement) =>
    `Rent agreement ${tenantName} ${agreement.start_date}.pdf`.replace(/\s+/g, '-')

  return (
    <Card
      title="Agreements"
      actions={
        <Button
          size="small"
          loading={generating}
          disabled={!canGenerate}
          onClick={() => void createAgreement({ id: tenantId, rentAgreementCreateRequest: {} })}
        >
          Generate agreement
        </Button>
      }
    >
      <StyledStack>
        {isLoading && <Skeleton count={2} />}
        {!isLoading && agreements.length === 0 && (
          <p>
            {canGenerate
              ? 'No agreement yet. Generate one from the stay.'
              : 'Link a bed to generate an agreement.'}
          </p>
        )}
        {agreements.length > 0 && (
          <StyledList aria-label="Agreements">
            {agreements.map((agreement) => (
              <StyledListItem key={agreement.id}>
                <span data-part="main">
                  <span>
                    {formatDate(agreement.start_date)} to {formatDate(agreement.end_date)} (
                    {agreement.term_months} months)
                  </span>
                  <span data-part="muted">
                    {formatPaise(agreement.rent_paise, { decimalPlaces })} a month · deposit{' '}
                    {formatPaise(agreement.deposit_paise, { decimalPlaces })} · lock-in{' '}
                    {agreement.lock_in_months} months
                  </span>
                </span>
                <span data-part="side">
                  <StatusBadge tone={STATUS[agreement.status].tone}>
                    {STATUS[agreement.status].label}
                  </StatusBadge>
                  <span>
                    <Button
                      variant="ghost"
                      size="xxsmall"
                      onClick={() => void download(agreement.pdf_url, fileName(agreement))}
                    >
                      Download PDF
                    </Button>
                    {agreement.status === 'GENERATED' && (
                      <Button variant="ghost" size="xxsmall" onClick={() => setSigning(agreement.id)}>
                        Upload signed
                      </Button>
                    )}
                  </span>
                </span>
              </StyledListItem>
            ))}
          </StyledList>
        )}
        {signing !== undefined && (
          <FileDrop
            label="Signed agreement"
            accept={['application/pdf']}
            maxSizeBytes={UPLOAD_MAX_BYTES}
            uploads={uploads}
            onRemove={remove}
            onFiles={([file]) =>
              void upload(tenantId, {
                file,
                category: 'AGREEMENT',
                document_type: 'pdf',
                agreement_id: signing,
                name: 'Signed rent agreement',
              }).then((ok) => {
                if (ok) setSigning(undefined)
              })
            }
          />
        )}
      </StyledStack>
    </Card>
  )
}
