import { useCallback, useState } from 'react'
import { reportFileCallFailure, uploadWithProgress } from '../../app/core/files/fileTransfer'
import { useAppDispatch } from '../../app/core/hooks'
import { toastShown } from '../../app/core/toasts/toastsSlice'
import type { FileUpload } from '../../design-system/FileDrop'
import { expensesApi, receiptFormData, receiptPath, type ExpenseDocumentResponse } from './expensesApi'

let nextId = 0

/**
 * Uploads an expense's bills and receipts one by one with their progress for FileDrop, then refreshes the
 * expenses (detail, list counts). A failed upload stays listed with the server's message and goes through the
 * error catalogue (spec §8) like every other call.
 */
export function useReceiptUploads() {
  const dispatch = useAppDispatch()
  const [uploads, setUploads] = useState<FileUpload[]>([])
  const patch = (id: string, changes: Partial<FileUpload>) =>
    setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...changes } : upload)))

  const upload = useCallback(
    async (expenseId: number, file: File) => {
      nextId += 1
      const id = `receipt-${nextId}`
      setUploads((list) => [...list, { id, name: file.name, progress: 0, status: 'uploading' }])
      try {
        const { data } = await uploadWithProgress<ExpenseDocumentResponse>(
          receiptPath(expenseId),
          receiptFormData({ file }),
          (progress) => patch(id, { progress }),
        )
        patch(id, { progress: 100, status: 'done' })
        dispatch(toastShown({ tone: 'success', message: `${data.name} uploaded` }))
      } catch (error) {
        patch(id, { status: 'error', error: error instanceof Error ? error.message : String(error) })
        reportFileCallFailure(dispatch, error)
      } finally {
        dispatch(expensesApi.util.invalidateTags(['expenses']))
      }
    },
    [dispatch],
  )

  const remove = useCallback((id: string) => setUploads((list) => list.filter((item) => item.id !== id)), [])

  return { uploads, upload, remove }
}
