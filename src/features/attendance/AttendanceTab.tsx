import type { ListState } from '../../app/core/listState/useListState'
import { useAppDispatch } from '../../app/core/hooks'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { DataTable, type DataTableColumn } from '../../design-system/DataTable'
import { DateField } from '../../design-system/DateField'
import { EmptyState } from '../../design-system/EmptyState'
import { formatPhone } from '../../design-system/format'
import { Meter } from '../../design-system/Meter'
import { Skeleton } from '../../design-system/Skeleton'
import { today } from '../../app/core/today'
import { rollCallOf } from './AttendancePage.reads'
import { StyledBody, StyledCounts, StyledFloors, StyledToolbar } from './Attendance.styles'
import { useListAttendanceFloorsQuery, type AttendanceAbsentee, type AttendanceFloor } from './attendanceApi'
import { markedOf, normaliseFloors } from './floors'

const percent = (floor: AttendanceFloor) =>
  floor.total_tenants === 0 ? 0 : (markedOf(floor) / floor.total_tenants) * 100

const countsText = (floor: AttendanceFloor) =>
  `${markedOf(floor)} of ${floor.total_tenants} marked · ${floor.present} present · ${floor.absent} absent · ` +
  `${floor.leave} on leave · ${floor.late} late`

const ABSENTEE_COLUMNS: DataTableColumn<AttendanceAbsentee>[] = [
  { id: 'name', header: 'Resident', cell: (row) => row.tenant_name },
  { id: 'floor', header: 'Floor', cell: (row) => row.floor_name },
  { id: 'room', header: 'Room', cell: (row) => `${row.room_name} · ${row.bed_name}` },
  { id: 'phone', header: 'Phone', cell: (row) => formatPhone(row.phone_number) },
  { id: 'remarks', header: 'Remark', cell: (row) => row.remarks ?? '' },
]

export type AttendanceTabProps = { list: ListState; propertyId: number }

/** A night's roll-call of one property: the date (today by default, never ahead), floors with progress, absentees. */
export function AttendanceTab({ list, propertyId }: AttendanceTabProps) {
  const dispatch = useAppDispatch()
  const now = today()
  const { date, future, args } = rollCallOf(list, propertyId, now)
  const { data, isFetching, isError, refetch } = useListAttendanceFloorsQuery(args, { skip: future })
  const page = data?.data
  const floors = normaliseFloors(page?.results ?? [])

  return (
    <>
      <StyledToolbar>
        <DateField
          label="Night of"
          value={date}
          max={now}
          error={future ? 'Choose tonight or an earlier night' : undefined}
          onChange={(value) => list.setFilters({ date: value === now ? '' : value })}
        />
      </StyledToolbar>
      <StyledBody>
        {!future && !page && isFetching && <Skeleton variant="rect" height={160} count={2} />}
        {!future && isError && (
          <EmptyState
            title="The roll-call could not be loaded"
            action={<Button onClick={() => void refetch()}>Try again</Button>}
          />
        )}
        {!future && page && !isError && (
          <>
            <section aria-label="Property totals">
              <Meter label="Marked in the property" value={percent(page.totals)} width={200} />
              <StyledCounts>
                {countsText(page.totals)} · roll-call at {page.roll_call_time}
              </StyledCounts>
            </section>
            {floors.length === 0 ? (
              <EmptyState title="No residents on any floor that night" headingLevel={3} />
            ) : (
              <StyledFloors aria-label="Floors">
                {floors.map((floor) => (
                  <li key={floor.id}>
                    <h3>{floor.name}</h3>
                    <Meter label={`Marked on ${floor.name}`} value={percent(floor)} width={160} />
                    <StyledCounts>{countsText(floor)}</StyledCounts>
                    <Button
                      size="small"
                      variant={floor.unmarked > 0 ? 'primary' : 'secondary'}
                      aria-label={`Roll-call for ${floor.name}`}
                      onClick={() =>
                        dispatch(
                          panelPushed({
                            kind: 'attendance/roll-call',
                            title: `Roll-call · ${floor.name}`,
                            width: 560,
                            props: { propertyId, floorId: floor.id, floorName: floor.name, date },
                          }),
                        )
                      }
                    >
                      {floor.unmarked > 0 ? 'Take roll-call' : 'Review roll-call'}
                    </Button>
                  </li>
                ))}
              </StyledFloors>
            )}
            <section aria-label="Absentees">
              <DataTable
                label="Absentees of the night"
                columns={ABSENTEE_COLUMNS}
                rows={page.absentees}
                getRowId={(row) => String(row.tenant_id)}
                emptyState={<EmptyState title="Nobody marked absent" headingLevel={3} />}
              />
            </section>
          </>
        )}
      </StyledBody>
    </>
  )
}
