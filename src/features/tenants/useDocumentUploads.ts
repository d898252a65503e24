import { useCallback, useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { toastShown } from '../../app/core/toasts/toastsSlice'
import type { FileUpload } from '../../design-system/FileDrop'
import { reportFileCallFailure, uploadWithProgress } from '../../app/core/files/fileTransfer'
import { documentFormData, tenantsApi } from './tenantsApi'
import type { TenantDocumentResponse, TenantDocumentUploadRequest } from './tenantsApi.gen'
import { agreementTags, documentTags } from './tenantTags'

let nextId = 0

/**
 * Uploads tenant documents one by one with their progress for FileDrop, then refreshes the tenant's documents
 * (and agreements, for a signed copy). A failed upload stays listed with the server's message, and goes through
 * the error catalogue (spec §8) like every other call.
 */
export function useDocumentUploads() {
  const dispatch = useAppDispatch()
  const [uploads, setUploads] = useState<FileUpload[]>([])
  const patch = (id: string, changes: Partial<FileUpload>) =>
    setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...changes } : upload)))

  const upload = useCallback(
    async (tenantId: number, request: TenantDocumentUploadRequest & { file: File }): Promise<boolean> => {
      nextId += 1
      const id = `upload-${nextId}`
      setUploads((list) => [...list, { id, name: request.file.name, progress: 0, status: 'uploading' }])
      try {
        const { data } = await uploadWithProgress<TenantDocumentResponse>(
          `/onboarding/api/v1/operator/tenant/${tenantId}/document`,
          documentFormData(request),
          (progress) => patch(id, { progress }),
        )
        patch(id, { progress: 100, status: 'done' })
        dispatch(toastShown({ tone: 'success', message: `${data.name} uploaded` }))
        return true
      } catch (error) {
        patch(id, { status: 'error', error: error instanceof Error ? error.message : String(error) })
        reportFileCallFailure(dispatch, error)
        return false
      } finally {
        const tags = request.agreement_id === undefined ? documentTags(tenantId) : agreementTags(tenantId)
        dispatch(tenantsApi.util.invalidateTags(tags))
      }
    },
    [dispatch],
  )

  const remove = useCallback((id: string) => setUploads((list) => list.filter((item) => item.id !== id)), [])

  return { uploads, upload, remove }
}
