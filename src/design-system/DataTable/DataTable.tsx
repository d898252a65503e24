import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import {
  StyledCheckbox,
  StyledHeaderCell,
  StyledRow,
  StyledTable,
  StyledTableScroller,
} from './DataTable.styles'
import { DataTableEmpty, SkeletonRow } from './DataTableParts'
import { SortButton, ariaSortFor, nextSort, type DataTableSort } from './sorting'

/** Horizontal alignment of a column's header and cells; numbers and amounts align to the end. */
export type DataTableAlign = 'start' | 'center' | 'end'

export type DataTableColumn<Row> = {
  /** Stable key, also the `columnId` of the sort. */
  id: string
  header: ReactNode
  cell: (row: Row) => ReactNode
  /** Makes the header a button that cycles the sort: ascending, descending, none. @default false */
  sortable?: boolean
  /** @default 'start' */
  align?: DataTableAlign
  /** Column width: pixels or any CSS length. */
  width?: number | string
}

export type DataTableProps<Row> = {
  columns: readonly DataTableColumn<Row>[]
  rows: readonly Row[]
  getRowId: (row: Row) => string
  /** Accessible name of the table. */
  label: string
  /** The current sort; null when unsorted. Sorting the rows is the owner's job. @default null */
  sort?: DataTableSort | null
  onSortChange?: (sort: DataTableSort | null) => void
  /** Shows skeleton rows in place of the rows and marks the table busy. @default false */
  loading?: boolean
  /** How many skeleton rows to show while loading. @default 5 */
  loadingRowCount?: number
  /** Replaces the default "No records" message when there are no rows. */
  emptyState?: ReactNode
  /** Adds a checkbox column for bulk actions. @default false */
  selectable?: boolean
  /** Ids of the selected rows; may include ids of rows on other pages. @default [] */
  selectedIds?: readonly string[]
  onSelectionChange?: (ids: string[]) => void
  /** Names a row in its checkbox label ("Select row …"). @default getRowId */
  getRowLabel?: (row: Row) => string
  /** Makes rows clickable and focusable; Enter on a focused row also calls it. */
  onRowClick?: (row: Row) => void
}

/** Keeps clicks on the checkbox cell from reaching a clickable row. */
const stopPropagation = (event: MouseEvent) => event.stopPropagation()

/** A semantic table with controlled sorting, row selection for bulk actions, and loading and empty states. */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  label,
  sort = null,
  onSortChange,
  loading = false,
  loadingRowCount = 5,
  emptyState,
  selectable = false,
  selectedIds = [],
  onSelectionChange,
  getRowLabel = getRowId,
  onRowClick,
}: DataTableProps<Row>) {
  const rowIds = rows.map(getRowId)
  const selected = new Set(selectedIds)
  const selectedCount = rowIds.filter((id) => selected.has(id)).length
  const allSelected = rowIds.length > 0 && selectedCount === rowIds.length
  const someSelected = selectedCount > 0 && !allSelected
  const cellCount = columns.length + (selectable ? 1 : 0)

  const selectAllRef = useRef<HTMLInputElement>(null)
  // indeterminate has no HTML attribute; the browser also clears it on click, so it is restated every render.
  useLayoutEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = someSelected
  })

  const toggleAll = () => {
    const pageIds = new Set(rowIds)
    onSelectionChange?.(
      allSelected
        ? selectedIds.filter((id) => !pageIds.has(id))
        : [...selectedIds, ...rowIds.filter((id) => !selected.has(id))],
    )
  }
  const toggleRow = (id: string) =>
    onSelectionChange?.(selected.has(id) ? selectedIds.filter((other) => other !== id) : [...selectedIds, id])

  const rowKeyDown = (row: Row) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick?.(row)
  }

  const body = () => {
    if (loading) {
      return Array.from({ length: loadingRowCount }, (_, index) => (
        <SkeletonRow key={index} cellCount={cellCount} />
      ))
    }
    if (rows.length === 0) {
      return (
        <tr>
          <td colSpan={cellCount}>{emptyState ?? <DataTableEmpty />}</td>
        </tr>
      )
    }
    return rows.map((row, index) => {
      const id = rowIds[index]
      const isSelected = selected.has(id)
      return (
        <StyledRow
          key={id}
          aria-selected={selectable ? isSelected : undefined}
          data-clickable={onRowClick ? true : undefined}
          tabIndex={onRowClick ? 0 : undefined}
          onClick={onRowClick && (() => onRowClick(row))}
          onKeyDown={onRowClick && rowKeyDown(row)}
        >
          {selectable && (
            <td data-part="select" onClick={stopPropagation}>
              <StyledCheckbox
                type="checkbox"
                aria-label={`Select row ${getRowLabel(row)}`}
                checked={isSelected}
                onChange={() => toggleRow(id)}
              />
            </td>
          )}
          {columns.map((column) => (
            <td key={column.id} data-align={column.align ?? 'start'}>
              {column.cell(row)}
            </td>
          ))}
        </StyledRow>
      )
    })
  }

  return (
    <StyledTableScroller>
      <StyledTable aria-label={label} aria-busy={loading || undefined}>
        <colgroup>
          {selectable && <col />}
          {columns.map((column) => (
            <col key={column.id} style={column.width === undefined ? undefined : { width: column.width }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {selectable && (
              <StyledHeaderCell scope="col" data-part="select">
                <StyledCheckbox
                  ref={selectAllRef}
                  type="checkbox"
                  aria-label="Select all rows"
                  checked={allSelected}
                  disabled={loading || rows.length === 0}
                  onChange={toggleAll}
                />
              </StyledHeaderCell>
            )}
            {columns.map((column) => (
              <StyledHeaderCell
                key={column.id}
                scope="col"
                data-align={column.align ?? 'start'}
                aria-sort={column.sortable ? ariaSortFor(sort, column.id) : undefined}
              >
                {column.sortable ? (
                  <SortButton
                    direction={ariaSortFor(sort, column.id)}
                    onClick={() => onSortChange?.(nextSort(sort, column.id))}
                  >
                    {column.header}
                  </SortButton>
                ) : (
                  column.header
                )}
              </StyledHeaderCell>
            ))}
          </tr>
        </thead>
        <tbody>{body()}</tbody>
      </StyledTable>
    </StyledTableScroller>
  )
}
