import { readListQuery, type ListQuery } from '../../app/core/listState/listQuery'
import { useListState } from '../../app/core/listState/useListState'
import type { AppDispatch } from '../../app/core/store'
import type { ScreenAddress } from '../../app/routes/Screen'
import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { EmptyState } from '../../design-system/EmptyState'
import { PageHeader } from '../../design-system/PageHeader'
import { Select } from '../../design-system/Select'
import { Skeleton } from '../../design-system/Skeleton'
import { Tabs } from '../../design-system/Tabs'
import { AttendanceTab, rollCallOf } from './AttendanceTab'
import { StyledToolbar } from './Attendance.styles'
import {
  attendanceApi,
  useListAttendancePropertiesQuery,
  type AttendancePropertyOption,
} from './attendanceApi'
import { kolkataToday } from './kolkataTime'
import { outpassArgs, OutpassTab } from './OutpassTab'

const TABS = [
  { value: 'attendance', label: 'Attendance' },
  { value: 'outpass', label: 'Outpass' },
] as const

type Tab = (typeof TABS)[number]['value']

const tabOf = (tab: string | undefined): Tab => (tab === 'outpass' ? 'outpass' : 'attendance')

/** The address's property when the operator has it, else their first. */
const propertyOf = ({ filters }: ListQuery, properties: readonly AttendancePropertyOption[]) =>
  properties.find((option) => option.id === Number(filters.property_id)) ?? properties[0]

/**
 * Opening the app on this screen asks for the property picker while the session is checked, then, as the open tab
 * needs a property, for that property's roll-call or passes as soon as the picker has answered.
 */
export async function prefetch(dispatch: AppDispatch, { search }: ScreenAddress) {
  const list = readListQuery(search, 'attendance')
  const picker = dispatch(attendanceApi.endpoints.listAttendanceProperties.initiate(''))
  const { data } = await picker
  picker.unsubscribe()
  const property = propertyOf(list, data?.data.results ?? [])
  if (!property) return
  if (tabOf(list.tab) === 'outpass') {
    dispatch(attendanceApi.util.prefetch('listOutpasses', outpassArgs(list, property.id).args, {}))
    return
  }
  const { future, args } = rollCallOf(list, property.id, kolkataToday())
  if (!future) dispatch(attendanceApi.util.prefetch('listAttendanceFloors', args, {}))
}

/**
 * /services/attendance_and_outpass (and /attendance_and_outpass): a property's night roll-call by floor, and its
 * passes. The tab, the property and every filter live in the address.
 */
export default function AttendancePage() {
  const list = useListState({ defaultTab: 'attendance' })
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
