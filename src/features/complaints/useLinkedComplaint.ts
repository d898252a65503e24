import { skipToken } from '@reduxjs/toolkit/query'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useAppDispatch } from '../../app/core/hooks'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { useGetComplaintQuery } from './complaintsApi'

const PARAM = 'complaint'

/** The linked complaint's details call, if the address names one (for the hook and the screen's prefetch). */
export function linkedComplaintArgs(params: URLSearchParams) {
  const id = Number(params.get(PARAM))
  return Number.isInteger(id) && id > 0 ? { id, activityListVersion: 'v3' as const } : undefined
}

/**
 * `?complaint=<id>` (the link from an expense posted from a complaint) opens that complaint's sheet once it has
 * loaded, then leaves the address as the list's own.
 */
export function useLinkedComplaint() {
  const dispatch = useAppDispatch()
  const [params, setParams] = useSearchParams()
  const args = linkedComplaintArgs(params)
  const linked = args?.id
  const { data } = useGetComplaintQuery(args ?? skipToken)
  useEffect(() => {
    const complaint = data?.data.complaint
    if (!linked || complaint?.id !== linked) return
    dispatch(
      panelPushed({
        kind: 'complaints/complaint',
        title: complaint.ticket_number,
        width: 640,
        props: { complaintId: complaint.id },
      }),
    )
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete(PARAM)
        return next
      },
      { replace: true },
    )
  }, [data, linked, dispatch, setParams])
}
