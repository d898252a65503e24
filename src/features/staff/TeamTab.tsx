import { useMemo } from 'react'
import { STAFF_ROLE_OPTIONS } from '../../app/core/people'
import { useAppDispatch } from '../../app/core/hooks'
import { useWhenPainted } from '../../app/core/paint'
import type { ListState } from '../../app/core/listState/useListState'
import { useOperator } from '../../app/core/session/useOperator'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { DataTable, DataTableEmpty } from '../../design-system/DataTable'
import { EmptyState } from '../../design-system/EmptyState'
import { Pagination } from '../../design-system/Pagination'
import { SearchField } from '../../design-system/SearchField'
import { Select } from '../../design-system/Select'
import { staffColumns } from './staffColumns'
import { useListStaffQuery, type StaffPropertyOption } from './staffApi'
import { StyledFooter, StyledState, StyledToolbar } from './Staff.styles'
import { teamArgs } from './StaffPage.reads'

const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
]

/** The team: search, role, property and active filters and the page in the address; a row opens the staff sheet. */
export function TeamTab({
  list,
  properties,
  onShown,
}: {
  list: ListState
  properties: readonly StaffPropertyOption[]
  /** Called once the first answer (rows or a failure) is on screen. */
  onShown: () => void
}) {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const { search = '', role = '', property_id: property = '', active = '' } = list.filters
  const { data, isLoading, isFetching, isError, refetch } = useListStaffQuery(teamArgs(list))
  useWhenPainted(!isLoading, onShown)
  const columns = useMemo(() => staffColumns(decimalPlaces), [decimalPlaces])
  const page = data?.data
  const filtered = search !== '' || role !== '' || property !== '' || active !== ''

  return (
    <div aria-busy={isFetching}>
      <StyledToolbar role="search" aria-label="Filter staff">
        <SearchField
          label="Search by name or phone"
          placeholder="e.g. Ravi or 98450"
          value={search}
          onSearch={(value) => list.setFilters({ search: value })}
        />
        <Select
          label="Role"
          placeholder="All roles"
          options={STAFF_ROLE_OPTIONS}
          value={role}
          onChange={(event) => list.setFilters({ role: event.target.value })}
        />
        <Select
          label="Property"
          placeholder="All properties"
          options={properties.map((option) => ({ value: String(option.id), label: option.property_name }))}
          value={property}
          onChange={(event) => list.setFilters({ property_id: event.target.value })}
        />
        <Select
          label="Status"
          placeholder="Active and inactive"
          options={ACTIVE_OPTIONS}
          value={active}
          onChange={(event) => list.setFilters({ active: event.target.value })}
        />
      </StyledToolbar>
      {isError ? (
        <StyledState>
          <EmptyState
            title="The team could not be loaded"
            headingLevel={3}
            action={<Button onClick={() => void refetch()}>Try again</Button>}
          />
        </StyledState>
      ) : (
        <DataTable
          label="Staff"
          columns={columns}
          rows={page?.results ?? []}
          getRowId={(staff) => String(staff.id)}
          loading={isLoading}
          loadingRowCount={Math.min(list.rowsPerPage, 10)}
          onRowClick={(staff) =>
            dispatch(
              panelPushed({
                kind: 'staff/staff',
                title: staff.name,
                width: 560,
                props: { staffId: staff.id },
              }),
            )
          }
          emptyState={
            <DataTableEmpty title={filtered ? 'No staff member matches these filters' : 'No staff yet'}>
              {filtered && (
                <Button
                  variant="secondary"
                  size="small"
                  onClick={() =>
                    list.setFilters({ search: null, role: null, property_id: null, active: null })
                  }
                >
                  Clear filters
                </Button>
              )}
            </DataTableEmpty>
          }
        />
      )}
      {page && page.count > 0 && (
        <StyledFooter>
          <Pagination
            page={list.page}
            rowsPerPage={list.rowsPerPage}
            total={page.count}
            onPageChange={list.setPage}
            onRowsPerPageChange={list.setRowsPerPage}
          />
        </StyledFooter>
      )}
    </div>
  )
}
