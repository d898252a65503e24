import type { ReactNode } from 'react'
import type { ListState } from '../../../app/core/listState/useListState'
import { Button } from '../../../design-system/Button'
import { DataTable, DataTableEmpty, type DataTableColumn } from '../../../design-system/DataTable'
import { EmptyState } from '../../../design-system/EmptyState'
import { Pagination } from '../../../design-system/Pagination'
import { SearchField } from '../../../design-system/SearchField'
import { StyledFooter, StyledSpacer, StyledState, StyledToolbar } from './Reference.styles'

/** What a list query gives the frame. */
export type ListResult<Row> = {
  data?: { data: { count: number; results: Row[] } }
  isLoading: boolean
  isFetching: boolean
  isError: boolean
  refetch: () => unknown
}

export type ReferenceListProps<Row> = {
  /** Names the table and the section, e.g. 'Cities'. */
  label: string
  list: ListState
  result: ListResult<Row>
  columns: readonly DataTableColumn<Row>[]
  getRowId: (row: Row) => string
  /** The search box's label; without one the list has no search (tax types: two rows). */
  searchLabel?: string
  searchPlaceholder?: string
  /** Filters after the search box. */
  filters?: ReactNode
  /** Buttons at the toolbar's end (add, export). */
  actions?: ReactNode
  /** Whether a filter besides the search narrows the list (for the empty state's "Clear filters"). */
  filtered?: boolean
  onClearFilters?: () => void
}

/**
 * One reference list: a search box (and filters) kept in the address as `search`, a table, the page and its size
 * (10, 20 or 50 rows, spec §5) in the address too.
 */
export function ReferenceList<Row>({
  label,
  list,
  result,
  columns,
  getRowId,
  searchLabel,
  searchPlaceholder,
  filters,
  actions,
  filtered = false,
  onClearFilters,
}: ReferenceListProps<Row>) {
  const search = list.filters.search ?? ''
  const page = result.data?.data
  const narrowed = filtered || search !== ''
  const clear = () => {
    list.setFilters({ search: null })
    onClearFilters?.()
  }

  return (
    <div aria-busy={result.isFetching}>
      {(searchLabel || filters || actions) && (
        <StyledToolbar role="search" aria-label={`Filter ${label.toLowerCase()}`}>
          {searchLabel && (
            <SearchField
              label={searchLabel}
              placeholder={searchPlaceholder}
              value={search}
              onSearch={(value) => list.setFilters({ search: value })}
            />
          )}
          {filters}
          <StyledSpacer />
          {actions}
        </StyledToolbar>
      )}
      {result.isError ? (
        <StyledState>
          <EmptyState
            title={`The ${label.toLowerCase()} could not be loaded`}
            headingLevel={3}
            action={<Button onClick={() => void result.refetch()}>Try again</Button>}
          />
        </StyledState>
      ) : (
        <DataTable
          label={label}
          columns={columns}
          rows={page?.results ?? []}
          getRowId={getRowId}
          loading={result.isLoading}
          loadingRowCount={Math.min(list.rowsPerPage, 10)}
          emptyState={
            <DataTableEmpty title={narrowed ? 'Nothing matches this search' : 'Nothing here yet'}>
              {narrowed && (
                <Button variant="secondary" size="small" onClick={clear}>
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
