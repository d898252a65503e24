import { useState } from 'react'
import { downloadCsv, toCsv } from '../../app/core/csv'
import { useAppDispatch } from '../../app/core/hooks'
import type { ListState } from '../../app/core/listState/useListState'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { DataTable, type DataTableColumn } from '../../design-system/DataTable'
import { DateField } from '../../design-system/DateField'
import { EmptyState } from '../../design-system/EmptyState'
import { formatPhone } from '../../design-system/format'
import { Pagination } from '../../design-system/Pagination'
import { SearchField } from '../../design-system/SearchField'
import { Select } from '../../design-system/Select'
import { StatusBadge } from '../../design-system/StatusBadge'
import { Tabs } from '../../design-system/Tabs'
import { StyledToolbar } from './Attendance.styles'
import { useLazyListOutpassesQuery, useListOutpassesQuery, type Outpass } from './attendanceApi'
import { outpassArgs } from './AttendancePage.reads'
import { formatMoment } from '../../app/core/kolkataTime'
import { today } from '../../app/core/today'
import { allPasses, EXPORT_PAGE, PASS_CSV_COLUMNS } from './passCsv'
import {
  formatMinutes,
  PASS_STATUS_LABELS,
  PASS_STATUS_TONES,
  PASS_STATUSES,
  PASS_TYPE_LABELS,
  PASS_TYPE_OPTIONS,
} from './labels'

const COLUMNS: DataTableColumn<Outpass>[] = [
  {
    id: 'resident',
    header: 'Resident',
    cell: (row) => (
      <>
        <span>{row.tenant_name}</span>
        <br />
        <span>{formatPhone(row.tenant_phone)}</span>
      </>
    ),
  },
  {
    id: 'room',
    header: 'Room',
    cell: (row) => [row.floor_name, row.room_name, row.bed_name].filter(Boolean).join(' · '),
  },
  { id: 'type', header: 'Type', cell: (row) => PASS_TYPE_LABELS[row.type] },
  {
    id: 'window',
    header: 'From – to',
    cell: (row) => `${formatMoment(row.from_at)} – ${formatMoment(row.to_at)}`,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (
      <StatusBadge tone={PASS_STATUS_TONES[row.status]}>{PASS_STATUS_LABELS[row.status]}</StatusBadge>
    ),
  },
  {
    id: 'late',
    header: 'Late by',
    align: 'end',
    cell: (row) => (row.late_by_minutes === null ? '' : formatMinutes(row.late_by_minutes)),
  },
]

export type OutpassTabProps = { list: ListState; propertyId: number; propertyName: string }

/** The property's passes by status, type, days and search, a page at a time; each opens its sheet. */
export function OutpassTab({ list, propertyId, propertyName }: OutpassTabProps) {
  const dispatch = useAppDispatch()
  const { filters, page, rowsPerPage } = list
  const { query, args } = outpassArgs(list, propertyId)
  const { status, type } = query
  const { data, isFetching, isError, refetch } = useListOutpassesQuery(args)
  const [readPage] = useLazyListOutpassesQuery()
  const [exporting, setExporting] = useState(false)
  const exportCsv = async () => {
    setExporting(true)
    try {
      const rows = await allPasses(
        async (offset) => (await readPage({ ...query, offset, limit: EXPORT_PAGE }).unwrap()).data,
      )
      downloadCsv(`outpasses-${today()}.csv`, toCsv(PASS_CSV_COLUMNS, rows))
    } catch {
      // The base query has shown the failure.
    } finally {
      setExporting(false)
    }
  }
  const counts = data?.data.status_counts ?? {}
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0)
  const statusTabs = [
    { value: 'ALL', label: 'All', count: total },
    ...PASS_STATUSES.map((value) => ({ value, label: PASS_STATUS_LABELS[value], count: counts[value] ?? 0 })),
  ]
  const open = (kind: string, title: string, props: Record<string, unknown>) =>
    dispatch(panelPushed({ kind, title, width: 520, props }))

  return (
    <>
      <StyledToolbar role="search" aria-label="Filter passes">
        <SearchField
          label="Search"
          placeholder="Resident, phone or destination"
          value={filters.search_text ?? ''}
          onSearch={(value) => list.setFilters({ search_text: value })}
        />
        <Select
          label="Type"
          placeholder="All types"
          options={PASS_TYPE_OPTIONS}
          value={type ?? ''}
          onChange={(event) => list.setFilters({ type: event.target.value })}
        />
        <DateField
          label="From day"
          value={filters.from_date ?? ''}
          onChange={(value) => list.setFilters({ from_date: value })}
        />
        <DateField
          label="To day"
          value={filters.to_date ?? ''}
          min={filters.from_date}
          onChange={(value) => list.setFilters({ to_date: value })}
        />
        <Button onClick={() => open('attendance/raise-pass', 'Raise pass', {})}>Raise pass</Button>
        <Button
          variant="secondary"
          onClick={() => open('attendance/outpass-setup', `Pass rules · ${propertyName}`, { propertyId })}
        >
          Pass rules
        </Button>
        <Button variant="secondary" loading={exporting} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </StyledToolbar>
      <Tabs
        label="Pass status"
        items={statusTabs}
        value={status ?? 'ALL'}
        onChange={(value) => list.setFilters({ status: value === 'ALL' ? '' : value })}
      />
      {isError ? (
        <EmptyState
          title="The passes could not be loaded"
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      ) : (
        <>
          <DataTable
            label="Outpasses"
            columns={COLUMNS}
            rows={data?.data.results ?? []}
            getRowId={(row) => String(row.id)}
            getRowLabel={(row) =>
              `${row.tenant_name}, ${PASS_TYPE_LABELS[row.type]}, ${PASS_STATUS_LABELS[row.status]}`
            }
            loading={isFetching && !data}
            emptyState={<EmptyState title="No passes match" headingLevel={3} />}
            onRowClick={(row) =>
              open('attendance/outpass', `Pass · ${row.tenant_name}`, { outpassId: row.id })
            }
          />
          <Pagination
            page={page}
            rowsPerPage={rowsPerPage}
            total={data?.data.count ?? 0}
            onPageChange={list.setPage}
            onRowsPerPageChange={list.setRowsPerPage}
          />
        </>
      )}
    </>
  )
}
