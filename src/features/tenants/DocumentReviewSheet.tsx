import { useFormik } from 'formik'
import { useAppDispatch } from '../../app/core/hooks'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { DateField } from '../../design-system/DateField'
import { formatBytes } from '../../design-system/FileDrop'
import { formatDate } from '../../design-system/format'
import {
  StyledActions,
  StyledFacts,
  StyledFormGrid,
  StyledSection,
  StyledSheet,
} from '../../design-system/SheetLayout'
import { StatusBadge } from '../../design-system/StatusBadge'
import { TextArea } from '../../design-system/TextArea'
import { SheetLoad } from './SheetLoad'
import { today } from './dates'
import { REVIEW_FIELDS, expiryRequest, rejectRequest, verifyRequest } from './documentRequests'
import { expirySchema, rejectSchema } from './documentReviewForm'
import { VERIFICATION, canExpire, expiryBadge } from './documentText'
import { serverFieldErrors } from '../../app/core/serverErrors'
import { categoryLabel } from './tenantLabels'
import {
  useListTenantDocumentsQuery,
  useUpdateTenantDocumentMutation,
  type TenantDocument,
  type TenantDocumentUpdateRequest,
} from './tenantsApi'
import { tenantReads } from './tenantReads'
import { useDownload } from './useDownload'

export type DocumentReviewSheetProps = { panelId: number; tenantId: number; documentId: number }

/** One document's review: who checked it and when, verify, reject with a reason, and its expiry date. */
export default function DocumentReviewSheet({ panelId, tenantId, documentId }: DocumentReviewSheetProps) {
  // The same read as the documents card, so the sheet shows what the card shows and refreshes with it.
  const { data, isLoading } = useListTenantDocumentsQuery(tenantReads(tenantId).documents)
  const document = data?.data.results.find((item) => item.id === documentId)
  return (
    <SheetLoad
      value={document}
      isLoading={isLoading}
      label="Loading the document"
      rows={5}
      missing="This document could not be found"
    >
      {(found) => <Review panelId={panelId} document={found} />}
    </SheetLoad>
  )
}

function Review({ panelId, document }: { panelId: number; document: TenantDocument }) {
  const dispatch = useAppDispatch()
  const download = useDownload()
  const [updateDocument, { isLoading: saving }] = useUpdateTenantDocumentMutation()
  const save = async (request: TenantDocumentUpdateRequest) => {
    const result = await updateDocument({ id: document.id, tenantDocumentUpdateRequest: request })
    if (!result.error) dispatch(panelClosed(panelId))
    return result.error
  }
  const reject = useFormik({
    initialValues: { reason: document.rejection_reason ?? '' },
    validationSchema: rejectSchema,
    onSubmit: async ({ reason }, helpers) => {
      const error = await save(rejectRequest(reason))
      if (error) helpers.setErrors(serverFieldErrors(error, REVIEW_FIELDS))
    },
  })
  const expiry = useFormik({
    initialValues: { expiryDate: document.expiry_date ?? '' },
    validationSchema: expirySchema,
    onSubmit: async ({ expiryDate }, helpers) => {
      const error = await save(expiryRequest(expiryDate))
      if (error) helpers.setErrors(serverFieldErrors(error, REVIEW_FIELDS))
    },
  })
  const status = VERIFICATION[document.verification_status]
  const badge = expiryBadge(document, today())

  return (
    <StyledSheet>
      <StyledSection aria-label="Document">
        <h3>{document.name}</h3>
        <StyledFacts>
          <dt>Kind</dt>
          <dd>{categoryLabel(document.category)}</dd>
          <dt>File</dt>
          <dd>
            {document.file_name} · {formatBytes(document.size_bytes)}
          </dd>
          <dt>Uploaded</dt>
          <dd>{formatDate(document.uploaded_at)}</dd>
          <dt>Status</dt>
          <dd>
            <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
          </dd>
          {document.verified_at && (
            <>
              <dt>Checked</dt>
              <dd>
                {formatDate(document.verified_at)}
                {document.verified_by_name ? ` by ${document.verified_by_name}` : ''}
              </dd>
            </>
          )}
          {document.verification_status === 'REJECTED' && (
            <>
              <dt>Why rejected</dt>
              <dd>{document.rejection_reason ?? '—'}</dd>
            </>
          )}
          {document.expiry_date && (
            <>
              <dt>Expires</dt>
              <dd>
                {formatDate(document.expiry_date)}{' '}
                {badge && <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>}
              </dd>
            </>
          )}
        </StyledFacts>
        <StyledActions>
          <Button
            variant="secondary"
            onClick={() => void download(document.download_url, document.file_name, 'inline')}
          >
            View document
          </Button>
          {document.verification_status !== 'VERIFIED' && (
            <Button loading={saving} onClick={() => void save(verifyRequest())}>
              Verify document
            </Button>
          )}
        </StyledActions>
      </StyledSection>
      <StyledFormGrid noValidate onSubmit={reject.handleSubmit} aria-label="Reject document">
        <div data-span="full">
          <TextArea
            label="Reason for rejecting"
            name="reason"
            required
            maxLength={300}
            hint="The resident is told this, e.g. “Photo is blurred, upload it again”."
            value={reject.values.reason}
            onChange={reject.handleChange}
            onBlur={reject.handleBlur}
            error={(reject.touched.reason && reject.errors.reason) || undefined}
          />
        </div>
        <StyledActions>
          <Button type="submit" variant="danger" loading={reject.isSubmitting} disabled={saving}>
            Reject document
          </Button>
        </StyledActions>
      </StyledFormGrid>
      {canExpire(document) && (
        <StyledFormGrid noValidate onSubmit={expiry.handleSubmit} aria-label="Expiry date">
          <DateField
            label="Expires on"
            name="expiryDate"
            required
            value={expiry.values.expiryDate}
            onChange={(value) => void expiry.setFieldValue('expiryDate', value)}
            onBlur={expiry.handleBlur}
            error={(expiry.touched.expiryDate && expiry.errors.expiryDate) || undefined}
          />
          <StyledActions>
            {document.expiry_date && (
              <Button variant="secondary" disabled={saving} onClick={() => void save(expiryRequest(null))}>
                Remove expiry date
              </Button>
            )}
            <Button type="submit" loading={expiry.isSubmitting} disabled={saving}>
              Save expiry date
            </Button>
          </StyledActions>
        </StyledFormGrid>
      )}
    </StyledSheet>
  )
}
