import { useCallback } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { downloadWithToken, reportFileCallFailure } from '../../app/core/files/fileTransfer'

/** Downloads (or opens) an operator-only file; a failure goes through the error catalogue (spec §8). */
export function useDownload() {
  const dispatch = useAppDispatch()
  return useCallback(
    async (path: string, fallbackName: string, disposition: 'attachment' | 'inline' = 'attachment') => {
      try {
        await downloadWithToken(path, fallbackName, disposition)
      } catch (error) {
        reportFileCallFailure(dispatch, error)
      }
    },
    [dispatch],
  )
}
