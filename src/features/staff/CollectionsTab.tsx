import { skipToken } from '@reduxjs/toolkit/query'
import { useMemo, useState } from 'react'
import { downloadCsv, readAllPages } from '../../app/core/csv'
import type { ListState } from '../../app/core/listState/useListState'
import { useWhenPainted } from '../../app/core/paint'
import { useOperator } from '../../app/core/session/useOperator'
import { Button } from '../../design-system/Button'
import { DataTable, DataTableEmpty, type DataTableColumn } from '../../design-system/DataTable'
import { DateField } from '../../design-system/DateField'
import { EmptyState } from '../../design-system/EmptyState'
import { formatDate, formatPaise } from '../../design-system/format'
import { Pagination } from '../../design-system/Pagination'
import { SearchField } from '../../design-system/SearchField'
import { Select } from '../../design-system/Select'
import { today } from '../../app/core/today'
import { periodOptions, periodSlug, RANGE } from './periods'
import {
  useLazyListStaffCollectionsQuery,
  useListStaffCollectionsQuery,
  type StaffCollection,
  type StaffPropertyOption,
} from './staffApi'
import { staffCollectionsCsv } from './staffCollectionsCsv'
import { roleLabel } from './staffText'
import { StyledFooter, StyledState, StyledToolbar } from './Staff.styles'
import { collectionArgs } from './StaffPage.reads'

const columns = (decimalPlaces: number): DataTableColumn<StaffCollection>[] => {
  const money = (paise: number) => formatPaise(paise, { decimalPlaces })
  return [
    { id: 'staff', header: 'Staff', cell: (row) => row.staff_name },
    { id: 'role', header: 'Role', cell: (row) => roleLabel(row.role) },
    { id: 'cash', header: 'Cash', align: 'end', cell: (row) => money(row.cash_paise) },
    { id: 'other', header: 'Other modes', align: 'end', cell: (row) => money(row.other_paise) },
    { id: 'total', header: 'Total', align: 'end', cell: (row) => money(row.total_paise) },
    { id: 'count', header: 'Payments', align: 'end', cell: (row) => row.transaction_count },
    {
      id: 'last',
      header: 'Last collected',
      cell: (row) => (row.last_collected_at ? formatDate(row.last_collected_at) : '—'),
    },
    { id: 'hand', header: 'Cash in hand', align: 'end', cell: (row) => money(row.cash_in_hand_paise) },
  ]
}

/** Who collected what in a month or a date range, with totals over every page and a CSV of every row. */
export function CollectionsTab({
  list,
  properties,
  onShown,
}: {
  list: ListState
  properties: readonly StaffPropertyOption[]
  /** Called once the first answer (rows or a failure) is on screen. */
  onShown: () => void
}) {
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const day = today()
  const { search = '', property_id: property = '', from = '', to = '' } = list.filters
  const { period, filters, args } = collectionArgs(list, day)
  const { data, isLoading, isFetching, isError, refetch } = useListStaffCollectionsQuery(args ?? skipToken)
  useWhenPainted(!isLoading, onShown)
  const [readPage] = useLazyListStaffCollectionsQuery()
  const [exporting, setExporting] = useState(false)
  const tableColumns = useMemo(() => columns(decimalPlaces), [decimalPlaces])
  const page = data?.data
  const money = (paise: number) => formatPaise(paise, { decimalPlaces })

  const exportCsv = async () => {
    setExporting(true)
    try {
      const rows = await readAllPages(async (at, size) => {
        const answer = await readPage({ offset: at, limit: size, ...filters }).unwrap()
        return answer.data
      })
      downloadCsv(`staff-collections-${periodSlug(period)}.csv`, staffCollectionsCsv(rows))
    } catch {
      // The base query has shown the failure.
    } finally {
      setExporting(false)
    }
  }

  return (
    <div aria-busy={isFetching}>
      <StyledToolbar role="search" aria-label="Filter staff collections">
        <Select
          label="Period"
          options={periodOptions(day)}
          value={period.period}
          onChange={(event) => list.setFilters({ period: event.target.value })}
        />
        {period.period === RANGE && (
          <>
            <DateField
              label="From"
              max={to || day}
              value={from}
              onChange={(value) => list.setFilters({ from: value })}
            />
            <DateField
              label="To"
              min={from || undefined}
              max={day}
              value={to}
              onChange={(value) => list.setFilters({ to: value })}
            />
          </>
        )}
        <SearchField
          label="Search staff"
          placeholder="e.g. Ravi"
          value={search}
          onSearch={(value) => list.setFilters({ search: value })}
        />
        <Select
          label="Property"
          placeholder="All properties"
          options={properties.map((option) => ({ value: String(option.id), label: option.property_name }))}
          value={property}
          onChange={(event) => list.setFilters({ property_id: event.target.value })}
        />
      </StyledToolbar>
      {!args ? (
        <StyledState>
          <EmptyState title="Choose the first and last day" headingLevel={3} />
        </StyledState>
      ) : isError ? (
        <StyledState>
          <EmptyState
            title="The staff collections could not be loaded"
            headingLevel={3}
            action={<Button onClick={() => void refetch()}>Try again</Button>}
          />
        </StyledState>
      ) : (
        <DataTable
          label="Staff collections"
          columns={tableColumns}
          rows={page?.results ?? []}
          getRowId={(row) => String(row.staff_id)}
          loading={isLoading}
          loadingRowCount={Math.min(list.rowsPerPage, 10)}
          emptyState={<DataTableEmpty title="Nobody collected anything in this period" />}
        />
      )}
      {page && page.count > 0 && args && (
        <StyledFooter>
          <p role="status" aria-label="Totals">
            <strong>Totals</strong> · Cash {money(page.total_cash_paise)} · Other modes{' '}
            {money(page.total_other_paise)} · All {money(page.total_cash_paise + page.total_other_paise)}
          </p>
          <Button variant="secondary" loading={exporting} onClick={() => void exportCsv()}>
            Export CSV
          </Button>
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
