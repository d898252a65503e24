import { useMemo, useState } from 'react'
import { ActivityChanges } from '../../../app/core/activity/ActivityChanges'
import {
  ENTITY_LABELS,
  OPERATION_LABELS,
  operationLabel,
  useLazyListActivityQuery,
  useListActivityPropertyOptionsQuery,
  useListActivityQuery,
  type ActivityEntity,
  type ActivityEntry,
} from '../../../app/core/activity/activityApi'
import { activityTime } from '../../../app/core/activity/activityTime'
import { RecordLink } from '../../../app/core/activity/RecordLink'
import { downloadCsv, readAllPages } from '../../../app/core/csv'
import { toListArgs } from '../../../app/core/listState/listQuery'
import type { ListState } from '../../../app/core/listState/useListState'
import { today } from '../../../app/core/today'
import { Button } from '../../../design-system/Button'
import { DataTable, DataTableEmpty, type DataTableColumn } from '../../../design-system/DataTable'
import { DateField } from '../../../design-system/DateField'
import { EmptyState } from '../../../design-system/EmptyState'
import { Pagination } from '../../../design-system/Pagination'
import { SearchField } from '../../../design-system/SearchField'
import { Select } from '../../../design-system/Select'
import { activityCsv } from './activityCsv'
import { StyledActivityFooter, StyledActivityState, StyledActivityToolbar } from './ActivitySection.styles'

const COLUMNS: DataTableColumn<ActivityEntry>[] = [
  {
    id: 'when',
    header: 'When',
    cell: (entry) => <time dateTime={entry.at}>{activityTime(entry.at)}</time>,
  },
  { id: 'who', header: 'Who', cell: (entry) => entry.actor_name },
  { id: 'operation', header: 'Operation', cell: (entry) => operationLabel(entry.operation) },
  {
    id: 'record',
    header: 'Record',
    cell: (entry) => <RecordLink entity={entry.entity} id={entry.entity_id} />,
  },
  { id: 'summary', header: 'Summary', cell: (entry) => entry.summary },
  { id: 'changes', header: 'Changes', cell: (entry) => <ActivityChanges entry={entry} /> },
]

const ENTITY_OPTIONS = Object.entries(ENTITY_LABELS).map(([value, label]) => ({ value, label }))
const OPERATION_OPTIONS = Object.entries(OPERATION_LABELS)
  .filter(([value]) => value !== 'system')
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label))

const isEntity = (value: string): value is ActivityEntity => value in ENTITY_LABELS

/**
 * Settings → Activity: every change to money and occupancy (and the settings), newest first: when, who, the
 * operation, the record (opening its sheet), the summary and the fields before → after. Filters live in the
 * address; the CSV holds every page of the filtered log.
 */
export function ActivitySection({ list }: { list: ListState }) {
  const day = today()
  const { offset, limit } = toListArgs(list)
  const {
    entity = '',
    operation = '',
    property_id: property = '',
    from = '',
    to = '',
    search = '',
  } = list.filters
  const filters = {
    entity: isEntity(entity) ? entity : undefined,
    operation: operation || undefined,
    propertyId: Number(property) || undefined,
    fromDate: from || undefined,
    toDate: to || undefined,
    searchText: search || undefined,
  }
  const { data, isLoading, isFetching, isError, error, refetch } = useListActivityQuery(
    { offset, limit, ...filters },
    { refetchOnMountOrArgChange: true },
  )
  const { data: propertyPage } = useListActivityPropertyOptionsQuery(undefined)
  const [readPage] = useLazyListActivityQuery()
  const [exporting, setExporting] = useState(false)
  const page = data?.data
  const properties = useMemo(
    () =>
      (propertyPage?.data.results ?? []).map((option) => ({
        value: String(option.id),
        label: option.property_name,
      })),
    [propertyPage],
  )
  const rangeError =
    error && 'data' in error
      ? (error.data as { errors?: { field: string; message: string }[] } | undefined)?.errors?.find((item) =>
          item.field.startsWith('query.'),
        )
      : undefined

  const exportCsv = async () => {
    setExporting(true)
    try {
      const rows = await readAllPages(async (at, size) => {
        const answer = await readPage({ offset: at, limit: size, ...filters }).unwrap()
        return answer.data
      })
      downloadCsv(`activity-${from || 'start'}-to-${to || day}.csv`, activityCsv(rows))
    } catch {
      // The base query has shown the failure.
    } finally {
      setExporting(false)
    }
  }

  return (
    <div aria-busy={isFetching}>
      <StyledActivityToolbar role="search" aria-label="Filter the activity log">
        <Select
          label="Record"
          placeholder="All records"
          options={ENTITY_OPTIONS}
          value={entity}
          onChange={(event) => list.setFilters({ entity: event.target.value })}
        />
        <Select
          label="Operation"
          placeholder="All operations"
          options={OPERATION_OPTIONS}
          value={operation}
          onChange={(event) => list.setFilters({ operation: event.target.value })}
        />
        <Select
          label="Property"
          placeholder="All properties"
          options={properties}
          value={property}
          onChange={(event) => list.setFilters({ property_id: event.target.value })}
        />
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
          error={rangeError?.message}
          onChange={(value) => list.setFilters({ to: value })}
        />
        <SearchField
          label="Search"
          placeholder="Summary or person"
          value={search}
          onSearch={(value) => list.setFilters({ search: value })}
        />
      </StyledActivityToolbar>
      {isError && !rangeError ? (
        <StyledActivityState>
          <EmptyState
            title="The activity log could not be loaded"
            headingLevel={3}
            action={<Button onClick={() => void refetch()}>Try again</Button>}
          />
        </StyledActivityState>
      ) : (
        <DataTable
          label="Activity log"
          columns={COLUMNS}
          rows={rangeError ? [] : (page?.results ?? [])}
          getRowId={(entry) => String(entry.id)}
          loading={isLoading}
          loadingRowCount={Math.min(limit, 10)}
          emptyState={
            <DataTableEmpty
              title={
                Object.values(filters).some(Boolean)
                  ? 'No changes match these filters'
                  : 'No changes recorded yet: payments, edits and moves made from now on appear here'
              }
            />
          }
        />
      )}
      {page && page.count > 0 && !rangeError && (
        <StyledActivityFooter>
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
        </StyledActivityFooter>
      )}
    </div>
  )
}
