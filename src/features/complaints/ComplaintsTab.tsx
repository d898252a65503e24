import { useState } from 'react'
import { downloadCsv, readAllPages } from '../../app/core/csv'
import { useAppDispatch } from '../../app/core/hooks'
import type { ListState } from '../../app/core/listState/useListState'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { usePaintedAfter } from '../../app/core/paint'
import { useListUsersQuery } from '../../app/core/people'
import { Button } from '../../design-system/Button'
import { DataTable, DataTableEmpty } from '../../design-system/DataTable'
import { EmptyState } from '../../design-system/EmptyState'
import { formatDate } from '../../design-system/format'
import { Pagination } from '../../design-system/Pagination'
import { SearchField } from '../../design-system/SearchField'
import { Select } from '../../design-system/Select'
import { Tabs } from '../../design-system/Tabs'
import { complaintColumns } from './complaintColumns'
import {
  ANY_STAFF,
  ANY_VENDOR,
  CLEARED,
  complaintListArgs,
  complaintQuery,
  UNASSIGNED,
} from './complaintFilters'
import {
  useLazyListComplaintsQuery,
  useListComplaintPropertiesQuery,
  useListComplaintsQuery,
  useListComplaintTypesQuery,
  useListVendorsQuery,
  type ComplaintStatus,
} from './complaintsApi'
import { complaintsCsv } from './complaintsCsv'
import { ALL_TYPES } from './ComplaintsPage.reads'
import {
  PRIORITIES,
  PRIORITY_BADGES,
  SLA_BADGES,
  SLA_FILTERS,
  STATUS_BADGES,
  STATUS_TABS,
} from './complaintText'
import { StyledFooter, StyledPeriod, StyledState, StyledTabs, StyledToolbar } from './Complaints.styles'

const ALL = 'all'

/** The filters' pickers of vendors and staff, whole. */
const VENDOR_PICKER = { recordKind: 'COMPLAINT', limit: 100 } as const
const STAFF_PICKER = { userType: 'staff', limit: 100 } as const

/** The complaints list: status tabs with counts, filters and page in the address; a row opens the complaint sheet. */
export function ComplaintsTab({ list }: { list: ListState }) {
  const dispatch = useAppDispatch()
  const query = complaintQuery(list.filters)
  const { data, isLoading, isFetching, isError, refetch } = useListComplaintsQuery(complaintListArgs(list))
  // The rows carry their own type, property and assignee names, so the filters' pickers are asked for once the
  // page is on screen: neither the server nor the page shares the time before then with them.
  const pickers = { skip: !usePaintedAfter(data !== undefined || isError) }
  const { data: properties } = useListComplaintPropertiesQuery(undefined, pickers)
  const { data: types } = useListComplaintTypesQuery(ALL_TYPES, pickers)
  const { data: vendors } = useListVendorsQuery(VENDOR_PICKER, pickers)
  const { data: staff } = useListUsersQuery(STAFF_PICKER, pickers)
  const [readPage] = useLazyListComplaintsQuery()
  const [exporting, setExporting] = useState(false)
  const page = data?.data
  const counts = page?.status_counts
  const {
    status = '',
    search = '',
    property = '',
    type = '',
    priority = '',
    sla = '',
    assignee = '',
    repeat = '',
    resolved_from: resolvedFrom = '',
    resolved_to: resolvedTo = '',
  } = list.filters
  const resolvedPeriod = query.resolvedFrom && query.resolvedTo
  const filtered = [search, property, type, priority, sla, assignee, repeat, resolvedFrom, resolvedTo].some(
    (value) => value !== '',
  )
  const tabs = [
    {
      value: ALL,
      label: 'All',
      count: counts ? Object.values(counts).reduce((total, count) => total + count, 0) : undefined,
    },
    ...STATUS_TABS.map((value: ComplaintStatus) => ({
      value,
      label: STATUS_BADGES[value].label,
      count: counts?.[value],
    })),
  ]

  const exportCsv = async () => {
    setExporting(true)
    try {
      const rows = await readAllPages(async (at, size) => {
        const answer = await readPage({ offset: at, limit: size, ...query }).unwrap()
        return answer.data
      })
      downloadCsv('complaints.csv', complaintsCsv(rows))
    } catch {
      // The base query has shown the failure.
    } finally {
      setExporting(false)
    }
  }

  return (
    <div aria-busy={isFetching}>
      <StyledTabs>
        <Tabs
          label="Complaint status"
          items={tabs}
          value={status || ALL}
          onChange={(value) => list.setFilters({ status: value === ALL ? null : value })}
        />
      </StyledTabs>
      <StyledToolbar role="search" aria-label="Filter complaints">
        <SearchField
          label="Search complaints"
          placeholder="Ticket, title, resident or phone"
          value={search}
          onSearch={(value) => list.setFilters({ search: value })}
        />
        <Select
          label="Property"
          placeholder="All properties"
          options={(properties?.data.results ?? []).map((option) => ({
            value: String(option.id),
            label: option.property_name,
          }))}
          value={property}
          onChange={(event) => list.setFilters({ property: event.target.value })}
        />
        <Select
          label="Type"
          placeholder="All types"
          options={(types?.data.results ?? []).map((option) => ({
            value: String(option.id),
            label: option.name,
          }))}
          value={type}
          onChange={(event) => list.setFilters({ type: event.target.value })}
        />
        <Select
          label="Priority"
          placeholder="Any priority"
          options={PRIORITIES.map((value) => ({ value, label: PRIORITY_BADGES[value].label }))}
          value={priority}
          onChange={(event) => list.setFilters({ priority: event.target.value })}
        />
        <Select
          label="SLA"
          placeholder="Any SLA state"
          options={SLA_FILTERS.map((value) => ({ value, label: SLA_BADGES[value]?.label ?? value }))}
          value={sla}
          onChange={(event) => list.setFilters({ sla: event.target.value })}
        />
        <Select
          label="Assignee"
          placeholder="Anyone"
          options={[
            { value: UNASSIGNED, label: 'Unassigned' },
            { value: ANY_STAFF, label: 'Any staff member' },
            { value: ANY_VENDOR, label: 'Any vendor' },
            ...(staff?.data.results ?? []).map((member) => ({
              value: `staff:${member.id}`,
              label: `${member.name} (staff)`,
            })),
            ...(vendors?.data.results ?? []).map((vendor) => ({
              value: `vendor:${vendor.id}`,
              label: vendor.name,
            })),
          ]}
          value={assignee}
          onChange={(event) => list.setFilters({ assignee: event.target.value })}
        />
        <Select
          label="Repeat"
          placeholder="All complaints"
          options={[{ value: 'true', label: 'Repeat issues only' }]}
          value={repeat}
          onChange={(event) => list.setFilters({ repeat: event.target.value })}
        />
        <Button
          variant="secondary"
          loading={exporting}
          disabled={!page?.count}
          onClick={() => void exportCsv()}
        >
          Export CSV
        </Button>
      </StyledToolbar>
      {resolvedPeriod && (
        <StyledPeriod>
          <span>
            Resolved {formatDate(resolvedFrom)} to {formatDate(resolvedTo)}
          </span>
          <Button
            variant="ghost"
            size="small"
            onClick={() => list.setFilters({ resolved_from: null, resolved_to: null })}
          >
            Show every complaint
          </Button>
        </StyledPeriod>
      )}
      {isError ? (
        <StyledState>
          <EmptyState
            title="The complaints could not be loaded"
            headingLevel={3}
            action={<Button onClick={() => void refetch()}>Try again</Button>}
          />
        </StyledState>
      ) : (
        <DataTable
          label="Complaints"
          columns={complaintColumns}
          rows={page?.results ?? []}
          getRowId={(complaint) => String(complaint.id)}
          loading={isLoading}
          loadingRowCount={Math.min(list.rowsPerPage, 10)}
          onRowClick={(complaint) =>
            dispatch(
              panelPushed({
                kind: 'complaints/complaint',
                title: complaint.ticket_number,
                width: 640,
                props: { complaintId: complaint.id },
              }),
            )
          }
          emptyState={
            <DataTableEmpty
              title={filtered || status ? 'No complaint matches these filters' : 'No complaints yet'}
            >
              {filtered && (
                <Button variant="secondary" size="small" onClick={() => list.setFilters(CLEARED)}>
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
