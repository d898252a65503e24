import { useCallback, useState } from 'react'
import { reportFileCallFailure, uploadWithProgress } from '../../app/core/files/fileTransfer'
import { useAppDispatch } from '../../app/core/hooks'
import { toastShown } from '../../app/core/toasts/toastsSlice'
import {
  COMPLAINT_CREATE_PATH,
  COMPLAINT_WRITE_TAGS,
  complaintsApi,
  complaintUpdatePath,
  multipart,
  toFiles,
  updateToast,
  type ComplaintCreateRequest,
  type ComplaintDetail,
  type ComplaintUpdateRequest,
} from './complaintsApi'

type Sent = { data: ComplaintDetail; error?: undefined } | { data?: undefined; error: unknown }

/**
 * Raising a complaint and commenting send their files with the form in one multipart call, through XHR so that the
 * operator sees the percentage sent (`percent`, null when nothing is being sent). A failure is reported as every
 * call's is (toast, sign-out on 401), and answered with the `{ error }` serverFieldErrors reads.
 */
export function useComplaintUpload() {
  const dispatch = useAppDispatch()
  const [percent, setPercent] = useState<number | null>(null)

  const send = useCallback(
    async (
      path: string,
      method: 'POST' | 'PUT',
      body: FormData,
      toast: (detail: ComplaintDetail) => string,
    ) => {
      setPercent(0)
      try {
        const { data } = await uploadWithProgress<{ data: ComplaintDetail }>(path, body, setPercent, {
          method,
        })
        dispatch(complaintsApi.util.invalidateTags([...COMPLAINT_WRITE_TAGS]))
        dispatch(toastShown({ tone: 'success', message: toast(data) }))
        return { data } satisfies Sent
      } catch (error) {
        reportFileCallFailure(dispatch, error)
        return { error } satisfies Sent
      } finally {
        setPercent(null)
      }
    },
    [dispatch],
  )

  const raise = useCallback(
    ({ file, ...fields }: ComplaintCreateRequest): Promise<Sent> =>
      send(
        COMPLAINT_CREATE_PATH,
        'POST',
        multipart(fields, toFiles(file)),
        (detail) => `Complaint ${detail.complaint.ticket_number} raised`,
      ),
    [send],
  )

  const update = useCallback(
    (id: number, request: ComplaintUpdateRequest): Promise<Sent> => {
      const { file, ...fields } = request
      return send(complaintUpdatePath(id), 'PUT', multipart(fields, toFiles(file)), () =>
        updateToast({ complaintUpdateRequest: request }),
      )
    },
    [send],
  )

  return { raise, update, percent }
}
