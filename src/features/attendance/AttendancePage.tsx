import { useListState } from '../../app/core/listState/useListState'
import { defaultTabOf } from '../../app/routes/listScreens'
import { PATHS } from '../../app/routes/paths'
import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { EmptyState } from '../../design-system/EmptyState'
import { PageHeader } from '../../design-system/PageHeader'
import { Select } from '../../design-system/Select'
import { Skeleton } from '../../design-system/Skeleton'
import { Tabs } from '../../design-system/Tabs'
import { propertyOf, tabOf, type AttendanceScreenTab } from './AttendancePage.reads'
import { AttendanceTab } from './AttendanceTab'
import { StyledToolbar } from './Attendance.styles'
import { useListAttendancePropertiesQuery } from './attendanceApi'
import { OutpassTab } from './OutpassTab'

const TABS: readonly { value: AttendanceScreenTab; label: string }[] = [
  { value: 'attendance', label: 'Attendance' },
  { value: 'outpass', label: 'Outpass' },
]

/**
 * /services/attendance_and_outpass (and /attendance_and_outpass): a property's night roll-call by floor, and its
 * passes. The tab, the property and every filter live in the address.
 */
export default function AttendancePage() {
  const list = useListState({ defaultTab: defaultTabOf(PATHS.attendance) })
  const tab = tabOf(list.tab)
  const { data, isLoading, isError, refetch } = useListAttendancePropertiesQuery('')
  const properties = data?.data.results ?? []
  const property = propertyOf(list, properties)

  return (
    <>
      <PageHeader
        title="Attendance & outpass"
        description="Night roll-call by floor, and residents' passes."
      />
      <Card padding="none">
        <Tabs
          label="Attendance or outpass"
          items={TABS}
          value={tab}
          onChange={(value) => list.setTab(value)}
        />
        <StyledToolbar>
          <Select
            label="Property"
            disabled={isLoading}
            placeholder={isLoading ? 'Loading…' : undefined}
            options={properties.map((option) => ({ value: String(option.id), label: option.property_name }))}
            value={property ? String(property.id) : ''}
            onChange={(event) => list.setFilters({ property_id: event.target.value })}
          />
        </StyledToolbar>
        {isLoading && <Skeleton variant="rect" height={240} />}
        {isError && (
          <EmptyState
            title="The properties could not be loaded"
            action={<Button onClick={() => void refetch()}>Try again</Button>}
          />
        )}
        {data && !property && (
          <EmptyState title="No properties yet" description="Add a property to take roll-calls and passes." />
        )}
        {property && tab === 'attendance' && <AttendanceTab list={list} propertyId={property.id} />}
        {property && tab === 'outpass' && (
          <OutpassTab list={list} propertyId={property.id} propertyName={property.property_name} />
        )}
      </Card>
    </>
  )
}
