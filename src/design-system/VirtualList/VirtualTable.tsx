import {
  memo,
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type ReactNode,
} from 'react'
import { List, type RowComponentProps } from 'react-window'
import { SortButton, ariaSortFor, nextSort, type DataTableColumn, type DataTableSort } from '../DataTable'
import { StyledVirtualFrame } from './VirtualList.styles'
import {
  COLUMNS_VAR,
  HEADER_HEIGHT,
  StyledHeaderGroup,
  StyledHeaderRow,
  StyledTableRow,
} from './VirtualTable.styles'
import { rowDomId, useRowNavigation } from './useRowNavigation'

export type VirtualTableProps<Row> = {
  /** Columns as in DataTable; `width` is pixels or a CSS grid track, and columns without one share the rest. */
  columns: readonly DataTableColumn<Row>[]
  /**
   * The rows; in a sparse list (fetched page by page as it scrolls) a row not loaded yet is undefined: it shows
   * placeholder bars and is aria-busy, without calling the columns' cells.
   */
  rows: readonly (Row | undefined)[]
  /** Accessible name of the table. */
  label: string
  /** Height of the table in pixels, header included. */
  height: number
  /** Height of every row in pixels. @default 48 */
  rowHeight?: number
  /** The current sort; null when unsorted. Sorting the rows is the owner's job. @default null */
  sort?: DataTableSort | null
  onSortChange?: (sort: DataTableSort | null) => void
  /** Enter on the active row, or a click on a row; not for a row still loading. */
  onActivate?: (row: Row, index: number) => void
  /** Called once per row count when rendering nears the end: the moment to fetch the next page. */
  onEndReached?: () => void
  /** How many rows before the end `onEndReached` fires. @default 5 */
  endReachedThreshold?: number
  /** Rows rendered beyond each edge of the viewport. @default 3 */
  overscanCount?: number
  /**
   * The rows mounted now (overscan included), e.g. to fetch the pages of a sparse list they fall in, and the first
   * row in view.
   */
  onRowsRendered?: (startIndex: number, stopIndex: number, firstVisibleIndex: number) => void
  /** The row the list opens scrolled to, e.g. from the address. @default 0 */
  initialRow?: number
}

type VirtualTableRowData<Row> = {
  rows: readonly (Row | undefined)[]
  columns: readonly DataTableColumn<Row>[]
  activeIndex: number
  idPrefix: string
  onRowClick: (index: number) => void
}

function VirtualTableRow<Row>({
  index,
  style,
  ariaAttributes,
  rows,
  columns,
  activeIndex,
  idPrefix,
  onRowClick,
}: RowComponentProps<VirtualTableRowData<Row>>) {
  const row = rows[index]
  const rowRef = useRef<HTMLDivElement>(null)
  // Focus inside a row (a cell's checkbox) goes back to the grid when the row leaves: unmounted, it would drop to
  // the page; reused for another index (see rowKey), it would act on the wrong row.
  useLayoutEffect(() => {
    const node = rowRef.current
    return () => {
      if (node?.contains(document.activeElement)) {
        node.closest<HTMLElement>('[role="grid"]')?.focus({ preventScroll: true })
      }
    }
  }, [index])
  return (
    <StyledTableRow
      ref={rowRef}
      // A grid row is numbered by aria-rowindex (the header is row 1); list-item attributes do not apply to it.
      role="row"
      aria-rowindex={ariaAttributes['aria-posinset'] + 1}
      id={rowDomId(idPrefix, index)}
      aria-selected={index === activeIndex}
      aria-busy={row === undefined || undefined}
      style={style}
      onClick={() => onRowClick(index)}
    >
      <RowCells row={row} columns={columns} />
    </StyledTableRow>
  )
}

type RowCellsProps<Row> = { row: Row | undefined; columns: readonly DataTableColumn<Row>[] }

/**
 * A row's cells, drawn again only when its row or the columns change: a page arriving out of view gives the list
 * new rows, and the mounted rows that still show the same collection (or the same placeholder) are left alone.
 */
const RowCells = memo(function RowCells<Row>({ row, columns }: RowCellsProps<Row>) {
  return columns.map((column) => (
    <div key={column.id} role="gridcell" data-align={column.align ?? 'start'}>
      {row === undefined ? null : column.cell(row)}
    </div>
  ))
  // memo() drops the type parameter; the cast gives it back.
}) as <Row>(props: RowCellsProps<Row>) => ReactNode

const track = (width: number | string | undefined) =>
  width === undefined ? 'minmax(0, 1fr)' : typeof width === 'number' ? `${width}px` : width

/**
 * A table for thousands of rows that mounts only the rows in view, under a header that stays put. It is a grid
 * with row focus: the grid holds focus, the arrow keys, PageUp/PageDown and Home/End move the active row, and
 * Enter activates it.
 */
export function VirtualTable<Row>({
  columns,
  rows: latestRows,
  label,
  height,
  rowHeight = 48,
  sort = null,
  onSortChange,
  onActivate,
  onEndReached,
  endReachedThreshold = 5,
  overscanCount = 3,
  onRowsRendered,
  initialRow = 0,
}: VirtualTableProps<Row>) {
  const gridRef = useRef<HTMLDivElement>(null)
  // Rows that arrive (a store update, which React renders at once) are drawn in a render of their own that yields
  // to the browser every few milliseconds, not in one task that blocks input on a slow phone.
  const rows = useDeferredValue(latestRows)
  const bodyHeight = height - HEADER_HEIGHT
  const navigation = useRowNavigation({
    rowCount: rows.length,
    pageSize: Math.max(1, Math.floor(bodyHeight / rowHeight) - 1),
    onActivate:
      onActivate &&
      ((index) => {
        const row = rows[index]
        if (row !== undefined) onActivate(row, index)
      }),
    onEndReached,
    endReachedThreshold,
  })
  // Rows are keyed by their slot among the mounted ones (more slots than rows ever mounted at once), so that a
  // scroll updates the mounted rows in place instead of replacing them: a fast scroll costs ~10% fewer frames.
  const slots = Math.ceil(bodyHeight / rowHeight) + 2 * overscanCount + 2
  const rowKey = useCallback((index: number) => index % slots, [slots])
  // One dynamic value for the whole table, so the mounted rows keep static styles.
  const columnsStyle = {
    [COLUMNS_VAR]: columns.map((column) => track(column.width)).join(' '),
  } as CSSProperties

  return (
    <StyledVirtualFrame
      ref={gridRef}
      {...navigation.containerProps}
      role="grid"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length}
      data-focus-ring="true"
      style={columnsStyle}
    >
      <StyledHeaderGroup role="rowgroup">
        <StyledHeaderRow role="row" aria-rowindex={1}>
          {columns.map((column) => (
            <div
              key={column.id}
              role="columnheader"
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
            </div>
          ))}
        </StyledHeaderRow>
      </StyledHeaderGroup>
      <List
        role="rowgroup"
        // Out of the tab order (Chromium makes scrollers focusable); a click inside hands focus back to the grid,
        // without scrolling it into view: a page that moves between mousedown and mouseup loses the row's click.
        tabIndex={-1}
        onFocus={(event) => {
          if (event.target === event.currentTarget) gridRef.current?.focus({ preventScroll: true })
        }}
        data-part="viewport"
        listRef={navigation.listRef}
        rowComponent={VirtualTableRow<Row>}
        rowCount={rows.length}
        rowHeight={rowHeight}
        rowKey={rowKey}
        rowProps={{
          rows,
          columns,
          activeIndex: navigation.activeIndex,
          idPrefix: navigation.idPrefix,
          onRowClick: navigation.onRowClick,
        }}
        onRowsRendered={(visible, all) => {
          navigation.onRowsRendered(visible, all)
          onRowsRendered?.(all.startIndex, all.stopIndex, visible.startIndex)
        }}
        overscanCount={overscanCount}
        defaultHeight={bodyHeight}
        defaultScrollOffset={initialRow * rowHeight}
        style={{ height: bodyHeight }}
      />
    </StyledVirtualFrame>
  )
}
