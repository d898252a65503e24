import { useState, type FormEvent } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { staffIdOfChoice, UserPicker, type UserChoice } from '../../app/core/people'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { EmptyState } from '../../design-system/EmptyState'
import { formatDate } from '../../design-system/format'
import { StyledActions, StyledNotice, StyledSheet } from '../../design-system/SheetLayout'
import { Skeleton } from '../../design-system/Skeleton'
import { useGetAttendanceQuery, useMarkAttendanceMutation, type AttendanceSheet } from './attendanceApi'
import { serverMessage } from '../../app/core/serverErrors'
import { ResidentMarks } from './ResidentMarks'
import { markErrors, markRequest, markRestPresent, marksOf, type Marks } from './rollCall'

export type RollCallSheetProps = {
  panelId: number
  propertyId: number
  floorId: number
  floorName: string
  /** The night, 'yyyy-MM-dd'. */
  date: string
}

/** A floor's roll-call for one night: a mark per resident, saved together. */
export default function RollCallSheet({ panelId, propertyId, floorId, date }: RollCallSheetProps) {
  const { data, isLoading, isError, refetch } = useGetAttendanceQuery({
    id: propertyId,
    attendanceDate: date,
    floor_id: floorId,
  })
  if (isLoading) return <Skeleton count={8} />
  if (isError || !data)
    return (
      <EmptyState
        title="This roll-call could not be loaded"
        headingLevel={3}
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    )
  return (
    <RollCall
      key={data.data.entries.map((entry) => entry.marked_at).join()}
      panelId={panelId}
      sheet={data.data}
    />
  )
}

const byRoomAndBed = (sheet: AttendanceSheet) =>
  [...sheet.entries].sort(
    (a, b) =>
      a.room_name.localeCompare(b.room_name, 'en', { numeric: true }) ||
      a.bed_name.localeCompare(b.bed_name, 'en', { numeric: true }),
  )

function RollCall({ panelId, sheet }: { panelId: number; sheet: AttendanceSheet }) {
  const dispatch = useAppDispatch()
  const [markAttendance, { isLoading: saving }] = useMarkAttendanceMutation()
  const [marks, setMarks] = useState<Marks>(() => marksOf(sheet.entries))
  const [markedBy, setMarkedBy] = useState<UserChoice>('')
  const [submitted, setSubmitted] = useState(false)
  const [notice, setNotice] = useState<string>()
  const errors = submitted ? markErrors(marks) : {}
  const entries = byRoomAndBed(sheet)
  const unmarked = Object.values(marks).filter((mark) => mark.status === 'UNMARKED').length

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (Object.keys(markErrors(marks)).length > 0) return
    const request = markRequest(sheet.entries, marks, {
      date: sheet.attendance_date,
      floorId: sheet.floor_id,
      staffId: staffIdOfChoice(markedBy),
    })
    if (request.entries.length === 0) {
      setNotice('Mark at least one resident, or change a mark, first.')
      return
    }
    setNotice(undefined)
    const result = await markAttendance({ id: sheet.property_id, attendanceMarkRequest: request })
    if (result.error) {
      setNotice(serverMessage(result.error) ?? 'The roll-call was not saved.')
      return
    }
    dispatch(panelClosed(panelId))
  }

  return (
    <StyledSheet as="form" noValidate aria-label={`Roll-call of ${sheet.floor_name}`} onSubmit={save}>
      <p>
        {sheet.floor_name}, night of {formatDate(sheet.attendance_date)}: {sheet.entries.length} residents,{' '}
        {unmarked} not marked.
      </p>
      {sheet.entries.length === 0 ? (
        <EmptyState title="Nobody lives on this floor that night" headingLevel={3} />
      ) : (
        <div>
          {entries.map((entry) => (
            <ResidentMarks
              key={entry.tenant_id}
              entry={entry}
              mark={marks[entry.tenant_id]}
              error={errors[entry.tenant_id]}
              onChange={(mark) => setMarks((current) => ({ ...current, [entry.tenant_id]: mark }))}
            />
          ))}
        </div>
      )}
      <UserPicker
        label="Marked by"
        propertyId={sheet.property_id}
        value={markedBy}
        onChange={(choice) => setMarkedBy(choice)}
      />
      {notice && <StyledNotice role="alert">{notice}</StyledNotice>}
      <StyledActions>
        <Button
          variant="secondary"
          disabled={unmarked === 0}
          onClick={() => setMarks((current) => markRestPresent(current))}
        >
          Mark the rest present
        </Button>
        <Button type="submit" loading={saving}>
          Save roll-call
        </Button>
      </StyledActions>
    </StyledSheet>
  )
}
