import { useCallback } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { toastShown } from '../../app/core/toasts/toastsSlice'
import { downloadWithToken } from '../../app/core/files/fileTransfer'

/** Downloads (or opens) an operator-only file, with an error toast when it fails. */
export function useDownload() {
  const dispatch = useAppDispatch()
  return useCallback(
    async (path: string, fallbackName: string, disposition: 'attachment' | 'inline' = 'attachment') => {
      try {
        await downloadWithToken(path, fallbackName, disposition)
      } catch (error) {
        dispatch(
          toastShown({
            tone: 'error',
            message: error instanceof Error ? error.message : 'The file could not be downloaded',
          }),
        )
      }
    },
    [dispatch],
  )
}
